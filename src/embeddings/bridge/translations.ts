/**
 * The translations table of a bridged model (`translations.tsv` in its folder, written by `model bridge`):
 * for every word of the vocabulary, the English words and phrases its vector is made of, strongest first,
 * each with its share of the word's weight after the sense weights and the coherence pass
 * (sense-weights.ts). It is derived from the user's dictionaries like the vectors, so it lives only in the
 * user's model folder. The translated reading (agents/translated-links.ts) reads the English resources
 * through it.
 *
 * Two lists per word: `senses`, the translations its vector is made of (at most 12, after the coherence
 * pass, which drops the stray senses: what a person hearing the word most likely means), and `all`, every
 * translation by its sense weight alone (at most 12: the word's other senses, e.g. FOG is *tooth* there
 * while its vector goes with the verb senses).
 *
 * Format: UTF-8, one word a line, `WORD<TAB>SENSES<TAB>ALL`, each list `ENGLISH=SHARE|ENGLISH=SHARE...`
 * (shares with three decimals, summing to about 1 in each list).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CodenamesError } from '../../errors.js';

/** File name of the translations table inside a bridged model folder. */
export const TRANSLATIONS_FILE = 'translations.tsv';

/** One English translation of a word and its share (0-1] of the word's weight. */
export interface Translation {
  readonly english: string;
  readonly share: number;
}

/** A word's two lists of translations, each strongest first. */
export interface WordTranslations {
  /** The translations the word's vector is made of (the coherent senses). */
  readonly senses: readonly Translation[];
  /** Every translation by its sense weight (all senses). */
  readonly all: readonly Translation[];
}

/** A word of the language -> its translations. */
export type Translations = ReadonlyMap<string, WordTranslations>;

/** At most this many translations per list. */
const MAX_LISTED = 12;

/** `english` with `weights` as shares of their sum, strongest first (ties by spelling), at most 12, none below 0.0005. */
export function shares(english: readonly string[], weights: readonly number[]): Translation[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return [];
  return english
    .map((e, k) => ({ english: e, share: (weights[k] as number) / total }))
    .filter((t) => t.share >= 0.0005)
    .sort((a, b) => b.share - a.share || (a.english < b.english ? -1 : a.english > b.english ? 1 : 0))
    .slice(0, MAX_LISTED);
}

const listed = (ts: readonly Translation[]): string => ts.map((t) => `${t.english}=${t.share.toFixed(3)}`).join('|');

/** Writes the table of `rows` (word, its translations) into model folder `dir`. */
export function writeTranslations(dir: string, rows: Iterable<readonly [string, WordTranslations]>): void {
  const lines: string[] = [];
  for (const [word, t] of rows) if (t.senses.length > 0) lines.push(`${word}\t${listed(t.senses)}\t${listed(t.all)}`);
  try {
    writeFileSync(join(dir, TRANSLATIONS_FILE), `${lines.join('\n')}\n`);
  } catch (e) {
    throw new CodenamesError('cli/io', `Cannot write ${join(dir, TRANSLATIONS_FILE)} (${e instanceof Error ? e.message : String(e)}). Choose a writable --out directory.`, { dir }, { cause: e });
  }
}

const cache = new Map<string, Translations | null>();

/**
 * Reads the translations table of model folder `dir` (cached per folder); null when the folder has none (a
 * model imported from vectors, or bridged before the table was written: `model bridge` again adds it). A
 * malformed line is a `model/bad-table` error naming file:line and how to rebuild.
 *
 * @example
 * loadTranslations(dir)?.get('szén')?.senses; // [{ english: 'coal', share: 0.703 }, { english: 'carbon', share: 0.297 }]
 */
export function loadTranslations(dir: string): Translations | null {
  const hit = cache.get(dir);
  if (hit !== undefined) return hit;
  const file = join(dir, TRANSLATIONS_FILE);
  if (!existsSync(file)) {
    cache.set(dir, null);
    return null;
  }
  const table = new Map<string, WordTranslations>();
  const parse = (list: string | undefined): Translation[] | null => {
    if (list === undefined || list === '') return null;
    const items = list.split('|').map((item) => {
      const eq = item.lastIndexOf('=');
      return { english: eq <= 0 ? '' : item.slice(0, eq), share: Number(item.slice(eq + 1)) };
    });
    return items.some((t) => t.english === '' || !(t.share > 0 && t.share <= 1)) ? null : items;
  };
  readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    if (line === '') return;
    const cols = line.split('\t');
    const senses = parse(cols[1]);
    const all = parse(cols[2]);
    if (cols.length !== 3 || cols[0] === '' || senses === null || all === null) {
      throw new CodenamesError('model/bad-table', `${file}:${i + 1} is not 'WORD<TAB>ENGLISH=SHARE|...<TAB>ENGLISH=SHARE|...' (shares in (0, 1]); rebuild the model with 'codenames-ai model bridge'.`, { file, line: i + 1 });
    }
    table.set(cols[0]!, { senses, all });
  });
  cache.set(dir, table);
  return table;
}
