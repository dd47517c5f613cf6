/**
 * Data shapes of the tournament harness. Everything a run produces is plain JSON: a `TournamentResult`
 * holds the per-game outcomes it was computed from, so shards merge and interrupted runs resume by
 * concatenating outcomes and recomputing the statistics.
 */
import type { AgentUsage } from '../agents/types.js';
import type { EndReason, Team, VariantName } from '../game/types.js';
import type { Mean, Rate } from './stats.js';
import type { FailureKind, TurnRole } from '../play/index.js';

/** Which agent of a side acted. */
export type Role = TurnRole;

/** One side of a game: indices into the tournament's spymaster and guesser name lists. */
export interface Seat {
  readonly spymaster: number;
  readonly guesser: number;
}

/**
 * Who plays in one game of each board. Side `a` is the playing team of single-team/coop games and red in
 * two-team games; side `b` (blue) exists only in two-team variants (standard, three-player).
 */
export interface Match {
  readonly id: number;
  readonly a: Seat;
  readonly b: Seat | null;
}

/** Why a side lost by forfeit: its agent threw, returned something illegal, was too slow, or killed its worker. */
export type ForfeitKind = FailureKind;

export interface Forfeit {
  readonly side: 'a' | 'b';
  readonly role: Role;
  readonly agent: string;
  readonly kind: ForfeitKind;
  readonly message: string;
}

/** What one side did in one game. Times are totals in milliseconds (sum and sum of squares, for a SE). */
export interface SideStats {
  readonly team: Team;
  readonly clues: number;
  /** Sum of the numbers of numeric clues, and how many clues were numeric (0 and 'unlimited' excluded). */
  readonly numberSum: number;
  readonly numericClues: number;
  readonly illegalClues: number;
  readonly guesses: number;
  readonly correct: number;
  readonly bystander: number;
  readonly opponent: number;
  readonly assassin: number;
  readonly clueMs: number;
  readonly clueMs2: number;
  readonly guessCalls: number;
  readonly guessMs: number;
  readonly guessMs2: number;
  /** Service use of the side's agents in this game (language models: requests, cache hits, tokens), when reported. */
  readonly usage?: AgentUsage;
}

/** The outcome of one game: the unit that workers return, shards merge and runs resume from. */
export interface GameOutcome {
  /** `${board}:${match}`, unique within a tournament. */
  readonly key: string;
  readonly board: number;
  readonly match: number;
  /** The game's seed: deriveSeed(run seed, board). */
  readonly seed: number;
  readonly winner: 'a' | 'b' | null;
  readonly reason: EndReason | 'forfeit';
  readonly turns: number;
  /**
   * Side a's score: single-team(-2019) turns to win, 25 for a loss; coop agents left uncovered on a win, 0 on a
   * loss; two-team a's signed word difference (004), + for a win, - for a loss, including the +5 assassin bonus.
   */
  readonly score: number;
  readonly a: SideStats;
  readonly b: SideStats | null;
  readonly forfeit: Forfeit | null;
}

/** Per-pairing (spymaster x guesser) statistics. Two-team variants aggregate a team over both sides. */
export interface PairingStats {
  readonly spymaster: string;
  readonly guesser: string;
  readonly games: number;
  /** The variant's score, mean and standard error (single-team: turns to win, 25 for a loss). */
  readonly meanScore: number;
  readonly score: Mean;
  readonly winRate: number;
  readonly wins: Rate;
  /** Games this pairing lost by touching the assassin. */
  readonly assassinRate: number;
  readonly assassin: Rate;
  readonly meanTurns: number;
  readonly turns: Mean;
  /** Mean number of numeric clues (the words a clue aims at). */
  readonly wordsPerClue: number;
  /** Mean guesses made per clue. */
  readonly guessesPerClue: number;
  /** Share of all guesses that hit each wrong kind. */
  readonly wrongGuesses: { readonly bystander: Rate; readonly opponent: Rate; readonly assassin: Rate };
  /** Clues the referee judged illegal (0 when no referee ran), and their share of all clues. */
  readonly illegalClues: number;
  readonly illegal: Rate;
  readonly clueMs: Mean;
  readonly guessMs: Mean;
  /** Service use summed over the pairing's games (language-model agents: requests, cache hits, tokens, re-prompts, retries). */
  readonly usage?: AgentUsage;
  readonly forfeits: number;
  /** Score value -> games. */
  readonly scoreDistribution: Readonly<Record<string, number>>;
  /** Two-team variants only: win rate when seated red / blue, and the 004 word difference. */
  readonly redWins?: Rate;
  readonly blueWins?: Rate;
  readonly wordDifference?: Mean;
  /** Sum of the signed word differences (004 tournament points, +5 for an assassin win). */
  readonly points?: number;
}

/** Two-team variants: one row per match (a as red vs b as blue). */
export interface MatchupStats {
  readonly match: number;
  readonly red: { readonly spymaster: string; readonly guesser: string };
  readonly blue: { readonly spymaster: string; readonly guesser: string };
  readonly games: number;
  readonly redWins: Rate;
  readonly blueWins: Rate;
  readonly draws: number;
  /** Red's signed word difference. */
  readonly wordDifference: Mean;
}

export interface Shard {
  /** 0-based shard index. */
  readonly index: number;
  readonly count: number;
}

/** Progress of a running tournament, reported after each finished game (throttled by the caller). */
export interface Progress {
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
  readonly gamesPerSecond: number;
  /** Seconds left at the current rate; null until the first game finished. */
  readonly etaSeconds: number | null;
  readonly forfeits: number;
}

/** The full result of a run (or of one shard, or of an interrupted run: `complete` is then false). */
export interface TournamentResult {
  readonly format: 'codenames-ai/tournament';
  readonly version: 1;
  readonly variant: VariantName;
  readonly seed: number;
  /** Boards per match. */
  readonly games: number;
  readonly spymasters: readonly string[];
  readonly guessers: readonly string[];
  readonly matches: readonly Match[];
  readonly shard: Shard | null;
  /** The settings that change outcomes; merge refuses to mix runs that differ in any of them. */
  readonly settings: {
    readonly turnCap: number | null;
    readonly timeLimitMs: number;
    readonly model: string;
    readonly wordList: string | null;
    readonly referee: boolean;
    readonly candidates: string | null;
  };
  /** Games this result should hold (the shard's share) and games it holds. */
  readonly gamesExpected: number;
  readonly gamesPlayed: number;
  readonly complete: boolean;
  readonly workers: number;
  readonly elapsedMs: number;
  readonly gamesPerSecond: number;
  readonly pairings: readonly PairingStats[];
  readonly matchups: readonly MatchupStats[];
  readonly forfeits: readonly (Forfeit & { readonly key: string })[];
  /** Every game, sorted by board then match. */
  readonly outcomes: readonly GameOutcome[];
}
