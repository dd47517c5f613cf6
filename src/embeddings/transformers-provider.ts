/**
 * The transformers.js provider: an `EmbeddingModel` over a local transformers.js model folder (for instance a
 * downloaded copy of a multilingual sentence-embedding model), for languages or quality the default GloVe
 * model does not cover.
 *
 * It never downloads: `env.allowRemoteModels = false` and the folder is read from disk only. At load it
 * embeds a vocabulary once (the words you pass, else the whole-word entries of the model's own tokenizer),
 * in batches, with mean pooling and L2 normalisation, and then answers every question from that table like
 * any other model (so the agents' hot loop never calls the network). `@huggingface/transformers` is an
 * optional peer dependency, imported only here and only when such a model is loaded.
 *
 * A folder needs `config.json`, `tokenizer.json` and `onnx/model.onnx` (or `onnx/model_quantized.onnx` with
 * `dtype: 'q8'`), the layout of the Hugging Face repositories that ship ONNX weights.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel } from './types.js';
import { createVectorModel, normaliseWord } from './vector-model.js';
import { allocateKernelStore } from './wasm-kernel.js';

/** Options of {@link loadTransformersModel}. */
export interface TransformersOptions {
  /** Words to embed (frequency order: index 0 = most frequent). Default: the tokenizer's whole-word entries. */
  readonly vocabulary?: readonly string[];
  /** With the tokenizer vocabulary: keep at most this many words (default 30,000), in vocabulary-id order. */
  readonly maxWords?: number;
  /** ISO 639-1 code to report (default 'und', undetermined: a multilingual model has no single language). */
  readonly lang?: string;
  /** Model name to report (default: the folder name). */
  readonly name?: string;
  /** Words never used as clues (and skipped inside multi-word cards). */
  readonly stopwords?: readonly string[];
  /** Words embedded per pipeline call (default 64). */
  readonly batchSize?: number;
  /** Which ONNX weights: 'fp32' reads onnx/model.onnx (default), 'q8' onnx/model_quantized.onnx. */
  readonly dtype?: 'fp32' | 'q8';
}

const WORD = /^\p{L}{2,}$/u;

/** Whole-word entries of a tokenizer.json vocabulary (WordPiece, BPE or Unigram), markers stripped. */
export function tokenizerWords(tokenizerJson: unknown, maxWords: number): string[] {
  const model = (tokenizerJson as { model?: { type?: string; vocab?: unknown } }).model;
  const vocab = model?.vocab;
  let entries: string[] = [];
  if (Array.isArray(vocab)) entries = vocab.map((e) => (Array.isArray(e) ? String(e[0]) : String(e)));
  else if (vocab !== null && typeof vocab === 'object') {
    entries = Object.entries(vocab as Record<string, number>)
      .sort((a, b) => a[1] - b[1])
      .map(([t]) => t);
  }
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of entries) {
    // WordPiece marks continuations with '##' (skip them); SentencePiece and byte-level BPE mark a word
    // start with '▁' / 'Ġ' (keep those, without the marker).
    if (raw.startsWith('##')) continue;
    const w = normaliseWord(raw.replace(/^[▁Ġ]/u, ''));
    if (!WORD.test(w) || seen.has(w)) continue;
    seen.add(w);
    out.push(w);
    if (out.length >= maxWords) break;
  }
  return out;
}

type Extractor = (texts: string[], options: { pooling: 'mean'; normalize: boolean }) => Promise<{ data: Float32Array; dims: number[] }>;

/**
 * Loads a local transformers.js model folder as an `EmbeddingModel`. Throws `model/not-found` (no folder),
 * `model/missing-files` (a needed file is absent), `model/dependency-missing` (@huggingface/transformers is
 * not installed) or `model/empty-vocabulary`.
 *
 * @example
 * const model = await loadTransformersModel('./local-models/paraphrase-multilingual-MiniLM-L12-v2', {
 *   lang: 'ru', vocabulary: ['кошка', 'собака', 'море'],
 * });
 * model.similarity('кошка', 'собака');
 */
export async function loadTransformersModel(dir: string, options: TransformersOptions = {}): Promise<EmbeddingModel> {
  const root = resolve(dir);
  if (!existsSync(root)) {
    throw new CodenamesError('model/not-found', `No model folder at ${root}. Copy a transformers.js model (config.json, tokenizer.json, onnx/model.onnx) there first.`, { path: root });
  }
  const dtype = options.dtype ?? 'fp32';
  const weights = join('onnx', dtype === 'q8' ? 'model_quantized.onnx' : 'model.onnx');
  const missing = ['config.json', 'tokenizer.json', weights].filter((f) => !existsSync(join(root, f)));
  if (missing.length > 0) {
    throw new CodenamesError('model/missing-files', `${root} lacks ${missing.join(', ')}. A transformers.js model folder needs config.json, tokenizer.json and ${weights} (download the repository's onnx/ folder too, or pick the dtype whose weights you have).`, { path: root, missing });
  }

  let transformers: typeof import('@huggingface/transformers');
  try {
    transformers = await import('@huggingface/transformers');
  } catch (e) {
    throw new CodenamesError('model/dependency-missing', `Loading ${root} needs the optional package @huggingface/transformers: run 'npm install @huggingface/transformers@4' (npm 11 runs no install scripts; with npm 10 add --ignore-scripts when offline).`, { path: root }, { cause: e });
  }
  const { env, pipeline } = transformers;
  // Local files only, from exactly this folder: never a download, never the cache of another model.
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = `${dirname(root)}/`;
  const extractor = (await pipeline('feature-extraction', basename(root), { dtype, local_files_only: true })) as unknown as Extractor;

  const requested = options.vocabulary ?? tokenizerWords(JSON.parse(readFileSync(join(root, 'tokenizer.json'), 'utf8')), options.maxWords ?? 30_000);
  const candidates = [...new Set(requested.map(normaliseWord))].filter((w) => w.length > 0);
  if (candidates.length === 0) {
    throw new CodenamesError('model/empty-vocabulary', `No words to embed for ${root}: pass options.vocabulary, or use a model whose tokenizer.json holds whole words.`, { path: root });
  }

  const batchSize = Math.max(1, options.batchSize ?? 64);
  const words: string[] = [];
  const rows: Float32Array[] = [];
  let dims = 0;
  for (let start = 0; start < candidates.length; start += batchSize) {
    const batch = candidates.slice(start, start + batchSize);
    const out = await extractor(batch, { pooling: 'mean', normalize: true });
    dims = out.dims[1] ?? 0;
    batch.forEach((w, i) => {
      const v = out.data.slice(i * dims, (i + 1) * dims);
      let sq = 0;
      for (const x of v) sq += x * x;
      // A word that the tokenizer maps to nothing but unknown/zero rows has no usable direction: leave it out
      // (it is then out of vocabulary) rather than keep a NaN or zero vector.
      if (!(Math.abs(sq - 1) < 1e-3)) return;
      words.push(w);
      rows.push(v);
    });
  }
  if (words.length === 0) {
    throw new CodenamesError('model/empty-vocabulary', `${root}: none of the ${candidates.length} words got a usable vector (all unknown to its tokenizer?).`, { path: root });
  }
  const vectors = allocateKernelStore(words.length * dims); // in WebAssembly memory: the SIMD kernel reads it in place
  rows.forEach((v, i) => vectors.set(v, i * dims));
  const stop = new Set((options.stopwords ?? []).map(normaliseWord));
  const clueIndices = Int32Array.from(words.flatMap((w, i) => (WORD.test(w) && !stop.has(w) ? [i] : [])));
  return createVectorModel({
    name: options.name ?? basename(root),
    lang: options.lang ?? 'und',
    dimensions: dims,
    words,
    vectors,
    clueIndices,
    stopwords: [...stop],
  });
}
