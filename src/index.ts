/**
 * codenames-ai: the public API. Explicit export list; types exported apart with `export type`.
 */
export { CodenamesError, isCodenamesError, ERROR_CODES } from './errors.js';
export type { ErrorCode, ErrorDetails } from './errors.js';
// Statistics shared by the tournament reports and the human-data evaluation.
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
  toRecord, replay, RECORD_FORMAT, parseRecord, isRecord,
  VARIANTS, VARIANT_NAMES, isVariant, otherTeam, boardSize,
  loadWordList, WORD_LISTS, DEFAULT_WORD_LIST, isWordListName, wordListDir,
  createRng, nextUint32, nextInt, shuffle, sample, deriveSeed,
  gameResult, coopScoreName, wordDifference, SINGLE_TEAM_LOSS_SCORE, ASSASSIN_BONUS,
  FIRST_CLUE_MS, LATER_CLUE_MS, GUESS_PHASE_MS, clueLimitMs, timePenalty,
} from './game/index.js';
export type {
  Validation, ActionOptions, ReplayOptions, VariantSpec, Players, Scoring, WordListName, WordListInfo,
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
  createVectorModel, normaliseWord, MODELS_DIR, shippedModels, resolveModelDir, readManifest,
  encodeCompact, decodeCompact, COMPACT_MAGIC, COMPACT_VERSION, dotMatrix, packRows, topK,
} from './embeddings/index.js';
export type {
  VectorTable, ModelManifest, CompactHeader, CompactInput, CompactModelData, ImportOptions, ImportResult, TransformersOptions,
} from './embeddings/index.js';
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
// The role protocol and its transports (src/server): stateless clue/guess/check-clue/cover requests validated
// against schema/*.schema.json, the HTTP server, stdio JSON Lines and the web page's game endpoints.
export {
  clueFor, guessFor, checkClueFor, coverFor, validateRoleRequest, runRole, handleRequest, handleLine, errorResult,
  parseJsonBody, ROUTES, createServer, runStdio, newGame, applyGameMove, playAiMove, playAiTurn, coverChooser,
  validateAgainst, validatorFor, formatSchemaError, SCHEMA_FILES, ROLE_OF_KIND, KIND_OF_ROLE,
} from './server/index.js';
export { createDefaultBackend, sharedDefaultBackend } from './server/index.js';
// The server's agents on worker threads (`serve --workers N`).
export { createAgentPool, isAgentPool } from './server/index.js';
export type { AgentPool, AgentPoolOptions, PoolOperation } from './server/index.js';
export type {
  Operation, HandlerResult, HandleOptions, ServerOptions, CodenamesServer, StdioOptions, GameResponse, AiSeats, AiMove,
  RoleKind, PastClue, SeatRequestBase, ClueRequest, GuessRequest, CheckClueRequest, CoverRequest, RequestOf,
  ClueResponse, GuessResponse, CheckClueResponse, CoverResponse, ResponseOf, ErrorBody, RoleBackend, AgentOptions,
  RefereeOptions, DefaultBackendOptions,
} from './server/index.js';
// The tournament harness (src/harness) and the 2019 competition reference agents (src/agents/reference-2019).
export {
  runTournament, buildResult, playGame, isTwoTeam, firstCandidateCover, forfeitedGame, DEFAULT_TIME_LIMIT_MS, replayGame,
  mergeResults, readResult, withoutTimings, outcomeWithoutTimings, planMatches, planTasks, parseShard, taskKey,
  createAgentRegistry, builtinAgents, findCustomAgents, loadCustomAgent, loadCustomAgents, summarize, formatTable,
  pairingsCsv, gamesCsv, htmlReport, writeReports, openOutcomeLog, readOutcomeLog,
} from './harness/index.js';
export type {
  TournamentOptions, PlayGameOptions, PlayedGame, SideAgents, ActionWatch, ReplayGameOptions, Task, AgentRegistry, AgentFactory,
  AgentContext, AgentRole, TournamentSummary, PairingSummary, OutcomeLogHeader, Role, Seat, Match,
  ForfeitKind, Forfeit, SideStats, GameOutcome, PairingStats, MatchupStats, Shard, Progress, TournamentResult,
} from './harness/index.js';
// Measuring clues with people: blind first-clue items, the key, readers' answers and scores (src/harness/clue-eval.ts).
export {
  exportClueItems, writeClueExport, parseClueKey, parseClueAnswers, playOutAnswer, scoreClueAnswers, formatClueScores, guesserAnswers,
  renderClueSheet, READER_BRIEF,
} from './harness/clue-eval.js';
export type { ExportClueItemsOptions, ClueExport, ClueItem, ClueKey, ClueKeyItem, ClueAnswer, PlayedAnswer, ClueScoreReport, ClueScoreRow } from './harness/clue-eval.js';
export {
  createReferenceSpymaster, createReferenceGuesser, createRandomGuesser, readCandidateList, createConflictIndex, nounLemmaForms,
  REFERENCE_THRESHOLDS,
} from './agents/reference-2019/index.js';
export type { ReferenceSpymasterOptions } from './agents/reference-2019/index.js';
// One description of an agent and one builder (src/agents/build): built-ins, JS modules, outside kinds.
export { parseAgentSpec, agentFactory, buildAgents, BUILTIN_AGENTS, builtinDescription } from './agents/build/index.js';
export type { AgentDescription, BuiltinDescription, OutsideDescription, BuildContext, BuiltAgents, OutsideAgent, OutsideFactory } from './agents/build/index.js';
