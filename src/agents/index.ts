/**
 * The agents: this library's spymaster, guesser and cover strategy (on any `EmbeddingModel`), the WordNet
 * mind for cross-play, the human-data evaluation, and the 2019 reference bots.
 *
 * @example
 * import { createDefaultAgents } from './agents/index.js';
 * const { spymaster, guesser } = await createDefaultAgents();
 */
export type * from './types.js';
export { createSpymaster } from './spymaster.js';
export type { SpymasterOptions, SyncSpymaster } from './spymaster.js';
export { createGuesser } from './guesser.js';
export type { GuesserOptions, SyncGuesser } from './guesser.js';
export { createCoverStrategy } from './cover.js';
export { createDefaultAgents } from './defaults.js';
export type { DefaultAgents, DefaultAgentsOptions } from './defaults.js';
export { loadWordNetMind, wordnetModelDir, lemmaFallback } from './wordnet-mind.js';
export { createArrayModel } from './array-model.js';
export { blendModels } from './blend-model.js';
export type { ArrayModelInput } from './array-model.js';
export { evaluateGuesserOnHuman, readHumanTurns, humanTurnView } from './human-eval.js';
export type { HumanTurn, HumanEvalResult, HumanEvalOptions } from './human-eval.js';
export { riskValue, RISK_LEVELS, effectiveRisk, RACE_BOOST } from './risk.js';
export { loadMind, MIND_NAMES, DEFAULT_BLEND_WEIGHT, defaultMind, withWordNet, mindRelationBonus, mindPartners } from './minds.js';
export { loadCardRelations, relationBases, RELATION_WEIGHT } from './relations.js';
export type { CardRelations } from './relations.js';
export { loadCardAssociations, ASSOCIATIONS_FILE } from './associations.js';
export type { CardAssociations } from './associations.js';
export { CLUE_NORMS_FILE, CLUE_NORMS_WORDS_FILE, loadCardNorms, loadClueNorms, NORMS_FILE } from './card-norms.js';
export type { CardNorms, ClueNorms } from './card-norms.js';
export { clueBonus, addCardBonus, wordsByBase } from './relation-bonus.js';
export type { RelationBonus, WeightedRelations } from './relation-bonus.js';
export { THESAURUS_WEIGHT, PHRASE_WEIGHT } from './minds.js';
export { guesserStopThreshold } from './guesser.js';
export { partnerTrust, adaptRisk, isEstablished, TRUST_STEP_UP, TRUST_STEP_DOWN, TRUST_RISE, TRUST_FALL, TRUST_ESTABLISHED } from './partner-trust.js';
export type { PartnerTrust, TrustView } from './partner-trust.js';
export { partnerCheck } from './partner-check.js';
export type { PartnerReading, OpenCard } from './partner-check.js';
export { clueTest, basicClueTest } from './clue-legality.js';
export * from './reference-2019/index.js';
export * from './build/index.js';
