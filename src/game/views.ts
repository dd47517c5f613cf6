/**
 * What each player may see. A guesser's view is built field by field (never by spreading the state), so the
 * key cannot leak into it by accident; its type has no `key` field at all (test/game/views.test-d.ts).
 * Views of positions given by parts (protocol requests, CLI flags, human data) are built here too, checked by
 * the engine's rules, so no caller restates them (`spymasterViewOfPosition`, `guesserViewOfPosition`).
 */
import { CodenamesError } from '../errors.js';
import { wordKey } from './board.js';
import type { ClueNumber, ClueRecord, GameState, GuesserView, Identity, SpymasterView, Team, VariantName, VisibleCard } from './types.js';

function currentClue(state: GameState): ClueRecord | null {
  if (state.phase !== 'guess') return null;
  return state.clues[state.clues.length - 1] ?? null;
}

function guessesLeft(state: GameState): number | null {
  if (state.phase !== 'guess') return 0;
  return state.maxGuesses === null ? null : state.maxGuesses - state.guessesThisTurn;
}

/**
 * The board as a guesser sees it: words, what has been revealed, the clues so far. Unrevealed cards carry no
 * `identity` key at all. `team` is the team whose turn it is.
 *
 * @example
 * guesserView(createGame({ variant: 'standard', seed: 7 })).cards[0]; // { word: '…', revealed: false }
 */
export function guesserView(state: GameState): GuesserView {
  const cards: VisibleCard[] = state.cards.map((c) =>
    c.revealed ? { word: c.word, revealed: true, identity: c.identity } : { word: c.word, revealed: false },
  );
  return {
    variant: state.variant,
    lang: state.lang,
    team: state.turn,
    phase: state.phase,
    cards,
    clues: state.clues,
    currentClue: currentClue(state),
    guessesLeft: guessesLeft(state),
    turnNumber: state.turnNumber,
  };
}

/**
 * The board as `team`'s spymaster sees it: the guesser's view plus the key (identities in grid order).
 *
 * @example
 * spymasterView(createGame({ variant: 'standard', seed: 7 }), 'red').key.length; // 25
 */
export function spymasterView(state: GameState, team: Team): SpymasterView {
  if (team !== 'red' && team !== 'blue') {
    throw new CodenamesError('game/bad-option', `spymasterView needs team 'red' or 'blue'; got ${JSON.stringify(team)}.`);
  }
  const base = guesserView(state);
  return { ...base, team, key: state.cards.map((c) => c.identity) };
}

/**
 * Guesses a clue allows by the rules (000, 004): its number plus one; 0 and 'unlimited' set no limit (null).
 * The engine's own rule (apply-action.ts), for everyone who builds a view from parts.
 *
 * @example guessLimit(2); // 3
 */
export function guessLimit(number: ClueNumber): number | null {
  return number === 'unlimited' || number === 0 ? null : number + 1;
}

/** A position given by its parts (a request, CLI flags, a human-data turn) rather than by a game state. */
export interface Position {
  readonly variant?: VariantName;
  readonly lang?: string;
  /** The team to play. */
  readonly team: Team;
  /** The board in grid order, revealed cards with the identity they showed. */
  readonly cards: readonly VisibleCard[];
  /** Earlier clues, oldest first. */
  readonly clues?: readonly ClueRecord[];
}

function badPosition(message: string, details?: Record<string, unknown>): never {
  throw new CodenamesError('game/bad-position', message, details);
}

/** The checks every position passes by the engine's rules: a team, distinct non-empty cards, consistent clues. */
function checkPosition(p: Position): void {
  if (p.team !== 'red' && p.team !== 'blue') badPosition(`a position needs team 'red' or 'blue'; got ${JSON.stringify(p.team)}.`);
  if (!Array.isArray(p.cards) || p.cards.length === 0) badPosition('a position needs the board: at least one card.');
  const seen = new Map<string, number>();
  p.cards.forEach((c, i) => {
    if (typeof c.word !== 'string' || wordKey(c.word, false) === '') badPosition(`card ${i} has no word; every card needs one.`, { card: i });
    const k = wordKey(c.word, false);
    const prev = seen.get(k);
    if (prev !== undefined) badPosition(`card ${i} '${c.word}' repeats card ${prev}; a board has distinct words.`, { card: i });
    seen.set(k, i);
  });
  if (p.cards.every((c) => c.revealed)) badPosition('every card is revealed: the game is over.');
}

/**
 * A spymaster's view of a position (before a clue, or choosing a cover), checked by the engine's rules: the
 * key has one identity per card and agrees with every revealed card, and the team has an agent left.
 * Throws `game/bad-position` saying what to fix.
 *
 * @example
 * spymasterViewOfPosition({ team: 'red', cards: [{ word: 'WHALE', revealed: false }, { word: 'BANK', revealed: false }], key: ['red', 'assassin'] });
 */
export function spymasterViewOfPosition(p: Position & { readonly key: readonly Identity[] }, phase: 'clue' | 'cover' = 'clue'): SpymasterView {
  checkPosition(p);
  if (!Array.isArray(p.key) || p.key.length !== p.cards.length) badPosition(`the key has ${Array.isArray(p.key) ? p.key.length : 'no'} identities for ${p.cards.length} cards; give one per card, in grid order.`);
  p.cards.forEach((c, i) => {
    if (c.revealed && c.identity !== undefined && c.identity !== p.key[i]) badPosition(`'${c.word}' is revealed as ${c.identity} but the key says ${p.key[i]}; one of them is wrong.`, { card: i });
  });
  if (!p.cards.some((c, i) => !c.revealed && p.key[i] === p.team)) badPosition(`team ${p.team} has no hidden agent left: the game is over.`);
  const clues = p.clues ?? [];
  return {
    variant: p.variant ?? 'standard', lang: p.lang ?? 'en', team: p.team, phase, cards: p.cards, clues, currentClue: null,
    guessesLeft: 0, turnNumber: clues.length + 1, key: p.key,
  };
}

/**
 * A guesser's view while guessing `clue` (its words `guessed` this turn already touched), checked by the
 * engine's rules; the guesses left follow from the clue's number exactly as in a game (`guessLimit`).
 * Throws `game/bad-position` saying what to fix.
 *
 * @example
 * guesserViewOfPosition({ team: 'red', cards, clue: { word: 'ocean', number: 2 } }).guessesLeft; // 3
 */
export function guesserViewOfPosition(p: Position & { readonly clue: { readonly word: string; readonly number: ClueNumber; readonly guessed?: readonly string[] } }): GuesserView {
  checkPosition(p);
  const guessed = p.clue.guessed ?? [];
  for (const g of guessed) {
    const card = p.cards.find((c) => c.word === g);
    if (card === undefined || !card.revealed) badPosition(`'${g}' was guessed this turn, so it must be a revealed card of the board.`);
  }
  const limit = guessLimit(p.clue.number);
  const guessesLeft = limit === null ? null : limit - guessed.length;
  if (guessesLeft !== null && guessesLeft <= 0) badPosition(`a clue for ${String(p.clue.number)} allows ${limit} guesses and ${guessed.length} were made: the turn is over.`);
  const clues = p.clues ?? [];
  const current: ClueRecord = { team: p.team, word: p.clue.word, number: p.clue.number, turn: clues.length + 1, legal: true, guesses: guessed };
  return {
    variant: p.variant ?? 'standard', lang: p.lang ?? 'en', team: p.team, phase: 'guess', cards: p.cards, clues: [...clues, current],
    currentClue: current, guessesLeft, turnNumber: clues.length + 1,
  };
}
