/**
 * Requests per minute for one agent, so one endpoint is not flooded: requests start at least 60,000 / rpm ms
 * apart (a bucket of one token; no bursts). Each worker holds its own limiter, so a tournament gives each of
 * its W workers rpm / W (see agent-spec.ts): the endpoint sees at most rpm in all.
 */
import { CodenamesError } from '../../errors.js';

export interface RateLimiter {
  /** Resolves when the next request may start (in the order the calls were made). */
  wait(): Promise<void>;
}

/** No limit. */
export const unlimited: RateLimiter = { wait: () => Promise.resolve() };

/**
 * @example
 * const limit = createRateLimiter(120); // one request every 500 ms at most
 * await limit.wait();
 */
export function createRateLimiter(requestsPerMinute: number | undefined): RateLimiter {
  if (requestsPerMinute === undefined) return unlimited;
  if (!(requestsPerMinute > 0) || !Number.isFinite(requestsPerMinute)) {
    throw new CodenamesError('agent/bad-option', `requests per minute must be a positive number; got ${String(requestsPerMinute)}.`);
  }
  const gapMs = 60_000 / requestsPerMinute;
  let next = 0;
  return {
    wait() {
      const now = Date.now();
      const at = Math.max(now, next);
      next = at + gapMs;
      return at <= now ? Promise.resolve() : new Promise((r) => setTimeout(r, at - now));
    },
  };
}
