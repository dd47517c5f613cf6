/**
 * An in-memory `EmbeddingModel` over a row-major Float32Array. It backs the WordNet mind and the tiny
 * hand-made models of the tests, so every agent runs on the same interface whatever the source of its
 * vectors. Rows are L2-normalised once here; the look-up rules are the embedding core's
 * (embeddings/model-core.ts) and the batched similarity is its exact double-precision kernel.
 */
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel } from '../embeddings/types.js';
import { createModelCore, normaliseWord } from '../embeddings/model-core.js';
import { exactTableKernel } from '../embeddings/table-kernel.js';

export { normaliseWord };

/** What {@link createArrayModel} needs. */
export interface ArrayModelInput {
  readonly name: string;
  readonly lang: string;
  readonly dimensions: number;
  /** Words in frequency order (index = rank); lower case. Multi-word entries ('ice cream') are allowed. */
  readonly words: readonly string[];
  /** Row-major words.length x dimensions; rows need not be unit length but must not be all zero. */
  readonly vectors: Float32Array;
  /** Indices usable as clues (default: every single-token word). */
  readonly clueIndices?: Int32Array;
  /** Function words skipped when a multi-word card is averaged ('JOAN OF ARC' = joan + arc). */
  readonly stopwords?: readonly string[];
  /**
   * A last resort for a word that is not in the vocabulary (e.g. a lemmatiser: 'animals' -> 'animal').
   * Returns a vocabulary word or null.
   */
  readonly fallback?: (word: string) => string | null;
}

/** The stopwords of an array model that names none. */
const DEFAULT_STOPWORDS: readonly string[] = ['of', 'the', 'a', 'an', 'and', 'de', 'la', 'le'];

/**
 * Builds an `EmbeddingModel` from arrays.
 *
 * @example
 * const m = createArrayModel({ name: 'toy', lang: 'en', dimensions: 2, words: ['a', 'b'], vectors: Float32Array.of(1, 0, 0, 1) });
 * m.similarity('a', 'b'); // 0
 */
export function createArrayModel(input: ArrayModelInput): EmbeddingModel {
  const { words, dimensions: dim } = input;
  if (words.length === 0) throw new CodenamesError('model/empty-vocabulary', `model '${input.name}' has no words; give at least one word and its vector.`);
  if (input.vectors.length !== words.length * dim) {
    throw new CodenamesError('model/bad-vector-file', `model '${input.name}': ${input.vectors.length} numbers for ${words.length} words x ${dim} dimensions; the vector array must hold exactly words x dimensions numbers.`);
  }
  const vectors = new Float32Array(input.vectors);
  for (let i = 0; i < words.length; i++) {
    let n = 0;
    for (let d = 0; d < dim; d++) n += (vectors[i * dim + d] ?? 0) ** 2;
    if (!(n > 0) || !Number.isFinite(n)) {
      throw new CodenamesError('model/bad-vector-file', `model '${input.name}': the vector of '${words[i]}' is all zero or not finite; drop the word or give it a real vector.`);
    }
    const s = 1 / Math.sqrt(n);
    for (let d = 0; d < dim; d++) vectors[i * dim + d] = (vectors[i * dim + d] ?? 0) * s;
  }
  const clueIndices = input.clueIndices ?? Int32Array.from(words.flatMap((w, i) => (/^\p{L}+$/u.test(w) ? [i] : [])));
  const views = words.map((_, i) => vectors.subarray(i * dim, (i + 1) * dim));
  return createModelCore({
    name: input.name,
    lang: input.lang,
    dimensions: dim,
    words,
    clueIndices,
    row: (i) => views[i] as Float32Array,
    kernel: exactTableKernel(vectors, dim),
    stopwords: input.stopwords ?? DEFAULT_STOPWORDS,
    ...(input.fallback === undefined ? {} : { fallback: input.fallback }),
  });
}
