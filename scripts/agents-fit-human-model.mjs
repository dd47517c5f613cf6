#!/usr/bin/env node
/**
 * Fits the human model (src/agents/people/human-model.ts) on people's guesses and writes its weights
 * (src/agents/people/human-model-weights.ts; weights only, no human data).
 *
 * Data (read where it lies, never copied):
 * - Cultural Codes (people guessing people's clues): every pick of a turn up to and including the first one
 *   that is not the giver's team (a miss ends a turn), each a softmax step over the cards still open;
 * - Cserhati et al. English (people guessing programs' clues): the first n picks of each answer.
 * Pick weights: a conditional logit by gradient ascent on the log-likelihood (small L2). Going on after a
 * right pick (and the bonus pick): two logistic regressions on Cultural Codes' turns.
 *
 * Held-out figures: 5-fold cross-validation grouped by game (Cultural Codes: game id mod 5; Cserhati: board
 * mod 5), pooled over the folds: top-1 accuracy of the first pick (the model's likeliest card is the person's
 * first pick), mean log-likelihood of the first pick, and the share of first picks in the giver's targets
 * (Cultural Codes); next to a uniform pick and the GloVe-alone ranking.
 *
 * Usage: npm run build && node scripts/agents-fit-human-model.mjs --cc PATH/cultural-codes-dev.jsonl
 *        --cserhati PATH/cserhati-en-dev.jsonl [--write] [--l2 0.01] [--dist dist]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { solve } from './lib/linear-solve.mjs';

const { values: f } = parseArgs({
  options: {
    cc: { type: 'string' }, cserhati: { type: 'string' }, write: { type: 'boolean', default: false },
    l2: { type: 'string', default: '0.01' }, without: { type: 'string' }, dist: { type: 'string', default: 'dist' }, iterations: { type: 'string', default: '30' },
  },
});
if (f.cc === undefined) {
  console.error('usage: node scripts/agents-fit-human-model.mjs --cc PATH/cultural-codes-dev.jsonl [--cserhati PATH/cserhati-en-dev.jsonl] [--write]');
  process.exit(2);
}
const dist = pathToFileURL(resolve(f.dist)).href;
const agents = await import(`${dist}/agents/index.js`);
const people = await import(`${dist}/agents/people/index.js`);
const { loadDefaultModel } = await import(`${dist}/embeddings/index.js`);
const { resolveWord } = await import(`${dist}/agents/resolve-word.js`);

const minds = await people.readingMinds();
const glove = await loadDefaultModel();
const F = people.HUMAN_FEATURES.length;
const L2 = Number(f.l2);

/**
 * A "step": one pick over the open cards. x: features (cards x F), chosen: the picked card's index, group:
 * the CV group, first: true for a turn's first pick, targets: indices of the giver's targets (first picks of
 * Cultural Codes), glove: GloVe scores (for the baseline).
 */
const steps = [];
/** Going-on events (Cultural Codes): { chance: best open card's pick chance is computed at fit time, ... }. */
const goOnEvents = [];

function addTurn(board, clue, picks, team, group, targets, maxSteps) {
  const reading = resolveWord(glove, clue) ?? clue;
  const reader = people.boardReader(minds, board);
  const r = reader.read(reading);
  const open = board.map(() => true);
  const turnSteps = [];
  for (let k = 0; k < Math.min(picks.length, maxSteps); k++) {
    const chosen = board.indexOf(picks[k]);
    if (chosen < 0 || !open[chosen]) break;
    const x = people.humanFeatures(r, open);
    const live = open.slice();
    turnSteps.push({ x, chosen, live, group, first: k === 0, targets: k === 0 ? targets.map((t) => board.indexOf(t)) : [], glove: r.glove });
    open[chosen] = false;
    if (!team.has(picks[k])) break;
  }
  steps.push(...turnSteps);
  return { r, turnSteps };
}

const ccTurns = agents.readHumanTurns(resolve(f.cc));
for (const t of ccTurns) {
  const team = new Set(t.board.filter((w) => !t.assassins.includes(w) && !t.bystanders.includes(w)));
  const { turnSteps } = addTurn(t.board, t.clue, t.humanGuesses, team, `cc:${t.game % 5}`, t.targets, 25);
  // Going on: after each right pick, did the person pick again? (k right picks so far, number = targets)
  const n = t.targets.length;
  let right = 0;
  for (let k = 0; k < turnSteps.length; k++) {
    const s = turnSteps[k];
    if (!team.has(t.board[s.chosen])) break;
    right++;
    const next = turnSteps[k + 1];
    const live = s.live.slice();
    live[s.chosen] = false;
    goOnEvents.push({ x: s.x, live, group: `cc:${t.game % 5}`, reached: right >= n, went: next !== undefined || k + 1 < t.humanGuesses.length });
  }
}
if (f.cserhati !== undefined) {
  const lines = readFileSync(resolve(f.cserhati), 'utf8').split('\n').filter((l) => l.trim() !== '');
  const boards = new Map();
  for (const line of lines) {
    const rec = JSON.parse(line);
    const key = rec.board.join(',');
    if (!boards.has(key)) boards.set(key, boards.size);
    addTurn(rec.board, rec.clue, rec.guesses, new Set(rec.team), `cs:${boards.get(key) % 5}`, [], rec.n);
  }
}

/** Utilities of a step under weights w. */
function utilities(s, w) {
  const n = s.live.length;
  const u = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let v = 0;
    for (let k = 0; k < F; k++) v += w[k] * s.x[i * F + k];
    u[i] = v;
  }
  return u;
}
function softmax(u, live) {
  let max = -Infinity;
  for (let i = 0; i < u.length; i++) if (live[i] && u[i] > max) max = u[i];
  const p = new Float64Array(u.length);
  let z = 0;
  for (let i = 0; i < u.length; i++) if (live[i]) { p[i] = Math.exp(u[i] - max); z += p[i]; }
  for (let i = 0; i < u.length; i++) p[i] /= z;
  return p;
}

/** Conditional-logit fit by Newton steps on the mean log-likelihood with an L2 penalty; `off` features stay 0. */
function fitPick(train, off = new Set()) {
  const w = new Array(F).fill(0);
  for (let it = 0; it < Number(f.iterations); it++) {
    const g = new Array(F).fill(0);
    const H = Array.from({ length: F }, () => new Array(F).fill(0));
    for (const s of train) {
      const p = softmax(utilities(s, w), s.live);
      const e = new Array(F).fill(0);
      for (let i = 0; i < p.length; i++) if (p[i] > 0) for (let k = 0; k < F; k++) e[k] += p[i] * s.x[i * F + k];
      for (let k = 0; k < F; k++) g[k] += s.x[s.chosen * F + k] - e[k];
      for (let i = 0; i < p.length; i++) {
        if (!(p[i] > 0)) continue;
        for (let k = 0; k < F; k++) {
          const dk = s.x[i * F + k] - e[k];
          for (let l = k; l < F; l++) H[k][l] += p[i] * dk * (s.x[i * F + l] - e[l]);
        }
      }
    }
    for (let k = 0; k < F; k++) {
      g[k] = g[k] / train.length - L2 * w[k];
      for (let l = k; l < F; l++) H[l][k] = H[k][l] = H[k][l] / train.length + (k === l ? L2 : 0);
    }
    for (const k of off) {
      g[k] = 0;
      for (let l = 0; l < F; l++) H[k][l] = H[l][k] = k === l ? 1 : 0;
    }
    const d = solve(H, g);
    // Damped: a step of at most 4 in any weight (the first steps from 0 can overshoot).
    const big = Math.max(...d.map(Math.abs));
    if (big > 4) for (let k = 0; k < F; k++) d[k] *= 4 / big;
    let step = 0;
    for (let k = 0; k < F; k++) { w[k] += d[k]; step = Math.max(step, Math.abs(d[k])); }
    if (step < 1e-6) break;
  }
  return w;
}

/** Logistic regression y ~ a + b * log(best chance) by Newton steps. */
function fitLogistic(events, w) {
  const xs = events.map((e) => {
    const p = softmax(utilities(e, w), e.live);
    let best = 0;
    for (let i = 0; i < p.length; i++) if (e.live[i] && p[i] > best) best = p[i];
    return Math.log(Math.max(1e-6, best));
  });
  let a = 0;
  let b = 0;
  for (let it = 0; it < 50; it++) {
    let ga = 0, gb = 0, haa = 0, hab = 0, hbb = 0;
    events.forEach((e, j) => {
      const q = 1 / (1 + Math.exp(-(a + b * xs[j])));
      const y = e.went ? 1 : 0;
      ga += y - q; gb += (y - q) * xs[j];
      const h = q * (1 - q) + 1e-9;
      haa += h; hab += h * xs[j]; hbb += h * xs[j] * xs[j];
    });
    hbb += 1e-3;
    const det = haa * hbb - hab * hab;
    a += (hbb * ga - hab * gb) / det;
    b += (haa * gb - hab * ga) / det;
  }
  return [a, b];
}

/** Held-out figures of first picks: top-1, log-likelihood, first in targets (where targets are known). */
function score(test, rank) {
  let n = 0, top1 = 0, ll = 0, tn = 0, inTargets = 0;
  for (const s of test) {
    if (!s.first) continue;
    const p = rank(s);
    let best = -1;
    for (let i = 0; i < p.length; i++) if (s.live[i] && (best < 0 || p[i] > p[best])) best = i;
    n++;
    if (best === s.chosen) top1++;
    ll += Math.log(Math.max(1e-12, p[s.chosen]));
    if (s.targets.length > 0) { tn++; if (s.targets.includes(best)) inTargets++; }
  }
  return { n, top1, ll, tn, inTargets };
}

const add = (a, b) => ({ n: a.n + b.n, top1: a.top1 + b.top1, ll: a.ll + b.ll, tn: a.tn + b.tn, inTargets: a.inTargets + b.inTargets });
const zero = { n: 0, top1: 0, ll: 0, tn: 0, inTargets: 0 };
/** Indices of the features whose name starts with one of `prefixes`. */
const featuresNamed = (...prefixes) => new Set(people.HUMAN_FEATURES.map((name, k) => (prefixes.some((p) => name.startsWith(p)) ? k : -1)).filter((k) => k >= 0));
/**
 * The clue-word norm features (models/wordnet-en/clue-norms.tsv) and all norm features (with the card norms,
 * norms.tsv): the model is also fitted without each.
 */
const CLUE_NORM_FEATURES = featuresNamed('clueNorm');
const NORM_FEATURES = featuresNamed('norm', 'clueNorm');
const off = new Set(String(f.without ?? '').split(',').filter((x) => x !== '').map((x) => {
  const k = people.HUMAN_FEATURES.indexOf(x);
  if (k < 0) throw new Error(`--without ${x}: not a feature (${people.HUMAN_FEATURES.join(', ')})`);
  return k;
}));
/** Pooled held-out figures of the model fitted without the features `skip` (and of the two baselines). */
function crossValidate(skip) {
  const pooled = { model: { cc: zero, cs: zero }, uniform: { cc: zero, cs: zero }, glove: { cc: zero, cs: zero } };
  for (const fold of [0, 1, 2, 3, 4]) {
    const train = steps.filter((s) => !s.group.endsWith(`:${fold}`));
    const test = steps.filter((s) => s.group.endsWith(`:${fold}`));
    const w = fitPick(train, skip);
    for (const src of ['cc', 'cs']) {
      const t = test.filter((s) => s.group.startsWith(src));
      pooled.model[src] = add(pooled.model[src], score(t, (s) => softmax(utilities(s, w), s.live)));
      pooled.uniform[src] = add(pooled.uniform[src], score(t, (s) => s.live.map((l) => (l ? 1 / s.live.filter(Boolean).length : 0))));
      pooled.glove[src] = add(pooled.glove[src], score(t, (s) => softmax(Float64Array.from(s.live, (_, i) => (s.glove === null ? 0 : 20 * s.glove[i])), s.live)));
    }
  }
  return pooled;
}
const fmt = (r) => `top-1 ${(100 * r.top1 / r.n).toFixed(1)}%, log-lik ${(r.ll / r.n).toFixed(3)}/pick${r.tn > 0 ? `, in targets ${(100 * r.inTargets / r.tn).toFixed(1)}%` : ''} (${r.n} first picks)`;
const pooled = crossValidate(off);
const noClueNorms = crossValidate(new Set([...off, ...CLUE_NORM_FEATURES]));
const plain = crossValidate(new Set([...off, ...NORM_FEATURES]));
/** The two any-link flags (a link of any strength, card norms and clue-word norms): the model is also fitted without them. */
const noAny = crossValidate(new Set([...off, ...featuresNamed('normAny', 'clueNormAny')]));
const report = [];
for (const src of ['cc', 'cs']) {
  if (pooled.model[src].n === 0) continue;
  const label = src === 'cc' ? 'Cultural Codes' : 'Cserhati en';
  report.push(`${label}, held out (5-fold, by game): model ${fmt(pooled.model[src])}`);
  report.push(`${label}, held out: without the any-link flags ${fmt(noAny.model[src])}; without the clue-word norms ${fmt(noClueNorms.model[src])}; without any norm features ${fmt(plain.model[src])}`);
  report.push(`${label}, held out: uniform ${fmt(pooled.uniform[src])}; GloVe alone (x20) ${fmt(pooled.glove[src])}`);
}
const w = fitPick(steps, off);
const goOn = fitLogistic(goOnEvents.filter((e) => !e.reached), w);
const bonus = fitLogistic(goOnEvents.filter((e) => e.reached), w);
const round = (x) => Math.round(x * 1e4) / 1e4;
const weights = { pick: w.map(round), goOn: goOn.map(round), bonus: bonus.map(round) };
console.log(report.join('\n'));
console.log(`weights (all data, ${steps.length} picks): ${JSON.stringify(weights)}  features ${people.HUMAN_FEATURES.join(',')}`);
console.log(`going on: ${goOnEvents.filter((e) => !e.reached && e.went).length}/${goOnEvents.filter((e) => !e.reached).length} before the number, bonus ${goOnEvents.filter((e) => e.reached && e.went).length}/${goOnEvents.filter((e) => e.reached).length}`);
if (f.write) {
  const file = resolve('src/agents/people/human-model-weights.ts');
  writeFileSync(file, `/**
 * The human model's fitted weights (human-model.ts). Generated by scripts/agents-fit-human-model.mjs (--write);
 * do not edit by hand. Weights only: no human data is stored in the repository.
 *
 * Fitted on ${steps.length} picks (Cultural Codes dev turns and Cserhati et al. English dev answers). Held out:
${report.map((l) => ` * - ${l}`).join('\n')}
 */
import type { HumanModelWeights } from './human-model.js';

/** Pick weights per HUMAN_FEATURES (${people.HUMAN_FEATURES.join(', ')}), going on and bonus logistics. */
export const HUMAN_MODEL_WEIGHTS: HumanModelWeights = ${JSON.stringify(weights)};
`);
  console.log(`wrote ${file}`);
}
