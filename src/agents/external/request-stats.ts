/**
 * Counters every external agent keeps (requests, failures, timeouts, time), and one wrapper that times a
 * request and counts how it ended, so the kinds count the same way.
 */
import { performance } from 'node:perf_hooks';
import { isCodenamesError } from '../../errors.js';
import type { ExternalStats } from './types.js';

export interface StatsCounter {
  /** Runs one request, counting it, its time and whether it failed or timed out. */
  time<T>(fn: () => Promise<T>): Promise<T>;
  /** Adds to the other counters (restarts, tokens, cache hits, ...). */
  add(field: Exclude<keyof ExternalStats, 'requests' | 'failures' | 'timeouts' | 'totalMs'>, n: number): void;
  snapshot(): ExternalStats;
}

/** A fresh counter. */
export function createStatsCounter(): StatsCounter {
  const s: Record<keyof ExternalStats, number> = { requests: 0, failures: 0, timeouts: 0, restarts: 0, totalMs: 0 } as Record<keyof ExternalStats, number>;
  return {
    async time(fn) {
      const t0 = performance.now();
      s.requests += 1;
      try {
        return await fn();
      } catch (e) {
        s.failures += 1;
        if (isCodenamesError(e, 'agent/timeout')) s.timeouts += 1;
        throw e;
      } finally {
        s.totalMs += performance.now() - t0;
      }
    },
    add(field, n) {
      s[field] = (s[field] ?? 0) + n;
    },
    snapshot: () => ({ ...s }),
  };
}
