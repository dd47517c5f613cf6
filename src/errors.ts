/**
 * The one error class of the library. Every failure a caller can cause (bad input, a missing model, an action
 * out of turn) is a `CodenamesError` with a code from the closed set below and a message that says how to fix
 * it. Anything else that escapes is a bug.
 *
 * @example
 * try { applyAction(state, { type: 'guess', team: 'blue', word: 'APPLE' }); }
 * catch (e) { if (isCodenamesError(e, 'game/wrong-team')) console.error(e.message); }
 */

/** Closed set of error codes, grouped by the area that raises them. Add a code here before raising it. */
export const ERROR_CODES = [
  // game: setup, actions and records
  'game/unknown-variant',
  'game/unknown-word-list',
  'game/word-list-too-small',
  'game/duplicate-words',
  'game/bad-words',
  'game/bad-seed',
  'game/bad-option',
  'game/bad-action',
  'game/card-not-on-board',
  'game/card-covered',
  'game/wrong-team',
  'game/wrong-phase',
  'game/game-over',
  'game/bad-clue-number',
  'game/no-guess-left',
  'game/bad-record',
  'game/bad-position',
  // languages and the referee
  'lang/unknown-language',
  'lang/dictionary-missing',
  'legality/bad-input',
  // embedding models
  'model/not-found',
  'model/bad-magic',
  'model/truncated',
  'model/checksum',
  'model/bad-manifest',
  'model/bad-vector-file',
  'model/empty-vocabulary',
  'model/missing-files',
  'model/dependency-missing',
  'model/unknown-word',
  'model/language-mismatch',
  'model/bad-table',
  'model/bad-dictionary',
  'model/no-language-model',
  'model/no-lexicon',
  // agents
  'agent/unknown',
  'agent/load-failed',
  'agent/bad-view',
  'agent/bad-decision',
  'agent/timeout',
  'agent/no-legal-clue',
  'agent/bad-option',
  'agent/unsupported',
  'agent/external-failed',
  // harness
  'harness/bad-option',
  'harness/worker-failed',
  'harness/bad-results',
  'harness/run-exists',
  'harness/merge-mismatch',
  // clue evaluation (eval clues: blind items, keys, readers' answers)
  'eval/bad-key',
  'eval/bad-answers',
  'eval/output-exists',
  // one game driver
  'play/move-cap',
  // distributed runs (src/queue): Redis, run names, workers
  'queue/bad-url',
  'queue/unreachable',
  'queue/run-name-taken',
  'queue/run-active',
  'queue/version-mismatch',
  'queue/agents-unavailable',
  'queue/job-failed',
  'queue/unknown-run',
  // protocol and server
  'protocol/invalid-request',
  'protocol/illegal-state',
  'protocol/too-large',
  'protocol/timeout',
  'protocol/not-found',
  'protocol/method-not-allowed',
  'protocol/unavailable',
  // command line
  'cli/usage',
  'cli/io',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Extra structured facts about an error (the offending word, the file, the schema path ...). */
export type ErrorDetails = Readonly<Record<string, unknown>>;

export class CodenamesError extends Error {
  override readonly name = 'CodenamesError';
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;

  constructor(code: ErrorCode, message: string, details?: ErrorDetails, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.details = details;
  }

  /** A plain JSON form for logs and protocol responses (never a stack trace). */
  toJSON(): { code: ErrorCode; message: string; details?: ErrorDetails } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

/** True when `e` is a CodenamesError, optionally with one given code. */
export function isCodenamesError(e: unknown, code?: ErrorCode): e is CodenamesError {
  return e instanceof CodenamesError && (code === undefined || e.code === code);
}
