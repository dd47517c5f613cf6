#!/usr/bin/env node
/**
 * Why the 2019 reference guesser ends games on the assassin after our spymaster's clues in a bridged language:
 * plays the default spymaster with the reference guesser on the boards lang-tournaments.mjs deals (single-team,
 * the language's card list and referee, board i seeded deriveSeed(seed, i)) and, for every game lost on the
 * assassin, prints the fatal clue, its targets, the plain cosines (what the 2019 guesser ranks by) of the
 * targets and of the cards it took, and the spymaster's summary (which reading chose the clue).
 *
 * Usage (after npm run build and 'codenames-ai model bridge --lang hu|ru'):
 *   node scripts/lang-assassin-games.mjs --lang hu [--games 250] [--seed 1] [--from 0]
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { lang: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, from: { type: 'string' } } });
const lang = values.lang ?? 'hu';
const dist = new URL('../dist/', import.meta.url);
const { loadLanguageModel } = await import(new URL('embeddings/user-models.js', dist).href);
const { playGame } = await import(new URL('harness/index.js', dist).href);
const { createDefaultAgents } = await import(new URL('agents/defaults.js', dist).href);
const { createReferenceGuesser } = await import(new URL('agents/reference-2019/guesser.js', dist).href);
const { deriveSeed, WORD_LISTS } = await import(new URL('game/index.js', dist).href);
const { createReferee } = await import(new URL('legality/index.js', dist).href);

const model = await loadLanguageModel(lang);
const wordList = Object.values(WORD_LISTS).find((w) => w.lang === lang)?.name;
const agents = await createDefaultAgents({ model });
const reference = createReferenceGuesser(model);
const referee = createReferee({ lang });
const games = Number(values.games ?? 250);
const from = Number(values.from ?? 0);
const seed = Number(values.seed ?? 1);
const cos = (a, b) => {
  const u = model.vector(a.toLowerCase());
  const v = model.vector(b.toLowerCase());
  if (u === null || v === null) return NaN;
  let s = 0;
  for (let d = 0; d < u.length; d++) s += u[d] * v[d];
  return s;
};
let lost = 0;
let score = 0;
let clues = 0;
let words = 0;
for (let board = from; board < from + games; board++) {
  const decisions = [];
  const spymaster = {
    name: 'default',
    giveClue: async (view) => {
      const d = await agents.spymaster.giveClue(view);
      decisions.push({ d, view });
      return d;
    },
  };
  const { outcome, state } = await playGame({ variant: 'single-team', seed: deriveSeed(seed, board), a: { spymaster, guesser: reference }, wordList, lang, referee });
  score += outcome.score;
  for (const { d } of decisions) if (typeof d.number === 'number') (clues++, (words += d.number));
  if (outcome.reason !== 'assassin') continue;
  lost++;
  const last = decisions.at(-1);
  const { d, view } = last;
  const open = view.cards.flatMap((c, i) => (c.revealed ? [] : [{ word: c.word, id: view.key[i] }]));
  const ranked = open.map((c) => ({ ...c, cos: cos(d.word, c.word) })).sort((a, b) => b.cos - a.cos);
  const fmt = (c) => `${c.word}${c.id === view.team ? '' : `(${c.id === 'assassin' ? 'A' : c.id[0]})`} ${c.cos.toFixed(3)}`;
  const clue = state.clues?.at?.(-1);
  console.log(`board ${board}: turn ${decisions.length}: ${d.word.toUpperCase()} ${d.number} for ${d.targets.join(', ')}; guessed ${clue?.guesses?.join(', ') ?? '?'}`);
  console.log(`  plain cosines: ${ranked.slice(0, 6).map(fmt).join(', ')}`);
  console.log(`  ${d.explanation?.summary ?? ''}`);
}
console.log(`\n${lost} of ${games} games lost on the assassin; ${(words / clues).toFixed(2)} words a clue; score ${(score / games).toFixed(2)}`);
