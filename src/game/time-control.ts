/**
 * The 004 tournament time control: "first clue 3 minutes, every later clue 2 minutes, every guessing phase
 * 2 minutes; a breach gets a warning, a repeated breach costs 1 word".
 *
 * Breaches are derived from two sources, each counted at most once per phase:
 * - `elapsedMs` on a clue (the spymaster's thinking time for that clue) or on a guess or pass (time since
 *   the clue was given, i.e. cumulative over the guessing phase);
 * - an explicit `timeout` action, for a harness that watches the wall clock itself.
 * The engine never reads a clock, so records replay identically.
 */
import type { Action, GameState, Team } from './types.js';

/** 004: 3 minutes for a team's first clue. */
export const FIRST_CLUE_MS = 3 * 60_000;
/** 004: 2 minutes for every later clue. */
export const LATER_CLUE_MS = 2 * 60_000;
/** 004: 2 minutes for every guessing phase. */
export const GUESS_PHASE_MS = 2 * 60_000;

/** The time allowed for `team`'s clue now (first clue of that team: 3 minutes). */
export function clueLimitMs(state: GameState, team: Team): number {
  return state.clues.some((c) => c.team === team) ? LATER_CLUE_MS : FIRST_CLUE_MS;
}

/** True when an action of the current phase has already been counted as a breach. */
function phaseBreached(state: GameState): boolean {
  // Walk back over the actions of the current phase: in 'clue' only timeouts precede the clue; in 'guess'
  // the phase began with the last clue.
  for (let i = state.log.length - 1; i >= 0; i--) {
    const a = state.log[i] as Action;
    if (a.type === 'timeout') return true;
    if (state.phase === 'clue') return false;
    if (a.type === 'clue') return false;
    if ((a.type === 'guess' || a.type === 'pass') && a.elapsedMs !== undefined && a.elapsedMs > GUESS_PHASE_MS) return true;
  }
  return false;
}

/**
 * Whether `action`, applied to `state`, is a new time breach for its team (at most one per phase).
 */
export function isNewBreach(state: GameState, action: Action): boolean {
  let over: boolean;
  switch (action.type) {
    case 'timeout':
      over = true;
      break;
    case 'clue':
      over = action.elapsedMs !== undefined && action.elapsedMs > clueLimitMs(state, action.team);
      break;
    case 'guess':
    case 'pass':
      over = action.elapsedMs !== undefined && action.elapsedMs > GUESS_PHASE_MS;
      break;
    default:
      over = false;
  }
  return over && !phaseBreached(state);
}

/** Words a team loses to the time control: the first breach is a warning, each later one costs a word. */
export function timePenalty(breaches: number): number {
  return Math.max(0, breaches - 1);
}
