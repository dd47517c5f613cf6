#!/usr/bin/env node
/**
 * Checks that the default guesser's two tuned numbers (GloVe weight in the blend, CSLS hub weight) generalise
 * across games of a human file: tune on the even games, report on the odd ones, and the other way round.
 * The file is read where it lies (never copied). Uses dist/ (npm run build first).
 *
 * Usage: node scripts/agents-human-split.mjs [FILE] [--dist dist]
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const { values: f, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string', default: 'dist' } } });
const file = positionals[0] ?? '../shared/data/human/cultural-codes-dev.jsonl';
const dist = pathToFileURL(resolve(f.dist)).href;
const agents = await import(`${dist}/agents/index.js`);
const { loadDefaultModel } = await import(`${dist}/embeddings/index.js`);
const { cardVector } = await import(`${dist}/agents/word-stats.js`);
const { resolveWord } = await import(`${dist}/agents/resolve-word.js`);
const { dot } = await import(`${dist}/agents/clue-scores.js`);

const turns = agents.readHumanTurns(file);
const models = { g: await loadDefaultModel(), w: agents.loadWordNetMind() };
// Per turn and card: [cosine, mean hubness of clue and card] in each model (null when either side is unknown).
const feats = turns.map((t) => {
  const out = { t };
  for (const [k, m] of Object.entries(models)) {
    const r = resolveWord(m, t.clue);
    const c = r === null ? null : cardVector(m, r);
    out[k] = t.board.map((w) => {
      const cv = cardVector(m, w);
      return c?.vector && cv.vector ? [dot(c.vector, cv.vector), (c.hub + cv.hub) / 2] : null;
    });
  }
  return out;
});
const firstHit = (set, wg, h) => {
  let hit = 0;
  for (const x of set) {
    let best = -1;
    let bestScore = -Infinity;
    x.t.board.forEach((_, i) => {
      const g = x.g[i];
      const w = x.w[i];
      const sg = g && g[0] - h * g[1];
      const sw = w && w[0] - h * w[1];
      const s = g && w ? wg * sg + (1 - wg) * sw : g ? sg : w ? sw : -1;
      if (s > bestScore) { bestScore = s; best = i; }
    });
    if (x.t.targets.includes(x.t.board[best])) hit++;
  }
  return hit / set.length;
};
for (const parity of [0, 1]) {
  const tune = feats.filter((x) => x.t.game % 2 === parity);
  const test = feats.filter((x) => x.t.game % 2 !== parity);
  let best = null;
  for (const wg of [0.2, 0.3, 0.4, 0.5, 0.6, 0.7]) for (const h of [0, 0.5, 1, 1.5]) {
    const r = firstHit(tune, wg, h);
    if (best === null || r > best.rate) best = { rate: r, wg, h };
  }
  console.log(JSON.stringify({ tunedOn: parity === 0 ? 'even games' : 'odd games', tuneTurns: tune.length, best, heldOutTurns: test.length, heldOut: +firstHit(test, best.wg, best.h).toFixed(4), shippedOnHeldOut: +firstHit(test, agents.DEFAULT_BLEND_WEIGHT, 1).toFixed(4) }));
}
