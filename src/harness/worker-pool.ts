/**
 * Runs tournament games on `worker_threads`. Workers pull batches from one queue (so a slow pairing does not
 * idle the others) and post each outcome as it finishes. Failure handling:
 * - a worker that crashes (exits, throws out of its thread) is replaced; the games of its batch that had
 *   not reported are queued again, so no game is lost and, as outcomes are keyed, none is counted twice;
 *   a game that takes down a worker three times is recorded as a 'crash' forfeit of the agent then thinking;
 * - a watchdog reads the shared "who is thinking" buffer; an agent call running past the time limit (plus a
 *   grace period) is a hang that no in-thread timer can stop, so the worker is ended, that game is recorded
 *   as a 'timeout' forfeit, and the rest of its batch is queued again;
 * - an error that is not an agent's (unknown agent name, missing model) stops the whole run.
 */
import { Worker } from 'node:worker_threads';
import { CodenamesError, ERROR_CODES, type ErrorCode } from '../errors.js';
import { workerEntry } from './dev-loader.js';
import { dealOptions, type RunSetup } from './executor.js';
import { deriveSeed } from '../game/index.js';
import { forfeitedGame } from './play-game.js';
import { taskKey, type Task } from './plan.js';
import type { GameOutcome, Role } from './types.js';
import { WATCH_BYTES, WATCH_ROLES, watchViews, type WorkerMessage } from './worker-protocol.js';

export interface PoolOptions {
  readonly workers: number;
  readonly onOutcome: (outcome: GameOutcome) => void;
  readonly signal?: AbortSignal | undefined;
  /** Extra time past the per-action limit before a thinking agent counts as hung (default 2,000 ms). */
  readonly graceMs?: number;
  /** The worker entry module (default: this package's worker.js, or worker.ts from sources); for tests. */
  readonly entry?: { readonly url: URL; readonly execArgv: string[] };
}

const MAX_CRASHES_PER_GAME = 3;

interface Slot {
  worker: Worker;
  cells: Int32Array;
  since: Float64Array;
  batch: Task[];
  hung: { side: 'a' | 'b'; role: Role } | null;
  ended: boolean;
  /** Set by the worker's 'ready': a worker that exits before it is a start-up failure, not a crash. */
  ready: boolean;
  /** The last error the thread raised (reported if it never got ready). */
  error: string | null;
}

function asCode(code: string | null): ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as ErrorCode) : 'harness/worker-failed';
}

/**
 * Plays `tasks` on `workers` threads, calling `onOutcome` once per game. Resolves when every task has an
 * outcome or the signal aborted (then with the games done so far reported).
 */
export function runOnWorkers(setup: RunSetup, tasks: readonly Task[], opts: PoolOptions): Promise<void> {
  const queue = [...tasks];
  const done = new Set<string>();
  const crashes = new Map<string, number>();
  const slots = new Set<Slot>();
  const graceMs = opts.graceMs ?? 2_000;
  const total = tasks.length;
  const { url, execArgv } = opts.entry ?? workerEntry('worker', import.meta.url);

  return new Promise<void>((resolvePromise, rejectPromise) => {
    let finished = false;
    const finish = (error?: unknown): void => {
      if (finished) return;
      finished = true;
      clearInterval(watchdog);
      opts.signal?.removeEventListener('abort', onAbort);
      for (const s of slots) {
        s.ended = true;
        void s.worker.terminate();
      }
      slots.clear();
      if (error === undefined) resolvePromise();
      else rejectPromise(error);
    };
    const record = (outcome: GameOutcome): void => {
      if (done.has(outcome.key)) return;
      done.add(outcome.key);
      opts.onOutcome(outcome);
      if (done.size >= total) finish();
    };
    const agentName = (task: Task, side: 'a' | 'b', role: Role): string => {
      const m = setup.matches.find((x) => x.id === task.match);
      const seat = side === 'a' ? m?.a : m?.b;
      if (seat === undefined || seat === null) return '?';
      return role === 'guesser' ? (setup.guessers[seat.guesser] ?? '?') : (setup.spymasters[seat.spymaster] ?? '?');
    };
    const dispatch = (slot: Slot): void => {
      const size = Math.max(1, Math.min(32, Math.ceil(queue.length / (opts.workers * 4))));
      slot.batch = queue.splice(0, size).filter((t) => !done.has(taskKey(t)));
      if (slot.batch.length === 0) {
        slot.ended = true;
        slots.delete(slot);
        void slot.worker.terminate();
        if (slots.size === 0 && done.size < total && queue.length === 0) finish(new CodenamesError('harness/worker-failed', `the workers stopped with ${total - done.size} games unplayed. This is a bug; please report it with the command line.`));
        return;
      }
      slot.worker.postMessage({ type: 'run', tasks: slot.batch });
    };
    const spawn = (): void => {
      const buffer = new SharedArrayBuffer(WATCH_BYTES);
      const { cells, since } = watchViews(buffer);
      const worker = new Worker(url, { execArgv, workerData: { setup, watchBuffer: buffer } });
      const slot: Slot = { worker, cells, since, batch: [], hung: null, ended: false, ready: false, error: null };
      slots.add(slot);
      worker.on('message', (msg: WorkerMessage) => {
        if (finished) return;
        if (msg.type === 'ready') slot.ready = true;
        if (msg.type === 'ready' || msg.type === 'done') dispatch(slot);
        else if (msg.type === 'outcome') {
          slot.batch = slot.batch.filter((t) => taskKey(t) !== msg.outcome.key);
          record(msg.outcome);
        } else if (msg.type === 'fatal') {
          finish(new CodenamesError(asCode(msg.code), msg.message));
        }
      });
      worker.on('error', (e: unknown) => {
        // Handled on 'exit', which always follows; kept to explain a start-up failure.
        slot.error = e instanceof Error ? e.message : String(e);
      });
      worker.on('exit', () => {
        if (finished || slot.ended) return;
        slots.delete(slot);
        if (!slot.ready) {
          // It never got to play: a replacement would fail the same way, and respawning it forever would
          // stall the run with no games recorded. Stop with the reason instead.
          finish(new CodenamesError('harness/worker-failed', `a tournament worker thread could not start (${url.href})${slot.error === null ? '' : `: ${slot.error}`}. Check that the package is complete (its dist/harness/worker.js loads with node), or run with --workers 0 to play in the main thread.`));
          return;
        }
        const [current, ...rest] = slot.batch.filter((t) => !done.has(taskKey(t)));
        if (current !== undefined) {
          const key = taskKey(current);
          const acting = Atomics.load(slot.cells, 0) === 1;
          const side: 'a' | 'b' = slot.cells[1] === 1 ? 'b' : 'a';
          const role = WATCH_ROLES[slot.cells[2] ?? 0] ?? 'spymaster';
          const n = (crashes.get(key) ?? 0) + 1;
          crashes.set(key, n);
          const forfeit = (kind: 'timeout' | 'crash', message: string): GameOutcome => ({
            key, board: current.board, match: current.match,
            ...forfeitedGame({
              variant: setup.variant,
              seed: deriveSeed(setup.seed, current.board),
              ...dealOptions(setup),
              ...(setup.turnCap === null ? {} : { turnCap: setup.turnCap }),
            }, { side: slot.hung?.side ?? side, role: slot.hung?.role ?? role, agent: agentName(current, slot.hung?.side ?? side, slot.hung?.role ?? role), kind, message }),
          });
          if (slot.hung !== null) record(forfeit('timeout', `no answer within ${setup.timeLimitMs} ms; its worker was stopped`));
          else if (n >= MAX_CRASHES_PER_GAME && acting) record(forfeit('crash', `the agent ended its worker thread ${n} times`));
          else if (n >= MAX_CRASHES_PER_GAME) {
            finish(new CodenamesError('harness/worker-failed', `game ${key} ended its worker ${n} times outside any agent. This is a bug; please report it with the command line.`));
            return;
          } else queue.unshift(current);
        }
        queue.unshift(...rest);
        if (!finished && done.size < total) spawn();
      });
    };
    const watchdog = setInterval(() => {
      const now = Date.now();
      for (const s of slots) {
        if (s.hung === null && Atomics.load(s.cells, 0) === 1 && now - (s.since[0] ?? now) > setup.timeLimitMs + graceMs) {
          s.hung = { side: s.cells[1] === 1 ? 'b' : 'a', role: WATCH_ROLES[s.cells[2] ?? 0] ?? 'spymaster' };
          void s.worker.terminate();
        }
      }
    }, 200);
    const onAbort = (): void => finish();
    if (opts.signal?.aborted === true) {
      finish();
      return;
    }
    opts.signal?.addEventListener('abort', onAbort);
    if (total === 0) {
      finish();
      return;
    }
    const n = Math.max(1, Math.min(opts.workers, total));
    for (let i = 0; i < n; i += 1) spawn();
  });
}
