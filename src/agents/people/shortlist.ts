/**
 * The shortlist of the spymaster for people: every allowed pool word scored on the default mind's rows
 * (clue-pool.ts), kept when its best own card beats every card that is not ours. A candidate's key rewards
 * the number of own cards above every other card (n + 4 * min(margin, 0.2), the best n), so the full readings
 * (readings.ts) go to the clues most likely to pass.
 *
 * This is the spymaster's widest loop (12,000 pool words x every open card), so it runs card by card over
 * whole rows (sequential typed-array passes into scratch buffers kept between boards) rather than word by
 * word; the arithmetic and its order per word are the same either way.
 */

/** Sets of cards not ours whose best scores are kept (two: the two teams of a two-team game). */
const DANGER_SETS = 2;

/** A shortlisted pool word and its key (larger first). */
export interface ShortlistKey {
  readonly c: number;
  readonly key: number;
}

/** The board as the shortlist sees it: each card's row over the pool and its offset (minus half its hubness). */
export interface ShortlistBoard {
  readonly ownRows: readonly Float32Array[];
  readonly ownOff: readonly number[];
  readonly otherRows: readonly Float32Array[];
  readonly otherOff: readonly number[];
}

/** What a board's shortlist gives (see {@link Shortlister}). */
export interface Shortlist {
  /** The passed words in key order (ties: pool order): all of them, or with `first` at least that many leading ones. */
  keys: ShortlistKey[];
  /** The first rejected words (see below). */
  fallbacks: ShortlistKey[];
  /** How many words passed (`keys` and `rest()` together). */
  count: number;
  /**
   * The passed words after `keys`, in the same order (empty when `keys` holds all): sorted on this call, which
   * must come before the shortlister's next board (its scratch buffers are reused; a later call is refused).
   */
  rest(): ShortlistKey[];
}

/**
 * Shortlists a board. With `first`, only the leading `first` or more keys are sorted at once (most readers stop
 * after a few hundred of the thousands passed), the rest on demand; `keys` then `rest()` is the full order.
 */
export type Shortlister = (board: ShortlistBoard, first?: number) => Shortlist;

/**
 * Creates the shortlister of a pool of `size` words, of which those with `allowed[c] === 1` may be clues,
 * ranking the best `maxNumber` own cards. `fallbacks` holds the words whose best own card does not beat every
 * other card, met while fewer than 50 words had passed (boards where nothing is clear), with key = that
 * margin.
 *
 * @example
 * const shortlist = createShortlister(pool.size, allowed, 3);
 * const { keys } = shortlist({ ownRows, ownOff, otherRows, otherOff }); // keys[0].c: the likeliest clue
 */
export function createShortlister(size: number, allowed: Uint8Array, maxNumber: number): Shortlister {
  // Only the allowed words are scored: each row is read through a compact copy of its allowed entries
  // (made once per row object: the pool keeps its card rows across boards), in pool order.
  const allowedAt: number[] = [];
  for (let c = 0; c < size; c++) if (allowed[c] === 1) allowedAt.push(c);
  const pick = Int32Array.from(allowedAt);
  const m = pick.length;
  const compact = new WeakMap<Float32Array, Float32Array>();
  const compactOf = (row: Float32Array): Float32Array => {
    let out = compact.get(row);
    if (out === undefined) {
      out = new Float32Array(m);
      for (let a = 0; a < m; a++) out[a] = row[pick[a]!]!;
      compact.set(row, out);
    }
    return out;
  };
  // The best card not ours per word, for the latest sets of cards not ours: on a later turn of a game they
  // are usually the same cards (only ours got revealed), so the widest pass is skipped.
  const dangers: { rows: readonly Float32Array[]; off: readonly number[]; danger: Float64Array }[] = [];
  const dangerOf = (otherRows: readonly Float32Array[], otherOff: readonly number[]): Float64Array => {
    const hit = dangers.find((d) => d.rows.length === otherRows.length && d.rows.every((r, k) => r === otherRows[k] && d.off[k] === otherOff[k]));
    if (hit !== undefined) return hit.danger;
    const danger = dangers.length < DANGER_SETS ? new Float64Array(m) : dangers.pop()!.danger;
    danger.fill(-Infinity);
    for (let k = 0; k < otherRows.length; k++) {
      const row = compactOf(otherRows[k]!);
      const off = otherOff[k]!;
      for (let a = 0; a < m; a++) {
        const v = row[a]! + off;
        if (v > danger[a]!) danger[a] = v;
      }
    }
    dangers.unshift({ rows: otherRows.slice(), off: otherOff.slice(), danger });
    return danger;
  };
  const top = new Float64Array(m * maxNumber);
  const words = new Int32Array(m);
  const values = new Float64Array(m);
  const valueBits = new Uint32Array(values.buffer);
  const orderA = new Int32Array(m);
  const orderB = new Int32Array(m);
  const counts = new Int32Array(256);
  // The leading-keys split (see below): keys are 1 .. maxNumber + 0.8; a bucket is 1/1024 of a key unit.
  const bucketOf = (key: number): number => Math.floor((key - 1) * 1024);
  const buckets = new Int32Array(bucketOf(maxNumber + 1) + 1);
  const high = new Int32Array(m);
  const low = new Int32Array(m);
  let boards = 0;
  return ({ ownRows, ownOff, otherRows, otherOff }, first) => {
    const danger = dangerOf(otherRows, otherOff);
    // The best own scores per word, largest first (insertion into a list of maxNumber; top[j * m + a]).
    top.fill(-Infinity);
    for (let k = 0; k < ownRows.length; k++) {
      const row = compactOf(ownRows[k]!);
      const off = ownOff[k]!;
      if (maxNumber === 3) insertTop3(row, off);
      else {
        for (let a = 0; a < m; a++) {
          let v = row[a]! + off;
          for (let j = 0, at = a; j < maxNumber; j++, at += m) {
            if (v > top[at]!) {
              const t = top[at]!;
              top[at] = v;
              v = t;
            }
          }
        }
      }
    }
    let passed = 0;
    const fallbacks: ShortlistKey[] = [];
    for (let a = 0; a < m; a++) {
      const d = danger[a]!;
      const m1 = top[a]! - d;
      if (m1 <= 0) {
        if (passed < 50) fallbacks.push({ c: pick[a]!, key: m1 });
        continue;
      }
      let key = 0;
      for (let n = 1, at = a; n <= maxNumber; n++, at += m) {
        const mn = top[at]! - d;
        if (mn > 0) key = Math.max(key, n + 4 * Math.min(mn, 0.2));
      }
      words[passed] = pick[a]!;
      values[passed] = key;
      passed++;
    }
    const board = ++boards;
    const later = (): ShortlistKey[] => {
      if (board !== boards) throw new Error('shortlist: rest() after a later board (call it before the next one)');
      return [];
    };
    if (first === undefined || passed <= first) return { keys: sortKeys(identity(passed), passed), fallbacks, count: passed, rest: later };
    // The leading keys: a monotone bucket of each key (a larger key never has a smaller bucket), the lowest bucket
    // whose words and those above make at least `first`; every word there or above has a larger key than every
    // word below, so their stable order is the full order's start. The words below are sorted on demand.
    buckets.fill(0);
    for (let p = 0; p < passed; p++) buckets[bucketOf(values[p]!)]!++;
    let cut = buckets.length - 1;
    for (let above = buckets[cut]!; above < first && cut > 0; ) above += buckets[--cut]!;
    let nHigh = 0;
    let nLow = 0;
    for (let p = 0; p < passed; p++) {
      if (bucketOf(values[p]!) >= cut) high[nHigh++] = p;
      else low[nLow++] = p;
    }
    return {
      keys: sortKeys(high, nHigh),
      fallbacks,
      count: passed,
      rest: () => {
        later();
        return sortKeys(low, nLow);
      },
    };
  };

  /** 0, 1, ... n - 1 in the first scratch list. */
  function identity(n: number): Int32Array {
    for (let p = 0; p < n; p++) high[p] = p;
    return high;
  }

  /** The insertion above for three ranks, unrolled (the same values: a score equal to a rank's goes below it). */
  function insertTop3(row: Float32Array, off: number): void {
    for (let a = 0; a < m; a++) {
      const v = row[a]! + off;
      const t0 = top[a]!;
      if (v > t0) {
        top[a + 2 * m] = top[a + m]!;
        top[a + m] = t0;
        top[a] = v;
        continue;
      }
      const t1 = top[a + m]!;
      if (v > t1) {
        top[a + 2 * m] = t1;
        top[a + m] = v;
      } else if (v > top[a + 2 * m]!) top[a + 2 * m] = v;
    }
  }

  /**
   * The passed words of `list` (indices into the passed words, in pool order) largest key first, ties in pool
   * order: the order of a stable sort by key, made as a
   * stable radix sort (eight passes of one byte, least significant first) of the keys' IEEE bit patterns:
   * keys are positive (every passed word has one at least 1), and positive doubles order as their bits do.
   */
  function sortKeys(list: Int32Array, passed: number): ShortlistKey[] {
    let order = orderA;
    let next = orderB;
    for (let p = 0; p < passed; p++) order[p] = list[p]!;
    for (let pass = 0; pass < 8; pass++) {
      const half = pass < 4 ? 0 : 1; // little-endian words: the low one first
      const shift = (pass % 4) * 8;
      counts.fill(0);
      for (let p = 0; p < passed; p++) counts[255 - ((valueBits[2 * order[p]! + half]! >>> shift) & 255)]!++;
      let sum = 0;
      for (let d = 0; d < 256; d++) {
        const c = counts[d]!;
        counts[d] = sum;
        sum += c;
      }
      for (let p = 0; p < passed; p++) {
        const q = order[p]!;
        const d = 255 - ((valueBits[2 * q + half]! >>> shift) & 255);
        next[counts[d]!] = q;
        counts[d] = counts[d]! + 1;
      }
      [order, next] = [next, order];
    }
    const out: ShortlistKey[] = new Array(passed);
    for (let k = 0; k < passed; k++) out[k] = { c: words[order[k]!]!, key: values[order[k]!]! };
    return out;
  }
}
