#!/usr/bin/env node
/**
 * Clue samples for a speaker to judge: our spymaster's first clue on ten seeded boards of a language, with
 * its targets and the explanation it gives, as a Markdown list (docs/languages.md embeds this output).
 *
 * Usage (after npm run build and 'codenames-ai model bridge --lang hu|ru'):
 *   node scripts/lang-clue-samples.mjs --lang hu [--boards 10] [--seed 1]
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { lang: { type: 'string' }, boards: { type: 'string' }, seed: { type: 'string' } } });
const lang = values.lang ?? 'hu';
const boards = Number(values.boards ?? 10);
const seed0 = Number(values.seed ?? 1);
const dist = new URL('../dist/', import.meta.url);
const { loadLanguageModel } = await import(new URL('embeddings/user-models.js', dist).href);
const { createDefaultAgents } = await import(new URL('agents/defaults.js', dist).href);
const { createGame, spymasterView } = await import(new URL('game/index.js', dist).href);
const { prepareReferee } = await import(new URL('legality/index.js', dist).href);

const model = await loadLanguageModel(lang);
const { spymaster } = await createDefaultAgents({ model });
const referee = await prepareReferee({ lang });
for (let b = 0; b < boards; b++) {
  const state = createGame({ variant: 'standard', seed: seed0 + b, lang });
  const view = spymasterView(state, state.turn);
  const d = await spymaster.giveClue(view);
  const verdict = referee({ word: d.word, number: d.number }, view);
  const ours = state.cards.filter((c) => c.identity === state.turn).map((c) => c.word);
  const assassin = state.cards.filter((c) => c.identity === 'assassin').map((c) => c.word);
  const e = d.explanation;
  console.log(`${b + 1}. Board ${seed0 + b} (${state.turn}): our cards ${ours.join(', ')}; assassin ${assassin.join(', ')}.`);
  console.log(`   Clue **${d.word.toUpperCase()} ${d.number}** for ${d.targets.join(', ')}${verdict.ok ? '' : ' (the referee refuses it!)'}.`);
  if (e !== undefined) {
    console.log(`   Targets: ${e.targets.map((t) => `${t.word} ${t.similarity.toFixed(2)}`).join(', ')}; closest dangers: ${e.dangers.slice(0, 3).map((t) => `${t.word} (${t.identity}) ${t.similarity.toFixed(2)}`).join(', ')}.`);
    if (e.runnersUp.length > 0) console.log(`   Runners-up: ${e.runnersUp.slice(0, 3).map((r) => `${r.word} ${r.number} [${r.targets.join(', ')}]`).join('; ')}.`);
  }
}
