/**
 * The reference agents of the 2019 Codenames AI competition (CodenamesAICompetition/Game, MIT),
 * re-implemented for side-by-side comparison, plus a random guesser as a floor.
 */
export { createReferenceSpymaster } from './spymaster.js';
export type { ReferenceSpymasterOptions } from './spymaster.js';
export { createReferenceGuesser } from './guesser.js';
export { createRandomGuesser } from './random-guesser.js';
export { readCandidateList } from './candidates.js';
export { createConflictIndex, nounLemmaForms } from './board-conflicts.js';

/** The thresholds of the three published GloVe spymasters (cosine distance). */
export const REFERENCE_THRESHOLDS = [0.3, 0.5, 0.7] as const;
