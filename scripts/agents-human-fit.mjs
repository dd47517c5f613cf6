#!/usr/bin/env node
/**
 * Fits the default agents' relation-bonus weights (WordNet relation, Moby thesaurus, phrase; see
 * src/agents/relation-bonus.ts and minds.ts) on a human clue file, with game-grouped cross-validation so the
 * figures say how the weights do on games they were not fitted on. Optionally also sweeps the GloVe weight
 * of the blend and the CSLS hub weight.
 *
 * For every (blend, hub) setting it runs the real guesser once without any bonus, keeps each turn's card
 * scores, and marks which cards each kind links to the clue (as the guesser reads it). A weight triple then
 * ranks a turn by score + sum of the weights of the linking kinds; the figure is the share of turns whose
 * first guess is one of the intended targets (the `eval human` headline). Weights are picked by that share
 * on the training games (ties: the smaller weights), and reported on held-out games:
 * - 5-fold CV (fold = game id mod 5), the held-out hits of the five fits pooled;
 * - even -> odd and odd -> even (fit on the games with even ids, score on the odd ones, and back).
 * The data file is read where it lies and never copied.
 *
 * Usage: npm run build && node scripts/agents-human-fit.mjs [--file ../shared/data/human/cultural-codes-dev.jsonl]
 *        [--blend 0.4] [--hub 1] [--grid 0,0.025,0.05,0.075,0.1,0.125,0.15,0.2] [--check rel,thes,phrase]
 *        [--associations DIR]   a folder with another associations.tsv (e.g. built with --clues N)
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values: f } = parseArgs({
  options: {
    file: { type: 'string', default: '../shared/data/human/cultural-codes-dev.jsonl' },
    blend: { type: 'string', default: '0.4' },
    hub: { type: 'string', default: '1' },
    grid: { type: 'string', default: '0,0.025,0.05,0.075,0.1,0.125,0.15,0.2' },
    check: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    associations: { type: 'string' },
  },
});
const list = (s) => s.split(',').map(Number);
const dist = pathToFileURL(resolve(f.dist)).href;
const agents = await import(`${dist}/agents/index.js`);
const { loadDefaultModel } = await import(`${dist}/embeddings/index.js`);
const { resolveWord } = await import(`${dist}/agents/resolve-word.js`);
const { blendModels } = await import(`${dist}/agents/blend-model.js`);

const turns = agents.readHumanTurns(resolve(f.file));
const glove = await loadDefaultModel();
const wordnet = agents.loadWordNetMind();
const assoc = agents.loadCardAssociations(f.associations === undefined ? undefined : resolve(f.associations));
const KINDS = [['rel', agents.loadCardRelations()], ['thes', assoc.thesaurus], ['phrase', assoc.phrase]];

/** Per turn: the game, the cards in the bonus-free ranking order, their scores, link flags and targets. */
function dump(blend, hub) {
  const model = blendModels(glove, wordnet, blend);
  const guesser = agents.createGuesser(model, { hubWeight: hub });
  const rows = [];
  let run = [];
  for (const t of turns) {
    const prev = run[run.length - 1];
    if (prev === undefined || prev.game !== t.game || prev.assassins.join() !== t.assassins.join()) run = [];
    const d = guesser.guess(agents.humanTurnView(t, run));
    run.push(t);
    const reading = resolveWord(model, t.clue);
    const targets = new Set(t.targets);
    rows.push({
      game: t.game,
      score: d.ranked.map((r) => r.score),
      // A clue the model cannot read gets no bonus (the guesser falls back to its leftovers).
      flags: KINDS.map(([, rel]) => d.ranked.map((r) => (reading !== null && rel.has(r.word, reading) ? 1 : 0))),
      hit: d.ranked.map((r) => (targets.has(r.word) ? 1 : 0)),
    });
  }
  return rows;
}

/** Hits (0/1) per turn for weights w (one per kind). */
function hits(rows, w) {
  const out = new Uint8Array(rows.length);
  rows.forEach((r, i) => {
    let best = -Infinity;
    let at = 0;
    for (let c = 0; c < r.score.length; c++) {
      let s = r.score[c];
      for (let k = 0; k < w.length; k++) if (r.flags[k][c] === 1) s += w[k];
      if (s > best) { best = s; at = c; }
    }
    out[i] = r.hit[at];
  });
  return out;
}

const grid = list(f.grid);
const settings = [];
for (const blend of list(f.blend)) for (const hub of list(f.hub)) settings.push({ blend, hub });
// Every candidate: a (blend, hub) setting and a weight triple, with its hit vector over the turns.
const cands = [];
let games = null;
for (const s of settings) {
  const t0 = performance.now();
  const rows = dump(s.blend, s.hub);
  games ??= rows.map((r) => r.game);
  for (const a of grid) for (const b of grid) for (const c of grid) cands.push({ ...s, w: [a, b, c], h: hits(rows, [a, b, c]) });
  process.stderr.write(`blend ${s.blend} hub ${s.hub}: ${turns.length} turns in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}
const all = games.map((_, i) => i);
const sum = (h, idx) => idx.reduce((a, i) => a + h[i], 0);
const pct = (x, n) => `${((100 * x) / n).toFixed(1)}%`;
const label = (c) => `blend ${c.blend} hub ${c.hub} rel ${c.w[0]} thes ${c.w[1]} phrase ${c.w[2]}`;
const fit = (idx) => {
  let best = null;
  let bestHits = -1;
  for (const c of cands) {
    const h = sum(c.h, idx);
    if (h > bestHits) { best = c; bestHits = h; }
  }
  return best;
};
const find = (blend, hub, w) => cands.find((c) => c.blend === blend && c.hub === hub && c.w.every((x, k) => x === w[k]));
const even = all.filter((i) => games[i] % 2 === 0);
const odd = all.filter((i) => games[i] % 2 === 1);

// The shipped baseline before the associations: blend 0.4, hub 1, WordNet relation 0.05 only.
const base = find(0.4, 1, [0.05, 0, 0]) ?? find(settings[0].blend, settings[0].hub, [0, 0, 0]);
console.log(`turns ${all.length} (even games ${even.length}, odd ${odd.length})`);
console.log(`baseline (${label(base)}): all ${pct(sum(base.h, all), all.length)}, even ${pct(sum(base.h, even), even.length)}, odd ${pct(sum(base.h, odd), odd.length)}`);
let cvHits = 0;
for (let k = 0; k < 5; k++) {
  const test = all.filter((i) => games[i] % 5 === k);
  const c = fit(all.filter((i) => games[i] % 5 !== k));
  cvHits += sum(c.h, test);
  console.log(`  fold ${k}: fitted ${label(c)}; held out ${pct(sum(c.h, test), test.length)} (baseline ${pct(sum(base.h, test), test.length)})`);
}
console.log(`5-fold CV by game: ${pct(cvHits, all.length)} (baseline ${pct(sum(base.h, all), all.length)})`);
const e = fit(even);
const o = fit(odd);
console.log(`even -> odd: fitted ${label(e)}; odd ${pct(sum(e.h, odd), odd.length)} (baseline ${pct(sum(base.h, odd), odd.length)})`);
console.log(`odd -> even: fitted ${label(o)}; even ${pct(sum(o.h, even), even.length)} (baseline ${pct(sum(base.h, even), even.length)})`);
const full = fit(all);
console.log(`all games: best ${label(full)}: ${pct(sum(full.h, all), all.length)} (even ${pct(sum(full.h, even), even.length)}, odd ${pct(sum(full.h, odd), odd.length)})`);
if (f.check !== undefined) {
  const c = find(settings[0].blend, settings[0].hub, list(f.check));
  if (c === undefined) console.log(`--check ${f.check}: not on the grid`);
  else console.log(`check ${label(c)}: all ${pct(sum(c.h, all), all.length)}, even ${pct(sum(c.h, even), even.length)}, odd ${pct(sum(c.h, odd), odd.length)}`);
}
