#!/usr/bin/env node
/**
 * Why the spymaster for people does not give a given clue: for each clue of a file (a board with its key, the
 * clue word and its targets, e.g. what a careful person or a language model playing one gave), says whether
 * the clue is legal (the referee), in the spymaster's pool of familiar words, what each target's readings are
 * (clue-word norms, card norms, word links, GloVe and WordNet ranks, human-model margin over the best card not
 * ours), and whether the judges pass it (clue-judges.ts judge, with the single-team params where the variant
 * is single-team) or, for a pair, the single-team pair route (bystander-pair.ts); if not, which single setting
 * relaxed (scripts/lib/judge-relaxations.mjs) lets them, 'loose-only' when reading the single-team loose cards
 * (bystanders, the other team's agents while 3+ are open) as ours does, or 'none'. Only the judges are asked;
 * nothing of them is re-implemented.
 *
 * Input lines (JSONL, or a JSON array): {"id", "words": [25], "key": [25 identities], "team", "clue",
 * "targets": [...], "variant"?: "single-team" (default) | "standard"}.
 *
 * Usage: npm run build && node scripts/agents-clue-refusals.mjs FILE.jsonl [--list] [--json]
 */
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { judgeRelaxations } from './lib/judge-relaxations.mjs';

const { values: f, positionals } = parseArgs({ allowPositionals: true, options: { list: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } } });
if (positionals.length !== 1) {
  console.error('usage: node scripts/agents-clue-refusals.mjs FILE.jsonl [--list] [--json]');
  process.exit(2);
}
const people = await import('../dist/agents/people/index.js');
const { looseCards, pairBoard, bystanderPair } = await import('../dist/agents/people/bystander-pair.js');
const { familiarWords } = await import('../dist/agents/people/familiar-words.js');
const { checkClue, prepareReferee } = await import('../dist/legality/index.js');
await prepareReferee({ lang: 'en' });
const minds = await people.readingMinds();
const familiar = familiarWords();
const shipped = people.peopleParams(0.5, { normsKnown: true });
const text = readFileSync(positionals[0], 'utf8').trim();
const items = text.startsWith('[') ? JSON.parse(text) : text.split('\n').map((l) => JSON.parse(l));

const counts = new Map();
const rows = [];
for (const it of items) {
  const variant = it.variant ?? 'single-team';
  const single = variant !== 'standard';
  // (the standard game's judges read without the single-team loose third targets, as the spymaster does)
  const base = single ? shipped : { ...shipped, forwardLooseTied: false };
  const clue = it.clue.toLowerCase();
  const { words, key, team } = it;
  const ours = key.map((k) => k === team);
  const assassins = key.map((k) => k === 'assassin');
  const board = { ours, assassins };
  const targets = it.targets.map((t) => words.indexOf(t));
  const legal = checkClue(clue, { board: words }, { lang: 'en' });
  const row = { id: it.id, clue, targets: it.targets, legal: legal.ok, familiar: familiar.has(clue) };
  if (targets.some((t) => t < 0 || !ours[t])) {
    row.reason = 'bad-targets';
  } else {
    const reading = people.boardReader(minds, words).read(clue);
    const u = people.humanUtilities(reading, people.HUMAN_MODEL_WEIGHTS);
    const known = { covered: minds.links.clueNorm.covers(clue), strict: false };
    let other = -Infinity;
    for (let i = 0; i < u.length; i++) if (!ours[i]) other = Math.max(other, u[i]);
    const rankIn = (s, t) => (s === null ? 99 : 1 + [...s].filter((v, i) => i !== t && v > s[t]).length);
    row.readings = targets.map((t) => ({
      card: words[t], forward: reading.links.clueNorm[t], norm: Math.max(reading.links.norm[t], reading.links.normBack[t]),
      links: people.FLAG_KINDS.filter((k) => reading.links[k][t] === 1), glove: rankIn(reading.glove, t), wordnet: rankIn(reading.wordnet, t), human: +(u[t] - other).toFixed(2),
    }));
    const pairs = single ? pairBoard(ours, assassins, looseCards(key, team, base)) : null;
    const passes = (p) => people.judge(reading, u, targets, board, p, known).way !== null
      || (pairs !== null && targets.length === 2 && bystanderPair(reading, u, targets, pairs, p, known) !== null)
      || (pairs !== null && targets.length === 2 && bystanderPair(reading, u, [targets[1], targets[0]], pairs, p, known) !== null);
    if (passes(base)) row.reason = 'passes';
    else {
      const unlocked = judgeRelaxations(base).filter(([, p]) => passes(p)).map(([n]) => n);
      const looseOnly = pairs !== null && people.judge(reading, u, targets, pairs.withoutLoose, base, known).way !== null;
      row.reason = unlocked.length > 0 ? unlocked.join('|') : looseOnly ? 'loose-only' : 'none';
    }
  }
  if (!row.legal) row.reason = `illegal:${legal.code}`;
  else if (!row.familiar) row.reason = `unfamiliar:${row.reason}`;
  counts.set(row.reason, (counts.get(row.reason) ?? 0) + 1);
  rows.push(row);
}
if (f.json) console.log(JSON.stringify({ counts: Object.fromEntries(counts), rows }));
else {
  if (f.list) {
    for (const r of rows) {
      const why = (r.readings ?? []).map((x) => `${x.card}(fwd ${x.forward}, norm ${x.norm}, glove ${x.glove}, wordnet ${x.wordnet}, human ${x.human}${x.links.length > 0 ? `, ${x.links.join('+')}` : ''})`).join(' ');
      console.log(`${r.id} ${r.clue.toUpperCase()} ${r.targets.length}: ${r.reason} | ${why}`);
    }
  }
  console.log(`clues: ${rows.length}`);
  console.log('reason | clues');
  for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${k} | ${v}`);
}
