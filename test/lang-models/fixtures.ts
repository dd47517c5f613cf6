/**
 * Small bilingual dictionaries written by the tests themselves (never copies of the GPL Debian data): dictd
 * files in the FreeDict and Mueller entry styles, and TSV files.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A number in dictd's base64. */
export function dictdNumber(n: number): string {
  let s = '';
  do {
    s = B64[n % 64] + s;
    n = Math.floor(n / 64);
  } while (n > 0);
  return s;
}

/** Writes NAME.index and NAME.dict.dz in `dir` from headword -> entry body; returns the index path. */
export function writeDictd(dir: string, name: string, entries: Readonly<Record<string, string>>): string {
  const parts: Buffer[] = [];
  const lines: string[] = [];
  let offset = 0;
  const add = (head: string, body: string): void => {
    const text = Buffer.from(`${head}\n${body}`, 'utf8');
    lines.push(`${head}\t${dictdNumber(offset)}\t${dictdNumber(text.length)}`);
    parts.push(text);
    offset += text.length;
  };
  add('00databaseshort', 'Test dictionary written by the codenames-ai tests\n');
  for (const [head, body] of Object.entries(entries)) add(head, body);
  writeFileSync(join(dir, `${name}.index`), `${lines.join('\n')}\n`);
  writeFileSync(join(dir, `${name}.dict.dz`), gzipSync(Buffer.concat(parts)));
  return join(dir, `${name}.index`);
}

/** Hungarian -> English in the FreeDict style (numbered senses in no useful order, verbs as 'to X, ...'). */
export const HU_EN: Readonly<Record<string, string>> = {
  kutya: 'dog\n',
  eb: '1. hound\n2. dog\n',
  macska: '1. puss\n2. cat\n',
  nyúl: '1. to finger\n2. bun\n3. rabbit\n4. coney\n',
  orvos: '1. medical man\n2. doctor\n3. physician\n',
  doktor: 'doctor\n',
  sajt: 'cheese\n',
  túró: '1. cottage cheese\n2. curd\n',
  tenger: 'sea\n',
  hajó: '1. ship\n2. boat\n3. vessel\n',
  fog: '1. to take, took, taken\n2. to hold, held\n3. tooth, teeth\n',
  kutyák: 'dogs\n',
  víz: 'water\n',
};

/** English -> Hungarian (the reversed FreeDict direction; ő and ű written ô and û as there). */
export const EN_HU: Readonly<Record<string, string>> = {
  rabbit: '1. nyúl\n2. házinyúl\n',
  tooth: '1. fog\n',
  cheese: '1. sajt\n2. túró\n',
  river: '1. folyó\n',
  fountain: '1. szökôkút\n',
};

/** English -> Russian in the Mueller style (labels, homonyms, idioms after the translations). */
export const EN_RU: Readonly<Record<string, string>> = {
  shark: '   [ʃɑ:k]\n   1. _n.\n      1) акула\n      2) вымогатель; мошенник\n',
  dolphin: '   [ˈdɒlfɪn] _n.\n      1) дельфин\n      2) _мор. швартовная бочка\n',
  jam: '   _I  [dʒæm]\n      1. _n.\n         1) давка; traffic jam пробка\n   _II [dʒæm] _n. варенье; джем; real jam _жарг. пальчики оближешь\n',
  honey: '   [ˈhʌnɪ]\n   1. _n.\n      1) мёд; _перен. сладость\n      2) _ласк. милый; милая\n',
  ice: '   [aɪs]\n   1. _n.\n      1) лёд; to keep smth. on ice хранить в холодильнике\n      2) мороженое\n',
  whale: '   [weɪl] _n. кит\n',
};
