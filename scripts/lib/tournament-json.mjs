/**
 * Runs the built CLI with `--json` (a tournament, `eval clues`, `eval human`) and returns what it prints,
 * parsed; the figure scripts build their tables from it. Progress and notes go to this process's stderr. On
 * failure it prints the script's name and exits 1.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * The `--json` output of `codenames-ai ...args` (args without --json), parsed; stderr passes through. On
 * failure it prints `script: the COMMAND exited ...` (COMMAND = args[0]) with the whole command and exits 1.
 */
export function cliJson(script, args) {
  const r = spawnSync(process.execPath, ['dist/cli/main.js', ...args, '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) {
    console.error(`${script}: the ${args[0]} exited ${r.status ?? r.signal} (codenames-ai ${args.join(' ')})`);
    process.exit(1);
  }
  return JSON.parse(r.stdout);
}

/** The `--json` summary of `codenames-ai tournament ...args` (args without --json). */
export function tournamentJson(script, args) {
  return cliJson(script, ['tournament', ...args]);
}

/** Parses `--flag value` pairs into `opts` (its keys are the known flags and their defaults); exits 2 on an unknown or incomplete flag. */
export function parseFigureFlags(script, opts, argv = process.argv.slice(2)) {
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, '');
    if (!(key in opts) || argv[i + 1] === undefined) {
      console.error(`${script}: unknown or incomplete flag ${argv[i]} (flags: ${Object.keys(opts).map((k) => `--${k}`).join(', ')})`);
      process.exit(2);
    }
    opts[key] = argv[i + 1];
  }
  return opts;
}

/** A rate as a percentage with one decimal, and its 95% interval: "95.6% [94.1, 96.7]". */
export function rateWithInterval(rate, [low, high]) {
  const p = (x) => (100 * x).toFixed(1);
  return `${p(rate)}% [${p(low)}, ${p(high)}]`;
}
