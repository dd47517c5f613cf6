/**
 * The self-play loop: asks the agents for clues, guesses and covers, applies them with the rules engine,
 * and turns the finished game into a `GameOutcome`. Any failure of an agent (throws, returns something the
 * engine refuses, is too slow) ends the game as a forfeit of that agent's side; the tournament goes on.
 */
import type { CoverStrategy, GuessDecision, Guesser, Spymaster } from '../agents/types.js';
import { applyAction, coverCandidates, createGame, guesserView, spymasterView } from '../game/index.js';
import type { Action, GameState, Identity, Referee, Team, VariantName } from '../game/types.js';
import { callAgent } from './call-agent.js';
import type { Forfeit, ForfeitKind, GameOutcome, Role, SideStats } from './types.js';

/** The agents of one side. `cover` chooses covers (coop opponent turns, penalty covers). */
export interface SideAgents {
  readonly spymaster: Spymaster;
  readonly guesser: Guesser;
  readonly cover?: CoverStrategy;
}

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

/** Variants in which two teams play against each other. */
export function isTwoTeam(variant: VariantName): boolean {
  return variant === 'standard' || variant === 'three-player' || variant === 'pictures';
}

/** Covers the first candidate in grid order: deterministic, and the floor a strategy must beat. */
export const firstCandidateCover: CoverStrategy = {
  name: 'first-candidate',
  chooseCover: (_view, candidates) => candidates[0] ?? '',
};

interface MutableSide {
  clueMs: number;
  clueMs2: number;
  guessCalls: number;
  guessMs: number;
  guessMs2: number;
}

class AgentFailure {
  readonly forfeit: Forfeit;
  constructor(forfeit: Forfeit) {
    this.forfeit = forfeit;
  }
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function validGuessDecision(d: unknown): d is GuessDecision {
  if (typeof d !== 'object' || d === null) return false;
  const g = d as { ranked?: unknown; take?: unknown };
  return Array.isArray(g.ranked) && g.ranked.every((r: unknown) => typeof r === 'object' && r !== null && typeof (r as { word?: unknown }).word === 'string')
    && typeof g.take === 'number' && Number.isInteger(g.take) && g.take >= 1;
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
  let state = deal(opts);
  const teamA: Team = twoTeam ? 'red' : state.turn;
  const b = twoTeam ? (opts.b ?? null) : null;
  if (twoTeam && b === null) throw new TypeError(`playGame: variant '${opts.variant}' needs agents for side b`);
  const times: Record<'a' | 'b', MutableSide> = { a: noTimes(), b: noTimes() };
  const sideOf = (team: Team): 'a' | 'b' => (team === teamA ? 'a' : 'b');
  const agentsOf = (side: 'a' | 'b'): SideAgents => (side === 'a' ? opts.a : (b ?? opts.a));
  const referee = opts.referee ?? undefined;
  const apply = (action: Action, side: 'a' | 'b', role: Role, agent: string): void => {
    try {
      state = applyAction(state, action, referee === undefined ? {} : { referee });
    } catch (e) {
      throw new AgentFailure({ side, role, agent, kind: 'illegal', message: message(e) });
    }
  };
  const ask = async <T>(side: 'a' | 'b', role: Role, agent: string, fn: () => T | Promise<T>): Promise<{ value: T; ms: number }> => {
    opts.watch?.start(side, role);
    const r = await callAgent(fn, limit);
    opts.watch?.end();
    if (!r.ok) throw new AgentFailure({ side, role, agent, kind: r.kind, message: r.message });
    return { value: r.value, ms: r.ms };
  };
  const fail = (side: 'a' | 'b', role: Role, agent: string, kind: ForfeitKind, msg: string): never => {
    throw new AgentFailure({ side, role, agent, kind, message: msg });
  };

  let forfeit: Forfeit | null = null;
  try {
    while (state.phase !== 'over') {
      if (state.phase === 'clue') {
        const team = state.turn;
        const side = sideOf(team);
        const sm = agentsOf(side).spymaster;
        const view = spymasterView(state, team);
        const { value: d, ms } = await ask(side, 'spymaster', sm.name, () => sm.giveClue(view));
        times[side].clueMs += ms;
        times[side].clueMs2 += ms * ms;
        if (typeof d !== 'object' || d === null || typeof d.word !== 'string') fail(side, 'spymaster', sm.name, 'illegal', 'giveClue must return { word, number, targets }');
        apply({ type: 'clue', team, word: d.word, number: d.number }, side, 'spymaster', sm.name);
      } else if (state.phase === 'guess') {
        const team = state.turn;
        const side = sideOf(team);
        const g = agentsOf(side).guesser;
        const view = guesserView(state);
        const { value: d, ms } = await ask(side, 'guesser', g.name, () => g.guess(view));
        times[side].guessCalls += 1;
        times[side].guessMs += ms;
        times[side].guessMs2 += ms * ms;
        if (!validGuessDecision(d)) fail(side, 'guesser', g.name, 'illegal', 'guess must return { ranked: [{ word, score }], take >= 1 }');
        const startClues = state.clues.length;
        let touched = 0;
        for (const r of d.ranked) {
          if (touched >= d.take) break;
          apply({ type: 'guess', team, word: r.word }, side, 'guesser', g.name);
          touched += 1;
          // A wrong guess, the guess limit or the game's end hands the turn on: stop touching.
          if (state.phase !== 'guess' || state.turn !== team || state.clues.length !== startClues) break;
        }
        if (state.phase === 'guess' && state.turn === team && state.clues.length === startClues) {
          if (touched === 0) fail(side, 'guesser', g.name, 'illegal', 'the guesser ranked no card to touch; a turn needs at least one guess');
          apply({ type: 'pass', team }, side, 'guesser', g.name);
        }
      } else if (state.phase === 'cover') {
        const coverBy = state.coverBy ?? state.turn;
        // Coop: the playing team's spymaster covers an opponent agent; penalty: the covering side chooses.
        const chooserTeam = opts.variant === 'coop' ? state.turn : coverBy;
        const side = sideOf(chooserTeam);
        const strategy = agentsOf(side).cover ?? opts.cover ?? firstCandidateCover;
        const candidates = coverCandidates(state);
        const view = spymasterView(state, chooserTeam);
        const { value: word } = await ask(side, 'cover', strategy.name, () => strategy.chooseCover(view, candidates));
        if (typeof word !== 'string' || !candidates.includes(word)) {
          fail(side, 'cover', strategy.name, 'illegal', `chooseCover must return one of the candidates (${candidates.join(', ')}); got ${JSON.stringify(word)}`);
        }
        apply({ type: 'cover', team: coverBy, word }, side, 'cover', strategy.name);
      }
    }
  } catch (e) {
    if (!(e instanceof AgentFailure)) throw e;
    forfeit = e.forfeit;
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
