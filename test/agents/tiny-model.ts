/**
 * A hand-made 6-dimensional model for the agent tests: axes sea, pet, food, danger, money, plant. The words
 * are placed so that the right clue and ranking can be read off the vectors.
 */
import { createArrayModel } from '../../src/agents/array-model.js';
import type { EmbeddingModel } from '../../src/embeddings/types.js';

const WORDS: Record<string, readonly number[]> = {
  // board words
  whale: [1, 0.3, 0, 0.1, 0, 0],
  fish: [1, 0.5, 0.3, 0, 0, 0],
  shark: [1, 0, 0, 0.9, 0, 0],
  bank: [0, 0, 0, 0, 1, 0],
  tree: [0, 0, 0, 0, 0, 1],
  rose: [0, 0, 0, 0.1, 0, 1],
  coin: [0, 0, 0, 0, 1, 0.1],
  // clue words (frequency order matters only for ties)
  pet: [0.6, 1, 0.2, -0.5, 0, 0],
  sea: [1, 0, 0, 0.8, 0, 0],
  cash: [0, 0, 0, 0, 1, 0],
  garden: [0, 0, 0, 0, 0, 1],
  meal: [0.1, 0, 1, 0, 0, 0],
  thing: [0.3, 0.3, 0.3, 0.3, 0.3, 0.3],
  bite: [0.3, 0, 0.2, 1, 0, 0],
};

/** The tiny model; `drop` leaves words out (to build boards with no safe clue). */
export function tinyModel(drop: readonly string[] = []): EmbeddingModel {
  const words = Object.keys(WORDS).filter((w) => !drop.includes(w));
  const vectors = new Float32Array(words.flatMap((w) => [...(WORDS[w] ?? [])]));
  return createArrayModel({ name: 'tiny', lang: 'xx', dimensions: 6, words, vectors });
}
