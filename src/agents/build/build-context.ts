/**
 * What building an agent may use, and what a built agent looks like before its roles are asked for.
 * An `AgentFactory` builds each role on first use (a guesser-only pairing never pays for a spymaster's
 * set-up), shares one set of agents between its roles, and releases outside resources on `close()`.
 */
import type { EmbeddingModel } from '../../embeddings/types.js';
import type { CoverStrategy, Guesser, Spymaster } from '../types.js';

/** What a factory may use: the model (loaded once, on first use) and the reference candidate list. */
export interface BuildContext {
  model(): Promise<EmbeddingModel>;
  /** True when the run was given a model (then our agents think with it rather than the default model). */
  readonly modelGiven?: boolean;
  /** Candidate clue words for the reference spymasters (default: the model's clue vocabulary). */
  readonly candidates?: readonly string[] | undefined;
  /** Per-action time limit of the run (ms), for outside agents that enforce it on their side too. */
  readonly timeLimitMs?: number;
}

/** A named agent. It may offer a spymaster, a guesser or both, and optionally its own cover strategy. */
export interface AgentFactory {
  readonly name: string;
  readonly description: string;
  /** 'builtin', the absolute path of a module, or the outside kind ('exec', 'http', 'py2019', 'openai'). */
  readonly source: string;
  spymaster?(ctx: BuildContext): Promise<Spymaster>;
  guesser?(ctx: BuildContext): Promise<Guesser>;
  /** Its own cover strategy; undefined when it turns out to have none (then the run's fallback covers). */
  cover?(ctx: BuildContext): Promise<CoverStrategy | undefined>;
  /** Releases what the agent holds (processes, connections); built-in and module agents hold nothing. */
  close?(): Promise<void>;
}
