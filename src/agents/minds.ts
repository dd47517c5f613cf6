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
import { loadCardRelations, RELATION_WEIGHT } from './relations.js';
import { loadCardAssociations } from './associations.js';
import type { RelationBonus } from './relation-bonus.js';

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

/*
 * Weights of the default agents' bonus kinds, fitted on the human dev file with game-grouped held-out games
 * (`node scripts/agents-human-fit.mjs`; first guess in the targets, grid 0..0.2 per kind, blend 0.4, hub 1):
 * WordNet relation 0.05 (RELATION_WEIGHT), thesaurus 0.075, phrase 0.075: 63.2% on all games (61.7% with the
 * relation alone); 5-fold CV 62.6% vs 61.7%; fitted on even games, odd 64.6% vs 63.7%; on odd games, even
 * 60.6% vs 59.9%. The thesaurus gives most of it; thesaurus 0.025-0.1 x phrase 0.025-0.075 is a plateau
 * (62.8-63.2%), 0.15+ hurts. Re-weighting the blend (0.3-0.5) or the hub weight (0.75-1.25) lost on CV (62.2%).
 */
/** Weight of a Moby Thesaurus link (associations.ts) in the default agents' bonus. */
export const THESAURUS_WEIGHT = 0.075;
/** Weight of a phrase link ('air force'; associations.ts) in the default agents' bonus. */
export const PHRASE_WEIGHT = 0.075;

/**
 * The relation bonus of the default agents ('default' / 'blend' minds, English): WordNet's direct relations
 * of the card words, Moby Thesaurus links and phrases (their weights add up when several kinds link a pair).
 * Undefined for other minds (the WordNet mind and GloVe alone stay pure vector models, the independent
 * cross-play partners of the harness) and other languages.
 *
 * @example
 * createGuesser(await loadMind('default'), { relationBonus: mindRelationBonus('default') });
 */
export function mindRelationBonus(name: string, lang = 'en'): RelationBonus | undefined {
  if (lang !== 'en' || !(name === 'default' || name === 'blend')) return undefined;
  const assoc = loadCardAssociations();
  return {
    kinds: [
      { kind: 'wordnet', relations: loadCardRelations(), weight: RELATION_WEIGHT },
      { kind: 'thesaurus', relations: assoc.thesaurus, weight: THESAURUS_WEIGHT },
      { kind: 'phrase', relations: assoc.phrase, weight: PHRASE_WEIGHT },
    ],
  };
}

/**
 * The partner minds the default agents' spymaster checks its clues against (partner-check.ts): the two
 * resources the default mind blends, each alone: `base` (the embedding model, GloVe by default) and the
 * WordNet mind. English only (the WordNet mind is English); an empty list for other languages or minds.
 *
 * @example
 * createSpymaster(await loadMind('default'), { partnerMinds: await mindPartners('default') });
 */
export async function mindPartners(name: string, base?: EmbeddingModel): Promise<EmbeddingModel[]> {
  if (!(name === 'default' || name === 'blend')) return [];
  const model = base ?? (await loadDefaultModel());
  return model.lang === 'en' ? [model, loadWordNetMind()] : [];
}
