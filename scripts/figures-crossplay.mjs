#!/usr/bin/env node
/**
 * node scripts/figures-crossplay.mjs [--games 100] [--seed 1] [--workers 2]
 *   [--spymasters default,glove,wordnet,reference-0.7] [--guessers default,glove,wordnet,reference] [--intervals no|yes]
 *
 * Plays a single-team cross-play tournament with the built CLI (`tournament --json`, referee on) and prints
 * the markdown table of docs/tournaments.md: one row per spymaster, one column per guesser, each cell
 * "mean score ± SE (win rate)", or with `--intervals yes` "mean ± SE, win rate [95% interval]" (the table of
 * docs/benchmarks.md). Deterministic for a seed and game count (every figure but the speed, which is not
 * printed). Used by `npm run docs:figures`; slow (minutes), so never run by docs:check or CI.
 */
import { parseFigureFlags, rateWithInterval, tournamentJson } from './lib/tournament-json.mjs';

const opts = parseFigureFlags('figures-crossplay', { games: '100', seed: '1', workers: '2', spymasters: 'default,glove,wordnet,reference-0.7', guessers: 'default,glove,wordnet,reference', intervals: 'no' });
const summary = tournamentJson('figures-crossplay', ['--variant', 'single-team', '--spymasters', opts.spymasters, '--guessers', opts.guessers,
  '--games', opts.games, '--seed', opts.seed, '--workers', opts.workers]);
const spymasters = opts.spymasters.split(',');
const guessers = opts.guessers.split(',');
const cell = (s, g) => {
  const p = summary.pairings.find((x) => x.spymaster === s && x.guesser === g);
  if (p === undefined) throw new Error(`no pairing ${s} x ${g} in the tournament summary`);
  const score = `${p.meanScore.toFixed(2)} ± ${p.scoreSE.toFixed(2)}`;
  return opts.intervals === 'yes' ? `${score}, ${rateWithInterval(p.winRate, p.winInterval)}` : `${score} (${(100 * p.winRate).toFixed(0)}%)`;
};
console.log(`| spymaster \\ guesser | ${guessers.join(' | ')} |`);
console.log(`|---|${guessers.map(() => '---').join('|')}|`);
for (const s of spymasters) console.log(`| ${s} | ${guessers.map((g) => cell(s, g)).join(' | ')} |`);
