/**
 * Measuring clues with people (docs/clue-evaluation.md): blind items of spymasters' first clues, the key,
 * readers' answers and their scores, and our guessers as readers. One entry for the CLI, the server and
 * library users.
 */
export { exportClueItems, writeClueExport, checkClueOutput, keyText, CLUE_EVAL_VARIANTS, CLUE_EXPORT_FILES } from './clue-eval-export.js';
export type { ExportClueItemsOptions, ClueExport } from './clue-eval-export.js';
export { parseClueKey, mergeClueKeys, blindItem, normaliseWord, guessLimit, CLUE_KEY_FORMAT } from './clue-eval-key.js';
export type { ClueItem, ClueKey, ClueKeyItem } from './clue-eval-key.js';
export { renderClueSheet, readerBrief, pagesOf, READER_BRIEF, ITEMS_PER_PAGE } from './clue-eval-sheet.js';
export { parseClueAnswers, playOutAnswer } from './clue-eval-answers.js';
export type { ClueAnswer, PlayedAnswer, TurnEnd } from './clue-eval-answers.js';
export { scoreClueAnswers } from './clue-eval-score.js';
export type { ClueScoreReport, ClueScoreRow, ClueScoreFile } from './clue-eval-score.js';
export { formatClueScores, formatScoreRows, formatKeySummary } from './clue-eval-format.js';
export { guesserAnswers, itemGuesserView } from './clue-eval-guesser.js';
