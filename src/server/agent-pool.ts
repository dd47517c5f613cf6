/**
 * The server's agents on `worker_threads` (spawned, replaced and watched by workers/supervisor.ts; this file
 * keeps the server's scheduling), an `AgentHost` the handler calls like the in-process one: each worker loads its own backend (model, agents, referee) and
 * answers one request at a time, so a slow clue occupies one worker while the main thread keeps doing HTTP,
 * validation, routing and health checks. Requests wait in one FIFO queue. A request about a board goes to
 * that board's home worker (a hash of its words): a spymaster's first clue on a board costs several times a
 * later one (~20-40 vs ~5-10 ms after `serve`'s word-list warm-up; ~250 ms on a worker that saw none of its
 * cards), so without this every worker would pay it for every board. A request whose home worker is still
 * busy after `STEAL_MS` (or not running) goes to any idle worker instead.
 * Failure handling, so a request never hangs:
 * - a worker that dies (an agent crashed its thread) fails the one request it was answering with a 503
 *   `protocol/unavailable` that says so, and is replaced; the other requests are untouched;
 * - a request past its time limit is a 503 `protocol/timeout`; if a worker was running it, that worker is
 *   ended and replaced, since a synchronous agent stuck in a loop cannot be stopped from inside its thread;
 * - start-up waits until every worker is ready and fails with the worker's own reason otherwise; a
 *   replacement that cannot start is retried with a growing delay, and while no worker is up, requests get a
 *   503 at once instead of waiting;
 * - `close()` refuses new requests, lets the running ones finish (up to a grace period), then ends the workers.
 */
import { CodenamesError } from '../errors.js';
import { MAX_JSON_DEPTH } from '../game/json-depth.js';
import { workerEntry, type WorkerEntry } from '../workers/dev-loader.js';
import { createSupervisor, type SupervisedWorker, type Supervisor, type WorkerExit } from '../workers/supervisor.js';
import type { AgentHost, AnswerOptions, HandlerResult, HostWorkers, Operation } from './agent-host.js';
import { validateGameRequest, newGame } from './game-endpoints.js';
import { errorResult, withTimeout } from './handler.js';
import { isPoolOperation, type AgentWorkerData, type AgentWorkerMessage, type PoolOperation, type RunJob } from './pool-messages.js';
import { validateRoleRequest } from './roles.js';

/** Options of `createAgentPool`. */
export interface AgentPoolOptions {
  /** Worker threads (at least 1). */
  readonly workers: number;
  /** The default backend's warm-up in each worker before it is ready (`DefaultBackendOptions.warmUp`; default true). */
  readonly warmUp?: boolean | 'word-lists';
  /** A module URL exporting `createBackend()`: the workers' backend (default: the library's default backend). */
  readonly backendModule?: string | URL;
  /** Model folders the default backend plays with too, each for its language (`serve --model`). */
  readonly modelPaths?: readonly string[];
  /** Longest wait for the workers to load (default 180 s). */
  readonly startTimeoutMs?: number;
  /** Receives one line per worker event (crash, replacement); default stderr. */
  readonly log?: (line: string) => void;
  /** The worker entry module (default: agent-worker.js next to this file, or .ts from sources); for tests. */
  readonly entry?: WorkerEntry;
}

/** A running pool (see the module comment). */
export interface AgentPool extends AgentHost {
  /** Marks this object as a pool. */
  readonly kind: 'agent-pool';
  /** Number of worker threads kept running. */
  readonly size: number;
  /** Languages the workers' referee judges. */
  readonly refereeLanguages: readonly string[];
  /**
   * Answers one already validated request in a worker. Resolves with the handler's status and body (plus the
   * log line of an unexpected error); rejects with a `CodenamesError` only when no worker answered (503).
   */
  run(op: PoolOperation, body: unknown, opts?: RunOptions): Promise<HandlerResult & { log?: string }>;
  /** Counts for logs and tests. */
  stats(): HostWorkers;
  /** Refuses new requests, waits for running ones (at most `graceMs`, default 10 s), ends the workers. */
  close(graceMs?: number): Promise<void>;
}

/** Options of one `AgentPool.run`. */
export interface RunOptions {
  /** Time limit from now, queueing included (default 30 s); past it the answer is a 503. */
  readonly timeoutMs?: number;
  /** Requests with the same key prefer the same worker (its caches are warm): the board's words, say. */
  readonly affinity?: string;
}

/** True when a `RoleBackend`-or-pool value is a pool. */
export function isAgentPool(x: object): x is AgentPool {
  return (x as { kind?: unknown }).kind === 'agent-pool';
}

interface Job {
  readonly msg: RunJob;
  /** The preferred worker's position, or null for any. */
  readonly home: number | null;
  readonly queuedAt: number;
  readonly resolve: (r: HandlerResult & { log?: string }) => void;
  readonly reject: (e: unknown) => void;
  timer: NodeJS.Timeout | undefined;
  worker: SupervisedWorker | null;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * How long a request waits for its busy home worker before another idle worker takes it: a few warm clues
 * (5-15 ms each), about what the other worker would pay for its first clue on that board; so affinity holds
 * under load, and a slow clue on the home worker delays the requests queued behind it by this much at most.
 */
export const STEAL_MS = 50;

/** FNV-1a over the UTF-16 units: a stable spread of affinity keys over the workers. */
function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function unavailable(message: string): CodenamesError {
  return new CodenamesError('protocol/unavailable', message, { path: '' });
}

/** What identifies a request's board (its words, or a game record's setup): the pool's affinity key. */
function boardKey(body: unknown): string {
  const b = body as { lang?: unknown; board?: unknown; record?: { setup?: unknown } };
  return Array.isArray(b.board) ? `${String(b.lang ?? 'en')}\n${b.board.join('\n')}` : JSON.stringify(b.record?.setup ?? null);
}

/**
 * Starts `workers` agent threads and resolves once all are ready; rejects with `protocol/unavailable` and
 * the worker's reason when one cannot start.
 *
 * @example
 * const pool = await createAgentPool({ workers: 2 });
 * createServer({ backend: pool }); // role calls and the game endpoints' agent moves run in the workers
 * await pool.close();
 */
export function createAgentPool(opts: AgentPoolOptions): Promise<AgentPool> {
  if (!Number.isInteger(opts.workers) || opts.workers < 1) {
    return Promise.reject(new CodenamesError('protocol/invalid-request', `An agent pool needs at least 1 worker (got ${opts.workers}); for 0 workers pass a RoleBackend (createDefaultBackend()) instead of a pool.`));
  }
  const entry = opts.entry ?? workerEntry('agent-worker', import.meta.url);
  const log = opts.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const backendModule = opts.backendModule === undefined ? null : String(opts.backendModule);
  /** The job each worker is answering (absent: idle). */
  const jobs = new Map<SupervisedWorker, Job | null>();
  const queue: Job[] = [];
  let nextId = 1;
  let replaced = 0;
  let started = false;
  let closing = false;
  let languages = { agent: [] as readonly string[], referee: [] as readonly string[] };
  let onStart: { resolve: () => void; reject: (e: unknown) => void } | null = null;
  let idleWaiter: (() => void) | null = null;
  let stealTimer: NodeJS.Timeout | undefined;
  let sup: Supervisor | null = null;

  const live = (): SupervisedWorker[] => [...(sup?.workers ?? [])].filter((w) => !w.retired);
  const settle = (job: Job): void => {
    clearTimeout(job.timer);
    if (job.worker !== null && jobs.get(job.worker) === job) jobs.set(job.worker, null);
    job.worker = null;
  };
  const homeUp = (home: number): boolean => live().some((w) => w.index === home && w.ready);
  const idle = (w: SupervisedWorker): boolean => w.ready && !w.retired && (jobs.get(w) ?? null) === null;
  const pump = (): void => {
    const now = Date.now();
    for (const w of live()) {
      if (queue.length === 0) break;
      if (!idle(w)) continue;
      // Oldest first among the jobs this worker may take: its own, anyone's, or one that waited long enough.
      const at = queue.findIndex((j) => j.home === null || j.home === w.index || now - j.queuedAt >= STEAL_MS || !homeUp(j.home));
      if (at < 0) continue;
      const job = queue.splice(at, 1)[0] as Job;
      try {
        w.post(job.msg);
      } catch (e) {
        // The request could not be copied to the worker (nested too deep, or not plain data): it never ran, so
        // the worker is not busy with it and it does not wait for the time limit.
        settle(job);
        job.reject(new CodenamesError('protocol/invalid-request', `The request cannot be handed to an agent worker (${e instanceof Error ? e.message : String(e)}); send plain JSON nested at most ${MAX_JSON_DEPTH} levels deep.`, { path: '' }));
        continue;
      }
      job.worker = w;
      jobs.set(w, job);
    }
    // Jobs left waiting for a busy home worker while another is idle: look again when the oldest may be taken
    // by any worker. (With no worker idle, the next answer pumps again.)
    clearTimeout(stealTimer);
    const oldest = queue[0];
    if (oldest !== undefined && live().some(idle) && !closing && oldest.queuedAt + STEAL_MS > now) {
      stealTimer = setTimeout(pump, Math.max(1, oldest.queuedAt + STEAL_MS - now));
      stealTimer.unref();
    }
    if (idleWaiter !== null && [...jobs.values()].every((j) => j === null)) idleWaiter();
  };
  /** While no worker is up or starting, queued requests would wait for nothing: answer them now. */
  const failQueuedIfNoWorker = (why: string): void => {
    if (live().length > 0) return;
    for (const job of queue.splice(0)) {
      settle(job);
      job.reject(unavailable(`No agent worker is running (${why}); a new one is being started. Retry in a few seconds.`));
    }
  };
  const onExit = (w: SupervisedWorker, exit: WorkerExit): void => {
    const job = jobs.get(w) ?? null;
    jobs.delete(w);
    const why = exit.error ?? `exit code ${exit.code}`;
    if (job !== null) {
      settle(job);
      job.reject(unavailable(`The agent worker answering this request stopped (${why}); it has been replaced. Retry the request.`));
    }
    if (closing) {
      pump();
      return;
    }
    if (!started) {
      onStart?.reject(unavailable(`An agent worker thread could not start (${entry.url.href})${exit.error === null ? ` (exit code ${exit.code})` : `: ${exit.error}`}. Check that the package is complete (its dist/server/agent-worker.js loads with node), or serve with --workers 0 to run the agents in the main thread.`));
      return;
    }
    if (!exit.retired) log(`agent worker ${w.id} ${exit.ready ? 'crashed' : 'failed to start'} (${why}); starting a replacement`);
    replaced += 1;
    // A replacement that cannot start would fail the same way at once: the supervisor retries later, and
    // waiting requests are answered now.
    if (!exit.ready) failQueuedIfNoWorker(why);
    pump();
  };

  const answer = async (op: Operation, body: unknown, o: AnswerOptions = {}): Promise<HandlerResult> => {
    const timeoutMs = o.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    try {
      // The main thread checks the request's shape (a 400 never costs a worker a round trip) and deals new
      // boards itself; everything that asks an agent or the referee runs in a worker, which answers with the
      // in-process handler on its own backend, so the status and body are what the in-process path gives.
      if (!isPoolOperation(op)) return { status: 200, body: await withTimeout(newGame(body), timeoutMs) };
      if (op === 'game/apply' || op === 'game/ai') validateGameRequest(op, body);
      else validateRoleRequest(op, body);
      const r = await pool.run(op, body, { timeoutMs, affinity: boardKey(body) });
      // The worker's log line of an unexpected error (the client only sees the generic 500).
      if (r.log !== undefined) o.onError?.(r.log);
      return { status: r.status, body: r.body };
    } catch (e) {
      const r = errorResult(e);
      if (r.status >= 500 && r.status !== 503) o.onError?.(e);
      return r;
    }
  };

  const pool: AgentPool = {
    kind: 'agent-pool',
    size: opts.workers,
    get agentLanguages() {
      return languages.agent;
    },
    get refereeLanguages() {
      return languages.referee;
    },
    answer,
    workers: () => pool.stats(),
    run(op, body, runOpts = {}) {
      if (closing) return Promise.reject(unavailable('The server is shutting down; retry on another instance.'));
      return new Promise((resolve, reject) => {
        const home = runOpts.affinity === undefined ? null : hashKey(runOpts.affinity) % opts.workers;
        const job: Job = { msg: { type: 'run', id: nextId++, op, body }, home, queuedAt: Date.now(), resolve, reject, timer: undefined, worker: null };
        const ms = runOpts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
        job.timer = setTimeout(() => {
          const w = job.worker;
          const at = queue.indexOf(job);
          if (at >= 0) queue.splice(at, 1);
          settle(job);
          if (w !== null) {
            // The agent may be a synchronous loop: only ending its thread gets the worker back.
            log(`agent worker ${w.id} stopped: a ${op} request ran past ${ms} ms; starting a replacement`);
            sup?.retire(w);
          }
          reject(new CodenamesError('protocol/timeout', `The agent took longer than ${ms} ms; try again, or a smaller request.`, { path: '' }));
        }, ms);
        job.timer.unref();
        queue.push(job);
        failQueuedIfNoWorker('the last one could not start');
        pump();
      });
    },
    stats() {
      const all = live();
      return { workers: all.length, ready: all.filter((w) => w.ready).length, busy: all.filter((w) => (jobs.get(w) ?? null) !== null).length, queued: queue.length, replaced };
    },
    async close(graceMs = 10_000) {
      if (closing) return;
      closing = true;
      clearTimeout(stealTimer);
      for (const job of queue.splice(0)) {
        settle(job);
        job.reject(unavailable('The server is shutting down; retry on another instance.'));
      }
      if ([...jobs.values()].some((j) => j !== null)) {
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, graceMs);
          t.unref();
          idleWaiter = () => {
            clearTimeout(t);
            resolve();
          };
        });
      }
      await sup?.close();
    },
  };

  return new Promise<AgentPool>((resolve, reject) => {
    const timer = setTimeout(() => onStart?.reject(unavailable(`The agent workers did not get ready within ${opts.startTimeoutMs ?? 180_000} ms; the machine may be overloaded. Serve with fewer --workers, or --workers 0.`)), opts.startTimeoutMs ?? 180_000);
    onStart = {
      resolve: () => {
        started = true;
        clearTimeout(timer);
        onStart = null;
        resolve(pool);
      },
      reject: (e) => {
        clearTimeout(timer);
        onStart = null;
        closing = true;
        void sup?.close(0);
        reject(e);
      },
    };
    const data: AgentWorkerData = { warmUp: opts.warmUp ?? true, backendModule, timeoutMs: 24 * 3_600_000, ...(opts.modelPaths === undefined ? {} : { modelPaths: opts.modelPaths }) };
    sup = createSupervisor({
      entry,
      size: opts.workers,
      workerData: () => data,
      onReady: (w, msg) => {
        const m = msg as Extract<AgentWorkerMessage, { type: 'ready' }>;
        languages = { agent: m.agentLanguages, referee: m.refereeLanguages };
        jobs.set(w, null);
        if (!started && live().every((x) => x.ready)) onStart?.resolve();
        pump();
      },
      onMessage: (w, raw) => {
        const msg = raw as AgentWorkerMessage;
        if (msg.type !== 'result') return; // 'fatal': its reason is kept by the supervisor for the exit
        const job = jobs.get(w) ?? null;
        if (job === null || job.msg.id !== msg.id) return; // answered after its time limit: dropped
        settle(job);
        job.resolve(msg.log === undefined ? { status: msg.status, body: msg.body } : { status: msg.status, body: msg.body, log: msg.log });
        pump();
      },
      onExit,
      replace: () => started && !closing,
    });
  });
}
