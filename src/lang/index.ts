/**
 * Language packs for en, ru, uk, he, fa, hu. `getLanguage(code)` loads (once per process) the language's
 * hunspell dictionary and returns a synchronous `LanguagePack`; `getLanguageSync` does the same without a
 * promise, for callers that must stay synchronous (a prepared referee).
 *
 * @example
 * const ru = await getLanguage('ru');
 * ru.lemmas('эмоции'); // ['эмоция']
 * ru.normalise('ЛЁН'); // 'лен'
 */
import { CodenamesError } from '../errors.js';
import { hasDictionary, readDictionary } from './dictionaries.js';
import { HunspellPack } from './pack.js';
import { SPECS, isLangCode } from './specs.js';
import type { LangCode, LanguagePack } from './types.js';

export type { LangCode, LanguagePack, LexiconHit, Script, ScriptInfo } from './types.js';
export { normaliseFor, detectScript } from './normalise.js';
export { isLangCode } from './specs.js';

/** The language codes with a pack, in a stable order. */
export const LANGUAGES: readonly LangCode[] = ['en', 'ru', 'uk', 'he', 'fa', 'hu'];

const cache = new Map<LangCode, HunspellPack>();

function checkCode(code: string): LangCode {
  if (!isLangCode(code)) {
    throw new CodenamesError('lang/unknown-language', `Unknown language code '${code}'. Use one of: ${LANGUAGES.join(', ')}.`, { lang: code });
  }
  return code;
}

/**
 * The pack for `code`, loading its dictionary on first use (a few hundred ms; cached per process).
 * Throws `lang/unknown-language` for an unknown code and `lang/dictionary-missing` (naming the npm package
 * to install) when an optional dictionary is absent.
 */
export function getLanguageSync(code: string): LanguagePack {
  const lang = checkCode(code);
  let pack = cache.get(lang);
  if (pack === undefined) {
    const spec = SPECS[lang];
    const files = readDictionary(spec);
    pack = new HunspellPack(spec, files.aff, files.dic);
    cache.set(lang, pack);
  }
  return pack;
}

/** Async form of `getLanguageSync` (same cache, same errors, as a rejected promise). */
export async function getLanguage(code: string): Promise<LanguagePack> {
  return getLanguageSync(code);
}

/** True when the pack for `code` can be loaded here (its dictionary package is installed). */
export function isLanguageAvailable(code: string): boolean {
  return isLangCode(code) && hasDictionary(SPECS[code]);
}

/** True when the pack for `code` is already loaded in this process. */
export function isLanguageLoaded(code: LangCode): boolean {
  return cache.has(code);
}
