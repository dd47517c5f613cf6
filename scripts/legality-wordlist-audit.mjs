#!/usr/bin/env node
/**
 * Audits the referee on the shipped word lists: every card of a list as a clue against every other card
 * (one-card boards), listing the pairs judged board-word, compound-part or same-root. Real conflicts
 * (HORSESHOE/HORSE) are expected; anything else is a false rejection to fix or to record as a trap case.
 *
 * Usage: npm run build && node scripts/legality-wordlist-audit.mjs LANG LIST   (e.g. en en-original, ru ru)
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const [lang, list] = process.argv.slice(2);
if (lang === undefined || list === undefined) {
  console.error('usage: node scripts/legality-wordlist-audit.mjs LANG LIST  (LIST = a file name in data/wordlists without .txt)');
  process.exit(2);
}
const { checkClue } = await import(join(ROOT, 'dist', 'legality', 'index.js'));
const words = readFileSync(join(ROOT, 'data', 'wordlists', `${list}.txt`), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const RELATIONAL = new Set(['clue/board-word', 'clue/compound-part', 'clue/same-root']);
const pairs = [];
for (const board of words) {
  for (const clue of words) {
    if (clue === board || /\s/.test(clue)) continue;
    const v = checkClue(clue, [board], { lang });
    if (!v.ok && RELATIONAL.has(v.code)) pairs.push(`${clue}/${board}:${v.code.slice(5)}`);
  }
}
console.log(`${list}: ${words.length} cards, ${pairs.length} conflicting (clue/board) pairs`);
console.log(pairs.join('\n'));
