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

/** A sample mean with its standard error and a 95% interval (Student's t with n - 1 degrees of freedom). */
export interface MeanInterval extends Mean {
  /** Bounds of the 95% interval; both equal the mean when n < 2 (no spread can be estimated). */
  readonly low: number;
  readonly high: number;
}

/** Two-sided 95% t quantiles for 1..7 degrees of freedom (the tables), where the expansion below is too rough. */
const T95_SMALL = [12.706204736, 4.302652730, 3.182446305, 2.776445105, 2.570581836, 2.446911851, 2.364624252];

/**
 * The two-sided 95% quantile of Student's t with `df` degrees of freedom: the tables up to 7, the
 * Cornish-Fisher expansion around the normal quantile beyond (Abramowitz & Stegun 26.7.5; within 3e-5 from
 * df = 8).
 */
export function t95(df: number): number {
  if (df < 8) return T95_SMALL[Math.max(1, Math.floor(df)) - 1] as number;
  const z = Z95;
  const z2 = z * z;
  const g1 = (z2 * z + z) / 4;
  const g2 = (5 * z2 * z2 * z + 16 * z2 * z + 3 * z) / 96;
  const g3 = (3 * z2 * z2 * z2 * z + 19 * z2 * z2 * z + 17 * z2 * z - 15 * z) / 384;
  const g4 = (79 * z2 ** 4 * z + 776 * z2 ** 3 * z + 1482 * z2 * z2 * z - 1920 * z2 * z - 945 * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

/**
 * Mean, standard error and 95% t interval of a sample (for small per-spymaster panels, where the normal
 * interval is too narrow). `floor` clips the lower bound for quantities that cannot go below it (counts: 0).
 *
 * @example
 * meanInterval([1, 2, 3]); // { mean: 2, se: 0.577, n: 3, low: -0.48, high: 4.48 } (rounded)
 */
export function meanInterval(values: readonly number[], floor = -Infinity): MeanInterval {
  const m = meanSE(values);
  if (m.n < 2) return { ...m, low: m.mean, high: m.mean };
  const half = t95(m.n - 1) * m.se;
  return { ...m, low: Math.max(floor, m.mean - half), high: m.mean + half };
}
