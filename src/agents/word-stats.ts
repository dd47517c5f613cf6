/**
 * Per-model word statistics the agents share, computed lazily and cached per model object:
 * - card look-ups (a board word's vector, or a clear 'unknown' when the model has no vector for it);
 * - hubness: the mean similarity of a word to its k nearest clue words. Hub words are close to everything,
 *   so raw cosine over-ranks them; subtracting hubness is the CSLS correction (Conneau et al. 2018), which
 *   both the guesser (card side) and the spymaster (clue side) use.
 */
import type { EmbeddingModel } from '../embeddings/types.js';

/** How many nearest clue words define a word's hubness. */
const HUB_K = 10;
/** Hubness is measured against this many of the most frequent clue words (enough for a stable mean). */
const HUB_REFERENCE = 6000;
/** ... sampled down to this many (hubness is a smooth property; a sample keeps it cheap for 12k clues). */
const HUB_SAMPLE = 500;

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
  reference: Int32Array | null;
  readonly clueHub: Map<number, Float32Array>;
}

const perModel = new WeakMap<EmbeddingModel, Stats>();

function stats(model: EmbeddingModel): Stats {
  let s = perModel.get(model);
  if (s === undefined) {
    s = { cards: new Map(), reference: null, clueHub: new Map() };
    perModel.set(model, s);
  }
  return s;
}

/**
 * The reference words hubness is measured against: a strided sample of HUB_SAMPLE of the most frequent clue
 * words (skipping the very top, whose function-like words are hubs themselves). Cards and clues use the same
 * sample, so the spymaster's prediction of a guesser's scores is exact.
 */
function reference(model: EmbeddingModel): Int32Array {
  const s = stats(model);
  if (s.reference === null) {
    const start = Math.min(100, Math.floor(model.clueIndices.length / 10));
    const span = model.clueIndices.subarray(start, Math.min(model.clueIndices.length, start + HUB_REFERENCE));
    const step = Math.max(1, Math.floor(span.length / HUB_SAMPLE));
    const picked: number[] = [];
    for (let i = 0; i < span.length && picked.length < HUB_SAMPLE; i += step) picked.push(span[i]!);
    s.reference = Int32Array.from(picked);
  }
  return s.reference;
}

/** Mean of the k largest values of `row[from..to)`, skipping values >= 0.999 (the word itself). */
function topMean(row: Float32Array, from: number, to: number, k: number): number {
  const best: number[] = [];
  for (let i = from; i < to; i++) {
    const v = row[i]!;
    if (v >= 0.999) continue;
    if (best.length < k) {
      best.push(v);
      if (best.length === k) best.sort((a, b) => a - b);
    } else if (v > best[0]!) {
      best[0] = v;
      best.sort((a, b) => a - b);
    }
  }
  if (best.length === 0) return 0;
  return best.reduce((a, b) => a + b, 0) / best.length;
}

/** Looks a card up once per model (cached), with its hubness. */
export function cardVector(model: EmbeddingModel, word: string): CardVector {
  const s = stats(model);
  const hit = s.cards.get(word);
  if (hit !== undefined) return hit;
  const l = model.lookup(word);
  let card: CardVector;
  if (!l.ok) {
    card = { word, vector: null, hub: 0 };
  } else {
    const ref = reference(model);
    const row = model.similarityMatrix([l.vector], ref);
    card = { word, vector: l.vector, hub: topMean(row, 0, row.length, HUB_K) };
  }
  // Bounded cache: board words repeat across games (word lists of a few hundred words).
  if (s.cards.size > 20_000) s.cards.clear();
  s.cards.set(word, card);
  return card;
}

/**
 * Hubness of the first `count` clue candidates (aligned with `model.clueIndices`), computed once per model
 * and count against the same reference sample as the cards (about a second for 12k candidates; cached).
 */
export function clueHubness(model: EmbeddingModel, count: number): Float32Array {
  const s = stats(model);
  const hit = s.clueHub.get(count);
  if (hit !== undefined) return hit;
  const ref = reference(model);
  const rows = Array.from(ref, (i) => model.vectorAt(i));
  const cands = model.clueIndices.subarray(0, count);
  const m = model.similarityMatrix(rows, cands);
  const hub = new Float32Array(cands.length);
  const col = new Float32Array(rows.length);
  for (let c = 0; c < cands.length; c++) {
    for (let r = 0; r < rows.length; r++) col[r] = m[r * cands.length + c]!;
    hub[c] = topMean(col, 0, rows.length, HUB_K);
  }
  s.clueHub.set(count, hub);
  return hub;
}
