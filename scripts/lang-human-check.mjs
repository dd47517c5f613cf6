#!/usr/bin/env node
/**
 * Our guesser on people's Hungarian (or other) clue records: for each record (board, the clue giver's team
 * words, clue, n, the people's guesses) the guesser sees the board and the clue and guesses. Prints, for our
 * default guesser (the guesser for people, with the translated reading: translated-guess.ts) and for the
 * same guesser on the bridged GloVe alone, the share of records whose first guess is a team word and
 * precision at n (of the first n cards it ranks, the share that are team words), both with a 95% Wilson
 * interval, and the turn played out (the cards it takes, up to the first that is not a team word): team
 * cards a turn and the share of turns ending on a card not ours; the people's own figures on the same records
 * (their guesses, played out the same way).
 *
 * The records are split by board (a game's clues share one): the even boards in file order (`--half a`) are
 * the ones the translated reading's weight was chosen on, the odd boards (`--half b`) were never tuned on;
 * the default prints both halves and all records.
 *
 * Usage (after npm run build and 'codenames-ai model bridge --lang hu'):
 *   node scripts/lang-human-check.mjs PATH/TO/cserhati-hu-dev.jsonl [--lang hu] [--model DIR] [--half a|b|all] [--json]
 * The data file is given as an argument; it never ships and is never copied into the repository.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { lang: { type: 'string' }, model: { type: 'string' }, half: { type: 'string' }, json: { type: 'boolean' } } });
const file = positionals[0];
if (file === undefined || !['a', 'b', 'all', undefined].includes(values.half)) {
  console.error('usage: node scripts/lang-human-check.mjs FILE.jsonl [--lang hu] [--model DIR] [--half a|b|all] [--json]');
  process.exit(2);
}
const lang = values.lang ?? 'hu';
const dist = new URL('../dist/', import.meta.url);
const { loadModel } = await import(new URL('embeddings/index.js', dist).href);
const { loadLanguageModel, checkModelLanguage } = await import(new URL('embeddings/user-models.js', dist).href);
const { createDefaultAgents } = await import(new URL('agents/defaults.js', dist).href);
const { createPeopleGuesser } = await import(new URL('agents/people/people-guesser.js', dist).href);
const { readingMinds } = await import(new URL('agents/people/readings.js', dist).href);
const { wilson } = await import(new URL('stats.js', dist).href);

const model = values.model === undefined ? await loadLanguageModel(lang) : await loadModel(values.model);
checkModelLanguage(model, lang);
const guessers = [
  ['ours', (await createDefaultAgents({ model })).guesser],
  ['ours, GloVe alone', createPeopleGuesser(model, await readingMinds(model), { name: 'default' })],
];
const records = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim().length > 0).map((l) => JSON.parse(l));
const boardOf = (r) => [...r.board].sort().join(' ');
const boards = [...new Set(records.map(boardOf))];
const halfOf = new Map(boards.map((b, i) => [b, i % 2 === 0 ? 'a' : 'b']));
const halves = values.half === undefined ? ['a', 'b', 'all'] : [values.half];

/** A turn played out: cards in `order`, at most `take`, up to the first that is not a team word. */
const playOut = (order, take, team) => {
  let found = 0;
  for (const w of order.slice(0, take)) {
    if (!team.has(w)) return { found, wrong: true };
    found++;
  }
  return { found, wrong: false };
};
const fmt = (k, n) => {
  const r = wilson(k, n);
  return `${(100 * r.rate).toFixed(1)}% [${(100 * r.low).toFixed(1)}, ${(100 * r.high).toFixed(1)}]`;
};
const rows = [];
const oov = records.filter((r) => !model.has(r.clue)).length;
for (const half of halves) {
  const part = records.filter((r) => half === 'all' || halfOf.get(boardOf(r)) === half);
  const tally = () => ({ first: 0, prec: 0, found: 0, wrong: 0 });
  const ours = guessers.map(() => tally());
  const people = tally();
  let precAll = 0;
  for (const r of part) {
    const team = new Set(r.team);
    const n = Math.max(1, r.n);
    precAll += n;
    for (const [k, [, guesser]] of guessers.entries()) {
      const clue = { team: 'red', word: r.clue, number: n, turn: 1, legal: true, guesses: [] };
      const view = {
        variant: 'coop', lang, team: 'red', phase: 'guess', cards: r.board.map((w) => ({ word: w, revealed: false })),
        clues: [clue], currentClue: clue, guessesLeft: n + 1, turnNumber: 1,
      };
      const d = await guesser.guess(view);
      const ranked = d.ranked.map((x) => x.word);
      const t = ours[k];
      if (team.has(ranked[0])) t.first++;
      for (const w of ranked.slice(0, n)) if (team.has(w)) t.prec++;
      const p = playOut(ranked, d.take, team);
      t.found += p.found;
      if (p.wrong) t.wrong++;
    }
    if (team.has(r.guesses[0])) people.first++;
    for (const w of r.guesses.slice(0, n)) if (team.has(w)) people.prec++;
    const p = playOut(r.guesses, r.guesses.length, team);
    people.found += p.found;
    if (p.wrong) people.wrong++;
  }
  const label = half === 'all' ? `${part.length} (all ${boards.length} boards)` : `${part.length} (${half === 'a' ? 'even' : 'odd'} boards${half === 'a' ? ', tuned on' : ', never tuned on'})`;
  for (const [k, [name]] of [...guessers.entries(), [guessers.length, ['people']]]) {
    const t = k < guessers.length ? ours[k] : people;
    rows.push({ half, records: part.length, label, guesser: name, firstTeam: t.first / part.length, precisionAtN: t.prec / precAll, cardsPerTurn: t.found / part.length, endingWrong: t.wrong / part.length, cells: [fmt(t.first, part.length), fmt(t.prec, precAll), (t.found / part.length).toFixed(2), fmt(t.wrong, part.length)] });
  }
}
if (values.json === true) console.log(JSON.stringify({ file: file.split('/').pop(), model: model.name, cluesOutsideModel: oov, rows: rows.map(({ cells, label, ...r }) => r) }, null, 2));
else {
  console.log(`| records | guesser | first guess a team word | precision at n | team cards a turn | turns ending on a card not ours |`);
  console.log(`|---|---|---|---|---|---|`);
  for (const r of rows) console.log(`| ${r.label} | ${r.guesser} | ${r.cells.join(' | ')} |`);
  console.log('');
  console.log(`${file.split('/').pop()} on ${model.name}; clues outside the model (even through their lemma): ${oov}.`);
}
