/**
 * `exec:COMMAND` agents: any program that answers the JSON Lines requests `codenames-ai serve --stdio`
 * answers (schema/protocol.schema.json). One long-lived process per agent and thread (json-lines-process.ts:
 * restarted after a crash, each request under the time limit); the views go out and the answers come back
 * through wire.ts, which checks them strictly.
 */
import { coverDecision, clueDecision, clueRequest, coverRequest, guessDecision, guessRequest, WIRE_ROLE } from './wire.js';
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
  const limiter = createRateLimiter(opts.requestsPerMinute);
  const stats = createStatsCounter();
  const ask = (role: string, body: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> =>
    stats.time(async () => {
      await limiter.wait();
      return proc.request({ role, ...body });
    });
  return {
    name: opts.name,
    spymaster: { name: opts.name, giveClue: async (view) => clueDecision(opts.name, view, await ask(WIRE_ROLE.clue, clueRequest(view))) },
    guesser: { name: opts.name, guess: async (view) => guessDecision(opts.name, view, await ask(WIRE_ROLE.guess, guessRequest(view))) },
    cover: { name: opts.name, chooseCover: async (view, candidates) => coverDecision(opts.name, candidates, await ask(WIRE_ROLE.cover, coverRequest(view, candidates))) },
    close: () => proc.close(),
    stats: () => ({ ...stats.snapshot(), restarts: Math.max(0, proc.starts() - 1) }),
  };
}
