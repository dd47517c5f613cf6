/**
 * The worker thread entry: builds one executor (agents and model loaded once), then plays the batches of
 * games the pool sends, posting each outcome as soon as it is known so a crash loses at most the game in
 * progress. Before each agent call it writes who is thinking and since when into a shared buffer, which the
 * pool's watchdog reads to stop a worker whose agent hangs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isCodenamesError } from '../errors.js';
import { createExecutor, type RunSetup } from './executor.js';
import type { ActionWatch } from './play-game.js';
import type { Task } from './plan.js';
import { WATCH_ROLES, watchViews, type WorkerMessage } from './worker-protocol.js';

const port = parentPort;
if (port === null) throw new Error('harness worker: must run as a worker thread');
const { setup, watchBuffer } = workerData as { setup: RunSetup; watchBuffer: SharedArrayBuffer };
const { cells, since } = watchViews(watchBuffer);
const watch: ActionWatch = {
  start(side, role) {
    since[0] = Date.now();
    cells[1] = side === 'a' ? 0 : 1;
    cells[2] = WATCH_ROLES.indexOf(role);
    Atomics.store(cells, 0, 1);
  },
  end() {
    Atomics.store(cells, 0, 0);
  },
};

const fatal = (e: unknown): void => {
  port.postMessage({ type: 'fatal', code: isCodenamesError(e) ? e.code : null, message: e instanceof Error ? e.message : String(e) } satisfies WorkerMessage);
};

try {
  const executor = await createExecutor(setup);
  port.on('message', (msg: { type: 'run'; tasks: Task[] }) => {
    void (async () => {
      try {
        for (const task of msg.tasks) {
          const outcome = await executor.play(task, watch);
          port.postMessage({ type: 'outcome', outcome } satisfies WorkerMessage);
        }
        port.postMessage({ type: 'done' } satisfies WorkerMessage);
      } catch (e) {
        fatal(e);
      }
    })();
  });
  port.postMessage({ type: 'ready' } satisfies WorkerMessage);
} catch (e) {
  fatal(e);
}
