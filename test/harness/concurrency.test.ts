/**
 * `concurrency`: N games in flight per worker for agents that wait. The outcomes are identical for every N
 * and every worker count, and N games really are in flight at once (the waiting agent counts its calls
 * waiting together: exactly N, a deterministic count, not a timing).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTournament, withoutTimings } from '../../src/harness/index.js';

const cwd = join(import.meta.dirname, 'fixtures');
const g = globalThis as { waitsMaxInFlight?: number };
const run = (concurrency: number, workers: number) => runTournament({
  agents: 'waits.mjs', cwd, spymasters: ['waits'], guessers: ['waits', 'random'], games: 12, seed: 3, workers, concurrency, referee: false,
});

describe('concurrency', () => {
  it('gives identical outcomes with 1 and 8 games in flight, in the main thread and on 2 workers', async () => {
    const one = await run(1, 0);
    const oneMax = g.waitsMaxInFlight;
    g.waitsMaxInFlight = 0; // the module is imported once: reset its count between runs
    const eight = await run(8, 0);
    const eightMax = g.waitsMaxInFlight;
    expect(one.gamesPlayed).toBe(24);
    expect(one.forfeits).toEqual([]);
    expect(oneMax).toBe(1);
    expect(eightMax).toBe(8);
    expect(withoutTimings(eight)).toEqual(withoutTimings(one));
    const onWorkers = await run(8, 2);
    expect(withoutTimings(onWorkers)).toEqual(withoutTimings(one));
  });

  it('refuses a concurrency that is not a whole number >= 1', async () => {
    await expect(run(0, 0)).rejects.toMatchObject({ code: 'harness/bad-option', message: expect.stringMatching(/concurrency must be a whole number >= 1/) });
  });
});
