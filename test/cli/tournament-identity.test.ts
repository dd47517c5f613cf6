/**
 * A tournament's --out directory holds one run (issue 12 item 6). Every setting that changes a game is part of
 * the run's identity and checked on --resume (before: --turn-cap, --no-referee or --word-list could change
 * silently, and 126 of 300 games then ran past a turn cap of 2); the same command without --resume never
 * truncates an interrupted run or overwrites a finished one without --force; file problems are cli/io errors
 * naming the path (before: a stack trace on resume, and `--out /proc/x` never returned).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './run-cli.js';
import { runTournament } from '../../src/harness/run-tournament.js';

const cwd = join(import.meta.dirname, '..', 'harness', 'fixtures');
const tmp = mkdtempSync(join(tmpdir(), 'tournament-identity-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The CLI in process (run-cli.ts) with this file's names for its output. */
async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { code, out, err } = await cli(args, { cwd });
  return { code, stdout: out, stderr: err };
}

const common = ['tournament', '--agents', 'simple.mjs', '--spymasters', 'simple', '--guessers', 'simple', '--games', '6', '--seed', '5', '--workers', '0', '--json'];

/** A run cut after `keep` games: the header and the first games of a finished run's log, no results.json. */
async function interrupted(name: string, keep: number, extra: string[] = []): Promise<string> {
  const dir = join(tmp, name);
  expect((await run([...common, ...extra, '--out', dir])).code).toBe(0);
  const log = join(dir, 'outcomes.jsonl');
  writeFileSync(log, `${readFileSync(log, 'utf8').split('\n').slice(0, keep + 1).join('\n')}\n`);
  rmSync(join(dir, 'results.json'));
  return dir;
}

describe('tournament --resume checks every game-changing setting', () => {
  it.each([
    ['--turn-cap', ['--turn-cap', '2'], /turnCap: null -> 2/],
    ['--no-referee', ['--no-referee'], /referee: true -> false/],
    ['--word-list', ['--word-list', 'en-duet'], /wordList: null -> "en-duet"/],
    ['--time-limit', ['--time-limit', '500'], /timeLimitMs: null -> 500/],
  ])('a different %s is refused, naming the setting, and the log is left as it was', async (_flag, extra, why) => {
    const dir = await interrupted(`changed${extra[0]}`, 3);
    const before = readFileSync(join(dir, 'outcomes.jsonl'), 'utf8');
    const r = await run([...common, ...extra, '--out', dir, '--resume']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(why);
    expect(r.stderr).toMatch(/\[harness\/bad-results\]/);
    expect(readFileSync(join(dir, 'outcomes.jsonl'), 'utf8')).toBe(before);
  });

  it('an edited word-list file is another run (files count by content)', async () => {
    const list = join(tmp, 'words.txt');
    writeFileSync(list, `${Array.from({ length: 30 }, (_, i) => `WORD${i}`).join('\n')}\n`);
    const dir = await interrupted('edited-list', 2, ['--word-list', list]);
    writeFileSync(list, `${Array.from({ length: 30 }, (_, i) => `OTHER${i}`).join('\n')}\n`);
    const r = await run([...common, '--word-list', list, '--out', dir, '--resume']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/wordList: \{"path":/);
  });

  it('the same settings resume and finish the run', async () => {
    const dir = await interrupted('same', 3, ['--turn-cap', '7']);
    const r = await run([...common, '--turn-cap', '7', '--out', dir, '--resume']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ complete: true, gamesPlayed: 6 });
  });

  it('the library refuses a resumeFrom result with other settings', async () => {
    const first = await runTournament({ spymasters: ['reference-0.7'], guessers: ['random'], games: 2, seed: 1, workers: 0, referee: false, turnCap: 5 });
    await expect(runTournament({ spymasters: ['reference-0.7'], guessers: ['random'], games: 2, seed: 1, workers: 0, referee: false, turnCap: 6, resumeFrom: first }))
      .rejects.toThrow(/cannot resume from a different tournament.*"turnCap":5/);
  });
});

describe('an --out directory that holds a run is never overwritten without --force', () => {
  it('an interrupted run is not truncated by the same command without --resume', async () => {
    const dir = await interrupted('no-resume', 3);
    const before = readFileSync(join(dir, 'outcomes.jsonl'), 'utf8');
    const r = await run([...common, '--out', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/already holds a tournament run \(outcomes\.jsonl\).*--resume.*--force.*\[harness\/run-exists\]/);
    expect(readFileSync(join(dir, 'outcomes.jsonl'), 'utf8')).toBe(before);
  });

  it('a finished run made with other settings is not overwritten; --force starts again', async () => {
    const dir = join(tmp, 'finished');
    expect((await run([...common, '--out', dir])).code).toBe(0);
    const before = readFileSync(join(dir, 'results.json'), 'utf8');
    const again = await run([...common, '--turn-cap', '3', '--out', dir]);
    expect(again.code).toBe(2);
    expect(readFileSync(join(dir, 'results.json'), 'utf8')).toBe(before);
    const forced = await run([...common, '--turn-cap', '3', '--out', dir, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')).settings.turnCap).toBe(3);
    expect((await run([...common, '--out', dir, '--force', '--resume'])).code).toBe(2);
  });
});

describe('file problems are cli/io errors naming the path', () => {
  it('an outcome log that cannot be read on resume', async () => {
    const dir = join(tmp, 'log-is-a-dir');
    mkdirSync(join(dir, 'outcomes.jsonl'), { recursive: true });
    const r = await run([...common, '--out', dir, '--resume']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(join(dir, 'outcomes.jsonl'));
    expect(r.stderr).toMatch(/\[cli\/io\]/);
  });

  it('--out under /proc is refused up front (it used to spin forever)', async () => {
    const r = await run([...common, '--out', '/proc/codenames-ai-out']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot create \/proc\/codenames-ai-out.*\[cli\/io\]/);
  });

  it('--out naming a file is refused up front', async () => {
    const file = join(tmp, 'a-file');
    writeFileSync(file, 'x');
    const r = await run([...common, '--out', join(file, 'sub')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/exists and is not a directory.*\[cli\/io\]/);
  });
});
