/**
 * An `EmbeddingModel` over an in-memory table of unit vectors in one contiguous buffer: the compact default
 * model, imported and bridged word vectors and the transformers.js provider (which embeds its vocabulary once
 * and then hands the table over here). The look-up rules are the embedding core's (model-core.ts); the
 * batched similarity runs on the fast kernels (table-kernel.ts).
 */
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel } from './types.js';
import { createModelCore, normaliseWord } from './model-core.js';
import { fastTableKernel } from './table-kernel.js';

export { normaliseWord };

/** The table a vector model is built from. `vectors` rows must already be unit length. */
export interface VectorTable {
  readonly name: string;
  readonly lang: string;
  readonly dimensions: number;
  /** Frequency order (index 0 = most frequent). */
  readonly words: readonly string[];
  /** Row-major `words.length x dimensions` unit vectors, one contiguous buffer. */
  readonly vectors: Float32Array;
  readonly clueIndices: Int32Array;
  /** Words skipped inside multi-word cards. */
  readonly stopwords?: readonly string[];
  /** A last resort for a word the table lacks (a lemmatiser; see the embedding core). */
  readonly fallback?: (word: string) => string | null;
}

/**
 * Wraps a table as an `EmbeddingModel`.
 *
 * @example
 * const m = createVectorModel({ name: 't', lang: 'en', dimensions: 2, words: ['a', 'b'],
 *   vectors: Float32Array.of(1, 0, 0, 1), clueIndices: Int32Array.of(0, 1) });
 * m.similarity('a', 'b'); // 0
 */
export function createVectorModel(table: VectorTable): EmbeddingModel {
  const { dimensions: dims, vectors: store, words } = table;
  if (words.length === 0) throw new CodenamesError('model/empty-vocabulary', `Model '${table.name}' has no words.`);
  return createModelCore({
    name: table.name,
    lang: table.lang,
    dimensions: dims,
    words,
    clueIndices: table.clueIndices,
    row: (i) => store.subarray(i * dims, (i + 1) * dims),
    kernel: fastTableKernel(store, dims, table.clueIndices),
    ...(table.stopwords === undefined ? {} : { stopwords: table.stopwords }),
    ...(table.fallback === undefined ? {} : { fallback: table.fallback }),
  });
}
