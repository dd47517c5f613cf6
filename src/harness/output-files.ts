/**
 * What a run leaves in its --out directory:
 * - results.json (the full TournamentResult, merge and resume input), pairings.csv, games.csv, report.html;
 * - outcomes.jsonl while it runs: a header line, then one line per finished game, appended as games finish,
 *   so even a run killed hard can be resumed (a torn last line is ignored).
 */
import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { CodenamesError } from '../errors.js';
import { gamesCsv, pairingsCsv } from './report-csv.js';
import { htmlReport } from './report-html.js';
import type { TeamSpec } from './teams.js';
import type { GameOutcome, TournamentResult } from './types.js';

/** A file a run reads, by its path and the SHA-256 of its content (null when it cannot be read). */
export interface RunFileIdentity {
  readonly path: string;
  readonly sha256: string | null;
}

/**
 * Every other setting that changes what a game does: a run resumed with another value would mix games of two
 * tournaments. Files count by content, so an edited word list or agent module is another run too.
 */
export interface RunSettings {
  readonly model: string | null;
  readonly candidates: RunFileIdentity | null;
  /** A shipped list's name, or the file. */
  readonly wordList: string | RunFileIdentity | null;
  readonly turnCap: number | null;
  readonly referee: boolean;
  readonly timeLimitMs: number | null;
  readonly agentModules: readonly RunFileIdentity[];
  /** Agents given by description (`--agent NAME=KIND:REST`), as JSON. */
  readonly described: readonly unknown[];
}

/** The identity of a run, written as the first line of outcomes.jsonl and checked on resume. */
export interface OutcomeLogHeader {
  readonly format: 'codenames-ai/tournament-log';
  readonly variant: string;
  readonly seed: number;
  readonly games: number;
  readonly spymasters: readonly string[];
  readonly guessers: readonly string[];
  /** A tournament of fixed teams (teams.ts); absent for every pairing of the name lists. */
  readonly teams?: readonly TeamSpec[];
  readonly shard: string | null;
  readonly settings: RunSettings;
}

function io<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof CodenamesError) throw e;
    throw new CodenamesError('cli/io', `cannot ${what}: ${e instanceof Error ? e.message : String(e)}. Check that the --out directory is writable.`, { what });
  }
}

/** The identity of a file a run reads. */
export function fileIdentity(path: string): RunFileIdentity {
  try {
    return { path, sha256: createHash('sha256').update(readFileSync(path)).digest('hex') };
  } catch {
    return { path, sha256: null };
  }
}

/**
 * Creates `dir` one level at a time (Node's recursive mkdir never returns on /proc), refusing up front a path
 * whose existing part is not a directory or where nothing can be created (/proc, /sys, a read-only disk).
 */
export function ensureOutDir(dir: string): void {
  const full = resolve(dir);
  const missing: string[] = [];
  let at = full;
  for (;;) {
    let isDir: boolean | null = null;
    try {
      isDir = statSync(at).isDirectory();
    } catch {
      isDir = null;
    }
    if (isDir === false) throw new CodenamesError('cli/io', `cannot use ${full} as the output directory: ${at} exists and is not a directory. Give another --out.`, { path: full });
    if (isDir === true) break;
    missing.unshift(at);
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  for (const d of missing) io(`create ${d} (for --out ${full})`, () => mkdirSync(d));
  // Special file systems (/proc, /sys) may let a directory exist but take no file: probe before any game runs.
  const probe = join(full, `.codenames-ai-write-test-${process.pid}`);
  io(`write into ${full}`, () => {
    writeFileSync(probe, '');
    statSync(probe);
  });
  io(`remove ${probe}`, () => unlinkSync(probe));
}

/**
 * Writes results.json, pairings.csv, games.csv and report.html into `dir` (created if needed).
 *
 * @example
 * writeReports('out/', result); // ['out/results.json', 'out/pairings.csv', 'out/games.csv', 'out/report.html']
 */
export function writeReports(dir: string, r: TournamentResult): string[] {
  ensureOutDir(dir);
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

/**
 * Starts (or, with `resume`, continues) the outcome log of `dir`; returns the appender. A directory that
 * already holds a run (outcomes.jsonl or results.json) is refused without `resume` or `force`, so an
 * interrupted or finished run is never truncated or overwritten by accident; on resume the log must be
 * appendable before any game is played. File errors are `cli/io` naming the path.
 */
export function openOutcomeLog(dir: string, header: OutcomeLogHeader, resume: boolean, force = false): (o: GameOutcome) => void {
  const path = join(dir, 'outcomes.jsonl');
  ensureOutDir(dir);
  const existing = ['outcomes.jsonl', 'results.json'].filter((f) => existsSync(join(dir, f)));
  if (!resume && !force && existing.length > 0) {
    throw new CodenamesError('harness/run-exists', `${dir} already holds a tournament run (${existing.join(', ')}). Continue it with --resume, overwrite it with --force, or give another --out directory.`, { path: dir });
  }
  if (!resume || !existsSync(path)) io(`write ${path}`, () => writeFileSync(path, `${JSON.stringify(header)}\n`));
  else io(`open ${path} for appending`, () => closeSync(openSync(path, 'a')));
  return (o) => io(`append to ${path}`, () => appendFileSync(path, `${JSON.stringify(o)}\n`));
}

/** The header fields (and settings) in which two run identities differ, as "name: was -> now". */
function differences(was: unknown, now: OutcomeLogHeader): string[] {
  if (typeof was !== 'object' || was === null) return ['the first line is not a run header'];
  const w = was as Record<string, unknown>;
  const out: string[] = [];
  const show = (x: unknown): string => (x === undefined ? '(not recorded)' : JSON.stringify(x));
  const h = now as unknown as Record<string, unknown>;
  for (const k of new Set([...Object.keys(w), ...Object.keys(now)])) {
    if (k === 'settings') continue;
    if (JSON.stringify(w[k]) !== JSON.stringify(h[k])) out.push(`${k}: ${show(w[k])} -> ${show(h[k])}`);
  }
  const ws = (typeof w['settings'] === 'object' && w['settings'] !== null ? w['settings'] : {}) as Record<string, unknown>;
  for (const k of Object.keys(now.settings) as (keyof RunSettings)[]) {
    if (JSON.stringify(ws[k]) !== JSON.stringify(now.settings[k])) out.push(`${k}: ${show(ws[k])} -> ${show(now.settings[k])}`);
  }
  return out;
}

/**
 * Reads the games an earlier run of the same tournament logged in `dir` (none when there is no log).
 * Throws `harness/bad-results` naming every setting that differs when the log belongs to another run.
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
    throw new CodenamesError('harness/bad-results', `${path} belongs to a different run (${differences(first, header).join('; ')}). Resume with the settings of that run, or use another --out directory.`, { path });
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
