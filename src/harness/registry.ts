/**
 * The agent registry: the names a tournament (and the CLI) accepts for spymasters and guessers, each bound
 * to a factory that builds the agent on the worker's model. Built-in names cover our agents and the 2019
 * reference bots; custom agents are modules found by a glob (see custom-agents.ts) and join under their
 * file name. An unknown name is an error that lists the names known for that role.
 */
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel } from '../embeddings/types.js';
import type { CoverStrategy, Guesser, Spymaster } from '../agents/types.js';
import { createCoverStrategy, createDefaultAgents, createGuesser, createSpymaster, loadWordNetMind, type DefaultAgents } from '../agents/index.js';
import { createRandomGuesser, createReferenceGuesser, createReferenceSpymaster } from '../agents/reference-2019/index.js';

/** What a factory may use: the model (loaded once per worker, on first use) and the reference candidate list. */
export interface AgentContext {
  model(): Promise<EmbeddingModel>;
  /** True when the tournament was given a model (then our agents think with it rather than the default mind). */
  readonly modelGiven?: boolean;
  /** Candidate clue words for the reference spymasters (default: the model's clue vocabulary). */
  readonly candidates?: readonly string[] | undefined;
}

export type AgentRole = 'spymaster' | 'guesser';

/** A named agent. It may offer a spymaster, a guesser or both, and optionally its own cover strategy. */
export interface AgentFactory {
  readonly name: string;
  readonly description: string;
  /** 'builtin', or the absolute path of the custom module it came from. */
  readonly source: string;
  spymaster?(ctx: AgentContext): Promise<Spymaster>;
  guesser?(ctx: AgentContext): Promise<Guesser>;
  cover?(ctx: AgentContext): Promise<CoverStrategy>;
}

export interface AgentRegistry {
  /** Names usable for a role, built-in first. */
  names(role: AgentRole): string[];
  /** The factory for `name`; throws `agent/unknown` listing the known names for `role`. */
  get(name: string, role: AgentRole): AgentFactory;
  readonly factories: readonly AgentFactory[];
}

function reference(threshold: number): AgentFactory {
  return {
    name: `reference-${threshold}`,
    description: `2019 competition GloVe spymaster (cosine-distance threshold ${threshold}) with its cosine guesser`,
    source: 'builtin',
    spymaster: async (ctx) => createReferenceSpymaster(await ctx.model(), { threshold, ...(ctx.candidates === undefined ? {} : { candidates: ctx.candidates }) }),
    guesser: async (ctx) => createReferenceGuesser(await ctx.model(), { name: `reference-${threshold}` }),
  };
}

function ours(name: string, risk: 'cautious' | 'balanced' | 'bold', wordnet = true, solo = false): AgentFactory {
  // One set of agents per entry and thread: the spymaster, guesser and cover share the model and its caches.
  let agents: Promise<DefaultAgents> | null = null;
  // 'solo': no partner trust and no partner check, i.e. agents that only ever aim at themselves (for ablations).
  const teamwork = solo ? { adaptive: false, partnerCheck: false } : {};
  const build = async (ctx: AgentContext): Promise<DefaultAgents> => {
    const made = await (agents ??= createDefaultAgents({ risk, wordnet, ...teamwork, ...(ctx.modelGiven === true ? { model: await ctx.model() } : {}) }));
    return made;
  };
  const mind = wordnet ? 'the default mind (GloVe blended with WordNet)' : 'the plain embedding model';
  return {
    name,
    description: `this library's spymaster and guesser (risk ${risk}) on ${mind}${solo ? ', without partner trust or the partner check' : ''}`,
    source: 'builtin',
    spymaster: async (ctx) => Object.assign(Object.create((await build(ctx)).spymaster) as Spymaster, { name }),
    guesser: async (ctx) => Object.assign(Object.create((await build(ctx)).guesser) as Guesser, { name }),
    cover: async (ctx) => (await build(ctx)).cover,
  };
}

/**
 * The built-in agents: ours ('default' = balanced risk on the default mind, plus cautious and bold; 'glove' on
 * the plain GloVe model and 'wordnet' on the WordNet mind alone: partners with other "vectors", for
 * cross-play), the 2019 reference bots and a random guesser floor.
 */
export function builtinAgents(): AgentFactory[] {
  let mind: EmbeddingModel | null = null;
  const wordnet = (): EmbeddingModel => (mind ??= loadWordNetMind());
  return [
    ours('default', 'balanced'),
    ours('default-cautious', 'cautious'),
    ours('default-bold', 'bold'),
    ours('default-solo', 'balanced', true, true),
    ours('glove', 'balanced', false),
    {
      name: 'wordnet',
      description: "this library's agents thinking with the WordNet mind instead of the embedding model",
      source: 'builtin',
      spymaster: () => Promise.resolve(createSpymaster(wordnet(), { name: 'wordnet' })),
      guesser: () => Promise.resolve(createGuesser(wordnet(), { name: 'wordnet' })),
      cover: () => Promise.resolve(createCoverStrategy(wordnet(), { name: 'wordnet' })),
    },
    reference(0.7),
    reference(0.5),
    reference(0.3),
    {
      name: 'reference',
      description: '2019 competition cosine guesser (same as the guesser of reference-0.7)',
      source: 'builtin',
      guesser: async (ctx) => createReferenceGuesser(await ctx.model(), { name: 'reference' }),
    },
    {
      name: 'random',
      description: 'touches one visible card at random per clue (a floor)',
      source: 'builtin',
      guesser: () => Promise.resolve(createRandomGuesser()),
    },
  ];
}

/**
 * Builds a registry from the built-ins plus `extra` factories (custom agents). A custom agent may not take a
 * built-in's name.
 *
 * @example
 * createAgentRegistry().names('guesser'); // ['default', 'reference-0.7', ..., 'random']
 */
export function createAgentRegistry(extra: readonly AgentFactory[] = []): AgentRegistry {
  const factories = [...builtinAgents()];
  const byName = new Map(factories.map((f) => [f.name, f]));
  for (const f of extra) {
    const clash = byName.get(f.name);
    if (clash !== undefined) {
      throw new CodenamesError('agent/load-failed', `two agents are named '${f.name}' (${clash.source} and ${f.source}). Rename one of the files; custom agents take their file name.`, { name: f.name });
    }
    byName.set(f.name, f);
    factories.push(f);
  }
  const names = (role: AgentRole): string[] => factories.filter((f) => f[role] !== undefined).map((f) => f.name);
  return {
    factories,
    names,
    get(name, role) {
      const f = byName.get(name);
      if (f === undefined || f[role] === undefined) {
        const why = f === undefined ? `unknown ${role} '${name}'` : `agent '${name}' has no ${role}`;
        throw new CodenamesError('agent/unknown', `${why}. Known ${role}s: ${names(role).join(', ')}. Custom agents join with --agents "<glob>".`, { name, role });
      }
      return f;
    },
  };
}
