/**
 * The norm neighbours' blocked dot products (four associates a pass, norm-neighbours.ts) give, to the bit,
 * the values of one dot product at a time (clue-scores.ts `dot`): the best over a card's associates of
 * strength >= 2, and over those of strength 3, floored at 0, for the cards of real boards.
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
});
