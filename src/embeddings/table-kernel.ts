/**
 * The fast kernels of a model whose unit rows are one contiguous buffer (compact model files, imported and
 * bridged vectors, the transformers.js provider): WebAssembly SIMD behind the synchronous matrix when the
 * dimension allows (about 10x the TS kernel, measured in bench/embeddings.bench.mjs), else the TS kernel; and
 * ONNX Runtime behind the asynchronous one when onnxruntime-node is installed. Both agree with the exact
 * double-precision kernel within float32 rounding; {@link exactTableKernel} is that kernel itself.
 */
import type { RowKernel } from './model-core.js';
import { dotMatrix, packRows } from './similarity-kernel.js';
import { createOnnxKernel, type OnnxKernel } from './onnx-kernel.js';
import { createWasmKernel, type WasmKernel } from './wasm-kernel.js';

/**
 * The exact kernel over a contiguous `count x dims` store (double-precision sums: bit-identical to the
 * model's `similarity()`); hand-made array models and the WordNet mind use it.
 */
export function exactTableKernel(store: Float32Array, dims: number): RowKernel {
  return { matrix: (packed, candidates) => dotMatrix(store, dims, packed, candidates) };
}

/**
 * The fast kernels over `store` (`count x dims` unit rows); `clueIndices` is the list packed for the usual
 * board x clue vocabulary call.
 */
export function fastTableKernel(store: Float32Array, dims: number, clueIndices: Int32Array): RowKernel {
  const count = store.length / dims;
  let onnx: Promise<OnnxKernel | null> | undefined;
  let onnxClues: Promise<OnnxKernel | null> | undefined;
  let wasm: WasmKernel | null | undefined;

  /** Made on the first call; the clue rows are packed contiguously in its memory on the second call with the clue list. */
  function matrix(packed: Float32Array, candidates: Int32Array): Float32Array {
    if (wasm === undefined) wasm = createWasmKernel(store, dims, { pack: clueIndices });
    return wasm === null ? dotMatrix(store, dims, packed, candidates) : wasm(packed, candidates);
  }

  /** A contiguous copy of the given rows. */
  function gatherRows(indices: Int32Array): Float32Array {
    const out = new Float32Array(indices.length * dims);
    for (let k = 0; k < indices.length; k++) out.set(store.subarray((indices[k] as number) * dims, ((indices[k] as number) + 1) * dims), k * dims);
    return out;
  }

  /**
   * ONNX scores every row, then the wanted columns are picked out. That pays off when the candidates are a
   * large share of the vocabulary (the clue vocabulary is nearly all of it); for a short candidate list the
   * TS kernel is cheaper than scoring all rows.
   */
  async function matrixAsync(rows: readonly Float32Array[], candidates: Int32Array): Promise<Float32Array> {
    const packed = packRows(rows, dims);
    if (candidates.length * 4 < count || rows.length === 0) return matrix(packed, candidates);
    if (candidates === clueIndices) {
      // The usual call (board x clue vocabulary): ONNX over a packed copy of the clue rows, made once, so no
      // column gather is needed when recognition-only words sit between the clue words.
      onnxClues ??= createOnnxKernel(gatherRows(clueIndices), dims).catch(() => null);
      const clueKernel = await onnxClues;
      if (clueKernel !== null) return (await clueKernel.run(packed)).slice();
    }
    onnx ??= createOnnxKernel(store, dims).catch(() => null);
    const kernel = await onnx;
    if (kernel === null) return matrix(packed, candidates);
    const full = await kernel.run(packed);
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

  return { matrix, matrixAsync };
}
