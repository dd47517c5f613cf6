/**
 * runTournament end to end: the result depends only on the options - not on the number of workers, on a
 * shard split, or on an interruption and resume - and misbehaving agents cost their own games only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isCodenamesError } from '../../src/errors.js';
import { mergeResults, outcomeWithoutTimings, replayGame, runTournament, withoutTimings } from '../../src/harness/index.js';
import type { TournamentResult } from '../../src/harness/index.js';
import { createFakeModel } from './fake-model.js';

const cwd = join(import.meta.dirname, 'fixtures');
const base = { variant: 'single-team' as const, games: 24, seed: 11, referee: false, cwd, agents: '{simple,thrower,illegal,stall}.mjs' };
const model = createFakeModel();
const tmp = mkdtempSync(join(tmpdir(), 'harness-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('runTournament', () => {
  it('gives identical results in the main thread, on 1 worker and on 2 workers', async () => {
    const opts = { ...base, spymasters: ['simple'], guessers: ['simple', 'random'] };
    const inThread = await runTournament({ ...opts, workers: 0 });
    const one = await runTournament({ ...opts, workers: 1 });
    const two = await runTournament({ ...opts, workers: 2 });
    expect(inThread.complete).toBe(true);
    expect(inThread.gamesPlayed).toBe(48);
    expect(withoutTimings(one)).toEqual(withoutTimings(inThread));
    expect(withoutTimings(two)).toEqual(withoutTimings(inThread));
    expect(two.workers).toBe(2);
  });

  it('merges 4 shards into the unsharded result', async () => {
    const opts = { ...base, variant: 'single-team-2019' as const, spymasters: ['reference-0.7', 'reference-0.3'], guessers: ['reference', 'random'], model, workers: 0, agents: undefined };
    const whole = await runTournament(opts);
    const shards: TournamentResult[] = [];
    for (let i = 0; i < 4; i += 1) shards.push(await runTournament({ ...opts, shard: { index: i, count: 4 } }));
    expect(shards.map((s) => s.gamesPlayed)).toEqual([24, 24, 24, 24]);
    expect(shards.every((s) => s.complete)).toBe(true);
    // Merge order does not matter.
    expect(withoutTimings(mergeResults([shards[2], shards[0], shards[3], shards[1]] as TournamentResult[]))).toEqual(withoutTimings(whole));
    const partial = mergeResults(shards.slice(0, 3));
    expect(partial.complete).toBe(false);
    expect(() => mergeResults([whole, { ...shards[0], seed: 99 } as TournamentResult])).toThrow(/different tournaments/);
  });

  it('keeps the games of an interrupted run and resumes to the same result', async () => {
    const opts = { ...base, spymasters: ['reference-0.5'], guessers: ['reference'], model, workers: 0, agents: undefined };
    const whole = await runTournament(opts);
    const controller = new AbortController();
    const partial = await runTournament({ ...opts, signal: controller.signal, onProgress: (p) => { if (p.done >= 10) controller.abort(); } });
    expect(partial.complete).toBe(false);
    expect(partial.gamesPlayed).toBe(10);
    let replayed = 0;
    const resumed = await runTournament({ ...opts, resumeFrom: partial, onOutcome: () => { replayed += 1; } });
    expect(replayed).toBe(14);
    expect(withoutTimings(resumed)).toEqual(withoutTimings(whole));
  });

  it('stops worker threads on abort and resumes to the same result', async () => {
    const opts = { ...base, spymasters: ['simple'], guessers: ['random'], workers: 2 };
    const controller = new AbortController();
    const partial = await runTournament({ ...opts, signal: controller.signal, onProgress: (p) => { if (p.done >= 5) controller.abort(); } });
    expect(partial.complete).toBe(false);
    expect(partial.gamesPlayed).toBeGreaterThanOrEqual(5);
    expect(partial.gamesPlayed).toBeLessThan(24);
    const resumed = await runTournament({ ...opts, resumeFrom: partial.outcomes });
    const whole = await runTournament({ ...opts, workers: 0 });
    expect(withoutTimings({ ...resumed, workers: 0 })).toEqual(withoutTimings(whole));
  });

  it('records forfeits for agents that throw, act illegally or stall, and goes on', async () => {
    const r = await runTournament({ ...base, spymasters: ['simple', 'thrower', 'illegal'], guessers: ['simple', 'stall', 'illegal'], workers: 0, timeLimitMs: 100, games: 4 });
    expect(r.complete).toBe(true);
    const row = (s: string, g: string) => r.pairings.find((p) => p.spymaster === s && p.guesser === g);
    expect(row('simple', 'simple')?.forfeits).toBe(0);
    expect(row('thrower', 'simple')?.forfeits).toBe(4);
    expect(row('illegal', 'simple')?.forfeits).toBe(4);
    expect(row('simple', 'stall')?.forfeits).toBe(4);
    // single-team: a forfeit scores as a loss (25).
    expect(row('thrower', 'simple')?.meanScore).toBe(25);
    const kinds = new Set(r.forfeits.map((f) => `${f.agent}:${f.role}:${f.kind}`));
    expect(kinds).toEqual(new Set(['thrower:spymaster:threw', 'illegal:spymaster:illegal', 'stall:guesser:timeout', 'illegal:guesser:illegal']));
    expect(r.forfeits.find((f) => f.agent === 'thrower')?.message).toMatch(/deliberate failure/);
  });

  it('re-runs the games of a crashed worker elsewhere: none lost, none counted twice', async () => {
    const marker = join(tmp, 'crash-marker');
    process.env.CODENAMES_CRASH_MARKER = marker;
    try {
      const crashy = await runTournament({ ...base, agents: 'crash-once.mjs', spymasters: ['crash-once'], guessers: ['random'], workers: 2 });
      const calm = await runTournament({ ...base, spymasters: ['simple'], guessers: ['random'], workers: 0 });
      expect(crashy.gamesPlayed).toBe(24);
      expect(new Set(crashy.outcomes.map((o) => o.key)).size).toBe(24);
      expect(crashy.outcomes.map(outcomeWithoutTimings)).toEqual(calm.outcomes.map(outcomeWithoutTimings));
    } finally {
      delete process.env.CODENAMES_CRASH_MARKER;
    }
  });

  it('records a crash forfeit for a game that takes down its worker every time', async () => {
    const r = await runTournament({ ...base, agents: 'always-crash.mjs', spymasters: ['always-crash'], guessers: ['random'], workers: 1, games: 2 });
    expect(r.complete).toBe(true);
    expect(r.forfeits.map((f) => [f.agent, f.role, f.kind])).toEqual([['always-crash', 'spymaster', 'crash'], ['always-crash', 'spymaster', 'crash']]);
    expect(r.pairings[0]?.meanScore).toBe(25);
  });

  it('stops a worker whose agent hangs, records a timeout forfeit and finishes the rest', async () => {
    const r = await runTournament({ ...base, agents: 'hang.mjs', spymasters: ['hang'], guessers: ['random'], workers: 2, timeLimitMs: 200, graceMs: 100, games: 16 });
    expect(r.complete).toBe(true);
    expect(r.gamesPlayed).toBe(16);
    expect(r.forfeits.length).toBeGreaterThan(0);
    expect(r.forfeits.length).toBeLessThan(16);
    expect(r.forfeits.every((f) => f.kind === 'timeout' && f.agent === 'hang' && f.role === 'spymaster')).toBe(true);
  });

  it('names the known agents when a name is unknown', async () => {
    const err = await runTournament({ ...base, spymasters: ['nobody'], workers: 0 }).catch((e: unknown) => e);
    expect(isCodenamesError(err, 'agent/unknown')).toBe(true);
    expect((err as Error).message).toMatch(/unknown spymaster 'nobody'.*reference-0\.7.*simple/);
    const noGuesser = await runTournament({ ...base, guessers: ['thrower'], workers: 0 }).catch((e: unknown) => e);
    expect((noGuesser as Error).message).toMatch(/agent 'thrower' has no guesser/);
    const bad = await runTournament({ ...base, agents: 'no-exports.mjs', workers: 0 }).catch((e: unknown) => e);
    expect(isCodenamesError(bad, 'agent/load-failed')).toBe(true);
    await expect(runTournament({ ...base, games: 0 })).rejects.toThrow(/games must be a whole number/);
  });

  it('plays team against team in two-team variants (004 points; three-player shares the guesser)', async () => {
    const std = await runTournament({ ...base, variant: 'standard', spymasters: ['reference-0.7', 'reference-0.3'], guessers: ['reference'], model, workers: 0, agents: undefined, games: 10 });
    expect(std.matches).toHaveLength(4);
    expect(std.matchups).toHaveLength(4);
    const total = std.pairings.reduce((s, p) => s + (p.points ?? 0), 0);
    expect(total).toBe(0); // word differences are zero-sum
    for (const p of std.pairings) {
      expect(p.redWins).toBeDefined();
      expect(p.games).toBe(40); // 2 matches per side (one mirror counted on both sides) x 10 boards
    }
    const three = await runTournament({ ...base, variant: 'three-player', spymasters: ['reference-0.7', 'reference-0.3'], guessers: ['reference', 'random'], model, workers: 0, agents: undefined, games: 4 });
    expect(three.matches.every((m) => m.b !== null && m.b.guesser === m.a.guesser)).toBe(true);
    expect(three.matches).toHaveLength(8);
  });

  it('replays any single game of a run from the run seed and its board index', async () => {
    const r = await runTournament({ ...base, spymasters: ['reference-0.7'], guessers: ['reference'], model, workers: 0, agents: undefined });
    const game = r.outcomes[17];
    if (game === undefined) throw new Error('no game 17');
    const again = await replayGame(base.seed, game.board, { variant: base.variant, spymaster: 'reference-0.7', guesser: 'reference', model, referee: false });
    expect(outcomeWithoutTimings(again.outcome)).toEqual(outcomeWithoutTimings(game));
    expect(again.record.actions.length).toBeGreaterThan(0);
  });
});
