/**
 * Plays a stream of tournament games with up to `concurrency` in flight on one executor: the unit of work of
 * an in-thread run, of each worker thread, and of any other runner (a queue worker) that plays batches of
 * games. Agents that wait (processes, HTTP, language models) then overlap their waits; synchronous agents
 * simply take turns. Outcomes come in the order games finish; each is keyed, so a run's result does not
 * depend on the concurrency.
 */
import type { Executor } from './executor.js';
import type { ActionWatch } from './play-game.js';
import type { Task } from './plan.js';
import type { GameOutcome } from './types.js';

/** Options of `playTasks`. */
export interface PlayTasksOptions {
  /** Games in flight at once (default 1). */
  readonly concurrency?: number;
  /** Stops starting games; the ones in flight still finish and are yielded. */
  readonly signal?: AbortSignal | undefined;
  /** The watchdog's hooks for one game (worker threads). */
  readonly watch?: (task: Task) => ActionWatch | undefined;
}

/**
 * Plays `tasks` (a list, or a stream that may wait for more) and yields each outcome as its game ends.
 * An error that is not an agent's (an agent's failure is a forfeit inside the outcome) ends the iteration.
 *
 * @example
 * const executor = await createExecutor(setup);
 * for await (const outcome of playTasks(executor, planTasks(100, setup.matches, null), { concurrency: 16 })) save(outcome);
 * await executor.close();
 */
export async function* playTasks(executor: Pick<Executor, 'play'>, tasks: Iterable<Task> | AsyncIterable<Task>, opts: PlayTasksOptions = {}): AsyncGenerator<GameOutcome> {
  const concurrency = opts.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`playTasks: concurrency must be a whole number >= 1; got ${concurrency}`);
  const source: AsyncIterator<Task> | Iterator<Task> = Symbol.asyncIterator in tasks ? tasks[Symbol.asyncIterator]() : tasks[Symbol.iterator]();
  type Finished = { readonly id: number; readonly outcome: GameOutcome };
  type Pulled = { readonly pulled: IteratorResult<Task> };
  const running = new Map<number, Promise<Finished>>();
  // The next task being fetched: a stream may wait for more work while games in flight finish.
  let pull: Promise<Pulled> | null = null;
  let nextId = 0;
  let exhausted = false;
  for (;;) {
    if (pull === null && !exhausted && running.size < concurrency && opts.signal?.aborted !== true) {
      pull = Promise.resolve(source.next()).then((pulled) => ({ pulled }));
    }
    if (pull === null && running.size === 0) return;
    const waits: Promise<Finished | Pulled>[] = [...running.values()];
    if (pull !== null) waits.push(pull);
    const next = await Promise.race(waits);
    if ('pulled' in next) {
      pull = null;
      if (next.pulled.done === true) {
        exhausted = true;
        continue;
      }
      const id = nextId++;
      const task = next.pulled.value;
      const game = executor.play(task, opts.watch?.(task)).then((outcome) => ({ id, outcome }));
      // Raced above; a failure seen while another game is awaited must not count as unhandled.
      game.catch(() => undefined);
      running.set(id, game);
      continue;
    }
    running.delete(next.id);
    yield next.outcome;
  }
}
