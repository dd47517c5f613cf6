/**
 * Which bilingual dictionaries a bridge reads: the Debian packages' files for Hungarian and Russian (found at
 * their installed paths), or files the user names with --dict. A file's format comes from its name: a dictd
 * `NAME.index` (or its `NAME.dict.dz` / `NAME.dict`), or a `.tsv`; anything else is refused with the formats
 * that are read. The direction of a dictd dictionary (the language's headwords, or English ones) comes from
 * the FreeDict name (`freedict-hun-eng`), Mueller's (English -> Russian), or else from its headwords.
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { CodenamesError } from '../../errors.js';
import { readDictd, type DictdEntry } from './dictd.js';
import { pairsOfEntries, readTsvPairs, type SensePair } from './senses.js';

/** The dictd folder Debian's dict-* packages install into. */
export const DEBIAN_DICTD_DIR = '/usr/share/dictd';

/** The Debian dictionaries a language's bridge reads by default, with the packages that install them. */
export const DEBIAN_DICTIONARIES: Readonly<Record<string, { readonly files: readonly string[]; readonly packages: readonly string[] }>> = {
  hu: { files: ['freedict-hun-eng.index', 'freedict-eng-hun.index'], packages: ['dict-freedict-hun-eng', 'dict-freedict-eng-hun'] },
  ru: { files: ['mueller7.index'], packages: ['mueller7-dict'] },
};

/** ISO 639-2 codes FreeDict uses in its file names. */
const FREEDICT_CODES: Readonly<Record<string, string>> = { hun: 'hu', rus: 'ru', ukr: 'uk', heb: 'he', fas: 'fa', per: 'fa', eng: 'en' };

/** The installed Debian dictionaries of `lang` (paths of their .index files); empty when none is installed. */
export function debianDictionaries(lang: string, dir: string = DEBIAN_DICTD_DIR): string[] {
  const spec = DEBIAN_DICTIONARIES[lang];
  if (spec === undefined) return [];
  return spec.files.map((f) => `${dir}/${f}`).filter((f) => existsSync(f));
}

/** A dictionary file as the bridge reads it. */
export interface DictionaryFile {
  readonly file: string;
  readonly format: 'dictd' | 'tsv';
}

/** Classifies a --dict path by its name; throws `model/bad-dictionary` for an unknown format. */
export function dictionaryFile(path: string): DictionaryFile {
  if (/\.tsv$/iu.test(path)) return { file: path, format: 'tsv' };
  if (/\.index$/iu.test(path)) return { file: path, format: 'dictd' };
  if (/\.dict(\.dz)?$/iu.test(path)) return { file: path.replace(/\.dict(\.dz)?$/iu, '.index'), format: 'dictd' };
  throw new CodenamesError(
    'model/bad-dictionary',
    `${path}: unknown dictionary format. Give a dictd dictionary (NAME.index beside NAME.dict.dz or NAME.dict, as the Debian dict-* packages install them) or a TSV file (WORD<TAB>ENGLISH a line, named *.tsv; docs/languages.md).`,
    { file: path },
  );
}

/** Which side of a dictd dictionary the language is on. */
function direction(file: string, entries: readonly DictdEntry[], lang: string, isEnglish: (w: string) => boolean): 'forward' | 'reverse' {
  const name = basename(file).toLowerCase();
  const fd = /freedict-([a-z]{3})-([a-z]{3})/u.exec(name);
  if (fd !== null) {
    const from = FREEDICT_CODES[fd[1] as string];
    const to = FREEDICT_CODES[fd[2] as string];
    if (from === lang && to === 'en') return 'forward';
    if (from === 'en' && to === lang) return 'reverse';
    throw new CodenamesError('model/bad-dictionary', `${file} is a ${fd[1]}-${fd[2]} dictionary; a '${lang}' bridge needs one between ${lang} and English. Give the right --dict files.`, { file });
  }
  if (name.startsWith('mueller')) return 'reverse';
  // Otherwise: English headwords mean English -> the language.
  const sample = entries.slice(0, 2000);
  const english = sample.filter((e) => isEnglish(e.headword.toLowerCase())).length;
  return english * 2 > sample.length ? 'reverse' : 'forward';
}

/** Reads one dictionary into translation pairs, with a summary for the manifest. */
export function readDictionaryPairs(d: DictionaryFile, lang: string, isEnglish: (w: string) => boolean): { pairs: SensePair[]; entries: number; direction: 'forward' | 'reverse' } {
  if (d.format === 'tsv') {
    const pairs = readTsvPairs(d.file);
    return { pairs, entries: new Set(pairs.map((p) => p.word)).size, direction: 'forward' };
  }
  const entries = readDictd(d.file);
  const dir = direction(d.file, entries, lang, isEnglish);
  return { pairs: pairsOfEntries(entries, dir, lang), entries: entries.length, direction: dir };
}
