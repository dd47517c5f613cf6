import { describe, expect, it } from 'vitest';
import { dotMatrix, packRows } from '../../src/embeddings/similarity-kernel.js';
import { allocateKernelStore, createWasmKernel, wasmKernelBytes } from '../../src/embeddings/wasm-kernel.js';
import { randomRows } from './helpers.js';

describe('WebAssembly SIMD kernel', () => {
  it('is a valid module', () => {
    // the project's lib settings do not declare WebAssembly; Node has it
    const wasm = (globalThis as unknown as { WebAssembly: { validate(bytes: Uint8Array): boolean } }).WebAssembly;
    expect(wasm.validate(wasmKernelBytes())).toBe(true);
  });

  // 1..9 rows: the kernel pads to a multiple of 4, so every padding length is covered
  it.each([
    [1, 4],
    [3, 8],
    [4, 12],
    [5, 100],
    [9, 16],
  ])('matches the TS kernel for %i rows of %i dimensions', (R, dims) => {
    const store = Float32Array.from(randomRows(60, dims, R * 31 + dims));
    const kernel = createWasmKernel(store, dims);
    expect(kernel).not.toBeNull();
    const rows = packRows(Array.from({ length: R }, (_, i) => store.subarray(i * dims, (i + 1) * dims)), dims);
    const cands = Int32Array.from([59, 0, 13, 13, 42, 7]);
    const got = kernel!(rows, cands);
    const want = dotMatrix(store, dims, rows, cands);
    expect(got.length).toBe(want.length);
    got.forEach((x, i) => expect(x).toBeCloseTo(want[i]!, 4));
    // a second call with other candidates reuses (and may grow) the memory: still right
    const many = Int32Array.from({ length: 2000 }, (_, i) => (i * 7) % 60);
    const got2 = kernel!(rows, many);
    const want2 = dotMatrix(store, dims, rows, many);
    got2.forEach((x, i) => expect(x).toBeCloseTo(want2[i]!, 4));
  });

  it('declines dimensions that are not a multiple of 4 and refuses out-of-range candidates', () => {
    expect(createWasmKernel(new Float32Array(30), 3)).toBeNull();
    const kernel = createWasmKernel(new Float32Array(40).fill(0.5), 4)!;
    expect(() => kernel(new Float32Array(4), Int32Array.of(10))).toThrow(RangeError);
    expect(() => kernel(new Float32Array(4), Int32Array.of(-1))).toThrow(RangeError);
  });

  it('reads a store from allocateKernelStore in place (no copy): later writes are seen', () => {
    const store = allocateKernelStore(8 * 4);
    store.fill(0.25);
    const kernel = createWasmKernel(store, 4)!;
    const row = Float32Array.of(1, 1, 1, 1);
    expect(kernel(row, Int32Array.of(3))[0]).toBeCloseTo(1, 6);
    store.fill(0.5, 12, 16); // row 3
    expect(kernel(row, Int32Array.of(3))[0]).toBeCloseTo(2, 6);
  });

  it('splits a candidate list larger than its working space into chunks', () => {
    const dims = 4;
    const store = Float32Array.from(randomRows(50, dims, 5));
    const kernel = createWasmKernel(store, dims)!;
    const rows = packRows([store.subarray(0, 4), store.subarray(8, 12), store.subarray(40, 44)], dims);
    // 3 rows pad to 4: 4 + 16 bytes per candidate, so 400,000 candidates need two chunks of the 4 MiB scratch
    const cands = Int32Array.from({ length: 400_000 }, (_, i) => (i * 13) % 50);
    const got = kernel(rows, cands);
    const want = dotMatrix(store, dims, rows, cands);
    let worst = 0;
    for (let i = 0; i < want.length; i++) worst = Math.max(worst, Math.abs(got[i]! - want[i]!));
    expect(worst).toBeLessThan(1e-5);
  });
});
