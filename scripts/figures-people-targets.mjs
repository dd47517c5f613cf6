#!/usr/bin/env node
/**
 * The README's table "How the agents do with people": issue 11's targets for clue legibility and for the
 * guesser, each with what the code measures now and the command that measures it.
 *
 * - blind readers: for each variant the newest committed panel that has that page (bench/clue-eval/panel-N with
 *   the highest N holding answers-VARIANT-*.jsonl: the default spymaster's first clues on the 40 standard boards
 *   of run seed 777 or the 40 single-team boards of run seed 778, each page read by two fresh language-model
 *   readers that saw only the sheet; a panel re-reads only the page whose clues changed), re-scored with
 *   `eval clues --score`; `--panel DIR` takes both pages from DIR;
 * - our default guesser reading careful person-like first clues (bench/clue-eval/key-careful-a/-b.jsonl, 80
 *   boards each), recomputed with `eval clues --guesser default`;
 * - our default guesser on people's own clues (the Cultural Codes dev turns, played out), with `eval human`;
 *   that file is not in the repository (it never ships), so its path is an argument.
 * Cross-play, two-team and speed figures are tournaments of minutes: they are in docs/benchmarks.md.
 *
 * Usage: npm run build && node scripts/figures-people-targets.mjs --cc PATH/cultural-codes-dev.jsonl
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cliJson } from './lib/tournament-json.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({ options: { cc: { type: 'string' }, panel: { type: 'string' } } });
if (flags.cc === undefined) {
  console.error('usage: node scripts/figures-people-targets.mjs --cc PATH/cultural-codes-dev.jsonl [--panel bench/clue-eval/panel-N]');
  process.exit(2);
}
const run = (args) => cliJson('figures-people-targets', args);
const pct = (r) => `${(100 * r.rate).toFixed(1)}%`;
const rows = ['| target (issue 11) | measured | met | command |', '|---|---|---|---|'];
let last = '';
const row = (target, measured, met, command) => {
  rows.push(`| ${target} | ${measured} | ${met ? 'yes' : '**no**'} | ${command === last ? 'the same' : command.startsWith('the ') ? command : `\`npx codenames-ai ${command}\``} |`);
  last = command;
};

// Blind readers on the default spymaster's first clues.
const hasPage = (dir, variant) => readdirSync(join(root, dir)).some((f) => f.startsWith(`answers-${variant}-`) && f.endsWith('.jsonl'));
const newestPanel = (variant) => {
  const found = readdirSync(join(root, 'bench/clue-eval'))
    .map((d) => /^panel-(\d+)$/.exec(d))
    .filter((m) => m !== null && hasPage(`bench/clue-eval/${m[0]}`, variant))
    .sort((a, b) => Number(b[1]) - Number(a[1]))[0];
  if (found === undefined) throw new Error(`figures-people-targets: no bench/clue-eval/panel-N has answers-${variant}-*.jsonl`);
  return `bench/clue-eval/${found[0]}`;
};
for (const variant of ['standard', 'single-team']) {
  const panel = flags.panel ?? newestPanel(variant);
  const answers = readdirSync(join(root, panel)).filter((f) => f.startsWith(`answers-${variant}-`) && f.endsWith('.jsonl')).sort().map((f) => `${panel}/${f}`);
  const key = `${panel}/key-${variant}.json`;
  const cmd = `eval clues ${answers.map((a) => `--score ${a}`).join(' ')} --key ${key}`;
  const r = run(['eval', 'clues', ...answers.flatMap((a) => ['--score', a]), '--key', key]).rows.find((x) => x.spymaster === 'default');
  const numbers = JSON.parse(readFileSync(join(root, key), 'utf8')).items.filter((i) => i.spymaster === 'default').map((i) => i.number);
  row(`blind readers, ${variant} first clues: team cards per clue >= 2.0`, `${r.teamCards.mean.toFixed(2)} (asked ${r.numberAsked.mean.toFixed(2)}, ${r.clues} readings)`, r.teamCards.mean >= 2.0, cmd);
  row(`blind readers, ${variant}: turns ending on a wrong card <= 25%, no assassin`, `${pct(r.endsWrong)}, ${r.assassins} assassin${r.assassins === 1 ? '' : 's'}`, r.endsWrong.rate <= 0.25 && r.assassins === 0, cmd);
  if (variant === 'standard') {
    const max = Math.max(...numbers);
    const mean = numbers.reduce((a, b) => a + b, 0) / numbers.length;
    row('standard first clues: mean number <= 3, never > 4', `mean ${mean.toFixed(2)}, largest ${max}`, mean <= 3 && max <= 4, `the numbers in ${panel}/items-standard.jsonl`);
  }
}

// Our guesser on careful person-like clues.
for (const k of ['a', 'b']) {
  const key = `bench/clue-eval/key-careful-${k}.jsonl`;
  const rs = run(['eval', 'clues', '--guesser', 'default', '--key', key]).rows;
  const n = rs.reduce((a, r) => a + r.clues, 0);
  const cards = rs.reduce((a, r) => a + r.teamCards.mean * r.clues, 0) / n;
  const wrong = rs.reduce((a, r) => a + r.endsWrong.successes, 0) / n;
  row(`our guesser on careful clues (${k}, ${n} boards): team cards per clue >= 1.9, ending wrong <= 15%`, `${cards.toFixed(2)}, ${(100 * wrong).toFixed(1)}%`, cards >= 1.9 && wrong <= 0.15, `eval clues --guesser default --key ${key}`);
}

// Our guesser on people's clues.
const h = run(['eval', 'human', flags.cc]);
const cmd = 'eval human cultural-codes-dev.jsonl';
row("people's clues (Cultural Codes dev): first guess in the giver's targets >= 65%", pct(h.firstInTargets), h.firstInTargets.rate >= 0.65, cmd);
row("people's clues: first guess an assassin <= 3.0% (people 1.1-1.9%)", pct(h.firstIsAssassin), h.firstIsAssassin.rate <= 0.03, cmd);
row("people's clues, played out: team cards per turn >= 1.0", `${h.teamCardsPerTurn.mean.toFixed(2)} (people ${h.humanTeamCardsPerTurn.mean.toFixed(2)})`, h.teamCardsPerTurn.mean >= 1.0, cmd);
row("people's clues, played out: turns ending on an assassin <= 4%", `${pct(h.turnEndsOnAssassin)} (people ${pct(h.humanTurnEndsOnAssassin)})`, h.turnEndsOnAssassin.rate <= 0.04, cmd);
console.log(rows.join('\n'));
