/**
 * Loading models by name or path, cached per process: the first `loadDefaultModel()` reads and verifies
 * models/en (about 6 MB, tens of milliseconds); every later call returns the same object, so agents, the
 * harness and the CLI can all ask for it freely.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { EmbeddingModel } from './types.js';
import { readCompactModel, resolveModelDir } from './model-files.js';
import { createVectorModel } from './vector-model.js';
import { getLanguageSync, isLanguageAvailable } from '../lang/index.js';
import type { LanguagePack } from '../lang/types.js';

const cache = new Map<string, EmbeddingModel>();

/**
 * For a model of another language: a word it lacks is read as its lemma when the language's lexicon knows
 * one the model has ('kutyák' -> 'kutya'), the way a player reads an inflected clue. The lexicon is loaded
 * on the first unknown word; a language without one reads nothing.
 */
function lemmaFallback(lang: string, model: () => EmbeddingModel): (word: string) => string | null {
  let pack: LanguagePack | null | undefined;
  return (word) => {
    if (pack === undefined) {
      try {
        pack = isLanguageAvailable(lang) ? getLanguageSync(lang) : null;
      } catch {
        pack = null;
      }
    }
    if (pack === null) return null;
    const m = model();
    return pack.lemmas(word).find((l) => l !== word && m.indexOf(l) >= 0) ?? null;
  };
}

/**
 * Loads a compact model synchronously: `'en'` (the default), the name of a folder in `models/`, or a path to
 * a model directory. Throws `model/not-found`, `model/bad-magic`, `model/truncated`, `model/checksum` or
 * `model/bad-manifest`, each naming the file and the fix.
 *
 * @example
 * const model = loadModelSync();
 * model.neighbours('shark', 3).map((n) => n.word); // ['sharks', 'whale', ...]
 */
export function loadModelSync(nameOrPath?: string): EmbeddingModel {
  const dir = resolveModelDir(nameOrPath);
  const hit = cache.get(dir);
  if (hit !== undefined) return hit;
  const { manifest, data } = readCompactModel(dir);
  const model = createVectorModel({
    name: manifest.name,
    lang: manifest.lang,
    dimensions: data.header.dimensions,
    words: data.words,
    vectors: data.vectors,
    clueIndices: data.clueIndices,
    stopwords: data.header.stopwords,
    ...(manifest.lang === 'en' ? {} : { fallback: lemmaFallback(manifest.lang, () => model) }),
  });
  cache.set(dir, model);
  folders.set(model, dir);
  return model;
}

const folders = new WeakMap<EmbeddingModel, string>();

/**
 * The folder a compact model was loaded from (its side files, such as a bridged model's translations table,
 * live there), or undefined for a model not loaded from a folder.
 */
export function modelFolder(model: EmbeddingModel): string | undefined {
  return folders.get(model);
}

/**
 * Loads a model: a compact model (as {@link loadModelSync}) or, for a directory holding a transformers.js
 * model (config.json without manifest.json), the transformers provider over it.
 *
 * @example
 * const model = await loadModel('./my-models/ru');
 */
export async function loadModel(nameOrPath?: string): Promise<EmbeddingModel> {
  const dir = resolveModelDir(nameOrPath);
  const hit = cache.get(dir);
  if (hit !== undefined) return hit;
  if (!existsSync(join(dir, 'manifest.json')) && existsSync(join(dir, 'config.json'))) {
    const { loadTransformersModel } = await import('./transformers-provider.js');
    const model = await loadTransformersModel(dir);
    cache.set(dir, model);
    return model;
  }
  return loadModelSync(dir);
}

/** The embedded English default model (GloVe 6B 100d, 50k clue words), cached. */
export async function loadDefaultModel(): Promise<EmbeddingModel> {
  return loadModelSync();
}

/** {@link loadDefaultModel}, synchronously (the default model needs no async work). */
export function loadDefaultModelSync(): EmbeddingModel {
  return loadModelSync();
}

/** Forgets cached models (tests that load a model, corrupt it and load again). */
export function clearModelCache(): void {
  cache.clear();
}
