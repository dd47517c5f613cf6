/**
 * Unicode normalisation and script detection. Folding is character by character so the same function can
 * be applied to dictionary entries, affix rules and clues alike: two spellings that fold to the same string
 * are the same word for the referee (ё/е in Russian; final/non-final letters and pointing in Hebrew; Arabic
 * and Persian letter variants and the zero-width non-joiner in Persian; stress marks in Ukrainian).
 */
import type { LangCode, Script, ScriptInfo } from './types.js';

const HEBREW_FINALS: Record<string, string> = { 'ך': 'כ', 'ם': 'מ', 'ן': 'נ', 'ף': 'פ', 'ץ': 'צ' };
/** Arabic-script variants folded to the Persian letters (Arabic yeh/kaf, teh marbuta, heh with hamza ...). */
const PERSIAN_VARIANTS: Record<string, string> = {
  'ي': 'ی', 'ى': 'ی', 'ئ': 'ی', 'ك': 'ک', 'ة': 'ه', 'ۀ': 'ه', 'ە': 'ه', 'أ': 'ا', 'إ': 'ا', 'ٱ': 'ا', 'ؤ': 'و',
};
const APOSTROPHES = /[’ʼ`´ʹ′]/g;

/** Characters that join or punctuate a word without being letters of any script. */
const JOINERS = /[\s\-‐‑–'’ʼ`"״׳\u200c\u200d\u05be.]/u;

/**
 * Folds `text` for language `lang`: NFC, lower case, then the language's variant folding. Keeps spaces and
 * hyphens (the referee needs them to count words).
 *
 * @example normaliseFor('ru', 'ЛЁН') // 'лен'
 * @example normaliseFor('he', 'מגדלים') // 'מגדלימ' (finals folded)
 */
export function normaliseFor(lang: LangCode, text: string): string {
  let s = text.normalize('NFC').toLowerCase().replace(APOSTROPHES, "'").replace(/[‐‑–]/g, '-');
  switch (lang) {
    case 'ru':
      s = s.replace(/ё/g, 'е').replace(/[\u0300-\u036f]/g, '');
      break;
    case 'uk':
      s = s.replace(/[\u0300-\u036f]/g, '');
      break;
    case 'he':
      s = s
        .normalize('NFD')
        .replace(/[\u0591-\u05bd\u05bf-\u05c7]/g, '')
        .replace(/\u05be/g, '-')
        .replace(/[ךםןףץ]/g, (c) => HEBREW_FINALS[c] ?? c)
        .replace(/״/g, '"')
        .replace(/׳/g, "'")
        .normalize('NFC');
      break;
    case 'fa':
      s = s
        .replace(/[\u064b-\u065f\u0670\u0640\u200c\u200d\u200e\u200f]/g, '')
        .replace(/[يىئكةۀەأإٱؤ]/g, (c) => PERSIAN_VARIANTS[c] ?? c);
      break;
    default:
      break;
  }
  return s;
}

/** Per-language single-character folds for dictionary entries (already lower case and NFC). */
const ENTRY_FOLD: Readonly<Record<LangCode, { re: RegExp; map: Readonly<Record<string, string>> }>> = {
  en: { re: /[’ʼ`´ʹ′‐‑–]/g, map: { '‐': '-', '‑': '-', '–': '-' } },
  hu: { re: /[’ʼ`´ʹ′‐‑–]/g, map: { '‐': '-', '‑': '-', '–': '-' } },
  ru: { re: /[ё\u0300-\u036f’ʼ`´ʹ′‐‑–]/g, map: { 'ё': 'е', '‐': '-', '‑': '-', '–': '-' } },
  uk: { re: /[\u0300-\u036f’ʼ`´ʹ′‐‑–]/g, map: { '‐': '-', '‑': '-', '–': '-' } },
  he: { re: /[\u0591-\u05c7ךםןףץ״׳’ʼ`´ʹ′‐‑–]/g, map: { ...HEBREW_FINALS, '״': '"', '׳': "'", '\u05be': '-', '‐': '-', '‑': '-', '–': '-' } },
  fa: { re: /[\u064b-\u065f\u0670\u0640\u200c-\u200fيىئكةۀەأإٱؤ’ʼ`´ʹ′‐‑–]/g, map: { ...PERSIAN_VARIANTS, '‐': '-', '‑': '-', '–': '-' } },
};
const APOSTROPHE_CHARS = new Set(['’', 'ʼ', '`', '´', 'ʹ', '′']);

/**
 * The fold of `normaliseFor` for a dictionary entry that is already lower case and NFC: the same result,
 * several times faster (hundreds of thousands of entries are folded at load).
 */
export function foldEntry(lang: LangCode, lower: string): string {
  const f = ENTRY_FOLD[lang];
  f.re.lastIndex = 0;
  if (!f.re.test(lower)) return lower;
  f.re.lastIndex = 0;
  return lower.replace(f.re, (c) => f.map[c] ?? (APOSTROPHE_CHARS.has(c) ? "'" : ''));
}

function scriptOf(ch: string): Script | 'joiner' | 'foreign' {
  const c = ch.codePointAt(0) ?? 0;
  if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7)) return 'latin';
  if (c >= 0x400 && c <= 0x52f) return 'cyrillic';
  if (c >= 0x5d0 && c <= 0x5ea) return 'hebrew';
  if (c >= 0x591 && c <= 0x5c7) return 'joiner'; // Hebrew points and maqaf
  if ((c >= 0x30 && c <= 0x39) || (c >= 0x660 && c <= 0x669) || (c >= 0x6f0 && c <= 0x6f9)) return 'digits';
  if ((c >= 0x600 && c <= 0x6ff) || (c >= 0xfb50 && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfeff)) return 'arabic';
  if (c >= 0x300 && c <= 0x36f) return 'joiner'; // combining accents (stress marks)
  if (JOINERS.test(ch)) return 'joiner';
  return 'foreign';
}

/**
 * Which scripts `text` uses, which characters belong to none, and for Cyrillic whether the letters show
 * Russian (ы э ъ ё) or Ukrainian (і ї є ґ).
 *
 * @example detectScript('їжак').cyrillicLang // 'uk'
 */
export function detectScript(text: string): ScriptInfo {
  const scripts: Script[] = [];
  const foreign: string[] = [];
  let ru = false;
  let uk = false;
  for (const ch of text) {
    const s = scriptOf(ch);
    if (s === 'joiner') continue;
    if (s === 'foreign') {
      foreign.push(ch);
      continue;
    }
    if (!scripts.includes(s)) scripts.push(s);
    if (s === 'cyrillic') {
      const l = ch.toLowerCase();
      if ('ыэъё'.includes(l)) ru = true;
      if ('іїєґ'.includes(l)) uk = true;
    }
  }
  const cyrillicLang = ru && uk ? 'both' : ru ? 'ru' : uk ? 'uk' : undefined;
  return cyrillicLang === undefined ? { scripts, foreign } : { scripts, foreign, cyrillicLang };
}
