/**
 * Card rows shared between threads: a card word's similarity row over a spymaster pool's candidate words (the
 * raw `similarityMatrix` row, per model and candidate list), which every tournament worker would otherwise
 * compute for itself. Each worker computes the ~800 card words' rows in three minds over ~12,000 pool words,
 * which was about half of a worker's warm-up (its first 50 games cost ~5 warm games each); with the store, a
 * row one worker made is read by the others.
 *
 * The store is one SharedArrayBuffer that the tournament's worker pool makes and gives every worker
 * ({@link installSharedRows}); without one (a single process: the CLI's `clue`, the server, tests) rows are
 * computed as before. A row is published only when complete and never changed after: a reader gets a
 * read-only view of exactly the numbers its own `similarityMatrix` call would give (a row does not depend on
 * the other rows computed with it; test/agents/shared-rows.test.ts). When the store is full, rows are simply
 * computed locally.
 *
 * Layout (32-bit units): [0] the next free unit, [1] the bucket count B (a power of two), [2, 2 + B) the
 * buckets (0 = empty, else 1 + the unit where an entry starts), then the entries: key length (UTF-16 units),
 * row length, the key (two UTF-16 units a 32-bit unit), the row (float32s).
 */
import type { EmbeddingModel } from '../embeddings/types.js';

/** A store's buffer with its views. */
interface Store {
  readonly i32: Int32Array;
  readonly u16: Uint16Array;
  readonly f32: Float32Array;
  readonly buckets: number;
}

const HEADER = 2;
/** Buckets of a new store (card words x pools x minds of a tournament: a few thousand rows). */
const DEFAULT_BUCKETS = 1 << 15;

let installed: Store | null = null;

/**
 * A new empty store of about `bytes` bytes (zero pages cost no memory until a row is written).
 *
 * @example
 * const buffer = createSharedRowsBuffer(256 * 2 ** 20); // passed to each worker, then installSharedRows(buffer)
 */
export function createSharedRowsBuffer(bytes: number, buckets: number = DEFAULT_BUCKETS): SharedArrayBuffer {
  const b = 2 ** Math.ceil(Math.log2(Math.max(16, buckets)));
  const units = Math.max(HEADER + b + 1024, Math.floor(bytes / 4));
  const buffer = new SharedArrayBuffer(units * 4);
  const i32 = new Int32Array(buffer);
  i32[1] = b;
  i32[0] = HEADER + b;
  return buffer;
}

/** Makes this thread read and publish card rows through `buffer` (null: stop sharing). */
export function installSharedRows(buffer: SharedArrayBuffer | null): void {
  if (buffer === null) {
    installed = null;
    return;
  }
  const i32 = new Int32Array(buffer);
  installed = { i32, u16: new Uint16Array(buffer), f32: new Float32Array(buffer), buckets: i32[1]! };
}

/** FNV-1a over the key's UTF-16 units. */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Whether the entry at unit `at` holds `key`. */
function holds(s: Store, at: number, key: string): boolean {
  if (s.i32[at] !== key.length) return false;
  const k = 2 * (at + 2);
  for (let i = 0; i < key.length; i++) if (s.u16[k + i] !== key.charCodeAt(i)) return false;
  return true;
}

/** The row published under `key`, as a view, or null. */
function find(s: Store, key: string): Float32Array | null {
  const mask = s.buckets - 1;
  for (let b = hashOf(key) & mask, n = 0; n < s.buckets; b = (b + 1) & mask, n++) {
    const v = Atomics.load(s.i32, HEADER + b);
    if (v === 0) return null;
    const at = v - 1;
    if (holds(s, at, key)) {
      const start = at + 2 + Math.ceil(key.length / 2);
      return s.f32.subarray(start, start + s.i32[at + 1]!);
    }
  }
  return null;
}

/**
 * Publishes `row` under `key` and returns the published view (the key's entry when another thread was first),
 * or null when the store is full.
 */
function publish(s: Store, key: string, row: Float32Array): Float32Array | null {
  const keyUnits = Math.ceil(key.length / 2);
  const size = 2 + keyUnits + row.length;
  if (Atomics.load(s.i32, 0) + size > s.i32.length) return null;
  const at = Atomics.add(s.i32, 0, size);
  if (at + size > s.i32.length) return null; // full: the row stays local
  s.i32[at] = key.length;
  s.i32[at + 1] = row.length;
  const k = 2 * (at + 2);
  for (let i = 0; i < key.length; i++) s.u16[k + i] = key.charCodeAt(i);
  s.f32.set(row, at + 2 + keyUnits);
  const mask = s.buckets - 1;
  for (let b = hashOf(key) & mask, n = 0; n < s.buckets; b = (b + 1) & mask, n++) {
    // The entry is written before its bucket is set (an atomic write), so a reader that sees the bucket sees it all.
    const v = Atomics.compareExchange(s.i32, HEADER + b, 0, at + 1);
    if (v === 0) return s.f32.subarray(at + 2 + keyUnits, at + 2 + keyUnits + row.length);
    if (holds(s, v - 1, key)) return find(s, key);
  }
  return null;
}

/** Per model and candidate list: the key prefix naming them. */
const spaces = new WeakMap<EmbeddingModel, WeakMap<Int32Array, string>>();

/**
 * What names a row's model and candidates across threads: the model's name, size and first candidate
 * vectors' bits, and the candidate list's length and hash (every worker of a tournament loads the same files).
 */
function spaceOf(model: EmbeddingModel, candidates: Int32Array): string {
  let byList = spaces.get(model);
  if (byList === undefined) spaces.set(model, (byList = new WeakMap()));
  let space = byList.get(candidates);
  if (space === undefined) {
    let h = 0x811c9dc5;
    for (let i = 0; i < candidates.length; i++) h = Math.imul(h ^ candidates[i]!, 0x01000193);
    for (let i = 0; i < Math.min(4, candidates.length); i++) {
      const bits = new Int32Array(model.vectorAt(candidates[i]!).slice().buffer);
      for (let d = 0; d < bits.length; d++) h = Math.imul(h ^ bits[d]!, 0x01000193);
    }
    space = `${model.name}\u0001${model.dimensions}\u0001${model.vocabulary.length}\u0001${candidates.length}\u0001${(h >>> 0).toString(36)}\u0001`;
    byList.set(candidates, space);
  }
  return space;
}

/**
 * Each card's similarity row over `candidates` in `model` (`model.similarityMatrix` of its vector), from the
 * shared store when a thread published it, else computed now (all missing cards in one call) and published.
 * The rows are read-only (views of the store, or of one new matrix): copy one before changing it.
 *
 * @example
 * const [row] = similarityRows(model, [{ word: 'WHALE', vector: model.vector('whale')! }], model.clueIndices);
 */
export function similarityRows(model: EmbeddingModel, cards: readonly { readonly word: string; readonly vector: Float32Array }[], candidates: Int32Array): Float32Array[] {
  const n = candidates.length;
  const s = installed;
  if (s === null) {
    const m = model.similarityMatrix(cards.map((card) => card.vector), candidates);
    return cards.map((_, j) => m.subarray(j * n, (j + 1) * n));
  }
  const space = spaceOf(model, candidates);
  const out: (Float32Array | null)[] = cards.map((card) => find(s, space + card.word));
  const missing = cards.filter((_, j) => out[j] === null);
  if (missing.length > 0) {
    const m = model.similarityMatrix(missing.map((card) => card.vector), candidates);
    let k = 0;
    cards.forEach((card, j) => {
      if (out[j] !== null) return;
      const row = m.subarray(k * n, (k + 1) * n);
      k++;
      out[j] = publish(s, space + card.word, row) ?? row;
    });
  }
  return out as Float32Array[];
}
