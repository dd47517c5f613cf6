/**
 * The checks that depend on the clue alone, not on the board: emptiness, one word, letters, language,
 * lexicon, and the Russian tournament form rule. Board-independent, so the spymaster's filter caches the
 * result per candidate word.
 */
import { CodenamesError } from '../errors.js';
import { getLanguageSync, isLanguageAvailable } from '../lang/index.js';
import type { LangCode, LanguagePack } from '../lang/types.js';
import type { ClueCode, Ruleset } from './types.js';

/** Longest clue accepted, in characters (the longest real words are far shorter; this refuses abuse). */
export const MAX_CLUE_LENGTH = 64;

/** Languages written in the same script whose lexicon tells "foreign" from "invented". */
export const SIBLINGS: Readonly<Partial<Record<LangCode, LangCode>>> = { en: 'hu', hu: 'en', ru: 'uk', uk: 'ru' };

/** The result of the clue-only checks: a failure, or the single word to judge against the board. */
export type IntrinsicResult =
  | { readonly ok: true; readonly word: string; readonly tournamentFormOk: boolean }
  | { readonly ok: false; readonly code: ClueCode; readonly message: string };

/** Options the clue-only checks use. */
export interface IntrinsicOptions {
  readonly ruleset: Ruleset;
  readonly allowAcronyms: boolean;
  readonly allowProperNames: boolean;
  readonly extraWords: ReadonlySet<string>;
}

const fail = (code: ClueCode, message: string): IntrinsicResult => ({ ok: false, code, message });

/**
 * Validates the raw clue text. Throws `legality/bad-input` for what is not a clue at all (not a string,
 * control characters, longer than MAX_CLUE_LENGTH).
 */
export function assertClueText(clue: unknown): string {
  if (typeof clue !== 'string') throw new CodenamesError('legality/bad-input', `The clue must be a string; got ${typeof clue}.`);
  const length = [...clue].length; // characters (code points), not UTF-16 units: 𝔸 is one letter
  if (length > MAX_CLUE_LENGTH) {
    throw new CodenamesError('legality/bad-input', `The clue is ${length} characters long; a clue is one word of at most ${MAX_CLUE_LENGTH} characters.`);
  }
  if (/[\p{Cc}\p{Cf}]/u.test(clue.replace(/[\u200c\u200d\u200e\u200f]/g, '').replace(/[\t\n\r]/g, ' '))) {
    throw new CodenamesError('legality/bad-input', 'The clue contains control or format characters; type the word as plain text.');
  }
  return clue;
}

function knownInSibling(lang: LangCode, word: string): boolean {
  const sib = SIBLINGS[lang];
  if (sib === undefined || !isLanguageAvailable(sib)) return false;
  try {
    return getLanguageSync(sib).lookup(word).some((h) => !h.properOnly && !h.acronymOnly);
  } catch {
    return false;
  }
}

/**
 * The clue-only checks, in the referee's order: empty, one word, letter, language, lexicon; and whether
 * the Russian tournament form rule holds (checked last by the caller, after the board rules).
 */
export function checkIntrinsic(pack: LanguagePack, rawClue: string, opts: IntrinsicOptions): IntrinsicResult {
  const raw = rawClue.trim();
  if (raw === '') return fail('clue/empty', 'The clue is empty: give one word.');
  const norm = pack.normalise(raw);
  if (/\s/u.test(norm)) return fail('clue/not-one-word', `'${raw}' is more than one word; a clue is exactly one word (000, 002, 004).`);
  const letter = pack.letterOf(norm);
  if (letter !== undefined) {
    return fail('clue/letter', `'${raw}' is a letter (${letter}); clues must be about meaning, not letters or spelling (000, 004).`);
  }
  const script = pack.detectScript(raw);
  if (script.foreign.length > 0) {
    return fail('clue/not-a-word', `'${raw}' contains characters that are not letters of any language (${script.foreign.slice(0, 3).join(' ')}).`);
  }
  const letters = script.scripts.filter((s) => s !== 'digits');
  if (letters.length === 0) {
    if (script.scripts.includes('digits') && /^[\p{Nd}]+$/u.test(norm)) return { ok: true, word: norm, tournamentFormOk: true };
    return fail('clue/not-a-word', `'${raw}' has no letters.`);
  }
  if (letters.some((s) => s !== pack.script)) {
    const others = letters.filter((s) => s !== pack.script).join(', ');
    return fail('clue/not-in-language', `'${raw}' is written in ${others} script; the clue must be in ${pack.name} (000, 002, 004).`);
  }
  if (pack.script === 'cyrillic' && script.cyrillicLang !== undefined && script.cyrillicLang !== pack.code) {
    const other = pack.code === 'ru' ? 'Ukrainian' : 'Russian';
    return fail('clue/not-in-language', `'${raw}' uses letters of ${other}, not ${pack.name}; the clue must be in ${pack.name}.`);
  }
  const hyphenated = norm.includes('-');
  if (hyphenated && opts.ruleset === 'tournament') {
    return fail('clue/not-one-word', `'${raw}' is hyphenated; the tournament rules forbid hyphenated words (004).`);
  }
  const acronymMark = pack.code === 'he' && /\p{L}["']\p{L}/u.test(norm) && norm.includes('"');
  const hits = pack.lookup(norm);
  const extra = opts.extraWords.has(norm);
  if (acronymMark || (hits.length > 0 && hits.every((h) => h.acronymOnly))) {
    if (!opts.allowAcronyms) return fail('clue/not-one-word', `'${raw}' is an acronym; acronyms are clues only when the table allows them (000, flexible rules).`);
    return { ok: true, word: norm, tournamentFormOk: true };
  }
  if (hyphenated && hits.length === 0 && !extra) {
    return fail('clue/not-one-word', `'${raw}' joins words with a hyphen; a hyphenated compound is not one word (000, 004).`);
  }
  if (hits.length === 0 && !extra && !pack.isWord(norm)) {
    if (!pack.isNativeSpelling(norm) || knownInSibling(pack.code, norm)) {
      return fail('clue/not-in-language', `'${raw}' is not a ${pack.name} word (it belongs to another language); the clue must be in ${pack.name}.`);
    }
    return fail('clue/not-a-word', `'${raw}' is not in the ${pack.name} dictionary; invented words are illegal (000, 004). If the table knows it, pass it in extraWords.`);
  }
  if (!opts.allowProperNames && hits.length > 0 && hits.every((h) => h.properOnly)) {
    return fail('clue/not-a-word', `'${raw}' is a proper name, and this table does not allow names.`);
  }
  const tournamentFormOk = opts.ruleset !== 'tournament' || pack.code !== 'ru' || extra || pack.isDictionaryForm(norm);
  return { ok: true, word: norm, tournamentFormOk };
}
