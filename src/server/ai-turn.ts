/**
 * One AI move for the web page's POST /v1/game/ai: the game driver's turn (src/play) with the server's own
 * agents, where an agent's failure is the error it raised (a 422 when it finds no legal clue, a refused move
 * the engine's error), not a forfeit.
 */
import type { CoverStrategy, Guesser, Spymaster } from '../agents/types.js';
import type { GameState, Referee } from '../game/types.js';
import { playMove, type AiMove } from '../play/index.js';

export { coverChooser } from '../play/index.js';
export type { AiMove } from '../play/index.js';

/** The agents that may be asked for a move. */
export interface AiSeats {
  readonly spymaster: Spymaster;
  readonly guesser: Guesser;
  readonly cover: CoverStrategy;
}

/**
 * Plays the next move of whoever must act and returns the new state and what was done.
 *
 * @example
 * const { state: next, moves } = await playAiTurn(state, { spymaster, guesser, cover });
 * moves[0]?.action.type; // 'clue' when it was a spymaster's turn
 */
export function playAiTurn(state: GameState, seats: AiSeats, referee?: Referee): Promise<{ state: GameState; moves: AiMove[] }> {
  return playMove(state, () => seats, { referee });
}
