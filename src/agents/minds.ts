/**
 * Named "minds" the CLI, the harness and scripts can ask for: 'default' / 'blend' (the default GloVe model
 * blended with the WordNet mind: distributional associations plus definitions and relations), 'glove' (GloVe
 * alone), 'wordnet' (the WordNet mind alone, independent of GloVe), or any model name or folder the
 * embedding layer can load (a user's own vectors, e.g. for another language).
 */
import type { EmbeddingModel } from '../embeddings/types.js';
import { loadDefaultModel, loadModel } from '../embeddings/index.js';
import { loadWordNetMind } from './wordnet-mind.js';
import { blendModels } from './blend-model.js';
import { loadCardRelations, RELATION_WEIGHT, type RelationBonus } from './relations.js';

/** The built-in mind names. */
export const MIND_NAMES = ['default', 'blend', 'glove', 'wordnet'] as const;

/** Weight of GloVe in the default blend (tuned on the human dev file: 0.4 best, 0.3-0.5 within a point). */
export const DEFAULT_BLEND_WEIGHT = 0.4;

/**
 * Loads a mind by name (or a model by name/path).
 *
 * @example
 * const wn = await loadMind('wordnet');
 */
export async function loadMind(name: string = 'default'): Promise<EmbeddingModel> {
  if (name === 'default' || name === 'blend') return defaultMind();
  if (name === 'glove') return loadDefaultModel();
  if (name === 'wordnet') return loadWordNetMind();
  return loadModel(name);
}

let blended: EmbeddingModel | null = null;

/**
 * The default mind: the default GloVe model blended with the WordNet mind (cached). For an English model
 * other than GloVe, `withWordNet(model)` gives the same blend over it.
 */
export async function defaultMind(): Promise<EmbeddingModel> {
  blended ??= withWordNet(await loadDefaultModel());
  return blended;
}

/** `model` blended with the WordNet mind when it is English; other languages get the model unchanged. */
export function withWordNet(model: EmbeddingModel, weight: number = DEFAULT_BLEND_WEIGHT): EmbeddingModel {
  return model.lang === 'en' ? blendModels(model, loadWordNetMind(), weight) : model;
}

/**
 * The relation bonus of the default agents ('default' / 'blend' minds, English): WordNet's direct relations
 * of the card words. Undefined for other minds (the WordNet mind alone stays a pure vector model, as the
 * harness's 'wordnet' agents use it) and other languages.
 *
 * @example
 * createGuesser(await loadMind('default'), { relationBonus: mindRelationBonus('default') });
 */
export function mindRelationBonus(name: string, lang = 'en'): RelationBonus | undefined {
  if (lang !== 'en' || !(name === 'default' || name === 'blend')) return undefined;
  return { relations: loadCardRelations(), weight: RELATION_WEIGHT };
}
