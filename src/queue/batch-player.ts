/**
 * How a queue worker plays one batch of a run: with the harness executor in this process (`workers: 0`, the
 * agents built once per run), or on the harness's worker threads (`workers: N`, whose watchdog stops hung
 * agents and whose pool survives crashing ones); either way with `concurrency` games in flight (playTasks). The executor is built when the player is made, so a worker
 * that cannot build a run's agents (a module missing here, an unknown name, a model not installed) says so
 * before it takes any of the run's games.
 */
import { performance } from 'node:perf_hooks';
import { CodenamesError, isCodenamesError } from '../errors.js';
import { createExecutor, type RunSetup } from '../harness/executor.js';
import { playTasks } from '../harness/play-tasks.js';
import type { Task } from '../harness/plan.js';
import type { GameOutcome } from '../harness/types.js';
import { runOnWorkers } from '../harness/worker-pool.js';

/** Plays batches of one run. `play` stops early (resolving) when `shouldStop` turns true. */
export interface BatchPlayer {
  play(tasks: readonly Task[], onOutcome: (o: GameOutcome) => void, shouldStop: () => boolean): Promise<void>;
  /** Ends the agents' processes and connections (outside agents). */
  close(): Promise<void>;
}

/**
 * Builds the run's agents (throwing `queue/agents-unavailable` with the reason when this machine cannot) and
 * returns the player.
 */
export async function createBatchPlayer(setup: RunSetup, run: string, workers: number, concurrency = 1): Promise<BatchPlayer> {
  let executor;
  try {
    executor = await createExecutor(setup);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new CodenamesError('queue/agents-unavailable', `this worker cannot build the agents of run '${run}': ${why}${isCodenamesError(e) ? ` [${e.code}]` : ''}`, { run }, { cause: e });
  }
  const close = (): Promise<void> => executor.close();
  if (workers > 0) {
    await close(); // it only proved the agents build here; the threads build their own
    return {
      close: () => Promise.resolve(),
      async play(tasks, onOutcome, shouldStop) {
        const controller = new AbortController();
        await runOnWorkers(setup, tasks, {
          workers,
          concurrency,
          signal: controller.signal,
          onOutcome: (o) => {
            onOutcome(o);
            if (shouldStop()) controller.abort();
          },
        });
      },
    };
  }
  return {
    close,
    async play(tasks, onOutcome, shouldStop) {
      const controller = new AbortController();
      let since = performance.now();
      for await (const outcome of playTasks(executor, tasks, { concurrency, signal: controller.signal })) {
        onOutcome(outcome);
        if (shouldStop()) controller.abort();
        // Let BullMQ renew the batch's lock (a timer) while games that never wait run back to back.
        if (performance.now() - since > 50) {
          await new Promise<void>((r) => setImmediate(r));
          since = performance.now();
        }
      }
    },
  };
}
