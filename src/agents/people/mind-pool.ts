/**
 * One reading mind over the spymaster's clue pool: each board card's similarity row over the pool words the
 * mind knows (cached across boards) and those words' hubness (computed on first use, then kept), so that
 * reading a pool word on a board is a few look-ups instead of a pass over the word's neighbours. The scores
 * are the same CSLS-corrected cosines as clue-scores.ts.
 *
 * Pool words that some reading mind reaches only through its look-up rules (e.g. an inflection) are read the
 * ordinary way (clueCardScores) by every mind: the caller names them (`plainWords`), and the pool keeps each
 * card's exact double-precision dot products with them (each pair made once, when first read), so their
 * plain readings are mostly look-ups too, equal to clueCardScores' to the bit.
 */
import type { EmbeddingModel } from '../../embeddings/types.js';
import { UNKNOWN_CARD_SCORE, dot } from '../clue-scores.js';
import { hubOf, hubsOf } from '../hubness.js';
import { cardVectors, type CardVector } from '../word-stats.js';
import { float32s } from '../typed-slab.js';
import { tableHub } from '../hub-table.js';
import { similarityRows } from '../shared-rows.js';

/** A board as one mind's pool reads it. */
export interface MindPoolBoard {
  /** Pool word c's score for every card, or null when the mind has no row for that pool word. */
  at(c: number): Float32Array | null;
  /** Whether the mind has a row for pool word c (`at(c)` is then not null). */
  has(c: number): boolean;
  /**
   * Pool word c's plain reading (clueCardScores with hub weight 1): its scores, null when the mind cannot
   * read the word at all, undefined when c is not one of the pool's plain words.
   */
  plain(c: number): Float32Array | null | undefined;
  /**
   * Pool words about to be read (`at` or `plain`): the statistics of theirs not yet made (hubness, plain
   * look-ups) are made now in one batch, the same values as one by one, at a fraction of the cost; with
   * `gather` (default true) their scores (and the plain words' dot products) are also gathered in one pass
   * (else `at` and `plain` gather a word's on its first read: for words most of which are never read).
   */
  prepare(cs: readonly number[], gather?: boolean): void;
}

/** A mind's view of a clue pool. */
export interface MindPool {
  readonly mind: EmbeddingModel;
  /** Prepares a board (its cards as this mind sees them). */
  board(cards: readonly CardVector[]): MindPoolBoard;
}

/** Rows kept per pool (card words); a board's words repeat across games (lists of a few hundred words). */
const ROW_CACHE = 2000;
/** Game boards kept (see createMindPool). */
const GAME_BOARDS = 4;

/**
 * Creates the pool of `mind` over `poolWords` (the spymaster's pool, in its order); `plainWords` are the pool
 * indices to read the plain way (see above).
 *
 * @example
 * const wordnetPool = createMindPool(loadWordNetMind(), pool.words);
 * wordnetPool.board(cards).at(pool.words.indexOf('ocean')); // a score per card
 */
export function createMindPool(mind: EmbeddingModel, poolWords: readonly string[], plainWords: readonly number[] = []): MindPool {
  const column = new Int32Array(poolWords.length).fill(-1);
  const present: number[] = [];
  poolWords.forEach((w, c) => {
    const i = mind.indexOf(w);
    if (i >= 0) {
      column[c] = present.length;
      present.push(i);
    }
  });
  const indices = Int32Array.from(present);
  const hubs = new Float32Array(indices.length).fill(Number.NaN);
  const rows = new Map<string, Float32Array>();
  const hubAt = (j: number): number => {
    // The stored (single-precision) value on every use, the first included, so a reading never depends on
    // which board first needed the word.
    if (Number.isNaN(hubs[j]!)) {
      const t = tableHub(mind, indices[j]!); // (the shipped value when there is one: the same, hub-table.ts)
      hubs[j] = Number.isNaN(t) ? hubOf(mind, mind.vectorAt(indices[j]!)) : t;
    }
    return hubs[j]!;
  };
  // The plain words: their look-up vectors (null: the mind cannot read the word) and per card the dot products.
  const plainColumn = new Int32Array(poolWords.length).fill(-1);
  plainWords.forEach((c, k) => (plainColumn[c] = k));
  // Each plain word's look-up (with its hubness) on first use: undefined = not yet, null = the mind cannot read it.
  const plainClues: (CardVector | null | undefined)[] = new Array(plainWords.length);
  const plainClue = (k: number): CardVector | null => {
    let clue = plainClues[k];
    if (clue === undefined) {
      preparePlain([k]);
      clue = plainClues[k]!;
    }
    return clue;
  };
  /** Looks up the plain words `ks` (their hubness in one batch). */
  const preparePlain = (ks: readonly number[]): void => {
    const vs = cardVectors(mind, ks.map((k) => poolWords[plainWords[k]!]!));
    ks.forEach((k, i) => (plainClues[k] = vs[i]!.vector === null ? null : vs[i]!));
  };
  /** Makes the missing statistics of pool words `cs` in one batch each. */
  const prepare = (cs: readonly number[]): void => {
    const hubless: number[] = [];
    const plainless: number[] = [];
    for (const c of cs) {
      const j = column[c]!;
      if (j >= 0 && Number.isNaN(hubs[j]!)) {
        const t = tableHub(mind, indices[j]!);
        if (Number.isNaN(t)) hubless.push(j);
        else hubs[j] = t;
      }
      const k = plainColumn[c]!;
      if (k >= 0 && plainClues[k] === undefined) plainless.push(k);
    }
    if (hubless.length > 0) {
      const h = hubsOf(mind, hubless.map((j) => mind.vectorAt(indices[j]!)));
      hubless.forEach((j, i) => (hubs[j] = h[i]!));
    }
    if (plainless.length > 0) preparePlain(plainless);
  };
  const plainRows = new Map<string, Float64Array>();
  /** A card's dot products with the plain words, made pair by pair on first use (NaN: not yet). */
  const plainRow = (card: CardVector): Float64Array => {
    let row = plainRows.get(card.word);
    if (row === undefined) {
      if (plainRows.size >= ROW_CACHE) plainRows.clear();
      row = new Float64Array(plainWords.length).fill(Number.NaN);
      plainRows.set(card.word, row);
    }
    return row;
  };
  // The latest game boards: a game's later turns read a subset of its first turn's cards, so the scores of a
  // pool word read on a game's board are gathered from the card rows once (a cache miss per card row) into a
  // compact store of the words read that game, a few hundred: later turns read them as one short run, in cache.
  // Several boards are kept for players of interleaved games.
  const games: GameBoard[] = [];
  const gameOf = (cards: readonly CardVector[]): GameBoard => {
    const at = games.findIndex((g) => cards.every((card) => card.vector === null || g.slot.has(card.word)));
    if (at >= 0) {
      const g = games[at]!;
      if (at > 0) games.splice(at, 1), games.unshift(g);
      return g;
    }
    const slotCards = cards.filter((card, i) => card.vector !== null && cards.findIndex((o) => o.word === card.word) === i);
    const old = games.length >= GAME_BOARDS ? games.pop()! : null;
    const g: GameBoard = {
      slot: new Map(slotCards.map((card, s) => [card.word, s])),
      cards: slotCards,
      rows: slotCards.map((card) => rows.get(card.word) ?? null),
      width: slotCards.length,
      stored: old?.stored.fill(-1) ?? new Int32Array(indices.length).fill(-1),
      store: new Float32Array(64 * slotCards.length),
      count: 0,
      plainStored: old?.plainStored.fill(-1) ?? new Int32Array(plainWords.length).fill(-1),
      plainStore: new Float64Array(16 * slotCards.length),
      plainCount: 0,
    };
    games.unshift(g);
    return g;
  };
  /** Where pool word j's values start in g's store, gathered now when the game has not read it yet. */
  const storedAt = (g: GameBoard, j: number): number => {
    let at = g.stored[j]!;
    if (at >= 0) return at;
    const { width } = g;
    at = g.count * width;
    g.store = grown(g.store, at + width);
    for (let s = 0; s < width; s++) {
      const row = g.rows[s];
      if (row !== null && row !== undefined) g.store[at + s] = row[j]!;
    }
    g.count++;
    g.stored[j] = at;
    return at;
  };
  /** Card's exact dot product with plain word k (`clue`), from its plainRow `row`: each pair made once, kept there. */
  const plainDot = (card: CardVector, row: Float64Array, k: number, clue: CardVector): number => {
    let d = row[k]!;
    if (Number.isNaN(d)) row[k] = d = dot(clue.vector!, card.vector!);
    return d;
  };
  /** The same for plain word k: each slot card's exact dot product with it (plainDot). */
  const plainStoredAt = (g: GameBoard, k: number, clue: CardVector): number => {
    let at = g.plainStored[k]!;
    if (at >= 0) return at;
    const { width } = g;
    at = g.plainCount * width;
    g.plainStore = grown(g.plainStore, at + width);
    for (let s = 0; s < width; s++) {
      const card = g.cards[s]!;
      g.plainStore[at + s] = plainDot(card, plainRow(card), k, clue);
    }
    g.plainCount++;
    g.plainStored[k] = at;
    return at;
  };
  /**
   * Gathers pool words `cs` not yet read on g, in one pass per slot row (the words in pool order): many
   * independent loads in flight instead of a few per word.
   */
  const gatherAll = (g: GameBoard, cs: readonly number[]): void => {
    const fresh: number[] = [];
    const plainFresh: number[] = [];
    for (const c of cs) {
      const j = column[c]!;
      if (j >= 0 && g.stored[j]! < 0) {
        g.stored[j] = -2; // (listed once)
        fresh.push(j);
      }
      const k = plainColumn[c]!;
      if (k >= 0 && g.plainStored[k]! < 0 && plainClues[k] !== null && plainClues[k] !== undefined) {
        g.plainStored[k] = -2;
        plainFresh.push(k);
      }
    }
    const { width } = g;
    if (fresh.length > 0) {
      const js = Int32Array.from(fresh).sort();
      g.store = grown(g.store, (g.count + js.length) * width);
      const start = g.count * width;
      js.forEach((j, q) => (g.stored[j] = start + q * width));
      g.count += js.length;
      for (let s = 0; s < width; s++) {
        const row = g.rows[s];
        if (row === null || row === undefined) continue;
        for (let q = 0, at = start + s; q < js.length; q++, at += width) g.store[at] = row[js[q]!]!;
      }
    }
    if (plainFresh.length > 0) {
      const ks = Int32Array.from(plainFresh).sort();
      g.plainStore = grown(g.plainStore, (g.plainCount + ks.length) * width);
      const start = g.plainCount * width;
      ks.forEach((k, q) => (g.plainStored[k] = start + q * width));
      g.plainCount += ks.length;
      for (let s = 0; s < width; s++) {
        const card = g.cards[s]!;
        const row = plainRow(card);
        for (let q = 0, at = start + s; q < ks.length; q++, at += width) g.plainStore[at] = plainDot(card, row, ks[q]!, plainClues[ks[q]!]!);
      }
    }
  };
  return {
    mind,
    board(cards) {
      const missing = cards.filter((card, i) => card.vector !== null && !rows.has(card.word) && cards.findIndex((o) => o.word === card.word) === i);
      if (missing.length > 0 && indices.length > 0) {
        if (rows.size + missing.length > ROW_CACHE) rows.clear();
        const m = similarityRows(mind, missing.map((card) => ({ word: card.word, vector: card.vector! })), indices);
        missing.forEach((card, k) => rows.set(card.word, m[k]!));
      }
      const n = cards.length;
      const g = gameOf(cards);
      // Each card's slot on the game board (-1: no vector); `scored`: the slot has a row (else the unknown score).
      const slots = Int32Array.from(cards, (card) => (card.vector === null ? -1 : g.slot.get(card.word)!));
      const scored = Uint8Array.from(cards, (_, i) => (slots[i]! >= 0 && g.rows[slots[i]!] !== null ? 1 : 0));
      const cardHubs = Float64Array.from(cards, (card) => card.hub);
      return {
        prepare(cs, gather = true) {
          prepare(cs);
          if (gather) gatherAll(g, cs);
        },
        has: (c) => column[c]! >= 0,
        at(c) {
          const j = column[c]!;
          if (j < 0) return null;
          const h = hubAt(j);
          const base = storedAt(g, j);
          const store = g.store;
          const out = float32s(n);
          for (let i = 0; i < n; i++) out[i] = scored[i] === 0 ? UNKNOWN_CARD_SCORE : store[base + slots[i]!]! - (h + cardHubs[i]!) / 2;
          return out;
        },
        plain(c) {
          const k = plainColumn[c]!;
          if (k < 0) return undefined;
          const clue = plainClue(k);
          if (clue === null) return null;
          const base = plainStoredAt(g, k, clue);
          const store = g.plainStore;
          const out = float32s(n);
          for (let i = 0; i < n; i++) {
            const s = slots[i]!;
            out[i] = s < 0 ? UNKNOWN_CARD_SCORE : store[base + s]! - (1 * (clue.hub + cardHubs[i]!)) / 2;
          }
          return out;
        },
      };
    },
  };
}

/** `a`, or a copy at least twice as long when it is shorter than `n`. */
function grown<T extends Float32Array | Float64Array>(a: T, n: number): T {
  if (n <= a.length) return a;
  const out = new (a.constructor as new (n: number) => T)(Math.max(n, 2 * a.length));
  out.set(a);
  return out;
}

/** A game board as a pool keeps it: its cards (with a vector) by slot, and the values of the pool words read on it. */
interface GameBoard {
  /** Card word -> slot. */
  readonly slot: ReadonlyMap<string, number>;
  readonly cards: readonly CardVector[];
  /** Each slot's similarity row over the pool's known words (null: none made, as when the mind knows no pool word). */
  readonly rows: readonly (Float32Array | null)[];
  readonly width: number;
  /** Pool word j's values start at store[stored[j]] (one per slot; -1: not read on this board yet). */
  readonly stored: Int32Array;
  store: Float32Array;
  count: number;
  /** Plain word k's dot products with the slots' cards start at plainStore[plainStored[k]] (-1: not yet). */
  readonly plainStored: Int32Array;
  plainStore: Float64Array;
  plainCount: number;
}
