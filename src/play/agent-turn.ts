/**
 * One agent turn on a full game state: the clue of the spymaster whose turn it is, a whole guessing turn
 * (touch the ranked cards in order until the engine ends the turn, then pass), or a cover. The rules stay in
 * the engine: this asks the agents, checks the shape of their answers, and feeds them to `applyAction`.
 * Whatever goes wrong with an agent (it throws, answers something malformed, or the engine refuses its move)
 * is a `TurnFailure` that names the agent and carries the last good state; the harness turns it into a
 * forfeit, the server into the error the agent or the engine raised.
 */
import type { CoverStrategy, GuessDecision, Guesser, Spymaster } from '../agents/types.js';
import { CodenamesError } from '../errors.js';
import { applyAction, coverCandidates, guesserView, spymasterView } from '../game/index.js';
import type { Action, GameState, Referee, Team } from '../game/types.js';
import { coverChooser } from './next-move.js';

/** Which agent of a team acts. */
export type TurnRole = 'spymaster' | 'guesser' | 'cover';

/** The agents of one team. Without a cover strategy the turn's fallback (default: first candidate) covers. */
export interface TurnSeats {
  readonly spymaster: Spymaster;
  readonly guesser: Guesser;
  readonly cover?: CoverStrategy;
}

/** One applied action with the agent's reasoning in a sentence. */
export interface AiMove {
  readonly action: Action;
  readonly explanation?: string;
}

/** The agent being asked. */
export interface AgentCall {
  readonly team: Team;
  readonly role: TurnRole;
  readonly agent: string;
}

/**
 * Runs one agent call (default: just calls it). The harness passes one that times the call, enforces the
 * per-action limit and tells its watchdog who is thinking; it throws a `TurnFailure` for a timeout.
 */
export type AgentCaller = <T>(call: AgentCall, fn: () => T | Promise<T>) => Promise<T>;

/** How an agent failed: it threw, answered something the rules refuse, was too slow, or killed its worker. */
export type FailureKind = 'threw' | 'illegal' | 'timeout' | 'crash';

/** An agent's failure during a turn, with the state before the failed action. */
export class TurnFailure extends Error {
  override readonly name = 'TurnFailure';
  readonly team: Team;
  readonly role: TurnRole;
  readonly agent: string;
  readonly kind: FailureKind;
  /** The state after the turn's last applied action (a guessing turn may have touched cards already). */
  state: GameState | null;

  constructor(call: AgentCall, kind: FailureKind, message: string, options?: { cause?: unknown; state?: GameState }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.team = call.team;
    this.role = call.role;
    this.agent = call.agent;
    this.kind = kind;
    this.state = options?.state ?? null;
  }
}

/**
 * The error a caller that has no forfeits (the server, `play`) raises for a failed turn: what the agent or the
 * engine threw, or `agent/bad-decision` for a malformed answer. Other errors pass unchanged.
 *
 * @example
 * try { await playTurn(state, seats); } catch (e) { throw agentError(e); }
 */
export function agentError(e: unknown): unknown {
  if (!(e instanceof TurnFailure)) return e;
  if (e.cause !== undefined) return e.cause;
  return new CodenamesError('agent/bad-decision', `the ${e.role} '${e.agent}' answered something the game cannot use: ${e.message}. This is a bug in the agent.`, { agent: e.agent, role: e.role });
}

/** Options of `playTurn` and `playToEnd`. */
export interface TurnOptions {
  /** Judges clues; illegal clues are recorded and penalised by the engine. */
  readonly referee?: Referee | undefined;
  readonly call?: AgentCaller;
  /** Covers when the covering team's seats have no cover strategy (default: the first candidate). */
  readonly cover?: CoverStrategy | undefined;
}

/** Covers the first candidate in grid order: deterministic, and the floor a strategy must beat. */
export const firstCandidateCover: CoverStrategy = {
  name: 'first-candidate',
  chooseCover: (_view, candidates) => candidates[0] ?? '',
};

const direct: AgentCaller = async (_call, fn) => fn();

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function fmt(n: number): string {
  return Number.isFinite(n) ? n.toFixed(2) : '?';
}

function validGuessDecision(d: unknown): d is GuessDecision {
  if (typeof d !== 'object' || d === null) return false;
  const g = d as { ranked?: unknown; take?: unknown };
  return Array.isArray(g.ranked) && g.ranked.every((r: unknown) => typeof r === 'object' && r !== null && typeof (r as { word?: unknown }).word === 'string')
    && typeof g.take === 'number' && Number.isInteger(g.take) && g.take >= 1;
}

/**
 * Plays the next move of whoever must act and returns the new state and what was done.
 *
 * @example
 * const { state: next, moves } = await playTurn(state, () => ({ spymaster, guesser, cover }));
 * moves[0]?.action.type; // 'clue' when it was a spymaster's turn
 */
export async function playTurn(state: GameState, seatsOf: (team: Team) => TurnSeats, opts: TurnOptions = {}): Promise<{ state: GameState; moves: AiMove[] }> {
  const caller = opts.call ?? direct;
  const applyOpts = opts.referee === undefined ? {} : { referee: opts.referee };
  const moves: AiMove[] = [];
  let s = state;
  const ask = async <T>(call: AgentCall, fn: () => T | Promise<T>): Promise<T> => {
    try {
      return await caller(call, fn);
    } catch (e) {
      if (e instanceof TurnFailure) {
        e.state = s;
        throw e;
      }
      throw new TurnFailure(call, 'threw', message(e), { cause: e, state: s });
    }
  };
  const fail = (call: AgentCall, why: string): never => {
    throw new TurnFailure(call, 'illegal', why, { state: s });
  };
  const push = (call: AgentCall, action: Action, explanation?: string): void => {
    try {
      s = applyAction(s, action, applyOpts);
    } catch (e) {
      throw new TurnFailure(call, 'illegal', message(e), { cause: e, state: s });
    }
    const logged = s.log[s.log.length - 1] ?? action;
    moves.push(explanation === undefined ? { action: logged } : { action: logged, explanation });
  };

  if (s.phase === 'over') return { state: s, moves };
  if (s.phase === 'clue') {
    const team = s.turn;
    const sm = seatsOf(team).spymaster;
    const call: AgentCall = { team, role: 'spymaster', agent: sm.name };
    const view = spymasterView(s, team);
    const d = await ask(call, () => sm.giveClue(view));
    if (typeof d !== 'object' || d === null || typeof d.word !== 'string') fail(call, 'giveClue must return { word, number, targets }');
    const targets: unknown = d.targets;
    const why = d.explanation?.summary ?? (Array.isArray(targets) && targets.length > 0 ? `Aiming at ${targets.join(', ')}.` : undefined);
    push(call, { type: 'clue', team, word: d.word, number: d.number }, why);
  } else if (s.phase === 'guess') {
    const team = s.turn;
    const g = seatsOf(team).guesser;
    const call: AgentCall = { team, role: 'guesser', agent: g.name };
    const startClues = s.clues.length;
    const view = guesserView(s);
    const d = await ask(call, () => g.guess(view));
    if (!validGuessDecision(d)) fail(call, 'guess must return { ranked: [{ word, score }], take >= 1 }');
    const why = d.explanation ?? `Ranked ${d.ranked.slice(0, 5).map((r) => `${r.word} ${fmt(r.score)}`).join(', ')}; taking ${d.take}.`;
    let touched = 0;
    for (const r of d.ranked) {
      if (touched >= d.take) break;
      push(call, { type: 'guess', team, word: r.word }, touched === 0 ? why : undefined);
      touched += 1;
      // A wrong card, the guess limit or the end of the game hands the turn on: stop touching.
      if (s.phase !== 'guess' || s.turn !== team || s.clues.length !== startClues) break;
    }
    if (s.phase === 'guess' && s.turn === team && s.clues.length === startClues) {
      if (touched === 0) fail(call, 'the guesser ranked no card to touch; a turn needs at least one guess');
      push(call, { type: 'pass', team }, 'Stopping while ahead.');
    }
  } else {
    const coverBy = s.coverBy ?? s.turn;
    const chooser = coverChooser(s);
    const strategy = seatsOf(chooser).cover ?? opts.cover ?? firstCandidateCover;
    const call: AgentCall = { team: chooser, role: 'cover', agent: strategy.name };
    const candidates = coverCandidates(s);
    const view = spymasterView(s, chooser);
    const word = await ask(call, () => strategy.chooseCover(view, candidates));
    if (typeof word !== 'string' || !candidates.includes(word)) {
      fail(call, `chooseCover must return one of the candidates (${candidates.join(', ')}); got ${JSON.stringify(word)}`);
    }
    push(call, { type: 'cover', team: coverBy, word }, `Covers ${word} (${coverBy} agent).`);
  }
  return { state: s, moves };
}

/**
 * `playTurn` for callers that have no forfeits (the server's game endpoint, `codenames-ai play`): a failed
 * turn raises what the agent or the engine raised (see `agentError`), and a finished game is `game/game-over`.
 *
 * @example
 * const { state: next, moves } = await playMove(state, () => ({ spymaster, guesser, cover }), { referee });
 */
export async function playMove(state: GameState, seatsOf: (team: Team) => TurnSeats, opts: TurnOptions = {}): Promise<{ state: GameState; moves: AiMove[] }> {
  if (state.phase === 'over') throw new CodenamesError('game/game-over', 'The game is over; start a new one.', { path: '/record' });
  try {
    return await playTurn(state, seatsOf, opts);
  } catch (e) {
    throw agentError(e);
  }
}
