/**
 * The minds' pools (mind-pool.ts) give the same scores as reading the clue directly (readings.ts through
 * clue-scores.ts), for GloVe and the WordNet mind, on a real board: the spymaster's fast path reads exactly
 * what the judges would read the slow way.
 */
import { describe, expect, it } from 'vitest';
import { createGame, spymasterView } from '../../../src/game/index.js';
import { boardReader, createMindPool, readingMinds } from '../../../src/agents/people/index.js';

describe('createMindPool', () => {
  it('reads pool words as the direct reading does', async () => {
    const minds = await readingMinds();
    const words = ['ocean', 'money', 'music', 'tree', 'war', 'light', 'animal', 'city'];
    const pools = { glove: createMindPool(minds.glove, words), wordnet: createMindPool(minds.wordnet!, words) };
    const board = spymasterView(createGame({ variant: 'standard', seed: 3 }), 'red').cards.map((c) => c.word);
    const fast = boardReader(minds, board, pools);
    const slow = boardReader(minds, board);
    words.forEach((w, c) => {
      const a = fast.readAt(c, w);
      const b = slow.read(w);
      for (const k of ['glove', 'wordnet'] as const) {
        expect(a[k]).not.toBeNull();
        a[k]!.forEach((v, i) => expect(v).toBeCloseTo(b[k]![i]!, 4));
      }
      expect(a.links).toEqual(b.links);
    });
  });
});
