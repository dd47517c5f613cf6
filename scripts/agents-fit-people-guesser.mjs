#!/usr/bin/env node
/**
 * Fits the two sets of weights of the guesser for people and writes them (src/agents/people/
 * people-guesser-weights.ts; weights only, no human data):
 * - the norm neighbours (norm-neighbours.ts) added to the human model's utilities: a conditional logit of
 *   people's first picks on the Cultural Codes even games with the human model's utilities as an offset;
 *   reported as the model's first card in the giver's targets on the even and the odd games, with and without;
 * - the stop rule (next-card.ts): the chance that the next card is ours, a logistic over its features.
 *
 * Steps: the human model's ranking of each turn's open cards (as the guesser ranks them), walked while the
 * picks are ours and the clue's number is not reached; each step after the first is one example (was the next
 * card ours?). Fitted on people's clues, the Cultural Codes turns of even games (ours = the giver's team cards),
 * pooled with the careful person-like clues of the tuning key (bench/clue-eval/key-careful-tune.jsonl); the odd
 * games are held out, and so are the measuring keys key-careful-a/-b (not read here).
 *
 * Prints, per go-on chance, the turns played out with that stop rule (no bonus guess): first pick in the
 * targets and an assassin, team cards per turn, turns ending on a wrong card and on an assassin, on the even
 * games, the odd games and the tuning key. Partner trust (which moves the chance in play) is left out here.
 *
 * With --cserhati PATH/cserhati-en-dev.jsonl (people on programs' clues; never fitted on) the stop rule is also
 * checked there: held-out steps and the turns played out (no assassins there; 'first in targets' = a team word);
 * --cserhati-hu PATH/cserhati-hu-dev.jsonl the same in Hungarian, read by the installed hu model alone.
 *
 * With --leftovers the extra card for a misread earlier clue (people-guesser-leftovers.ts) is checked with the
 * real guesser (partner trust off) on the Cultural Codes turns played out as eval human does, per leftover
 * chance (1 = never), on the even games (where PEOPLE_LEFTOVER is chosen) and the odd games; and the
 * leftover cards it touches at PEOPLE_LEFTOVER, after misread clues and (for comparison, never touched) after
 * clues whose guesser stopped of their own accord.
 *
 * With --breakdown, where the real guesser (partner trust on, as eval human plays it) loses cards against people
 * on the Cultural Codes turns, by clue number and game split (even / odd): the first pick a team card (ours and
 * people's), team cards a turn (ours and people's), turns ending on a wrong card and on an assassin, turns where
 * it stopped before the number with the next card of its ranking ours, and how many cards it took.
 *
 * With --word-parts, the weight of the word-part flag (word-parts.ts: LAPTOP for LAP) in the real guesser's
 * utilities (partner trust on, as eval human plays it), per weight (0 = off), on the even games (where
 * WORD_PART_WEIGHT is chosen) and the odd games: first card in the targets and an assassin, team cards a turn,
 * turns ending on an assassin.
 *
 * With --bonus, the bonus guess (the clue's own card after its number) gated by its next-card chance in the real
 * guesser (option bonusChance, 1 = never, the default; partner trust on, as eval human plays it), per gate, on the
 * even games and the odd games: team cards a turn and turns ending on an assassin.
 *
 * With --calibration, the stop rule's calibration per group (even games fitted with the tuning key; odd games
 * and Cserhati held out): the steps binned by the next-card chance the fitted weights give, with the mean chance
 * said and the share of next cards that were ours, and the same by step (the 2nd card, the 3rd, ...).
 *
 * Usage: npm run build && node scripts/agents-fit-people-guesser.mjs --cc PATH/cultural-codes-dev.jsonl
 *        [--cserhati PATH/cserhati-en-dev.jsonl] [--cserhati-hu PATH/cserhati-hu-dev.jsonl] [--key bench/clue-eval/key-careful-tune.jsonl] [--write] [--leftovers] [--breakdown] [--calibration] [--word-parts] [--bonus]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { solve } from './lib/linear-solve.mjs';

const { values: f } = parseArgs({
  options: {
    cc: { type: 'string' }, key: { type: 'string', default: 'bench/clue-eval/key-careful-tune.jsonl' },
    cserhati: { type: 'string' }, 'cserhati-hu': { type: 'string' }, write: { type: 'boolean', default: false }, dist: { type: 'string', default: 'dist' }, l2: { type: 'string', default: '0.01' },
    without: { type: 'string', default: '' }, leftovers: { type: 'boolean', default: false }, breakdown: { type: 'boolean', default: false },
    calibration: { type: 'boolean', default: false }, 'word-parts': { type: 'boolean', default: false },
    bonus: { type: 'boolean', default: false },
  },
});
if (f.cc === undefined) {
  console.error('usage: node scripts/agents-fit-people-guesser.mjs --cc PATH/cultural-codes-dev.jsonl [--key bench/clue-eval/key-careful-tune.jsonl] [--write]');
  process.exit(2);
}
const dist = pathToFileURL(resolve(f.dist)).href;
const agents = await import(`${dist}/agents/index.js`);
const people = await import(`${dist}/agents/people/index.js`);
const nextCard = await import(`${dist}/agents/people/next-card.js`);
const { loadDefaultModel } = await import(`${dist}/embeddings/index.js`);
const { resolveWord } = await import(`${dist}/agents/resolve-word.js`);
const minds = await people.readingMinds();
const glove = await loadDefaultModel();
const { neighbourRows, NORM_NEIGHBOUR_FEATURES } = await import(`${dist}/agents/people/norm-neighbours.js`);
const K = NORM_NEIGHBOUR_FEATURES.length;

/** One clue on one board as the guesser reads it, with the truth: which cards are ours, targets, assassins. */
function turnOf(words, clue, number, ours, targets, assassins, group, chosen = -1, m = minds) {
  const reading = resolveWord(m.glove, clue) ?? clue;
  const r = people.boardReader(m, words).read(reading);
  if (r.glove === null && r.wordnet === null) return null;
  const base = people.humanUtilities(r);
  const nb = neighbourRows(m, reading, words);
  return { r, base, nb, number, ours, targets, assassins, group, chosen };
}
/** Sets a turn's utilities (human model plus weighted norm neighbours) and ranking. */
function rank(t, nw) {
  t.u = Float64Array.from(t.base, (b, i) => { let v = b; for (let k = 0; k < K; k++) v += nw[k] * t.nb[K * i + k]; return v; });
  t.order = [...t.u.keys()].sort((a, b) => t.u[b] - t.u[a]);
}
const turns = [];
for (const t of agents.readHumanTurns(resolve(f.cc))) {
  const is = (list) => t.board.map((w) => list.includes(w));
  const ours = t.board.map((w) => !t.assassins.includes(w) && !t.bystanders.includes(w));
  turns.push(turnOf(t.board, t.clue, t.targets.length, ours, is(t.targets), is(t.assassins), t.game % 2 === 0 ? 'even' : 'odd', t.board.indexOf(t.humanGuesses[0])));
}
for (const line of readFileSync(resolve(f.key), 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  const k = JSON.parse(line);
  turns.push(turnOf(k.words, k.clue.toLowerCase(), k.number, k.key.map((id) => id === k.team), k.words.map((w) => k.targets.includes(w)), k.key.map((id) => id === 'assassin'), 'tune'));
}
// Held-out check of the stop rule's generalisation (never fitted on): people on programs' clues (Cserhati et al.
// English: 10 team words of 20, no assassin; the program's intended targets unknown, so 'targets' = the team).
// --cserhati-hu reads the Hungarian records with the Hungarian model alone (no WordNet, no norms there).
async function addCserhati(file, group, m) {
  const seen = new Set();
  for (const line of readFileSync(resolve(file), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const rec = JSON.parse(line);
    const id = `${rec.board.join(',')}|${rec.clue}|${rec.n}`;
    if (seen.has(id)) continue; // several people answered some clues: one turn per (board, clue, number)
    seen.add(id);
    const ours = rec.board.map((w) => rec.team.includes(w));
    turns.push(turnOf(rec.board, rec.clue, rec.n, ours, ours, rec.board.map(() => false), group, -1, m));
  }
}
if (f.cserhati !== undefined) await addCserhati(f.cserhati, 'cserhati');
if (f['cserhati-hu'] !== undefined) {
  const { loadLanguageModel } = await import(`${dist}/embeddings/index.js`);
  await addCserhati(f['cserhati-hu'], 'cserhati-hu', await people.readingMinds(await loadLanguageModel('hu')));
}
const usable = turns.filter((t) => t !== null);

/** Feature row of step k of a turn (the k-th card of its ranking, the first k set aside). */
const rowAt = (t, k) => nextCard.nextCardFeatures(t.r, t.u, new Set(t.order.slice(0, k)), t.order[k], t.order[k + 1], { ours: t.ours.filter(Boolean).length, open: t.ours.length });

/** Examples: steps 1..number-1 reached with every earlier pick ours. */
function examples(set) {
  const rows = [];
  const ys = [];
  for (const t of set) {
    for (let k = 1; k < Math.min(t.number, t.order.length); k++) {
      if (!t.ours[t.order[k - 1]]) break;
      rows.push(rowAt(t, k));
      ys.push(t.ours[t.order[k]] ? 1 : 0);
    }
  }
  return { rows, ys };
}

/** Next-card features left out (--without a,b: their weights stay 0), to compare held-out fits. */
const dropped = new Set(f.without.split(',').filter((x) => x !== '').map((x) => {
  const k = nextCard.NEXT_CARD_FEATURES.indexOf(x);
  if (k <= 0) throw new Error(`--without ${x}: not a next-card feature (${nextCard.NEXT_CARD_FEATURES.slice(1).join(', ')})`);
  return k;
}));
/** Logistic regression by Newton steps on the mean log-likelihood, small L2 on all but the intercept. */
function fitLogistic(rows, ys) {
  const d = rows[0].length;
  const w = new Array(d).fill(0);
  const l2 = Number(f.l2);
  for (let it = 0; it < 50; it++) {
    const g = new Array(d).fill(0);
    const H = Array.from({ length: d }, () => new Array(d).fill(0));
    rows.forEach((x, j) => {
      const q = nextCard.nextOursChance(x, w);
      for (let k = 0; k < d; k++) {
        g[k] += (ys[j] - q) * x[k];
        for (let l = 0; l < d; l++) H[k][l] += q * (1 - q) * x[k] * x[l];
      }
    });
    for (let k = 0; k < d; k++) {
      g[k] = g[k] / rows.length - (k > 0 ? l2 * w[k] : 0);
      for (let l = 0; l < d; l++) H[k][l] = H[k][l] / rows.length + (k === l && k > 0 ? l2 : 0);
    }
    for (const k of dropped) {
      g[k] = 0;
      for (let l = 0; l < d; l++) H[k][l] = H[l][k] = k === l ? 1 : 0;
    }
    const step = solve(H, g);
    for (let k = 0; k < d; k++) w[k] += step[k];
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return w;
}

/** The turns played out with go-on chance `goOn` (no bonus guess): the figures of eval human. */
function playOut(set, w, goOn) {
  let first = 0, firstAssassin = 0, found = 0, wrong = 0, assassin = 0;
  for (const t of set) {
    if (t.targets[t.order[0]]) first++;
    if (t.assassins[t.order[0]]) firstAssassin++;
    for (let k = 0; k < Math.min(t.number, t.order.length); k++) {
      if (k > 0 && nextCard.nextOursChance(rowAt(t, k), w) < goOn) break;
      const c = t.order[k];
      if (t.ours[c]) { found++; continue; }
      wrong++;
      if (t.assassins[c]) assassin++;
      break;
    }
  }
  const pct = (x) => `${(100 * x / set.length).toFixed(1)}%`;
  return `first in targets ${pct(first)}, first an assassin ${pct(firstAssassin)}, team cards/turn ${(found / set.length).toFixed(3)}, ending wrong ${pct(wrong)}, on an assassin ${pct(assassin)}`;
}

/** Norm-neighbour weights: conditional logit of people's first picks, the human model's utilities as offset. */
function fitNeighbours(set) {
  const w = new Array(K).fill(0);
  const l2 = Number(f.l2);
  for (let it = 0; it < 30; it++) {
    const g = new Array(K).fill(0);
    const H = Array.from({ length: K }, () => new Array(K).fill(0));
    let n = 0;
    for (const t of set) {
      if (t.chosen < 0) continue;
      n++;
      rank(t, w);
      const p = people.pickChances(t.u);
      const e = new Array(K).fill(0);
      for (let i = 0; i < p.length; i++) for (let k = 0; k < K; k++) e[k] += p[i] * t.nb[K * i + k];
      for (let k = 0; k < K; k++) g[k] += t.nb[K * t.chosen + k] - e[k];
      for (let i = 0; i < p.length; i++) for (let k = 0; k < K; k++) for (let l = 0; l < K; l++) H[k][l] += p[i] * (t.nb[K * i + k] - e[k]) * (t.nb[K * i + l] - e[l]);
    }
    for (let k = 0; k < K; k++) {
      g[k] = g[k] / n - l2 * w[k];
      for (let l = 0; l < K; l++) H[k][l] = H[k][l] / n + (k === l ? l2 : 0);
    }
    const d = solve(H, g);
    for (let k = 0; k < K; k++) w[k] += d[k];
    if (d.reduce((a, x) => a + Math.abs(x), 0) < 1e-8) break;
  }
  return w.map((x) => Math.round(x * 1e4) / 1e4);
}
/** Share of turns whose first card (by the utilities with weights nw) is one of the giver's targets. */
function firstInTargets(set, nw) {
  let hit = 0;
  for (const t of set) {
    rank(t, nw);
    if (t.targets[t.order[0]]) hit++;
  }
  return `${(100 * hit / set.length).toFixed(1)}%`;
}

const groups = Object.fromEntries(['even', 'odd', 'tune', 'cserhati', 'cserhati-hu'].map((g) => [g, usable.filter((t) => t.group === g)]));
const neighbours = fitNeighbours(groups.even);
const firstReport = `first card in the targets, even / odd games / tuning key: human model ${['even', 'odd', 'tune'].map((g) => firstInTargets(groups[g], new Array(K).fill(0))).join(' / ')}; with the norm neighbours ${['even', 'odd', 'tune'].map((g) => firstInTargets(groups[g], neighbours)).join(' / ')}`;
for (const t of usable) rank(t, neighbours);
const train = examples([...groups.even, ...groups.tune]);
const w = fitLogistic(train.rows, train.ys).map((x) => Math.round(x * 1e4) / 1e4);
const rate = (e) => (e.ys.reduce((a, b) => a + b, 0) / e.ys.length).toFixed(3);
/** Held-out steps of a group: how many, how often the next card was ours, the rule's mean chance and log-likelihood. */
function heldOut(name, label) {
  const e = examples(groups[name]);
  let ll = 0, mean = 0;
  e.rows.forEach((x, j) => { const q = nextCard.nextOursChance(x, w); ll += Math.log(e.ys[j] ? q : 1 - q); mean += q; });
  return `${e.rows.length} steps of ${label} (next card ours ${rate(e)}, predicted ${(mean / e.rows.length).toFixed(3)}), log-lik ${(ll / e.rows.length).toFixed(3)}/step`;
}
const report = [
  `norm neighbours ${JSON.stringify(neighbours)} fitted on the people's first picks of the even games; ${firstReport}`,
  `next-card chance fitted on ${train.rows.length} steps (Cultural Codes even games and ${f.key.split('/').pop()}; next card ours ${rate(train)})`,
  `held out: ${heldOut('odd', 'the odd games')}${groups.cserhati.length > 0 ? `; ${heldOut('cserhati', 'Cserhati en (people on programs\' clues)')}` : ''}${groups['cserhati-hu'].length > 0 ? `; ${heldOut('cserhati-hu', 'Cserhati hu')}` : ''}`,
];
console.log(report.join('\n'));
console.log(`next-card weights ${JSON.stringify(w)}  features ${nextCard.NEXT_CARD_FEATURES.join(',')}`);
const table = [];
for (const goOn of [0, 0.3, 0.4, 0.5, 0.6, 0.7]) {
  for (const [name, set] of Object.entries(groups)) if (set.length > 0) table.push(`go on at ${goOn.toFixed(1)}, ${name} (${set.length} turns): ${playOut(set, w, goOn)}`);
}
console.log(table.join('\n'));
/**
 * The bonus guess: on the Cultural Codes turns whose first `number` cards were all ours, the card after them,
 * by its next-card chance: how often it was ours and how often an assassin.
 */
function bonusReport(set) {
  const bins = [[0, 0.5], [0.5, 0.7], [0.7, 1.01]].map(([lo, hi]) => ({ lo, hi, n: 0, ours: 0, assassin: 0 }));
  for (const t of set) {
    const n = t.number;
    if (t.order.length <= n || !t.order.slice(0, n).every((c) => t.ours[c])) continue;
    const q = nextCard.nextOursChance(rowAt(t, n), w);
    const b = bins.find((x) => q >= x.lo && q < x.hi);
    b.n++;
    if (t.ours[t.order[n]]) b.ours++;
    if (t.assassins[t.order[n]]) b.assassin++;
  }
  return bins.map((b) => `chance ${b.lo}-${Math.min(1, b.hi)}: ${b.n} cards, ours ${(100 * b.ours / Math.max(1, b.n)).toFixed(0)}%, an assassin ${(100 * b.assassin / Math.max(1, b.n)).toFixed(0)}%`).join('; ');
}
if (f.calibration) {
  const bins = [0, 0.4, 0.5, 0.6, 0.7, 0.8, 1.01];
  for (const [name, set] of Object.entries(groups)) {
    if (set.length === 0) continue;
    const byBin = bins.slice(1).map(() => ({ n: 0, said: 0, ours: 0 }));
    const byStep = {};
    for (const t of set) {
      for (let k = 1; k < Math.min(t.number, t.order.length); k++) {
        if (!t.ours[t.order[k - 1]]) break;
        const q = nextCard.nextOursChance(rowAt(t, k), w);
        const y = t.ours[t.order[k]] ? 1 : 0;
        for (const b of [byBin[bins.findIndex((lo, i) => q >= lo && q < bins[i + 1])], (byStep[k + 1] ??= { n: 0, said: 0, ours: 0 })]) {
          b.n++;
          b.said += q;
          b.ours += y;
        }
      }
    }
    const cell = (b) => `${b.n} steps, said ${(b.said / Math.max(1, b.n)).toFixed(2)}, ours ${(b.ours / Math.max(1, b.n)).toFixed(2)}`;
    console.log(`calibration, ${name}: ${byBin.map((b, i) => `chance ${bins[i]}-${Math.min(1, bins[i + 1])}: ${cell(b)}`).join('; ')}`);
    console.log(`calibration by card, ${name}: ${Object.entries(byStep).map(([k, b]) => `card ${k}: ${cell(b)}`).join('; ')}`);
  }
}
console.log(`bonus card (after the number, all picks ours), Cultural Codes: ${bonusReport([...groups.even, ...groups.odd])}`);
if (f.write) {
  const file = resolve('src/agents/people/people-guesser-weights.ts');
  writeFileSync(file, `/**
 * Weights of the guesser for people: the norm neighbours added to the human model's utilities
 * (norm-neighbours.ts) and the next-card chance of its stop rule (next-card.ts). Generated by
 * scripts/agents-fit-people-guesser.mjs (--write); do not edit by hand. Weights only: no human data is stored.
 *
${report.map((l) => ` * - ${l}`).join('\n')}
 * Turns played out with the rule and no bonus guess (partner trust left out):
${table.filter((l) => l.startsWith('go on at 0.5') || l.startsWith('go on at 0.0')).map((l) => ` * - ${l}`).join('\n')}
 */

/** Weights of the norm-neighbour features (NORM_NEIGHBOUR_FEATURES: ${NORM_NEIGHBOUR_FEATURES.join(', ')}) in the guesser's utilities. */
export const NEIGHBOUR_WEIGHTS: readonly number[] = ${JSON.stringify(neighbours)};

/** One weight per NEXT_CARD_FEATURES entry (${nextCard.NEXT_CARD_FEATURES.join(', ')}). */
export const NEXT_CARD_WEIGHTS: readonly number[] = ${JSON.stringify(w)};
`);
  console.log(`wrote ${file}`);
}
if (f.leftovers) {
  const model = await loadDefaultModel();
  const humanEval = await import(`${dist}/agents/human-eval.js`);
  const cc = resolve(f.cc);
  for (const at of [1, 0.2, 0.3, 0.4, 0.5, 0.6]) {
    const guesser = people.createPeopleGuesser(model, minds, { leftoverChance: at, adaptive: false });
    const parts = [];
    for (const [name, parity] of [['even', 0], ['odd', 1]]) {
      const r = await agents.evaluateGuesserOnHuman(guesser, cc, { only: (t) => t.game % 2 === parity });
      parts.push(`${name} team cards/turn ${r.teamCardsPerTurn.mean.toFixed(3)}, on an assassin ${(100 * r.turnEndsOnAssassin.rate).toFixed(1)}%`);
    }
    console.log(`leftover chance ${at}: ${parts.join('; ')}`);
  }
  // The leftover cards themselves, at the default chance: after misread clues (touched) and after clues whose
  // guesser stopped of their own accord (never touched; read here by the same rule for comparison).
  const { bestLeftover, unfinishedClues } = await import(`${dist}/agents/people/people-guesser-leftovers.js`);
  const { PEOPLE_LEFTOVER } = await import(`${dist}/agents/people/people-guesser.js`);
  const { NEIGHBOUR_WEIGHTS } = await import(`${dist}/agents/people/people-guesser-weights.js`);
  const tally = { misread: { n: 0, ours: 0, assassin: 0 }, stopped: { n: 0, ours: 0, assassin: 0 } };
  let run = [];
  for (const t of agents.readHumanTurns(cc)) {
    const prev = run[run.length - 1];
    if (prev === undefined || prev.game !== t.game || prev.assassins.join() !== t.assassins.join()) run = [];
    const view = humanEval.humanTurnView(t, run);
    run.push(t);
    const reader = people.boardReader(minds, t.board);
    const utilitiesOf = (w) => {
      const rw = resolveWord(glove, w) ?? w;
      const r = reader.read(rw);
      if (r.glove === null && r.wordnet === null) return null;
      const u = people.humanUtilities(r);
      const nb = neighbourRows(minds, rw, t.board);
      for (let i = 0; i < u.length; i++) for (let k = 0; k < K; k++) u[i] += NEIGHBOUR_WEIGHTS[k] * nb[K * i + k];
      return u;
    };
    const u = utilitiesOf(t.clue);
    if (u === null) continue;
    const order = [...u.keys()].sort((a, b) => u[b] - u[a]);
    const team = (w) => !t.assassins.includes(w) && !t.bystanders.includes(w);
    const n = t.targets.length;
    if (!order.slice(0, n).every((i) => team(t.board[i]))) continue;
    const taken = new Set(order.slice(0, n));
    const misread = unfinishedClues(view);
    const ours = new Set(view.cards.filter((c) => c.revealed && c.identity === view.team).map((c) => c.word));
    // Earlier clues of the team not found whole whose guesses never touched a wrong card (the guesser stopped).
    const stopped = view.clues.filter((c) => c !== view.currentClue && c.team === view.team && typeof c.number === 'number' && c.number > 0 && c.guesses.every((g) => ours.has(g)) && c.guesses.length < c.number).map((c) => c.word);
    for (const [kind, clues] of [['misread', misread], ['stopped', stopped]]) {
      const pick = bestLeftover(clues, taken, utilitiesOf, PEOPLE_LEFTOVER);
      if (pick === null) continue;
      const w = t.board[pick.card];
      tally[kind].n++;
      if (team(w)) tally[kind].ours++;
      if (t.assassins.includes(w)) tally[kind].assassin++;
    }
  }
  console.log(`leftover cards at ${PEOPLE_LEFTOVER} after this clue's number, Cultural Codes: ${Object.entries(tally).map(([k, x]) => `after ${k} clues ${x.n} cards, ours ${x.ours}, assassins ${x.assassin}`).join('; ')}`);
}
if (f.breakdown) {
  const humanEval = await import(`${dist}/agents/human-eval.js`);
  const guesser = people.createPeopleGuesser(await loadDefaultModel(), minds);
  const rows = new Map();
  let run = [];
  for (const t of agents.readHumanTurns(resolve(f.cc))) {
    const prev = run[run.length - 1];
    if (prev === undefined || prev.game !== t.game || prev.assassins.join() !== t.assassins.join()) run = [];
    const d = guesser.guess(humanEval.humanTurnView(t, run));
    run.push(t);
    const team = (w) => w !== undefined && t.board.includes(w) && !t.assassins.includes(w) && !t.bystanders.includes(w);
    const n = Math.min(t.targets.length, 3);
    const key = `${t.game % 2 === 0 ? 'even' : 'odd'} ${n === 3 ? '3+' : n}`;
    if (!rows.has(key)) rows.set(key, { turns: 0, first: 0, peopleFirst: 0, found: 0, peopleFound: 0, wrong: 0, assassin: 0, stopBeforeOurs: 0, takes: {} });
    const b = rows.get(key);
    const picks = d.ranked.slice(0, Math.max(1, d.take)).map((r) => r.word);
    b.turns++;
    b.takes[picks.length] = (b.takes[picks.length] ?? 0) + 1;
    if (team(picks[0])) b.first++;
    if (team(t.humanGuesses[0])) b.peopleFirst++;
    let found = 0;
    let ended = false;
    for (const w of picks) {
      if (team(w)) { found++; continue; }
      ended = true;
      b.wrong++;
      if (t.assassins.includes(w)) b.assassin++;
      break;
    }
    if (!ended && found < t.targets.length && team(d.ranked[picks.length]?.word)) b.stopBeforeOurs++;
    b.found += found;
    for (const w of t.humanGuesses) { if (!team(w)) break; b.peopleFound++; }
  }
  const pct = (x, n) => `${(100 * x / n).toFixed(1)}%`;
  for (const [key, b] of [...rows].sort(([a], [c]) => a.localeCompare(c))) {
    console.log(`${key}: ${b.turns} turns, first a team card ${pct(b.first, b.turns)} (people ${pct(b.peopleFirst, b.turns)}), team cards/turn ${(b.found / b.turns).toFixed(3)} (people ${(b.peopleFound / b.turns).toFixed(3)}), ending wrong ${pct(b.wrong, b.turns)}, on an assassin ${b.assassin}, stopped before the number with the next card ours ${b.stopBeforeOurs}, cards taken ${JSON.stringify(b.takes)}`);
  }
}
if (f['word-parts']) {
  const model = await loadDefaultModel();
  const pct = (r) => `${(100 * r.rate).toFixed(1)}%`;
  for (const weight of [0, 1, 2, 3, 5, 8]) {
    const guesser = people.createPeopleGuesser(model, minds, { wordPartWeight: weight });
    const parts = [];
    for (const [name, parity] of [['even', 0], ['odd', 1]]) {
      const r = await agents.evaluateGuesserOnHuman(guesser, resolve(f.cc), { only: (t) => t.game % 2 === parity });
      parts.push(`${name} first in targets ${pct(r.firstInTargets)}, first an assassin ${pct(r.firstIsAssassin)}, team cards/turn ${r.teamCardsPerTurn.mean.toFixed(3)}, on an assassin ${pct(r.turnEndsOnAssassin)}`);
    }
    console.log(`word-part weight ${weight}: ${parts.join('; ')}`);
  }
}
if (f.bonus) {
  const model = await loadDefaultModel();
  for (const gate of [1, 0.95, 0.9, 0.85, 0.8, 0.7]) {
    const guesser = people.createPeopleGuesser(model, minds, { bonusChance: gate });
    const parts = [];
    for (const [name, parity] of [['even', 0], ['odd', 1]]) {
      const r = await agents.evaluateGuesserOnHuman(guesser, resolve(f.cc), { only: (t) => t.game % 2 === parity });
      parts.push(`${name} team cards/turn ${r.teamCardsPerTurn.mean.toFixed(3)} (${Math.round(r.teamCardsPerTurn.mean * r.turns)}), on an assassin ${(100 * r.turnEndsOnAssassin.rate).toFixed(1)}% (${Math.round(r.turnEndsOnAssassin.rate * r.turns)})`);
    }
    console.log(`bonus gate ${gate}: ${parts.join('; ')}`);
  }
}
