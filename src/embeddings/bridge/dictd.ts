/**
 * The dictd dictionary format (RFC 2229 servers' database files, as Debian's dict-freedict-* and mueller7-dict
 * packages install them under /usr/share/dictd): `NAME.index` is UTF-8 text, one line per headword,
 * `headword TAB offset TAB length`, the two numbers in dictd's base64 (digits A-Z a-z 0-9 + /); `NAME.dict`
 * (or `NAME.dict.dz`, dictzip = gzip with a seek table, readable as plain gzip) holds the entries' text at
 * those byte offsets. Entries whose headword starts with `00database` are the database's own notes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { CodenamesError } from '../../errors.js';

/** One dictionary entry: its headword and the entry's text (headword line included, as dictd stores it). */
export interface DictdEntry {
  readonly headword: string;
  readonly text: string;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one dictd base64 number ('b7iR' -> 6,985,873); -1 when it holds a character outside the alphabet. */
export function dictdNumber(s: string): number {
  let n = 0;
  for (const c of s) {
    const v = B64.indexOf(c);
    if (v < 0) return -1;
    n = n * 64 + v;
  }
  return s.length === 0 ? -1 : n;
}

/** The data file beside an index: NAME.dict.dz or NAME.dict. */
export function dictdDataFile(indexFile: string): string | undefined {
  const base = indexFile.replace(/\.index$/u, '');
  return [`${base}.dict.dz`, `${base}.dict`].find((f) => existsSync(f));
}

function bad(file: string, why: string): never {
  throw new CodenamesError('model/bad-dictionary', `${file}: ${why}. Give a dictd dictionary (NAME.index beside NAME.dict.dz or NAME.dict), or a TSV file as described in docs/languages.md.`, { file });
}

/**
 * Reads every entry of a dictd dictionary (index order). Throws `model/bad-dictionary` naming the file for
 * an index that is not dictd's, an empty one, a data file that is missing, not gzip, or shorter than the
 * index says (truncated).
 */
export function readDictd(indexFile: string): DictdEntry[] {
  if (!existsSync(indexFile)) throw new CodenamesError('model/not-found', `${indexFile} does not exist. Install the dictionary (see docs/languages.md) or give its path with --dict.`, { file: indexFile });
  const dataFile = dictdDataFile(indexFile);
  if (dataFile === undefined) bad(indexFile, 'no NAME.dict.dz or NAME.dict beside this index');
  const index = readFileSync(indexFile, 'utf8');
  let data: Buffer;
  const raw = readFileSync(dataFile);
  if (dataFile.endsWith('.dz')) {
    try {
      data = gunzipSync(raw);
    } catch (e) {
      bad(dataFile, `not a readable gzip/dictzip file (${e instanceof Error ? e.message : String(e)}): it is truncated or corrupt`);
    }
  } else {
    data = raw;
  }
  const entries: DictdEntry[] = [];
  let lineNo = 0;
  for (const line of index.split('\n')) {
    lineNo++;
    if (line.length === 0) continue;
    const f = line.split('\t');
    const offset = dictdNumber(f[1] ?? '');
    const length = dictdNumber(f[2] ?? '');
    if (f.length < 3 || offset < 0 || length < 0) bad(indexFile, `line ${lineNo} is not 'headword TAB offset TAB length' in dictd base64`);
    if (offset + length > data.length) bad(dataFile, `entry '${f[0]}' (index line ${lineNo}) ends at byte ${offset + length}, past the end of the data (${data.length} bytes): the file is truncated`);
    const headword = f[0] as string;
    if (headword.startsWith('00database') || headword.startsWith('00-database')) continue;
    entries.push({ headword, text: data.subarray(offset, offset + length).toString('utf8') });
  }
  if (entries.length === 0) bad(indexFile, 'the dictionary has no entries (empty index)');
  return entries;
}
