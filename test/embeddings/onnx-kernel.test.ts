import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { similarityGraph } from '../../scripts/build-onnx-kernel.mjs';
import { createOnnxKernel, ONNX_KERNEL_FILE } from '../../src/embeddings/onnx-kernel.js';
import { dotMatrix, packRows } from '../../src/embeddings/similarity-kernel.js';
import { randomRows } from './helpers.js';

describe('ONNX Runtime similarity kernel', () => {
  it('ships exactly the graph the build script writes with onnx-proto', () => {
    expect(Buffer.from(readFileSync(ONNX_KERNEL_FILE)).equals(Buffer.from(similarityGraph()))).toBe(true);
  });

  it('matches the TS kernel over every row of the table, for several board sizes', async () => {
    const dims = 12;
    const store = Float32Array.from(randomRows(300, dims, 21));
    const kernel = await createOnnxKernel(store, dims);
    // onnxruntime-node is installed in this repository (through @huggingface/transformers)
    expect(kernel).not.toBeNull();
    const all = Int32Array.from({ length: 300 }, (_, i) => i);
    for (const R of [1, 5, 25]) {
      const rows = packRows(Array.from({ length: R }, (_, i) => store.subarray(i * dims, (i + 1) * dims)), dims);
      const got = Float32Array.from(await kernel!.run(rows)); // copy: the result is the kernel's scratch
      const want = dotMatrix(store, dims, rows, all);
      expect(got.length).toBe(want.length);
      got.forEach((x, i) => expect(x).toBeCloseTo(want[i]!, 5));
    }
  });
});
