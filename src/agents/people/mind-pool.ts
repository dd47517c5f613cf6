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
import { cardVectors, hubOf, hubsOf, type CardVector } from '../word-stats.js';
import { float32s } from '../typed-slab.js';

/** A board as one mind's pool reads it. */
export interface MindPoolBoard {
  /** Pool word c's score for every card, or null when the mind has no row for that pool word. */
  at(c: number): Float32Array | null;
  /**
   * Pool word c's plain reading (clueCardScores with hub weight 1): its scores, null when the mind cannot
   * read the word at all, undefined when c is not one of the pool's plain words.
   */
  plain(c: number): Float32Array | null | undefined;
  /**
   * Pool words about to be read (`at` or `plain`): the statistics of theirs not yet made (hubness, plain
   * look-ups) are made now in one batch, the same values as one by one, at a fraction of the cost.
   */
  prepare(cs: readonly number[]): void;
}

/** A mind's view of a clue pool. */
export interface MindPool {
  readonly mind: EmbeddingModel;
  /** Prepares a board (its cards as this mind sees them). */
  board(cards: readonly CardVector[]): MindPoolBoard;
}

/** Rows kept per pool (card words); a board's words repeat across games (lists of a few hundred words). */
const ROW_CACHE = 2000;
/** Game boards kept word-major (see createMindPool). */
const GAME_BOARDS = 4;
/** Pool words per block when a game board is made word-major whole. */
const FILL_BLOCK = 1024;

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
    if (Number.isNaN(hubs[j]!)) hubs[j] = hubOf(mind, mind.vectorAt(indices[j]!));
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
      if (j >= 0 && Number.isNaN(hubs[j]!)) hubless.push(j);
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
  // The latest game boards, word-major: a game's later turns read a subset of its first turn's cards, so a
  // pool word's scores on the board are gathered from the card rows once (one cache miss per card row) and
  // then read as one short contiguous run. Several boards are kept for players of interleaved games.
  const games: GameBoard[] = [];
  const gameOf = (cards: readonly CardVector[]): GameBoard => {
    const at = games.findIndex((g) => cards.every((card) => card.vector === null || g.slot.has(card.word)));
    if (at >= 0) {
      const g = games[at]!;
      if (at > 0) games.splice(at, 1), games.unshift(g);
      return g;
    }
    const slotCards = cards.filter((card, i) => card.vector !== null && cards.findIndex((o) => o.word === card.word) === i);
    const width = slotCards.length;
    const old = games.length >= GAME_BOARDS ? games.pop()! : null;
    const reuse = <T extends Float32Array | Float64Array | Uint8Array>(a: T | undefined, n: number, make: (n: number) => T): T => (a !== undefined && a.length === n ? a : make(n));
    const g: GameBoard = {
      slot: new Map(slotCards.map((card, s) => [card.word, s])),
      cards: slotCards,
      rows: slotCards.map((card) => rows.get(card.word) ?? null),
      width,
      cols: reuse(old?.cols, indices.length * width, (n) => new Float32Array(n)),
      have: reuse(old?.have, indices.length, (n) => new Uint8Array(n)),
      plain: reuse(old?.plain, plainWords.length * width, (n) => new Float64Array(n)),
      plainHave: reuse(old?.plainHave, plainWords.length, (n) => new Uint8Array(n)),
      uses: 0,
    };
    g.have.fill(0);
    g.plainHave.fill(0);
    games.unshift(g);
    return g;
  };
  /**
   * A game board read a second time (a later turn) is made word-major whole: each slot's row is read in
   * sequence (blocks of pool words, so that the writes stay in cache), far cheaper than gathering word by word.
   */
  const fill = (g: GameBoard): void => {
    const { width, cols, have } = g;
    for (let start = 0; start < have.length; start += FILL_BLOCK) {
      const end = Math.min(have.length, start + FILL_BLOCK);
      for (let s = 0; s < width; s++) {
        const row = g.rows[s];
        if (row === null || row === undefined) continue;
        for (let j = start; j < end; j++) if (have[j] === 0) cols[j * width + s] = row[j]!;
      }
    }
    have.fill(1);
    for (let s = 0; s < width; s++) {
      const row = plainRow(g.cards[s]!);
      for (let k = 0; k < g.plainHave.length; k++) if (g.plainHave[k] === 0) g.plain[k * width + s] = row[k]!;
    }
    g.plainHave.fill(1);
  };
  return {
    mind,
    board(cards) {
      const missing = cards.filter((card, i) => card.vector !== null && !rows.has(card.word) && cards.findIndex((o) => o.word === card.word) === i);
      if (missing.length > 0 && indices.length > 0) {
        if (rows.size + missing.length > ROW_CACHE) rows.clear();
        const m = mind.similarityMatrix(missing.map((card) => card.vector!), indices);
        missing.forEach((card, k) => rows.set(card.word, m.slice(k * indices.length, (k + 1) * indices.length)));
      }
      const n = cards.length;
      const g = gameOf(cards);
      if (++g.uses === 2) fill(g);
      const { width, cols, have } = g;
      // Each card's slot on the game board (-1: no vector); `scored`: the slot has a row (else the unknown score).
      const slots = Int32Array.from(cards, (card) => (card.vector === null ? -1 : g.slot.get(card.word)!));
      const scored = Uint8Array.from(cards, (_, i) => (slots[i]! >= 0 && g.rows[slots[i]!] !== null ? 1 : 0));
      const cardHubs = Float64Array.from(cards, (card) => card.hub);
      /** Pool word j's row values on every slot of the game board (once per game board). */
      const gather = (j: number): void => {
        for (let s = 0, at = j * width; s < width; s++, at++) {
          const row = g.rows[s];
          if (row !== null && row !== undefined) cols[at] = row[j]!;
        }
        have[j] = 1;
      };
      /** Plain word k's exact dot products with every slot's card (each pair made once, kept in plainRow). */
      const gatherPlain = (k: number, clue: CardVector): void => {
        for (let s = 0, at = k * width; s < width; s++, at++) {
          const card = g.cards[s]!;
          const row = plainRow(card);
          let d = row[k]!;
          if (Number.isNaN(d)) row[k] = d = dot(clue.vector!, card.vector!);
          g.plain[at] = d;
        }
        g.plainHave[k] = 1;
      };
      return {
        prepare,
        at(c) {
          const j = column[c]!;
          if (j < 0) return null;
          const h = hubAt(j);
          if (have[j] === 0) gather(j);
          const base = j * width;
          const out = float32s(n);
          for (let i = 0; i < n; i++) out[i] = scored[i] === 0 ? UNKNOWN_CARD_SCORE : cols[base + slots[i]!]! - (h + cardHubs[i]!) / 2;
          return out;
        },
        plain(c) {
          const k = plainColumn[c]!;
          if (k < 0) return undefined;
          const clue = plainClue(k);
          if (clue === null) return null;
          if (g.plainHave[k] === 0) gatherPlain(k, clue);
          const base = k * width;
          const out = float32s(n);
          for (let i = 0; i < n; i++) {
            const s = slots[i]!;
            if (s < 0) {
              out[i] = UNKNOWN_CARD_SCORE;
              continue;
            }
            let d = g.plain[base + s]!;
            // (a pair not made yet when the board was filled: made now, kept in both places)
            if (Number.isNaN(d)) g.plain[base + s] = plainRow(g.cards[s]!)[k] = d = dot(clue.vector!, g.cards[s]!.vector!);
            out[i] = d - (1 * (clue.hub + cardHubs[i]!)) / 2;
          }
          return out;
        },
      };
    },
  };
}

/** A game board as a pool keeps it: its cards (with a vector) by slot, and its pool words' values word-major. */
interface GameBoard {
  /** Card word -> slot. */
  readonly slot: ReadonlyMap<string, number>;
  readonly cards: readonly CardVector[];
  /** Each slot's similarity row over the pool's known words (null: none made, as when the mind knows no pool word). */
  readonly rows: readonly (Float32Array | null)[];
  readonly width: number;
  /** cols[j * width + s]: slot s's row value for pool word j, valid where have[j] === 1. */
  readonly cols: Float32Array;
  readonly have: Uint8Array;
  /** plain[k * width + s]: slot s's dot product with plain word k, valid where plainHave[k] === 1. */
  readonly plain: Float64Array;
  readonly plainHave: Uint8Array;
  /** How many times the board was read (the second time, it is made word-major whole). */
  uses: number;
}
