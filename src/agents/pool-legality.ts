/**
 * The legality test of a spymaster's clue pool (clue-legality.ts `clueTest`, the same answers), made from
 * facts that hold on every board, so that a long-running player (a tournament worker) works them out once:
 *
 * - a pool word's clue-only verdict and keys (the referee's filter, legality/filter.ts `clueFacts`);
 * - a card word's keys (legality/keys.ts `boardKeys` of the words it counts as) and the pool words the
 *   fallback's rule forbids beside it (clue-legality.ts `basicClash`, found through indexes of the pool's
 *   substrings, trigrams and five-letter prefixes, each checked by the rule itself).
 *
 * Both rules forbid a clue for a visible card it clashes with, card by card, so a pool word is legal on a
 * board exactly when its clue-only checks pass and it clashes with no visible card (and was not said before).
 * Per game board (a game's later turns show a subset of its first turn's cards) each pool word read gets one
 * bit per card it clashes with; a turn is then one mask test. Boards the referee cannot judge (an unknown
 * language, a malformed board) are left to clueTest.
 */
import type { SpymasterView } from '../game/types.js';
import { getLanguageSync } from '../lang/index.js';
import type { LanguagePack } from '../lang/types.js';
import { visibleCards } from '../legality/board.js';
import { intrinsicOptions } from '../legality/check-clue.js';
import { clueFacts } from '../legality/filter.js';
import type { IntrinsicOptions } from '../legality/intrinsic.js';
import { boardKeys } from '../legality/keys.js';
import { isCodenamesError } from '../errors.js';
import { basicClash, basicParts, clueTest } from './clue-legality.js';

/** Whether pool word c may be said on one board. */
export type PoolTest = (c: number) => boolean;

/** The legality of one pool's words. */
export interface PoolLegality {
  /** The test for a spymaster's view: clueTest's answer for each pool word. */
  test(view: SpymasterView): PoolTest;
}

/** What one card word forbids: its key ids, and the pool words the fallback's rule forbids beside it. */
interface CardFacts {
  readonly keys: Int32Array;
  readonly clash: Int32Array;
}

/** A game board: its cards' slots, which slots' keys each key id is, and per pool word the slots it clashes with. */
interface GameBoard {
  readonly slot: ReadonlyMap<string, number>;
  readonly keySlots: Int32Array;
  readonly clash: Int32Array;
  /** Slot bits of the cards pool word c clashes with (-1: not worked out yet). */
  readonly masks: Int32Array;
}

/** What is known in one language. */
interface LangFacts {
  readonly pack: LanguagePack;
  readonly iopts: IntrinsicOptions;
  readonly ids: Map<string, number>;
  /** Per pool word: 0 not yet looked at, 1 never legal, 2 legal unless it clashes with a visible card. */
  readonly verdict: Uint8Array;
  readonly keyIds: (Int32Array | undefined)[];
  readonly cards: Map<string, CardFacts>;
  readonly games: GameBoard[];
}

/** Game boards kept per language (a long-running player's interleaved games). */
const GAME_BOARDS = 4;
/** Card words kept per language (word lists hold a few hundred; the cache starts again past this). */
const CARDS_KEPT = 20_000;
/** Most cards a board may show here (one bit each); larger boards are left to clueTest. */
const MAX_SLOTS = 31;

/**
 * Creates the legality of pool `words` (a spymaster's clue pool, in its order).
 *
 * @example
 * const legality = createPoolLegality(pool.words);
 * const legal = legality.test(view);
 * legal(pool.words.indexOf('orchard')); // clueTest(view)('orchard')
 */
export function createPoolLegality(words: readonly string[]): PoolLegality {
  const size = words.length;
  const lower = words.map((w) => w.toLowerCase());
  // The pool's lower-case words, their trigrams and five-letter prefixes (made on first use).
  let exact: Map<string, number[]> | null = null;
  let trigrams: Map<string, number[]> | null = null;
  let prefixes: Map<string, number[]> | null = null;
  const add = (m: Map<string, number[]>, key: string, c: number): void => {
    const list = m.get(key);
    if (list === undefined) m.set(key, [c]);
    else if (list[list.length - 1] !== c) list.push(c);
  };
  const indexes = (): void => {
    exact = new Map();
    trigrams = new Map();
    prefixes = new Map();
    for (let c = 0; c < size; c++) {
      const w = lower[c]!;
      add(exact, w, c);
      for (let i = 0; i + 3 <= w.length; i++) add(trigrams, w.slice(i, i + 3), c);
      if (w.length >= 5) add(prefixes, w.slice(0, 5), c);
    }
  };
  /**
   * The pool words basicClash forbids beside part `p`: every clash is one of these (c is p or a substring
   * of p; c contains p, so p's first trigram; c shares p's first five letters), each checked by the rule.
   */
  const clashesWith = (p: string, out: Set<number>): void => {
    if (exact === null) indexes();
    const consider = (list: readonly number[] | undefined): void => {
      if (list !== undefined) for (const c of list) if (!out.has(c) && basicClash(lower[c]!, p)) out.add(c);
    };
    consider(exact!.get(p));
    for (let i = 0; i < p.length; i++) for (let j = i + 3; j <= p.length; j++) consider(exact!.get(p.slice(i, j)));
    if (p.length >= 3) consider(trigrams!.get(p.slice(0, 3)));
    if (p.length >= 5) consider(prefixes!.get(p.slice(0, 5)));
  };
  // The pool words by lower-case spelling (a clue said before is never said again, in any case).
  const byLower = new Map<string, number[]>();
  lower.forEach((w, c) => add(byLower, w, c));

  const langs = new Map<string, LangFacts | null>();
  const langOf = (lang: string): LangFacts | null => {
    let facts = langs.get(lang);
    if (facts === undefined) {
      try {
        const pack = getLanguageSync(lang);
        facts = { pack, iopts: intrinsicOptions(pack, { lang }), ids: new Map(), verdict: new Uint8Array(size), keyIds: new Array(size), cards: new Map(), games: [] };
      } catch (e) {
        if (!isCodenamesError(e)) throw e;
        facts = null; // (a language the referee does not know: clueTest's fallback)
      }
      langs.set(lang, facts);
    }
    return facts;
  };
  const intern = (L: LangFacts, key: string): number => {
    let id = L.ids.get(key);
    if (id === undefined) L.ids.set(key, (id = L.ids.size));
    return id;
  };
  const cardOf = (L: LangFacts, card: string, cardWords: readonly string[]): CardFacts => {
    let facts = L.cards.get(card);
    if (facts === undefined) {
      const keys = new Set<number>();
      for (const w of cardWords) for (const key of boardKeys(L.pack, w).keys()) keys.add(intern(L, key));
      const clash = new Set<number>();
      for (const p of basicParts(card)) clashesWith(p, clash);
      facts = { keys: Int32Array.from(keys), clash: Int32Array.from(clash) };
      if (L.cards.size >= CARDS_KEPT) L.cards.clear();
      L.cards.set(card, facts);
    }
    return facts;
  };
  const gameOf = (L: LangFacts, cards: readonly { card: string; words: readonly string[] }[]): GameBoard => {
    const at = L.games.findIndex((g) => cards.every(({ card }) => g.slot.has(card)));
    if (at >= 0) {
      const g = L.games[at]!;
      if (at > 0) L.games.splice(at, 1), L.games.unshift(g);
      return g;
    }
    const facts = cards.map(({ card, words: cw }) => cardOf(L, card, cw));
    const keySlots = new Int32Array(L.ids.size);
    const clash = new Int32Array(size);
    facts.forEach((f, s) => {
      for (let k = 0; k < f.keys.length; k++) keySlots[f.keys[k]!]! |= 1 << s;
      for (let k = 0; k < f.clash.length; k++) clash[f.clash[k]!]! |= 1 << s;
    });
    const old = L.games.length >= GAME_BOARDS ? L.games.pop()! : null;
    const g: GameBoard = { slot: new Map(cards.map(({ card }, s) => [card, s])), keySlots, clash, masks: old?.masks.fill(-1) ?? new Int32Array(size).fill(-1) };
    L.games.unshift(g);
    return g;
  };

  return {
    test(view) {
      const L = langOf(view.lang);
      let cards: { card: string; words: readonly string[] }[] | null = null;
      if (L !== null) {
        try {
          cards = visibleCards(view);
        } catch (e) {
          if (!isCodenamesError(e)) throw e; // (a board the referee refuses: clueTest's fallback)
        }
      }
      if (L === null || cards === null || cards.length > MAX_SLOTS) {
        const legal = clueTest(view);
        return (c) => legal(words[c]!);
      }
      const g = gameOf(L, cards);
      let open = 0;
      for (const { card } of cards) open |= 1 << g.slot.get(card)!;
      const said = new Set<number>();
      for (const clue of view.clues) for (const c of byLower.get(clue.word.toLowerCase()) ?? []) said.add(c);
      const { verdict, keyIds } = L;
      const { keySlots, clash, masks } = g;
      return (c) => {
        let v = verdict[c]!;
        if (v === 0) {
          const facts = clueFacts(L.pack, words[c]!, L.iopts);
          v = verdict[c] = facts === null || !facts.ok ? 1 : 2;
          if (facts !== null) keyIds[c] = Int32Array.from(facts.keys, (key) => intern(L, key));
        }
        if (v === 1 || (said.size > 0 && said.has(c))) return false;
        let m = masks[c]!;
        if (m < 0) {
          // (a key first met after this board was made is no key of its cards)
          m = clash[c]!;
          const ids = keyIds[c]!;
          for (let k = 0; k < ids.length; k++) if (ids[k]! < keySlots.length) m |= keySlots[ids[k]!]!;
          masks[c] = m;
        }
        return (m & open) === 0;
      };
    },
  };
}
