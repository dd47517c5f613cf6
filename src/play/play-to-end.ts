/**
 * A whole game: agent turns until the engine says it is over, under a hard move cap (the engine's own turn
 * cap ends every game long before it; the cap only guards against a bug looping forever).
 */
import { CodenamesError } from '../errors.js';
import type { GameState, Team } from '../game/types.js';
import { playTurn, type TurnOptions, type TurnSeats } from './agent-turn.js';

/** Most agent turns a game may take: a team turn is at most a clue, a guessing turn and two covers. */
export function moveCap(state: GameState): number {
  return 4 * (state.config.turnCap + 1);
}

/**
 * Plays `state` to the end with the seats of each team; a failing agent ends it with a `TurnFailure`.
 *
 * @example
 * const over = await playToEnd(createGame({ variant: 'single-team', seed: 7 }), () => ({ spymaster, guesser }));
 * over.result?.score; // turns to find all agents, 25 for a loss
 */
export async function playToEnd(state: GameState, seatsOf: (team: Team) => TurnSeats, opts: TurnOptions & { readonly maxMoves?: number } = {}): Promise<GameState> {
  const cap = opts.maxMoves ?? moveCap(state);
  let s = state;
  for (let moves = 0; s.phase !== 'over'; moves += 1) {
    if (moves >= cap) throw new CodenamesError('play/move-cap', `the game did not end within ${cap} agent turns (phase '${s.phase}', turn ${s.turnNumber}). This is a bug; please report it with the seed (${s.seed}).`, { seed: s.seed });
    s = (await playTurn(s, seatsOf, opts)).state;
  }
  return s;
}
