/**
 * How strongly a clue points at each card: the one scoring rule both agents share. The guesser ranks cards
 * by it, and the spymaster uses it to predict that ranking, so a clue is judged by what a guesser will
 * actually do with it.
 *
 * The score is a CSLS-style corrected cosine: cos(clue, card) - h * (hub(clue) + hub(card)) / 2, where hub(x)
 * is x's mean similarity to its 10 nearest clue words. A score above 0 means the pair is closer than each
 * word usually is to its own near neighbours; that makes thresholds comparable across models whose cosine
 * scales differ (GloVe vs the WordNet mind), and it stops hub cards from attracting every clue.
 */
import type { EmbeddingModel } from '../embeddings/types.js';
import type { ClueRecord, Team, VisibleCard } from '../game/types.js';
import { cardVector, type CardVector } from './word-stats.js';
import { clueBonus, type RelationBonus } from './relation-bonus.js';
import { float32s } from './typed-slab.js';

/** Score given to a card the model cannot represent: below any real association, so it is guessed last. */
export const UNKNOWN_CARD_SCORE = -1;

/**
 * Hub-free score a spymaster assumes for a dangerous card its model cannot represent: a typical unrelated
 * card. Unlike {@link UNKNOWN_CARD_SCORE} it does not pretend the danger is out of reach.
 */
export const UNKNOWN_DANGER = -0.2;

/** Dot product of two unit vectors of the same length. */
export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += a[d]! * b[d]!;
  return s;
}

/**
 * Scores of one clue against each card (aligned with `cards`); `null` when the model does not know the clue.
 * Unknown cards get {@link UNKNOWN_CARD_SCORE}. With a relation bonus, a linked pair gets the summed weights
 * of the kinds that link it (relation-bonus.ts; the spymaster adds the same sums to its rows).
 */
export function clueCardScores(model: EmbeddingModel, clue: string, cards: readonly CardVector[], hubWeight: number, bonus?: RelationBonus): Float32Array | null {
  const c = cardVector(model, clue);
  if (c.vector === null) return null;
  const out = float32s(cards.length);
  const extra = bonus === undefined ? null : clueBonus(bonus, clue);
  cards.forEach((card, i) => {
    out[i] = card.vector === null ? UNKNOWN_CARD_SCORE : dot(c.vector!, card.vector) - (hubWeight * (c.hub + card.hub)) / 2;
    if (extra !== null && card.vector !== null) {
      const b = extra(card.word);
      if (b !== 0) out[i] = out[i]! + b;
    }
  });
  return out;
}

/** How many of a clue's intended words are still unfound: its number minus its guesses that hit `team`. */
export function cluesLeftover(clue: ClueRecord, cards: readonly VisibleCard[], team: Team): number {
  if (typeof clue.number !== 'number' || clue.number <= 0) return 0;
  const own = new Set(cards.filter((c) => c.revealed && c.identity === team).map((c) => c.word));
  const hits = clue.guesses.filter((g) => own.has(g)).length;
  return Math.max(0, clue.number - hits);
}
