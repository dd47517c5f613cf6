/**
 * The default agents: this library's spymaster, guesser and cover strategy on the default mind, GloVe 6B 100d
 * blended with the WordNet mind (English; other languages use the given model alone). The tournament, the
 * server and the CLI use these unless told otherwise.
 *
 * The spymaster is the spymaster for people (people/people-spymaster.ts: familiar words, at most 3 cards,
 * each target clear in several independent readings). `spymaster: 'machine'` gives the machine spymaster
 * (spymaster.ts: numbers up to 6 on thin margins, tuned for bot partners; the registry's `default-machine`),
 * which is also what the plain-model agents (`wordnet: false`) use.
 */
import type { EmbeddingModel } from '../embeddings/types.js';
import { loadDefaultModel } from '../embeddings/index.js';
import { defaultMind, mindPartners, mindRelationBonus, withWordNet } from './minds.js';
import type { CoverStrategy, Guesser, Risk, Spymaster } from './types.js';
import { createSpymaster } from './spymaster.js';
import { createGuesser } from './guesser.js';
import { createCoverStrategy } from './cover.js';
import { createPeopleSpymaster } from './people/people-spymaster.js';
import { readingMinds } from './people/readings.js';
import { familiarWords } from './people/familiar-words.js';
import { createPeopleGuesser } from './people/people-guesser.js';

/** Options of {@link createDefaultAgents}. */
export interface DefaultAgentsOptions {
  /** Risk for both the spymaster and the guesser (default 'balanced'). */
  readonly risk?: Risk;
  /** Use this model instead of loading the default one (English models are blended with WordNet too). */
  readonly model?: EmbeddingModel;
  /** Blend with the WordNet mind (default true; false = the model alone, e.g. for independent cross-play). */
  readonly wordnet?: boolean;
  /**
   * Check every clue against the blend's two parts alone, as a teammate may think (partner-check.ts;
   * default true with the WordNet blend, English). False aims the clues at our own guesser only.
   */
  readonly partnerCheck?: boolean;
  /** Adapt the risk to how our clues were read this game (partner-trust.ts; default true). */
  readonly adaptive?: boolean;
  /** 'people' (default with the WordNet blend) or 'machine' (the bot-tournament spymaster). */
  readonly spymaster?: 'people' | 'machine';
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
  const wordnet = options.wordnet ?? true;
  const base = options.model ?? (wordnet ? await defaultMind() : await loadDefaultModel());
  const model = options.model !== undefined && wordnet ? withWordNet(base) : base;
  const risk = options.risk ?? 'balanced';
  const adaptive = options.adaptive ?? true;
  // With WordNet in the mind, both agents also know WordNet's direct relations of the card words.
  const relationBonus = wordnet ? mindRelationBonus('default', model.lang) : undefined;
  const extra = relationBonus === undefined ? {} : { relationBonus };
  // A teammate may think with GloVe alone or WordNet alone: the spymaster's clues must be safe for both.
  const partnerMinds = wordnet && (options.partnerCheck ?? true) ? await mindPartners('default', options.model) : [];
  const forPeople = wordnet && (options.spymaster ?? 'people') === 'people';
  const minds = wordnet ? await readingMinds(options.model) : null;
  // (in a bridged language the spymaster's judges also read the English norms through the translations)
  const spymasterMinds = forPeople && minds !== null && model.lang !== 'en' ? await readingMinds(options.model, { translated: true }) : minds;
  const spymaster = forPeople && spymasterMinds !== null
    ? createPeopleSpymaster(model, spymasterMinds, { risk, name: 'default', familiar: model.lang === 'en' ? familiarWords() : null, ...extra })
    : createSpymaster(model, { risk, name: 'default', partnerMinds, adaptive, ...extra });
  // The guesser people can trust on the default mind (in a bridged language with the translated reading
  // weighed into its ranking, translated-guess.ts); the machine guesser on a plain model.
  const guesser = minds !== null
    ? createPeopleGuesser(model, minds, { risk, name: 'default', adaptive, ...extra, ...(spymasterMinds !== minds && spymasterMinds?.via !== undefined ? { translated: spymasterMinds } : {}) })
    : createGuesser(model, { risk, name: 'default', adaptive, ...extra });
  return {
    spymaster,
    guesser,
    cover: createCoverStrategy(model, { name: 'default' }),
    model,
  };
}
