/**
 * Game records: the setup (exact words and key, so a replay never depends on how the board was first dealt)
 * plus the action log. `replay(toRecord(s))` deep-equals `s` for every reachable state `s`.
 */
import { CodenamesError } from '../errors.js';
import { applyAction } from './apply-action.js';
import { createGame } from './create-game.js';
import type { GameRecord, GameState, Referee } from './types.js';

/** The `format` tag of a record file. */
export const RECORD_FORMAT = 'codenames-ai/record';

/**
 * The record of a game so far: setup plus every action as applied (clues with their verdicts).
 *
 * @example
 * JSON.stringify(toRecord(state)); // a file `codenames-ai replay` can read
 */
export function toRecord(state: GameState): GameRecord {
  return {
    format: RECORD_FORMAT,
    version: 1,
    setup: {
      variant: state.variant,
      seed: state.seed,
      lang: state.lang,
      startingTeam: state.startingTeam,
      turnCap: state.config.turnCap,
      penalty: state.config.penalty,
      words: state.cards.map((c) => c.word),
      key: state.cards.map((c) => c.identity),
    },
    actions: state.log,
  };
}

/** Options of `replay`. */
export interface ReplayOptions {
  /** Re-judge the clues with this referee instead of using the verdicts stored in the record. */
  readonly referee?: Referee;
  /** Apply only the first `upTo` actions (to step through a game). */
  readonly upTo?: number;
}

/**
 * Replays a record: `createGame(setup)`, then every action in order. An action that no longer applies is
 * a 'game/bad-record' error naming its index.
 *
 * @example
 * replay(toRecord(state)); // deep-equals state
 */
export function replay(record: GameRecord, opts?: ReplayOptions): GameState {
  if (typeof record !== 'object' || record === null || !Array.isArray(record.actions) || typeof record.setup !== 'object' || record.setup === null) {
    throw new CodenamesError('game/bad-record', 'A record needs { format, version, setup, actions }; use parseRecord(json) to check a file first.');
  }
  let state: GameState;
  try {
    state = createGame(record.setup);
  } catch (e) {
    if (e instanceof CodenamesError) {
      throw new CodenamesError('game/bad-record', `The record's setup is not a valid game: ${e.message}`, { at: 'setup', cause: e.code }, { cause: e });
    }
    throw e;
  }
  const n = opts?.upTo === undefined ? record.actions.length : Math.max(0, Math.min(record.actions.length, opts.upTo));
  const actionOpts = opts?.referee === undefined ? undefined : { referee: opts.referee };
  for (let i = 0; i < n; i++) {
    try {
      state = applyAction(state, record.actions[i]!, actionOpts);
    } catch (e) {
      if (e instanceof CodenamesError) {
        throw new CodenamesError(
          'game/bad-record',
          `actions[${i}] (${JSON.stringify(record.actions[i])}) cannot be applied: ${e.message} [${e.code}]. The record is corrupt or was made by another rules version.`,
          { at: `actions[${i}]`, cause: e.code },
          { cause: e },
        );
      }
      throw e;
    }
  }
  return state;
}
