/**
 * The seeded pseudo-random generator: xoshiro128** (Blackman and Vigna), a small, fast, well-tested
 * generator whose whole state is four uint32 words. The state is a plain tuple so it can live inside a
 * JSON-serialisable `GameState`; every function returns the next state instead of mutating, which keeps
 * the engine pure and games exactly replayable. Nothing in src/ may use the global, unseeded random generator.
 */
import { CodenamesError } from '../errors.js';
import type { RngState } from './types.js';

const TWO_32 = 0x1_0000_0000;

/** murmur3's 32-bit finaliser: a cheap bijective mix with full avalanche. */
function fmix32(h: number): number {
  let x = h >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Splits a safe integer (negative too) into its low and high 32-bit words, two's-complement style. */
function words(n: number): [number, number] {
  const lo = n >>> 0;
  const hi = Math.floor((n - lo) / TWO_32) >>> 0;
  return [lo, hi];
}

function checkSeed(seed: unknown, what: string): asserts seed is number {
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw new CodenamesError(
      'game/bad-seed',
      `${what} must be a whole number (a safe integer such as 7 or 20240501); got ${JSON.stringify(seed) ?? String(seed)}.`,
      { seed: typeof seed === 'number' || typeof seed === 'string' ? seed : String(seed) },
    );
  }
}

/**
 * Creates a generator state from a seed (any safe integer). The seed's two 32-bit halves feed a splitmix32
 * sequence that fills the four state words, so nearby seeds (1, 2, 3, ...) give unrelated streams.
 *
 * @example
 * const [x] = nextUint32(createRng(7)); // the same x on every machine and every run
 */
export function createRng(seed: number): RngState {
  checkSeed(seed, 'The seed');
  const [lo, hi] = words(seed);
  let acc = (lo ^ fmix32(hi ^ 0x6a09e667)) >>> 0;
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    // splitmix32: a Weyl sequence through a mixer; never yields four zero words in a row in practice,
    // but xoshiro must not start from all zeros, so guard anyway.
    acc = (acc + 0x9e3779b9) >>> 0;
    out.push(fmix32(acc));
  }
  if (!out.some((w) => w !== 0)) out[0] = 1;
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** The next uint32 (0 .. 2^32-1) and the generator's next state. */
export function nextUint32(rng: RngState): [number, RngState] {
  const [s0, s1, s2, s3] = rng;
  const result = Math.imul(rotl(Math.imul(s1, 5) >>> 0, 7), 9) >>> 0;
  const t = (s1 << 9) >>> 0;
  let n2 = (s2 ^ s0) >>> 0;
  let n3 = (s3 ^ s1) >>> 0;
  const n1 = (s1 ^ n2) >>> 0;
  const n0 = (s0 ^ n3) >>> 0;
  n2 = (n2 ^ t) >>> 0;
  n3 = rotl(n3, 11);
  return [result, [n0, n1, n2, n3]];
}

/**
 * A uniform integer in 0 .. n-1 (n from 1 to 2^32), without modulo bias: draws that fall in the short
 * final block of the uint32 range are rejected and redrawn.
 */
export function nextInt(rng: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) {
    throw new CodenamesError('game/bad-option', `nextInt needs a whole number n from 1 to 2^32; got ${n}.`);
  }
  const limit = TWO_32 - (TWO_32 % n);
  let state = rng;
  for (;;) {
    const [x, next] = nextUint32(state);
    state = next;
    if (x < limit) return [x % n, state];
  }
}

/** A Fisher-Yates shuffle of a copy of `items`; returns the shuffled copy and the next state. */
export function shuffle<T>(rng: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(state, i + 1);
    state = next;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, state];
}

/**
 * `k` distinct items drawn uniformly without replacement, in draw order (a partial Fisher-Yates: only the
 * first `k` positions are shuffled, so dealing 25 words from a 400-word list costs 25 draws, not 399).
 */
export function sample<T>(rng: RngState, items: readonly T[], k: number): [T[], RngState] {
  if (!Number.isInteger(k) || k < 0 || k > items.length) {
    throw new CodenamesError('game/bad-option', `sample needs k from 0 to ${items.length}; got ${k}.`);
  }
  // A virtual copy of `items`: only the swapped positions are stored, so a big pool is never copied.
  const moved = new Map<number, T>();
  const at = (i: number): T => (moved.has(i) ? (moved.get(i) as T) : (items[i] as T));
  const out: T[] = [];
  let state = rng;
  for (let i = 0; i < k; i++) {
    const [r, next] = nextInt(state, items.length - i);
    state = next;
    const j = i + r;
    out.push(at(j));
    moved.set(j, at(i));
  }
  return [out, state];
}

/**
 * The seed of game `index` in a run seeded with `runSeed`: a uint32 obtained by chaining murmur3's
 * finaliser over the four 32-bit halves of (runSeed, index) with distinct salts. The same pair always gives
 * the same seed, so game 7,341 of a 10,000-game run can be replayed on its own, on any number of workers;
 * consecutive indices give unrelated seeds.
 *
 * @example
 * deriveSeed(42, 0) !== deriveSeed(42, 1); // true
 */
export function deriveSeed(runSeed: number, index: number): number {
  checkSeed(runSeed, 'The run seed');
  checkSeed(index, 'The game index');
  const [rlo, rhi] = words(runSeed);
  const [ilo, ihi] = words(index);
  let h = fmix32(rlo ^ 0x243f6a88);
  h = fmix32((h ^ rhi ^ 0x85a308d3) >>> 0);
  h = fmix32((h + Math.imul(ilo, 0x9e3779b1)) >>> 0);
  h = fmix32((h ^ ihi ^ 0x13198a2e) >>> 0);
  return h >>> 0;
}
