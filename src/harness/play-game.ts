/**
 * A tournament game: deals the board, plays it to the end with the one game driver (src/play), and turns the
 * finished game into a `GameOutcome`. This file keeps only what the harness adds: each agent call timed and
 * under the per-action limit (call-agent.ts), the watchdog told who is thinking, and any failure of an agent
 * (throws, returns something the engine refuses, is too slow) ended as a forfeit of that agent's side; the
 * tournament goes on.
 */
import type { AgentUsage, CoverStrategy } from '../agents/types.js';
import { createGame } from '../game/index.js';
import type { GameState, Identity, Referee, Team, VariantName } from '../game/types.js';
import { firstCandidateCover, isTwoTeam, playToEnd, TurnFailure, type AgentCaller, type TurnSeats } from '../play/index.js';
import { callAgent } from './call-agent.js';
import { addUsage } from './usage.js';
import type { Forfeit, GameOutcome, Role, SideStats } from './types.js';

export { firstCandidateCover, isTwoTeam };

/** The agents of one side. `cover` chooses covers (coop opponent turns, penalty covers). */
export type SideAgents = TurnSeats;

/** Hooks for a watchdog that must know which agent is thinking (see worker-pool.ts). */
export interface ActionWatch {
  start(side: 'a' | 'b', role: Role): void;
  end(): void;
}

export interface PlayGameOptions {
  readonly variant: VariantName;
  readonly seed: number;
  /** Side a: the playing team (single-team, coop) or red (two-team variants). */
  readonly a: SideAgents;
  /** Side b: blue in two-team variants; ignored otherwise. */
  readonly b?: SideAgents | null;
  readonly wordList?: string | readonly string[];
  readonly lang?: string;
  readonly turnCap?: number;
  /** Judges clues; illegal clues are counted and penalised by the engine. */
  readonly referee?: Referee | null;
  /** Per-action time limit in ms (default 10,000). */
  readonly timeLimitMs?: number;
  /** Cover strategy used when a side has none. Default: the first candidate in grid order. */
  readonly cover?: CoverStrategy;
  readonly watch?: ActionWatch;
}

export interface PlayedGame {
  readonly state: GameState;
  readonly outcome: Omit<GameOutcome, 'key' | 'board' | 'match'>;
}

/** Default per-action time limit (ms): generous for cold caches, short enough that a hang costs little. */
export const DEFAULT_TIME_LIMIT_MS = 10_000;

interface MutableSide {
  /** Service use of the side's agents (language models), when any reported it. */
  usage?: AgentUsage;
  clueMs: number;
  clueMs2: number;
  guessCalls: number;
  guessMs: number;
  guessMs2: number;
}

/**
 * Plays one game to the end.
 *
 * @example
 * const { outcome } = await playGame({ variant: 'single-team', seed: 7, a: { spymaster, guesser } });
 * outcome.score; // turns to find all agents, 25 for a loss
 */
export async function playGame(opts: PlayGameOptions): Promise<PlayedGame> {
  const limit = opts.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const twoTeam = isTwoTeam(opts.variant);
  const dealt = deal(opts);
  const teamA: Team = twoTeam ? 'red' : dealt.turn;
  const b = twoTeam ? (opts.b ?? null) : null;
  if (twoTeam && b === null) throw new TypeError(`playGame: variant '${opts.variant}' needs agents for side b`);
  const times: Record<'a' | 'b', MutableSide> = { a: noTimes(), b: noTimes() };
  const sideOf = (team: Team): 'a' | 'b' => (team === teamA ? 'a' : 'b');
  const seatsOf = (team: Team): SideAgents => (sideOf(team) === 'a' ? opts.a : (b ?? opts.a));
  const call: AgentCaller = async (c, fn) => {
    const side = sideOf(c.team);
    opts.watch?.start(side, c.role);
    const r = await callAgent(fn, limit);
    opts.watch?.end();
    if (!r.ok) throw new TurnFailure(c, r.kind, r.message);
    const t = times[side];
    const used = (r.value as { usage?: AgentUsage } | null | undefined)?.usage;
    if (used !== undefined) t.usage = addUsage(t.usage, used);
    if (c.role === 'spymaster') {
      t.clueMs += r.ms;
      t.clueMs2 += r.ms * r.ms;
    } else if (c.role === 'guesser') {
      t.guessCalls += 1;
      t.guessMs += r.ms;
      t.guessMs2 += r.ms * r.ms;
    }
    return r.value;
  };
  let state = dealt;
  let forfeit: Forfeit | null = null;
  try {
    state = await playToEnd(dealt, seatsOf, { referee: opts.referee ?? undefined, call, cover: opts.cover ?? firstCandidateCover });
  } catch (e) {
    if (!(e instanceof TurnFailure)) throw e;
    state = e.state ?? dealt;
    forfeit = { side: sideOf(e.team), role: e.role, agent: e.agent, kind: e.kind, message: e.message };
  }
  return { state, outcome: buildOutcome(state, opts.variant, teamA, twoTeam, times, forfeit) };
}

type DealOptions = Pick<PlayGameOptions, 'variant' | 'seed' | 'wordList' | 'lang' | 'turnCap'>;

function deal(opts: DealOptions): GameState {
  return createGame({
    variant: opts.variant,
    seed: opts.seed,
    ...(opts.wordList !== undefined ? { wordList: opts.wordList } : {}),
    ...(opts.lang !== undefined ? { lang: opts.lang } : {}),
    ...(opts.turnCap !== undefined ? { turnCap: opts.turnCap } : {}),
  });
}

const noTimes = (): MutableSide => ({ clueMs: 0, clueMs2: 0, guessCalls: 0, guessMs: 0, guessMs2: 0 });

/**
 * The outcome of a game that could not be played to its end because its worker hung or crashed: a forfeit
 * of the side whose agent was thinking, recorded on the dealt board (no moves, no times).
 */
export function forfeitedGame(opts: DealOptions, forfeit: Forfeit): PlayedGame['outcome'] {
  const state = deal(opts);
  const twoTeam = isTwoTeam(opts.variant);
  return buildOutcome(state, opts.variant, twoTeam ? 'red' : state.turn, twoTeam, { a: noTimes(), b: noTimes() }, forfeit);
}

function sideStats(state: GameState, team: Team, t: MutableSide): SideStats {
  const identity = new Map<string, Identity>();
  for (const c of state.cards) identity.set(c.word, c.identity);
  let clues = 0, numberSum = 0, numericClues = 0, illegalClues = 0, guesses = 0, correct = 0, bystander = 0, opponent = 0, assassin = 0;
  for (const c of state.clues) {
    if (c.team !== team) continue;
    clues += 1;
    if (typeof c.number === 'number' && c.number > 0) {
      numberSum += c.number;
      numericClues += 1;
    }
    if (!c.legal) illegalClues += 1;
    for (const w of c.guesses) {
      guesses += 1;
      const id = identity.get(w);
      if (id === team) correct += 1;
      else if (id === 'bystander') bystander += 1;
      else if (id === 'assassin') assassin += 1;
      else opponent += 1;
    }
  }
  return { team, clues, numberSum, numericClues, illegalClues, guesses, correct, bystander, opponent, assassin, ...t };
}

function agentsLeft(state: GameState, team: Team): number {
  return state.cards.filter((c) => c.identity === team && !c.revealed).length;
}

function buildOutcome(
  state: GameState, variant: VariantName, teamA: Team, twoTeam: boolean, times: Record<'a' | 'b', MutableSide>, forfeit: Forfeit | null,
): PlayedGame['outcome'] {
  const teamB: Team = teamA === 'red' ? 'blue' : 'red';
  const a = sideStats(state, teamA, times.a);
  const b = twoTeam ? sideStats(state, teamB, times.b) : null;
  const turns = state.result?.turns ?? state.turnNumber;
  if (forfeit !== null) {
    const loser = forfeit.side === 'a' ? teamA : teamB;
    const winnerTeam = loser === 'red' ? 'blue' : 'red';
    // Two-team forfeit: the winner is credited with the words the forfeiting side still had to find beyond its own.
    const diff = Math.max(1, agentsLeft(state, loser) - agentsLeft(state, winnerTeam));
    const score = twoTeam ? (forfeit.side === 'a' ? -diff : diff) : variant === 'coop' ? 0 : 25;
    const winner = twoTeam ? (forfeit.side === 'a' ? 'b' : 'a') : null;
    return { seed: state.seed, winner, reason: 'forfeit', turns, score, a, b, forfeit };
  }
  const result = state.result;
  if (result === null) throw new Error('playGame: the engine ended the game without a result');
  const winner = result.winner === null ? null : result.winner === teamA ? 'a' : 'b';
  const score = twoTeam ? (winner === 'a' ? result.score : winner === 'b' ? -result.score : 0) : result.score;
  return { seed: state.seed, winner, reason: result.reason, turns: result.turns, score, a, b, forfeit: null };
}
