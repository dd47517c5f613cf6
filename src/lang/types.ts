/**
 * The language-pack interface: everything the referee (and the agents) need to know about one language.
 * A pack is loaded once per process (`getLanguage`) and is then fully synchronous.
 */

/** The languages with a pack. */
export type LangCode = 'en' | 'ru' | 'uk' | 'he' | 'fa' | 'hu';

/** The writing systems the packs tell apart. */
export type Script = 'latin' | 'cyrillic' | 'hebrew' | 'arabic' | 'digits';

/** What script detection found in a piece of text. */
export interface ScriptInfo {
  /** Scripts of the letters present (digits count as their own script), in order of first appearance. */
  readonly scripts: readonly Script[];
  /** Characters that belong to no supported script and are not joiners or punctuation (emoji, CJK ...). */
  readonly foreign: readonly string[];
  /** For Cyrillic text: 'ru' or 'uk' when letters only one of them uses are present (ы э ъ ё vs і ї є ґ). */
  readonly cyrillicLang?: 'ru' | 'uk' | 'both';
}

/** A dictionary entry a word form was traced back to. */
export interface LexiconHit {
  /** The entry, normalised. */
  readonly lemma: string;
  /** True when the word is the entry itself rather than an inflected form of it. */
  readonly bare: boolean;
  /** The entry exists only capitalised (a proper name). */
  readonly properOnly: boolean;
  /** The entry exists only in capitals (an acronym such as CIA). */
  readonly acronymOnly: boolean;
}

/** One language. All methods take raw text and normalise it themselves unless the name says otherwise. */
export interface LanguagePack {
  readonly code: LangCode;
  /** English name of the language. */
  readonly name: string;
  /** The script the language is written in. */
  readonly script: Script;
  /** Case and variant folding (final letters, ё, Arabic/Persian letter variants, ZWNJ, stress marks). */
  normalise(text: string): string;
  /** Which scripts a text uses (and, for Cyrillic, whether it looks Russian or Ukrainian). */
  detectScript(text: string): ScriptInfo;
  /** True when every letter of `word` is in this language's alphabet. */
  isNativeSpelling(word: string): boolean;
  /** The dictionary entries this word is a form of (empty when the lexicon does not know it). */
  lookup(word: string): readonly LexiconHit[];
  /** True when the lexicon knows the word (as an entry, an inflected form or, where the language has them, a compound). */
  isWord(word: string): boolean;
  /** Lemmas (dictionary forms) of the word; the normalised word itself when it is unknown. */
  lemmas(word: string): readonly string[];
  /** Stem(s) from the language's stemmer (Snowball where it exists, a light stemmer otherwise). */
  stems(word: string): readonly string[];
  /** Root keys: lemmas and stems with derivational affixes removed (Hebrew: root consonants). */
  roots(word: string): readonly string[];
  /** Other spellings of the same word (Hebrew full/defective spelling); always includes the normalised word. */
  spellings(word: string): readonly string[];
  /** Real parts of a compound or prefixed word (each a word of the language), normalised; empty if none. */
  compoundParts(word: string): readonly string[];
  /** When `word` is a letter of the alphabet or the name of one (that is not also an ordinary word), that letter. */
  letterOf(word: string): string | undefined;
  /** Whether the word is a dictionary-form word (lemma, not a plural/diminutive/finite form); for the form rule. */
  isDictionaryForm(word: string): boolean;
}
