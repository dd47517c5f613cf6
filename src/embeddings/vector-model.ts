/**
 * An `EmbeddingModel` over an in-memory table of unit vectors: the one implementation behind the compact
 * default model, imported word vectors and the transformers.js provider (which embeds its vocabulary once and
 * then hands the table over here).
 *
 * Multi-word and hyphenated cards ('ICE CREAM', 'LOCH NESS', 'ST.PATRICK', 'JOAN OF ARC'): when the whole
 * string is not itself a vocabulary entry, the card is split on spaces, hyphens, dots and underscores; its
 * vector is the L2-normalised mean of its parts' unit vectors, leaving out the model's stopwords ('of') unless
 * nothing else remains. If any remaining part is out of vocabulary, the card is too (reported with the parts
 * that are missing): never a partial or zero vector.
 */
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel, Lookup, Neighbour } from './types.js';
import { dotMatrix, packRows, topK } from './similarity-kernel.js';
import { createOnnxKernel, type OnnxKernel } from './onnx-kernel.js';
import { createWasmKernel, type WasmKernel } from './wasm-kernel.js';

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
}

/** Case and Unicode normalisation of a word before look-up ('Shark ' -> 'shark'). */
export function normaliseWord(word: string): string {
  return word.normalize('NFC').trim().toLowerCase();
}

const PART_SEPARATOR = /[\s.\-_]+/u;

/**
 * Wraps a table as an `EmbeddingModel`.
 *
 * @example
 * const m = createVectorModel({ name: 't', lang: 'en', dimensions: 2, words: ['a', 'b'],
 *   vectors: Float32Array.of(1, 0, 0, 1), clueIndices: Int32Array.of(0, 1) });
 * m.similarity('a', 'b'); // 0
 */
export function createVectorModel(table: VectorTable): EmbeddingModel {
  const { dimensions: dims, vectors: store, words, clueIndices } = table;
  if (words.length === 0) throw new CodenamesError('model/empty-vocabulary', `Model '${table.name}' has no words.`);
  const index = new Map<string, number>();
  // First occurrence wins, so a duplicate keeps its more frequent rank.
  words.forEach((w, i) => {
    if (!index.has(w)) index.set(w, i);
  });
  const stop = new Set(table.stopwords ?? []);
  const compoundCache = new Map<string, Lookup>();
  const rowView = (i: number): Float32Array => store.subarray(i * dims, (i + 1) * dims);
  let onnx: Promise<OnnxKernel | null> | undefined;
  let onnxClues: Promise<OnnxKernel | null> | undefined;
  let wasm: WasmKernel | null | undefined;
  let allIndices: Int32Array | undefined;

  /**
   * The synchronous kernel: WebAssembly SIMD when the dimension allows (about 10x the TS kernel, measured in
   * bench/embeddings.bench.mjs), else TS. Made on the first call; the clue rows are packed contiguously in its
   * memory on the second call with the clue list (the usual board x clue vocabulary call).
   */
  function matrixSync(packed: Float32Array, candidates: Int32Array): Float32Array {
    if (wasm === undefined) wasm = createWasmKernel(store, dims, { pack: clueIndices });
    return wasm === null ? dotMatrix(store, dims, packed, candidates) : wasm(packed, candidates);
  }

  /** A contiguous copy of the given vocabulary rows. */
  function gatherRows(indices: Int32Array): Float32Array {
    const out = new Float32Array(indices.length * dims);
    for (let k = 0; k < indices.length; k++) out.set(rowView(indices[k] as number), k * dims);
    return out;
  }

  /**
   * ONNX scores every vocabulary row, then the wanted columns are picked out. That pays off when the
   * candidates are a large share of the vocabulary (the clue vocabulary is nearly all of it); for a short
   * candidate list the TS kernel is cheaper than scoring all rows.
   */
  async function matrixAsync(rows: readonly Float32Array[], candidates: Int32Array): Promise<Float32Array> {
    const packed = packRows(rows, dims);
    if (candidates.length * 4 < words.length || rows.length === 0) return matrixSync(packed, candidates);
    if (candidates === clueIndices) {
      // The usual call (board x clue vocabulary): ONNX over a packed copy of the clue rows, made once, so no
      // column gather is needed when recognition-only words sit between the clue words.
      onnxClues ??= createOnnxKernel(gatherRows(clueIndices), dims).catch(() => null);
      const clueKernel = await onnxClues;
      if (clueKernel !== null) return (await clueKernel.run(packed)).slice();
    }
    onnx ??= createOnnxKernel(store, dims).catch(() => null);
    const kernel = await onnx;
    if (kernel === null) return matrixSync(packed, candidates);
    const full = await kernel.run(packed);
    const count = words.length;
    const n = candidates.length;
    const out = new Float32Array(rows.length * n);
    // Long ascending runs (candidates that are nearly every row) are copied with one native set() each; when
    // the runs are short (a clue vocabulary interleaved with recognition-only words, as in the default
    // model), a set() per run costs more than it saves, so copy element by element.
    let runs = 1;
    for (let k = 1; k < n; k++) if ((candidates[k] as number) !== (candidates[k - 1] as number) + 1) runs++;
    if (n < runs * 16) {
      for (let r = 0; r < rows.length; r++) {
        const base = r * count;
        const o = r * n;
        for (let k = 0; k < n; k++) out[o + k] = full[base + (candidates[k] as number)] as number;
      }
      return out;
    }
    let j = 0;
    while (j < n) {
      const start = candidates[j] as number;
      let len = 1;
      while (j + len < n && (candidates[j + len] as number) === start + len) len++;
      for (let r = 0; r < rows.length; r++) out.set(full.subarray(r * count + start, r * count + start + len), r * n + j);
      j += len;
    }
    return out;
  }

  function compound(key: string): Lookup {
    const cached = compoundCache.get(key);
    if (cached !== undefined) return cached;
    const parts = key.split(PART_SEPARATOR).filter((p) => p.length > 0);
    const content = parts.filter((p) => !stop.has(p));
    const used = content.length > 0 ? content : parts;
    const missing = used.filter((p) => !index.has(p));
    let result: Lookup;
    if (used.length === 0 || missing.length > 0) {
      result = { ok: false, reason: 'oov', missing: used.length === 0 ? [key] : missing };
    } else if (used.length === 1) {
      result = { ok: true, vector: rowView(index.get(used[0] as string) as number), tokens: used, kind: 'exact' };
    } else {
      const v = new Float64Array(dims);
      for (const p of used) {
        const o = (index.get(p) as number) * dims;
        for (let d = 0; d < dims; d++) v[d] = (v[d] as number) + (store[o + d] as number);
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
        result = { ok: true, vector, tokens: used, kind: 'compound' };
      }
    }
    compoundCache.set(key, result);
    return result;
  }

  function lookup(word: string): Lookup {
    const key = normaliseWord(word);
    const i = index.get(key);
    if (i !== undefined) return { ok: true, vector: rowView(i), tokens: [key], kind: 'exact' };
    return compound(key);
  }

  function resolveQuery(query: string | Float32Array): { vector: Float32Array; exclude: Set<number> } {
    if (typeof query !== 'string') {
      if (query.length !== dims) throw new CodenamesError('model/unknown-word', `The query vector has ${query.length} numbers; model '${table.name}' has ${dims} dimensions.`);
      return { vector: query, exclude: new Set() };
    }
    const l = lookup(query);
    if (!l.ok) {
      throw new CodenamesError('model/unknown-word', `'${query}' is not in model '${table.name}' (missing: ${l.missing.join(', ')}). Check the spelling or use a model with a larger vocabulary.`, { word: query, missing: l.missing });
    }
    return { vector: l.vector, exclude: new Set(l.tokens.map((t) => index.get(t) as number)) };
  }

  return {
    name: table.name,
    lang: table.lang,
    dimensions: dims,
    vocabulary: words,
    clueIndices,
    has: (word) => lookup(word).ok,
    indexOf: (word) => index.get(normaliseWord(word)) ?? -1,
    lookup,
    vector(word) {
      const l = lookup(word);
      return l.ok ? l.vector : null;
    },
    similarity(a, b) {
      const la = lookup(a);
      const lb = lookup(b);
      if (!la.ok || !lb.ok) return null;
      let s = 0;
      for (let d = 0; d < dims; d++) s += (la.vector[d] as number) * (lb.vector[d] as number);
      return s;
    },
    similarityMatrix(rows, candidates = clueIndices) {
      return matrixSync(packRows(rows, dims), candidates);
    },
    similarityMatrixAsync: (rows, candidates = clueIndices) => matrixAsync(rows, candidates),
    neighbours(query, k = 10, options = {}) {
      const { vector, exclude } = resolveQuery(query);
      allIndices ??= Int32Array.from({ length: words.length }, (_, i) => i);
      const cands = options.cluesOnly === true ? clueIndices : allIndices;
      const scores = matrixSync(vector, cands);
      return topK(scores, k, (j) => exclude.has(cands[j] as number)).map((j): Neighbour => ({ word: words[cands[j] as number] as string, similarity: scores[j] as number }));
    },
    vectorAt(i) {
      if (!Number.isInteger(i) || i < 0 || i >= words.length) {
        throw new CodenamesError('model/unknown-word', `Index ${i} is outside model '${table.name}' (0..${words.length - 1}).`, { index: i });
      }
      return rowView(i);
    },
  };
}
