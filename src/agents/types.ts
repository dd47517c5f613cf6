/**
 * The agent interfaces. A spymaster sees the key (a `SpymasterView`); a guesser only a `GuesserView`, which
 * has no key field at all. Custom agents (found by a glob, see src/harness) implement the same interfaces.
 * Methods may return a value or a promise; the harness and server await either.
 */
import type { ClueNumber, GuesserView, SpymasterView } from '../game/types.js';

/** How bold an agent plays: 0 = most cautious, 1 = boldest. Named levels map onto the scale. */
export type Risk = number | 'cautious' | 'balanced' | 'bold';

export interface ClueCandidate {
  readonly word: string;
  readonly number: ClueNumber;
  readonly targets: readonly string[];
  readonly score: number;
}

export interface ClueExplanation {
  /** The cards the clue is meant for, best first, with their similarity to the clue. */
  readonly targets: readonly { readonly word: string; readonly similarity: number }[];
  /** The most dangerous other card of each kind and its similarity to the clue. */
  readonly dangers: readonly { readonly word: string; readonly identity: string; readonly similarity: number }[];
  /** Weakest target similarity minus strongest danger similarity. */
  readonly margin: number;
  /** The runner-up clues that were considered. */
  readonly runnersUp: readonly ClueCandidate[];
  /** One human-readable sentence. */
  readonly summary: string;
}

/**
 * What a move cost an agent that calls a service (a language model): requests sent, answers served from its
 * cache, tokens, re-prompts after unplayable answers, retries after 429/5xx. The harness sums it per pairing.
 */
export interface AgentUsage {
  readonly requests: number;
  readonly cacheHits: number;
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly reprompts: number;
  readonly retries: number;
}

export interface ClueDecision {
  readonly word: string;
  readonly number: ClueNumber;
  /** Intended target cards (board spelling). */
  readonly targets: readonly string[];
  readonly explanation?: ClueExplanation;
  /** Service use of this move (language-model agents). */
  readonly usage?: AgentUsage;
}

export interface RankedCard {
  readonly word: string;
  readonly score: number;
}

export interface GuessDecision {
  /** Every unrevealed card, best first. */
  readonly ranked: readonly RankedCard[];
  /** How many of `ranked` to touch, in order, stopping at the first wrong one (at least 1). */
  readonly take: number;
  readonly explanation?: string;
  /** Service use of this move (language-model agents). */
  readonly usage?: AgentUsage;
}

export interface Spymaster {
  readonly name: string;
  giveClue(view: SpymasterView): ClueDecision | Promise<ClueDecision>;
}

export interface Guesser {
  readonly name: string;
  guess(view: GuesserView): GuessDecision | Promise<GuessDecision>;
}

/** Chooses which of its own agents the covering side covers (coop opponent turns, illegal-clue penalties). */
export interface CoverStrategy {
  readonly name: string;
  /** `candidates` are the unrevealed agents of the covering team; return one of them. */
  chooseCover(view: SpymasterView, candidates: readonly string[]): string | Promise<string>;
}
