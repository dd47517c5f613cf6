/**
 * The data model of the rules engine. Everything here is plain, JSON-serialisable data: a `GameState` can be
 * written with `JSON.stringify`, read back, and play goes on identically (the PRNG state lives inside it).
 * Rules references: the rule books 000 (he), 001 (uk, Pictures), 002 (fa), 004 (ru).
 */

export type Team = 'red' | 'blue';

/** A card's hidden identity on the key card. */
export type Identity = Team | 'bystander' | 'assassin';

/**
 * The variants of RULES.md, with their exact card counts:
 * - `standard`: two teams, 5x5, 9/8/7/1 (000, 002, 004).
 * - `single-team`: the benchmark "solitaire" form: one team plays alone on a 9/8/7/1 board; score = turns to
 *   find all 9, 25 for a loss (assassin, or the other team's 8 agents all revealed).
 * - `single-team-2019`: the 2019 Codenames AI competition board, 8/7/9/1 (8 words to find), scored the same way.
 * - `coop`: the two-player cooperative variant (000, 002): after each team turn the spymaster covers one
 *   opponent agent; loss on the assassin or when every opponent agent is covered; score = opponent agents left.
 * - `three-player`: two rival spymasters, one guesser guessing for both teams (000, 002); the board and turn
 *   rules are the standard game's.
 * - `pictures`: Codenames: Pictures (001), 5x4, 8/7/4/1; cards are opaque ids (image paths or URLs).
 */
export type VariantName = 'standard' | 'single-team' | 'single-team-2019' | 'coop' | 'three-player' | 'pictures';

/**
 * A clue's number: a whole number from 0 to the clue-giving team's agents on the key (9 for the standard
 * starting team, 8 in Pictures), or 'unlimited'. 0 ("none of ours relate") and 'unlimited' allow unlimited
 * guesses; N allows at most N + 1.
 */
export type ClueNumber = number | 'unlimited';

export interface Card {
  /** The code name as dealt (word-list spelling, e.g. 'ICE CREAM'), or an opaque picture id. */
  readonly word: string;
  readonly identity: Identity;
  readonly revealed: boolean;
  /** Who covered it: a team's guesser, or a cover action ('cover') for coop covers and penalty covers. */
  readonly revealedBy?: 'guess' | 'cover';
}

/**
 * The actions. A record (game log) is the list of actions as applied; applying them in order to the same
 * initial state gives the identical state.
 * - `clue`: the spymaster of `team` gives a clue. `verdict` is filled in by the engine from the referee it was
 *   given (so a record replays without the referee); an illegal verdict triggers the penalty.
 * - `guess`: the guesser of `team` touches `word`.
 * - `pass`: the guesser of `team` stops guessing (allowed only after at least one guess).
 * - `cover`: a spymaster covers one agent of `team` (own team): the coop opponent's cover (team = the
 *   opponent), or the penalty cover after the other side's illegal clue (000, 004).
 * - `timeout`: the time control of 004 was breached by `team` in the current phase (first a warning, then
 *   each breach -1 word). `elapsedMs` on a clue (thinking time) or on a guess/pass (time since the clue) is
 *   checked against the same limits; at most one breach counts per phase (see time-control.ts).
 */
export type Action =
  | { readonly type: 'clue'; readonly team: Team; readonly word: string; readonly number: ClueNumber; readonly verdict?: ClueVerdict; readonly elapsedMs?: number }
  | { readonly type: 'guess'; readonly team: Team; readonly word: string; readonly elapsedMs?: number }
  | { readonly type: 'pass'; readonly team: Team; readonly elapsedMs?: number }
  | { readonly type: 'cover'; readonly team: Team; readonly word: string }
  | { readonly type: 'timeout'; readonly team: Team; readonly phase: 'clue' | 'guess' };

export type ActionType = Action['type'];

/** A referee's verdict on a clue (see src/legality). The engine only reads `ok`. */
export type ClueVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: string; readonly message: string; readonly conflictsWith?: readonly string[] };

/** What the engine asks a referee. It is given the spymaster's view of the board before the clue. */
export type Referee = (clue: { word: string; number: ClueNumber }, view: SpymasterView) => ClueVerdict;

/**
 * What happens next:
 * - `clue`: `turn`'s spymaster must give a clue;
 * - `guess`: `turn`'s guesser must guess (or pass after one guess);
 * - `cover`: `coverBy` must cover one of its own agents (coop opponent turn, or penalty after an illegal clue),
 *   after which `turn` gives the next clue;
 * - `over`: the game has ended.
 */
export type Phase = 'clue' | 'guess' | 'cover' | 'over';

export interface ClueRecord {
  readonly team: Team;
  readonly word: string;
  readonly number: ClueNumber;
  /** The turn number (1-based) the clue was given in. */
  readonly turn: number;
  readonly legal: boolean;
  /** Words this team's guesser touched for this clue, in order. */
  readonly guesses: readonly string[];
}

export type EndReason = 'all-agents' | 'assassin' | 'opponent-agents' | 'turn-cap';

export interface GameResult {
  /** The winning team; null for a single-team/coop loss or a turn-cap draw. */
  readonly winner: Team | null;
  readonly reason: EndReason;
  /** Team turns played (a turn = one clue and its guesses; penalty turns count). */
  readonly turns: number;
  /**
   * The variant's score. single-team(-2019): turns to win, 25 for a loss. coop: opponent agents not covered
   * on a win, 0 on a loss. standard/three-player/pictures: tournament word difference (004), incl. +5 for an
   * assassin ending and -1 per repeated time breach.
   */
  readonly score: number;
}

/** xoshiro128** state: four uint32 words. */
export type RngState = readonly [number, number, number, number];

export interface GameConfig {
  /** Hard cap on team turns; the game ends with reason 'turn-cap' when it is reached. */
  readonly turnCap: number;
  /** Penalty for an illegal clue enabled (000, 004). When no referee is given, clues are never judged. */
  readonly penalty: boolean;
}

export interface GameState {
  readonly version: 1;
  readonly variant: VariantName;
  /** Language of the words ('en', 'ru', 'he', 'hu', 'uk', 'fa'), or 'pictures' for opaque picture ids. */
  readonly lang: string;
  readonly seed: number;
  readonly rows: number;
  readonly cols: number;
  readonly cards: readonly Card[];
  readonly startingTeam: Team;
  /** The team whose turn it is (in single-team and coop, always the playing team, except during covers). */
  readonly turn: Team;
  readonly phase: Phase;
  /** Team during a `cover` phase that must cover one of its own agents. */
  readonly coverBy: Team | null;
  /** 1-based count of team turns started. */
  readonly turnNumber: number;
  /**
   * Guesses made for the current clue and how many are allowed (unlimited is encoded as null, so the state
   * stays JSON). Both are 0 outside the guess phase.
   */
  readonly guessesThisTurn: number;
  readonly maxGuesses: number | null;
  readonly clues: readonly ClueRecord[];
  readonly rng: RngState;
  readonly config: GameConfig;
  /** Time-control breaches per team (004): first a warning, then -1 word each. */
  readonly timeBreaches: { readonly red: number; readonly blue: number };
  readonly result: GameResult | null;
  /** The record: every action applied since creation, in order. */
  readonly log: readonly Action[];
}

/** A card as a guesser sees it: the identity only once revealed. */
export interface VisibleCard {
  readonly word: string;
  readonly revealed: boolean;
  /** Present only when revealed. */
  readonly identity?: Identity;
}

/** What a guesser may see. It has no `key` field at all. */
export interface GuesserView {
  readonly variant: VariantName;
  readonly lang: string;
  readonly team: Team;
  readonly phase: Phase;
  readonly cards: readonly VisibleCard[];
  readonly clues: readonly ClueRecord[];
  /** The clue being guessed now, if any. */
  readonly currentClue: ClueRecord | null;
  /** Guesses still allowed for the current clue; null = unlimited. */
  readonly guessesLeft: number | null;
  readonly turnNumber: number;
}

/** What a spymaster may see: the guesser's view plus the key. */
export interface SpymasterView extends Omit<GuesserView, 'team'> {
  readonly team: Team;
  /** Identity of every card, in grid order. */
  readonly key: readonly Identity[];
}

export interface CreateGameOptions {
  readonly variant: VariantName;
  /** Exactly the board's words, in grid order (no shuffle), or ... */
  readonly words?: readonly string[];
  /** ... a pool to deal from: a shipped list name ('en-original', 'en-duet', 'ru', 'he', 'hu') or the words. */
  readonly wordList?: string | readonly string[];
  readonly seed: number;
  readonly startingTeam?: Team;
  readonly lang?: string;
  readonly turnCap?: number;
  readonly penalty?: boolean;
  /**
   * The exact key in grid order (only together with `words`); without it the key is dealt from the seed.
   * Records carry it so a replay never depends on how the board was first dealt.
   */
  readonly key?: readonly Identity[];
}

/** A self-contained game record: replaying `actions` on `createGame(setup)` gives the same final state. */
export interface GameRecord {
  readonly format: 'codenames-ai/record';
  readonly version: 1;
  readonly setup: CreateGameOptions & { readonly words: readonly string[] };
  readonly actions: readonly Action[];
}
