/**
 * Finding and reading the hunspell dictionaries. They come from npm packages (`dictionary-en` ...); the
 * copyleft ones (uk GPL-3.0, he AGPL-3.0, hu GPL/LGPL/MPL) are optional dependencies, so a missing one is a
 * normal situation with a clear `lang/dictionary-missing` error that names the package to install.
 * Files are read synchronously on purpose: a referee must be synchronous once prepared, and reading
 * happens once per language per process (the parsed dictionary is cached by the pack loader).
 */
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CodenamesError } from '../errors.js';
import { WORD_LISTS, loadWordList } from '../game/word-lists.js';
import type { LangSpec } from './specs.js';

const require = createRequire(import.meta.url);

/** The raw text of a dictionary's affix and word files. */
export interface DictionaryFiles {
  readonly aff: string;
  readonly dic: string;
  /** Directory the files were read from. */
  readonly dir: string;
}

/** The directory of an installed dictionary package, or undefined when it is not installed. */
export function dictionaryDir(pkg: string): string | undefined {
  try {
    const dir = dirname(require.resolve(pkg));
    return existsSync(join(dir, 'index.dic')) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/** True when the dictionary package of `spec` is installed. */
export function hasDictionary(spec: LangSpec): boolean {
  return dictionaryDir(spec.dictionary) !== undefined;
}

/**
 * Reads the dictionary of `spec`. Throws `lang/dictionary-missing` naming the package when it is absent.
 *
 * @example readDictionary(SPECS.en).aff.startsWith('SET') // true
 */
export function readDictionary(spec: LangSpec): DictionaryFiles {
  const dir = dictionaryDir(spec.dictionary);
  if (dir === undefined) {
    const why = spec.optional ? ` It is an optional dependency (copyleft licence), so it is not always installed.` : '';
    throw new CodenamesError(
      'lang/dictionary-missing',
      `The ${spec.name} (${spec.code}) word list needs the npm package '${spec.dictionary}', which is not installed.${why} Install it with: npm install ${spec.dictionary}`,
      { lang: spec.code, package: spec.dictionary },
    );
  }
  return {
    aff: readFileSync(join(dir, 'index.aff'), 'utf8'),
    dic: readFileSync(join(dir, 'index.dic'), 'utf8'),
    dir,
  };
}

/** Packages with plain word lists that back up a language's hunspell lexicon (read on first need). */
const SUPPLEMENTARY: Readonly<Partial<Record<string, string>>> = {
  // MIT, ~274,000 English words: real words en_US lacks (storyline, katana, crore); no inflection data.
  en: 'word-list',
};

function readLines(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n').map((w) => w.trim()).filter((w) => w.length > 0 && !w.startsWith('#'));
  } catch {
    return [];
  }
}

/**
 * The supplementary words of a language, folded with `fold`: the package word list (English) and the game's
 * single-word cards. It only answers "is this a word?"; morphology stays with hunspell.
 */
export function readSupplementaryWords(lang: string, fold: (w: string) => string): ReadonlySet<string> {
  const out = new Set<string>();
  const pkg = SUPPLEMENTARY[lang];
  if (pkg !== undefined) {
    try {
      for (const w of readLines(join(dirname(require.resolve(pkg)), 'words.txt'))) out.add(w.toLowerCase());
    } catch {
      // package not installed: hunspell alone
    }
  }
  // The game's own code-name lists of this language: a card the game deals is a word of its language, legal
  // as a clue once covered, even where hunspell lacks it (СТИРАЛКА, ШТИРЛИЦ, KECSAP).
  for (const info of Object.values(WORD_LISTS)) {
    if (info.lang !== lang) continue;
    for (const w of loadWordList(info.name)) if (!/\s/.test(w)) out.add(fold(w));
  }
  return out;
}
