/**
 * Whose move it is, worked out from the engine's state so no caller restates a rule: the seat that must act
 * ('red-spymaster', ...), the team the action is for, and in a cover phase the cards that may be covered.
 */
import { coverCandidates } from '../game/index.js';
import type { GameState, Team, VariantName } from '../game/types.js';

/** The next move of a game (see `nextMove`). */
export interface NextMove {
  readonly phase: GameState['phase'];
  readonly seat: string | null;
  readonly team: Team | null;
  readonly candidates?: readonly string[];
}

/** Variants in which two teams play against each other. */
export function isTwoTeam(variant: VariantName): boolean {
  return variant === 'standard' || variant === 'three-player' || variant === 'pictures';
}

/**
 * Which team chooses a cover now: in coop the playing team covers an opponent agent (000), else the
 * penalised side's opponent covers its own.
 */
export function coverChooser(state: GameState): Team {
  return state.variant === 'coop' ? state.turn : (state.coverBy ?? state.turn);
}

/**
 * Who must act next.
 *
 * @example
 * nextMove(createGame({ variant: 'standard', seed: 1 })); // { phase: 'clue', seat: 'red-spymaster', team: 'red' }
 */
export function nextMove(state: GameState): NextMove {
  switch (state.phase) {
    case 'over':
      return { phase: 'over', seat: null, team: null };
    case 'clue':
      return { phase: 'clue', seat: `${state.turn}-spymaster`, team: state.turn };
    case 'guess':
      return { phase: 'guess', seat: `${state.turn}-guesser`, team: state.turn };
    default:
      return { phase: 'cover', seat: `${coverChooser(state)}-spymaster`, team: state.coverBy ?? state.turn, candidates: coverCandidates(state) };
  }
}
