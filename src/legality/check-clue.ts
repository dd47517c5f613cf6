/**
 * `checkClue`: the referee's verdict on one clue against one board. Clue-only checks first (intrinsic.ts),
 * then the board rules through the key index (keys.ts), then the Russian tournament form rule.
 */
import { CodenamesError } from '../errors.js';
import { getLanguageSync } from '../lang/index.js';
import type { LanguagePack } from '../lang/types.js';
import { visibleCards } from './board.js';
import { assertClueText, checkIntrinsic, type IntrinsicOptions } from './intrinsic.js';
import { BoardIndex, clueKeys } from './keys.js';
import type { BoardInput, CheckOptions, ClueCode, LegalityVerdict } from './types.js';

const MESSAGES: Partial<Record<ClueCode, (clue: string, cards: string) => string>> = {
  'clue/board-word': (c, b) => `'${c}' is the visible code name ${b} (also in another spelling or case); it is legal only once covered (000, 002, 004).`,
  'clue/compound-part': (c, b) => `'${c}' and ${b}: one is a part of the other (a compound or prefixed word); parts of visible code names are illegal (000, 002, 004).`,
  'clue/same-root': (c, b) => `'${c}' is a form, derivation or same-root word of ${b}; illegal while ${b} is visible (000, 004).`,
};

/** Resolves the option defaults once. */
export function intrinsicOptions(pack: LanguagePack, opts: CheckOptions): IntrinsicOptions {
  return {
    ruleset: opts.ruleset ?? 'standard',
    allowAcronyms: opts.allowAcronyms ?? false,
    allowProperNames: opts.allowProperNames ?? true,
    extraWords: new Set((opts.extraWords ?? []).map((w) => pack.normalise(w))),
  };
}

/** Judges a clue with a loaded pack and a prepared board index (shared by checkClue, the referee and the filter). */
export function judge(pack: LanguagePack, index: BoardIndex, clue: string, iopts: IntrinsicOptions): LegalityVerdict {
  const intrinsic = checkIntrinsic(pack, assertClueText(clue), iopts);
  if (!intrinsic.ok) return { ok: false, code: intrinsic.code, message: intrinsic.message, conflictsWith: [] };
  const hit = index.worst(clueKeys(pack, intrinsic.word));
  if (hit !== undefined) {
    const cards = hit.cards.join(', ');
    const message = MESSAGES[hit.code]?.(clue.trim(), cards) ?? `'${clue.trim()}' conflicts with ${cards}.`;
    return { ok: false, code: hit.code, message, conflictsWith: hit.cards };
  }
  if (!intrinsic.tournamentFormOk) {
    return {
      ok: false,
      code: 'clue/form',
      message: `'${clue.trim()}' is not in dictionary form; the tournament rules want nouns in the singular and not diminutive, verbs in the infinitive (004).`,
      conflictsWith: [],
    };
  }
  return { ok: true };
}

/**
 * Judges `clue` against the visible code names of `view`. The language pack must be loadable (call
 * `await getLanguage(lang)` or `prepareReferee` first to pay the dictionary load up front; otherwise the
 * first call loads it synchronously). Throws `lang/unknown-language`, `lang/dictionary-missing` or
 * `legality/bad-input` for unusable input; every clue gets a verdict. Without `opts.lang` the view's language
 * is used (an engine view has one), else English.
 *
 * @example
 * checkClue('fight', { board: ['FIGHTER', 'APPLE'] }, { lang: 'en' });
 * // { ok: false, code: 'clue/same-root', message: "'fight' is a form, derivation ...", conflictsWith: ['FIGHTER'] }
 * checkClue('air', { board: ['FAIR', 'APPLE'] }, { lang: 'en' }); // { ok: true }
 */
export function checkClue(clue: string, view: BoardInput, opts?: Partial<CheckOptions>): LegalityVerdict {
  // Without a language: the view's own (an engine view carries it), else English, the default everywhere.
  const viewLang = typeof view === 'object' && view !== null && 'lang' in view && typeof view.lang === 'string' ? view.lang : undefined;
  const lang = opts?.lang ?? viewLang ?? 'en';
  if (typeof lang !== 'string') throw new CodenamesError('legality/bad-input', `checkClue's options.lang must be a language code (en, ru, uk, he, fa, hu); got ${JSON.stringify(lang)}.`);
  const full: CheckOptions = { ...opts, lang };
  const pack = getLanguageSync(lang);
  const index = new BoardIndex(pack, visibleCards(view));
  return judge(pack, index, clue, intrinsicOptions(pack, full));
}
