/**
 * Runs tournament games on `worker_threads` (spawned, replaced and watched by workers/supervisor.ts); this
 * file keeps the tournament's scheduling. Workers pull batches from one queue (so a slow pairing does not
 * idle the others), play up to `concurrency` games at once, and post each outcome as it finishes.
 * Failure handling:
 * - a worker that crashes (exits, throws out of its thread) is replaced; the games it held that had not
 *   reported are queued again, so no game is lost and, as outcomes are keyed, none is counted twice;
 *   a game that takes down a worker three times is recorded as a 'crash' forfeit of the agent then thinking;
 * - the watchdog reads the shared "who is thinking" buffer; an agent call running past the time limit (plus a
 *   grace period) is a hang that no in-thread timer can stop, so the worker is ended, that game is recorded
 *   as a 'timeout' forfeit, and the rest of its games are queued again;
 * - an error that is not an agent's (unknown agent name, missing model) stops the whole run.
 */
import { createSharedRowsBuffer } from '../agents/shared-rows.js';
import { CodenamesError, ERROR_CODES, type ErrorCode } from '../errors.js';
import { deriveSeed } from '../game/index.js';
import { workerEntry } from '../workers/dev-loader.js';
import { createSupervisor, type SupervisedWorker, type Supervisor } from '../workers/supervisor.js';
import { dealOptions, type RunSetup } from './executor.js';
import { forfeitedGame } from './play-game.js';
import { taskKey, type Task } from './plan.js';
import type { GameOutcome, Role } from './types.js';
import { WATCH_BYTES, WATCH_ROLES, watchViews, type WorkerMessage } from './worker-protocol.js';

export interface PoolOptions {
  readonly workers: number;
  /** Games in flight per worker (default 1). */
  readonly concurrency?: number;
  readonly onOutcome: (outcome: GameOutcome) => void;
  readonly signal?: AbortSignal | undefined;
  /** Extra time past the per-action limit before a thinking agent counts as hung (default 2,000 ms). */
  readonly graceMs?: number;
  /** The worker entry module (default: this package's worker.js, or worker.ts from sources); for tests. */
  readonly entry?: { readonly url: URL; readonly execArgv: string[] };
}

const MAX_CRASHES_PER_GAME = 3;
/**
 * A game worker's young generation (MB; semi-spaces of 64): the agents make many short-lived arrays per clue
 * (one reading per candidate read), and with V8's default nursery a worker playing 60 default games ran 280
 * scavenges of ~6 ms; at this size 82 of 2-6 ms (node --trace-gc). The heap size changes no decision.
 */
const GAME_WORKER_LIMITS = { maxYoungGenerationSizeMb: 192 };
/**
 * The card rows all workers of a run share (agents/shared-rows.ts; pages cost memory only once written): a
 * default tournament's three minds over ~800 card words fill about 120 MB, which each worker held alone before.
 */
const SHARED_ROWS_BYTES = 512 * 2 ** 20;

/** What the pool knows of one worker. */
interface Slot {
  readonly cells: Int32Array;
  readonly since: Float64Array;
  /** Games sent to it that have not reported. */
  held: Task[];
  /** It asked for more when the queue was empty: it is retired once its held games report. */
  drained: boolean;
  /** Who was thinking in which game when the watchdog ended it. */
  hung: { side: 'a' | 'b'; role: Role; board: number; match: number } | null;
}

function asCode(code: string | null): ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as ErrorCode) : 'harness/worker-failed';
}

/**
 * Plays `tasks` on `workers` threads, calling `onOutcome` once per game. Resolves when every task has an
 * outcome or the signal aborted (then with the games done so far reported), after the workers closed.
 */
export function runOnWorkers(setup: RunSetup, tasks: readonly Task[], opts: PoolOptions): Promise<void> {
  const queue = [...tasks];
  const done = new Set<string>();
  const crashes = new Map<string, number>();
  const slots = new Map<number, Slot>();
  const graceMs = opts.graceMs ?? 2_000;
  const concurrency = opts.concurrency ?? 1;
  const total = tasks.length;
  const entry = opts.entry ?? workerEntry('worker', import.meta.url);
  if (opts.signal?.aborted === true || total === 0) return Promise.resolve();

  return new Promise<void>((resolvePromise, rejectPromise) => {
    let finished = false;
    const sharedRows = createSharedRowsBuffer(SHARED_ROWS_BYTES);
    let sup: Supervisor | null = null;
    const finish = (error?: unknown): void => {
      if (finished) return;
      finished = true;
      opts.signal?.removeEventListener('abort', onAbort);
      // Workers close their agents (outside processes) before the run returns.
      void (sup?.close() ?? Promise.resolve()).then(() => (error === undefined ? resolvePromise() : rejectPromise(error)));
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
    const slotOf = (w: SupervisedWorker): Slot => slots.get(w.id) as Slot;
    const dispatch = (w: SupervisedWorker): void => {
      const slot = slotOf(w);
      const size = Math.max(concurrency, Math.min(Math.max(32, concurrency), Math.ceil(queue.length / (opts.workers * 4))));
      const batch = queue.splice(0, size).filter((t) => !done.has(taskKey(t)));
      if (batch.length === 0) {
        slot.drained = true;
        if (slot.held.length === 0) sup?.retire(w, graceMs);
        return;
      }
      slot.held.push(...batch);
      w.post({ type: 'run', tasks: batch });
    };
    const forfeit = (task: Task, side: 'a' | 'b', role: Role, kind: 'timeout' | 'crash', message: string): GameOutcome => ({
      key: taskKey(task), board: task.board, match: task.match,
      ...forfeitedGame({
        variant: setup.variant,
        seed: deriveSeed(setup.seed, task.board),
        ...dealOptions(setup),
        ...(setup.turnCap === null ? {} : { turnCap: setup.turnCap }),
      }, { side, role, agent: agentName(task, side, role), kind, message }),
    });
    const onExit = (w: SupervisedWorker, exit: { ready: boolean; retired: boolean; hung: boolean; error: string | null }): void => {
      const slot = slotOf(w);
      slots.delete(w.id);
      if (finished) return;
      if (!exit.ready) {
        // It never got to play: a replacement would fail the same way, and respawning it forever would
        // stall the run with no games recorded. Stop with the reason instead.
        finish(new CodenamesError('harness/worker-failed', `a tournament worker thread could not start (${entry.url.href})${exit.error === null ? '' : `: ${exit.error}`}. Check that the package is complete (its dist/harness/worker.js loads with node), or run with --workers 0 to play in the main thread.`));
        return;
      }
      const pending = slot.held.filter((t) => !done.has(taskKey(t)));
      if (exit.retired && !exit.hung) {
        queue.unshift(...pending);
        if (slots.size === 0 && done.size < total) finish(new CodenamesError('harness/worker-failed', `the workers stopped with ${total - done.size} games unplayed. This is a bug; please report it with the command line.`));
        return;
      }
      const acting = Atomics.load(slot.cells, 0) === 1;
      const side: 'a' | 'b' = slot.hung?.side ?? (slot.cells[1] === 1 ? 'b' : 'a');
      const role = slot.hung?.role ?? WATCH_ROLES[slot.cells[2] ?? 0] ?? 'spymaster';
      const board = slot.hung?.board ?? slot.cells[3];
      const match = slot.hung?.match ?? slot.cells[4];
      // The game whose agent was thinking (the watch names it), else the first game it held.
      const current = (slot.hung !== null || acting ? pending.find((t) => t.board === board && t.match === match) : undefined) ?? pending[0];
      const rest = pending.filter((t) => t !== current);
      if (current !== undefined) {
        const key = taskKey(current);
        const n = (crashes.get(key) ?? 0) + 1;
        crashes.set(key, n);
        if (slot.hung !== null) record(forfeit(current, side, role, 'timeout', `no answer within ${setup.timeLimitMs} ms; its worker was stopped`));
        else if (n >= MAX_CRASHES_PER_GAME && acting) record(forfeit(current, side, role, 'crash', `the agent ended its worker thread ${n} times`));
        else if (n >= MAX_CRASHES_PER_GAME) {
          finish(new CodenamesError('harness/worker-failed', `game ${key} ended its worker ${n} times outside any agent. This is a bug; please report it with the command line.`));
          return;
        } else queue.unshift(current);
      }
      queue.unshift(...rest);
    };
    const onAbort = (): void => finish();
    opts.signal?.addEventListener('abort', onAbort);
    sup = createSupervisor({
      entry,
      size: Math.max(1, Math.min(opts.workers, total)),
      resourceLimits: GAME_WORKER_LIMITS,
      workerData: (_index, id) => {
        const buffer = new SharedArrayBuffer(WATCH_BYTES);
        slots.set(id, { ...watchViews(buffer), held: [], drained: false, hung: null });
        return { setup, watchBuffer: buffer, concurrency, sharedRows };
      },
      onMessage: (w, raw) => {
        if (finished) return;
        const msg = raw as WorkerMessage;
        if (msg.type === 'more') dispatch(w);
        else if (msg.type === 'outcome') {
          const slot = slotOf(w);
          slot.held = slot.held.filter((t) => taskKey(t) !== msg.outcome.key);
          record(msg.outcome);
          if (slot.drained && slot.held.length === 0 && !finished) sup?.retire(w, graceMs);
        } else if (msg.type === 'fatal') {
          finish(new CodenamesError(asCode(msg.code), msg.message));
        }
      },
      onExit,
      // Crashed and hung workers are replaced while games remain; retired (drained) ones are not.
      replace: (_w, exit) => !finished && exit.ready && (!exit.retired || exit.hung) && done.size < total,
      watchdog: {
        everyMs: 200,
        hung: (w) => {
          const s = slotOf(w);
          const now = Date.now();
          if (Atomics.load(s.cells, 0) !== 1 || now - (s.since[0] ?? now) <= setup.timeLimitMs + graceMs) return false;
          s.hung = { side: s.cells[1] === 1 ? 'b' : 'a', role: WATCH_ROLES[s.cells[2] ?? 0] ?? 'spymaster', board: s.cells[3] ?? -1, match: s.cells[4] ?? -1 };
          return true;
        },
      },
    });
  });
}
