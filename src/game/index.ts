/**
 * The rules engine: pure, JSON-serialisable, replayable Codenames for every variant of the rule books (docs/game.md).
 *
 * @example
 * import { createGame, applyAction, guesserView } from './game/index.js';
 * let s = createGame({ variant: 'standard', seed: 7 });
 * s = applyAction(s, { type: 'clue', team: s.turn, word: 'ANIMAL', number: 2 });
 */
export type * from './types.js';
export { createGame, defaultPictureIds, DEFAULT_TURN_CAP, DEFAULT_PICTURE_POOL_SIZE, GAME_LANGUAGES } from './create-game.js';
export { applyAction, coverCandidates, agentsLeft } from './apply-action.js';
export { validateAction, maxClueNumber } from './validate-action.js';
export type { Validation, ActionOptions } from './validate-action.js';
export { spymasterView, guesserView, guessLimit, spymasterViewOfPosition, guesserViewOfPosition } from './views.js';
export type { Position } from './views.js';
export { toRecord, replay, RECORD_FORMAT } from './record.js';
export type { ReplayOptions } from './record.js';
export { parseRecord, isRecord } from './parse-record.js';
export { MAX_JSON_DEPTH, tooDeepAt } from './json-depth.js';
export { VARIANTS, VARIANT_NAMES, isVariant, otherTeam, boardSize } from './variants.js';
export type { VariantSpec, Players, Scoring } from './variants.js';
export { loadWordList, WORD_LISTS, DEFAULT_WORD_LIST, isWordListName, wordListDir } from './word-lists.js';
export type { WordListName, WordListInfo } from './word-lists.js';
export { createRng, nextUint32, nextInt, shuffle, sample, deriveSeed } from './rng.js';
export { gameResult, coopScoreName, wordDifference, SINGLE_TEAM_LOSS_SCORE, ASSASSIN_BONUS } from './scoring.js';
export { FIRST_CLUE_MS, LATER_CLUE_MS, GUESS_PHASE_MS, clueLimitMs, timePenalty } from './time-control.js';
