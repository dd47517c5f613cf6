import { describe, expect, it } from 'vitest';
import { dotMatrix, packRows, topK } from '../../src/embeddings/similarity-kernel.js';
import { dot, randomRows } from './helpers.js';

describe('TS similarity kernel', () => {
  const dims = 13;
  const store = Float32Array.from(randomRows(40, dims, 3));
  const row = (i: number): Float32Array => store.subarray(i * dims, (i + 1) * dims);

  // 1..9 rows covers the four-row blocks and every remainder length
  it.each([1, 2, 3, 4, 5, 7, 9])('matches a double-precision reference for %i rows', (R) => {
    const rows = Array.from({ length: R }, (_, i) => row((i * 7) % 40));
    const cands = Int32Array.from([39, 0, 17, 17, 5]);
    const m = dotMatrix(store, dims, packRows(rows, dims), cands);
    expect(m.length).toBe(R * cands.length);
    rows.forEach((r, i) => cands.forEach((c, j) => expect(m[i * cands.length + j]).toBeCloseTo(dot(r, row(c)), 5)));
  });

  it('packRows rejects a row of the wrong length', () => {
    expect(() => packRows([new Float32Array(3)], dims)).toThrow(/3 numbers/);
  });

  it('topK returns the best first, keeps the earlier index on ties and honours skip', () => {
    const s = Float32Array.from([0.1, 0.9, 0.5, 0.9, -1, 0.7]);
    expect(topK(s, 3)).toEqual([1, 3, 5]);
    expect(topK(s, 3, (i) => i === 1)).toEqual([3, 5, 2]);
    expect(topK(s, 0)).toEqual([]);
    expect(topK(s, 10)).toEqual([1, 3, 5, 2, 0, 4]);
  });
});
