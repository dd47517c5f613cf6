/**
 * The small statistics every report of the project needs (tournaments, the human-data evaluation): a Wilson
 * score interval for rates and a mean with its standard error. Both are total functions: an empty sample gives 0 with an empty/zero-width uncertainty,
 * never NaN (a report must always be printable and JSON-serialisable).
 */

/** A proportion with its 95% Wilson score interval. */
export interface Rate {
  /** successes / trials, 0 when there are no trials. */
  readonly rate: number;
  readonly successes: number;
  readonly trials: number;
  /** Lower and upper bound of the 95% Wilson interval (0..1). */
  readonly low: number;
  readonly high: number;
}

/** A sample mean with its standard error (sample standard deviation / sqrt(n)). */
export interface Mean {
  readonly mean: number;
  /** Standard error of the mean; 0 for fewer than two values. */
  readonly se: number;
  readonly n: number;
}

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of `successes` out of `trials` at 95%. Chosen over the normal ("Wald") interval
 * because tournaments routinely hit 0% or 100% (e.g. assassin rates), where Wald collapses to zero width.
 *
 * @example
 * wilson(9, 10); // { rate: 0.9, successes: 9, trials: 10, low: 0.596, high: 0.982 } (rounded)
 */
export function wilson(successes: number, trials: number, z = Z95): Rate {
  if (trials <= 0) return { rate: 0, successes: 0, trials: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  // At 0 or all successes the bound is exactly 0 or 1; rounding would leave 3e-18.
  const low = successes <= 0 ? 0 : Math.max(0, centre - half);
  const high = successes >= trials ? 1 : Math.min(1, centre + half);
  return { rate: p, successes, trials, low, high };
}

/**
 * Mean and standard error of a sample, summed in the order given (callers sort their games first, so the
 * floating-point result is identical however the games were split over workers).
 *
 * @example
 * meanSE([2, 4, 4, 4, 5, 5, 7, 9]); // { mean: 5, se: 0.756, n: 8 } (rounded)
 */
export function meanSE(values: readonly number[]): Mean {
  const n = values.length;
  if (n === 0) return { mean: 0, se: 0, n: 0 };
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  if (n < 2) return { mean, se: 0, n };
  let ss = 0;
  for (const v of values) ss += (v - mean) * (v - mean);
  return { mean, se: Math.sqrt(ss / (n - 1) / n), n };
}
