/**
 * What each player may see. A guesser's view is built field by field (never by spreading the state), so the
 * key cannot leak into it by accident; its type has no `key` field at all (test/game/views.test-d.ts).
 */
import { CodenamesError } from '../errors.js';
import type { ClueRecord, GameState, GuesserView, SpymasterView, Team, VisibleCard } from './types.js';

function currentClue(state: GameState): ClueRecord | null {
  if (state.phase !== 'guess') return null;
  return state.clues[state.clues.length - 1] ?? null;
}

function guessesLeft(state: GameState): number | null {
  if (state.phase !== 'guess') return 0;
  return state.maxGuesses === null ? null : state.maxGuesses - state.guessesThisTurn;
}

/**
 * The board as a guesser sees it: words, what has been revealed, the clues so far. Unrevealed cards carry no
 * `identity` key at all. `team` is the team whose turn it is.
 *
 * @example
 * guesserView(createGame({ variant: 'standard', seed: 7 })).cards[0]; // { word: '…', revealed: false }
 */
export function guesserView(state: GameState): GuesserView {
  const cards: VisibleCard[] = state.cards.map((c) =>
    c.revealed ? { word: c.word, revealed: true, identity: c.identity } : { word: c.word, revealed: false },
  );
  return {
    variant: state.variant,
    lang: state.lang,
    team: state.turn,
    phase: state.phase,
    cards,
    clues: state.clues,
    currentClue: currentClue(state),
    guessesLeft: guessesLeft(state),
    turnNumber: state.turnNumber,
  };
}

/**
 * The board as `team`'s spymaster sees it: the guesser's view plus the key (identities in grid order).
 *
 * @example
 * spymasterView(createGame({ variant: 'standard', seed: 7 }), 'red').key.length; // 25
 */
export function spymasterView(state: GameState, team: Team): SpymasterView {
  if (team !== 'red' && team !== 'blue') {
    throw new CodenamesError('game/bad-option', `spymasterView needs team 'red' or 'blue'; got ${JSON.stringify(team)}.`);
  }
  const base = guesserView(state);
  return { ...base, team, key: state.cards.map((c) => c.identity) };
}
