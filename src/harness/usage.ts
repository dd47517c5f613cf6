/**
 * Service use (AgentUsage: requests, cache hits, tokens, re-prompts, retries) summed per side of a game and
 * per pairing, for the report of tournaments with language-model agents.
 */
import type { AgentUsage } from '../agents/types.js';

/**
 * Sums two usage records; the first may be absent.
 *
 * @example
 * addUsage(undefined, move.usage); // a copy of move.usage
 */
export function addUsage(a: AgentUsage | undefined, b: AgentUsage): AgentUsage {
  if (a === undefined) return { ...b };
  return {
    requests: a.requests + b.requests, cacheHits: a.cacheHits + b.cacheHits, promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens, reprompts: a.reprompts + b.reprompts, retries: a.retries + b.retries,
  };
}
