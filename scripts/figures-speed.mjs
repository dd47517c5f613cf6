#!/usr/bin/env node
/**
 * The speed figures of docs/benchmarks.md (issue 11 item 5): the default agents (the spymaster and guesser for
 * people) beside the machine spymaster's pairing (`default-machine`), measured in one run so that the ratios
 * hold on a shared machine.
 *
 * - Clue and guess latency, in this process: each spymaster's first clue on `--boards` seeded boards (half
 *   single-team, half standard), one warm-up pass (the similarity rows and hubness a long-running player
 *   keeps), then one timed pass; p50 and p90 of the wall time, and CPU per clue. The guess is the default
 *   guesser on those clues.
 * - Tournament throughput, through the built CLI: `--games` single-team games per pairing on `--workers`
 *   workers, games/s (wall, start-up included) and the CPU of the whole run (the child's user + system time).
 *
 * Usage: npm run build && node scripts/figures-speed.mjs --games 1000 --workers 2 --boards 200
 * A slow benchmark (minutes): run it on a quiet machine, one at a time; it prints the load average it saw.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseFigureFlags, tournamentJson } from './lib/tournament-json.mjs';

const SCRIPT = 'figures-speed';
const opts = parseFigureFlags(SCRIPT, { games: '1000', workers: '2', boards: '200', seed: '1' });
const root = resolve(import.meta.dirname, '..');
const dist = (p) => pathToFileURL(join(root, 'dist', p)).href;
const load = () => loadavg().map((x) => x.toFixed(1)).join(' / ');
const loadBefore = load();

/** CPU seconds of this process's reaped children (Linux /proc; null elsewhere). */
function childCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

const quantile = (xs, q) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(q * (s.length - 1))];
};

// Latency, in this process.
const game = await import(dist('game/index.js'));
const agents = await import(dist('agents/index.js'));
const pairs = { default: await agents.createDefaultAgents(), 'default-machine': await agents.createDefaultAgents({ spymaster: 'machine' }) };
const boards = Number(opts.boards);
const views = Array.from({ length: boards }, (_, i) => {
  const s = game.createGame({ variant: i % 2 === 0 ? 'single-team' : 'standard', seed: game.deriveSeed(Number(opts.seed), i) });
  return { state: s, view: game.spymasterView(s, s.turn) };
});
const latency = {};
for (const [name, { spymaster, guesser }] of Object.entries(pairs)) {
  const guessViews = views.map(({ state, view }) => {
    const d = spymaster.giveClue(view); // the warm-up pass
    return game.guesserView(game.applyAction(state, { type: 'clue', team: state.turn, word: d.word, number: d.number }));
  });
  const clue = [];
  const cpu0 = process.cpuUsage();
  for (const { view } of views) {
    const t = performance.now();
    spymaster.giveClue(view);
    clue.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpu0);
  const guess = guessViews.map((v) => {
    const t = performance.now();
    guesser.guess(v);
    return performance.now() - t;
  });
  latency[name] = { p50: quantile(clue, 0.5), p90: quantile(clue, 0.9), cpu: (cpu.user + cpu.system) / 1000 / boards, guess: quantile(guess, 0.5) };
}

// Throughput, through the CLI.
const runs = {};
for (const name of Object.keys(pairs)) {
  const before = childCpu();
  const t = performance.now();
  const r = tournamentJson(SCRIPT, ['--spymasters', name, '--guessers', name, '--variant', 'single-team', '--games', opts.games, '--workers', opts.workers, '--seed', opts.seed]);
  const wall = (performance.now() - t) / 1000;
  const after = childCpu();
  runs[name] = { gps: r.gamesPlayed / wall, cpu: before === null || after === null ? null : after - before, turns: r.pairings[0].meanTurns, wins: r.pairings[0].winRate };
}

const ms = (x) => `${x.toFixed(1)} ms`;
const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
const [p, m] = [latency.default, latency['default-machine']];
const [tp, tm] = [runs.default, runs['default-machine']];
const games = Number(opts.games).toLocaleString('en-US');
console.log(`| figure | \`default\` (for people) | \`default-machine\` | ratio |`);
console.log(`|---|---|---|---|`);
console.log(`| clue p50 / p90, warm (${boards} seeded first-turn boards) | ${ms(p.p50)} / ${ms(p.p90)} | ${ms(m.p50)} / ${ms(m.p90)} | ${ratio(p.p50, m.p50)} |`);
console.log(`| CPU per clue, warm | ${ms(p.cpu)} | ${ms(m.cpu)} | ${ratio(p.cpu, m.cpu)} |`);
console.log(`| guess p50 (the default guesser on those clues) | ${ms(p.guess)} | ${ms(m.guess)} | ${ratio(p.guess, m.guess)} |`);
console.log(`| ${games} single-team games, ${opts.workers} workers: games/s (start-up included) | ${tp.gps.toFixed(1)} | ${tm.gps.toFixed(1)} | ${ratio(tp.gps, tm.gps)} |`);
if (tp.cpu !== null && tm.cpu !== null) console.log(`| CPU for the ${games} games | ${tp.cpu.toFixed(0)} s | ${tm.cpu.toFixed(0)} s | ${ratio(tp.cpu, tm.cpu)} |`);
console.log(`| turns per game, wins | ${tp.turns.toFixed(2)}, ${(100 * tp.wins).toFixed(1)}% | ${tm.turns.toFixed(2)}, ${(100 * tm.wins).toFixed(1)}% | |`);
console.log('');
console.log(`Load average (1 / 5 / 15 min) at the start: ${loadBefore}; at the end: ${load()}.`);
