/**
 * What the server's agent pool (agent-pool.ts) and its worker threads (agent-worker.ts) say to each other.
 * A worker answers with the finished `{ status, body }` of the transport-neutral handler, so a typed error
 * raised in a worker (a 422 impossible game, a 400 unsupported language) reaches the client with exactly the
 * status and body the in-process path gives; only the log line of an unexpected error travels beside it.
 */
import type { Operation } from './agent-host.js';

/** The operations the pool runs in its workers: everything that calls an agent or the referee. */
export type PoolOperation = Exclude<Operation, 'game/new'>;

/** The operations `AgentPool.run` accepts, in a fixed order. */
export const POOL_OPERATIONS: readonly PoolOperation[] = ['clue', 'guess', 'check-clue', 'cover', 'game/apply', 'game/ai'];

/** True when an operation runs in the pool (game/new only deals a board: no agent, so it stays in the main thread). */
export function isPoolOperation(op: Operation): op is PoolOperation {
  return (POOL_OPERATIONS as readonly string[]).includes(op);
}

/** What a worker is started with (`workerData`). */
export interface AgentWorkerData {
  /** The default backend's warm-up before reporting ready (see `DefaultBackendOptions.warmUp`). */
  readonly warmUp: boolean | 'word-lists';
  /**
   * A module URL whose `createBackend()` returns the worker's `RoleBackend` (default: the library's default
   * backend). Lets a library caller, or a test, run its own agents in the workers.
   */
  readonly backendModule: string | null;
  /** Model folders the default backend plays with too (`serve --model`). */
  readonly modelPaths?: readonly string[];
  /** Time an agent has inside the worker before the worker itself answers 503 (the pool's limit comes first). */
  readonly timeoutMs: number;
}

/** Messages the pool posts to a worker. */
export interface RunJob {
  readonly type: 'run';
  readonly id: number;
  readonly op: PoolOperation;
  readonly body: unknown;
}

/** Messages a worker posts to the pool. */
export type AgentWorkerMessage =
  | { readonly type: 'ready'; readonly agentLanguages: readonly string[]; readonly refereeLanguages: readonly string[] }
  | { readonly type: 'result'; readonly id: number; readonly status: number; readonly body: object; readonly log?: string }
  | { readonly type: 'fatal'; readonly message: string };
