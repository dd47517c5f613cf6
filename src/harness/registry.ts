/**
 * The agent registry: the names a tournament (and the CLI) accepts for spymasters and guessers, each bound
 * to a factory that builds the agent on the worker's model (src/agents/build). Built-in names cover our
 * agents and the 2019 reference bots; custom agents are modules found by a glob (see custom-agents.ts) and
 * join under their file name; described agents (`--agent NAME=KIND:REST`) join under their name. An unknown
 * name is an error that lists the names known for that role.
 */
import { CodenamesError } from '../errors.js';
import { agentFactory, BUILTIN_AGENTS, builtinFactory, type AgentDescription, type AgentFactory, type AgentRole, type BuildContext } from '../agents/build/index.js';

/** What a factory may use (see BuildContext). */
export type AgentContext = BuildContext;
export type { AgentFactory, AgentRole };

export interface AgentRegistry {
  /** Names usable for a role, built-in first. */
  names(role: AgentRole): string[];
  /** The factory for `name`; throws `agent/unknown` listing the known names for `role`. */
  get(name: string, role: AgentRole): AgentFactory;
  readonly factories: readonly AgentFactory[];
  /** Releases what the built agents hold (outside agents' processes and connections). */
  close(): Promise<void>;
}

/**
 * The built-in agents (src/agents/build/builtins.ts) as factories: ours ('default' = balanced risk on the
 * default mind, plus cautious and bold; 'glove' on the plain GloVe model and 'wordnet' on the WordNet mind
 * alone: partners with other "vectors", for cross-play), the 2019 reference bots and a random guesser floor.
 */
export function builtinAgents(): AgentFactory[] {
  return BUILTIN_AGENTS.map(builtinFactory);
}

/** The factories of descriptions, in order (module agents are imported; a broken one fails here). */
export async function describedAgents(descriptions: readonly AgentDescription[]): Promise<AgentFactory[]> {
  const out: AgentFactory[] = [];
  for (const d of descriptions) out.push(await agentFactory(d));
  return out;
}

/**
 * Builds a registry from the built-ins plus `extra` factories (custom and described agents). An extra agent
 * may not take a built-in's name, nor another's.
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
      throw new CodenamesError('agent/load-failed', `two agents are named '${f.name}' (${clash.source} and ${f.source}). Rename one: custom agents take their file name, --agent NAME=... the NAME given.`, { name: f.name });
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
        throw new CodenamesError('agent/unknown', `${why}. Known ${role}s: ${names(role).join(', ')}. Custom agents join with --agents "<glob>", other programs with --agent NAME=KIND:REST.`, { name, role });
      }
      return f;
    },
    async close() {
      await Promise.all(factories.map((f) => f.close?.()));
    },
  };
}
