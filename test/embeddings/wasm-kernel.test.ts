import { describe, expect, it } from 'vitest';
import { dotMatrix, packRows } from '../../src/embeddings/similarity-kernel.js';
import { createVectorModel } from '../../src/embeddings/vector-model.js';
import { allocateKernelStore, createWasmKernel, wasmKernelBytes } from '../../src/embeddings/wasm-kernel.js';
import { dot, lcg, randomRows } from './helpers.js';

/** Largest absolute difference between the kernel's matrix and a double-precision reference. */
function worstError(got: Float32Array, store: Float32Array, dims: number, rows: Float32Array, cands: Int32Array): number {
  const R = rows.length / dims;
  let worst = 0;
  for (let r = 0; r < R; r++) {
    const row = rows.subarray(r * dims, (r + 1) * dims);
    for (let j = 0; j < cands.length; j++) {
      const c = cands[j]!;
      worst = Math.max(worst, Math.abs(got[r * cands.length + j]! - dot(row, store.subarray(c * dims, (c + 1) * dims))));
    }
  }
  return worst;
}

/** `n` candidate indices below `count`, in a seeded shuffled order with repeats. */
function someCandidates(n: number, count: number, seed: number): Int32Array {
  const next = lcg(seed);
  return Int32Array.from({ length: n }, () => Math.floor(((next() + 1) / 2) * count) % count);
}

describe('WebAssembly SIMD kernel', () => {
  it('is a valid module for several dimensions and row blocks, and refuses a dimension it cannot take', () => {
    // the project's lib settings do not declare WebAssembly; Node has it
    const wasm = (globalThis as unknown as { WebAssembly: { validate(bytes: Uint8Array): boolean } }).WebAssembly;
    for (const dims of [4, 8, 100, 300, 384]) for (const rb of [1, 2, 3, 4]) expect(wasm.validate(wasmKernelBytes(dims, rb))).toBe(true);
    expect(() => wasmKernelBytes(6)).toThrow(RangeError);
  });

  // 1..9 and 25 rows: the kernel runs blocks of two rows then one, so every remainder is covered; the
  // dimensions cover a single step (4), unrolled tails and the default model's 100.
  it.each([
    [1, 4],
    [2, 8],
    [3, 12],
    [4, 100],
    [5, 100],
    [7, 20],
    [9, 16],
    [25, 100],
  ])('matches the TS kernel and a double reference for %i rows of %i dimensions, packed and gathered', (R, dims) => {
    const count = 60;
    const store = Float32Array.from(randomRows(count, dims, R * 31 + dims));
    const pack = someCandidates(4001, count, dims); // not a multiple of four: zero rows pad the packed copy
    const kernel = createWasmKernel(store, dims, { pack });
    expect(kernel).not.toBeNull();
    const rows = packRows(Array.from({ length: R }, (_, i) => store.subarray(i * dims, (i + 1) * dims)), dims);
    // `pack` itself is gathered on its first call and runs over the packed copy from the second; its clone is
    // always gathered
    for (const cands of [Int32Array.from([59, 0, 13, 13, 42, 7]), Int32Array.of(5), pack, pack, Int32Array.from(pack)]) {
      const got = kernel!(rows, cands);
      const want = dotMatrix(store, dims, rows, cands);
      expect(got.length).toBe(want.length);
      let worstTs = 0;
      for (let i = 0; i < want.length; i++) worstTs = Math.max(worstTs, Math.abs(got[i]! - want[i]!));
      expect(worstTs).toBeLessThan(1e-5);
      expect(worstError(got, store, dims, rows, cands)).toBeLessThan(1e-5);
    }
    // the packed list again (the copy is made once) gives the same matrix as its gathered clone
    expect(kernel!(rows, pack)).toEqual(kernel!(rows, Int32Array.from(pack)));
  });

  it('runs a view of part of the packed list (the agents pool is clueIndices.subarray) over the packed rows', () => {
    const dims = 12;
    const count = 70;
    const store = Float32Array.from(randomRows(count, dims, 31));
    const big = someCandidates(5003, count, 32);
    const pack = big.subarray(3, 5003); // itself a view: other views of `big` may start before it
    const kernel = createWasmKernel(store, dims, { pack })!;
    const rows = Float32Array.from(randomRows(5, dims, 33));
    // head, middle, tail (reads the zero rows after the list), one, empty, overlapping the start, outside
    const views = [pack.subarray(0, 37), pack.subarray(101, 2102), pack.subarray(4990), pack.subarray(4999), pack.subarray(7, 7), big.subarray(0, 40), big.subarray(0, 2)];
    for (const round of [1, 2]) {
      for (const cands of views) {
        const got = kernel(rows, cands);
        expect(got.length).toBe(5 * cands.length);
        expect(worstError(got, store, dims, rows, cands), `round ${round}, ${cands.byteOffset}+${cands.length}`).toBeLessThan(1e-5);
      }
    }
  });

  it('reads an ascending run of indices straight from the table, up to its last row', () => {
    const dims = 8;
    const count = 53;
    for (const store of [Float32Array.from(randomRows(count, dims, 41)), allocateKernelStore(count * dims).fill(0.125)]) {
      const kernel = createWasmKernel(store, dims)!;
      const rows = Float32Array.from(randomRows(3, dims, 42));
      const runs = [Int32Array.from({ length: count }, (_, i) => i), Int32Array.from({ length: 30 }, (_, i) => i + 10), Int32Array.of(52), Int32Array.of(50, 51, 52)];
      for (const cands of runs) expect(worstError(kernel(rows, cands), store, dims, rows, cands)).toBeLessThan(1e-5);
    }
  });

  it('gives the same matrix for every row block size', () => {
    const dims = 24;
    const store = Float32Array.from(randomRows(30, dims, 9));
    const rows = Float32Array.from(randomRows(11, dims, 10));
    const cands = someCandidates(37, 30, 11);
    const want = dotMatrix(store, dims, rows, cands);
    for (const rowBlock of [1, 2, 3, 4]) {
      const got = createWasmKernel(store, dims, { rowBlock })!(rows, cands);
      let worst = 0;
      for (let i = 0; i < want.length; i++) worst = Math.max(worst, Math.abs(got[i]! - want[i]!));
      expect(worst).toBeLessThan(1e-5);
    }
    expect(createWasmKernel(store, dims, { rowBlock: 5 })).toBeNull();
  });

  it('declines dimensions that are not a multiple of 4 and refuses out-of-range candidates', () => {
    expect(createWasmKernel(new Float32Array(30), 3)).toBeNull();
    expect(createWasmKernel(new Float32Array(60), 6, { pack: Int32Array.of(0, 1) })).toBeNull();
    const kernel = createWasmKernel(new Float32Array(40).fill(0.5), 4)!;
    expect(() => kernel(new Float32Array(4), Int32Array.of(10))).toThrow(RangeError);
    expect(() => kernel(new Float32Array(4), Int32Array.of(-1))).toThrow(RangeError);
    expect(kernel(new Float32Array(0), Int32Array.of(1))).toHaveLength(0);
    expect(kernel(new Float32Array(4), new Int32Array(0))).toHaveLength(0);
  });

  it('reads a store from allocateKernelStore in place (no copy): later writes are seen by gathered lists', () => {
    const store = allocateKernelStore(8 * 4);
    store.fill(0.25);
    const kernel = createWasmKernel(store, 4)!;
    const row = Float32Array.of(1, 1, 1, 1);
    expect(kernel(row, Int32Array.of(3))[0]).toBeCloseTo(1, 6);
    store.fill(0.5, 12, 16); // row 3
    expect(kernel(row, Int32Array.of(3))[0]).toBeCloseTo(2, 6);
  });

  it('packs into the memory of allocateKernelStore without growing it: the table view stays attached', () => {
    const dims = 8;
    const count = 500;
    const store = allocateKernelStore(count * dims);
    store.set(Float32Array.from(randomRows(count, dims, 21)));
    const bytes = store.buffer.byteLength;
    const pack = Int32Array.from({ length: 333 }, (_, i) => (i * 3 + 1) % count);
    const kernel = createWasmKernel(store, dims, { pack })!;
    const rows = Float32Array.from(randomRows(25, dims, 22));
    kernel(rows, pack); // the first call gathers, the second packs
    expect(worstError(kernel(rows, pack), store, dims, rows, pack)).toBeLessThan(1e-5);
    expect(store.buffer.byteLength).toBe(bytes);
    expect(store.length).toBe(count * dims);
    expect(store[dims]).toBeCloseTo(randomRows(count, dims, 21)[dims]!, 6);
  });

  it('two kernels on one memory with different pack lists stay right (the second one gathers)', () => {
    const dims = 8;
    const count = 90;
    const store = allocateKernelStore(count * dims);
    store.set(Float32Array.from(randomRows(count, dims, 51)));
    const packA = someCandidates(300, count, 52);
    const packB = someCandidates(300, count, 53);
    const a = createWasmKernel(store, dims, { pack: packA })!;
    const b = createWasmKernel(store, dims, { pack: packB })!;
    const rows = Float32Array.from(randomRows(4, dims, 54));
    for (let round = 0; round < 3; round++) {
      expect(worstError(a(rows, packA), store, dims, rows, packA)).toBeLessThan(1e-5);
      expect(worstError(b(rows, packB), store, dims, rows, packB)).toBeLessThan(1e-5);
    }
  });

  it('splits candidate lists larger than its working space into chunks, packed and gathered', () => {
    const dims = 4;
    const store = Float32Array.from(randomRows(50, dims, 5));
    // 400,001 candidates: the gathered path needs 4 + 16 + 4 * 3 bytes each, the packed one 4 * 3 bytes of
    // output, so both take two or more chunks of the 4 MiB scratch (and the last chunk is not a multiple of 4)
    const pack = Int32Array.from({ length: 400_001 }, (_, i) => (i * 13) % 50);
    const kernel = createWasmKernel(store, dims, { pack })!;
    const rows = packRows([store.subarray(0, 4), store.subarray(8, 12), store.subarray(40, 44)], dims);
    const want = dotMatrix(store, dims, rows, pack);
    for (const cands of [pack, pack, Int32Array.from(pack)]) {
      const got = kernel(rows, cands);
      let worst = 0;
      for (let i = 0; i < want.length; i++) worst = Math.max(worst, Math.abs(got[i]! - want[i]!));
      expect(worst).toBeLessThan(1e-5);
    }
  });

  // 6 and 10 dimensions take the TS kernel, 8 and 12 the WebAssembly one (the clue list packed); all must agree
  it.each([6, 8, 10, 12])('a vector model of %i dimensions gives the reference matrix for its clue list and others', (dims) => {
    const count = 41;
    const raw = randomRows(count, dims, dims * 7);
    const vectors = allocateKernelStore(count * dims);
    for (let r = 0; r < count; r++) {
      const row = raw.subarray(r * dims, (r + 1) * dims);
      const norm = Math.sqrt(dot(row, row));
      for (let d = 0; d < dims; d++) vectors[r * dims + d] = row[d]! / norm;
    }
    const words = Array.from({ length: count }, (_, i) => `w${i}`);
    const clueIndices = Int32Array.from({ length: 30 }, (_, i) => (i * 7 + 3) % count); // 30: not a multiple of four
    const model = createVectorModel({ name: 't', lang: 'en', dimensions: dims, words, vectors, clueIndices });
    const board = [0, 5, 9].map((i) => model.vectorAt(i));
    const rows = packRows(board, dims);
    for (const cands of [undefined, undefined, Int32Array.from(clueIndices), Int32Array.of(40, 2)]) {
      const list = cands ?? clueIndices;
      expect(worstError(model.similarityMatrix(board, cands), vectors, dims, rows, list)).toBeLessThan(1e-5);
    }
  });
});
