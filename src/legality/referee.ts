/**
 * The referee the rules engine calls (`Referee` of src/game/types.ts). The engine's call is synchronous,
 * so the language pack is loaded when the referee is made: `await prepareReferee(opts)` loads it without
 * blocking the event loop first; `createReferee(opts)` loads it synchronously if needed.
 */
import type { ClueVerdict, Referee, SpymasterView } from '../game/types.js';
import { getLanguage, getLanguageSync, isLanguageAvailable } from '../lang/index.js';
import type { LanguagePack } from '../lang/types.js';
import { visibleCards } from './board.js';
import { intrinsicOptions, judge } from './check-clue.js';
import { SIBLINGS } from './intrinsic.js';
import { BoardIndex } from './keys.js';
import type { CheckOptions } from './types.js';

function makeReferee(pack: LanguagePack, opts: CheckOptions): Referee {
  const iopts = intrinsicOptions(pack, opts);
  // The board changes only when a card is covered; keep the index of the last board seen.
  let lastKey = '';
  let lastIndex: BoardIndex | undefined;
  return (clue: { word: string; number: unknown }, view: SpymasterView): ClueVerdict => {
    const cards = visibleCards(view);
    const key = cards.map((c) => c.card).join('\u0001');
    if (lastIndex === undefined || key !== lastKey) {
      lastIndex = new BoardIndex(pack, cards);
      lastKey = key;
    }
    return judge(pack, lastIndex, clue.word, iopts);
  };
}

/**
 * A synchronous referee for the engine (`applyAction(state, action, { referee })`). Loads the language
 * pack now if it is not loaded yet (hundreds of ms for the large dictionaries).
 *
 * @example
 * const referee = createReferee({ lang: 'en', ruleset: 'standard' });
 * referee({ word: 'fight', number: 1 }, spymasterView(state, 'red')); // { ok: false, code: 'clue/same-root', ... }
 */
export function createReferee(opts: CheckOptions): Referee {
  return makeReferee(getLanguageSync(opts.lang), opts);
}

/**
 * Like `createReferee`, but loads the language pack first, and the same-script sibling pack used to tell
 * foreign words from invented ones (en/hu, ru/uk) when it is installed, so no clue stalls on a load later.
 */
export async function prepareReferee(opts: CheckOptions): Promise<Referee> {
  const pack = await getLanguage(opts.lang);
  const sibling = SIBLINGS[pack.code];
  if (sibling !== undefined && isLanguageAvailable(sibling)) await getLanguage(sibling);
  return makeReferee(pack, opts);
}
