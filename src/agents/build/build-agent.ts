/**
 * The one function that turns an agent description (description.ts) into agents. The registry (tournaments),
 * the server's default backend and the CLI's clue / guess / play all build through here, so 'default' means
 * the same agents everywhere.
 */
import { CodenamesError } from '../../errors.js';
import { loadModel } from '../../embeddings/index.js';
import type { CoverStrategy, Guesser, Spymaster } from '../types.js';
import { createCoverStrategy } from '../cover.js';
import { createDefaultAgents } from '../defaults.js';
import { createGuesser } from '../guesser.js';
import { createSpymaster } from '../spymaster.js';
import { loadWordNetMind } from '../wordnet-mind.js';
import { createHumanModelGuesser } from '../people/human-guesser.js';
import { readingMinds } from '../people/readings.js';
import { createRandomGuesser, createReferenceGuesser, createReferenceSpymaster } from '../reference-2019/index.js';
import type { AgentFactory, BuildContext } from './build-context.js';
import { describeBuiltin } from './builtins.js';
import { rolesOf, type AgentDescription, type AgentRole, type BuiltinDescription, type OutsideDescription } from './description.js';
import { moduleAgentFactory } from './module-agent.js';
import { createOutsideAgent, type OutsideAgent } from './outside-kinds.js';

/** The three agents of one of our sides. */
interface Trio {
  readonly spymaster: Spymaster;
  readonly guesser: Guesser;
  readonly cover: CoverStrategy;
}

async function buildOurs(d: BuiltinDescription, ctx: BuildContext): Promise<Trio> {
  const mind = d.mind ?? 'default';
  const risk = d.risk === undefined ? {} : { risk: d.risk };
  const adaptive = d.adaptive === undefined ? {} : { adaptive: d.adaptive };
  if (mind === 'default' || mind === 'blend' || mind === 'glove') {
    return createDefaultAgents({
      ...risk, ...adaptive, wordnet: mind !== 'glove',
      ...(d.partnerCheck === undefined ? {} : { partnerCheck: d.partnerCheck }),
      ...(d.spymaster === undefined ? {} : { spymaster: d.spymaster }),
      ...(ctx.modelGiven === true ? { model: await ctx.model() } : {}),
    });
  }
  // A mind of its own (the WordNet mind, or a model by name or folder): our agents on it alone.
  const model = mind === 'wordnet' ? loadWordNetMind() : await loadModel(mind);
  const opts = { name: d.name, ...risk, ...adaptive };
  return { spymaster: createSpymaster(model, opts), guesser: createGuesser(model, opts), cover: createCoverStrategy(model, { name: d.name }) };
}

/** `agent` under another name (its methods and caches shared), so results show the name it was asked by. */
function renamed<T extends { readonly name: string }>(agent: T, name: string): T {
  return agent.name === name ? agent : Object.assign(Object.create(agent) as T, { name });
}

/** The factory of a built-in description (synchronous: nothing is loaded before a role is asked for). */
export function builtinFactory(d: BuiltinDescription): AgentFactory {
  const roles = rolesOf(d);
  const base = { name: d.name, description: describeBuiltin(d), source: 'builtin' };
  const offer = <K extends AgentRole, F>(role: K, f: F): { [P in K]?: F } => (roles.includes(role) ? ({ [role]: f } as { [P in K]?: F }) : {});
  if (d.family === 'random') return { ...base, ...offer('guesser', () => Promise.resolve(createRandomGuesser())) };
  if (d.family === 'human-model') {
    return { ...base, ...offer('guesser', async (ctx: BuildContext) => createHumanModelGuesser(await readingMinds(ctx.modelGiven === true ? await ctx.model() : undefined), { name: d.name })) };
  }
  if (d.family === 'reference') {
    const threshold = d.threshold ?? 0.7;
    return {
      ...base,
      ...offer('spymaster', async (ctx: BuildContext) => createReferenceSpymaster(await ctx.model(), { threshold, ...(ctx.candidates === undefined ? {} : { candidates: ctx.candidates }) })),
      ...offer('guesser', async (ctx: BuildContext) => createReferenceGuesser(await ctx.model(), { name: d.name })),
    };
  }
  // One set of agents per factory: the spymaster, guesser and cover share the mind and its caches.
  let agents: Promise<Trio> | null = null;
  const build = (ctx: BuildContext): Promise<Trio> => (agents ??= buildOurs(d, ctx));
  return {
    ...base,
    ...offer('spymaster', async (ctx: BuildContext) => renamed((await build(ctx)).spymaster, d.name)),
    ...offer('guesser', async (ctx: BuildContext) => renamed((await build(ctx)).guesser, d.name)),
    cover: async (ctx) => (await build(ctx)).cover,
  };
}

/** The factory of an outside description: the program or service starts on the first role asked for. */
export function outsideFactory(d: OutsideDescription): AgentFactory {
  let made: Promise<OutsideAgent> | null = null;
  const get = (ctx: BuildContext): Promise<OutsideAgent> => (made ??= createOutsideAgent(d, ctx));
  const need = <T>(agent: T | undefined, role: AgentRole): T => {
    if (agent === undefined) throw new CodenamesError('agent/unknown', `agent '${d.name}' (${d.kind}:) plays no ${role}.`, { name: d.name, role });
    return agent;
  };
  return {
    name: d.name,
    description: `${d.kind} agent`,
    source: d.kind,
    spymaster: async (ctx) => need((await get(ctx)).spymaster, 'spymaster'),
    guesser: async (ctx) => need((await get(ctx)).guesser, 'guesser'),
    cover: async (ctx) => (await get(ctx)).cover,
    async close() {
      const m = made;
      made = null;
      if (m === null) return;
      let agent: OutsideAgent;
      try {
        agent = await m;
      } catch {
        return; // it never started: nothing to release
      }
      await agent.close();
    },
  };
}

/**
 * The factory of a description: roles built on first use, on the context's model. Module agents are
 * imported here (so a broken module fails now, with its path); outside agents start on their first role.
 *
 * @example
 * const f = await agentFactory({ kind: 'builtin', name: 'bold', family: 'ours', risk: 'bold' });
 * const spymaster = await f.spymaster!(ctx);
 */
export function agentFactory(d: AgentDescription): Promise<AgentFactory> {
  switch (d.kind) {
    case 'builtin':
      return Promise.resolve(builtinFactory(d));
    case 'module':
      return moduleAgentFactory(d);
    default:
      return Promise.resolve(outsideFactory(d));
  }
}

/** One side's agents, built from one description (the CLI's clue / guess / play and the server). */
export interface BuiltAgents {
  readonly spymaster: Spymaster;
  readonly guesser: Guesser;
  readonly cover: CoverStrategy;
  close(): Promise<void>;
}

/**
 * Builds the spymaster, guesser and cover of one description at once. The description must offer both
 * roles; the cover falls back to ours on the context's model when the agent has none.
 *
 * @example
 * const { spymaster } = await buildAgents({ kind: 'builtin', name: 'default', family: 'ours', risk: 'bold' }, ctx);
 */
export async function buildAgents(d: AgentDescription, ctx: BuildContext): Promise<BuiltAgents> {
  const f = await agentFactory(d);
  if (f.spymaster === undefined || f.guesser === undefined) {
    throw new CodenamesError('agent/unknown', `agent '${d.name}' does not play both roles (spymaster and guesser).`, { name: d.name });
  }
  const spymaster = await f.spymaster(ctx);
  const guesser = await f.guesser(ctx);
  const cover = (await f.cover?.(ctx)) ?? createCoverStrategy(await ctx.model(), { name: `${d.name}-cover` });
  return { spymaster, guesser, cover, close: () => f.close?.() ?? Promise.resolve() };
}
