/**
 * The clue referee: `checkClue` (one verdict), `createReferee` / `prepareReferee` (the engine's synchronous
 * `Referee`), and `createClueFilter` (the spymaster's fast path over many candidates).
 *
 * @example
 * import { checkClue } from 'codenames-ai';
 * checkClue('свет', { board: ['РАССВЕТ', 'ЛУК', 'ЛЕВ'] }, { lang: 'ru' }).ok; // false ('clue/compound-part', 004)
 */
export { checkClue } from './check-clue.js';
export { createReferee, prepareReferee } from './referee.js';
export { createClueFilter } from './filter.js';
export type { ClueFilter } from './filter.js';
export { visibleCards } from './board.js';
export { MAX_CLUE_LENGTH } from './intrinsic.js';
export { CLUE_CODES } from './types.js';
export type { ClueCode, Ruleset, LegalityVerdict, CheckOptions, PlainBoard, BoardInput } from './types.js';
