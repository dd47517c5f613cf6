#!/usr/bin/env node
/**
 * Self-play and cross-play in another language: our default agents and the 2019 reference bots on the
 * language's installed model (model bridge / model import), dealt from the language's card list and judged by
 * its referee. Prints one Markdown table (docs/languages.md embeds it) and a line checking that every word the
 * agents may give as a clue (the model's clue vocabulary) is a word of the language's lexicon.
 *
 * Usage (after npm run build and 'codenames-ai model bridge --lang hu|ru'):
 *   node scripts/lang-tournaments.mjs --lang hu [--games 250] [--workers 2] [--seed 1]
 * (--games is per pairing; 4 pairings.)
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { lang: { type: 'string' }, games: { type: 'string' }, workers: { type: 'string' }, seed: { type: 'string' } } });
const lang = values.lang ?? 'hu';
const dist = new URL('../dist/', import.meta.url);
const { loadLanguageModel, languageModelDir } = await import(new URL('embeddings/user-models.js', dist).href);
const { runTournament, summarize } = await import(new URL('harness/index.js', dist).href);
const { getLanguageSync } = await import(new URL('lang/index.js', dist).href);
const { WORD_LISTS } = await import(new URL('game/word-lists.js', dist).href);

const model = await loadLanguageModel(lang);
const wordList = Object.values(WORD_LISTS).find((w) => w.lang === lang)?.name;
const result = await runTournament({
  variant: 'single-team', games: Number(values.games ?? 250), seed: Number(values.seed ?? 1), workers: Number(values.workers ?? 2),
  spymasters: ['default', 'reference-0.7'], guessers: ['default', 'reference'], model: languageModelDir(lang), wordList,
});
const s = summarize(result);
console.log(`| spymaster | guesser | games | score | win | assassin | words/clue | illegal clues | forfeits |`);
console.log(`|---|---|---|---|---|---|---|---|---|`);
for (const p of s.pairings) {
  console.log(`| ${p.spymaster} | ${p.guesser} | ${p.games} | ${p.meanScore.toFixed(2)} ± ${p.scoreSE.toFixed(2)} | ${(100 * p.winRate).toFixed(1)}% | ${(100 * p.assassinRate).toFixed(1)}% | ${p.wordsPerClue.toFixed(2)} | ${p.illegalClues} | ${p.forfeits} |`);
}
const pack = getLanguageSync(lang);
const clues = Array.from(model.clueIndices, (i) => model.vocabulary[i]);
const outside = clues.filter((w) => !pack.isWord(w));
console.log('');
console.log(`${s.gamesPlayed} games on ${model.name} (${wordList} cards, ${lang} referee); clue vocabulary outside the ${lang} lexicon: ${outside.length} of ${clues.length}.`);
