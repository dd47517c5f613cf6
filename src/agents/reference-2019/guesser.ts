/**
 * A faithful re-implementation of the 2019 Codenames AI competition's GloVe guesser
 * (CodenamesAICompetition/Game, `guesser_glove.py`, MIT; written from reading it, no code copied).
 *
 * The original ranks the visible cards by cosine distance to the clue, ties broken by the card's spelling,
 * and guesses the closest; it keeps guessing while it has made fewer guesses than the clue's number, so it
 * touches exactly `number` cards unless one is wrong (never the "+1" extra guess). A clue of 0 gets one guess.
 * Cards the model lacks are skipped by the original; here they are ranked last so the ranking stays complete.
 */
import type { EmbeddingModel } from '../../embeddings/types.js';
import type { GuesserView } from '../../game/types.js';
import type { GuessDecision, RankedCard } from '../types.js';

/** Score given to cards the model cannot embed: below any cosine similarity. */
const OOV_SCORE = -2;

/**
 * Creates the 2019 reference guesser on `model`.
 *
 * @example
 * const g = createReferenceGuesser(model);
 * g.guess(guesserView(state)); // { ranked: [{ word: 'SHIP', score: 0.61 }, ...], take: 2 }
 */
export function createReferenceGuesser(model: EmbeddingModel, options: { readonly name?: string } = {}): { readonly name: string; guess(view: GuesserView): GuessDecision } {
  const cardVectors = new Map<string, Float32Array | null>();
  const vectorOf = (word: string): Float32Array | null => {
    let v = cardVectors.get(word);
    if (v === undefined) {
      v = model.vector(word.toLowerCase());
      if (cardVectors.size > 20_000) cardVectors.clear();
      cardVectors.set(word, v);
    }
    return v;
  };
  return {
    name: options.name ?? 'reference',
    guess(view: GuesserView): GuessDecision {
      const clue = view.currentClue;
      const clueVector = clue === null ? null : model.vector(clue.word.toLowerCase());
      const ranked: RankedCard[] = [];
      for (const card of view.cards) {
        if (card.revealed) continue;
        const v = clueVector === null ? null : vectorOf(card.word);
        let score = OOV_SCORE;
        if (v !== null && clueVector !== null) {
          score = 0;
          for (let d = 0; d < v.length; d += 1) score += (v[d] as number) * (clueVector[d] as number);
        }
        ranked.push({ word: card.word, score });
      }
      // The original sorts (distance, word) tuples: closest first, then alphabetical.
      ranked.sort((x, y) => (y.score - x.score) || (x.word < y.word ? -1 : x.word > y.word ? 1 : 0));
      const number = clue?.number;
      const take = typeof number === 'number' && number >= 1 ? number : 1;
      return { ranked, take: Math.min(take, Math.max(1, ranked.length)) };
    },
  };
}
