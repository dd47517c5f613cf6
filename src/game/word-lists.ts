/**
 * The shipped code-name lists (data/wordlists/, provenance in data/wordlists/README.md). The folder is found
 * relative to this module: src/game/ under vitest and dist/game/ when installed are both two levels below
 * the package root, so `../../data/wordlists` works from either.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CodenamesError } from '../errors.js';

/** Names of the shipped lists. */
export type WordListName = 'en-original' | 'en-duet' | 'ru' | 'he' | 'hu';

export interface WordListInfo {
  readonly name: WordListName;
  /** File name under data/wordlists/. */
  readonly file: string;
  /** ISO 639-1 language of the words. */
  readonly lang: string;
  /** Number of distinct words in the file. */
  readonly size: number;
  /** Where the list comes from. */
  readonly provenance: string;
}

const SOURCE = 'jbowens/codenames frontend/words.json @ 9182b62d (no licence file; words of the Codenames board games, CGE)';

/**
 * The shipped lists with their language and provenance.
 *
 * @example
 * WORD_LISTS.ru.lang; // 'ru'
 */
export const WORD_LISTS: Readonly<Record<WordListName, WordListInfo>> = {
  'en-original': { name: 'en-original', file: 'en-original.txt', lang: 'en', size: 400, provenance: `${SOURCE}, key "English (Original)"` },
  'en-duet': {
    name: 'en-duet',
    file: 'en-duet.txt',
    lang: 'en',
    size: 400,
    provenance: `${SOURCE}, key "English (Duet)"; DWARF (an Original card listed in error) replaced by BLACK HOLE`,
  },
  ru: { name: 'ru', file: 'ru.txt', lang: 'ru', size: 400, provenance: `${SOURCE}, key "Russian"` },
  he: { name: 'he', file: 'he.txt', lang: 'he', size: 389, provenance: `${SOURCE}, key "Hebrew"` },
  hu: { name: 'hu', file: 'hu.txt', lang: 'hu', size: 393, provenance: `${SOURCE}, key "Hungarian"; duplicate FOG dropped` },
};

/** The default shipped list of each language that has one. */
export const DEFAULT_WORD_LIST: Readonly<Record<string, WordListName>> = { en: 'en-original', ru: 'ru', he: 'he', hu: 'hu' };

/** True when `name` names a shipped list. */
export function isWordListName(name: unknown): name is WordListName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(WORD_LISTS, name);
}

// Lists are immutable files; read each at most once per process.
const cache = new Map<WordListName, readonly string[]>();

/** The folder the shipped lists are read from. */
export function wordListDir(): string {
  return fileURLToPath(new URL('../../data/wordlists/', import.meta.url));
}

/**
 * The words of a shipped list, in file order (frozen).
 *
 * @example
 * loadWordList('en-original')[0]; // 'AFRICA'
 */
export function loadWordList(name: string): readonly string[] {
  if (!isWordListName(name)) {
    throw new CodenamesError(
      'game/unknown-word-list',
      `Unknown word list '${name}'. Use one of ${Object.keys(WORD_LISTS).join(', ')}, or pass the words themselves (wordList: [...]).`,
      { name },
    );
  }
  const hit = cache.get(name);
  if (hit !== undefined) return hit;
  const path = `${wordListDir()}${WORD_LISTS[name].file}`;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new CodenamesError(
      'game/unknown-word-list',
      `The word list file ${path} could not be read; reinstall the package (data/wordlists/ ships with it).`,
      { name, path },
      { cause: e },
    );
  }
  const list = Object.freeze(
    text
      .split(/\r?\n/)
      .map((w) => w.trim())
      .filter((w) => w.length > 0),
  );
  cache.set(name, list);
  return list;
}
