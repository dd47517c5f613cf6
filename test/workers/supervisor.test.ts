/**
 * The one worker supervisor: ready workers get messages, a crashed one is replaced at once at its position, a
 * hung one is ended by the watchdog (and reported as hung) and replaced, a retired one is not when the pool
 * says so, and close asks
 * every worker to close (they exit 0 on their own) before it resolves.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createSupervisor, type Supervisor, type SupervisedWorker, type WorkerExit } from '../../src/workers/supervisor.js';

const entry = { url: new URL('./fixtures/obedient.mjs', import.meta.url), execArgv: [] };
let sup: Supervisor | null = null;
afterEach(async () => {
  await sup?.close(100);
  sup = null;
});

function until(cond: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const tick = (): void => {
      if (cond()) resolve();
      else if (Date.now() - t0 > 20_000) reject(new Error('condition not met'));
      else setTimeout(tick, 10);
    };
    tick();
  });
}

describe('createSupervisor', () => {
  it('replaces a crashed worker at once, at the same position, and hands messages to the pool', async () => {
    const exits: { w: SupervisedWorker; exit: WorkerExit }[] = [];
    const echoes: unknown[] = [];
    const ready: SupervisedWorker[] = [];
    sup = createSupervisor({
      entry, size: 2, workerData: (index, id) => ({ tag: `${index}/${id}` }),
      onReady: (w) => ready.push(w), onMessage: (_w, m) => echoes.push(m), onExit: (w, exit) => exits.push({ w, exit }),
    });
    await until(() => ready.length === 2);
    ready[0]!.post({ type: 'hello' });
    await until(() => echoes.length === 1);
    expect(echoes[0]).toMatchObject({ type: 'echo', tag: `${ready[0]!.index}/${ready[0]!.id}` });
    const victim = ready[1]!;
    victim.post({ type: 'crash' });
    await until(() => ready.length === 3);
    expect(exits).toHaveLength(1);
    expect(exits[0]!.exit).toMatchObject({ ready: true, retired: false, hung: false, error: expect.stringMatching(/asked to crash/) });
    expect({ index: ready[2]!.index, id: ready[2]!.id }).toEqual({ index: victim.index, id: 3 });
    expect(sup.replaced).toBe(1);
  });

  it('ends a hung worker through the watchdog and does not replace a retired one', async () => {
    const exits: WorkerExit[] = [];
    const ready: SupervisedWorker[] = [];
    let spinning: SupervisedWorker | null = null;
    sup = createSupervisor({
      entry, size: 1, workerData: () => ({ tag: 'x' }), onReady: (w) => ready.push(w), onExit: (_w, exit) => exits.push(exit),
      watchdog: { everyMs: 20, hung: (w) => w === spinning },
      // The pool's policy here: replace crashed and hung workers, not ones it retired itself.
      replace: (_w, exit) => !exit.retired || exit.hung,
    });
    await until(() => ready.length === 1);
    spinning = ready[0]!;
    spinning.post({ type: 'spin' });
    await until(() => exits.length === 1 && ready.length === 2);
    expect(exits[0]).toMatchObject({ hung: true, retired: true, ready: true });
    sup.retire(ready[1]!);
    await until(() => exits.length === 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(sup.workers.size).toBe(0);
    expect(ready).toHaveLength(2);
  });

  it('asks every worker to close and waits for them to exit on their own', async () => {
    const exits: WorkerExit[] = [];
    const said: unknown[] = [];
    let ready = 0;
    const s = createSupervisor({ entry, size: 2, workerData: () => ({ tag: 'y' }), onReady: () => (ready += 1), onMessage: (_w, m) => said.push(m), onExit: (_w, e) => exits.push(e) });
    await until(() => ready === 2);
    await s.close(5_000);
    expect(said).toEqual([{ type: 'bye' }, { type: 'bye' }]);
    // Exit code 0: they left by themselves; a terminated thread exits 1.
    expect(exits.map((e) => e.code)).toEqual([0, 0]);
    expect(s.workers.size).toBe(0);
  });
});
