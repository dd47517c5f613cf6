/**
 * What a run leaves in its --out directory:
 * - results.json (the full TournamentResult, merge and resume input), pairings.csv, games.csv, report.html;
 * - outcomes.jsonl while it runs: a header line, then one line per finished game, appended as games finish,
 *   so even a run killed hard can be resumed (a torn last line is ignored).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CodenamesError } from '../errors.js';
import { gamesCsv, pairingsCsv } from './report-csv.js';
import { htmlReport } from './report-html.js';
import type { GameOutcome, TournamentResult } from './types.js';

/** The identity of a run, written as the first line of outcomes.jsonl and checked on resume. */
export interface OutcomeLogHeader {
  readonly format: 'codenames-ai/tournament-log';
  readonly variant: string;
  readonly seed: number;
  readonly games: number;
  readonly spymasters: readonly string[];
  readonly guessers: readonly string[];
  readonly shard: string | null;
}

function io<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    throw new CodenamesError('cli/io', `cannot ${what}: ${e instanceof Error ? e.message : String(e)}. Check that the --out directory is writable.`);
  }
}

/**
 * Writes results.json, pairings.csv, games.csv and report.html into `dir` (created if needed).
 *
 * @example
 * writeReports('out/', result); // ['out/results.json', 'out/pairings.csv', 'out/games.csv', 'out/report.html']
 */
export function writeReports(dir: string, r: TournamentResult): string[] {
  io(`create ${dir}`, () => mkdirSync(dir, { recursive: true }));
  const files: [string, string][] = [
    ['results.json', `${JSON.stringify(r)}\n`],
    ['pairings.csv', pairingsCsv(r)],
    ['games.csv', gamesCsv(r)],
    ['report.html', htmlReport(r)],
  ];
  return files.map(([name, text]) => {
    const path = join(dir, name);
    io(`write ${path}`, () => writeFileSync(path, text));
    return path;
  });
}

/** Starts (or, when resuming, continues) the outcome log of `dir`; returns the appender. */
export function openOutcomeLog(dir: string, header: OutcomeLogHeader, resume: boolean): (o: GameOutcome) => void {
  const path = join(dir, 'outcomes.jsonl');
  io(`create ${dir}`, () => mkdirSync(dir, { recursive: true }));
  if (!resume || !existsSync(path)) io(`write ${path}`, () => writeFileSync(path, `${JSON.stringify(header)}\n`));
  return (o) => io(`append to ${path}`, () => appendFileSync(path, `${JSON.stringify(o)}\n`));
}

/**
 * Reads the games an earlier run of the same tournament logged in `dir` (none when there is no log).
 * Throws `harness/bad-results` when the log belongs to a different tournament.
 */
export function readOutcomeLog(dir: string, header: OutcomeLogHeader): GameOutcome[] {
  const path = join(dir, 'outcomes.jsonl');
  if (!existsSync(path)) return [];
  const lines = io(`read ${path}`, () => readFileSync(path, 'utf8')).split('\n');
  let first: unknown;
  try {
    first = JSON.parse(lines[0] ?? '');
  } catch {
    first = null;
  }
  if (JSON.stringify(first) !== JSON.stringify(header)) {
    throw new CodenamesError('harness/bad-results', `${path} belongs to a different tournament (${lines[0]?.slice(0, 200) ?? ''}). Resume with the options of that run, or use another --out directory.`);
  }
  const out: GameOutcome[] = [];
  for (const line of lines.slice(1)) {
    if (line.trim() === '') continue;
    try {
      out.push(JSON.parse(line) as GameOutcome);
    } catch {
      // A line torn by a hard stop: that game is simply played again.
    }
  }
  return out;
}
