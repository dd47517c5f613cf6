/**
 * Hubness: the mean similarity of a word to its k nearest clue words. Hub words are close to everything, so
 * raw cosine over-ranks them; subtracting hubness is the CSLS correction (Conneau et al. 2018), which both the
 * guesser (card side) and the spymaster (clue side) use. The shipped tables (hub-table.ts) hold these values
 * for a model's pool words; this file is what they are checked against and what fills the rest.
 */
import type { EmbeddingModel } from '../embeddings/types.js';

/** How many nearest clue words define a word's hubness. */
const HUB_K = 10;
/** Hubness is measured against this many of the most frequent clue words (enough for a stable mean). */
const HUB_REFERENCE = 6000;
/** ... sampled down to this many (hubness is a smooth property; a sample keeps it cheap for 12k clues). */
const HUB_SAMPLE = 500;

/** Each model's reference words, picked once. */
const references = new WeakMap<EmbeddingModel, Int32Array>();

/**
 * The reference words hubness is measured against: a strided sample of HUB_SAMPLE of the most frequent clue
 * words (skipping the very top, whose function-like words are hubs themselves). Cards and clues use the same
 * sample, so the spymaster's prediction of a guesser's scores is exact.
 */
function reference(model: EmbeddingModel): Int32Array {
  let picked = references.get(model);
  if (picked === undefined) {
    const start = Math.min(100, Math.floor(model.clueIndices.length / 10));
    const span = model.clueIndices.subarray(start, Math.min(model.clueIndices.length, start + HUB_REFERENCE));
    const step = Math.max(1, Math.floor(span.length / HUB_SAMPLE));
    const words: number[] = [];
    for (let i = 0; i < span.length && words.length < HUB_SAMPLE; i += step) words.push(span[i]!);
    picked = Int32Array.from(words);
    references.set(model, picked);
  }
  return picked;
}

/** Mean of the k largest values of `row[from..to)`, skipping values >= 0.999 (the word itself). */
function topMean(row: Float32Array, from: number, to: number, k: number): number {
  const best: number[] = [];
  for (let i = from; i < to; i++) {
    const v = row[i]!;
    if (v >= 0.999) continue;
    if (best.length < k) {
      best.push(v);
      if (best.length === k) best.sort((a, b) => a - b);
    } else if (v > best[0]!) {
      best[0] = v;
      best.sort((a, b) => a - b);
    }
  }
  if (best.length === 0) return 0;
  return best.reduce((a, b) => a + b, 0) / best.length;
}

/** Hubness of one unit vector (its mean similarity to its 10 nearest reference words). */
export function hubOf(model: EmbeddingModel, vector: Float32Array): number {
  const row = model.similarityMatrix([vector], reference(model));
  return topMean(row, 0, row.length, HUB_K);
}

/** Vectors per similarityMatrix call of {@link hubsOf} (bounds the scratch: 256 x 500 scores). */
const HUB_BATCH = 256;

/**
 * The hubness of many unit vectors at once: `out[k]` = hubOf(model, vectors[k]), the same value to the bit
 * (each vector's scores are the same dot products, made several rows per pass instead of one), at a fraction
 * of the cost of one call per vector (the reference rows are read once per batch).
 */
export function hubsOf(model: EmbeddingModel, vectors: readonly Float32Array[]): Float64Array {
  const out = new Float64Array(vectors.length);
  const ref = reference(model);
  const n = ref.length;
  for (let from = 0; from < vectors.length; from += HUB_BATCH) {
    const batch = vectors.slice(from, from + HUB_BATCH);
    const m = model.similarityMatrix(batch, ref);
    for (let k = 0; k < batch.length; k++) out[from + k] = topMean(m, k * n, (k + 1) * n, HUB_K);
  }
  return out;
}
