/**
 * The link readings of a board, made cheap: which cards a clue is linked to by each link kind (readings.ts),
 * with the strength of each link. A link holds when one of the clue's base forms (relationBases) is in the
 * card's table of that kind, or, for a kind read from the clue's side (the card in the clue's own norm
 * list), when the card is in the table of one of the clue's base forms; a kind's strength for a card is the
 * strongest such link (a flag table counts 1).
 *
 * - {@link linkStrengths} reads one clue against a board: a few set look-ups per card (the guessers).
 * - {@link createLinkPool} serves a spymaster that reads hundreds of pool words per board: each card word's
 *   links are turned once (cached across boards) into the pool words they reach, and a board is then bucketed
 *   by pool word, so reading pool word c is a walk over its own links only. Both give the same strengths.
 */
import { relationBases } from '../relations.js';
import { wordsByBase } from '../relation-bonus.js';

/** A card's table of one link kind: linked words (a flag, strength 1) or linked words with their strength 1-3. */
export type LinkTable = ReadonlySet<string> | ReadonlyMap<string, number>;

/**
 * The link kinds, by index: `table(k, card)` is kind k's table of `card` (lower case), undefined when none;
 * `clueTable(k, base)` is kind k's table of a clue's base form, read from the clue's side.
 */
export interface LinkSources {
  readonly kinds: number;
  table(kind: number, card: string): LinkTable | undefined;
  clueTable?(kind: number, base: string): LinkTable | undefined;
  /** True when kind k reads clue `word` through its own entry only (not its base forms'), e.g. a clue word with its own forward list. */
  ownList?(kind: number, word: string): boolean;
}

/** The strength of `word` in `table` (0 when absent). */
function strengthIn(table: LinkTable | undefined, word: string): number {
  if (table === undefined) return 0;
  if (table instanceof Map) return (table as ReadonlyMap<string, number>).get(word) ?? 0;
  return table.has(word) ? 1 : 0;
}

/**
 * Per kind, the strength of `clue`'s link to each card of `cards` (lower case, trimmed).
 *
 * @example
 * linkStrengths(sources, ['shark', 'bank'], 'fish')[0]; // Uint8Array [1, 0] (kind 0 links fish to SHARK)
 */
export function linkStrengths(sources: LinkSources, cards: readonly string[], clue: string): Uint8Array[] {
  const allBases = relationBases(clue);
  const out: Uint8Array[] = [];
  for (let k = 0; k < sources.kinds; k++) {
    const flags = new Uint8Array(cards.length);
    const bases = sources.ownList?.(k, clue) === true ? [clue] : allBases;
    for (let i = 0; i < cards.length; i++) {
      const table = sources.table(k, cards[i]!);
      if (table === undefined) continue;
      let s = 0;
      for (const b of bases) s = Math.max(s, strengthIn(table, b));
      flags[i] = s;
    }
    for (const b of allBases) {
      const table = sources.clueTable?.(k, b);
      if (table !== undefined) for (let i = 0; i < cards.length; i++) flags[i] = Math.max(flags[i]!, strengthIn(table, cards[i]!));
    }
    out.push(flags);
  }
  return out;
}

/** A spymaster's clue pool as the link kinds see it. */
export interface LinkPool {
  /**
   * Prepares a board (`cards` lower case, trimmed): the returned function gives pool word c's strengths per
   * kind, aligned with the cards, as {@link linkStrengths} would for that word.
   */
  board(cards: readonly string[]): (c: number) => Uint8Array[];
}

/** Entries pack (pool word, kind, strength) or (card, kind, strength): index << 5 | kind << 2 | strength. */
const KIND_BITS = 3;
/** Game boards kept bucketed (see createLinkPool). */
const GAME_BOARDS = 4;

/**
 * Creates the link pool of `sources` over `poolWords` (the spymaster's pool, in its order).
 *
 * @example
 * const at = createLinkPool(sources, pool.words).board(['shark', 'bank']);
 * at(pool.words.indexOf('fish'))[0]; // Uint8Array [1, 0]
 */
export function createLinkPool(sources: LinkSources, poolWords: readonly string[]): LinkPool {
  if (sources.kinds > 1 << KIND_BITS) throw new RangeError(`a link pool holds at most ${1 << KIND_BITS} kinds (got ${sources.kinds})`);
  let byBase: Map<string, number[]> | null = null;
  // Per kind, which pool words read through their own entry only (sources.ownList), made on first use.
  const owns: (Uint8Array | undefined)[] = [];
  const ownOf = (k: number): Uint8Array => (owns[k] ??= Uint8Array.from(poolWords, (w) => (sources.ownList!(k, w) ? 1 : 0)));
  const perCard = new Map<string, Int32Array>();
  /** The pool words `card`'s links reach, per kind, as packed entries (cached across boards). */
  const entriesOf = (card: string): Int32Array => {
    const hit = perCard.get(card);
    if (hit !== undefined) return hit;
    byBase ??= wordsByBase(poolWords);
    const out: number[] = [];
    for (let k = 0; k < sources.kinds; k++) {
      const table = sources.table(k, card);
      if (table === undefined) continue;
      // (a pool word with its own entry for this kind takes only that entry, not its base forms': ownList)
      const own = sources.ownList === undefined ? null : ownOf(k);
      const add = (word: string, s: number): void => {
        if (s <= 0) return;
        for (const c of byBase!.get(word) ?? []) if (own === null || own[c] === 0 || poolWords[c] === word) out.push((c << 5) | (k << 2) | s);
      };
      if (table instanceof Map) for (const [word, s] of table as ReadonlyMap<string, number>) add(word, s);
      else for (const word of table as ReadonlySet<string>) add(word, 1);
    }
    const entries = Int32Array.from(out);
    if (perCard.size > 20_000) perCard.clear();
    perCard.set(card, entries);
    return entries;
  };
  const size = poolWords.length;
  // Per pool word, the clue-side tables of its base forms, per kind (looked up on first use; null: none).
  const clueSide: (readonly (readonly [number, LinkTable])[] | null | undefined)[] = new Array(size);
  const clueTablesOf = (c: number): readonly (readonly [number, LinkTable])[] | null => {
    let hit = clueSide[c];
    if (hit === undefined) {
      const found: (readonly [number, LinkTable])[] = [];
      if (sources.clueTable !== undefined) {
        for (let k = 0; k < sources.kinds; k++) {
          for (const b of relationBases(poolWords[c]!)) {
            const table = sources.clueTable(k, b);
            if (table !== undefined) found.push([k, table]);
          }
        }
      }
      clueSide[c] = hit = found.length === 0 ? null : found;
    }
    return hit;
  };
  // The same, as the card words the tables hold: packed (card id << 5 | kind << 2 | strength), card ids those
  // of the card words met on boards so far (the packed lists start again when a new card word is met, so a
  // table word that is a card word always has its id).
  const cardIds = new Map<string, number>();
  const clueCards: (Int32Array | null | undefined)[] = new Array(size);
  const clueCardsOf = (c: number): Int32Array | null => {
    let hit = clueCards[c];
    if (hit === undefined) {
      const out: number[] = [];
      for (const [k, table] of clueTablesOf(c) ?? []) {
        const add = (word: string, s: number): void => {
          const id = cardIds.get(word);
          if (id !== undefined && s > 0) out.push((id << 5) | (k << 2) | s);
        };
        if (table instanceof Map) for (const [word, s] of table as ReadonlyMap<string, number>) add(word, s);
        else for (const word of table as ReadonlySet<string>) add(word, 1);
      }
      clueCards[c] = hit = out.length === 0 ? null : Int32Array.from(out);
    }
    return hit;
  };
  /** Each card word's id (new ones made now), and the board's slot per id (-1: not on it). */
  const slotsOf = (cards: readonly string[]): Int32Array => {
    let fresh = false;
    for (const card of cards) {
      if (cardIds.has(card)) continue;
      cardIds.set(card, cardIds.size);
      fresh = true;
    }
    if (fresh) clueCards.fill(undefined);
    const slots = new Int32Array(cardIds.size).fill(-1);
    cards.forEach((card, i) => (slots[cardIds.get(card)!] = i));
    return slots;
  };
  /** A board's links bucketed by pool word (a counting sort): start[c] .. start[c + 1] are c's, as (card << 5 | kind << 2 | strength). */
  const bucketed = (cards: readonly string[]): { start: Int32Array; bucket: Int32Array } => {
    const lists = cards.map(entriesOf);
    const start = new Int32Array(size + 1);
    for (const list of lists) {
      for (let e = 0; e < list.length; e++) {
        const at = (list[e]! >>> 5) + 1;
        start[at] = start[at]! + 1;
      }
    }
    for (let c = 0; c < size; c++) start[c + 1] = start[c + 1]! + start[c]!;
    const fill = start.slice(0, size);
    const bucket = new Int32Array(start[size]!);
    lists.forEach((list, i) => {
      for (let e = 0; e < list.length; e++) {
        const v = list[e]!;
        const at = fill[v >>> 5]!;
        fill[v >>> 5] = at + 1;
        bucket[at] = (i << 5) | (v & 31);
      }
    });
    return { start, bucket };
  };
  // The latest game boards, bucketed once: a game's later turns read a subset of its first turn's cards
  // (several kept for players of interleaved games).
  const games: { slot: ReadonlyMap<string, number>; start: Int32Array; bucket: Int32Array }[] = [];
  const gameOf = (cards: readonly string[]): (typeof games)[number] => {
    const at = games.findIndex((g) => cards.every((card) => g.slot.has(card)));
    if (at >= 0) {
      const g = games[at]!;
      if (at > 0) games.splice(at, 1), games.unshift(g);
      return g;
    }
    const g = { slot: new Map(cards.map((card, s) => [card, s])), ...bucketed(cards) };
    if (games.length >= GAME_BOARDS) games.pop();
    games.unshift(g);
    return g;
  };
  return {
    board(cards) {
      // (a board that names a card twice is bucketed on its own: slots are per card word)
      const g = new Set(cards).size === cards.length ? gameOf(cards) : { slot: null, ...bucketed(cards) };
      const { start, bucket } = g;
      // Each game-board slot's card on this board (-1: not on it, e.g. revealed).
      const open = g.slot === null ? null : new Int32Array(g.slot.size).fill(-1);
      if (open !== null) cards.forEach((card, i) => (open[g.slot!.get(card)!] = i));
      // (the clue side through card ids; a board naming a card twice reads the tables card by card)
      const slots = open === null ? null : slotsOf(cards);
      return (c) => {
        const out: Uint8Array[] = [];
        for (let k = 0; k < sources.kinds; k++) out.push(new Uint8Array(cards.length));
        for (let e = start[c]!; e < start[c + 1]!; e++) {
          const v = bucket[e]!;
          const flags = out[(v >> 2) & 7]!;
          const i = open === null ? v >>> 5 : open[v >>> 5]!;
          if (i < 0) continue;
          if ((v & 3) > flags[i]!) flags[i] = v & 3;
        }
        if (slots === null) {
          for (const [k, table] of clueTablesOf(c) ?? []) {
            const flags = out[k]!;
            for (let i = 0; i < cards.length; i++) flags[i] = Math.max(flags[i]!, strengthIn(table, cards[i]!));
          }
          return out;
        }
        const side = clueCardsOf(c);
        if (side !== null) {
          for (let e = 0; e < side.length; e++) {
            const v = side[e]!;
            const i = slots[v >>> 5] ?? -1; // (an id met after this board was made is not on it)
            if (i < 0) continue;
            const flags = out[(v >> 2) & 7]!;
            if ((v & 3) > flags[i]!) flags[i] = v & 3;
          }
        }
        return out;
      };
    },
  };
}
