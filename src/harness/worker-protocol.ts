/**
 * What the pool and its workers say to each other, and the layout of the shared "who is thinking" buffer
 * the watchdog reads: Int32 [acting (0/1), side (0 = a, 1 = b), role index, board, match, unused], then
 * Float64 the Date.now() at which the current agent call started. With several games in flight the buffer
 * holds the call started last: the one a synchronous hang blocks the thread in.
 */
import type { GameOutcome, Role } from './types.js';
import type { Task } from './plan.js';

/** Messages a worker posts ('more': it has room for games and none queued). */
export type WorkerMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'outcome'; readonly outcome: GameOutcome }
  | { readonly type: 'more' }
  | { readonly type: 'fatal'; readonly code: string | null; readonly message: string };

/** Messages the pool posts (and the supervisor's `{ type: 'close' }`). */
export interface RunMessage {
  readonly type: 'run';
  readonly tasks: readonly Task[];
}

/** Roles in the watch buffer, by index. */
export const WATCH_ROLES: readonly Role[] = ['spymaster', 'guesser', 'cover'];

/** Bytes of the shared watch buffer. */
export const WATCH_BYTES = 32;

/** Typed views over a watch buffer. */
export function watchViews(buffer: SharedArrayBuffer): { cells: Int32Array; since: Float64Array } {
  return { cells: new Int32Array(buffer, 0, 6), since: new Float64Array(buffer, 24, 1) };
}
