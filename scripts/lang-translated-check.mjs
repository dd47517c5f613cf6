#!/usr/bin/env node
/**
 * Does the translated reading (agents/translated-links.ts) say what people of the language pick? On people's
 * guesses at programs' clues (Cserháti's Hungarian records: board, the giver's team words, clue, n, the
 * people's guesses), the human model (fitted on English, never on these records) ranks the cards once with
 * the bridged GloVe alone and once with the English norms read through the translations too. Prints, for
 * each, how often its top card is the people's first pick, how often that card is a team word, and the mean
 * log-likelihood of the people's first pick, on all records and on those where the translated reading links
 * the clue to some card (elsewhere the two agree).
 *
 * Usage (after npm run build and 'codenames-ai model bridge --lang hu'):
 *   node scripts/lang-translated-check.mjs PATH/TO/cserhati-hu-dev.jsonl [--lang hu] [--model DIR]
 * The data file is given as an argument; it never ships and is never copied into the repository.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { lang: { type: 'string' }, model: { type: 'string' } } });
const file = positionals[0];
if (file === undefined) {
  console.error('usage: node scripts/lang-translated-check.mjs FILE.jsonl [--lang hu] [--model DIR]');
  process.exit(2);
}
const lang = values.lang ?? 'hu';
const dist = new URL('../dist/', import.meta.url);
const { loadModel } = await import(new URL('embeddings/index.js', dist).href);
const { loadLanguageModel, checkModelLanguage } = await import(new URL('embeddings/user-models.js', dist).href);
const { readingMinds, boardReader } = await import(new URL('agents/people/readings.js', dist).href);
const { humanUtilities, pickChances } = await import(new URL('agents/people/human-model.js', dist).href);
const { wilson } = await import(new URL('stats.js', dist).href);

const model = values.model === undefined ? await loadLanguageModel(lang) : await loadModel(values.model);
checkModelLanguage(model, lang);
const ways = { 'GloVe alone': await readingMinds(model), 'with the translated reading': await readingMinds(model, { translated: true }) };
const records = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim().length > 0).map((l) => JSON.parse(l));
const fmt = (k, n) => {
  const r = wilson(k, n);
  return `${(100 * r.rate).toFixed(1)}% [${(100 * r.low).toFixed(1)}, ${(100 * r.high).toFixed(1)}]`;
};
// The records the translated reading links at all (a clue-card link either way): there the two can differ.
const translated = ways['with the translated reading'];
const linkedAt = records.map((r) => {
  const reading = boardReader(translated, r.board.map((w) => w.toUpperCase())).read(r.clue);
  return reading.links.norm.some((s) => s > 0) || reading.links.clueNorm.some((s) => s > 0);
});
console.log(`| human model reading | records | top card = people's first pick | top card a team word | log-lik of people's first pick |`);
console.log('|---|---|---|---|---|');
for (const subset of ['all', 'linked']) {
  for (const [name, minds] of Object.entries(ways)) {
    let same = 0;
    let team = 0;
    let loglik = 0;
    let n = 0;
    records.forEach((r, k) => {
      const first = r.board.indexOf(r.guesses[0]);
      if (first < 0 || (subset === 'linked' && !linkedAt[k])) return;
      n++;
      const u = humanUtilities(boardReader(minds, r.board.map((w) => w.toUpperCase())).read(r.clue));
      let top = 0;
      for (let i = 1; i < u.length; i++) if (u[i] > u[top]) top = i;
      if (top === first) same++;
      if (r.team.includes(r.board[top])) team++;
      loglik += Math.log(Math.max(1e-9, pickChances(u)[first]));
    });
    console.log(`| ${name} | ${n} ${subset === 'all' ? '(all)' : '(the translated reading links the clue to a card)'} | ${fmt(same, n)} | ${fmt(team, n)} | ${(loglik / n).toFixed(3)} |`);
  }
}
