/**
 * The transformers.js provider (work in progress): an EmbeddingModel over a local transformers.js model folder.
 */
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel } from './types.js';

/** Loads a local transformers.js model folder as an EmbeddingModel. */
export async function loadTransformersModel(dir: string): Promise<EmbeddingModel> {
  throw new CodenamesError('model/dependency-missing', `The transformers.js provider is not available yet (${dir}).`);
}
