#!/usr/bin/env node
/**
 * node scripts/figures-crossplay.mjs [--games 100] [--seed 1] [--workers 2]
 *   [--spymasters default,glove,wordnet,reference-0.7] [--guessers default,glove,wordnet,reference]
 *
 * Plays a single-team cross-play tournament with the built CLI (`tournament --json`, referee on) and prints
 * the markdown table of docs/tournaments.md: one row per spymaster, one column per guesser, each cell
 * "mean score ± SE (win rate)". Deterministic for a seed and game count (every figure but the speed, which is
 * not printed). Used by `npm run docs:figures`; slow (minutes), so never run by docs:check or CI.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const opts = { games: '100', seed: '1', workers: '2', spymasters: 'default,glove,wordnet,reference-0.7', guessers: 'default,glove,wordnet,reference' };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const key = argv[i].replace(/^--/, '');
  if (!(key in opts) || argv[i + 1] === undefined) {
    console.error(`figures-crossplay: unknown or incomplete flag ${argv[i]} (flags: ${Object.keys(opts).map((k) => `--${k}`).join(', ')})`);
    process.exit(2);
  }
  opts[key] = argv[i + 1];
}
const root = resolve(import.meta.dirname, '..');
const r = spawnSync(process.execPath, ['dist/cli/main.js', 'tournament', '--variant', 'single-team', '--spymasters', opts.spymasters, '--guessers', opts.guessers,
  '--games', opts.games, '--seed', opts.seed, '--workers', opts.workers, '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
if (r.status !== 0) {
  console.error(`figures-crossplay: the tournament exited ${r.status ?? r.signal}`);
  process.exit(1);
}
const summary = JSON.parse(r.stdout);
const spymasters = opts.spymasters.split(',');
const guessers = opts.guessers.split(',');
const cell = (s, g) => {
  const p = summary.pairings.find((x) => x.spymaster === s && x.guesser === g);
  if (p === undefined) throw new Error(`no pairing ${s} x ${g} in the tournament summary`);
  return `${p.meanScore.toFixed(2)} ± ${p.scoreSE.toFixed(2)} (${(100 * p.winRate).toFixed(0)}%)`;
};
console.log(`| spymaster \\ guesser | ${guessers.join(' | ')} |`);
console.log(`|---|${guessers.map(() => '---').join('|')}|`);
for (const s of spymasters) console.log(`| ${s} | ${guessers.map((g) => cell(s, g)).join(' | ')} |`);
