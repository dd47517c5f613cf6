/**
 * Game results and the score of each variant:
 * - single-team, single-team-2019 (benchmarks): team turns used to find every own agent on a win; 25 on a
 *   loss (assassin, the other team's agents all revealed, or the turn cap).
 * - coop (000): on a win, the opponent agents not yet covered; 0 on a loss. 000 names each score.
 * - two teams (004 tournament): the winner's word difference. "The difference is the number of words left on
 *   the board after the winner has guessed all of theirs" = the loser's agents still hidden; "if the black
 *   word is named, the result is plus 5 words to the winning team" — read as a flat +5 result (the winner has
 *   not found all their words, so there is no difference to add to). Time control: each team's breaches
 *   after the first cost it one word (winner's penalty subtracted, loser's added). A turn-cap draw scores 0.
 */
import { CodenamesError } from '../errors.js';
import { hiddenCount } from './board.js';
import { timePenalty } from './time-control.js';
import type { EndReason, GameResult, GameState, Team } from './types.js';
import { otherTeam, VARIANTS } from './variants.js';

/** The benchmark score of a single-team loss (RULES / 2019 competition convention). */
export const SINGLE_TEAM_LOSS_SCORE = 25;
/** 004: a game ended by the assassin is worth 5 words to the winner. */
export const ASSASSIN_BONUS = 5;

/** 000's names for the coop scores 1..8 ("that was too hard" for 8 is as printed). */
const COOP_SCORE_NAMES: readonly string[] = [
  'a loss',
  'a win is a win',
  'OK, you can improve',
  'your watches are synchronised',
  'top secret clearance',
  'the Mossad will contact you',
  'wow!',
  'mission impossible',
  'that was too hard',
];

/**
 * The name 000 gives a coop score (0 = a loss; 1..8 = a win with that many opponent agents uncovered).
 *
 * @example
 * coopScoreName(7); // 'mission impossible'
 */
export function coopScoreName(n: number): string {
  const name = Number.isInteger(n) ? COOP_SCORE_NAMES[n] : undefined;
  if (name === undefined) {
    throw new CodenamesError('game/bad-option', `A coop score is a whole number from 0 to 8; got ${n}.`);
  }
  return name;
}

/** The 004 word difference for a two-team game won by `winner` (see the module comment). */
export function wordDifference(state: Pick<GameState, 'cards' | 'timeBreaches'>, winner: Team, reason: EndReason): number {
  const loser = otherTeam(winner);
  const base = reason === 'assassin' ? ASSASSIN_BONUS : hiddenCount(state.cards, loser);
  return base - timePenalty(state.timeBreaches[winner]) + timePenalty(state.timeBreaches[loser]);
}

/**
 * Builds the result of a game that has just ended, as the engine stores it in `state.result`. `state` is
 * the final board (cards already revealed).
 */
export function scoreGame(state: GameState, winner: Team | null, reason: EndReason, turns: number): GameResult {
  const spec = VARIANTS[state.variant];
  let score: number;
  switch (spec.scoring) {
    case 'turns':
      score = winner !== null && reason === 'all-agents' ? turns : SINGLE_TEAM_LOSS_SCORE;
      break;
    case 'coop':
      score = winner !== null ? hiddenCount(state.cards, otherTeam(winner)) : 0;
      break;
    case 'word-difference':
      score = winner === null ? 0 : wordDifference(state, winner, reason);
      break;
  }
  return { winner, reason, turns, score };
}

/**
 * The result of a finished game, or null while it is still being played.
 *
 * @example
 * gameResult(createGame({ variant: 'standard', seed: 7 })); // null
 */
export function gameResult(state: GameState): GameResult | null {
  return state.result;
}
