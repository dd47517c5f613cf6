/**
 * Shipped hubness: the hubness (hubness.ts `hubOf`) of the words a default spymaster's pool reads (and of
 * the card words and the words its look-up rules reach for pool words a mind lacks), made
 * once by `node scripts/build-hub-tables.mjs` and kept beside a model's vectors (`hubs.bin`), so that a player
 * does not recompute it for every pool word it meets (a tournament worker met nearly all 12,000 in each of
 * the two reading minds: about a fifth of its CPU over 500 games).
 *
 * A table is a cache, never a source of truth: on first use, spot checks recompute the hubness of sixteen of
 * its words; unless every one is the table's value to the bit, the table is ignored and everything is computed
 * as before. A model without a table (a user's own vectors) computes every value.
 *
 * Format (little-endian): u32 count, then count i32 vocabulary indices, then count f64 hubness values.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmbeddingModel } from '../embeddings/types.js';
import { modelFolder } from '../embeddings/load-model.js';
import { hubOf } from './hubness.js';

/** The table's file name in a model's folder. */
export const HUB_TABLE_FILE = 'hubs.bin';
/** Words of a table recomputed before it is trusted. */
const SPOT_CHECKS = 16;

/** Folders of models not loaded through loadModelSync (the WordNet mind), per model. */
const folders = new WeakMap<EmbeddingModel, string>();
/** Per model: hubness per vocabulary index (NaN: not in the table), or null without a usable table. */
const tables = new WeakMap<EmbeddingModel, Float64Array | null>();

/** Names the folder `model` was read from, where its table may be (models loaded from a folder are known already). */
export function registerHubFolder(model: EmbeddingModel, dir: string): void {
  folders.set(model, dir);
}

/**
 * Encodes a table of vocabulary indices and their hubness (scripts/build-hub-tables.mjs writes it).
 *
 * @example
 * writeFileSync(join(dir, HUB_TABLE_FILE), encodeHubTable(indices, hubsOf(model, vectors)));
 */
export function encodeHubTable(indices: Int32Array, hubs: Float64Array): Uint8Array {
  if (indices.length !== hubs.length) throw new RangeError(`${indices.length} indices for ${hubs.length} values`);
  const out = new Uint8Array(4 + 12 * indices.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, indices.length, true);
  indices.forEach((i, k) => view.setInt32(4 + 4 * k, i, true));
  hubs.forEach((h, k) => view.setFloat64(4 + 4 * indices.length + 8 * k, h, true));
  return out;
}

/** The table of `model` (read and checked on first use), or null. */
function tableOf(model: EmbeddingModel): Float64Array | null {
  let table = tables.get(model);
  if (table !== undefined) return table;
  table = null;
  const dir = folders.get(model) ?? modelFolder(model);
  if (dir !== undefined) {
    try {
      table = checked(model, readFileSync(join(dir, HUB_TABLE_FILE)));
    } catch {
      table = null; // (no table: every value is computed)
    }
  }
  tables.set(model, table);
  return table;
}

/** The decoded table when it fits the model and its spot checks agree to the bit; else null. */
function checked(model: EmbeddingModel, bytes: Buffer): Float64Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes.length >= 4 ? view.getUint32(0, true) : -1;
  if (count <= 0 || bytes.length !== 4 + 12 * count) return null;
  const size = model.vocabulary.length;
  const table = new Float64Array(size).fill(Number.NaN);
  const indices = new Int32Array(count);
  for (let k = 0; k < count; k++) {
    const i = view.getInt32(4 + 4 * k, true);
    if (i < 0 || i >= size) return null;
    indices[k] = i;
    table[i] = view.getFloat64(4 + 4 * count + 8 * k, true);
  }
  for (let s = 0; s < SPOT_CHECKS; s++) {
    const i = indices[Math.floor((s * (count - 1)) / (SPOT_CHECKS - 1))]!;
    if (hubOf(model, model.vectorAt(i)) !== table[i]) return null;
  }
  return table;
}

/**
 * The hubness of vocabulary word `index` of `model` from its shipped table, NaN when the table lacks it (or
 * there is none): the caller then computes it (hubOf / hubsOf give the same value).
 *
 * @example
 * const h = tableHub(glove, glove.indexOf('ocean')); // the value hubOf(glove, glove.vectorAt(i)) gives
 */
export function tableHub(model: EmbeddingModel, index: number): number {
  const table = tableOf(model);
  return table === null ? Number.NaN : table[index] ?? Number.NaN;
}

/**
 * The same for a looked-up `vector` (a card, a word read through a look-up rule): the table's value of
 * vocabulary word `index` only when `vector` is that word's vector, number for number; NaN otherwise.
 */
export function tableHubOf(model: EmbeddingModel, index: number, vector: Float32Array): number {
  if (index < 0) return Number.NaN;
  const t = tableHub(model, index);
  if (Number.isNaN(t)) return t;
  const own = model.vectorAt(index);
  if (own.length !== vector.length) return Number.NaN;
  for (let d = 0; d < own.length; d++) if (own[d] !== vector[d]) return Number.NaN;
  return t;
}
