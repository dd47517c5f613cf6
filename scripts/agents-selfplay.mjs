#!/usr/bin/env node
/**
 * Measures the agents in seeded single-team games (no tournament machinery): mean score (turns; 25 for a
 * loss) with its standard error, win rate with a Wilson interval, and clue/guess latency percentiles.
 * Each mind is 'blend' (the default agents' mind: GloVe + WordNet), 'glove' (GloVe alone) or 'wordnet' (the
 * WordNet mind alone), so independent cross-play is `--spymaster glove --guesser wordnet` and the other way round.
 *
 * Usage: npm run build && node scripts/agents-selfplay.mjs [--games 1000] [--variant single-team]
 *        [--spymaster blend|glove|wordnet] [--guesser blend|glove|wordnet] [--risk balanced] [--seed 1] [--dist dist] [--fixed] [--partners glove,wordnet|none]
 *        [--variant standard --vs reference]   two-team games against the 2019 reference bots (threshold 0.7, on
 *                                              GloVe); our side alternates red (even games) and blue (odd games)
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const { values: f } = parseArgs({
  options: {
    games: { type: 'string', default: '200' }, variant: { type: 'string', default: 'single-team' },
    spymaster: { type: 'string', default: 'blend' }, guesser: { type: 'string', default: 'blend' },
    risk: { type: 'string', default: 'balanced' }, 'guesser-risk': { type: 'string' }, seed: { type: 'string', default: '1' }, dist: { type: 'string', default: 'dist' },
    'word-list': { type: 'string' }, vs: { type: 'string' }, fixed: { type: 'boolean', default: false }, partners: { type: 'string' },
  },
});
const dist = pathToFileURL(resolve(f.dist)).href;
const { createGame, deriveSeed } = await import(`${dist}/game/index.js`);
const { playToEnd } = await import(`${dist}/play/index.js`);
const agents = await import(`${dist}/agents/index.js`);
const { loadDefaultModel } = await import(`${dist}/embeddings/index.js`);

const minds = { glove: await loadDefaultModel(), wordnet: agents.loadWordNetMind(), blend: await agents.defaultMind() };
const asRisk = (r) => (/^[0-9.]+$/.test(r) ? Number(r) : r);
// 'blend' is the default agents' mind: it also carries WordNet's card relations (mindRelationBonus).
const bonus = (mind) => { const b = agents.mindRelationBonus(mind); return b === undefined ? {} : { relationBonus: b }; };
// --fixed: play the chosen risk all game (no adaptation to how the partner reads our clues).
const adaptive = !f.fixed;
// Partner minds of the spymaster's partner check: 'blend' checks GloVe and WordNet alone, like the default
// agents; --partners none turns it off, --partners glove,wordnet sets it for any spymaster.
const partnerList = f.partners ?? (f.spymaster === 'blend' ? 'glove,wordnet' : 'none');
const partnerMinds = partnerList === 'none' ? [] : partnerList.split(',').map((m) => minds[m]);
const spymaster = agents.createSpymaster(minds[f.spymaster], { risk: asRisk(f.risk), adaptive, ...bonus(f.spymaster), partnerMinds });
const guesser = agents.createGuesser(minds[f.guesser], { risk: asRisk(f['guesser-risk'] ?? f.risk), adaptive, ...bonus(f.guesser) });
const cover = agents.createCoverStrategy(minds[f.spymaster]);

// Two-team games: the opponent side (the 2019 reference spymaster and guesser on GloVe).
const opponent = f.vs === 'reference'
  ? { spymaster: agents.createReferenceSpymaster(minds.glove, { threshold: 0.7 }), guesser: agents.createReferenceGuesser(minds.glove) }
  : null;
const winsAs = { red: [0, 0], blue: [0, 0] };

const n = Number(f.games);
const scores = [];
let wins = 0;
const clueMs = [];
const guessMs = [];
const losses = { assassin: 0, 'opponent-agents': 0, 'turn-cap': 0 };
for (let g = 0; g < n; g++) {
  let s = createGame({ variant: f.variant, seed: deriveSeed(Number(f.seed), g), ...(f['word-list'] ? { wordList: f['word-list'] } : {}) });
  const ours = opponent === null ? null : g % 2 === 0 ? 'red' : 'blue';
  const sideOf = (team) => (ours === null || team === ours ? { spymaster, guesser, cover } : opponent);
  // The one game driver plays the game; this only times our side's clues and guesses.
  const call = async (c, fn) => {
    const t = performance.now();
    const v = await fn();
    if (ours === null || c.team === ours) (c.role === 'spymaster' ? clueMs : c.role === 'guesser' ? guessMs : []).push(performance.now() - t);
    return v;
  };
  s = await playToEnd(s, sideOf, { call, cover });
  scores.push(s.result.score);
  if (ours !== null) {
    winsAs[ours][1]++;
    if (s.result.winner === ours) { winsAs[ours][0]++; wins++; }
  } else if (s.result.winner !== null) wins++;
  else losses[s.result.reason] = (losses[s.result.reason] ?? 0) + 1;
}
const mean = scores.reduce((a, b) => a + b, 0) / n;
const se = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) / n);
const z = 1.959964;
const p = wins / n;
const d = 1 + (z * z) / n;
const c = (p + (z * z) / (2 * n)) / d;
const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
const pct = (a, q) => { const s = [...a].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0; };
console.log(JSON.stringify({
  games: n, variant: f.variant, spymaster: `${f.spymaster}`, guesser: `${f.guesser}`, risk: f.risk, adaptive, partners: partnerList,
  ...(opponent === null ? {} : { vs: f.vs, winsAsRed: winsAs.red, winsAsBlue: winsAs.blue }),
  meanScore: +mean.toFixed(3), se: +se.toFixed(3), winRate: +p.toFixed(4), winCI: [+(c - h).toFixed(4), +(c + h).toFixed(4)], losses,
  clueMsP50: +pct(clueMs, 0.5).toFixed(2), clueMsP90: +pct(clueMs, 0.9).toFixed(2), guessMsP50: +pct(guessMs, 0.5).toFixed(3), guessMsP90: +pct(guessMs, 0.9).toFixed(3),
}));
