/**
 * How much a translation pair counts when a word of the language is placed in the English vector space:
 * first senses and first translations inside a sense count most, single English words more than phrases,
 * labelled senses (slang, figurative, regional ...) and verb readings of a card less, and rare English words
 * (late in the English model's frequency order: 'puss', 'candyass' for NYÚL) less than common ones. Then one
 * coherence pass: each translation is re-weighted by its cosine to the weighted centroid, so a stray sense
 * (ВАРЕНЬЕ -> 'nothing', NYÚL -> 'to finger') loses to the senses that agree with each other.
 */
import type { SensePair } from './senses.js';

/** Sense-order decay per sense: FreeDict's forward entries list senses in no useful order, so they decay slowly. */
const SENSE_DECAY = { forward: 0.15, reverse: 0.5 } as const;
/** Decay per position inside a sense. */
const ITEM_DECAY = 0.5;
/** Factor of an English phrase (several words) against a single word. */
export const PHRASE_FACTOR = 0.4;
/** Factor of a labelled sense. */
export const MARKED_FACTOR = 0.3;
/** Factor of an English verb reading ('to hold' for FOG). */
export const VERB_FACTOR = 0.35;
/** English frequency rank at which a translation's weight is halved. */
const RARE_RANK = 30_000;
/** At most this many translations make up a word's vector. */
export const MAX_TRANSLATIONS = 12;

/**
 * The weight of one pair, given the English translation's frequency rank (0 = most frequent) and whether it
 * is a phrase.
 *
 * @example pairWeight({ ...pair, sense: 0, item: 0 }, 100, false) // ~1
 */
export function pairWeight(p: SensePair, englishRank: number, phrase: boolean): number {
  const sense = 1 / (1 + SENSE_DECAY[p.direction] * p.sense);
  const item = 1 / (1 + ITEM_DECAY * p.item);
  const form = (phrase ? PHRASE_FACTOR : 1) * (p.marked ? MARKED_FACTOR : 1) * (p.verb ? VERB_FACTOR : 1);
  return p.weight * sense * item * form * (1 / (1 + englishRank / RARE_RANK));
}

/**
 * The bridged vector of one word from its translations' unit vectors and weights: the coherence-weighted
 * mean (see the file comment), L2-normalised, over at most {@link MAX_TRANSLATIONS} translations. Returns
 * the vector and the weights used (same order as the input; 0 = dropped).
 */
export function bridgedVector(vectors: readonly Float32Array[], weights: readonly number[], dims: number): { vector: Float64Array; used: number[] } {
  const mean = (w: readonly number[]): Float64Array => {
    const v = new Float64Array(dims);
    vectors.forEach((x, k) => {
      const wk = w[k] as number;
      if (wk > 0) for (let d = 0; d < dims; d++) v[d] = (v[d] as number) + wk * (x[d] as number);
    });
    let n = 0;
    for (let d = 0; d < dims; d++) n += (v[d] as number) ** 2;
    const s = n > 0 ? 1 / Math.sqrt(n) : 0;
    for (let d = 0; d < dims; d++) v[d] = (v[d] as number) * s;
    return v;
  };
  let used = [...weights];
  if (vectors.length > 1) {
    const centroid = mean(weights);
    used = weights.map((w, k) => {
      const x = vectors[k] as Float32Array;
      let c = 0;
      for (let d = 0; d < dims; d++) c += (x[d] as number) * (centroid[d] as number);
      return w * Math.max(0, c);
    });
    // Keep the strongest translations (ties: the earlier one).
    const order = used.map((w, k) => [w, k] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    for (const [, k] of order.slice(MAX_TRANSLATIONS)) used[k] = 0;
    if (!used.some((w) => w > 0)) used = [...weights];
  }
  return { vector: mean(used), used };
}
