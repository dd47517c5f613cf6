/**
 * The outside kinds' factories (exec:, http:, py2019:, openai:), looked up lazily so that a run which plays
 * none of them never loads their code (child processes, the `openai` client). Each factory lives in
 * `src/agents/external/` and returns the agent's roles plus `close()`; the builder (build-agent.ts) calls
 * `close()` when the run ends. A kind whose factory is not wired here is a typed `agent/unsupported` error.
 */
import { CodenamesError } from '../../errors.js';
import type { CoverStrategy, Guesser, Spymaster } from '../types.js';
import type { BuildContext } from './build-context.js';
import type { OutsideDescription } from './description.js';

/**
 * What an outside agent's factory returns: the roles it can play (at least one) and how to release what it
 * holds (a process, sockets, a cache file). `close()` must be safe to call once, after the last move.
 */
export interface OutsideAgent {
  readonly spymaster?: Spymaster;
  readonly guesser?: Guesser;
  readonly cover?: CoverStrategy;
  close(): Promise<void>;
}

/** The factory of one outside kind. */
export type OutsideFactory<D extends OutsideDescription = OutsideDescription> = (description: D, ctx: BuildContext) => Promise<OutsideAgent>;

type Loaders = { readonly [K in OutsideDescription['kind']]: () => Promise<OutsideFactory<Extract<OutsideDescription, { kind: K }>> | null> };

/**
 * Where each kind's factory comes from. `null` until src/agents/external/ provides it; wiring one is a single
 * line here, e.g. `exec: async () => (await import('../external/exec-agent.js')).createExecAgent`.
 */
const LOADERS: Loaders = {
  exec: async () => (await import('../external/from-description.js')).execAgent,
  http: async () => (await import('../external/from-description.js')).httpAgent,
  py2019: async () => (await import('../external/from-description.js')).py2019Agent,
  openai: async () => (await import('../external/from-description.js')).openaiAgent,
};

/**
 * Builds an outside agent with its kind's factory.
 *
 * @example
 * const agent = await createOutsideAgent({ kind: 'http', name: 'web', url: 'http://localhost:8080' }, ctx);
 * await agent.guesser?.guess(view);
 * await agent.close();
 */
export async function createOutsideAgent(description: OutsideDescription, ctx: BuildContext): Promise<OutsideAgent> {
  const load = LOADERS[description.kind] as () => Promise<OutsideFactory | null>;
  const factory = await load();
  if (factory === null) {
    throw new CodenamesError('agent/unsupported', `agent '${description.name}': '${description.kind}:' agents are not available in this version. Use a built-in agent or a JS module agent (--agents "agents/*.js") instead.`, { name: description.name, kind: description.kind });
  }
  return factory(description, ctx);
}
