#!/usr/bin/env node
/**
 * The blind-reading figures of docs/clue-evaluation.md ("Figures"): scores the committed panels of
 * bench/clue-eval/ with `eval clues --score` and lets our guessers read the committed careful clues with
 * `eval clues --guesser`, then prints one Markdown table of each.
 *
 * - panel-11: the first clues of commit f422113's spymaster (no clue that runs together with a card not ours into
 *   one word, closed-compound.ts: 1 of the 40 single-team and 3 of the 40 standard clues differ from panel-10's),
 *   both pages, four fresh readers, two a page.
 * - panel-10: the first clues of commit 99098f2's spymaster (planning, cover-plan.ts: 1 of the 40 single-team and 3
 *   of the 40 standard clues differ from panel-9's), both pages, four fresh readers, two a page.
 * - panel-9: the first clues of commit 2d433cd's spymaster (the pool of 20,000 clue words: 11 of the 40
 *   single-team and 5 of the 40 standard clues differ from panel-8's and panel-6's), both pages, four fresh
 *   readers, two a page.
 * - panel-8: the single-team page only (of the 40 single-team first clues of commit 45dbb04's spymaster, the
 *   card-backed pairs and the loosely heard third targets, two differ from panel-7's: JUPITER 3 became REEF 3,
 *   ALIEN 3 became LIGHT 3), two fresh readers; the standard page is still panel-6's.
 * - panel-7: the single-team page only (of the 40 single-team first clues of commit 3e4c55e's spymaster, the
 *   widened single-team pairs, one differs from panel-6's: CONNECTION 1 became GERMANY 2), two fresh readers; its
 *   40 standard first clues are panel-6's, clue for clue, so that page was not read again.
 * - panel-6: the first clues of today's `default` (the spymaster of commit ea0cf5a, exported at main c31ed4c: the
 *   plain-GloVe assassin check), four fresh readers, two a page; 2 of its 80 clues differ from panel-5's.
 * - panel-5: the first clues of `default` at commit 716c96c, panel-4 the spymaster one commit before it
 *   (2b97aa0: its readers touched the assassin once, which the bar of 716c96c removes), both two readers a page.
 * - panel-3: the first clues of the earlier `default` (the spymaster for people with the card norms and the clue-word
 *   norms, commit 21007a3) on 40 standard boards (run seed 777) and 40 single-team boards (run seed 778), each
 *   40-item page read blind by two fresh language-model readers (board and clue only); both readers' answers are
 *   scored.
 * - panel-2: the same for the earlier `default` (card norms only, commit f7e175e), two readers a page.
 * - panel-1: the first clues of the earlier `default` and `default-bold` (commit 27c29bd, before the norms) on
 *   the same boards, one reader a page.
 * The clues in the keys are what the spymasters said when each panel was run; this script re-scores those
 * answers, it does not ask the spymasters again.
 * - careful-b: the first clues a language model playing a careful human spymaster gave on the same 80 boards;
 *   the guesser rows are recomputed from the code as it is now.
 *
 * Usage: npm run build && node scripts/figures-clue-panel.mjs
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliJson } from './lib/tournament-json.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'bench', 'clue-eval');
const evalClues = (args) => cliJson('figures-clue-panel', ['eval', 'clues', ...args]);
const pct = (r) => `${Math.round(100 * r.rate)}% [${Math.round(100 * r.low)}, ${Math.round(100 * r.high)}]`;
const mean = (m) => `${m.mean.toFixed(2)} [${m.low.toFixed(2)}, ${m.high.toFixed(2)}]`;
const header = '| reader | spymaster | variant | clues | number asked | team cards/clue | all N found | ending on a wrong card | assassins |\n|---|---|---|---|---|---|---|---|---|';
const line = (reader, r) => `| ${reader} | ${r.spymaster} | ${r.variant} | ${r.clues} | ${mean(r.numberAsked)} | ${mean(r.teamCards)} | ${pct(r.allFound)} | ${pct(r.endsWrong)} | ${r.assassins} |`;

const rows = [header];
const panels = [
  { name: 'panel-11', readers: ['A', 'B'], label: 'blind language-model readers (2 a page), f422113' },
  { name: 'panel-10', readers: ['A', 'B'], label: 'blind language-model readers (2 a page), 99098f2' },
  { name: 'panel-9', readers: ['A', 'B'], label: 'blind language-model readers (2 a page), 2d433cd' },
  { name: 'panel-8', readers: ['A', 'B'], variants: ['single-team'], label: 'blind language-model readers (2 a page), 45dbb04 (single-team page)' },
  { name: 'panel-7', readers: ['A', 'B'], variants: ['single-team'], label: 'blind language-model readers (2 a page), 3e4c55e (single-team page)' },
  { name: 'panel-6', readers: ['A', 'B'], label: 'blind language-model readers (2 a page), ea0cf5a' },
  { name: 'panel-5', readers: ['A', 'B'], label: 'blind language-model readers (2 a page), 716c96c' },
  { name: 'panel-4', readers: ['A', 'B'], label: 'blind language-model readers (2 a page), 2b97aa0 (before the assassin word-link bar)' },
  { name: 'panel-3', readers: ['A', 'B'], label: 'blind language-model readers (2 a page), 21007a3 (before the card-word clue norms)' },
  { name: 'panel-2', readers: ['A', 'B'], label: 'blind language-model readers (2 a page), f7e175e (before the clue-word norms)' },
  { name: 'panel-1', readers: ['p1', 'p2'], label: 'blind language-model readers, 27c29bd (before the norms)' },
];
for (const panel of panels) {
  for (const variant of panel.variants ?? ['standard', 'single-team']) {
    const p = join(dir, panel.name);
    const report = evalClues([...panel.readers.flatMap((k) => ['--score', join(p, `answers-${variant}-${k}.jsonl`)]), '--key', join(p, `key-${variant}.json`)]);
    for (const r of report.rows) rows.push(line(panel.label, r));
  }
}
for (const guesser of ['default', 'reference']) {
  const report = evalClues(['--guesser', guesser, '--key', join(dir, 'key-careful-b.jsonl')]);
  for (const r of report.rows) rows.push(line(`our \`${guesser}\` guesser`, { ...r, spymaster: 'careful (language model)' }));
}
console.log(rows.join('\n'));
