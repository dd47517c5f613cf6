#!/usr/bin/env node
/**
 * `--concurrency` benchmark (against dist/): a tournament against an outside-like agent that answers every
 * clue and guess after a fixed delay (a JS module agent that sleeps, standing in for a process, an HTTP
 * server or a language model), on worker threads, once per concurrency. Prints a Markdown table: wall time,
 * games/s, speed-up over the first concurrency, and whether the results (without timings) are identical.
 *
 * Run: npm run build && node bench/concurrency.mjs [--games 1000] [--workers 2] [--delay 200]  [--concurrency 1,16] [--dist dist]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values: f } = parseArgs({ options: {
  games: { type: 'string', default: '1000' }, workers: { type: 'string', default: '2' }, delay: { type: 'string', default: '200' },
  concurrency: { type: 'string', default: '1,16' }, seed: { type: 'string', default: '1' }, dist: { type: 'string', default: 'dist' },
} });
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { runTournament, withoutTimings } = await import(pathToFileURL(join(ROOT, f.dist, 'harness', 'index.js')).href);

// The waiting agent: the spymaster spells the grid positions of its next three agents into the clue word
// (a made-up word the referee is not asked about), its guesser reads them back: a short game of few calls.
const dir = mkdtempSync(join(tmpdir(), 'bench-concurrency-'));
writeFileSync(join(dir, 'slow.mjs'), `
const wait = (v) => new Promise((r) => setTimeout(() => r(v), ${Number(f.delay)}));
const A = 'abcdefghijklmnopqrstuvwxy';
export const spymaster = { name: 'slow', giveClue: (view) => {
  const mine = view.cards.map((c, k) => k).filter((k) => !view.cards[k].revealed && view.key[k] === view.team).slice(0, 3);
  return wait({ word: 'zzq' + mine.map((k) => A[k]).join(''), number: mine.length, targets: mine.map((k) => view.cards[k].word) });
} };
export const guesser = { name: 'slow', guess: (view) => {
  const spelled = [...view.currentClue.word.slice(3)].map((ch) => view.cards[A.indexOf(ch)]);
  const rest = view.cards.filter((c) => !c.revealed && !spelled.includes(c));
  return wait({ ranked: [...spelled, ...rest].map((c, i) => ({ word: c.word, score: -i })), take: spelled.length });
} };
`);
try {
  const rows = [];
  let first = null;
  for (const c of f.concurrency.split(',').map(Number)) {
    const r = await runTournament({ agents: 'slow.mjs', cwd: dir, spymasters: ['slow'], guessers: ['slow'], games: Number(f.games), seed: Number(f.seed), workers: Number(f.workers), concurrency: c, referee: false });
    const same = first === null ? true : JSON.stringify(withoutTimings(r)) === JSON.stringify(withoutTimings(first.r));
    first ??= { r, ms: r.elapsedMs };
    rows.push(`| ${c} | ${(r.elapsedMs / 1000).toFixed(1)} | ${r.gamesPerSecond.toFixed(2)} | ${(first.ms / r.elapsedMs).toFixed(1)}x | ${same ? 'yes' : 'NO'} |`);
  }
  console.log(`${f.games} single-team games, ${f.workers} workers, agent answers in ${f.delay} ms:\n`);
  console.log('| concurrency | wall s | games/s | speed-up | identical results |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
