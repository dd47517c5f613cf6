#!/usr/bin/env node
/**
 * Our guesser on people's Hungarian (or other) clue records: for each record (board, the clue giver's team
 * words, clue, n, the people's guesses) the guesser sees the board and the clue and ranks the cards. Prints
 * the share of records whose first guess is a team word, precision at n (of the first n guesses, the share
 * that are team words), both with a 95% Wilson interval, and the people's own figures on the same records.
 *
 * Usage (after npm run build and 'codenames-ai model bridge --lang hu'):
 *   node scripts/lang-human-check.mjs PATH/TO/cserhati-hu-dev.jsonl [--lang hu] [--model DIR] [--json]
 * The data file is given as an argument; it never ships and is never copied into the repository.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { lang: { type: 'string' }, model: { type: 'string' }, json: { type: 'boolean' } } });
const file = positionals[0];
if (file === undefined) {
  console.error('usage: node scripts/lang-human-check.mjs FILE.jsonl [--lang hu] [--model DIR] [--json]');
  process.exit(2);
}
const lang = values.lang ?? 'hu';
const dist = new URL('../dist/', import.meta.url);
const { loadModel } = await import(new URL('embeddings/index.js', dist).href);
const { loadLanguageModel, checkModelLanguage } = await import(new URL('embeddings/user-models.js', dist).href);
const { createGuesser } = await import(new URL('agents/guesser.js', dist).href);
const { wilson } = await import(new URL('stats.js', dist).href);

const model = values.model === undefined ? await loadLanguageModel(lang) : await loadModel(values.model);
checkModelLanguage(model, lang);
const guesser = createGuesser(model, { name: 'default' });
const records = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim().length > 0).map((l) => JSON.parse(l));


let first = 0;
let precHit = 0;
let precAll = 0;
let peopleFirst = 0;
let peoplePrec = 0;
let oov = 0;
for (const r of records) {
  const team = new Set(r.team);
  const n = Math.max(1, r.n);
  const clue = { team: 'red', word: r.clue, number: n, turn: 1, legal: true, guesses: [] };
  const view = {
    variant: 'coop', lang, team: 'red', phase: 'guess', cards: r.board.map((w) => ({ word: w, revealed: false })),
    clues: [clue], currentClue: clue, guessesLeft: n + 1, turnNumber: 1,
  };
  if (!model.has(r.clue)) oov++;
  const d = await guesser.guess(view);
  const ranked = d.ranked.map((x) => x.word);
  if (team.has(ranked[0])) first++;
  for (const w of ranked.slice(0, n)) if (team.has(w)) precHit++;
  precAll += n;
  if (team.has(r.guesses[0])) peopleFirst++;
  for (const w of r.guesses.slice(0, n)) if (team.has(w)) peoplePrec++;
}
const N = records.length;
const fmt = (k, n) => {
  const r = wilson(k, n);
  return `${(100 * r.rate).toFixed(1)}% [${(100 * r.low).toFixed(1)}, ${(100 * r.high).toFixed(1)}]`;
};
const out = {
  file: file.split('/').pop(), model: model.name, records: N, cluesOutsideModel: oov,
  firstGuessTeam: first / N, precisionAtN: precHit / precAll, peopleFirstGuessTeam: peopleFirst / N, peoplePrecisionAtN: peoplePrec / precAll,
};
if (values.json === true) console.log(JSON.stringify(out, null, 2));
else {
  console.log(`| records | first guess a team word | precision at n | clue outside the model |`);
  console.log(`|---|---|---|---|`);
  console.log(`| ${N} (${out.file}) | ours ${fmt(first, N)}; people ${fmt(peopleFirst, N)} | ours ${fmt(precHit, precAll)}; people ${fmt(peoplePrec, precAll)} | ${oov} |`);
}
