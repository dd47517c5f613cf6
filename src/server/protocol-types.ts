/**
 * TypeScript shapes of the role protocol. The source of truth is the JSON Schema in `schema/` (any program in
 * any language validates against it); these types mirror it for TypeScript callers of `clueFor`, `guessFor`,
 * `checkClueFor` and `coverFor`, and every request is checked against the schema before it is used.
 */
import type { ClueNumber, Identity, Team, VariantName } from '../game/types.js';
import type { ClueExplanation, Risk } from '../agents/types.js';

/** The four stateless actions, by route name: POST /v1/<kind>. */
export type RoleKind = 'clue' | 'guess' | 'check-clue' | 'cover';

/** The `role` field of a stdio line (and, optionally, of an HTTP body) for each kind. */
export const ROLE_OF_KIND: Readonly<Record<RoleKind, string>> = {
  clue: 'spymaster',
  guess: 'guesser',
  'check-clue': 'referee',
  cover: 'cover',
};

/** Inverse of ROLE_OF_KIND. */
export const KIND_OF_ROLE: Readonly<Record<string, RoleKind>> = {
  spymaster: 'clue',
  guesser: 'guess',
  referee: 'check-clue',
  cover: 'cover',
};

/** A clue from the history, oldest first. */
export interface PastClue {
  readonly team: Team;
  readonly word: string;
  readonly number: ClueNumber;
  /** Cards the team touched for it (must appear in `revealed`). */
  readonly guesses?: readonly string[];
}

/** The fields every request shares: the game as one seat sees it. */
export interface SeatRequestBase {
  readonly role?: string;
  /** Language of the words; default 'en'. */
  readonly lang?: string;
  /** Default 'standard'. */
  readonly variant?: VariantName;
  /** The seat's team; default 'red'. */
  readonly team?: Team;
  /** Every card in grid order. */
  readonly board: readonly string[];
  /** Covered cards: board word -> identity. */
  readonly revealed?: Readonly<Record<string, Identity>>;
  readonly clues?: readonly PastClue[];
}

/** POST /v1/clue. */
export interface ClueRequest extends SeatRequestBase {
  readonly key: readonly Identity[];
  readonly ruleset?: string;
  readonly risk?: Risk;
}

/** POST /v1/guess. There is no key: a guesser never sees it. */
export interface GuessRequest extends SeatRequestBase {
  readonly clue: { readonly word: string; readonly number: ClueNumber; readonly guessed?: readonly string[] };
  readonly risk?: Risk;
}

/** POST /v1/check-clue. The key is optional: the referee judges only what is visible. */
export interface CheckClueRequest extends SeatRequestBase {
  readonly key?: readonly Identity[];
  readonly clue: { readonly word: string; readonly number: ClueNumber };
  readonly ruleset?: string;
}

/** POST /v1/cover: `team` covers one of its own unrevealed agents. */
export interface CoverRequest extends SeatRequestBase {
  readonly key: readonly Identity[];
  readonly team: Team;
}

/** Request type by kind. */
export interface RequestOf {
  clue: ClueRequest;
  guess: GuessRequest;
  'check-clue': CheckClueRequest;
  cover: CoverRequest;
}

export interface ClueResponse {
  readonly word: string;
  readonly number: ClueNumber;
  readonly targets: readonly string[];
  readonly explanation?: ClueExplanation;
}

export interface GuessResponse {
  /** Every unrevealed card, best first. */
  readonly guesses: readonly string[];
  readonly scores: readonly number[];
  readonly take: number;
  readonly explanation?: string;
}

export type CheckClueResponse =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: string; readonly message: string; readonly conflictsWith?: readonly string[] };

export interface CoverResponse {
  readonly word: string;
}

/** Response type by kind. */
export interface ResponseOf {
  clue: ClueResponse;
  guess: GuessResponse;
  'check-clue': CheckClueResponse;
  cover: CoverResponse;
}

/** The body of every error answer (HTTP and stdio). */
export interface ErrorBody {
  readonly error: { readonly code: string; readonly message: string; readonly path: string };
}
