/**
 * The one embedding core: every `EmbeddingModel` (a compact model file, imported or bridged vectors, the
 * in-memory array models of the WordNet mind and the tests, the blend of two models) is this object over a
 * source of unit rows. It owns the rules every kind shares, written once:
 *
 * - the look-up key: {@link normaliseWord} (NFC, trimmed, lower case, inner whitespace collapsed);
 * - the compound rule for a card that is not itself a vocabulary entry ('ICE CREAM', 'LOCH NESS',
 *   'ST.PATRICK', 'JOAN OF ARC'): split on spaces, hyphens, dots and underscores, leave out the model's
 *   stopwords unless nothing else remains, resolve each part (as written, then without its punctuation, then
 *   through the source's fallback such as a lemmatiser), and take the L2-normalised mean of the parts' unit
 *   vectors (summed in double precision). If any part is out of vocabulary the card is too (reported with the
 *   missing parts): never a partial or zero vector;
 * - similarity, nearest neighbours (ties keep the more frequent word) and the batched matrix on the kernel
 *   the source chooses (see {@link RowKernel}).
 */
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel, Lookup, Neighbour } from './types.js';
import { dotRows, packRows, topK } from './similarity-kernel.js';

/** Case and Unicode normalisation of a word before look-up ('Shark ' -> 'shark', 'ice  cream' -> 'ice cream'). */
export function normaliseWord(word: string): string {
  return word.normalize('NFC').trim().toLowerCase().replace(/\s+/gu, ' ');
}

/** Separators between the parts of a multi-word or hyphenated card. */
const PART_SEPARATOR = /[\s.\-_]+/u;

/** The parts of a normalised multi-word card ('st.patrick' -> ['st', 'patrick']). */
export function compoundParts(key: string): string[] {
  return key.split(PART_SEPARATOR).filter((p) => p.length > 0);
}

/**
 * How a source's batched similarity is computed. `matrix` gets the query rows packed contiguously;
 * `matrixAsync`, when given, is the (equal within float32 rounding) faster asynchronous path.
 */
export interface RowKernel {
  matrix(packed: Float32Array, candidates: Int32Array): Float32Array;
  matrixAsync?(rows: readonly Float32Array[], candidates: Int32Array): Promise<Float32Array>;
}

/** What the core is built over. */
export interface CoreSource {
  readonly name: string;
  readonly lang: string;
  readonly dimensions: number;
  /** Frequency order (index 0 = most frequent); the index is built from their normalised forms, first wins. */
  readonly words: readonly string[];
  readonly clueIndices: Int32Array;
  /** Unit vector of row `i` (0 <= i < words.length; a view, not mutated by the core). */
  row(i: number): Float32Array;
  /** The batched similarity; default: dot products over `row()` in double precision (see dotRows). */
  readonly kernel?: RowKernel;
  /** Words skipped inside multi-word cards. */
  readonly stopwords?: readonly string[];
  /** A last resort for a part that is not in the vocabulary (e.g. a lemmatiser); returns a vocabulary word or null. */
  readonly fallback?: (word: string) => string | null;
  /**
   * The look-up of a key that is not a vocabulary entry, replacing the compound rule (the blend combines its
   * two models' own look-ups). Called with the normalised key.
   */
  readonly lookupOther?: (key: string) => Lookup;
}

/**
 * Builds the `EmbeddingModel` over a source.
 *
 * @example
 * const rows = [Float32Array.of(1, 0), Float32Array.of(0, 1)];
 * const m = createModelCore({ name: 't', lang: 'en', dimensions: 2, words: ['a', 'b'], clueIndices: Int32Array.of(0, 1), row: (i) => rows[i]! });
 * m.similarity('a', 'b'); // 0
 */
export function createModelCore(source: CoreSource): EmbeddingModel {
  const { name, words, clueIndices, dimensions: dims } = source;
  if (words.length === 0) throw new CodenamesError('model/empty-vocabulary', `Model '${name}' has no words; give at least one word and its vector.`);
  const index = new Map<string, number>();
  words.forEach((w, i) => {
    const k = normaliseWord(w);
    if (!index.has(k)) index.set(k, i);
  });
  const stop = new Set(source.stopwords ?? []);
  const kernel: RowKernel = source.kernel ?? { matrix: (packed, candidates) => dotRows(source.row, dims, packed, candidates) };
  const compoundCache = new Map<string, Lookup>();
  let allIndices: Int32Array | undefined;

  const vectorAt = (i: number): Float32Array => {
    if (!Number.isInteger(i) || i < 0 || i >= words.length) {
      throw new CodenamesError('model/unknown-word', `Index ${i} is outside model '${name}' (0..${words.length - 1}).`, { index: i });
    }
    return source.row(i);
  };

  /** A part's vocabulary index: as written, without punctuation, then through the fallback; -1 when unknown. */
  const part = (p: string): number => {
    const direct = index.get(p);
    if (direct !== undefined) return direct;
    const bare = p.replace(/[^\p{L}\p{N}]/gu, '');
    const stripped = index.get(bare);
    if (stripped !== undefined) return stripped;
    const f = source.fallback === undefined || bare.length === 0 ? null : source.fallback(bare);
    return f === null ? -1 : (index.get(normaliseWord(f)) ?? -1);
  };

  function compound(key: string): Lookup {
    const cached = compoundCache.get(key);
    if (cached !== undefined) return cached;
    const parts = compoundParts(key);
    const content = parts.filter((p) => !stop.has(p));
    const used = content.length > 0 ? content : parts;
    const idx = used.map(part);
    const missing = used.filter((_, k) => (idx[k] as number) < 0);
    let result: Lookup;
    if (used.length === 0 || missing.length > 0) {
      result = { ok: false, reason: 'oov', missing: used.length === 0 ? [key] : missing };
    } else if (idx.length === 1) {
      const i = idx[0] as number;
      result = { ok: true, vector: source.row(i), tokens: [words[i] as string], kind: 'exact' };
    } else {
      const v = new Float64Array(dims);
      for (const i of idx) {
        const r = source.row(i);
        for (let d = 0; d < dims; d++) v[d] = (v[d] as number) + (r[d] as number);
      }
      let sq = 0;
      for (let d = 0; d < dims; d++) sq += (v[d] as number) ** 2;
      if (sq === 0) {
        // Exactly opposite parts cancel out; report it as out of vocabulary rather than return a zero vector.
        result = { ok: false, reason: 'oov', missing: [key] };
      } else {
        const inv = 1 / Math.sqrt(sq);
        const vector = new Float32Array(dims);
        for (let d = 0; d < dims; d++) vector[d] = (v[d] as number) * inv;
        result = { ok: true, vector, tokens: idx.map((i) => words[i] as string), kind: 'compound' };
      }
    }
    if (compoundCache.size > 100_000) compoundCache.clear();
    compoundCache.set(key, result);
    return result;
  }

  function lookup(word: string): Lookup {
    const key = normaliseWord(word);
    const i = index.get(key);
    if (i !== undefined) return { ok: true, vector: source.row(i), tokens: [words[i] as string], kind: 'exact' };
    return source.lookupOther !== undefined ? source.lookupOther(key) : compound(key);
  }

  function resolveQuery(query: string | Float32Array): { vector: Float32Array; exclude: Set<number> } {
    if (typeof query !== 'string') {
      if (query.length !== dims) throw new CodenamesError('model/unknown-word', `The query vector has ${query.length} numbers; model '${name}' has ${dims} dimensions.`);
      return { vector: query, exclude: new Set() };
    }
    const l = lookup(query);
    if (!l.ok) {
      throw new CodenamesError('model/unknown-word', `'${query}' is not in model '${name}' (missing: ${l.missing.join(', ')}). Check the spelling or use a model with a larger vocabulary.`, { word: query, missing: l.missing });
    }
    const exclude = new Set<number>();
    for (const t of l.tokens) {
      const i = index.get(normaliseWord(t));
      if (i !== undefined) exclude.add(i);
    }
    return { vector: l.vector, exclude };
  }

  const vector = (word: string): Float32Array | null => {
    const l = lookup(word);
    return l.ok ? l.vector : null;
  };
  const matrixAsync = kernel.matrixAsync;

  return {
    name,
    lang: source.lang,
    dimensions: dims,
    vocabulary: words,
    clueIndices,
    has: (word) => lookup(word).ok,
    indexOf: (word) => index.get(normaliseWord(word)) ?? -1,
    lookup,
    vector,
    similarity(a, b) {
      const va = vector(a);
      const vb = vector(b);
      if (va === null || vb === null) return null;
      let s = 0;
      for (let d = 0; d < dims; d++) s += (va[d] as number) * (vb[d] as number);
      return s;
    },
    similarityMatrix: (rows, candidates = clueIndices) => kernel.matrix(packRows(rows, dims), candidates),
    ...(matrixAsync === undefined ? {} : { similarityMatrixAsync: (rows: readonly Float32Array[], candidates: Int32Array = clueIndices) => matrixAsync(rows, candidates) }),
    neighbours(query, k = 10, options = {}) {
      const { vector: q, exclude } = resolveQuery(query);
      allIndices ??= Int32Array.from({ length: words.length }, (_, i) => i);
      const cands = options.cluesOnly === true ? clueIndices : allIndices;
      const scores = kernel.matrix(q, cands);
      return topK(scores, k, (j) => exclude.has(cands[j] as number)).map((j): Neighbour => ({ word: words[cands[j] as number] as string, similarity: scores[j] as number }));
    },
    vectorAt,
  };
}
