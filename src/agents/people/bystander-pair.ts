/**
 * A clue for 2 on a single-team board where the judges allow only 1 because of a bystander.
 *
 * In the single-team game a bystander touched only ends the turn, while the other team's agent also counts
 * towards the loss (all 8 revealed) and the assassin ends the game. So where the best clue is for one card
 * and a second target of ours is blocked only by a bystander (JAIL for CELL and POLICE: the bystander LOCK
 * ties), a clue for 2 gives a person the first card and, more often than not, the second: 1 + P(second)
 * against 1. This judges such a pair:
 * - the first target alone passes the judges on the real board (one clear target);
 * - the pair passes the judges on the board read without its bystanders: every check against the other
 *   team's agents and the assassin stays whole (the norms, the word links, the vector and human margins);
 * - against the bystanders, a looser rule: no bystander forms a set phrase with the clue, the human model
 *   ranks the second target above every bystander by `bystanderMargin`, and a person who found the first
 *   picks the second with chance `pairSecondChance`.
 * The spymaster keeps the plain-GloVe assassin check (plainReach) and takes such a pair only when its expected
 * cards, less the assassin's cost, beat the best clue for 1's by `pairGain` (people-spymaster.ts).
 */
import { judge, type ClueContext, type JudgedBoard, type Verdict } from './clue-judges.js';
import { expectedReading } from './human-model.js';
import type { PeopleParams } from './people-params.js';
import type { ClueReading } from './readings.js';

/** A single-team board as the pair rule sees it. */
export interface PairBoard extends JudgedBoard {
  readonly bystanders: readonly boolean[];
  /** The same board with its bystanders counted as ours (never targets): what the strict judges read. */
  readonly withoutBystanders: JudgedBoard;
}

/** Builds the {@link PairBoard} of open cards (arrays aligned with them). */
export function pairBoard(ours: readonly boolean[], assassins: readonly boolean[], bystanders: readonly boolean[]): PairBoard {
  return { ours, assassins, bystanders, withoutBystanders: { ours: ours.map((o, i) => o || bystanders[i]!), assassins } };
}

/** A pair that passes: the strict judges' verdict on the board without bystanders, and the human model's reading on the real one. */
export interface BystanderPair {
  readonly verdict: Verdict;
  /** Expected cards found, the chance all are, the chance the picks reach the assassin (human-model.ts expectedReading). */
  readonly found: number;
  readonly allFound: number;
  readonly assassin: number;
}

/**
 * Judges the clue for the two `targets` (the first the clear one) under the single-team pair rule; null when
 * it does not pass.
 *
 * @example
 * bystanderPair(reading, u, [cell, police], pairBoard(ours, assassins, bystanders), params, known); // { verdict, found: 1.7, ... }
 */
export function bystanderPair(reading: ClueReading, utilities: Float64Array, targets: readonly number[], board: PairBoard, p: PeopleParams, known: ClueContext): BystanderPair | null {
  if (targets.length !== 2) return null;
  const [first, second] = targets as [number, number];
  if (judge(reading, utilities, [first], board, p, known).way === null) return null;
  const verdict = judge(reading, utilities, targets, board.withoutBystanders, p, known);
  if (verdict.way === null) return null;
  let bystander = -Infinity;
  for (let i = 0; i < utilities.length; i++) {
    if (!board.bystanders[i]) continue;
    // A set phrase with a bystander is read at once (blind read req-9: MASTER 2 for DEGREE, NINJA; both readers took SPY second)
    if (reading.links.phrase[i] === 1) return null;
    bystander = Math.max(bystander, utilities[i]!);
  }
  if (utilities[second]! - bystander < p.bystanderMargin || utilities[second]! > utilities[first]!) return null;
  const one = expectedReading(utilities, board.ours, board.assassins, 1);
  const two = expectedReading(utilities, board.ours, board.assassins, 2);
  if (one.allFound <= 0 || two.allFound / one.allFound < p.pairSecondChance) return null;
  return { verdict, found: two.found, allFound: two.allFound, assassin: two.assassin };
}
