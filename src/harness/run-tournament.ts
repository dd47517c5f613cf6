/**
 * `runTournament`: every spymaster x guesser pairing (and, in two-team variants, every team against every
 * team) on the same seeded boards, on worker threads or in the calling thread. The result depends only on
 * the options, never on the number of workers, the shard split or an interruption and resume: each game is
 * a pure function of (run seed, board, match), and statistics are computed from the outcomes sorted by key.
 */
import { PICTURES_UNSUPPORTED } from '../agents/view-checks.js';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import type { CoverStrategy, Guesser, Spymaster } from '../agents/types.js';
import type { EmbeddingModel } from '../embeddings/types.js';
import type { AgentDescription } from '../agents/build/index.js';
import { CodenamesError } from '../errors.js';
import { isWordListName, VARIANTS } from '../game/index.js';
import type { VariantName } from '../game/types.js';
import { aggregateMatchups, aggregatePairings, sortOutcomes } from './aggregate.js';
import { findCustomAgents, loadCustomAgents } from './custom-agents.js';
import { createExecutor, dealOptions, type RunSetup } from './executor.js';
import { DEFAULT_TIME_LIMIT_MS, isTwoTeam } from './play-game.js';
import { planMatches, planTasks, taskKey, type Task } from './plan.js';
import { playTasks } from './play-tasks.js';
import { teamSeats, type TeamSpec } from './teams.js';
import { createAgentRegistry, describedAgents } from './registry.js';
import type { GameOutcome, Progress, Shard, TournamentResult } from './types.js';
import { runOnWorkers } from './worker-pool.js';

/** What a `TaskRunner` is asked to play: the run's setup and its games still to play. */
export interface TaskRunnerContext {
  readonly setup: RunSetup;
  readonly games: number;
  readonly shard: Shard | null;
  /** The games still to play (the plan less the games of `resumeFrom`). */
  readonly tasks: readonly Task[];
  /** Call once per game (the runner removes duplicates). */
  readonly onOutcome: (outcome: GameOutcome) => void;
  readonly signal?: AbortSignal | undefined;
  /** Games in flight per worker the run asked for (see `TournamentOptions.concurrency`; playTasks plays them). */
  readonly concurrency: number;
}

/**
 * Plays a run's games somewhere other than this process's worker threads (e.g. on a queue, src/queue/):
 * resolves when every task has an outcome or the signal aborted, with the number of workers that played.
 */
export type TaskRunner = (ctx: TaskRunnerContext) => Promise<{ readonly workers: number }>;

export interface TournamentOptions {
  /** Registry names (see registry.ts), custom agent names, or agent objects (objects run in this thread). Default ['default']. */
  readonly spymasters?: readonly (string | Spymaster)[];
  readonly guessers?: readonly (string | Guesser)[];
  /**
   * Fixed teams (teams.ts) instead of every spymaster x guesser pairing: each team plays alone, or in two-team
   * variants against every other team as red and as blue. Not with `spymasters` / `guessers`.
   */
  readonly teams?: readonly TeamSpec[];
  /** Default 'single-team'. */
  readonly variant?: VariantName;
  /** Boards per match (default 100). */
  readonly games?: number;
  /** Run seed (default 1): board i is dealt from deriveSeed(seed, i). */
  readonly seed?: number;
  /** Worker threads (default: the number of cores); 0 plays in the calling thread. */
  readonly workers?: number;
  /**
   * Games in flight per worker (or in the calling thread), default 1: for agents that wait (processes, HTTP,
   * language models) their waits overlap. Results are the same for every value.
   */
  readonly concurrency?: number;
  /** Play only this shard's boards (merge the shards with mergeResults). */
  readonly shard?: Shard | null;
  readonly onProgress?: (progress: Progress) => void;
  /** Called once per finished game (e.g. to append it to a file, for resuming after a hard stop). */
  readonly onOutcome?: (outcome: GameOutcome) => void;
  /** Stops the run; the result then holds the games finished so far (`complete: false`). */
  readonly signal?: AbortSignal;
  /** Games already played by an earlier, interrupted run of the same tournament; they are not replayed. */
  readonly resumeFrom?: TournamentResult | readonly GameOutcome[];
  /** Model name or path (default: the default model), or a loaded model (runs in this thread). */
  readonly model?: string | EmbeddingModel;
  /** Glob of custom agent modules, relative to `cwd`. */
  readonly agents?: string;
  /** Agents by description (`parseAgentSpec('NAME=KIND:REST')`), usable by name in spymasters / guessers. */
  readonly described?: readonly AgentDescription[];
  readonly cwd?: string;
  /** Clue candidate list file for the reference spymasters (default: the model's clue vocabulary). */
  readonly candidates?: string;
  /** Per-action time limit, ms (default 10,000). */
  readonly timeLimitMs?: number;
  /** Worker runs: extra time past the limit before a thinking agent counts as hung and its worker is stopped (default 2,000 ms). */
  readonly graceMs?: number;
  readonly turnCap?: number;
  /** Word list to deal from: a shipped list name or a file with one code name per line (default: en-original). */
  readonly wordList?: string;
  /** Judge clues with the referee (default true; counted as illegal clues and penalised by the engine). */
  readonly referee?: boolean;
  /** Cover strategy for coop and penalty covers when an agent has none (in-thread runs). */
  readonly cover?: CoverStrategy;
  /** Plays the games instead of this process's worker threads (agents must then be names). */
  readonly runner?: TaskRunner;
}

function positiveInt(name: string, v: number, min: number): number {
  if (!Number.isInteger(v) || v < min) throw new CodenamesError('harness/bad-option', `${name} must be a whole number >= ${min}; got ${String(v)}.`, { [name]: v });
  return v;
}

/** The variants a tournament plays: every word variant (the agents cannot play Pictures; see view-checks.ts). */
export const TOURNAMENT_VARIANTS: readonly VariantName[] = ['single-team', 'single-team-2019', 'standard', 'coop', 'three-player'];

/**
 * Runs a tournament.
 *
 * @example
 * const r = await runTournament({ variant: 'single-team-2019', spymasters: ['reference-0.7'], guessers: ['reference'], games: 100, seed: 1 });
 * r.pairings[0].meanScore; // mean turns to win, 25 for a loss
 */
export async function runTournament(opts: TournamentOptions = {}): Promise<TournamentResult> {
  const variant = opts.variant ?? 'single-team';
  if (variant === 'pictures') throw new CodenamesError('agent/unsupported', `a tournament cannot play 'pictures': ${PICTURES_UNSUPPORTED}.`, { variant });
  if (!TOURNAMENT_VARIANTS.includes(variant) || !(variant in VARIANTS)) {
    throw new CodenamesError('harness/bad-option', `unknown variant '${String(variant)}'. Use one of: ${TOURNAMENT_VARIANTS.join(', ')}.`, { variant });
  }
  const games = positiveInt('games', opts.games ?? 100, 1);
  const seed = opts.seed ?? 1;
  if (!Number.isSafeInteger(seed)) throw new CodenamesError('harness/bad-option', `seed must be a whole number; got ${String(seed)}.`);
  const workersWanted = positiveInt('workers', opts.workers ?? availableParallelism(), 0);
  const timeLimitMs = positiveInt('timeLimitMs', opts.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, 1);
  const concurrency = positiveInt('concurrency', opts.concurrency ?? 1, 1);
  if (opts.teams !== undefined && (opts.spymasters !== undefined || opts.guessers !== undefined)) {
    throw new CodenamesError('harness/bad-option', 'give either teams or spymasters and guessers, not both: teams fix who plays with whom, the lists play every pairing.');
  }
  const teams = opts.teams === undefined ? null : teamSeats(opts.teams, variant);
  const spymasters = teams?.spymasters ?? opts.spymasters ?? ['default'];
  const guessers = teams?.guessers ?? opts.guessers ?? ['default'];
  if (spymasters.length === 0 || guessers.length === 0) throw new CodenamesError('harness/bad-option', 'a tournament needs at least one spymaster and one guesser.');
  const cwd = opts.cwd ?? process.cwd();
  const customModules = opts.agents === undefined ? [] : await findCustomAgents(opts.agents, cwd);
  // Check every name here, where the error is cheap and lists the known names.
  const described = opts.described ?? [];
  const registry = createAgentRegistry([...await loadCustomAgents(customModules), ...await describedAgents(described)]);
  for (const s of spymasters) if (typeof s === 'string') registry.get(s, 'spymaster');
  for (const g of guessers) if (typeof g === 'string') registry.get(g, 'guesser');
  const setup: RunSetup = {
    variant, seed,
    spymasters: spymasters.map((s) => (typeof s === 'string' ? s : s.name)),
    guessers: guessers.map((g) => (typeof g === 'string' ? g : g.name)),
    matches: planMatches(variant, spymasters.length, guessers.length, teams?.seats),
    model: typeof opts.model === 'string' ? opts.model : null,
    customModules,
    candidatesFile: opts.candidates === undefined ? null : resolve(cwd, opts.candidates),
    turnCap: opts.turnCap ?? null,
    timeLimitMs,
    wordList: opts.wordList === undefined ? null : isWordListName(opts.wordList) ? opts.wordList : resolve(cwd, opts.wordList),
    referee: opts.referee ?? true,
    ...(described.length === 0 ? {} : { described }),
  };
  if (setup.matches.length === 0) throw new CodenamesError('harness/bad-option', `no two of these teams can meet in '${variant}': three-player teams share one guesser.`, { variant });
  dealOptions(setup); // a bad word-list file fails here, before any worker starts
  const shard = opts.shard ?? null;
  const tasks = planTasks(games, setup.matches, shard);
  const wanted = new Set(tasks.map(taskKey));
  const prior = new Map<string, GameOutcome>();
  if (opts.resumeFrom !== undefined) {
    const r = opts.resumeFrom;
    if (!Array.isArray(r)) checkResumable(r as TournamentResult, setup, games);
    const list: readonly GameOutcome[] = Array.isArray(r) ? r : (r as TournamentResult).outcomes;
    for (const o of list) if (wanted.has(o.key)) prior.set(o.key, o);
  }
  const remaining = tasks.filter((t) => !prior.has(taskKey(t)));
  const fresh: GameOutcome[] = [];
  const started = performance.now();
  let forfeits = [...prior.values()].filter((o) => o.forfeit !== null).length;
  // A failing onOutcome (the outcome log's disk is full or gone) stops the run and is thrown at its end, not
  // from inside a worker's message handler, where it would be an uncaught exception.
  const stop = new AbortController();
  const onAbort = (): void => stop.abort();
  if (opts.signal?.aborted === true) stop.abort();
  else opts.signal?.addEventListener('abort', onAbort, { once: true });
  let sinkError: unknown = null;
  const report = (o: GameOutcome): void => {
    fresh.push(o);
    if (o.forfeit !== null) forfeits += 1;
    try {
      opts.onOutcome?.(o);
    } catch (e) {
      sinkError ??= e;
      stop.abort();
    }
    if (opts.onProgress !== undefined) {
      const elapsedMs = performance.now() - started;
      const rate = fresh.length / Math.max(elapsedMs / 1000, 1e-9);
      const done = prior.size + fresh.length;
      opts.onProgress({ done, total: tasks.length, elapsedMs, gamesPerSecond: rate, etaSeconds: rate > 0 ? (tasks.length - done) / rate : null, forfeits });
    }
  };
  const direct = spymasters.some((s) => typeof s !== 'string') || guessers.some((g) => typeof g !== 'string') || (opts.model !== undefined && typeof opts.model !== 'string');
  if (opts.runner !== undefined && direct) throw new CodenamesError('harness/bad-option', 'a run played by a runner (a queue) needs agent names and a model name, not objects: other processes build the agents.');
  const inThread = opts.runner === undefined && (workersWanted === 0 || direct);
  let ranOn = inThread ? 0 : Math.min(workersWanted, Math.max(1, remaining.length));
  if (opts.runner !== undefined) {
    ranOn = (await opts.runner({ setup, games, shard, tasks: remaining, onOutcome: report, signal: stop.signal, concurrency })).workers;
  } else if (inThread) {
    const executor = await createExecutor(setup, {
      ...(opts.model !== undefined && typeof opts.model !== 'string' ? { model: opts.model } : {}),
      spymasters: spymasters.map((s) => (typeof s === 'string' ? undefined : s)),
      guessers: guessers.map((g) => (typeof g === 'string' ? undefined : g)),
      ...(opts.cover === undefined ? {} : { cover: opts.cover }),
    });
    try {
      let sinceYield = performance.now();
      for await (const outcome of playTasks(executor, remaining, { concurrency, signal: stop.signal })) {
        report(outcome);
        // Let timers and signal handlers (Ctrl-C) run during a long in-thread run.
        if (performance.now() - sinceYield > 50) {
          await new Promise<void>((r) => setImmediate(r));
          sinceYield = performance.now();
        }
      }
    } finally {
      await executor.close();
    }
  } else {
    await runOnWorkers(setup, remaining, { workers: workersWanted, concurrency, onOutcome: report, signal: stop.signal, ...(opts.graceMs === undefined ? {} : { graceMs: opts.graceMs }) });
  }
  opts.signal?.removeEventListener('abort', onAbort);
  if (sinkError !== null) throw sinkError;
  const elapsedMs = performance.now() - started;
  return buildResult(setup, games, shard, [...prior.values(), ...fresh], tasks.length, {
    workers: ranOn,
    elapsedMs,
    gamesPerSecond: fresh.length / Math.max(elapsedMs / 1000, 1e-9),
  }, setup.candidatesFile);
}

function checkResumable(r: TournamentResult, setup: RunSetup, games: number): void {
  // Every setting that changes a game must match, not only the plan: a different turn cap, referee or word list
  // would mix games of two tournaments.
  const same = r.format === 'codenames-ai/tournament' && r.variant === setup.variant && r.seed === setup.seed && r.games === games
    && r.spymasters.join('\n') === setup.spymasters.join('\n') && r.guessers.join('\n') === setup.guessers.join('\n')
    && JSON.stringify(r.matches) === JSON.stringify(setup.matches)
    && JSON.stringify(r.settings) === JSON.stringify(buildSettings(setup, setup.candidatesFile));
  if (!same) {
    throw new CodenamesError('harness/bad-results', `cannot resume from a different tournament (it was ${r.variant}, seed ${r.seed}, ${r.games} games, spymasters ${r.spymasters.join(',')}, guessers ${r.guessers.join(',')}, settings ${JSON.stringify(r.settings)}; now ${JSON.stringify(buildSettings(setup, setup.candidatesFile))}). Resume with the same options as the interrupted run.`);
  }
}

/** The settings of a result that change outcomes (merge and resume compare them). */
function buildSettings(setup: Pick<RunSetup, 'model' | 'turnCap' | 'timeLimitMs' | 'wordList' | 'referee'>, candidates: string | null): TournamentResult['settings'] {
  return { turnCap: setup.turnCap, timeLimitMs: setup.timeLimitMs, model: setup.model ?? 'default', wordList: setup.wordList, referee: setup.referee, candidates };
}

/** Assembles a TournamentResult from outcomes (also used by merge). */
export function buildResult(
  setup: Pick<RunSetup, 'variant' | 'seed' | 'spymasters' | 'guessers' | 'matches' | 'model' | 'turnCap' | 'timeLimitMs' | 'wordList' | 'referee'>,
  games: number, shard: Shard | null, outcomes: readonly GameOutcome[], expected: number,
  run: { workers: number; elapsedMs: number; gamesPerSecond: number }, candidates: string | null,
): TournamentResult {
  const sorted = sortOutcomes(outcomes);
  const twoTeam = isTwoTeam(setup.variant);
  return {
    format: 'codenames-ai/tournament',
    version: 1,
    variant: setup.variant,
    seed: setup.seed,
    games,
    spymasters: setup.spymasters,
    guessers: setup.guessers,
    matches: setup.matches,
    shard,
    settings: buildSettings(setup, candidates),
    gamesExpected: expected,
    gamesPlayed: sorted.length,
    complete: sorted.length === expected,
    workers: run.workers,
    elapsedMs: run.elapsedMs,
    gamesPerSecond: run.gamesPerSecond,
    pairings: aggregatePairings(sorted, setup.matches, setup.spymasters, setup.guessers, twoTeam),
    matchups: twoTeam ? aggregateMatchups(sorted, setup.matches, setup.spymasters, setup.guessers) : [],
    forfeits: sorted.filter((o) => o.forfeit !== null).map((o) => ({ key: o.key, ...(o.forfeit as NonNullable<GameOutcome['forfeit']>) })),
    outcomes: sorted,
  };
}
