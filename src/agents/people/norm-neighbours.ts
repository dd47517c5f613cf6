/**
 * Norm neighbours: how close a clue is to the words people associate with each card, so that a clue the norms
 * do not list for a card still reads through one they do ('ocean' for WHALE through 'sea'). Per card, the best
 * cosine (in the distributional model) between the clue and the card's associates of strength 2 or more, and
 * of strength 3, each floored at 0.
 *
 * The same works for the clue-word norms (the clue words that make people think of each card, card-norms.ts):
 * 'sea' is listed for WHALE, so 'ocean' reads through it even when the list does not name 'ocean'.
 *
 * The guesser for people adds them to the human model's utilities (people-guesser.ts). They cost a few hundred
 * dot products per clue and board, cheap for one clue a turn but not for a spymaster's thousands of candidates,
 * so the human model itself does not use them. A guesser reads the same clue on the same cards again (an earlier
 * clue re-read on every later turn of a game, a clue given again on another board with some of the same cards),
 * so each (clue, card) pair's two values are kept once made (per norms table and model).
 */
import type { EmbeddingModel } from '../../embeddings/types.js';
import type { CardNorms } from '../card-norms.js';
import type { ReadingMinds } from './readings.js';

/**
 * The features per card, in this order: through the card norms (strength >= 2, = 3), then through the
 * clue-word norms (the same two).
 */
export const NORM_NEIGHBOUR_FEATURES = ['neighbour2', 'neighbour3', 'clueNeighbour2', 'clueNeighbour3'] as const;

/** A card's associates of strength >= 2: their unit vectors packed one after another, and which have strength 3. */
interface Associates {
  readonly packed: Float32Array;
  readonly strong: Uint8Array;
}

/** What one norms table and model keep: each card's {@link Associates}, and per clue each card's two values made. */
interface Kept {
  readonly cards: Map<string, Associates>;
  /** Clue -> card (lower case) -> [any, strong]. */
  readonly values: Map<string, Map<string, readonly [number, number]>>;
  size: number;
}

/** (clue, card) pairs kept per norms table and model before the kept values are dropped and made afresh. */
const KEPT_PAIRS = 500_000;

/** Per norms table, per model: what it keeps. */
const cache = new WeakMap<CardNorms, WeakMap<EmbeddingModel, Kept>>();

function keptOf(model: EmbeddingModel, norms: CardNorms): Kept {
  let byModel = cache.get(norms);
  if (byModel === undefined) cache.set(norms, (byModel = new WeakMap()));
  let kept = byModel.get(model);
  if (kept === undefined) byModel.set(model, (kept = { cards: new Map(), values: new Map(), size: 0 }));
  return kept;
}

function associatesOf(model: EmbeddingModel, byCard: Map<string, Associates>, norms: CardNorms, key: string): Associates {
  const hit = byCard.get(key);
  if (hit !== undefined) return hit;
  const vectors: Float32Array[] = [];
  const strong: number[] = [];
  for (const [word, s] of norms.strengths(key) ?? []) {
    if (s < 2) continue;
    const v = model.vector(word);
    if (v === null) continue;
    vectors.push(v);
    strong.push(s === 3 ? 1 : 0);
  }
  const packed = new Float32Array(vectors.length * model.dimensions);
  vectors.forEach((v, j) => packed.set(v, j * model.dimensions));
  const out = { packed, strong: Uint8Array.from(strong) };
  byCard.set(key, out);
  return out;
}

/**
 * The norm-neighbour features of `clue` for each of `words` (row-major, cards x 2), all 0 when the model does
 * not know the clue.
 *
 * @example
 * normNeighbours(glove, loadCardNorms(), 'ocean', ['WHALE', 'PIANO']); // [0.8, 0.8, 0.1, 0.1]
 */
export function normNeighbours(model: EmbeddingModel, norms: CardNorms, clue: string, words: readonly string[]): Float64Array {
  const out = new Float64Array(words.length * 2);
  const c = model.vector(clue);
  if (c === null) return out;
  const dims = c.length;
  const kept = keptOf(model, norms);
  if (kept.size >= KEPT_PAIRS) {
    kept.values.clear();
    kept.size = 0;
  }
  let values = kept.values.get(clue);
  if (values === undefined) kept.values.set(clue, (values = new Map()));
  for (let i = 0; i < words.length; i++) {
    const key = words[i]!.trim().toLowerCase();
    const hit = values.get(key);
    if (hit !== undefined) {
      out[2 * i] = hit[0];
      out[2 * i + 1] = hit[1];
      continue;
    }
    const { packed, strong: isStrong } = associatesOf(model, kept.cards, norms, key);
    let any = 0;
    let strong = 0;
    // Four associates a pass (each clue number read once for four products); each dot product is the same
    // double sum in dimension order as clue-scores.ts `dot`, so the values are those of one dot at a time.
    const n = isStrong.length;
    let j = 0;
    for (; j + 4 <= n; j += 4) {
      const o = j * dims;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let d = 0; d < dims; d++) {
        const x = c[d]!;
        s0 += x * packed[o + d]!;
        s1 += x * packed[o + dims + d]!;
        s2 += x * packed[o + 2 * dims + d]!;
        s3 += x * packed[o + 3 * dims + d]!;
      }
      if (s0 > any) any = s0;
      if (isStrong[j] === 1 && s0 > strong) strong = s0;
      if (s1 > any) any = s1;
      if (isStrong[j + 1] === 1 && s1 > strong) strong = s1;
      if (s2 > any) any = s2;
      if (isStrong[j + 2] === 1 && s2 > strong) strong = s2;
      if (s3 > any) any = s3;
      if (isStrong[j + 3] === 1 && s3 > strong) strong = s3;
    }
    for (; j < n; j++) {
      const o = j * dims;
      let s0 = 0;
      for (let d = 0; d < dims; d++) s0 += c[d]! * packed[o + d]!;
      if (s0 > any) any = s0;
      if (isStrong[j] === 1 && s0 > strong) strong = s0;
    }
    out[2 * i] = any;
    out[2 * i + 1] = strong;
    values.set(key, [any, strong]);
    kept.size++;
  }
  return out;
}

/**
 * The rows of {@link NORM_NEIGHBOUR_FEATURES} of `clue` for each of `words` (row-major, cards x 4) in the
 * distributional mind of `minds`, through each norms table it has (0 for a table it lacks).
 *
 * @example
 * neighbourRows(await readingMinds(), 'ocean', ['WHALE', 'PIANO']); // [0.8, 0.8, 0.7, 0.6, 0.1, 0.1, 0.2, 0]
 */
export function neighbourRows(minds: ReadingMinds, clue: string, words: readonly string[]): Float64Array {
  const k = NORM_NEIGHBOUR_FEATURES.length;
  const out = new Float64Array(words.length * k);
  [minds.links.norm, minds.links.clueNorm].forEach((norms, t) => {
    if (norms === undefined) return;
    const nb = normNeighbours(minds.glove, norms, clue, words);
    for (let i = 0; i < words.length; i++) {
      out[i * k + 2 * t] = nb[2 * i]!;
      out[i * k + 2 * t + 1] = nb[2 * i + 1]!;
    }
  });
  return out;
}
