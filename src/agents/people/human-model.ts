/**
 * A model of how people guess: the chance that a person picks each open card for a clue, and whether they go
 * on after a right pick. Fitted on people's own turns (scripts/agents-fit-human-model.mjs; the weights in
 * human-model-weights.ts, no human data in the repo).
 *
 * A pick is a conditional logit (a softmax over the open cards) of a few features of each (clue, card) pair
 * taken from the independent readings (readings.ts): the GloVe score, the WordNet-mind score, the link
 * flags, how far the card stands out from the rest of the board in each vector reading, and the association
 * norms (card-norms.ts): the strength of the clue in the card's norm list (/3), how far that strength leads
 * the board's other cards (0 when the card has no norm link), the strength of the card in the clue's own
 * list when the clue is a card word, and the clue-word norms (the card among the cards people connect to the
 * clue, and its lead); and whether the card has any card-norm link and any clue-word-norm link at all (people
 * take a weak link far more often than a third of a strong one). Later picks are
 * the same softmax over the cards still open (Plackett-Luce). Going on after a right pick is a logistic of
 * the next card's pick chance and of whether the clue's number is reached.
 *
 * The spymaster for people uses it as a judge (would a person find these cards, and stop there?), the
 * `human-model` tournament guesser samples from it with a seeded generator, and the default guesser's stop
 * rule is calibrated on the same turns.
 */
import { FLAG_KINDS, type ClueReading } from './readings.js';
import { HUMAN_MODEL_WEIGHTS } from './human-model-weights.js';
import { float64s } from '../typed-slab.js';

/** The features of a (clue, card) pair, in the order of {@link HumanModelWeights.pick}. */
export const HUMAN_FEATURES = ['glove', 'wordnet', 'relation', 'thesaurus', 'phrase', 'gloveLead', 'wordnetLead', 'norm', 'normLead', 'normBack', 'clueNorm', 'clueNormLead', 'normAny', 'clueNormAny'] as const;

/** Fitted weights (see human-model-weights.ts for the committed ones and how they were made). */
export interface HumanModelWeights {
  /** One weight per {@link HUMAN_FEATURES} entry. */
  readonly pick: readonly number[];
  /** Going on after a right pick while the number is not reached: [intercept, weight of log pick chance]. */
  readonly goOn: readonly [number, number];
  /** The bonus pick (number reached): [intercept, weight of log pick chance]. */
  readonly bonus: readonly [number, number];
}

/** The best open score (first index `at`) and the best open score elsewhere: each card's best other is one of them. */
function topTwo(scores: ArrayLike<number> | null, open?: readonly boolean[]): { best: number; at: number; second: number } {
  let best = -Infinity;
  let at = -1;
  let second = -Infinity;
  if (scores === null) return { best, at, second };
  for (let j = 0; j < scores.length; j++) {
    if (open !== undefined && !open[j]) continue;
    const v = scores[j]!;
    if (v > best) {
      second = best;
      best = v;
      at = j;
    } else if (v > second) second = v;
  }
  return { best, at, second };
}

/**
 * Feature rows of every card for one reading (row-major, cards x features). A clue a vector mind does not
 * know gives that mind's features 0 for every card (a constant, so it moves no pick).
 */
export function humanFeatures(reading: ClueReading, open?: readonly boolean[]): Float64Array {
  const n = reading.links.relation.length;
  const f = HUMAN_FEATURES.length;
  const out = float64s(n * f);
  const gloveTop = topTwo(reading.glove, open);
  const wordnetTop = topTwo(reading.wordnet, open);
  const normTop = topTwo(reading.links.norm, open);
  const clueNormTop = topTwo(reading.links.clueNorm, open);
  const lead = (scores: Float32Array | null, i: number): number => {
    if (scores === null) return 0;
    // How far the card stands above the best other open card (negative when it does not lead).
    const t = scores === reading.glove ? gloveTop : wordnetTop;
    const other = i === t.at ? t.second : t.best;
    return other === -Infinity ? 0 : Math.max(-0.3, Math.min(0.3, scores[i]! - other));
  };
  for (let i = 0; i < n; i++) {
    const row = i * f;
    out[row] = reading.glove === null ? 0 : reading.glove[i]!;
    out[row + 1] = reading.wordnet === null ? 0 : reading.wordnet[i]!;
    FLAG_KINDS.forEach((k, ki) => {
      out[row + 2 + ki] = reading.links[k][i]!;
    });
    out[row + 5] = lead(reading.glove, i);
    out[row + 6] = lead(reading.wordnet, i);
    out[row + 7] = reading.links.norm[i]! / 3;
    out[row + 8] = normLead(reading.links.norm, i, normTop);
    out[row + 9] = reading.links.normBack[i]! / 3;
    out[row + 10] = reading.links.clueNorm[i]! / 3;
    out[row + 11] = normLead(reading.links.clueNorm, i, clueNormTop);
    out[row + 12] = reading.links.norm[i]! > 0 ? 1 : 0;
    out[row + 13] = reading.links.clueNorm[i]! > 0 ? 1 : 0;
  }
  return out;
}

/** How far card i's norm strength leads the other open cards' (/3; 0 when the card has no norm link); `top` over the open cards. */
function normLead(strengths: Uint8Array, i: number, top: { best: number; at: number; second: number }): number {
  const s = strengths[i]!;
  if (s === 0) return 0;
  const other = i === top.at ? top.second : top.best;
  return (s - Math.max(0, other)) / 3;
}

/** Utilities (logits) of every card: features times the pick weights. */
export function humanUtilities(reading: ClueReading, weights: HumanModelWeights = HUMAN_MODEL_WEIGHTS, open?: readonly boolean[]): Float64Array {
  const x = humanFeatures(reading, open);
  const f = HUMAN_FEATURES.length;
  const n = x.length / f;
  const u = float64s(n);
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let k = 0; k < f; k++) s += weights.pick[k]! * x[i * f + k]!;
    u[i] = s;
  }
  return u;
}

/**
 * The chance of each card being the next pick: a softmax of `utilities` over the cards not in `taken`
 * (taken cards get 0).
 *
 * @example
 * pickChances(Float64Array.of(1, 0, 0), new Set()); // [0.58, 0.21, 0.21]
 */
export function pickChances(utilities: Float64Array, taken: ReadonlySet<number> = new Set()): Float64Array {
  let max = -Infinity;
  for (let i = 0; i < utilities.length; i++) if (!taken.has(i) && utilities[i]! > max) max = utilities[i]!;
  const p = float64s(utilities.length);
  let z = 0;
  for (let i = 0; i < utilities.length; i++) {
    if (taken.has(i)) continue;
    p[i] = Math.exp(utilities[i]! - max);
    z += p[i]!;
  }
  if (z > 0) for (let i = 0; i < p.length; i++) p[i] = p[i]! / z;
  return p;
}

/** The logistic function. */
export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * The chance that a person goes on to another pick after a right one: `reached` says whether the clue's
 * number is already found (then only the bonus pick is left), `nextChance` is the best open card's pick chance.
 */
export function goOnChance(nextChance: number, reached: boolean, weights: HumanModelWeights = HUMAN_MODEL_WEIGHTS): number {
  const [a, b] = reached ? weights.bonus : weights.goOn;
  return logistic(a + b * Math.log(Math.max(1e-6, nextChance)));
}

/**
 * How a person would likely read a clue for `number` cards, in expectation: walking the cards in the order
 * of their pick chances (each step a softmax over the cards still open), the chance that the first k picks
 * are all in `ours` for k = 1..number. `found` is the expected count of our cards found before a miss or
 * the number, `assassin` the chance that a pick before that reaches an assassin.
 */
export function expectedReading(utilities: Float64Array, ours: readonly boolean[], assassins: readonly boolean[], number: number): { found: number; assassin: number; allFound: number } {
  const taken = new Set<number>();
  let alive = 1;
  let found = 0;
  let assassin = 0;
  for (let k = 0; k < number; k++) {
    const p = pickChances(utilities, taken);
    let own = 0;
    let bad = 0;
    let best = -1;
    for (let i = 0; i < p.length; i++) {
      if (ours[i]) {
        own += p[i]!;
        if (!taken.has(i) && (best < 0 || p[i]! > p[best]!)) best = i;
      } else if (assassins[i]) bad += p[i]!;
    }
    assassin += alive * bad;
    alive *= own;
    found += alive;
    if (best < 0) break;
    // Approximation: the right pick is the likeliest of our cards (exact when one of ours dominates).
    taken.add(best);
  }
  return { found, assassin, allFound: alive };
}
