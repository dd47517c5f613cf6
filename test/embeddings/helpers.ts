/** Shared helpers for the embedding tests: a seeded generator (no Math.random) and small vector tables. */

/** Deterministic uniform floats in [-1, 1) from a 32-bit LCG (Numerical Recipes constants). */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 31 - 1;
  };
}

/** `n x dims` random rows (not normalised). */
export function randomRows(n: number, dims: number, seed: number): Float64Array {
  const next = lcg(seed);
  return Float64Array.from({ length: n * dims }, () => next());
}

/** Plain double-precision dot product, the reference the kernels are checked against. */
export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}
