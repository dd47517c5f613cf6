#!/usr/bin/env node
/**
 * Audits the referee's relational verdicts (board-word, compound-part, same-root) over a whole clue
 * vocabulary: every single-word card of a shipped list as a one-card board against every vocabulary word
 * that is a legal clue on an empty board. Prints one `clue/CARD:code` line per conflict, sorted, so two runs
 * (before and after a change to the packs) can be compared with `diff`.
 *
 * Usage: npm run build && node scripts/legality-vocab-audit.mjs LANG LIST [VOCAB]
 *   LIST  = a file name in data/wordlists without .txt (en-original, en-duet, ru, ...)
 *   VOCAB = a file with one word per line (first tab-separated column); default models/wordnet-en/vocab.tsv
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const [lang, list, vocabPath = join(ROOT, 'models', 'wordnet-en', 'vocab.tsv')] = process.argv.slice(2);
if (lang === undefined || list === undefined) {
  console.error('usage: node scripts/legality-vocab-audit.mjs LANG LIST [VOCAB]');
  process.exit(2);
}
const { checkClue, createClueFilter } = await import(join(ROOT, 'dist', 'legality', 'index.js'));
const lines = (path) => readFileSync(path, 'utf8').split('\n').map((l) => (l.split('\t')[0] ?? '').trim()).filter((l) => l && !l.startsWith('#'));
const cards = lines(join(ROOT, 'data', 'wordlists', `${list}.txt`)).filter((c) => !/\s/.test(c));
// Only words that are legal clues on their own: the relational rules are what this audit is about.
const vocab = [...new Set(lines(vocabPath))].filter((w) => !/\s/.test(w) && checkClue(w, [], { lang }).ok);
const RELATIONAL = new Set(['clue/board-word', 'clue/compound-part', 'clue/same-root']);
const out = [];
for (const card of cards) {
  const mask = createClueFilter([card], { lang }).mask(vocab);
  for (let i = 0; i < vocab.length; i++) {
    if (mask[i] === 1) continue;
    const clue = vocab[i];
    const v = checkClue(clue, [card], { lang });
    if (!v.ok && RELATIONAL.has(v.code) && clue.toLowerCase() !== card.toLowerCase()) out.push(`${clue}/${card}:${v.code.slice(5)}`);
  }
}
out.sort();
console.log(`# ${list}: ${cards.length} single-word cards x ${vocab.length} vocabulary words, ${out.length} conflicting (clue/card) pairs`);
console.log(out.join('\n'));
