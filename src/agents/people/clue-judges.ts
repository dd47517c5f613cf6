/**
 * The judges of a clue for people: does each independent reading (readings.ts) tie every target to the clue
 * on its own, strongly, and rank it above every card that is not ours?
 *
 * - a vector reading (GloVe alone, the WordNet mind alone) passes when its weakest target reaches the
 *   strength floor, clears the best card that is not ours by the margin, and the assassin by a wider one;
 * - the links reading passes when every target is linked to the clue (a WordNet relation, a Moby Thesaurus
 *   entry, a phrase) and no card that is not ours is;
 * - the human model passes when a person's likeliest picks are the targets: the weakest target's utility
 *   clears every other card's that is not ours by the human margin.
 * A clue is for people when the human model passes and at least `minReadings` of the other three do.
 */
import { FLAG_KINDS, type ClueReading } from './readings.js';
import type { PeopleParams } from './people-params.js';

/** What one board looks like to the judges (arrays aligned with the open cards). */
export interface JudgedBoard {
  readonly ours: readonly boolean[];
  readonly assassins: readonly boolean[];
}

/** The verdict on one clue for one target set. */
export interface Verdict {
  readonly glove: boolean;
  readonly wordnet: boolean;
  readonly links: boolean;
  readonly human: boolean;
  /** How many of glove, wordnet and links pass. */
  readonly readings: number;
  /** The thinnest vector margin (weakest target minus best card not ours) over the passing vector readings. */
  readonly margin: number;
}

function vectorPasses(scores: Float32Array | null, targets: readonly number[], board: JudgedBoard, p: PeopleParams): { pass: boolean; margin: number } {
  if (scores === null) return { pass: false, margin: -1 };
  let weakest = Infinity;
  for (const t of targets) weakest = Math.min(weakest, scores[t]!);
  let other = -Infinity;
  let assassin = -Infinity;
  for (let i = 0; i < scores.length; i++) {
    if (board.ours[i]) continue;
    other = Math.max(other, scores[i]!);
    if (board.assassins[i]) assassin = Math.max(assassin, scores[i]!);
  }
  const margin = weakest - other;
  const pass = weakest >= p.strengthFloor && margin >= p.vectorMargin && weakest - assassin >= p.assassinMargin;
  return { pass, margin };
}

function linksPass(reading: ClueReading, targets: readonly number[], board: JudgedBoard): boolean {
  const linked = (i: number): boolean => FLAG_KINDS.some((k) => reading.links[k][i] === 1);
  if (!targets.every(linked)) return false;
  for (let i = 0; i < board.ours.length; i++) if (!board.ours[i] && linked(i)) return false;
  return true;
}

/**
 * Judges `reading` for `targets` (indices of open cards, ours) with the human model's `utilities`.
 *
 * @example
 * judge(reader.read('fish'), utilities, [0, 2], board, params).readings; // 2: GloVe and links agree
 */
export function judge(reading: ClueReading, utilities: Float64Array, targets: readonly number[], board: JudgedBoard, p: PeopleParams): Verdict {
  const g = vectorPasses(reading.glove, targets, board, p);
  const w = vectorPasses(reading.wordnet, targets, board, p);
  const links = linksPass(reading, targets, board);
  let weakest = Infinity;
  for (const t of targets) weakest = Math.min(weakest, utilities[t]!);
  let other = -Infinity;
  for (let i = 0; i < utilities.length; i++) if (!board.ours[i]) other = Math.max(other, utilities[i]!);
  const human = weakest - other >= p.humanMargin;
  const passing = [g.pass ? g.margin : null, w.pass ? w.margin : null].filter((m): m is number => m !== null);
  return {
    glove: g.pass,
    wordnet: w.pass,
    links,
    human,
    readings: (g.pass ? 1 : 0) + (w.pass ? 1 : 0) + (links ? 1 : 0),
    margin: passing.length === 0 ? 0 : Math.min(...passing),
  };
}
