/**
 * Stemmers. Snowball (the `snowball-stemmers` package) covers English, Russian and Hungarian; it has no
 * Ukrainian, Hebrew or Persian stemmer, so Ukrainian and Persian get the light suffix strippers below
 * (Hebrew uses root consonants instead, see hebrew.ts). Stems are only compared with stems, never shown.
 */
import { createRequire } from 'node:module';
import type { LangCode } from './types.js';

interface SnowballStemmer {
  stem(word: string): string;
}
interface SnowballFactory {
  newStemmer(name: string): SnowballStemmer;
}

const require = createRequire(import.meta.url);
let factory: SnowballFactory | undefined;
const snowballs = new Map<string, SnowballStemmer>();

function snowball(name: string): SnowballStemmer {
  let s = snowballs.get(name);
  if (s === undefined) {
    factory ??= require('snowball-stemmers') as SnowballFactory;
    s = factory.newStemmer(name);
    snowballs.set(name, s);
  }
  return s;
}

/** Ukrainian inflectional endings, longest first (nouns, adjectives, verbs). */
const UK_ENDINGS = [
  'ування', 'ювання', 'ського', 'ському', 'ськими', 'ськими',
  'ається', 'ються', 'уться', 'ілися', 'алися', 'илися',
  'ами', 'ями', 'ові', 'еві', 'єві', 'ого', 'ому', 'ими', 'іми', 'ати', 'ити', 'іти', 'яти', 'ють', 'ать', 'ять',
  'уть', 'ала', 'али', 'ало', 'ила', 'или', 'ило', 'ого', 'ємо', 'имо', 'ете', 'ите', 'ший', 'ша', 'ше', 'ші',
  'ах', 'ях', 'ам', 'ям', 'ом', 'ем', 'єм', 'ою', 'ею', 'єю', 'ів', 'їв', 'ей', 'ий', 'ій', 'ої', 'их', 'іх',
  'им', 'ім', 'ти', 'ть', 'ав', 'ив', 'ує', 'ае', 'ає', 'яє',
  'ю', 'у', 'а', 'я', 'і', 'и', 'о', 'е', 'є', 'ї', 'ь', 'й',
];

/**
 * A light Ukrainian stemmer (no Snowball algorithm exists for Ukrainian): drops the reflexive -ся/-сь and
 * the longest inflectional ending that leaves at least two letters.
 *
 * @example ukrainianStem('котами') // 'кот'
 */
export function ukrainianStem(word: string): string {
  let w = word;
  if (w.length > 4 && (w.endsWith('ся') || w.endsWith('сь'))) w = w.slice(0, -2);
  for (const e of UK_ENDINGS) {
    if (w.endsWith(e) && w.length - e.length >= 2) return w.slice(0, -e.length);
  }
  return w;
}

/** Persian inflectional suffixes (plural, possessive, comparative, indefinite), longest first. */
const FA_SUFFIXES = ['هایی', 'هایم', 'هایت', 'هایش', 'ترین', 'های', 'ها', 'ان', 'ات', 'تر', 'مان', 'تان', 'شان', 'ام', 'ای', 'یی'];
const FA_PREFIXES = ['نمی', 'می'];

/**
 * A light Persian stemmer: strips one verbal prefix (می/نمی) and one inflectional suffix, leaving at least
 * two letters. Input must be normalised (ZWNJ removed, letters folded).
 *
 * @example persianStem('درختها') // 'درخت'
 */
export function persianStem(word: string): string {
  let w = word;
  for (const p of FA_PREFIXES) {
    if (w.startsWith(p) && w.length - p.length >= 3) {
      w = w.slice(p.length);
      break;
    }
  }
  for (const s of FA_SUFFIXES) {
    if (w.endsWith(s) && w.length - s.length >= 2) return w.slice(0, -s.length);
  }
  return w;
}

/**
 * The stem of a normalised word in `lang`. Hebrew returns the word unchanged (its morphology is handled by
 * root extraction).
 *
 * @example stemFor('en', 'running') // 'run'
 */
export function stemFor(lang: LangCode, word: string): string {
  switch (lang) {
    case 'en':
      return snowball('english').stem(word);
    case 'ru':
      return snowball('russian').stem(word);
    case 'hu':
      return snowball('hungarian').stem(word);
    case 'uk':
      return ukrainianStem(word);
    case 'fa':
      return persianStem(word);
    case 'he':
      return word;
  }
}
