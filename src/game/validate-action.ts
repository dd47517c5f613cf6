/**
 * Checking an action before it is applied, chess.js style: `validateAction` returns `{ ok, error }`;
 * `applyAction` throws the same error. Validation also puts the action in canonical form (only known fields,
 * the board's own spelling of the card), which is what the log stores.
 */
import { CodenamesError } from '../errors.js';
import { findCard, totalCount } from './board.js';
import type { Action, ClueNumber, GameState, Referee, Team } from './types.js';

/** The result of `validateAction`. */
export type Validation = { readonly ok: true } | { readonly ok: false; readonly error: CodenamesError };

/** Options of `applyAction` / `validateAction`. */
export interface ActionOptions {
  /** Judges clues; without one a clue carries its own `verdict`, or is legal. */
  readonly referee?: Referee;
}

const ACTION_TYPES = ['clue', 'guess', 'pass', 'cover', 'timeout'];

function bad(message: string, details?: Record<string, unknown>): CodenamesError {
  return new CodenamesError('game/bad-action', message, details);
}

function checkTeam(team: unknown): Team {
  if (team !== 'red' && team !== 'blue') throw bad(`An action's team must be 'red' or 'blue'; got ${JSON.stringify(team)}.`);
  return team;
}

function checkElapsed(ms: unknown): number | undefined {
  if (ms === undefined) return undefined;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
    throw bad(`elapsedMs must be a finite number of milliseconds, 0 or more; got ${JSON.stringify(ms)}.`);
  }
  return ms;
}

function checkWord(word: unknown, what: string): string {
  if (typeof word !== 'string' || word.trim().length === 0) throw bad(`${what} must be a non-empty string; got ${JSON.stringify(word)}.`);
  return word;
}

/** The largest clue number allowed: the team's agents on the key (9 for the standard starting team). */
export function maxClueNumber(state: GameState, team: Team): number {
  return totalCount(state.cards, team);
}

function checkNumber(state: GameState, team: Team, n: unknown): ClueNumber {
  if (n === 'unlimited') return n;
  const max = maxClueNumber(state, team);
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max) {
    throw new CodenamesError(
      'game/bad-clue-number',
      `A clue number must be a whole number from 0 to ${max} (${team}'s agents) or 'unlimited'; got ${JSON.stringify(n)}.`,
      { number: typeof n === 'number' || typeof n === 'string' ? n : String(n) },
    );
  }
  return n;
}

function phaseError(state: GameState, action: Action): CodenamesError {
  const want =
    state.phase === 'clue' ? `${state.turn}'s spymaster must give a clue` :
    state.phase === 'guess' ? `${state.turn}'s guesser must guess or pass` :
    `${state.coverBy ?? state.turn} must cover one of its own agents (see coverCandidates)`;
  return new CodenamesError('game/wrong-phase', `A '${action.type}' is not allowed now: ${want}.`, { phase: state.phase, action: action.type });
}

function cardIndex(state: GameState, word: string): number {
  const i = findCard(state, word);
  if (i < 0) {
    throw new CodenamesError('game/card-not-on-board', `'${word}' is not on the board. Use one of the words of state.cards (case does not matter for words).`, { word });
  }
  if ((state.cards[i] as { revealed: boolean }).revealed) {
    throw new CodenamesError('game/card-covered', `'${state.cards[i]?.word}' is already covered; choose a card that is still hidden.`, { word });
  }
  return i;
}

/**
 * Validates `action` against `state` and returns it in canonical form, or throws the CodenamesError that
 * `applyAction` would throw. Never touches `state`.
 */
export function canonicalAction(state: GameState, raw: Action): Action {
  if (typeof raw !== 'object' || raw === null || !ACTION_TYPES.includes((raw as { type?: unknown }).type as string)) {
    throw bad(`An action must be an object whose type is one of ${ACTION_TYPES.join(', ')}; got ${JSON.stringify(raw)}.`);
  }
  const a = raw as Record<string, unknown> & Action;
  const team = checkTeam(a.team);
  if (state.phase === 'over' || state.result !== null) {
    throw new CodenamesError('game/game-over', `The game is over (${state.result?.reason ?? 'ended'}); start a new game with createGame.`);
  }
  const inTurn = (): void => {
    if (team !== state.turn) {
      throw new CodenamesError('game/wrong-team', `It is ${state.turn}'s turn, not ${team}'s.`, { turn: state.turn, team });
    }
  };
  switch (a.type) {
    case 'clue': {
      if (state.phase !== 'clue') throw phaseError(state, a);
      inTurn();
      const word = checkWord(a.word, 'A clue word').normalize('NFC').trim();
      const number = checkNumber(state, team, a.number);
      const elapsedMs = checkElapsed(a.elapsedMs);
      const verdict = a.verdict;
      if (verdict !== undefined && (typeof verdict !== 'object' || verdict === null || typeof verdict.ok !== 'boolean')) {
        throw bad(`A clue's verdict must be { ok: true } or { ok: false, code, message }; got ${JSON.stringify(verdict)}.`);
      }
      return { type: 'clue', team, word, number, ...(verdict !== undefined ? { verdict } : {}), ...(elapsedMs !== undefined ? { elapsedMs } : {}) };
    }
    case 'guess': {
      if (state.phase !== 'guess') throw phaseError(state, a);
      inTurn();
      const i = cardIndex(state, checkWord(a.word, 'A guess'));
      if (state.maxGuesses !== null && state.guessesThisTurn >= state.maxGuesses) {
        throw new CodenamesError('game/no-guess-left', `No guess left for this clue (at most ${state.maxGuesses}); pass instead.`);
      }
      const elapsedMs = checkElapsed(a.elapsedMs);
      return { type: 'guess', team, word: (state.cards[i] as { word: string }).word, ...(elapsedMs !== undefined ? { elapsedMs } : {}) };
    }
    case 'pass': {
      if (state.phase !== 'guess') throw phaseError(state, a);
      inTurn();
      if (state.guessesThisTurn < 1) {
        throw bad('The guessers must make at least one guess before they pass (000, 002, 004).', { rule: 'at-least-one-guess' });
      }
      const elapsedMs = checkElapsed(a.elapsedMs);
      return { type: 'pass', team, ...(elapsedMs !== undefined ? { elapsedMs } : {}) };
    }
    case 'cover': {
      if (state.phase !== 'cover') throw phaseError(state, a);
      if (team !== state.coverBy) {
        throw new CodenamesError('game/wrong-team', `${state.coverBy ?? 'nobody'} must cover now, not ${team}.`, { coverBy: state.coverBy, team });
      }
      const i = cardIndex(state, checkWord(a.word, 'A cover'));
      const card = state.cards[i] as { word: string; identity: string };
      if (card.identity !== team) {
        throw bad(`${team} must cover one of its own agents; '${card.word}' is not one. Pick one of coverCandidates(state).`, { word: card.word });
      }
      return { type: 'cover', team, word: card.word };
    }
    case 'timeout': {
      if (a.phase !== 'clue' && a.phase !== 'guess') throw bad(`A timeout's phase must be 'clue' or 'guess'; got ${JSON.stringify(a.phase)}.`);
      if (state.phase !== a.phase) throw phaseError(state, a);
      inTurn();
      return { type: 'timeout', team, phase: a.phase };
    }
  }
}

/**
 * Whether `action` may be applied to `state` now: `{ ok: true }` or `{ ok: false, error }` with the
 * CodenamesError `applyAction` would throw. The referee's verdict never makes a clue invalid (an illegal
 * clue is a legal move that is penalised), so `opts` is accepted only for symmetry with `applyAction`.
 *
 * @example
 * validateAction(state, { type: 'pass', team: 'red' }); // { ok: false, error: CodenamesError 'game/wrong-phase' }
 */
export function validateAction(state: GameState, action: Action, _opts?: ActionOptions): Validation {
  try {
    canonicalAction(state, action);
    return { ok: true };
  } catch (e) {
    if (e instanceof CodenamesError) return { ok: false, error: e };
    throw e;
  }
}
