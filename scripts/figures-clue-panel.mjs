#!/usr/bin/env node
/**
 * The blind-reading figures of docs/clue-evaluation.md ("Figures"): scores the committed panels of
 * bench/clue-eval/ with `eval clues --score` and lets our guessers read the committed careful clues with
 * `eval clues --guesser`, then prints one Markdown table of each.
 *
 * - panel-1: the first clues of `default` and `default-bold` on 40 standard boards (run seed 777) and 40
 *   single-team boards (run seed 778), read blind by four language-model readers (one 40-item page each,
 *   board and clue only). The clues in the keys are what the spymasters said when the panel was run; this
 *   script re-scores those answers, it does not ask the spymasters again.
 * - careful-b: the first clues a language model playing a careful human spymaster gave on the same 80 boards;
 *   the guesser rows are recomputed from the code as it is now.
 *
 * Usage: npm run build && node scripts/figures-clue-panel.mjs
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'bench', 'clue-eval');
const cli = join(root, 'dist', 'cli', 'main.js');

function evalClues(args) {
  return JSON.parse(execFileSync(process.execPath, [cli, 'eval', 'clues', ...args, '--json'], { encoding: 'utf8' }));
}
const pct = (r) => `${Math.round(100 * r.rate)}% [${Math.round(100 * r.low)}, ${Math.round(100 * r.high)}]`;
const mean = (m) => `${m.mean.toFixed(2)} [${m.low.toFixed(2)}, ${m.high.toFixed(2)}]`;
const header = '| reader | spymaster | variant | clues | number asked | team cards/clue | all N found | ending on a wrong card | assassins |\n|---|---|---|---|---|---|---|---|---|';
const line = (reader, r) => `| ${reader} | ${r.spymaster} | ${r.variant} | ${r.clues} | ${mean(r.numberAsked)} | ${mean(r.teamCards)} | ${pct(r.allFound)} | ${pct(r.endsWrong)} | ${r.assassins} |`;

const rows = [header];
for (const variant of ['standard', 'single-team']) {
  const p = join(dir, 'panel-1');
  const report = evalClues(['--score', join(p, `answers-${variant}-p1.jsonl`), '--score', join(p, `answers-${variant}-p2.jsonl`), '--key', join(p, `key-${variant}.json`)]);
  for (const r of report.rows) rows.push(line('blind language-model readers', r));
}
for (const guesser of ['default', 'reference']) {
  const report = evalClues(['--guesser', guesser, '--key', join(dir, 'key-careful-b.jsonl')]);
  for (const r of report.rows) rows.push(line(`our \`${guesser}\` guesser`, { ...r, spymaster: 'careful (language model)' }));
}
console.log(rows.join('\n'));
