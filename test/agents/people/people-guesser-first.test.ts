/**
 * The first pick by readings (people-guesser-first.ts): a first card that is the best of no reading gives way
 * to a card close behind it that is the best of two readings or more; never to one further behind than the
 * margin, never when the first card leads a reading of its own.
 */
import { describe, expect, it } from 'vitest';
import { FIRST_PICK_MARGIN, firstPickByReadings, readingFirsts } from '../../../src/agents/people/people-guesser-first.js';
import { LINK_KINDS, type ClueReading } from '../../../src/agents/people/readings.js';
import { NORM_NEIGHBOUR_FEATURES } from '../../../src/agents/people/norm-neighbours.js';

/** A reading of 4 cards: GloVe and WordNet scores, card norms and clue-word norms per card. */
function reading(glove: number[], wordnet: number[], norm: number[], clueNorm: number[]): ClueReading {
  const links = Object.fromEntries(LINK_KINDS.map((k) => [k, new Uint8Array(4)])) as Record<(typeof LINK_KINDS)[number], Uint8Array>;
  links.norm.set(norm);
  links.clueNorm.set(clueNorm);
  return { clue: 'x', glove: Float32Array.from(glove), wordnet: Float32Array.from(wordnet), links };
}
const noNeighbours = new Float64Array(4 * NORM_NEIGHBOUR_FEATURES.length);

describe('the first pick by readings', () => {
  it('counts in how many readings each card is the best on the board, ties all counting', () => {
    const r = reading([0.1, 0.5, 0.2, 0.3], [0.4, 0.1, 0.4, 0.2], [0, 2, 2, 0], [0, 0, 0, 0]);
    expect(Array.from(readingFirsts(r, noNeighbours))).toEqual([1, 2, 2, 0]);
  });

  it('puts first a close card that leads two readings when the first card leads none', () => {
    const r = reading([0.1, 0.5, 0.2, 0.3], [0.4, 0.1, 0.4, 0.2], [0, 2, 2, 0], [0, 0, 0, 0]);
    const firsts = readingFirsts(r, noNeighbours);
    const u = Float64Array.of(0.5, 0.9, 1.0, 1.2);
    const order = [3, 2, 1, 0];
    expect(firstPickByReadings(order, u, firsts)).toBe(true);
    expect(order).toEqual([2, 3, 1, 0]);
    // Further behind than the margin: the first card stays.
    const kept = [3, 1, 2, 0];
    expect(firstPickByReadings(kept, Float64Array.of(0.5, 1.2 - FIRST_PICK_MARGIN - 0.01, 0.6, 1.2), firsts)).toBe(false);
    expect(kept).toEqual([3, 1, 2, 0]);
    // A first card that leads a reading of its own stays first.
    const own = [0, 2, 1, 3];
    expect(firstPickByReadings(own, Float64Array.of(1.3, 0.9, 1.0, 0.2), firsts)).toBe(false);
    expect(own).toEqual([0, 2, 1, 3]);
  });
});
