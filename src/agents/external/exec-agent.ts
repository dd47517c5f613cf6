/**
 * `exec:COMMAND` agents: any program that answers the JSON Lines requests `codenames-ai serve --stdio`
 * answers (schema/protocol.schema.json). One long-lived process per agent and thread (json-lines-process.ts:
 * restarted after a crash, each request under the time limit); the views go out and the answers come back
 * through wire.ts, which checks them strictly.
 */
import { CodenamesError } from '../../errors.js';
import type { CoverStrategy, Guesser, Spymaster } from '../types.js';
import { coverDecision, clueDecision, clueRequest, coverRequest, errorAnswer, guessDecision, guessRequest, WIRE_ROLE } from './wire.js';
import { createJsonLinesProcess } from './json-lines-process.js';
import { createRateLimiter } from './rate-limit.js';
import { createStatsCounter } from './request-stats.js';
import { splitCommand } from './command-line.js';
import { DEFAULT_EXTERNAL_TIMEOUT_MS, defaultLog, type ExternalAgent, type ExternalAgentOptions } from './types.js';

export interface ExecAgentOptions extends ExternalAgentOptions {
  /** The command line (split like a shell would, no shell runs) or the program and its arguments. */
  readonly command: string | readonly string[];
  /** Working directory of the process (default: this process's). */
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** How the user named the agent, for the fixes in messages. */
  readonly spec?: string;
  /**
   * Ask the program `{ role: 'hello' }` once it runs (bridges that load a bot first, see py2019-agent.ts):
   * an error answer fails the start with its message, and `roles` in the answer limits the roles offered.
   */
  readonly hello?: { readonly timeoutMs: number };
  /** Offer a cover strategy (default true). */
  readonly cover?: boolean;
}

/**
 * Starts the program and resolves once it runs (a command that is not found fails here, with the fix).
 *
 * @example
 * const bot = await createExecAgent({ name: 'bot', command: 'python3 bot.py' });
 * await bot.spymaster.giveClue(view); // { word, number, targets }
 * await bot.close();
 */
export async function createExecAgent(opts: ExecAgentOptions): Promise<ExternalAgent> {
  const argv = typeof opts.command === 'string' ? splitCommand(opts.command) : [...opts.command];
  const timeoutMs = opts.timeoutMs ?? DEFAULT_EXTERNAL_TIMEOUT_MS;
  const proc = createJsonLinesProcess({
    name: opts.name, argv, timeoutMs, log: opts.log ?? defaultLog(opts.name),
    ...(opts.cwd === undefined ? {} : { cwd: opts.cwd }),
    ...(opts.env === undefined ? {} : { env: opts.env }),
    ...(opts.spec === undefined ? {} : { spec: opts.spec }),
  });
  await proc.spawned();
  let roles: readonly string[] = ['spymaster', 'guesser'];
  if (opts.hello !== undefined) {
    let hello: Record<string, unknown>;
    try {
      hello = await proc.request({ role: 'hello' }, opts.hello.timeoutMs);
    } catch (e) {
      await proc.close();
      throw new CodenamesError('agent/load-failed', `agent '${opts.name}' did not start: ${e instanceof Error ? e.message : String(e)}`, { agent: opts.name }, { cause: e });
    }
    const refused = errorAnswer(opts.name, hello);
    if (refused !== null) {
      await proc.close();
      throw new CodenamesError('agent/load-failed', refused.message.replace(' answered an error: ', ' cannot start: '), { agent: opts.name });
    }
    if (Array.isArray(hello['roles'])) roles = hello['roles'].filter((r): r is string => typeof r === 'string');
  }
  const limiter = createRateLimiter(opts.requestsPerMinute);
  const stats = createStatsCounter();
  const ask = (role: string, body: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> =>
    stats.time(async () => {
      await limiter.wait();
      return proc.request({ role, ...body });
    });
  const spymaster: Spymaster = { name: opts.name, giveClue: async (view) => clueDecision(opts.name, view, await ask(WIRE_ROLE.clue, clueRequest(view))) };
  const guesser: Guesser = { name: opts.name, guess: async (view) => guessDecision(opts.name, view, await ask(WIRE_ROLE.guess, guessRequest(view))) };
  const cover: CoverStrategy = { name: opts.name, chooseCover: async (view, candidates) => coverDecision(opts.name, candidates, await ask(WIRE_ROLE.cover, coverRequest(view, candidates))) };
  return {
    name: opts.name,
    ...(roles.includes('spymaster') ? { spymaster } : {}),
    ...(roles.includes('guesser') ? { guesser } : {}),
    ...(opts.cover === false ? {} : { cover }),
    close: () => proc.close(),
    stats: () => ({ ...stats.snapshot(), restarts: Math.max(0, proc.starts() - 1) }),
  };
}
