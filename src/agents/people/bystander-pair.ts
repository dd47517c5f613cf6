/**
 * A clue for 2 on a single-team board where the judges allow only 1 because of a card whose touch only ends
 * the turn.
 *
 * In the single-team game a bystander touched only ends the turn, and so does the other team's agent while
 * enough of them are open (the game is lost only when all 8 are revealed; `pairOpponents`); the assassin ends
 * the game. So where the best clue is for one card and a second target of ours is blocked only by such a
 * card (JAIL for CELL and POLICE: the bystander LOCK ties), a clue for 2 gives a person the first card and,
 * more often than not, the second: 1 + P(second) against 1. These cards are the pair's 'loose' cards. This
 * judges such a pair:
 * - the first target alone passes the judges on the real board (one clear target);
 * - the pair passes the judges on the board read without its loose cards: every check against the assassin
 *   (and, while fewer than `pairOpponents` are open, the other team's agents) stays whole (the norms, the word
 *   links, the vector and human margins); or, where the judges leave the second target loose, hearers of the
 *   clue think of it and one more resource ties it, with the norms way's checks against the cards not ours
 *   (clue-judges.ts pairBacked); a second target hearers of the clue do not think of is read as in a clue
 *   for 3 (`pairCardBacked`): tied when the card norms tie it clearly and GloVe or WordNet puts it among
 *   the first cards (TOXIC for POISON and MERCURY: the associators hearing TOXIC left MERCURY out, people
 *   shown MERCURY say 'toxic');
 * - against the loose cards, a looser rule: none forms a set phrase with the clue, the human model ranks the
 *   second target above every one of them by `bystanderMargin`, and a person who found the first picks the
 *   second with chance `pairSecondChance`.
 * The spymaster keeps the plain-GloVe assassin check (plainReach) and takes such a pair only when its expected
 * cards, less the assassin's cost, beat the best clue for 1's by `pairGain` (people-spymaster.ts).
 */
import { judge, normStrengths, pairBacked, type ClueContext, type JudgedBoard, type Verdict } from './clue-judges.js';
import { expectedReading } from './human-model.js';
import type { PeopleParams } from './people-params.js';
import { FLAG_KINDS, type ClueReading } from './readings.js';
import type { Identity, Team } from '../../game/types.js';

/** A single-team board as the pair rule sees it. */
export interface PairBoard extends JudgedBoard {
  /** The cards a touch of which only ends the turn (never the assassin). */
  readonly loose: readonly boolean[];
  /** The same board with its loose cards counted as ours (never targets): what the strict judges read. */
  readonly withoutLoose: JudgedBoard;
}

/** Builds the {@link PairBoard} of open cards (arrays aligned with them). */
export function pairBoard(ours: readonly boolean[], assassins: readonly boolean[], loose: readonly boolean[]): PairBoard {
  return { ours, assassins, loose, withoutLoose: { ours: ours.map((o, i) => o || loose[i]!), assassins } };
}

/**
 * The loose cards of a single-team board's open cards (`identities`, for `team`): the bystanders, and the
 * other team's agents while at least `pairOpponents` of them are open (a touch then leaves at least two open:
 * the loss, all of them revealed, is two more misses away).
 *
 * @example
 * looseCards(['red', 'blue', 'bystander', 'assassin'], 'red', params); // [false, false, true, false]: one blue agent open
 */
export function looseCards(identities: readonly Identity[], team: Team, p: PeopleParams): boolean[] {
  const opponents = identities.filter((id) => id !== team && id !== 'bystander' && id !== 'assassin').length;
  const opponentsLoose = opponents >= p.pairOpponents;
  return identities.map((id) => id === 'bystander' || (opponentsLoose && id !== team && id !== 'assassin'));
}

const pairParams = new WeakMap<PeopleParams, PeopleParams>();

/**
 * The params the strict judges read a pair with: with `pairCardBacked`, a target the clue-word norms leave out
 * is backed in a clue for 2 as in one for `forwardBackedFrom` (the card norms tie it clearly, GloVe or WordNet
 * puts it among the first `supportRank` cards).
 */
function pairJudgeParams(p: PeopleParams): PeopleParams {
  if (!p.pairCardBacked || p.forwardBackedFrom <= 2) return p;
  let q = pairParams.get(p);
  if (q === undefined) pairParams.set(p, (q = { ...p, forwardBackedFrom: 2 }));
  return q;
}

/** A pair that passes: the strict judges' verdict on the board without loose cards, and the human model's reading on the real one. */
export interface BystanderPair {
  readonly verdict: Verdict;
  /** Expected cards found, the chance all are, the chance the picks reach the assassin (human-model.ts expectedReading). */
  readonly found: number;
  readonly allFound: number;
  readonly assassin: number;
  /** The chance a person who found the first target picks the second (human model). */
  readonly second: number;
}

/**
 * Judges the clue for the two `targets` (the first the clear one) under the single-team pair rule; null when
 * it does not pass.
 *
 * @example
 * bystanderPair(reading, u, [cell, police], pairBoard(ours, assassins, loose), params, known); // { verdict, found: 1.7, ... }
 */
export function bystanderPair(reading: ClueReading, utilities: Float64Array, targets: readonly number[], board: PairBoard, p: PeopleParams, known: ClueContext): BystanderPair | null {
  if (targets.length !== 2) return null;
  const [first, second] = targets as [number, number];
  if (utilities[second]! > utilities[first]!) return null;
  let loose = -Infinity;
  for (let i = 0; i < utilities.length; i++) {
    if (!board.loose[i]) continue;
    // A set phrase with a loose card is read at once (blind read req-9: MASTER 2 for DEGREE, NINJA; both readers took SPY second)
    if (reading.links.phrase[i] === 1) return null;
    loose = Math.max(loose, utilities[i]!);
  }
  if (utilities[second]! - loose < p.bystanderMargin) return null;
  if (judge(reading, utilities, [first], board, p, known).way === null) return null;
  const strict = judge(reading, utilities, targets, board.withoutLoose, pairJudgeParams(p), known);
  // (a second target the judges leave loose that hearers of the clue think of: the backed way)
  const verdict = strict.way === null && pairBacked(reading, utilities, targets, board.withoutLoose, p, known) ? { ...strict, way: 'backed' as const } : strict;
  if (verdict.way === null) return null;
  const one = expectedReading(utilities, board.ours, board.assassins, 1);
  const two = expectedReading(utilities, board.ours, board.assassins, 2);
  if (one.allFound <= 0 || two.allFound / one.allFound < p.pairSecondChance) return null;
  return { verdict, found: two.found, allFound: two.allFound, assassin: two.assassin, second: two.allFound / one.allFound };
}

/**
 * The loose cards that stand near a pair's second target (what keeps the strict judges from the pair), for
 * the explanation: a person may take them (human-model utility within `humanMargin` of the second target's),
 * GloVe puts them within `vectorMargin` of it, or the norms or a word link tie them to the clue. Nearest for
 * a person first.
 *
 * @example
 * pairBlockers(reader.read('lamb'), u, [calf, mint], board, params); // [honey]: GloVe and Moby Thesaurus tie it
 */
export function pairBlockers(reading: ClueReading, utilities: Float64Array, targets: readonly number[], board: PairBoard, p: PeopleParams): number[] {
  const second = targets[1]!;
  const norm = normStrengths(reading);
  const { glove } = reading;
  const out: number[] = [];
  for (let i = 0; i < utilities.length; i++) {
    if (!board.loose[i]) continue;
    const near = utilities[i]! >= utilities[second]! - p.humanMargin
      || (glove !== null && glove[i]! >= glove[second]! - p.vectorMargin)
      || norm[i]! > 0 || reading.links.clueNorm[i]! > 0 || FLAG_KINDS.some((k) => reading.links[k][i] === 1);
    if (near) out.push(i);
  }
  return out.sort((a, b) => utilities[b]! - utilities[a]!);
}
