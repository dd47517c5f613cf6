/**
 * An in-memory `EmbeddingModel` over a row-major Float32Array. It backs the WordNet mind, the blended model
 * and the tiny hand-made models of the tests, so every agent runs on the same interface whatever the source
 * of its vectors. Rows are L2-normalised once here (similarity is then a dot product); out-of-vocabulary is an
 * explicit result, never NaN.
 */
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel, Lookup, Neighbour } from '../embeddings/types.js';

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

/** Lower case, trimmed, inner whitespace collapsed: the key every look-up uses. */
export function normaliseWord(word: string): string {
  return word.trim().toLowerCase().replace(/\s+/g, ' ');
}

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
  const index = new Map<string, number>();
  words.forEach((w, i) => {
    const k = normaliseWord(w);
    if (!index.has(k)) index.set(k, i);
  });
  const stop = new Set(input.stopwords ?? ['of', 'the', 'a', 'an', 'and', 'de', 'la', 'le']);
  const clueIndices = input.clueIndices ?? Int32Array.from(words.flatMap((w, i) => (/^\p{L}+$/u.test(w) ? [i] : [])));
  const views = words.map((_, i) => vectors.subarray(i * dim, (i + 1) * dim));

  const indexOf = (word: string): number => index.get(normaliseWord(word)) ?? -1;
  const vectorAt = (i: number): Float32Array => {
    const v = views[i];
    if (v === undefined) throw new CodenamesError('model/unknown-word', `index ${i} is outside model '${input.name}' (0..${words.length - 1}).`);
    return v;
  };
  const single = (token: string): number => {
    const i = indexOf(token);
    if (i >= 0 || input.fallback === undefined) return i;
    const f = input.fallback(token);
    return f === null ? -1 : indexOf(f);
  };

  const lookup = (word: string): Lookup => {
    const key = normaliseWord(word);
    const direct = indexOf(key);
    if (direct >= 0) return { ok: true, vector: vectorAt(direct), tokens: [words[direct] ?? key], kind: 'exact' };
    const parts = key.split(/[\s\-_.']+/).filter((p) => p.length > 0);
    if (parts.length <= 1) {
      const i = single(key.replace(/[^\p{L}\p{N}]/gu, ''));
      return i >= 0 ? { ok: true, vector: vectorAt(i), tokens: [words[i] ?? key], kind: 'exact' } : { ok: false, reason: 'oov', missing: [key] };
    }
    // A multi-word card: the mean of its content words' vectors, re-normalised.
    const content = parts.filter((p) => !stop.has(p));
    const use = content.length > 0 ? content : parts;
    const idx = use.map(single);
    const missing = use.filter((_, k) => (idx[k] ?? -1) < 0);
    if (missing.length > 0) return { ok: false, reason: 'oov', missing };
    const v = new Float32Array(dim);
    for (const i of idx) {
      const r = vectorAt(i);
      for (let d = 0; d < dim; d++) v[d] = (v[d] ?? 0) + (r[d] ?? 0);
    }
    let n = 0;
    for (let d = 0; d < dim; d++) n += (v[d] ?? 0) ** 2;
    if (!(n > 0)) return { ok: false, reason: 'oov', missing: use };
    const s = 1 / Math.sqrt(n);
    for (let d = 0; d < dim; d++) v[d] = (v[d] ?? 0) * s;
    return { ok: true, vector: v, tokens: idx.map((i) => words[i] ?? ''), kind: 'compound' };
  };
  const vector = (word: string): Float32Array | null => {
    const l = lookup(word);
    return l.ok ? l.vector : null;
  };
  const dot = (a: Float32Array, b: Float32Array): number => {
    let s = 0;
    for (let d = 0; d < dim; d++) s += (a[d] ?? 0) * (b[d] ?? 0);
    return s;
  };

  const model: EmbeddingModel = {
    name: input.name,
    lang: input.lang,
    dimensions: dim,
    vocabulary: words,
    clueIndices,
    has: (w) => lookup(w).ok,
    indexOf,
    lookup,
    vector,
    similarity(a, b) {
      const va = vector(a);
      const vb = vector(b);
      return va === null || vb === null ? null : dot(va, vb);
    },
    similarityMatrix(rows, candidates = clueIndices) {
      const out = new Float32Array(rows.length * candidates.length);
      for (let c = 0; c < candidates.length; c++) {
        const off = (candidates[c] ?? 0) * dim;
        for (let r = 0; r < rows.length; r++) {
          const row = rows[r] as Float32Array;
          let s = 0;
          for (let d = 0; d < dim; d++) s += (row[d] ?? 0) * (vectors[off + d] ?? 0);
          out[r * candidates.length + c] = s;
        }
      }
      return out;
    },
    neighbours(query, k = 10, options = {}) {
      const self = typeof query === 'string' ? indexOf(query) : -1;
      const q = typeof query === 'string' ? vector(query) : query;
      if (q === null) throw new CodenamesError('model/unknown-word', `'${String(query)}' is not in model '${input.name}'; check the spelling or use a word from its vocabulary.`);
      const pool = options.cluesOnly === true ? clueIndices : null;
      const n = pool === null ? words.length : pool.length;
      const best: Neighbour[] = [];
      for (let j = 0; j < n; j++) {
        const i = pool === null ? j : (pool[j] ?? 0);
        if (i === self) continue;
        const s = dot(q, vectorAt(i));
        if (best.length < k || s > (best[best.length - 1]?.similarity ?? -Infinity)) {
          best.push({ word: words[i] ?? '', similarity: s });
          best.sort((a, b) => b.similarity - a.similarity);
          if (best.length > k) best.pop();
        }
      }
      return best;
    },
    vectorAt,
  };
  return model;
}
