/**
 * The worker pool when a worker thread cannot start at all (regression: a package copy whose worker failed
 * to load was respawned forever, so `--workers 1` stalled with no games recorded while `--workers 0` worked).
 * A start-up failure must end the run with an error that says what failed and how to get going.
 */
import { describe, expect, it } from 'vitest';
import { isCodenamesError } from '../../src/errors.js';
import type { RunSetup } from '../../src/harness/executor.js';
import { planMatches } from '../../src/harness/plan.js';
import { runOnWorkers } from '../../src/harness/worker-pool.js';

const setup: RunSetup = {
  variant: 'single-team', seed: 1, spymasters: ['simple'], guessers: ['random'], matches: planMatches('single-team', 1, 1),
  model: null, customModules: [], candidatesFile: null, turnCap: null, timeLimitMs: 1_000, wordList: null, referee: false,
};
const tasks = [{ board: 0, match: 0 }, { board: 1, match: 0 }, { board: 2, match: 0 }];
const entry = (file: string) => ({ url: new URL(`./worker-fixtures/${file}`, import.meta.url), execArgv: [] });

describe('runOnWorkers start-up failures', () => {
  it('stops with harness/worker-failed and the thread error when the worker entry throws while loading', async () => {
    const played: string[] = [];
    const err = await runOnWorkers(setup, tasks, { workers: 2, onOutcome: (o) => played.push(o.key), entry: entry('throws-on-load.mjs') }).then(() => null, (e: unknown) => e);
    expect(isCodenamesError(err) && err.code).toBe('harness/worker-failed');
    expect(String((err as Error).message)).toContain('cannot load the agents module');
    expect(String((err as Error).message)).toContain('--workers 0');
    expect(played).toEqual([]);
  });

  it('stops instead of respawning when the worker exits before it is ready', async () => {
    const err = await runOnWorkers(setup, tasks, { workers: 1, onOutcome: () => {}, entry: entry('exits-before-ready.mjs') }).then(() => null, (e: unknown) => e);
    expect(isCodenamesError(err) && err.code).toBe('harness/worker-failed');
  });

  it('stops when the worker entry does not exist', async () => {
    const err = await runOnWorkers(setup, tasks, { workers: 1, onOutcome: () => {}, entry: entry('missing-worker.mjs') }).then(() => null, (e: unknown) => e);
    expect(isCodenamesError(err) && err.code).toBe('harness/worker-failed');
    expect(String((err as Error).message)).toContain('missing-worker.mjs');
  });
});
