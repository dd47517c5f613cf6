/**
 * codenames-ai: the public API, root tier: the rules engine, the agents, the referee and the models. The
 * tournament harness is `codenames-ai/harness` (src/harness/api.ts) and the server `codenames-ai/server`
 * (src/server/api.ts); everything else is internal. Explicit export lists; types apart with `export type`.
 * api-report.txt (scripts/api-report.mjs, checked by test/docs/api-report.test.ts) lists all three.
 */
export { CodenamesError, isCodenamesError, ERROR_CODES } from './errors.js';
export type { ErrorCode, ErrorDetails } from './errors.js';
// Statistics of the human-data evaluation and the tournament reports: a rate's Wilson interval, a mean's SE.
export { wilson, meanSE } from './stats.js';
export type { Rate, Mean } from './stats.js';

export type {
  Team, Identity, VariantName, ClueNumber, Card, Action, ActionType, ClueVerdict, Referee, Phase, ClueRecord,
  EndReason, GameResult, RngState, GameConfig, GameState, VisibleCard, GuesserView, SpymasterView,
  CreateGameOptions, GameRecord,
} from './game/types.js';

// The rules engine (src/game): createGame, applyAction, views, records, variants, word lists, seeded PRNG.
export {
  createGame, defaultPictureIds, DEFAULT_TURN_CAP, DEFAULT_PICTURE_POOL_SIZE, GAME_LANGUAGES,
  applyAction, coverCandidates, agentsLeft, validateAction, maxClueNumber, spymasterView, guesserView,
  guessLimit, spymasterViewOfPosition, guesserViewOfPosition,
  toRecord, replay, RECORD_FORMAT, parseRecord, isRecord,
  VARIANTS, VARIANT_NAMES, isVariant, otherTeam, boardSize,
  loadWordList, WORD_LISTS, DEFAULT_WORD_LIST, isWordListName, wordListDir,
  createRng, nextUint32, nextInt, shuffle, sample, deriveSeed,
  gameResult, coopScoreName, wordDifference, SINGLE_TEAM_LOSS_SCORE, ASSASSIN_BONUS,
  FIRST_CLUE_MS, LATER_CLUE_MS, GUESS_PHASE_MS, clueLimitMs, timePenalty,
} from './game/index.js';
export type {
  Validation, ActionOptions, ReplayOptions, VariantSpec, Players, Scoring, WordListName, WordListInfo, Position,
} from './game/index.js';
// Language packs (src/lang) and the clue referee (src/legality).
export { getLanguage, getLanguageSync, isLanguageAvailable, isLanguageLoaded, LANGUAGES, normaliseFor, detectScript, isLangCode } from './lang/index.js';
export type { LangCode, LanguagePack, LexiconHit, Script, ScriptInfo } from './lang/index.js';
export { checkClue, createReferee, prepareReferee, createClueFilter, visibleCards, MAX_CLUE_LENGTH, CLUE_CODES } from './legality/index.js';
export type { ClueFilter, ClueCode, Ruleset, LegalityVerdict, CheckOptions, PlainBoard, BoardInput } from './legality/index.js';
// Embedding models (src/embeddings): the default English model, compact/imported models, transformers.js.
export type { Lookup, Neighbour, EmbeddingModel } from './embeddings/types.js';
export {
  loadModel, loadModelSync, loadDefaultModel, loadDefaultModelSync, clearModelCache, importVectors, loadTransformersModel,
  createVectorModel, normaliseWord, shippedModels, readManifest,
  buildBridge, dictionaryFile, loadLanguageModel, userModelsDir, installedLanguages,
} from './embeddings/index.js';
export type { VectorTable, ModelManifest, ImportOptions, ImportResult, TransformersOptions, BridgeOptions, BridgeResult } from './embeddings/index.js';
export type {
  Risk, ClueCandidate, ClueExplanation, ClueDecision, RankedCard, GuessDecision, Spymaster, Guesser, CoverStrategy,
} from './agents/types.js';
// Our agents (src/agents): spymaster, guesser, cover strategy on any EmbeddingModel, the default agents, the
// WordNet mind (an independent second model for cross-play) and the human-data evaluation.
export {
  createSpymaster, createGuesser, createCoverStrategy, createDefaultAgents, loadWordNetMind, wordnetModelDir, loadMind, MIND_NAMES,
  createArrayModel, evaluateGuesserOnHuman, readHumanTurns, humanTurnView, riskValue, RISK_LEVELS, guesserStopThreshold,
  clueTest, basicClueTest, partnerTrust, adaptRisk, partnerCheck, mindPartners,
} from './agents/index.js';
export type {
  SpymasterOptions, GuesserOptions, DefaultAgents, DefaultAgentsOptions, ArrayModelInput, HumanTurn, HumanEvalResult,
  PartnerTrust, PartnerReading,
} from './agents/index.js';
export {
  createReferenceSpymaster, createReferenceGuesser, createRandomGuesser, readCandidateList, REFERENCE_THRESHOLDS,
} from './agents/reference-2019/index.js';
export type { ReferenceSpymasterOptions } from './agents/reference-2019/index.js';
// One description of an agent and one builder (src/agents/build): built-ins, JS modules, outside kinds.
export { parseAgentSpec, agentFactory, buildAgents, BUILTIN_AGENTS, builtinDescription } from './agents/build/index.js';
export type { AgentDescription, BuiltinDescription, OutsideDescription, BuildContext, BuiltAgents, OutsideAgent, OutsideFactory } from './agents/build/index.js';
