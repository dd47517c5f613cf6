/**
 * codenames-ai: the public API. Explicit export list; types exported apart with `export type`.
 */
export { CodenamesError, isCodenamesError, ERROR_CODES } from './errors.js';
export type { ErrorCode, ErrorDetails } from './errors.js';

export type {
  Team, Identity, VariantName, ClueNumber, Card, Action, ActionType, ClueVerdict, Referee, Phase, ClueRecord,
  EndReason, GameResult, RngState, GameConfig, GameState, VisibleCard, GuesserView, SpymasterView,
  CreateGameOptions, GameRecord,
} from './game/types.js';
export type { Lookup, Neighbour, EmbeddingModel } from './embeddings/types.js';
export type {
  Risk, ClueCandidate, ClueExplanation, ClueDecision, RankedCard, GuessDecision, Spymaster, Guesser, CoverStrategy,
} from './agents/types.js';
