/**
 * Wilson intervals and standard errors: values checked against hand computation (z = 1.96).
 */
import { describe, expect, it } from 'vitest';
import { histogram, meanSE, ratio, wilson } from '../../src/harness/stats.js';

describe('wilson', () => {
  it('matches the closed form for 9 of 10', () => {
    const r = wilson(9, 10);
    expect(r.rate).toBe(0.9);
    expect(r.low).toBeCloseTo(0.5958, 3);
    expect(r.high).toBeCloseTo(0.9821, 3);
  });

  it('keeps a non-zero width at 0% and 100%, where the normal interval collapses', () => {
    const none = wilson(0, 100);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.037, 3);
    const all = wilson(100, 100);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(0.963, 3);
  });

  it('narrows as trials grow and always contains the rate', () => {
    const small = wilson(30, 60);
    const big = wilson(300, 600);
    expect(big.high - big.low).toBeLessThan(small.high - small.low);
    for (const [k, n] of [[0, 1], [1, 3], [7, 7], [13, 40]] as const) {
      const r = wilson(k, n);
      expect(r.low).toBeLessThanOrEqual(r.rate);
      expect(r.high).toBeGreaterThanOrEqual(r.rate);
    }
  });

  it('gives 0 with the widest interval (not NaN) for no trials', () => {
    expect(wilson(0, 0)).toEqual({ rate: 0, successes: 0, trials: 0, low: 0, high: 1 });
  });
});

describe('meanSE', () => {
  it('is the mean and the sample standard deviation over sqrt(n)', () => {
    const m = meanSE([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(m.mean).toBe(5);
    // sample sd = sqrt(32 / 7); se = sd / sqrt(8)
    expect(m.se).toBeCloseTo(Math.sqrt(32 / 7) / Math.sqrt(8), 12);
  });

  it('has no NaN for empty or single samples', () => {
    expect(meanSE([])).toEqual({ mean: 0, se: 0, n: 0 });
    expect(meanSE([3])).toEqual({ mean: 3, se: 0, n: 1 });
    expect(ratio(1, 0)).toBe(0);
  });

  it('counts score values in ascending order', () => {
    expect(Object.entries(histogram([25, 3, 4, 3]))).toEqual([['3', 2], ['4', 1], ['25', 1]]);
  });
});

describe('meanInterval (Student t, 95%)', () => {
  it('uses the t quantiles of the tables', async () => {
    const { t95 } = await import('../../src/stats.js');
    for (const [df, t] of [[1, 12.7062], [3, 3.1824], [7, 2.3646], [8, 2.3060], [10, 2.2281], [39, 2.0227], [120, 1.9799]] as const) expect(t95(df)).toBeCloseTo(t, 3);
  });

  it('is mean +- t * se, the lower bound clipped at the floor', async () => {
    const { meanInterval } = await import('../../src/stats.js');
    const m = meanInterval([1, 2, 3]);
    expect(m.mean).toBe(2);
    expect(m.high).toBeCloseTo(2 + 4.3027 * Math.sqrt(1 / 3), 3);
    expect(m.low).toBeCloseTo(2 - 4.3027 * Math.sqrt(1 / 3), 3);
    expect(meanInterval([0, 0, 3], 0).low).toBe(0);
    expect(meanInterval([5])).toMatchObject({ mean: 5, low: 5, high: 5, n: 1 });
    expect(meanInterval([])).toMatchObject({ mean: 0, low: 0, high: 0, n: 0 });
  });
});
