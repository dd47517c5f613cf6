/**
 * The batched similarity kernel in plain TypeScript: `rows x candidates` dot products over one contiguous
 * Float32Array of unit vectors. This is the agents' hot loop (25 board cards against ~50k clue words each
 * turn), so it is written for V8: typed arrays only, no closures or allocations inside the loops, and four
 * board rows per pass so each candidate's vector is read from memory once per four dot products.
 */

/** Copies `rows` (each `dims` long) into one contiguous buffer, the layout the kernels read. */
export function packRows(rows: readonly Float32Array[], dims: number): Float32Array {
  const packed = new Float32Array(rows.length * dims);
  rows.forEach((r, i) => {
    if (r.length !== dims) throw new RangeError(`row ${i} has ${r.length} numbers; the model has ${dims} dimensions`);
    packed.set(r, i * dims);
  });
  return packed;
}

/**
 * `out[r * n + j] = rows[r] . store[candidates[j]]` for `n = candidates.length` (row-major, rows first).
 * `store` is the model's `count x dims` buffer; `rows` a packed `R x dims` buffer.
 */
export function dotMatrix(store: Float32Array, dims: number, rows: Float32Array, candidates: Int32Array, out?: Float32Array): Float32Array {
  const R = rows.length / dims;
  const n = candidates.length;
  const result = out ?? new Float32Array(R * n);
  let r = 0;
  // Four rows at a time: one read of the candidate vector feeds four accumulators.
  for (; r + 4 <= R; r += 4) {
    const o0 = r * dims;
    const o1 = o0 + dims;
    const o2 = o1 + dims;
    const o3 = o2 + dims;
    for (let j = 0; j < n; j++) {
      const c = (candidates[j] as number) * dims;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let d = 0; d < dims; d++) {
        const x = store[c + d] as number;
        s0 += x * (rows[o0 + d] as number);
        s1 += x * (rows[o1 + d] as number);
        s2 += x * (rows[o2 + d] as number);
        s3 += x * (rows[o3 + d] as number);
      }
      result[r * n + j] = s0;
      result[(r + 1) * n + j] = s1;
      result[(r + 2) * n + j] = s2;
      result[(r + 3) * n + j] = s3;
    }
  }
  for (; r < R; r++) {
    const o = r * dims;
    for (let j = 0; j < n; j++) {
      const c = (candidates[j] as number) * dims;
      let s = 0;
      for (let d = 0; d < dims; d++) s += (store[c + d] as number) * (rows[o + d] as number);
      result[r * n + j] = s;
    }
  }
  return result;
}

/**
 * Indices (into `scores`) of the `k` largest scores, best first; ties keep the lower index first (the more
 * frequent word), so results are deterministic. `skip(i)` excludes an entry.
 */
export function topK(scores: Float32Array, k: number, skip?: (i: number) => boolean): number[] {
  const best: number[] = [];
  if (k <= 0) return best;
  let floor = -Infinity;
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i] as number;
    if (best.length === k && s <= floor) continue;
    if (skip !== undefined && skip(i)) continue;
    // Insertion into a short sorted list beats a heap for the k <= 100 the callers use.
    let p = best.length;
    while (p > 0 && (scores[best[p - 1] as number] as number) < s) p--;
    best.splice(p, 0, i);
    if (best.length > k) best.pop();
    if (best.length === k) floor = scores[best[k - 1] as number] as number;
  }
  return best;
}
