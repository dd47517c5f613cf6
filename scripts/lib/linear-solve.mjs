/**
 * Dense linear solves for the small Newton steps of the fitting scripts (agents-fit-human-model.mjs,
 * agents-fit-people-guesser.mjs).
 */

/** Solves H d = g for a small dense system (Gaussian elimination with partial pivoting). */
export function solve(H, g) {
  const n = g.length;
  const A = H.map((row, i) => [...row, g[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r][c]) > Math.abs(A[p][c])) p = r;
    [A[c], A[p]] = [A[p], A[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const k = A[r][c] / A[c][c];
      for (let j = c; j <= n; j++) A[r][j] -= k * A[c][j];
    }
  }
  return A.map((row, i) => row[n] / row[i]);
}
