/**
 * Types of the clue referee: the closed set of verdict codes, the rulesets and options, and the board
 * inputs it accepts.
 */
import type { GuesserView, SpymasterView } from '../game/types.js';

/** Why a clue is illegal. Closed set (RULES.md "Clue legality"). */
export type ClueCode =
  | 'clue/empty'
  | 'clue/not-one-word'
  | 'clue/board-word'
  | 'clue/same-root'
  | 'clue/compound-part'
  | 'clue/letter'
  | 'clue/not-in-language'
  | 'clue/not-a-word'
  | 'clue/form';

/** Every verdict code, in the order the referee checks them. */
export const CLUE_CODES: readonly ClueCode[] = [
  'clue/empty', 'clue/not-one-word', 'clue/letter', 'clue/not-in-language', 'clue/not-a-word', 'clue/board-word',
  'clue/compound-part', 'clue/same-root', 'clue/form',
];

/**
 * `standard`: the hard rules of 000/002/004. `tournament`: adds the Russian dictionary-form rule (004: nouns
 * singular and not diminutive, verbs in the infinitive) and forbids hyphenated words outright (004).
 */
export type Ruleset = 'standard' | 'tournament';

/** A referee's verdict. `conflictsWith` lists the visible code names (as dealt) the clue collides with. */
export type LegalityVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: ClueCode; readonly message: string; readonly conflictsWith: readonly string[] };

/** Options of `checkClue`, `createReferee` and `createClueFilter`. */
export interface CheckOptions {
  /** Language code: en, ru, uk, he, fa, hu. */
  readonly lang: string;
  /** Default 'standard'. */
  readonly ruleset?: Ruleset;
  /** Flexible rule (000): common acronyms such as CIA or ארה"ב count as one word. Default false. */
  readonly allowAcronyms?: boolean;
  /** Names of people and places (000: "משה" is a legal clue). Default true; false rejects them. */
  readonly allowProperNames?: boolean;
  /** Extra words the table accepts (a house dictionary), in any case. */
  readonly extraWords?: readonly string[];
}

/** A plain board: the visible code names, and optionally the covered ones (which are legal again). */
export interface PlainBoard {
  readonly board: readonly string[];
  readonly covered?: readonly string[];
}

/** What the referee can judge a clue against: an engine view or a plain board. */
export type BoardInput = PlainBoard | SpymasterView | GuesserView | readonly string[];
