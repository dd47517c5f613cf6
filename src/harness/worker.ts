/**
 * The worker thread entry: builds one executor (agents and model loaded once; card rows read from and
 * published to the store the run's workers share), then plays the games the pool sends, `concurrency` at a
 * time (play-tasks.ts), posting each outcome as soon as it is known so a crash loses at most the games in
 * progress, and asking for more when it has room and nothing queued. Before each
 * agent call it writes who is thinking, in which game and since when into a shared buffer, which the pool's
 * watchdog reads to stop a worker whose agent hangs. On 'close' it releases its agents and exits.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { installSharedRows } from '../agents/shared-rows.js';
import { isCodenamesError } from '../errors.js';
import { createExecutor, type Executor, type RunSetup } from './executor.js';
import type { ActionWatch } from './play-game.js';
import type { Task } from './plan.js';
import { playTasks } from './play-tasks.js';
import { WATCH_ROLES, watchViews, type RunMessage, type WorkerMessage } from './worker-protocol.js';

const port = parentPort;
if (port === null) throw new Error('harness worker: must run as a worker thread');
const { setup, watchBuffer, concurrency, sharedRows } = workerData as { setup: RunSetup; watchBuffer: SharedArrayBuffer; concurrency: number; sharedRows?: SharedArrayBuffer };
// The card rows the run's workers share (agents/shared-rows.ts), before any agent is built.
installSharedRows(sharedRows ?? null);
const { cells, since } = watchViews(watchBuffer);
const watchFor = (task: Task): ActionWatch => ({
  start(side, role) {
    since[0] = Date.now();
    cells[1] = side === 'a' ? 0 : 1;
    cells[2] = WATCH_ROLES.indexOf(role);
    cells[3] = task.board;
    cells[4] = task.match;
    Atomics.store(cells, 0, 1);
  },
  end() {
    Atomics.store(cells, 0, 0);
  },
});

const fatal = (e: unknown): void => {
  port.postMessage({ type: 'fatal', code: isCodenamesError(e) ? e.code : null, message: e instanceof Error ? e.message : String(e) } satisfies WorkerMessage);
};

// The games sent and not yet started; a pull on an empty queue asks the pool for more and waits.
const queued: Task[] = [];
let waiting: ((r: IteratorResult<Task>) => void) | null = null;
const tasks: AsyncIterable<Task> = {
  [Symbol.asyncIterator]: () => ({
    next: () => {
      const t = queued.shift();
      if (t !== undefined) return Promise.resolve({ value: t, done: false });
      port.postMessage({ type: 'more' } satisfies WorkerMessage);
      return new Promise((resolve) => (waiting = resolve));
    },
  }),
};

let executor: Executor | null = null;
port.on('message', (msg: RunMessage | { type: 'close' }) => {
  if (msg.type === 'close') {
    void (async () => {
      try {
        await executor?.close();
      } finally {
        process.exit(0);
      }
    })();
    return;
  }
  queued.push(...msg.tasks);
  const w = waiting;
  const t = w === null ? undefined : queued.shift();
  if (w !== null && t !== undefined) {
    waiting = null;
    w({ value: t, done: false });
  }
});

try {
  executor = await createExecutor(setup);
  port.postMessage({ type: 'ready' } satisfies WorkerMessage);
  for await (const outcome of playTasks(executor, tasks, { concurrency, watch: watchFor })) {
    port.postMessage({ type: 'outcome', outcome } satisfies WorkerMessage);
  }
} catch (e) {
  fatal(e);
}
