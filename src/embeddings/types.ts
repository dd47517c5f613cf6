/**
 * The embedding layer's one interface. Agents think only through it, so any model (the embedded GloVe
 * default, imported word vectors, a local transformers.js model) can back them.
 *
 * Conventions: vectors are L2-normalised once at load, similarity is a dot product, and out-of-vocabulary is
 * an explicit result (`null` / `{ ok: false }`), never NaN and never a silent zero vector.
 */

/** How a word (or multi-word card such as 'ICE CREAM') maps onto the model. */
export type Lookup =
  | {
      readonly ok: true;
      /** Unit-length vector (a fresh copy or a read-only view; do not mutate). */
      readonly vector: Float32Array;
      /** The vocabulary entries that make it up: one for a plain word, several for a multi-word card. */
      readonly tokens: readonly string[];
      /** 'exact' = one vocabulary word; 'compound' = a multi-word or hyphenated card built from its parts. */
      readonly kind: 'exact' | 'compound';
    }
  | { readonly ok: false; readonly reason: 'oov'; readonly missing: readonly string[] };

/** One result of `neighbours()`: a vocabulary word and its cosine similarity to the query. */
export interface Neighbour {
  readonly word: string;
  readonly similarity: number;
}

/** A word-embedding model as the agents see it (implementations: src/embeddings/vector-model.ts). */
export interface EmbeddingModel {
  /** Short name (e.g. 'glove-6b-100d-en'). */
  readonly name: string;
  /** ISO 639-1 language code of the vocabulary. */
  readonly lang: string;
  readonly dimensions: number;
  /** Vocabulary in frequency order: index = frequency rank (0 = most frequent). */
  readonly vocabulary: readonly string[];
  /**
   * Indices into `vocabulary` of the words usable as clues (real words; no stopwords, numbers, fragments or
   * slurs), in frequency order. Board-only words (e.g. a rare code name) are in `vocabulary` but not here.
   */
  readonly clueIndices: Int32Array;

  /** True when `word` (any case; multi-word cards included) has a vector. */
  has(word: string): boolean;
  /** Vocabulary index of a single word (case-normalised), or -1. */
  indexOf(word: string): number;
  /** The full look-up, with the reason when it fails. */
  lookup(word: string): Lookup;
  /** Unit vector, or null when out of vocabulary. */
  vector(word: string): Float32Array | null;
  /** Cosine similarity, or null when either side is out of vocabulary. */
  similarity(a: string, b: string): number | null;
  /**
   * Batched similarity: `rows` are unit vectors (e.g. the board's cards), `candidates` vocabulary indices
   * (default: `clueIndices`). Returns a row-major `rows.length x candidates.length` matrix.
   */
  similarityMatrix(rows: readonly Float32Array[], candidates?: Int32Array): Float32Array;
  /**
   * The same matrix (equal within float32 rounding) on the fastest backend available: ONNX Runtime when
   * onnxruntime-node is installed (about 20x faster for a board against the clue vocabulary; see docs/models.md's
   * `## Models`), else the TS kernel. Optional, so hand-written test models need not implement it:
   * `m.similarityMatrixAsync ? await m.similarityMatrixAsync(rows) : m.similarityMatrix(rows)`.
   */
  similarityMatrixAsync?(rows: readonly Float32Array[], candidates?: Int32Array): Promise<Float32Array>;
  /** The k nearest vocabulary words to a word or vector (excluding the word itself), best first. */
  neighbours(query: string | Float32Array, k?: number, options?: { cluesOnly?: boolean }): Neighbour[];
  /** Unit vector of a vocabulary index (a view into the model's storage; do not mutate). */
  vectorAt(index: number): Float32Array;
}
