/**
 * The batched similarity kernel in plain TypeScript: `rows x candidates` dot products over one contiguous
 * Float32Array of unit vectors. This is the agents' hot loop (25 board cards against ~50k clue words each
 * turn), so it is written for V8: typed arrays only, no closures or allocations inside the loops, and several
 * dot products per pass so each vector read from memory feeds several of them.
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
 *
 * Each score is one double-precision sum in dimension order, whatever the blocking (so the same value to the
 * bit for one row or many): four rows by two candidates per pass (eight independent add chains, each load
 * feeding four or two products), and a single row four candidates at a time.
 */
export function dotMatrix(store: Float32Array, dims: number, rows: Float32Array, candidates: Int32Array, out?: Float32Array): Float32Array {
  const R = rows.length / dims;
  const n = candidates.length;
  const result = out ?? new Float32Array(R * n);
  let r = 0;
  for (; r + 4 <= R; r += 4) {
    const o0 = r * dims;
    const o1 = o0 + dims;
    const o2 = o1 + dims;
    const o3 = o2 + dims;
    let j = 0;
    for (; j + 2 <= n; j += 2) {
      const c = (candidates[j] as number) * dims;
      const e = (candidates[j + 1] as number) * dims;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      let t0 = 0;
      let t1 = 0;
      let t2 = 0;
      let t3 = 0;
      for (let d = 0; d < dims; d++) {
        const x = store[c + d] as number;
        const y = store[e + d] as number;
        const a0 = rows[o0 + d] as number;
        const a1 = rows[o1 + d] as number;
        const a2 = rows[o2 + d] as number;
        const a3 = rows[o3 + d] as number;
        s0 += x * a0;
        s1 += x * a1;
        s2 += x * a2;
        s3 += x * a3;
        t0 += y * a0;
        t1 += y * a1;
        t2 += y * a2;
        t3 += y * a3;
      }
      result[r * n + j] = s0;
      result[(r + 1) * n + j] = s1;
      result[(r + 2) * n + j] = s2;
      result[(r + 3) * n + j] = s3;
      result[r * n + j + 1] = t0;
      result[(r + 1) * n + j + 1] = t1;
      result[(r + 2) * n + j + 1] = t2;
      result[(r + 3) * n + j + 1] = t3;
    }
    for (; j < n; j++) {
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
    let j = 0;
    for (; j + 4 <= n; j += 4) {
      const c0 = (candidates[j] as number) * dims;
      const c1 = (candidates[j + 1] as number) * dims;
      const c2 = (candidates[j + 2] as number) * dims;
      const c3 = (candidates[j + 3] as number) * dims;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let d = 0; d < dims; d++) {
        const a = rows[o + d] as number;
        s0 += (store[c0 + d] as number) * a;
        s1 += (store[c1 + d] as number) * a;
        s2 += (store[c2 + d] as number) * a;
        s3 += (store[c3 + d] as number) * a;
      }
      result[r * n + j] = s0;
      result[r * n + j + 1] = s1;
      result[r * n + j + 2] = s2;
      result[r * n + j + 3] = s3;
    }
    for (; j < n; j++) {
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

/**
 * The same `rows x candidates` matrix as {@link dotMatrix} (bit-identical: double-precision sums in dimension
 * order) for a source whose rows are not one contiguous buffer but come from `rowAt` (the blend of two models
 * makes its rows on demand). Four candidates per pass, each summed in its own accumulator, two board rows
 * sharing each candidate load: eight independent add chains instead of one latency-bound chain.
 */
export function dotRows(rowAt: (i: number) => Float32Array, dims: number, rows: Float32Array, candidates: Int32Array): Float32Array {
  const R = rows.length / dims;
  const n = candidates.length;
  const out = new Float32Array(R * n);
  let c = 0;
  for (; c + 4 <= n; c += 4) {
    const v0 = rowAt(candidates[c] as number);
    const v1 = rowAt(candidates[c + 1] as number);
    const v2 = rowAt(candidates[c + 2] as number);
    const v3 = rowAt(candidates[c + 3] as number);
    let r = 0;
    for (; r + 2 <= R; r += 2) {
      const x = r * dims;
      const y = x + dims;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      let t0 = 0;
      let t1 = 0;
      let t2 = 0;
      let t3 = 0;
      for (let d = 0; d < dims; d++) {
        const xd = rows[x + d] as number;
        const yd = rows[y + d] as number;
        const a0 = v0[d] as number;
        const a1 = v1[d] as number;
        const a2 = v2[d] as number;
        const a3 = v3[d] as number;
        s0 += xd * a0;
        s1 += xd * a1;
        s2 += xd * a2;
        s3 += xd * a3;
        t0 += yd * a0;
        t1 += yd * a1;
        t2 += yd * a2;
        t3 += yd * a3;
      }
      const o = r * n + c;
      out[o] = s0;
      out[o + 1] = s1;
      out[o + 2] = s2;
      out[o + 3] = s3;
      out[o + n] = t0;
      out[o + n + 1] = t1;
      out[o + n + 2] = t2;
      out[o + n + 3] = t3;
    }
    for (; r < R; r++) {
      const x = r * dims;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let d = 0; d < dims; d++) {
        const xd = rows[x + d] as number;
        s0 += xd * (v0[d] as number);
        s1 += xd * (v1[d] as number);
        s2 += xd * (v2[d] as number);
        s3 += xd * (v3[d] as number);
      }
      const o = r * n + c;
      out[o] = s0;
      out[o + 1] = s1;
      out[o + 2] = s2;
      out[o + 3] = s3;
    }
  }
  for (; c < n; c++) {
    const v = rowAt(candidates[c] as number);
    for (let r = 0; r < R; r++) {
      let s = 0;
      for (let d = 0; d < dims; d++) s += (rows[r * dims + d] as number) * (v[d] as number);
      out[r * n + c] = s;
    }
  }
  return out;
}
