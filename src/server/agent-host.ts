/**
 * Where the server's agents answer: one interface for both places they can run, in this thread (a
 * `RoleBackend` wrapped by `inProcessHost` in handler.ts) or on worker threads (`createAgentPool`). The HTTP
 * server and `handleRequest` call `answer` and never ask which one they have. A leaf module (types and one
 * structural test), so the handler, the pool and the transports import it without importing each other.
 */

/** Every operation the protocol knows: the four roles and the web page's game endpoints. */
export type Operation = 'clue' | 'guess' | 'check-clue' | 'cover' | 'game/new' | 'game/apply' | 'game/ai';

/** A status and a JSON-serialisable body. */
export interface HandlerResult {
  readonly status: number;
  readonly body: object;
}

/** Options of one call. */
export interface HandleOptions {
  /** Longest time an agent may take before the answer is a 503 (default 30 s). */
  readonly timeoutMs?: number;
}

/** Options of `AgentHost.answer`: the time limit, and who hears of unexpected errors (status 500). */
export type AnswerOptions = HandleOptions & { readonly onError?: (e: unknown) => void };

/** Worker counts of a host whose agents run on worker threads (reported by GET /healthz). */
export interface HostWorkers {
  readonly workers: number;
  readonly ready: number;
  readonly busy: number;
  readonly queued: number;
  readonly replaced: number;
}

/** Agents that answer protocol requests. */
export interface AgentHost {
  /** Languages the agents play. */
  readonly agentLanguages: readonly string[];
  /** Answers one parsed request. Never throws: errors come back as `{ status, body: { error } }`. */
  answer(op: Operation, body: unknown, opts?: AnswerOptions): Promise<HandlerResult>;
  /** Worker counts when the agents run on worker threads; null in this thread (always able to answer). */
  workers(): HostWorkers | null;
}

/** True for an `AgentHost` (a `RoleBackend` has no `answer`). */
export function isAgentHost(x: object): x is AgentHost {
  return typeof (x as { answer?: unknown }).answer === 'function';
}
