/**
 * Calls an agent method under a per-action time limit and turns every way it can fail into a value, so one
 * misbehaving custom bot costs its own game (a forfeit) and never the tournament.
 *
 * Synchronous agents are called without any timer (a timer per action would cost more than our agents'
 * whole move); they are judged by their measured time afterwards. A synchronous agent that never returns
 * cannot be stopped from inside its thread: the worker's watchdog (see worker-pool.ts) ends that worker.
 */
import { performance } from 'node:perf_hooks';
import { isCodenamesError } from '../errors.js';
import type { ForfeitKind } from './types.js';

export type AgentCall<T> =
  | { readonly ok: true; readonly value: T; readonly ms: number }
  | { readonly ok: false; readonly kind: ForfeitKind; readonly message: string; readonly ms: number };

function describe(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}

/** How a thrown error counts: external agents report their own timeouts and crashed processes. */
function kindOf(e: unknown): ForfeitKind {
  if (isCodenamesError(e, 'agent/timeout')) return 'timeout';
  if (isCodenamesError(e) && e.details?.['forfeit'] === 'crash') return 'crash';
  return 'threw';
}

function isThenable(v: unknown): v is PromiseLike<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';
}

/**
 * Runs `fn` with a time limit of `limitMs`.
 *
 * @example
 * const r = await callAgent(() => spymaster.giveClue(view), 5000);
 * if (!r.ok) console.log(r.kind); // 'threw' | 'timeout'
 */
export async function callAgent<T>(fn: () => T | Promise<T>, limitMs: number): Promise<AgentCall<T>> {
  const start = performance.now();
  let out: T | Promise<T>;
  try {
    out = fn();
  } catch (e) {
    return { ok: false, kind: kindOf(e), message: describe(e), ms: performance.now() - start };
  }
  if (!isThenable(out)) {
    const ms = performance.now() - start;
    if (ms > limitMs) return { ok: false, kind: 'timeout', message: `took ${Math.round(ms)} ms, the limit is ${limitMs} ms`, ms };
    return { ok: true, value: out, ms };
  }
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limitMs);
  });
  try {
    const raced = await Promise.race([Promise.resolve(out).then((value) => ({ value })), limit]);
    const ms = performance.now() - start;
    if (raced === 'timeout') return { ok: false, kind: 'timeout', message: `no answer within ${limitMs} ms`, ms };
    return { ok: true, value: raced.value, ms };
  } catch (e) {
    return { ok: false, kind: kindOf(e), message: describe(e), ms: performance.now() - start };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
