/**
 * The agents for people: independent readings of a clue, the human model (how people guess), the spymaster
 * for people (the default) and the guessers built on the human model.
 */
export { boardReader, readingMinds, scoreIn, LINK_KINDS, FLAG_KINDS } from './readings.js';
export type { BoardReader, ClueReading, FlagKind, LinkKind, ReadingMinds, ReadingPools } from './readings.js';
export { createMindPool } from './mind-pool.js';
export type { MindPool } from './mind-pool.js';
export { HUMAN_FEATURES, humanFeatures, humanUtilities, pickChances, goOnChance, expectedReading, logistic } from './human-model.js';
export type { HumanModelWeights } from './human-model.js';
export { HUMAN_MODEL_WEIGHTS } from './human-model-weights.js';
export { createPeopleSpymaster } from './people-spymaster.js';
export type { PeopleSpymasterOptions } from './people-spymaster.js';
export { peopleParams } from './people-params.js';
export type { PeopleParams, PeopleParamOverrides } from './people-params.js';
export { judge } from './clue-judges.js';
export type { Verdict, JudgedBoard } from './clue-judges.js';
export { explainClue, reasonsFor } from './clue-explanation.js';
export { familiarWords, FAMILIAR_FILE } from './familiar-words.js';
export { createPeopleGuesser, PEOPLE_GO_ON } from './people-guesser.js';
export { nextCardFeatures, nextOursChance, openCounts, NEXT_CARD_FEATURES } from './next-card.js';
export type { OpenCounts } from './next-card.js';
export { NEXT_CARD_WEIGHTS } from './people-guesser-weights.js';
export type { PeopleGuesserOptions } from './people-guesser.js';
export { createHumanModelGuesser } from './human-guesser.js';
export type { HumanModelGuesserOptions } from './human-guesser.js';
