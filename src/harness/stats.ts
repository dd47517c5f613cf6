/**
 * Tournament report helpers on top of the shared statistics in src/stats.ts.
 */
export { wilson, meanSE } from '../stats.js';
export type { Rate, Mean } from '../stats.js';

/** Ratio that is 0 (not NaN) when the denominator is 0. */
export function ratio(num: number, den: number): number {
  return den === 0 ? 0 : num / den;
}

/** Counts of each value, keys in ascending numeric order (for score distributions). */
export function histogram(values: readonly number[]): Record<string, number> {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const out: Record<string, number> = {};
  for (const k of [...counts.keys()].sort((a, b) => a - b)) out[String(k)] = counts.get(k) ?? 0;
  return out;
}
