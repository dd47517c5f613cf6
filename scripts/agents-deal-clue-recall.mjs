#!/usr/bin/env node
/**
 * Deals the clue words of the clue-word norms' recall round into the associators' lists, the input of
 * scripts/lib/clue-norms-recall-prompt.md. The first rounds (scripts/lib/clue-norms-prompt.md) asked for the
 * cards a clue makes people think of, "usually 2 to 12": the lists hold the first cards that came to mind
 * (1.1 cards of a Duet board on average), and many that people take are missing ('lose': no BEAT; 'melody':
 * four cards, no OPERA). A second associator sees each clue word with its current list and writes only what is
 * missing. The words are the --top most frequent clue words of the default model (its clue order) that the
 * clue-word norms cover, dealt round-robin into --parts lists numbered from --first (DIR/recall-NN.txt, one
 * line per word: 'clue TAB card:strength|card:strength...', the current list, strongest first, possibly
 * empty), with DIR/cards.txt, the 800 card words the associators may name.
 *
 * Usage: npm run build && node scripts/agents-deal-clue-recall.mjs DIR [--top 4000] [--parts 8] [--first 0]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readWordLists } from './lib/english-lists.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: f, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '4000' }, parts: { type: 'string', default: '8' }, first: { type: 'string', default: '0' } },
});
const fail = (msg) => {
  process.stderr.write(`${msg}\n`);
  process.exit(2);
};
if (positionals.length !== 1) fail('usage: npm run build && node scripts/agents-deal-clue-recall.mjs DIR [--top 4000] [--parts 8] [--first 0]');
const dir = positionals[0];
if (!existsSync(dir)) fail(`${dir} does not exist: create the folder the associators will write into first.`);
const [top, parts, first] = [f.top, f.parts, f.first].map(Number);
if (![top, parts, first].every(Number.isInteger) || top < 1 || parts < 1 || first < 0 || first + parts > 100) {
  fail('--top and --parts must be whole numbers >= 1, --first >= 0, and the part numbers (--first .. --first + --parts - 1) two digits.');
}
const out = (k) => join(dir, `recall-${String(first + k).padStart(2, '0')}.txt`);
for (let k = 0; k < parts; k++) if (existsSync(out(k))) fail(`${out(k)} exists: deal into a fresh folder or pick another --first (nothing was written).`);

const models = join(ROOT, 'models', 'wordnet-en');
const covered = new Set(readFileSync(join(models, 'clue-norms-words.txt'), 'utf8').split('\n').filter(Boolean));
const { cards } = readWordLists(ROOT, ['en-original.txt', 'en-duet.txt']);
const cardWords = [...new Set(cards.map((c) => c.toLowerCase()))].sort();
// The current lists, keyed by clue word (the library's reading of the table, which is keyed by card).
const { loadClueNorms } = await import('../dist/agents/index.js');
const forward = loadClueNorms(models);
const lists = new Map();
for (const card of cardWords) {
  for (const [w, strength] of forward.strengths(card) ?? []) {
    if (!lists.has(w)) lists.set(w, []);
    lists.get(w).push([card, strength]);
  }
}
const { loadDefaultModel } = await import('../dist/embeddings/index.js');
const model = await loadDefaultModel();
const dealt = Array.from({ length: parts }, () => []);
let n = 0;
for (const i of model.clueIndices) {
  if (n >= top) break;
  const w = model.vocabulary[i];
  if (!covered.has(w)) continue;
  const list = (lists.get(w) ?? []).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  dealt[n++ % parts].push(`${w}\t${list.map(([c, s]) => `${c}:${s}`).join('|')}`);
}
writeFileSync(join(dir, 'cards.txt'), `${cardWords.join('\n')}\n`);
dealt.forEach((lines, k) => writeFileSync(out(k), `${lines.join('\n')}\n`));
console.log(`${n} clue words (the ${top} most frequent the clue-word norms cover) dealt into recall-${first}..${first + parts - 1}, with cards.txt`);
