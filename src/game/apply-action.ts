/**
 * The reducer: `applyAction(state, action)` returns the next state and never mutates its input. Every check
 * runs before anything is built (validate-action.ts), so a rejected action leaves no half-changed state.
 *
 * Turn flow (RULES.md 1-4):
 * - clue -> guess phase; at most number + 1 guesses, unlimited for 0 and 'unlimited', at least one.
 * - own agent: guess again (the turn ends by itself after the last allowed guess); bystander or the other
 *   team's agent: the turn ends; assassin: the game ends, the touching team loses.
 * - a team wins as soon as all its agents are covered, also when the other team touches its last agent.
 * - illegal clue (000, 004): the turn ends at once and the other side covers one of its own agents, then
 *   gives its clue. Single-team variants have no opponent spymaster, so an illegal clue only ends the turn
 *   (it costs the turn, which is what the score counts). In coop the penalty is exactly the opponent's
 *   normal cover that follows every team turn, so an illegal clue just forfeits the guessing.
 * - coop: after each team turn the opponent covers one of its agents (phase 'cover', coverBy = opponent).
 * - turn cap: when team turn number `turnCap` ends, the game ends with reason 'turn-cap'.
 */
import { CodenamesError } from '../errors.js';
import { allAgentsRevealed, findCard, hiddenCount, revealCard } from './board.js';
import { scoreGame } from './scoring.js';
import { isNewBreach } from './time-control.js';
import type { Action, Card, ClueRecord, ClueVerdict, EndReason, GameState, Team } from './types.js';
import { canonicalAction, type ActionOptions } from './validate-action.js';
import { otherTeam, VARIANTS } from './variants.js';
import { guessLimit, spymasterView } from './views.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Draft = Mutable<GameState>;

function finish(s: Draft, winner: Team | null, reason: EndReason): void {
  s.phase = 'over';
  s.coverBy = null;
  s.guessesThisTurn = 0;
  s.maxGuesses = 0;
  s.result = scoreGame(s, winner, reason, s.turnNumber);
}

/** Ends the current team turn: turn cap, then the variant's next phase. */
function endTurn(s: Draft): void {
  s.guessesThisTurn = 0;
  s.maxGuesses = 0;
  if (s.turnNumber >= s.config.turnCap) {
    // A capped single-team or coop game is a loss; a capped two-team game is a draw. Neither has a winner.
    finish(s, null, 'turn-cap');
    return;
  }
  switch (VARIANTS[s.variant].players) {
    case 'two-teams':
      s.turn = otherTeam(s.turn);
      s.phase = 'clue';
      s.turnNumber += 1;
      break;
    case 'single-team':
      s.phase = 'clue';
      s.turnNumber += 1;
      break;
    case 'coop':
      s.phase = 'cover';
      s.coverBy = otherTeam(s.turn);
      break;
  }
}

/** After a card is revealed: who, if anyone, has won. */
function checkAgents(s: Draft, actor: Team): boolean {
  const players = VARIANTS[s.variant].players;
  const own = s.turn;
  const opp = otherTeam(own);
  if (players === 'two-teams') {
    // The touched/covered card can only complete one team; check the actor's own team first.
    for (const t of [actor, otherTeam(actor)]) {
      if (allAgentsRevealed(s.cards, t)) {
        finish(s, t, 'all-agents');
        return true;
      }
    }
    return false;
  }
  if (allAgentsRevealed(s.cards, own)) {
    finish(s, own, 'all-agents');
    return true;
  }
  if (allAgentsRevealed(s.cards, opp)) {
    finish(s, null, 'opponent-agents');
    return true;
  }
  return false;
}

function judge(s: GameState, action: Extract<Action, { type: 'clue' }>, opts: ActionOptions | undefined): ClueVerdict {
  if (opts?.referee === undefined) return action.verdict ?? { ok: true };
  const verdict: unknown = opts.referee({ word: action.word, number: action.number }, spymasterView(s, action.team));
  if (typeof verdict !== 'object' || verdict === null || typeof (verdict as { ok?: unknown }).ok !== 'boolean') {
    throw new CodenamesError('game/bad-option', `The referee must return { ok: true } or { ok: false, code, message }; got ${JSON.stringify(verdict)}.`);
  }
  return verdict as ClueVerdict;
}

function applyClue(s: Draft, state: GameState, action: Extract<Action, { type: 'clue' }>, opts: ActionOptions | undefined): Action {
  const verdict = judge(state, action, opts);
  const logged: Action = { ...action, verdict };
  const legal = verdict.ok || !s.config.penalty;
  const record: ClueRecord = { team: action.team, word: action.word, number: action.number, turn: s.turnNumber, legal: verdict.ok, guesses: [] };
  s.clues = [...s.clues, record];
  if (legal) {
    s.phase = 'guess';
    s.guessesThisTurn = 0;
    s.maxGuesses = guessLimit(action.number);
    return logged;
  }
  // The penalty (000, 004).
  if (VARIANTS[s.variant].players === 'two-teams') {
    if (s.turnNumber >= s.config.turnCap) {
      finish(s, null, 'turn-cap');
      return logged;
    }
    s.turn = otherTeam(s.turn);
    s.turnNumber += 1;
    s.phase = 'cover';
    s.coverBy = s.turn;
    s.guessesThisTurn = 0;
    s.maxGuesses = 0;
  } else {
    endTurn(s);
  }
  return logged;
}

function applyGuess(s: Draft, action: Extract<Action, { type: 'guess' }>): void {
  const i = findCard(s, action.word);
  const card = s.cards[i] as Card;
  s.cards = revealCard(s.cards, i, 'guess');
  const last = s.clues[s.clues.length - 1] as ClueRecord;
  s.clues = [...s.clues.slice(0, -1), { ...last, guesses: [...last.guesses, card.word] }];
  s.guessesThisTurn += 1;
  if (card.identity === 'assassin') {
    const players = VARIANTS[s.variant].players;
    finish(s, players === 'two-teams' ? otherTeam(action.team) : null, 'assassin');
    return;
  }
  if (checkAgents(s, action.team)) return;
  if (card.identity !== action.team) {
    endTurn(s);
    return;
  }
  if (s.maxGuesses !== null && s.guessesThisTurn >= s.maxGuesses) endTurn(s);
}

function applyCover(s: Draft, action: Extract<Action, { type: 'cover' }>): void {
  const i = findCard(s, action.word);
  s.cards = revealCard(s.cards, i, 'cover');
  if (checkAgents(s, action.team)) return;
  s.phase = 'clue';
  s.coverBy = null;
  if (VARIANTS[s.variant].players === 'coop') s.turnNumber += 1;
}

/**
 * Applies one action and returns the new state. Throws a CodenamesError ('game/wrong-team',
 * 'game/card-covered', 'game/wrong-phase', 'game/game-over', ...) when the action is not allowed; the input
 * state is never modified. A clue is judged by `opts.referee` when given (else its own `verdict`, else
 * legal) and stored in the log with that verdict, so the record replays without a referee.
 *
 * @example
 * let s = createGame({ variant: 'standard', seed: 7 });
 * s = applyAction(s, { type: 'clue', team: s.turn, word: 'ANIMAL', number: 2 });
 * s.phase; // 'guess'
 */
export function applyAction(state: GameState, action: Action, opts?: ActionOptions): GameState {
  const canon = canonicalAction(state, action);
  const s: Draft = { ...state };
  let logged: Action = canon;
  if (isNewBreach(state, canon)) s.timeBreaches = { ...state.timeBreaches, [canon.team]: state.timeBreaches[canon.team] + 1 };
  switch (canon.type) {
    case 'clue':
      logged = applyClue(s, state, canon, opts);
      break;
    case 'guess':
      applyGuess(s, canon);
      break;
    case 'pass':
      endTurn(s);
      break;
    case 'cover':
      applyCover(s, canon);
      break;
    case 'timeout':
      break;
  }
  s.log = [...state.log, logged];
  return s;
}

/**
 * The words the covering side may cover now (its own hidden agents), or [] outside a cover phase.
 *
 * @example
 * if (s.phase === 'cover') s = applyAction(s, { type: 'cover', team: s.coverBy!, word: coverCandidates(s)[0]! });
 */
export function coverCandidates(state: GameState): string[] {
  if (state.phase !== 'cover' || state.coverBy === null) return [];
  const team = state.coverBy;
  return state.cards.filter((c) => !c.revealed && c.identity === team).map((c) => c.word);
}

/** Hidden agents of `team` (a convenience for agents and reports). */
export function agentsLeft(state: GameState, team: Team): number {
  return hiddenCount(state.cards, team);
}
