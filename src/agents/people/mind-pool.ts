/**
 * One reading mind over the spymaster's clue pool: each board card's similarity row over the pool words the
 * mind knows (cached across boards) and those words' hubness (computed on first use, then kept), so that
 * reading a pool word on a board is a few look-ups instead of a pass over the word's neighbours. The scores
 * are the same CSLS-corrected cosines as clue-scores.ts (a word the mind only reaches through its own
 * look-up rules, e.g. an inflection, is read the ordinary way by the caller).
 */
import type { EmbeddingModel } from '../../embeddings/types.js';
import { UNKNOWN_CARD_SCORE } from '../clue-scores.js';
import { hubOf, type CardVector } from '../word-stats.js';

/** A mind's view of a clue pool. */
export interface MindPool {
  readonly mind: EmbeddingModel;
  /**
   * Prepares a board (its cards as this mind sees them): the returned function gives pool word c's score
   * for every card, or null when the mind has no row for that pool word.
   */
  board(cards: readonly CardVector[]): (c: number) => Float32Array | null;
}

/**
 * Creates the pool of `mind` over `poolWords` (the spymaster's pool, in its order).
 *
 * @example
 * const wordnetPool = createMindPool(loadWordNetMind(), pool.words);
 * wordnetPool.board(cards)(pool.words.indexOf('ocean')); // a score per card
 */
export function createMindPool(mind: EmbeddingModel, poolWords: readonly string[]): MindPool {
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
    let h = hubs[j]!;
    if (Number.isNaN(h)) hubs[j] = h = hubOf(mind, mind.vectorAt(indices[j]!));
    return h;
  };
  return {
    mind,
    board(cards) {
      const missing = cards.filter((card, i) => card.vector !== null && !rows.has(card.word) && cards.findIndex((o) => o.word === card.word) === i);
      if (missing.length > 0 && indices.length > 0) {
        if (rows.size + missing.length > 2000) rows.clear();
        const m = mind.similarityMatrix(missing.map((card) => card.vector!), indices);
        missing.forEach((card, k) => rows.set(card.word, m.slice(k * indices.length, (k + 1) * indices.length)));
      }
      const cardRows = cards.map((card) => (card.vector === null ? null : rows.get(card.word) ?? null));
      return (c) => {
        const j = column[c]!;
        if (j < 0) return null;
        const h = hubAt(j);
        const out = new Float32Array(cards.length);
        cards.forEach((card, i) => {
          const row = cardRows[i];
          out[i] = row === null || row === undefined ? UNKNOWN_CARD_SCORE : row[j]! - (h + card.hub) / 2;
        });
        return out;
      };
    },
  };
}
