/**
 * The shape every external agent factory returns (exec:, http:, py2019:, openai:): the three roles on one
 * connection (a process, a server, an endpoint), a way to release it, and counters for the report.
 */
import type { CoverStrategy, Guesser, Spymaster } from '../types.js';

/** What one external agent did so far (this process/thread only). Times in milliseconds. */
export interface ExternalStats {
  /** Requests answered or failed (one per clue, guess or cover asked). */
  readonly requests: number;
  /** Requests that failed (error answer, bad answer, crash, timeout, unreachable). */
  readonly failures: number;
  readonly timeouts: number;
  /** Processes started after the first (exec:, py2019:). */
  readonly restarts: number;
  /** Sum of the requests' wall-clock time. */
  readonly totalMs: number;
  /** Language models only: tokens, answers served from the cache, re-prompts after an illegal or bad answer, retries after 429/5xx. */
  readonly promptTokens?: number;
  readonly completionTokens?: number;
  readonly cacheHits?: number;
  readonly reprompts?: number;
  readonly retries?: number;
}

/** An external agent: the roles it plays, `close()` to stop its process or connections, `stats()`. */
export interface ExternalAgent {
  readonly name: string;
  /** Absent when the agent plays only the other role (a 2019 codemaster or guesser). */
  readonly spymaster?: Spymaster;
  readonly guesser?: Guesser;
  readonly cover?: CoverStrategy;
  /** Ends the process / drops the connections; later calls fail with a clear error. Idempotent. */
  close(): Promise<void>;
  stats(): ExternalStats;
}

/** Options every kind takes. */
export interface ExternalAgentOptions {
  /** The agent's name in results and error messages. */
  readonly name: string;
  /** Longest time one request may take (ms); past it the request fails as a timeout. Default 10,000. */
  readonly timeoutMs?: number;
  /** Requests per minute this agent may send (this process's share; see rate-limit.ts). Default: unlimited. */
  readonly requestsPerMinute?: number;
  /** Receives the agent's log lines (a child's stderr, retries); default: stderr, prefixed with the name. */
  readonly log?: (line: string) => void;
}

/** Default time limit of one request (ms): the harness's per-action limit. */
export const DEFAULT_EXTERNAL_TIMEOUT_MS = 10_000;

/** The default log: one line on stderr, prefixed with the agent's name. */
export function defaultLog(name: string): (line: string) => void {
  return (line) => process.stderr.write(`[${name}] ${line}\n`);
}
