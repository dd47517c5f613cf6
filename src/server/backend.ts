/**
 * What the protocol needs from the rest of the library, as one injectable object: agents per language, the
 * referee, and the cover strategy. The server and the role functions take a `RoleBackend`, so tests can pass
 * small deterministic agents and the real server loads the embedding model exactly once
 * (see default-backend.ts).
 */
import type { ClueNumber, ClueVerdict, Referee, SpymasterView } from '../game/types.js';
import type { CoverStrategy, Guesser, Risk, Spymaster } from '../agents/types.js';

/** Options an agent is built with for one request. */
export interface AgentOptions {
  readonly lang: string;
  readonly risk?: Risk;
}

/** Options of the referee for one request. */
export interface RefereeOptions {
  readonly lang: string;
  readonly ruleset?: string;
}

export interface RoleBackend {
  /** Languages the agents can play (clue, guess, cover); the referee may know more. */
  readonly agentLanguages: readonly string[];
  /** Languages the referee can judge. */
  readonly refereeLanguages: readonly string[];
  spymaster(opts: AgentOptions): Spymaster | Promise<Spymaster>;
  guesser(opts: AgentOptions): Guesser | Promise<Guesser>;
  cover(opts: AgentOptions): CoverStrategy | Promise<CoverStrategy>;
  /** The referee's verdict on a clue, given the board as the spymaster sees it. */
  checkClue(clue: { word: string; number: ClueNumber }, view: SpymasterView, opts: RefereeOptions): ClueVerdict | Promise<ClueVerdict>;
  /** A referee function for the rules engine (game endpoints). */
  referee(opts: RefereeOptions): Referee | Promise<Referee>;
}
