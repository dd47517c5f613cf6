import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, isCodenamesError, nextInt, nextUint32, shuffle } from '../../src/index.js';
import type { RngState } from '../../src/index.js';

describe('seeded PRNG (xoshiro128**)', () => {
  it('is deterministic: the same seed gives the same stream, different seeds different streams', () => {
    const draw = (seed: number): number[] => {
      let r: RngState = createRng(seed);
      const out: number[] = [];
      for (let i = 0; i < 20; i++) {
        const [x, next] = nextUint32(r);
        out.push(x);
        r = next;
      }
      return out;
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(draw(-7)).not.toEqual(draw(7));
    for (const x of draw(123)) expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true);
  });

  it('keeps its state as plain JSON and never mutates it', () => {
    const r = Object.freeze(createRng(42));
    const [a, next] = nextUint32(r);
    expect(JSON.parse(JSON.stringify(next))).toEqual(next);
    expect(nextUint32(r)[0]).toBe(a);
  });

  it('nextInt is roughly uniform (chi-square over 6 buckets, 60,000 draws)', () => {
    let r = createRng(2024);
    const counts = Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) {
      const [k, next] = nextInt(r, 6);
      r = next;
      counts[k] = (counts[k] ?? 0) + 1;
    }
    const chi = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    // 5 degrees of freedom: P(chi2 > 20.5) ~ 0.001.
    expect(chi).toBeLessThan(20.5);
  });

  it('shuffle returns a permutation of a copy', () => {
    const items = Object.freeze(Array.from({ length: 25 }, (_, i) => i));
    const [out] = shuffle(createRng(5), items);
    expect(out).not.toBe(items);
    expect([...out].sort((a, b) => a - b)).toEqual([...items]);
    expect(out).not.toEqual([...items]);
  });

  it('deriveSeed gives distinct, reproducible uint32 seeds for 10,000 game indices', () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 10_000; i++) seeds.add(deriveSeed(99, i));
    expect(seeds.size).toBe(10_000);
    expect(deriveSeed(99, 7341)).toBe(deriveSeed(99, 7341));
    expect(deriveSeed(99, 1)).not.toBe(deriveSeed(100, 1));
  });

  it('rejects a seed that is not a safe integer with game/bad-seed', () => {
    for (const bad of [1.5, Number.NaN, Infinity, 2 ** 60]) {
      expect(() => createRng(bad)).toThrow(expect.objectContaining({ code: 'game/bad-seed' }));
    }
    let caught: unknown;
    try {
      nextInt(createRng(1), 0);
    } catch (e) {
      caught = e;
    }
    expect(isCodenamesError(caught, 'game/bad-option')).toBe(true);
  });
});
