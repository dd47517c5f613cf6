/**
 * Named "minds" the CLI, the harness and scripts can ask for: 'default' / 'glove' (the default GloVe
 * model), 'wordnet' (the WordNet mind, independent of GloVe), or any model name or folder the embedding
 * layer can load (a user's own vectors, e.g. for another language).
 */
import type { EmbeddingModel } from '../embeddings/types.js';
import { loadDefaultModel, loadModel } from '../embeddings/index.js';
import { loadWordNetMind } from './wordnet-mind.js';

/** The built-in mind names. */
export const MIND_NAMES = ['default', 'glove', 'wordnet'] as const;

/**
 * Loads a mind by name (or a model by name/path).
 *
 * @example
 * const wn = await loadMind('wordnet');
 */
export async function loadMind(name: string = 'default'): Promise<EmbeddingModel> {
  if (name === 'default' || name === 'glove') return loadDefaultModel();
  if (name === 'wordnet') return loadWordNetMind();
  return loadModel(name);
}
