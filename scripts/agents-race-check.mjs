#!/usr/bin/env node
/**
 * The race of the guesser for people (people-guesser.ts: one more card of the clue after its number when the other
 * team may win on its next turn) at several settings, in two-team standard games of the default spymaster and
 * guesser: against `reference-0.5+reference` on both sides (our wins, and the games we lost on our own touch of
 * the assassin), or with --self against themselves (games that ended on an assassin). Boards dealt from the seed
 * as the tournament deals them, referee on. A dev tool for choosing the race's defaults (docs/agents.md, "The
 * race"), not a figure block.
 *
 * Variants: `off` (raceChance 1), a chance such as `0.3` (raceChance, at 2 open), `o1-0.3` (raceOpen 1 too).
 *
 * Usage: npm run build && node scripts/agents-race-check.mjs [--games 400] [--seed 11] [--variants off,0.3,0.5] [--self]
 */
import { parseArgs } from 'node:util';

const { values: f } = parseArgs({ options: { games: { type: 'string', default: '400' }, seed: { type: 'string', default: '11' }, variants: { type: 'string', default: 'off,0.3,0.5' }, self: { type: 'boolean', default: false } } });
const { createExecutor } = await import('../dist/harness/executor.js');
const { createAgentRegistry } = await import('../dist/harness/registry.js');
const { planMatches } = await import('../dist/harness/plan.js');
const { loadDefaultModel } = await import('../dist/embeddings/index.js');
const agents = await import('../dist/agents/index.js');
const people = await import('../dist/agents/people/index.js');

const variantOptions = (v) => {
  if (v === 'off') return { raceChance: 1 };
  const m = /^(?:o(\d)-)?(0(?:\.\d+)?|1)$/.exec(v);
  if (m === null) {
    console.error(`unknown variant '${v}': off, a chance such as 0.3, or oN-CHANCE (raceOpen N)`);
    process.exit(2);
  }
  return { raceChance: Number(m[2]), ...(m[1] === undefined ? {} : { raceOpen: Number(m[1]) }) };
};
const registry = createAgentRegistry();
const ctx = { model: loadDefaultModel };
const spymaster = await registry.get('default', 'spymaster').spymaster(ctx);
const reference = { spymaster: await registry.get('reference-0.5', 'spymaster').spymaster(ctx), guesser: await registry.get('reference', 'guesser').guesser(ctx) };
const mind = await agents.defaultMind();
const minds = await people.readingMinds();
for (const v of f.variants.split(',')) {
  const guesser = people.createPeopleGuesser(mind, minds, { name: `race-${v}`, ...variantOptions(v) });
  const teams = [{ spymaster: 0, guesser: 0 }, { spymaster: 1, guesser: 1 }];
  const matches = f.self ? [{ id: 0, a: teams[0], b: teams[0] }] : planMatches('standard', 2, 2, teams);
  const setup = { variant: 'standard', seed: Number(f.seed), spymasters: ['default', 'reference-0.5'], guessers: [guesser.name, 'reference'], matches, model: null, customModules: [], candidatesFile: null, turnCap: null, timeLimitMs: 60_000, wordList: null, referee: true };
  const executor = await createExecutor(setup, { spymasters: [spymaster, reference.spymaster], guessers: [guesser, reference.guesser] });
  let games = 0;
  let wins = 0;
  let assassin = 0;
  for (let board = 0; board < Number(f.games); board++) {
    for (const m of matches) {
      const { outcome } = await executor.playWithState({ board, match: m.id });
      games++;
      if (f.self) {
        if (outcome.reason === 'assassin') assassin++;
        continue;
      }
      const side = m.a.spymaster === 0 ? 'a' : 'b';
      if (outcome.winner === side) wins++;
      if (outcome[side].assassin > 0) assassin++;
    }
  }
  await executor.close();
  const pct = (k) => `${((100 * k) / games).toFixed(1)}%`;
  console.log(f.self ? `${v}: ${games} games against itself, ${assassin} ended on an assassin (${pct(assassin)})` : `${v}: ${games} games against reference-0.5+reference, our wins ${pct(wins)}, lost on our own touch of the assassin ${assassin} (${pct(assassin)})`);
}
