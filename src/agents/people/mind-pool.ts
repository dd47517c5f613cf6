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
      const cardRows = cards.map((card) => (card.vector === null ? null : rows.get(card.word) ?? null));
      const cardHubs = Float64Array.from(cards, (card) => card.hub);
      let cardPlain: (Float64Array | null)[] | null = null;
      return {
        prepare,
        at(c) {
          const j = column[c]!;
          if (j < 0) return null;
          const h = hubAt(j);
          const out = float32s(n);
          for (let i = 0; i < n; i++) {
            const row = cardRows[i];
            out[i] = row === null || row === undefined ? UNKNOWN_CARD_SCORE : row[j]! - (h + cardHubs[i]!) / 2;
          }
          return out;
        },
        plain(c) {
          const k = plainColumn[c]!;
          if (k < 0) return undefined;
          const clue = plainClue(k);
          if (clue === null) return null;
          cardPlain ??= cards.map((card) => (card.vector === null ? null : plainRow(card)));
          const out = float32s(n);
          for (let i = 0; i < n; i++) {
            const row = cardPlain[i]!;
            if (row === null) {
              out[i] = UNKNOWN_CARD_SCORE;
              continue;
            }
            let d = row[k]!;
            if (Number.isNaN(d)) row[k] = d = dot(clue.vector!, cards[i]!.vector!);
            out[i] = d - (1 * (clue.hub + cardHubs[i]!)) / 2;
          }
          return out;
        },
      };
    },
  };
}
