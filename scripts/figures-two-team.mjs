#!/usr/bin/env node
/**
 * node scripts/figures-two-team.mjs [--games 300] [--seed 1] [--workers 2] [--team default]
 *   [--opponents reference-0.7+reference,reference-0.5+reference,reference-0.3+reference]
 *
 * Two-team standard games of one team against each opponent team, on both sides: one tournament of fixed
 * teams per opponent (`tournament --variant standard --teams TEAM,OPPONENT --json`, referee on), so every
 * board is played once with our team as red and once as blue. Prints the markdown table of
 * docs/benchmarks.md: our team's wins as red, as blue and over both (95% Wilson intervals), draws, the games our
 * team lost on its own touch of the assassin, the mean word difference from our side, and the mean clue number of
 * each spymaster (ours / theirs). Deterministic for a seed and game count. Slow (the spymaster for
 * people thinks about 4x longer than the machine one): one run at a time, never in CI.
 */
import { parseFigureFlags, rateWithInterval, tournamentJson } from './lib/tournament-json.mjs';
import { wilson } from '../dist/stats.js';

const opts = parseFigureFlags('figures-two-team', { games: '300', seed: '1', workers: '2', team: 'default', opponents: 'reference-0.7+reference,reference-0.5+reference,reference-0.3+reference' });
console.log(`| ${opts.team} vs | boards | wins as red | wins as blue | wins, both sides | draws | lost on our assassin | word difference (ours) | clue number, ours / theirs |`);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const opponent of opts.opponents.split(',')) {
  const s = tournamentJson('figures-two-team', ['--variant', 'standard', '--teams', `${opts.team},${opponent}`, '--games', opts.games, '--seed', opts.seed, '--workers', opts.workers]);
  const asRed = s.matchups.find((m) => m.red === opts.team);
  const asBlue = s.matchups.find((m) => m.blue === opts.team);
  if (asRed === undefined || asBlue === undefined) throw new Error(`no matchup of ${opts.team} against ${opponent} in the tournament summary`);
  const wins = Math.round(asRed.redWinRate * asRed.games) + Math.round(asBlue.blueWinRate * asBlue.games);
  const both = wilson(wins, asRed.games + asBlue.games);
  const [ours, theirs] = [asRed.red, asRed.blue].map((name) => s.pairings.find((p) => (p.spymaster === p.guesser ? p.spymaster : `${p.spymaster}+${p.guesser}`) === name));
  if (ours === undefined || theirs === undefined) throw new Error(`no pairing for ${opts.team} or ${opponent} in the tournament summary`);
  const lost = wilson(Math.round(ours.assassinRate * ours.games), ours.games);
  const diff = (asRed.wordDifference * asRed.games - asBlue.wordDifference * asBlue.games) / (asRed.games + asBlue.games);
  console.log(`| ${opponent} | ${asRed.games} | ${rateWithInterval(asRed.redWinRate, asRed.redWinInterval)} | ${rateWithInterval(asBlue.blueWinRate, asBlue.blueWinInterval)} | ${rateWithInterval(both.rate, [both.low, both.high])} | ${asRed.draws + asBlue.draws} | ${rateWithInterval(lost.rate, [lost.low, lost.high])} | ${diff >= 0 ? '+' : ''}${diff.toFixed(2)} | ${ours.wordsPerClue.toFixed(2)} / ${theirs.wordsPerClue.toFixed(2)} |`);
}
