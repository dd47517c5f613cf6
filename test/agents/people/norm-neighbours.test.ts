/**
 * The norm neighbours' blocked dot products (four associates a pass, norm-neighbours.ts) give, to the bit,
 * the values of one dot product at a time (clue-scores.ts `dot`): the best over a card's associates of
 * strength >= 2, and over those of strength 3, floored at 0, for the cards of real boards; and the values kept
 * per (clue, card) pair are those values again.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/game/index.js';
import { dot } from '../../../src/agents/clue-scores.js';
import { loadCardNorms, loadClueNorms, type CardNorms } from '../../../src/agents/card-norms.js';
import { normNeighbours } from '../../../src/agents/people/norm-neighbours.js';
import { readingMinds } from '../../../src/agents/people/index.js';
import type { EmbeddingModel } from '../../../src/embeddings/types.js';

function oneByOne(model: EmbeddingModel, norms: CardNorms, clue: string, card: string): [number, number] {
  const c = model.vector(clue);
  if (c === null) return [0, 0];
  let any = 0;
  let strong = 0;
  for (const [word, s] of norms.strengths(card.toLowerCase()) ?? []) {
    const v = s >= 2 ? model.vector(word) : null;
    if (v === null) continue;
    const d = dot(c, v);
    if (d > any) any = d;
    if (s === 3 && d > strong) strong = d;
  }
  return [any, strong];
}

describe('normNeighbours', () => {
  it('gives the values of one dot product at a time, to the bit', async () => {
    const minds = await readingMinds();
    const clues = ['ocean', 'money', 'night', 'fire', 'school', 'king', 'green', 'zzqxvw'];
    let counted = 0;
    for (const norms of [loadCardNorms(), loadClueNorms()]) {
      for (const seed of [1, 2]) {
        const cards = createGame({ variant: 'standard', seed }).cards.map((c) => c.word);
        for (const clue of clues) {
          const nb = normNeighbours(minds.glove, norms, clue, cards);
          cards.forEach((card, i) => {
            const [any, strong] = oneByOne(minds.glove, norms, clue, card);
            expect([nb[2 * i], nb[2 * i + 1]], `${clue} ${card}`).toEqual([any, strong]);
            if (any > 0) counted++;
          });
        }
      }
    }
    expect(counted).toBeGreaterThan(100);
  });

  it('gives the same values again from the pairs it keeps, for any cards in any order', async () => {
    const minds = await readingMinds();
    const norms = loadCardNorms();
    const cards = createGame({ variant: 'standard', seed: 3 }).cards.map((c) => c.word);
    const first = normNeighbours(minds.glove, norms, 'river', cards);
    const later = cards.slice(3).reverse();
    const again = normNeighbours(minds.glove, norms, 'river', later);
    later.forEach((card, i) => {
      const j = cards.indexOf(card);
      expect([again[2 * i], again[2 * i + 1]], card).toEqual([first[2 * j], first[2 * j + 1]]);
      expect([again[2 * i], again[2 * i + 1]], card).toEqual(oneByOne(minds.glove, norms, 'river', card));
    });
    expect(first.some((v) => v > 0)).toBe(true);
  });
});
