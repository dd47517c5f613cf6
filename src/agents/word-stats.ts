/**
 * Per-model word statistics the agents share, computed lazily and cached per model object:
 * - card look-ups (a board word's vector, or a clear 'unknown' when the model has no vector for it);
 * - hubness: the mean similarity of a word to its k nearest clue words. Hub words are close to everything,
 *   so raw cosine over-ranks them; subtracting hubness is the CSLS correction (Conneau et al. 2018), which
 *   both the guesser (card side) and the spymaster (clue side) use.
 */
import type { EmbeddingModel } from '../embeddings/types.js';
import { tableHubOf } from './hub-table.js';

/** How many nearest clue words define a word's hubness. */
const HUB_K = 10;
/** Hubness is measured against this many of the most frequent clue words (enough for a stable mean). */
const HUB_REFERENCE = 6000;
/** ... sampled down to this many (hubness is a smooth property; a sample keeps it cheap for 12k clues). */
const HUB_SAMPLE = 500;

/** A board card as the agents see it through a model. */
export interface CardVector {
  readonly word: string;
  /** Unit vector, or null when the model cannot represent the card (then it is 'unknown'). */
  readonly vector: Float32Array | null;
  /** Hubness of the card (0 when unknown). */
  readonly hub: number;
}

interface Stats {
  readonly cards: Map<string, CardVector>;
  reference: Int32Array | null;
}

const perModel = new WeakMap<EmbeddingModel, Stats>();

function stats(model: EmbeddingModel): Stats {
  let s = perModel.get(model);
  if (s === undefined) {
    s = { cards: new Map(), reference: null };
    perModel.set(model, s);
  }
  return s;
}

/**
 * The reference words hubness is measured against: a strided sample of HUB_SAMPLE of the most frequent clue
 * words (skipping the very top, whose function-like words are hubs themselves). Cards and clues use the same
 * sample, so the spymaster's prediction of a guesser's scores is exact.
 */
function reference(model: EmbeddingModel): Int32Array {
  const s = stats(model);
  if (s.reference === null) {
    const start = Math.min(100, Math.floor(model.clueIndices.length / 10));
    const span = model.clueIndices.subarray(start, Math.min(model.clueIndices.length, start + HUB_REFERENCE));
    const step = Math.max(1, Math.floor(span.length / HUB_SAMPLE));
    const picked: number[] = [];
    for (let i = 0; i < span.length && picked.length < HUB_SAMPLE; i += step) picked.push(span[i]!);
    s.reference = Int32Array.from(picked);
  }
  return s.reference;
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

/** Looks a card up once per model (cached), with its hubness. */
export function cardVector(model: EmbeddingModel, word: string): CardVector {
  return stats(model).cards.get(word) ?? cardVectors(model, [word])[0]!;
}

/**
 * Looks many words up as {@link cardVector} does (the same cached objects), the hubness of those not yet
 * cached made in one batch ({@link hubsOf}).
 */
export function cardVectors(model: EmbeddingModel, words: readonly string[]): CardVector[] {
  const s = stats(model);
  const found: { word: string; vector: Float32Array; index: number }[] = [];
  for (const word of words) {
    if (s.cards.has(word) || found.some((f) => f.word === word)) continue;
    const l = model.lookup(word);
    if (l.ok) found.push({ word, vector: l.vector, index: l.kind === 'exact' && l.tokens.length === 1 ? model.indexOf(l.tokens[0]!) : -1 });
    else s.cards.set(word, { word, vector: null, hub: 0 });
  }
  if (found.length > 0) {
    // (a vocabulary vector the model's shipped table holds takes its value there: the same, hub-table.ts)
    const hubs = Float64Array.from(found, (f) => tableHubOf(model, f.index, f.vector));
    const rest = found.flatMap((_, k) => (Number.isNaN(hubs[k]!) ? [k] : []));
    const made = hubsOf(model, rest.map((k) => found[k]!.vector));
    rest.forEach((k, r) => (hubs[k] = made[r]!));
    // Bounded cache: board words repeat across games (word lists of a few hundred words).
    if (s.cards.size + found.length > 20_000) s.cards.clear();
    found.forEach((f, k) => s.cards.set(f.word, { word: f.word, vector: f.vector, hub: hubs[k]! }));
  }
  return words.map((word) => s.cards.get(word) ?? cardVector(model, word));
}
