/**
 * `codenames-ai tournament` and `codenames-ai merge` through the CLI dispatcher, in-process: JSON summary,
 * report files, shards merged to the unsharded figures, resume from a torn outcome log, usage errors.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { progressLine } from '../../src/cli/commands/progress-bar.js';

const cwd = join(import.meta.dirname, '..', 'harness', 'fixtures');
const tmp = mkdtempSync(join(tmpdir(), 'cli-tournament-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = new PassThrough(), err = new PassThrough();
  let stdout = '', stderr = '';
  out.on('data', (d: Buffer) => { stdout += d.toString(); });
  err.on('data', (d: Buffer) => { stderr += d.toString(); });
  const code = await main(args, { stdout: out, stderr: err, stdin: new PassThrough(), env: {}, cwd });
  return { code, stdout, stderr };
}

const common = ['--agents', 'simple.mjs', '--spymasters', 'simple', '--guessers', 'simple,random', '--games', '12', '--seed', '5', '--workers', '0', '--no-referee'];

function comparable(json: string): unknown {
  const { gamesPerSecond: _g, workers: _w, shard: _s, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return rest;
}

describe('codenames-ai tournament', () => {
  it('prints the JSON summary with the documented fields', async () => {
    const { code, stdout } = await run(['tournament', ...common, '--json']);
    expect(code).toBe(0);
    const s = JSON.parse(stdout) as { variant: string; seed: number; games: number; gamesPerSecond: number; pairings: Record<string, unknown>[] };
    expect(s).toMatchObject({ variant: 'single-team', seed: 5, games: 12 });
    expect(s.gamesPerSecond).toBeGreaterThan(0);
    expect(s.pairings.map((p) => `${String(p.spymaster)}/${String(p.guesser)}`)).toEqual(['simple/simple', 'simple/random']);
    for (const p of s.pairings) {
      for (const k of ['games', 'meanScore', 'winRate', 'assassinRate', 'meanTurns']) expect(typeof p[k]).toBe('number');
      expect(p.games).toBe(12);
    }
  });

  it('writes JSON, CSV and a self-contained HTML report to --out', async () => {
    const dir = join(tmp, 'full');
    const { code, stdout } = await run(['tournament', ...common, '--out', dir]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/simple\s+random\s+12/);
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).toContain('<svg');
    expect(html).toContain('Pairing matrix');
    expect(html).not.toMatch(/<script|src="http|href="http/);
    expect(readFileSync(join(dir, 'pairings.csv'), 'utf8').split('\n')[0]).toMatch(/^spymaster,guesser,games,mean_score,score_se,win_rate,win_low,win_high/);
    expect(readFileSync(join(dir, 'games.csv'), 'utf8').trim().split('\n')).toHaveLength(1 + 24);
    expect((JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as { outcomes: unknown[] }).outcomes).toHaveLength(24);
  });

  it('merges --shard runs into the unsharded figures', async () => {
    const whole = await run(['tournament', ...common, '--json']);
    for (const i of [1, 2, 3]) expect((await run(['tournament', ...common, '--shard', `${i}/3`, '--out', join(tmp, `shard${i}`)])).code).toBe(0);
    const merged = await run(['merge', join(tmp, 'shard3'), join(tmp, 'shard1'), join(tmp, 'shard2', 'results.json'), '--json', '--out', join(tmp, 'merged')]);
    expect(merged.code).toBe(0);
    expect(comparable(merged.stdout)).toEqual(comparable(whole.stdout));
    expect(existsSync(join(tmp, 'merged', 'report.html'))).toBe(true);
    const full = await run(['tournament', ...common, '--out', join(tmp, 'unsharded')]);
    expect(full.code).toBe(0);
    const check = await run(['merge', join(tmp, 'shard1'), join(tmp, 'shard2'), join(tmp, 'shard3'), '--compare', join(tmp, 'unsharded')]);
    expect(check.stderr).toMatch(/identical to/);
    expect(check.code).toBe(0);
    const wrong = await run(['merge', join(tmp, 'shard1'), join(tmp, 'shard2'), '--compare', join(tmp, 'unsharded')]);
    expect(wrong.code).toBe(1);
    const missing = await run(['merge', join(tmp, 'shard1'), join(tmp, 'shard2')]);
    expect(missing.stderr).toMatch(/games are missing/);
  });

  it('resumes from the outcome log of an interrupted run, torn last line included', async () => {
    const dir = join(tmp, 'resume');
    const whole = await run(['tournament', ...common, '--json', '--out', dir]);
    const log = join(dir, 'outcomes.jsonl');
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(25);
    writeFileSync(log, `${lines.slice(0, 6).join('\n')}\n${(lines[6] ?? '').slice(0, 20)}`);
    const resumed = await run(['tournament', ...common, '--json', '--out', dir, '--resume']);
    expect(resumed.code).toBe(0);
    expect(comparable(resumed.stdout)).toEqual(comparable(whole.stdout));
    const other = await run(['tournament', ...common, '--seed', '6', '--out', dir, '--resume']);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/different run \(seed: 5 -> 6\)/);
  });

  it('plays agents given with --agent NAME=KIND:REST, on worker threads too, as the same agents by glob', async () => {
    const byGlob = await run(['tournament', ...common, '--json']);
    const described = ['tournament', '--agent', 'simple=module:simple.mjs', '--spymasters', 'simple', '--guessers', 'simple,rnd', '--agent', 'rnd=builtin:random', '--games', '12', '--seed', '5', '--no-referee', '--json'];
    const inThread = await run([...described, '--workers', '0']);
    const onWorkers = await run([...described, '--workers', '2']);
    expect(inThread.code).toBe(0);
    expect(onWorkers.code).toBe(0);
    const strip = (json: string): unknown => {
      const r = comparable(json) as { pairings: { guesser: string }[]; elapsedMs?: unknown };
      return { ...r, elapsedMs: 0, pairings: r.pairings.map((p) => ({ ...p, guesser: p.guesser === 'rnd' ? 'random' : p.guesser, clueMs: 0, guessMs: 0 })) };
    };
    expect(strip(inThread.stdout)).toEqual(strip(byGlob.stdout));
    expect(strip(onWorkers.stdout)).toEqual(strip(byGlob.stdout));
    const bad = await run(['tournament', '--agent', 'x=ftp:nowhere', '--workers', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--agent 'x=ftp:nowhere': unknown kind 'ftp'/);
  });

  it('plays fixed --teams against each other on both sides, and resumes only the same teams', async () => {
    const teams = ['tournament', '--agents', 'simple.mjs', '--variant', 'standard', '--teams', 'simple,simple+random', '--games', '4', '--seed', '5', '--workers', '0', '--no-referee'];
    const dir = join(tmp, 'teams');
    const r = await run([...teams, '--json', '--out', dir]);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout) as { pairings: { spymaster: string; guesser: string; games: number }[]; matchups: { red: string; blue: string; games: number }[] };
    expect(s.pairings.map((p) => [p.spymaster, p.guesser, p.games])).toEqual([['simple', 'simple', 8], ['simple', 'random', 8]]);
    expect(s.matchups.map((m) => [m.red, m.blue, m.games])).toEqual([['simple', 'simple+random', 4], ['simple+random', 'simple', 4]]);
    const table = await run(teams);
    expect(table.stdout).toMatch(/simple \(red\) vs simple\+random \(blue\)/);
    const other = await run(['tournament', '--agents', 'simple.mjs', '--variant', 'standard', '--teams', 'simple+random,simple', '--games', '4', '--seed', '5', '--workers', '0', '--no-referee', '--out', dir, '--resume']);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/different run \(.*teams: \[/);
    const both = await run(['tournament', '--teams', 'default,reference-0.7', '--spymasters', 'default']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--teams fixes who plays with whom/);
    expect((await run(['tournament', '--variant', 'standard', '--teams', 'default'])).stderr).toMatch(/at least two teams/);
  });

  it('exits 2 with the known names for an unknown agent and with usage errors', async () => {
    const r = await run(['tournament', '--spymasters', 'nobody', '--workers', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown spymaster 'nobody'\. Known spymasters: default,.*reference-0\.7/);
    expect((await run(['tournament', '--variant', 'chess'])).stderr).toMatch(/--variant must be one of/);
    expect((await run(['tournament', '--shard', '5/4'])).stderr).toMatch(/--shard must be i\/n/);
    expect((await run(['tournament', '--resume'])).stderr).toMatch(/--resume needs the --out/);
    expect((await run(['merge'])).code).toBe(2);
    expect((await run(['tournament', '--help'])).stdout).toMatch(/--shard I\/N/);
  });

  it('draws a progress line with games/s and ETA', () => {
    expect(progressLine({ done: 50, total: 100, elapsedMs: 1000, gamesPerSecond: 50, etaSeconds: 1, forfeits: 0 }, 10)).toBe('[#####-----] 50/100  50.0%  50.0 games/s  ETA 1s');
    expect(progressLine({ done: 0, total: 10, elapsedMs: 0, gamesPerSecond: 0, etaSeconds: null, forfeits: 2 }, 4)).toBe('[----] 0/10  0.0%  0.0 games/s  ETA ?  2 forfeits');
  });
});
