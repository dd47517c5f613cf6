/**
 * The default agents: this library's spymaster, guesser and cover strategy on the default model (GloVe 6B
 * 100d). The tournament, the server and the CLI use these unless told otherwise.
 */
import type { EmbeddingModel } from '../embeddings/types.js';
import { loadDefaultModel } from '../embeddings/index.js';
import type { CoverStrategy, Guesser, Risk, Spymaster } from './types.js';
import { createSpymaster } from './spymaster.js';
import { createGuesser } from './guesser.js';
import { createCoverStrategy } from './cover.js';

/** Options of {@link createDefaultAgents}. */
export interface DefaultAgentsOptions {
  /** Risk for both the spymaster and the guesser (default 'balanced'). */
  readonly risk?: Risk;
  /** Use this model instead of loading the default one. */
  readonly model?: EmbeddingModel;
}

/** The default agents and the model they think with. */
export interface DefaultAgents {
  readonly spymaster: Spymaster;
  readonly guesser: Guesser;
  readonly cover: CoverStrategy;
  readonly model: EmbeddingModel;
}

/**
 * Loads the default model (once; cached by the embedding layer) and builds the default agents on it.
 *
 * @example
 * const { spymaster, guesser } = await createDefaultAgents({ risk: 'cautious' });
 */
export async function createDefaultAgents(options: DefaultAgentsOptions = {}): Promise<DefaultAgents> {
  const model = options.model ?? (await loadDefaultModel());
  const risk = options.risk ?? 'balanced';
  return {
    spymaster: createSpymaster(model, { risk, name: 'default' }),
    guesser: createGuesser(model, { risk, name: 'default' }),
    cover: createCoverStrategy(model, { name: 'default' }),
    model,
  };
}
