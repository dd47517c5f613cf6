/**
 * Bilingual dictionary entries as translation pairs: a word of the language, an English word or phrase, and
 * where the pair sits in its entry (sense number, place inside the sense, register label). The sense weights
 * (bridge-weights.ts) are computed from these facts; nothing here decides how much a pair counts.
 *
 * Entry styles read:
 * - FreeDict (dict-freedict-hun-eng, -eng-hun): a headword line (with /IPA/), then one sense per line,
 *   numbered `1. ` when there are several; English verbs as `to take, took, taken`.
 * - Mueller 7 (mueller7-dict, English -> Russian): `[IPA]`, part-of-speech and register labels written
 *   `_n.`, `_v.`, `_разг.`, homonyms `_I`/`_II`, senses `1)`, sub-senses `а)`; a sense's translations are
 *   separated by `;` or `,` and followed by idioms and examples (an item with Latin letters), which are
 *   left out with everything after them.
 * - TSV, the format for a user's own dictionary: see {@link readTsvPairs}.
 */
import { readFileSync, existsSync } from 'node:fs';
import { CodenamesError } from '../../errors.js';
import type { DictdEntry } from './dictd.js';

/** One translation pair. */
export interface SensePair {
  /** The word of the language (NFC, lower case). */
  readonly word: string;
  /** Its English translation (a word or a phrase), lower case. */
  readonly english: string;
  /** 0 for the entry's first sense, 1 for the second ... */
  readonly sense: number;
  /** 0 for the first translation inside its sense, 1 for the next ... */
  readonly item: number;
  /** The sense carries a register or figurative label (slang, colloquial, regional, figurative ...). */
  readonly marked: boolean;
  /** The English side is a verb given as 'to X'. */
  readonly verb: boolean;
  /** Which way the dictionary runs: 'forward' = the language's headwords, 'reverse' = English headwords. */
  readonly direction: 'forward' | 'reverse';
  /** An explicit weight from a TSV file (1 when none is given). */
  readonly weight: number;
}

/** Labels that mark a Mueller sense as figurative, colloquial, slang, regional, dated or rare. */
const MARKED_LABELS = /^_(разг|жарг|перен|ам|амер|австрал|шотл|ирл|уст|поэт|шутл|презр|груб|диал|редк|книжн|вульг|фам|сл|ист|арх|неодобр|бран|ирон|школ|воен|мор|театр|спорт|карт)\.?$/u;

/** Fixes FreeDict's eng-hun spelling of ő and ű (written ô and û there). */
export function fixHungarianLetters(s: string): string {
  return s.replace(/ô/gu, 'ő').replace(/Ô/gu, 'Ő').replace(/û/gu, 'ű').replace(/Û/gu, 'Ű');
}

/**
 * The senses of an entry's body, each a list of raw items with their label flags. A label marks the items
 * from where it stands to the end of its sense: Mueller writes a sense's own label first (`2) _разг. ...`)
 * and a label inside it for what follows (`игра; _спорт. партия`, `меч; ... скрестить мечи; _перен. кончить
 * войну`), so the items before a late label keep their full weight (SWORD's first sense is МЕЧ, unlabelled).
 */
function splitSenses(body: string): { items: string[]; marked: boolean[] }[] {
  const flat = body
    .replace(/\[[^\]]*\]/gu, ' ')
    .replace(/\/[^/\n]*\//gu, ' ')
    .replace(/\s+/gu, ' ');
  // Sense markers: '1.', '1)', 'а)', homonyms '_I', '_II'.
  const parts = flat.split(/(?:^|\s)(?:\d+[.)]|[а-яa-z]\)|_[IVX]+)(?=\s)/u);
  const out: { items: string[]; marked: boolean[] }[] = [];
  for (const part of parts) {
    let marked = false;
    const items: string[] = [];
    const flags: boolean[] = [];
    const text = part.replace(/\([^)]*\)/gu, ' ');
    for (const raw of text.split(/[;,]/u)) {
      const tokens = raw.trim().split(' ').filter((t) => t.length > 0);
      const kept: string[] = [];
      for (const t of tokens) {
        if (t.startsWith('_')) {
          if (MARKED_LABELS.test(t)) marked = true;
          continue;
        }
        kept.push(t.replace(/^["'«]+|["'»!?.:]+$/gu, ''));
      }
      const item = kept.join(' ').trim();
      if (item.length > 0) {
        items.push(item);
        flags.push(marked);
      }
    }
    if (items.length > 0) out.push({ items, marked: flags });
  }
  return out;
}

const LATIN = /[a-z]/iu;
const CYRILLIC = /[\u0400-\u04ff]/u;

/**
 * Translation pairs of dictd entries. `direction` says which side the headwords are on; `script` is the
 * language's script, so a Mueller item with Latin letters in a Cyrillic sense is known to be an example.
 */
export function pairsOfEntries(entries: readonly DictdEntry[], direction: 'forward' | 'reverse', lang: string): SensePair[] {
  const out: SensePair[] = [];
  const cyrillic = lang === 'ru' || lang === 'uk';
  const fix = lang === 'hu' ? fixHungarianLetters : (s: string): string => s;
  for (const e of entries) {
    const nl = e.text.indexOf('\n');
    const body = nl < 0 ? '' : e.text.slice(nl + 1);
    const head = fix(e.headword.normalize('NFC').trim().toLowerCase());
    const senses = splitSenses(fix(body.normalize('NFC')));
    senses.forEach((s, si) => {
      let item = 0;
      for (const [k, raw] of s.items.entries()) {
        const marked = s.marked[k] as boolean;
        const text = raw.toLowerCase();
        if (direction === 'forward') {
          // English senses: 'to take, took, taken' keeps its first form only (the comma split did that).
          const verb = text.startsWith('to ');
          const english = verb ? text.slice(3).trim() : text;
          if (english.length === 0 || CYRILLIC.test(english)) continue;
          out.push({ word: head, english, sense: si, item: item++, marked, verb, direction, weight: 1 });
          if (verb) break;
        } else {
          // Items in the language; in Cyrillic senses an item with Latin letters starts the idioms and examples.
          if (cyrillic && LATIN.test(text)) break;
          if (cyrillic && !CYRILLIC.test(text)) continue;
          out.push({ word: text, english: head, sense: si, item: item++, marked, verb: false, direction, weight: 1 });
        }
      }
    });
  }
  return out;
}

/**
 * Reads a user's bilingual dictionary in TSV: UTF-8, one pair per line, `WORD<TAB>ENGLISH[<TAB>WEIGHT]`,
 * where WORD is a word of the language, ENGLISH one English translation (a word or short phrase) and WEIGHT
 * an optional positive number (default 1). Give a word's translations on consecutive lines, most important
 * first (the order is its sense order). Lines starting with `#` and blank lines are skipped. Throws
 * `model/bad-dictionary` naming the file and line for anything else, and for a file with no pairs.
 */
export function readTsvPairs(file: string): SensePair[] {
  if (!existsSync(file)) throw new CodenamesError('model/not-found', `${file} does not exist. Give the path of your TSV dictionary with --dict.`, { file });
  const text = readFileSync(file, 'utf8');
  const out: SensePair[] = [];
  const seen = new Map<string, number>();
  text.split('\n').forEach((line, i) => {
    const l = line.replace(/\r$/u, '');
    if (l.trim().length === 0 || l.startsWith('#')) return;
    const f = l.split('\t');
    const word = (f[0] ?? '').normalize('NFC').trim().toLowerCase();
    const english = (f[1] ?? '').normalize('NFC').trim().toLowerCase();
    const weight = f[2] === undefined || f[2].trim() === '' ? 1 : Number(f[2]);
    if (f.length < 2 || f.length > 3 || word.length === 0 || english.length === 0 || !(weight > 0) || !Number.isFinite(weight)) {
      throw new CodenamesError('model/bad-dictionary', `${file} line ${i + 1} is not 'WORD<TAB>ENGLISH[<TAB>WEIGHT]' (a positive weight): '${l.slice(0, 80)}'. Fix the line; the format is in docs/languages.md.`, { file, line: i + 1 });
    }
    const sense = seen.get(word) ?? 0;
    seen.set(word, sense + 1);
    out.push({ word, english, sense, item: 0, marked: false, verb: english.startsWith('to '), direction: 'forward', weight });
  });
  if (out.length === 0) throw new CodenamesError('model/bad-dictionary', `${file} has no translation pairs (the file is empty or all comments). Add lines 'WORD<TAB>ENGLISH'; the format is in docs/languages.md.`, { file });
  return out;
}
