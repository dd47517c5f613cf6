#!/usr/bin/env node
/**
 * Why a clue for 2 is not a clue for 3: for each first clue for 2 of an `eval clues` key (default spymaster),
 * the same clue word is judged for its two targets plus a third card of ours (the one the human model ranks
 * next), and the script counts what refuses it:
 * - 'passes': the judges pass the three (then the search dropped it: not among its target orders, below the
 *   chance-all-found floor, a plain-GloVe reader reaches the assassin, or the clue for 2 is worth more);
 * - otherwise the single setting whose relaxation (one at a time, the rest as shipped) lets the judges pass
 *   it, or 'none' when no single one does; and 'loose-only' when the judges pass it once the single-team
 *   loose cards (bystanders, the other team's agents while 3+ are open) are read as ours.
 * A third target is 'plausible' when the human model puts it above every card not ours (a person who has the
 * two looks there next). Only the judges are asked (clue-judges.ts judge); nothing is re-implemented but the
 * spymaster's chance-all-found, which is the human model's expectedReading.
 *
 * Usage: npm run build && node scripts/agents-three-refusals.mjs DIR/key.json [...] [--list] [--json]
 */
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { judgeRelaxations } from './lib/judge-relaxations.mjs';

const { values: f, positionals } = parseArgs({ allowPositionals: true, options: { list: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } } });
if (positionals.length === 0) {
  console.error('usage: node scripts/agents-three-refusals.mjs DIR/key.json [...] [--list] [--json]');
  process.exit(2);
}
const people = await import('../dist/agents/people/index.js');
const { looseCards, pairBoard } = await import('../dist/agents/people/bystander-pair.js');
const { plainReach } = await import('../dist/agents/people/plain-cosine.js');
const { cardVectors } = await import('../dist/agents/word-stats.js');
const minds = await people.readingMinds();
const base = people.peopleParams(0.5, { normsKnown: true });
const RELAX = judgeRelaxations(base);

const items = positionals.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).items);
const counts = new Map();
const plausibleCounts = new Map();
const rows = [];
const bump = (m, k) => m.set(k, (m.get(k) ?? 0) + 1);
for (const it of items) {
  if (it.number !== 2 || it.spymaster !== 'default') continue;
  const { words, key, team } = it;
  const ours = key.map((k) => k === team);
  const assassins = key.map((k) => k === 'assassin');
  const board = { ours, assassins };
  const reading = people.boardReader(minds, words).read(it.clue.toLowerCase());
  const u = people.humanUtilities(reading, people.HUMAN_MODEL_WEIGHTS);
  const known = { covered: minds.links.clueNorm.covers(it.clue.toLowerCase()), strict: false };
  const two = it.targets.map((t) => words.indexOf(t));
  const third = ours.flatMap((o, i) => (o && !two.includes(i) ? [i] : [])).sort((a, b) => u[b] - u[a])[0];
  if (third === undefined) continue;
  const targets = [...two, third];
  let other = -Infinity;
  for (let i = 0; i < u.length; i++) if (!ours[i]) other = Math.max(other, u[i]);
  const rankIn = (s) => (s === null ? 99 : 1 + [...s].filter((v, i) => i !== third && v > s[third]).length);
  const flagged = people.FLAG_KINDS.filter((k) => reading.links[k][third] === 1);
  const ties = [reading.links.clueNorm[third] > 0, Math.max(reading.links.norm[third], reading.links.normBack[third]) > 0, flagged.length > 0, rankIn(reading.glove) <= 3, rankIn(reading.wordnet) <= 3].filter(Boolean).length;
  // (a person who has the two looks there next, and at least two readings tie it)
  const plausible = u[third] > other && ties >= 2;
  let reason;
  const verdict = people.judge(reading, u, targets, board, base, known);
  if (verdict.way !== null) {
    const e = people.expectedReading(u, ours, assassins, 3);
    const plainOffset = Float64Array.from(cardVectors(minds.glove, words), (v) => (v.vector === null ? -Infinity : v.hub / 2));
    const reach = plainReach(reading, 3, board, plainOffset);
    reason = reach < 0 ? 'passes:plain-assassin' : e.allFound < base.minAllFound && !verdict.forward && !verdict.norm ? 'passes:all-found' : 'passes:search-or-value';
  } else {
    const unlocked = RELAX.filter(([, p]) => people.judge(reading, u, targets, board, p, known).way !== null).map(([n]) => n);
    const loose = pairBoard(ours, assassins, looseCards(key, team, base)).withoutLoose;
    const looseOnly = people.judge(reading, u, targets, loose, base, known).way !== null;
    let pairs = [];
    if (unlocked.length === 0 && !looseOnly) {
      for (let a = 0; a < RELAX.length; a++) for (let b = a + 1; b < RELAX.length; b++) {
        if (people.judge(reading, u, targets, board, { ...RELAX[a][1], ...Object.fromEntries(Object.entries(RELAX[b][1]).filter(([k, v]) => base[k] !== v)) }, known).way !== null) pairs.push(`${RELAX[a][0]}+${RELAX[b][0]}`);
      }
    }
    reason = unlocked.length > 0 ? unlocked.join('|') : looseOnly ? 'loose-only' : pairs.length > 0 ? pairs.slice(0, 3).join('|') : 'none';
  }
  bump(counts, reason);
  if (plausible) bump(plausibleCounts, reason);
  const fw = reading.links.clueNorm[third];
  const norm = Math.max(reading.links.norm[third], reading.links.normBack[third]);
  rows.push({ seed: it.seed, board: it.board, clue: it.clue, targets: it.targets, third: words[third], plausible, margin: +(u[third] - other).toFixed(2), forward: fw, norm, glove: rankIn(reading.glove), wordnet: rankIn(reading.wordnet), flagged, reason });
}
if (f.json) {
  console.log(JSON.stringify({ counts: Object.fromEntries(counts), plausible: Object.fromEntries(plausibleCounts), rows }));
} else {
  if (f.list) for (const r of rows) console.log(`${r.clue} 2 (${r.targets.join(', ')}) + ${r.third}: ${r.plausible ? 'plausible' : 'not plausible'} (human margin ${r.margin}, forward ${r.forward}, norm ${r.norm}, glove ${r.glove}, wordnet ${r.wordnet}, links ${r.flagged.join('+') || '-'}): ${r.reason}`);
  const total = rows.length;
  const np = rows.filter((r) => r.plausible).length;
  console.log(`clues for 2: ${total}; third target plausible (human model above every card not ours, two readings tie it): ${np}`);
  console.log('reason | all | plausible');
  for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${k} | ${v} | ${plausibleCounts.get(k) ?? 0}`);
}
