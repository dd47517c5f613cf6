/**
 * A spymaster's clue pool: the most frequent clue words of a model, each board card's similarity row over
 * them (with the partner guesser's relation bonus), cached across boards, and the clue words' hubness,
 * computed lazily. Both spymasters search it: the machine spymaster (spymaster.ts) scores every candidate on
 * these rows; the spymaster for people (people/people-spymaster.ts) uses them to shortlist candidates
 * before reading each one with independent minds.
 */
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel } from '../embeddings/types.js';
import { addCardBonus, wordsByBase, type RelationBonus } from './relation-bonus.js';
import { hubOf } from './hubness.js';
import { similarityRows } from './shared-rows.js';
import type { CardVector } from './word-stats.js';

/** The pool of one spymaster. */
export interface CluePool {
  readonly model: EmbeddingModel;
  readonly size: number;
  /** Vocabulary indices of the pool words (the model's first `size` clue words). */
  readonly indices: Int32Array;
  readonly words: readonly string[];
  /** Each card's similarity row over the pool (relation bonus added), null for a card the model does not know. */
  rowsOf(cards: readonly CardVector[]): (Float32Array | null)[];
  /** The hubness of pool word `c` (computed on first use). */
  hubAt(c: number): number;
}

/**
 * Creates the pool of the `size` most frequent clue words of `model`.
 *
 * @example
 * const pool = createCluePool(model, 12_000);
 * pool.rowsOf(cards)[0]?.[pool.words.indexOf('ocean')]; // similarity of card 0 to 'ocean'
 */
export function createCluePool(model: EmbeddingModel, size: number, bonus?: RelationBonus): CluePool {
  const poolSize = Math.min(model.clueIndices.length, size);
  if (poolSize === 0) throw new CodenamesError('agent/bad-option', `model '${model.name}' has no clue words (clueIndices is empty); a spymaster needs a clue vocabulary.`);
  const indices = model.clueIndices.subarray(0, poolSize);
  const words = Array.from(indices, (i) => model.vocabulary[i] ?? '');
  const clueHub = new Float32Array(poolSize).fill(Number.NaN);
  // Pool words by each base form they may inflect (the guesser's relation test reads clues the same way).
  let byBase: Map<string, number[]> | null = null;
  const poolByBase = (): Map<string, number[]> => (byBase ??= wordsByBase(words));
  const rows = new Map<string, Float32Array>();
  return {
    model,
    size: poolSize,
    indices,
    words,
    rowsOf(cards) {
      const missing = cards.filter((card, i) => card.vector !== null && !rows.has(card.word) && cards.findIndex((o) => o.word === card.word) === i);
      if (missing.length > 0) {
        if (rows.size + missing.length > 2000) rows.clear();
        const m = similarityRows(model, missing.map((card) => ({ word: card.word, vector: card.vector! })), indices);
        missing.forEach((card, j) => {
          const r = m[j]!.slice();
          if (bonus !== undefined) addCardBonus(bonus, card.word, r, poolByBase());
          rows.set(card.word, r);
        });
      }
      return cards.map((card) => (card.vector === null ? null : rows.get(card.word)!));
    },
    hubAt(c) {
      // One candidate at a time: the candidates that get this far are sparse, so blocks of neighbours waste work.
      let h = clueHub[c]!;
      if (Number.isNaN(h)) clueHub[c] = h = hubOf(model, model.vectorAt(indices[c]!));
      return h;
    },
  };
}
