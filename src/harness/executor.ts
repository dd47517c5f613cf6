/**
 * Plays tournament games in one thread: builds each named agent once (on a model loaded once), then plays
 * tasks one after another. The worker threads run one executor each; a run with `workers: 0` (or with agent
 * objects instead of names) uses one in the calling thread.
 */
import { readFileSync } from 'node:fs';
import type { CoverStrategy, Guesser, Spymaster } from '../agents/types.js';
import type { AgentDescription } from '../agents/build/index.js';
import { CodenamesError } from '../errors.js';
import { createCoverStrategy } from '../agents/index.js';
import { readCandidateList } from '../agents/reference-2019/index.js';
import { createReferee } from '../legality/index.js';
import type { EmbeddingModel } from '../embeddings/types.js';
import { deriveSeed, isWordListName, WORD_LISTS } from '../game/index.js';
import type { GameState, Referee, VariantName } from '../game/types.js';
import { loadCustomAgents } from './custom-agents.js';
import { playGame, type ActionWatch, type SideAgents } from './play-game.js';
import { taskKey, type Task } from './plan.js';
import { createAgentRegistry, describedAgents, type AgentContext } from './registry.js';
import type { GameOutcome, Match } from './types.js';

/** Everything a worker needs to rebuild the tournament's agents: plain, structured-cloneable data. */
export interface RunSetup {
  readonly variant: VariantName;
  readonly seed: number;
  readonly spymasters: readonly string[];
  readonly guessers: readonly string[];
  readonly matches: readonly Match[];
  /** Model name or path; null = the default model. */
  readonly model: string | null;
  /** Absolute paths of custom agent modules. */
  readonly customModules: readonly string[];
  /** Candidate list file for the reference spymasters; null = the model's clue vocabulary. */
  readonly candidatesFile: string | null;
  readonly turnCap: number | null;
  readonly timeLimitMs: number;
  readonly wordList: string | null;
  /** Judge clues with the referee of src/legality. */
  readonly referee: boolean;
  /** Agents given by description (`--agent NAME=KIND:REST`), joining the registry under their names. */
  readonly described?: readonly AgentDescription[];
}

/** Agent objects given directly (in-process runs only), overriding the names. */
export interface DirectAgents {
  readonly model?: EmbeddingModel;
  /** Per position: an agent object, or undefined to build the named agent. */
  readonly spymasters?: readonly (Spymaster | undefined)[];
  readonly guessers?: readonly (Guesser | undefined)[];
  readonly cover?: CoverStrategy;
}

export interface Executor {
  play(task: Task, watch?: ActionWatch): Promise<GameOutcome>;
  /** Like play, also returning the final game state (for records and replays). */
  playWithState(task: Task): Promise<{ outcome: GameOutcome; state: GameState }>;
  /** Releases what the agents hold (outside agents' processes and connections). */
  close(): Promise<void>;
}

/** Loads a model by name or path (null: the default model), through the embedding layer. */
export async function loadTournamentModel(name: string | null): Promise<EmbeddingModel> {
  const embeddings = await import('../embeddings/index.js');
  return name === null ? embeddings.loadDefaultModel() : embeddings.loadModel(name);
}

/** The engine-facing referee for the game language (the standard ruleset of RULES.md). */
function loadReferee(lang: string): Referee {
  return createReferee({ lang });
}

const dealCache = new WeakMap<object, { wordList?: string | readonly string[]; lang?: string }>();

/**
 * How a setup's boards are dealt: a shipped word list by name (in its language, which the referee then
 * judges in), or the code names of a word-list file (one per line, judged as English), or the default list.
 */
export function dealOptions(setup: Pick<RunSetup, 'wordList'>): { wordList?: string | readonly string[]; lang?: string } {
  const hit = dealCache.get(setup);
  if (hit !== undefined) return hit;
  let out: { wordList?: string | readonly string[]; lang?: string } = {};
  const list = setup.wordList;
  if (list !== null && isWordListName(list)) out = { wordList: list, lang: WORD_LISTS[list].lang };
  else if (list !== null) {
    let words: string[];
    try {
      words = readFileSync(list, 'utf8').split(/\r?\n/).map((w) => w.trim()).filter((w) => w.length > 0 && !w.startsWith('#'));
    } catch (e) {
      throw new CodenamesError('harness/bad-option', `word list '${list}' is neither a shipped list (${Object.keys(WORD_LISTS).join(', ')}) nor a readable file (${e instanceof Error ? e.message : String(e)}). Give a file with one code name per line.`, { wordList: list });
    }
    out = { wordList: [...new Set(words)], lang: 'en' };
  }
  dealCache.set(setup, out);
  return out;
}

/**
 * Builds the agents of a setup and returns a game player.
 *
 * @example
 * const ex = await createExecutor(setup);
 * const outcome = await ex.play({ board: 0, match: 0 });
 */
export async function createExecutor(setup: RunSetup, direct: DirectAgents = {}): Promise<Executor> {
  let modelPromise: Promise<EmbeddingModel> | null = direct.model === undefined ? null : Promise.resolve(direct.model);
  const ctx: AgentContext = {
    model: () => (modelPromise ??= loadTournamentModel(setup.model)),
    modelGiven: setup.model !== null || direct.model !== undefined,
    candidates: setup.candidatesFile === null ? undefined : readCandidateList(setup.candidatesFile),
    timeLimitMs: setup.timeLimitMs,
  };
  const registry = createAgentRegistry([...await loadCustomAgents(setup.customModules), ...await describedAgents(setup.described ?? [])]);
  const spymasters: SideAgents['spymaster'][] = [];
  const covers: (CoverStrategy | undefined)[] = [];
  for (let i = 0; i < setup.spymasters.length; i += 1) {
    const given = direct.spymasters?.[i];
    if (given !== undefined) {
      spymasters.push(given);
      covers.push(undefined);
      continue;
    }
    const f = registry.get(setup.spymasters[i] as string, 'spymaster');
    spymasters.push(await (f.spymaster as NonNullable<typeof f.spymaster>)(ctx));
    covers.push(f.cover === undefined ? undefined : await f.cover(ctx));
  }
  const guessers: Guesser[] = [];
  for (let i = 0; i < setup.guessers.length; i += 1) {
    const given = direct.guessers?.[i];
    if (given !== undefined) {
      guessers.push(given);
      continue;
    }
    const f = registry.get(setup.guessers[i] as string, 'guesser');
    guessers.push(await (f.guesser as NonNullable<typeof f.guesser>)(ctx));
  }
  // Agent names in results are the registry names, whatever the objects call themselves.
  const named = <T extends { name: string }>(agent: T, name: string): T => (agent.name === name ? agent : Object.assign(Object.create(agent) as T, { name }));
  const sm = spymasters.map((s, i) => named(s, setup.spymasters[i] ?? s.name));
  const gs = guessers.map((g, i) => named(g, setup.guessers[i] ?? g.name));
  const deal = dealOptions(setup);
  const referee = setup.referee ? loadReferee(deal.lang ?? 'en') : null;
  // Coop covers need a strategy even for spymasters that bring none: ours, on the tournament model.
  const fallbackCover = direct.cover ?? (setup.variant === 'coop' ? createCoverStrategy(await ctx.model(), { name: 'default-cover' }) : undefined);
  const matches = new Map(setup.matches.map((m) => [m.id, m]));
  const side = (seat: { spymaster: number; guesser: number }): SideAgents => {
    const cover = covers[seat.spymaster] ?? fallbackCover;
    return { spymaster: sm[seat.spymaster] as Spymaster, guesser: gs[seat.guesser] as Guesser, ...(cover === undefined ? {} : { cover }) };
  };
  const run = async (task: Task, watch?: ActionWatch): Promise<{ outcome: GameOutcome; state: GameState }> => {
    const m = matches.get(task.match);
    if (m === undefined) throw new RangeError(`executor: no match ${task.match}`);
    const seed = deriveSeed(setup.seed, task.board);
    const { outcome, state } = await playGame({
      variant: setup.variant,
      seed,
      a: side(m.a),
      b: m.b === null ? null : side(m.b),
      ...deal,
      ...(setup.turnCap === null ? {} : { turnCap: setup.turnCap }),
      referee,
      timeLimitMs: setup.timeLimitMs,
      ...(watch === undefined ? {} : { watch }),
    });
    return { outcome: { key: taskKey(task), board: task.board, match: task.match, ...outcome }, state };
  };
  return {
    play: async (task, watch) => (await run(task, watch)).outcome,
    playWithState: (task) => run(task),
    close: () => registry.close(),
  };
}
