#!/usr/bin/env node
/**
 * Prints the first clue of seeded games, board first, so a person can read them as a guesser would (board and
 * clue), then the key's targets and the explanation. For judging legibility by eye while tuning (tune on seeds
 * 1001-1040 standard and 2001-2040 single-team), and for counting numbers: the last line gives the mean and
 * largest number asked.
 *
 * Usage: npm run build && node scripts/agents-first-clues.mjs [--spymaster default|default-machine] [--variant standard]
 *        [--from 1001] [--count 40] [--quiet]
 */
import { parseArgs } from 'node:util';

const { values: f } = parseArgs({ options: {
  spymaster: { type: 'string', default: 'default' }, variant: { type: 'string', default: 'standard' },
  from: { type: 'string', default: '1001' }, count: { type: 'string', default: '40' }, quiet: { type: 'boolean', default: false },
} });
const game = await import('../dist/game/index.js');
const { createAgentRegistry } = await import('../dist/harness/registry.js');
const { loadDefaultModel } = await import('../dist/embeddings/index.js');
const registry = createAgentRegistry();
const spymaster = await registry.get(f.spymaster, 'spymaster').spymaster({ model: loadDefaultModel });
const numbers = [];
const times = [];
for (let s = Number(f.from); s < Number(f.from) + Number(f.count); s++) {
  const state = game.createGame({ variant: f.variant, seed: s });
  const view = game.spymasterView(state, state.turn);
  const t0 = performance.now();
  const d = await spymaster.giveClue(view);
  times.push(performance.now() - t0);
  numbers.push(typeof d.number === 'number' ? d.number : 9);
  if (!f.quiet) {
    console.log(`seed ${s}: ${view.cards.map((c) => c.word).join(' ')}`);
    console.log(`  CLUE ${d.word.toUpperCase()} ${d.number}   -> ${d.targets.join(', ')}`);
    console.log(`  ${d.explanation?.summary ?? ''}`);
  }
}
const mean = numbers.reduce((a, b) => a + b, 0) / numbers.length;
times.sort((a, b) => a - b);
console.log(`${f.spymaster} ${f.variant} seeds ${f.from}+${f.count}: mean number ${mean.toFixed(2)}, largest ${Math.max(...numbers)}, counts ${[1, 2, 3, 4, 5, 6].map((n) => `${n}:${numbers.filter((x) => x === n).length}`).join(' ')}; clue ms p50 ${times[Math.floor(times.length / 2)].toFixed(0)}`);
