/**
 * Card look-ups the agents share, cached per model object: a board word's unit vector with its hubness
 * (hubness.ts; the shipped table's value where it has one, hub-table.ts), or a clear 'unknown' when the model
 * has no vector for it.
 */
import type { EmbeddingModel } from '../embeddings/types.js';
import { tableHubOf } from './hub-table.js';
import { hubsOf } from './hubness.js';

/** A board card as the agents see it through a model. */
export interface CardVector {
  readonly word: string;
  /** Unit vector, or null when the model cannot represent the card (then it is 'unknown'). */
  readonly vector: Float32Array | null;
  /** Hubness of the card (0 when unknown). */
  readonly hub: number;
}

interface Stats {
  readonly cards: Map<string, CardVector>;
}

const perModel = new WeakMap<EmbeddingModel, Stats>();

function stats(model: EmbeddingModel): Stats {
  let s = perModel.get(model);
  if (s === undefined) {
    s = { cards: new Map() };
    perModel.set(model, s);
  }
  return s;
}

/** Looks a card up once per model (cached), with its hubness. */
export function cardVector(model: EmbeddingModel, word: string): CardVector {
  return stats(model).cards.get(word) ?? cardVectors(model, [word])[0]!;
}

/**
 * Looks many words up as {@link cardVector} does (the same cached objects), the hubness of those not yet
 * cached made in one batch ({@link hubsOf}).
 */
export function cardVectors(model: EmbeddingModel, words: readonly string[]): CardVector[] {
  const s = stats(model);
  const found: { word: string; vector: Float32Array; index: number }[] = [];
  for (const word of words) {
    if (s.cards.has(word) || found.some((f) => f.word === word)) continue;
    const l = model.lookup(word);
    if (l.ok) found.push({ word, vector: l.vector, index: l.kind === 'exact' && l.tokens.length === 1 ? model.indexOf(l.tokens[0]!) : -1 });
    else s.cards.set(word, { word, vector: null, hub: 0 });
  }
  if (found.length > 0) {
    // (a vocabulary vector the model's shipped table holds takes its value there: the same, hub-table.ts)
    const hubs = Float64Array.from(found, (f) => tableHubOf(model, f.index, f.vector));
    const rest = found.flatMap((_, k) => (Number.isNaN(hubs[k]!) ? [k] : []));
    const made = hubsOf(model, rest.map((k) => found[k]!.vector));
    rest.forEach((k, r) => (hubs[k] = made[r]!));
    // Bounded cache: board words repeat across games (word lists of a few hundred words).
    if (s.cards.size + found.length > 20_000) s.cards.clear();
    found.forEach((f, k) => s.cards.set(f.word, { word: f.word, vector: f.vector, hub: hubs[k]! }));
  }
  return words.map((word) => s.cards.get(word) ?? cardVector(model, word));
}
