/**
 * Merging shards (or partial runs) of one tournament. Shards hold disjoint boards of the same plan, so the
 * merge is the union of their outcomes and the statistics are recomputed from it: the merged result equals
 * a single run's, figure for figure (timings aside, which measure the machines).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CodenamesError } from '../errors.js';
import { planTasks } from './plan.js';
import { buildResult } from './run-tournament.js';
import type { GameOutcome, PairingStats, SideStats, TournamentResult } from './types.js';

function settingsKey(r: TournamentResult): string {
  return JSON.stringify([r.format, r.version, r.variant, r.seed, r.games, r.spymasters, r.guessers, r.matches, r.settings]);
}

function sideWithoutTimes(s: SideStats | null): Omit<SideStats, 'clueMs' | 'clueMs2' | 'guessMs' | 'guessMs2'> | null {
  if (s === null) return null;
  const { clueMs: _a, clueMs2: _b, guessMs: _c, guessMs2: _d, ...rest } = s;
  return rest;
}

/** An outcome without its timings: what must agree between two runs of the same game. */
export function outcomeWithoutTimings(o: GameOutcome): unknown {
  return { ...o, a: sideWithoutTimes(o.a), b: sideWithoutTimes(o.b) };
}

/**
 * A result with every machine-dependent field removed (run time, games/s, workers, agent think times).
 * Two runs of the same tournament - any worker count, sharded and merged, interrupted and resumed - give
 * deep-equal values.
 */
export function withoutTimings(r: TournamentResult): unknown {
  const pairing = (p: PairingStats) => {
    const { clueMs: _a, guessMs: _b, ...rest } = p;
    return rest;
  };
  const { elapsedMs: _e, gamesPerSecond: _g, workers: _w, ...rest } = r;
  return { ...rest, pairings: r.pairings.map(pairing), outcomes: r.outcomes.map(outcomeWithoutTimings) };
}

/**
 * Merges results of the same tournament (its shards, or partial runs). Throws `harness/merge-mismatch`
 * when they come from different tournaments or disagree about a game both played.
 *
 * @example
 * const whole = mergeResults([shard1, shard2, shard3, shard4]); // equals the unsharded run
 */
export function mergeResults(results: readonly TournamentResult[]): TournamentResult {
  const first = results[0];
  if (first === undefined) throw new CodenamesError('harness/merge-mismatch', 'nothing to merge: give at least one result.');
  const key = settingsKey(first);
  for (const r of results) {
    if (settingsKey(r) !== key) {
      throw new CodenamesError('harness/merge-mismatch', `these results come from different tournaments (${first.variant} seed ${first.seed} ${first.games} games vs ${r.variant} seed ${r.seed} ${r.games} games, or other agents/settings). Merge only shards run with the same options.`);
    }
  }
  const byKey = new Map<string, GameOutcome>();
  for (const r of results) {
    for (const o of r.outcomes) {
      const seen = byKey.get(o.key);
      if (seen === undefined) byKey.set(o.key, o);
      else if (JSON.stringify(outcomeWithoutTimings(seen)) !== JSON.stringify(outcomeWithoutTimings(o))) {
        throw new CodenamesError('harness/merge-mismatch', `game ${o.key} has different outcomes in two results; they were not produced by the same code and options.`);
      }
    }
  }
  const counts = new Set(results.map((r) => r.shard?.count ?? 1));
  const indices = new Set(results.map((r) => r.shard?.index ?? 0));
  const one = counts.size === 1 ? [...counts][0] ?? 1 : 0;
  const wholeRun = results.some((r) => r.shard === null) || (one > 0 && indices.size === one);
  const shard = wholeRun ? null : counts.size === 1 && indices.size === 1 ? first.shard : null;
  const expected = planTasks(first.games, first.matches, shard).length;
  const elapsedMs = results.reduce((s, r) => s + r.elapsedMs, 0);
  const played = results.reduce((s, r) => s + r.gamesPlayed, 0);
  return buildResult(
    { ...first, model: first.settings.model, turnCap: first.settings.turnCap, timeLimitMs: first.settings.timeLimitMs, wordList: first.settings.wordList, referee: first.settings.referee },
    first.games, shard, [...byKey.values()], expected,
    { workers: Math.max(...results.map((r) => r.workers)), elapsedMs, gamesPerSecond: played / Math.max(elapsedMs / 1000, 1e-9) },
    first.settings.candidates,
  );
}

/** Reads a result file, or `results.json` inside a directory; `harness/bad-results` when it is not one. */
export function readResult(path: string): TournamentResult {
  let file = path;
  try {
    if (statSync(path).isDirectory()) file = join(path, 'results.json');
  } catch {
    throw new CodenamesError('harness/bad-results', `'${path}' does not exist. Give the --out directory of a tournament run, or its results.json.`, { path });
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new CodenamesError('harness/bad-results', `cannot read '${file}' as JSON (${e instanceof Error ? e.message : String(e)}). Give the results.json a tournament run wrote.`, { path: file });
  }
  const r = json as Partial<TournamentResult>;
  if (r.format !== 'codenames-ai/tournament' || r.version !== 1 || !Array.isArray(r.outcomes) || !Array.isArray(r.matches)) {
    throw new CodenamesError('harness/bad-results', `'${file}' is not a tournament result (format 'codenames-ai/tournament', version 1). Give the results.json a tournament run wrote.`, { path: file });
  }
  return r as TournamentResult;
}
