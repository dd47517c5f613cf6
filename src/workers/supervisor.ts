/**
 * One supervisor for a pool of worker threads: spawn, ready, crash and replace (with a growing delay for a
 * replacement that cannot start), a watchdog, and close. The tournament pool (harness/worker-pool.ts) and
 * the server's agent pool (server/agent-pool.ts) each keep only their scheduling: which work goes to which
 * worker, and what a lost worker's work becomes.
 *
 * Protocol with a worker: it posts `{ type: 'ready', ... }` once it can work and may post
 * `{ type: 'fatal', message }` to explain why it cannot; on `{ type: 'close' }` it releases what it holds and
 * exits. Every other message goes to the pool.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { WorkerEntry } from './dev-loader.js';

/** A worker the supervisor runs. */
export interface SupervisedWorker {
  /** 1 for the first worker spawned, counting replacements. */
  readonly id: number;
  /** Position 0..size-1, kept by a replacement. */
  readonly index: number;
  readonly thread: Worker;
  /** Set when it posted 'ready'. */
  readonly ready: boolean;
  /** Ended on purpose (`retire`, `close`, the watchdog): its exit is not a crash. */
  readonly retired: boolean;
  /** Ended by the watchdog. */
  readonly hung: boolean;
  /** Its own reason when it fails (a 'fatal' message or its thread's error). */
  readonly error: string | null;
  post(message: unknown): void;
}

/** How a worker ended. */
export interface WorkerExit {
  readonly code: number;
  readonly ready: boolean;
  readonly retired: boolean;
  readonly hung: boolean;
  readonly error: string | null;
}

/** Options of `createSupervisor`. */
export interface SupervisorOptions {
  readonly entry: WorkerEntry;
  /** Workers kept running. */
  readonly size: number;
  /** The workers' heap limits (node:worker_threads `resourceLimits`); default: V8's. */
  readonly resourceLimits?: ResourceLimits;
  /** The `workerData` of the worker at `index` with spawn number `id` (called for every spawn, replacements too). */
  workerData(index: number, id: number): unknown;
  /** A worker posted 'ready' (the message is passed on). */
  onReady?(worker: SupervisedWorker, message: unknown): void;
  /** Every other message of a worker ('fatal' included, after its reason is recorded). */
  onMessage?(worker: SupervisedWorker, message: unknown): void;
  /** A worker exited (crashed, was retired or hung); the pool reclaims its work here. */
  onExit?(worker: SupervisedWorker, exit: WorkerExit): void;
  /**
   * Whether to start a replacement for an exited worker (default: yes unless closing). One that was ready is
   * replaced at once; one that never got ready after a growing delay (0.5 s, 1 s, 2 s ... at most 30 s).
   */
  replace?(worker: SupervisedWorker, exit: WorkerExit): boolean;
  /** Checked for every live worker each `everyMs`: true ends it as hung (a synchronous loop no timer stops). */
  readonly watchdog?: { readonly everyMs: number; hung(worker: SupervisedWorker): boolean };
}

/** A running set of workers. */
export interface Supervisor {
  /** The live workers (not yet exited). */
  readonly workers: ReadonlySet<SupervisedWorker>;
  /** Workers started after the first `size`. */
  readonly replaced: number;
  /**
   * Ends a worker on purpose; its exit still reaches `onExit` (with `retired`). With `graceMs` a ready worker is
   * first asked to close (to release outside agents) and ended only if still running after that long.
   */
  retire(worker: SupervisedWorker, graceMs?: number): void;
  /** Stops replacing; asks every worker to close, ends the ones still running after `graceMs` (default 2 s). */
  close(graceMs?: number): Promise<void>;
}

interface Live extends SupervisedWorker {
  ready: boolean;
  retired: boolean;
  hung: boolean;
  error: string | null;
}

/**
 * Starts `size` workers and keeps them running.
 *
 * @example
 * const sup = createSupervisor({ entry: workerEntry('worker', import.meta.url), size: 2, workerData: () => ({}),
 *   onMessage: (w, msg) => console.log(w.id, msg) });
 * await sup.close();
 */
export function createSupervisor(opts: SupervisorOptions): Supervisor {
  const workers = new Set<Live>();
  let spawned = 0;
  let closing = false;
  let failures = 0;
  const retries = new Set<NodeJS.Timeout>();

  const spawn = (index: number): void => {
    spawned += 1;
    const thread = new Worker(opts.entry.url, { execArgv: opts.entry.execArgv, workerData: opts.workerData(index, spawned), ...(opts.resourceLimits === undefined ? {} : { resourceLimits: opts.resourceLimits }) });
    const w: Live = {
      id: spawned, index, thread, ready: false, retired: false, hung: false, error: null,
      post: (message) => thread.postMessage(message),
    };
    workers.add(w);
    thread.on('message', (msg: unknown) => {
      const type = typeof msg === 'object' && msg !== null ? (msg as { type?: unknown }).type : undefined;
      if (type === 'ready') {
        w.ready = true;
        failures = 0;
        opts.onReady?.(w, msg);
        return;
      }
      if (type === 'fatal') w.error = String((msg as { message?: unknown }).message);
      opts.onMessage?.(w, msg);
    });
    thread.on('error', (e: unknown) => {
      w.error ??= e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    });
    thread.on('exit', (code) => {
      workers.delete(w);
      const exit: WorkerExit = { code, ready: w.ready, retired: w.retired, hung: w.hung, error: w.error };
      opts.onExit?.(w, exit);
      if (closing || !(opts.replace?.(w, exit) ?? true)) return;
      if (w.ready) {
        spawn(index);
        return;
      }
      // One that could not start would fail the same way at once: try again later, less and less often.
      failures += 1;
      const t = setTimeout(() => {
        retries.delete(t);
        if (!closing) spawn(index);
      }, Math.min(30_000, 500 * 2 ** failures));
      t.unref();
      retries.add(t);
    });
  };

  const retire = (w: SupervisedWorker, graceMs?: number): void => {
    const live = w as Live;
    if (live.retired) return;
    live.retired = true;
    if (graceMs === undefined || !live.ready) {
      void live.thread.terminate();
      return;
    }
    live.post({ type: 'close' });
    const t = setTimeout(() => void live.thread.terminate(), graceMs);
    t.unref();
    live.thread.once('exit', () => clearTimeout(t));
  };
  const watchdog = opts.watchdog === undefined ? undefined : setInterval(() => {
    for (const w of workers) {
      if (!w.retired && w.ready && opts.watchdog?.hung(w) === true) {
        w.hung = true;
        retire(w);
      }
    }
  }, opts.watchdog.everyMs);
  watchdog?.unref();

  for (let i = 0; i < opts.size; i += 1) spawn(i);

  return {
    workers,
    get replaced() {
      return spawned - opts.size;
    },
    retire,
    async close(graceMs = 2_000) {
      closing = true;
      clearInterval(watchdog);
      for (const t of retries) clearTimeout(t);
      retries.clear();
      const exits = [...workers].map((w) => new Promise<void>((resolve) => {
        w.thread.once('exit', () => resolve());
        if (w.retired) return;
        retire(w, graceMs);
      }));
      await Promise.all(exits);
    },
  };
}
