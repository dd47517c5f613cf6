/**
 * A tiny deterministic EmbeddingModel for harness tests: the en-original code names plus 400 made-up clue
 * words, 16 dimensions. Each clue word sits near two or three code names (its vector is their normalised
 * mean plus noise), so the reference spymaster has real multi-word clues to find. No file, no download.
 */
import type { EmbeddingModel, Lookup, Neighbour } from '../../src/embeddings/types.js';
import { loadWordList } from '../../src/game/index.js';

const DIM = 16;

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normalise(v: Float32Array): Float32Array {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n) || 1;
  for (let i = 0; i < v.length; i += 1) v[i] = (v[i] as number) / n;
  return v;
}

/** Builds the fake model (about 800 words). */
export function createFakeModel(): EmbeddingModel {
  const next = rng(12345);
  const cards = loadWordList('en-original').map((w) => w.toLowerCase());
  const vocabulary: string[] = [];
  const vectors: Float32Array[] = [];
  for (const w of cards) {
    vocabulary.push(w);
    vectors.push(normalise(Float32Array.from({ length: DIM }, () => next() * 2 - 1)));
  }
  const clueStart = vocabulary.length;
  for (let i = 0; i < 400; i += 1) {
    const k = 2 + (i % 2);
    const v = new Float32Array(DIM);
    for (let j = 0; j < k; j += 1) {
      const src = vectors[Math.floor(next() * cards.length)] as Float32Array;
      for (let d = 0; d < DIM; d += 1) v[d] = (v[d] as number) + (src[d] as number);
    }
    for (let d = 0; d < DIM; d += 1) v[d] = (v[d] as number) + (next() - 0.5) * 0.6;
    vocabulary.push(`qz${i.toString(36)}x`);
    vectors.push(normalise(v));
  }
  const index = new Map(vocabulary.map((w, i) => [w, i]));
  const clueIndices = Int32Array.from({ length: vocabulary.length - clueStart }, (_, i) => clueStart + i);
  const indexOf = (w: string): number => index.get(w.toLowerCase()) ?? -1;
  const vector = (w: string): Float32Array | null => {
    const i = indexOf(w);
    return i < 0 ? null : (vectors[i] as Float32Array);
  };
  const dot = (a: Float32Array, b: Float32Array): number => {
    let s = 0;
    for (let d = 0; d < DIM; d += 1) s += (a[d] as number) * (b[d] as number);
    return s;
  };
  return {
    name: 'fake-16d',
    lang: 'en',
    dimensions: DIM,
    vocabulary,
    clueIndices,
    has: (w) => indexOf(w) >= 0,
    indexOf,
    lookup(w): Lookup {
      const v = vector(w);
      return v === null ? { ok: false, reason: 'oov', missing: [w] } : { ok: true, vector: v, tokens: [w.toLowerCase()], kind: 'exact' };
    },
    vector,
    similarity(a, b) {
      const x = vector(a), y = vector(b);
      return x === null || y === null ? null : dot(x, y);
    },
    similarityMatrix(rows, candidates = clueIndices) {
      const out = new Float32Array(rows.length * candidates.length);
      rows.forEach((r, i) => candidates.forEach((c, j) => {
        out[i * candidates.length + j] = dot(r, vectors[c] as Float32Array);
      }));
      return out;
    },
    neighbours(query, k = 10): Neighbour[] {
      const q = typeof query === 'string' ? vector(query) : query;
      if (q === null) return [];
      return vocabulary.map((word, i) => ({ word, similarity: dot(q, vectors[i] as Float32Array) }))
        .filter((n) => n.word !== query).sort((x, y) => y.similarity - x.similarity).slice(0, k);
    },
    vectorAt: (i) => vectors[i] as Float32Array,
  };
}
