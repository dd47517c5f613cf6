/**
 * Sanity checks on the views the agents receive. A view that contradicts itself (a key of the wrong length,
 * duplicate cards, a guess phase without a clue, a spymaster view passed to a guesser) is a caller bug that
 * would otherwise surface as a silly move; it is reported as a typed `agent/bad-view` error instead.
 */
import { CodenamesError } from '../errors.js';
import type { GuesserView, SpymasterView, Team } from '../game/types.js';

function bad(message: string, details?: Record<string, unknown>): never {
  throw new CodenamesError('agent/bad-view', message, details);
}

function checkTeam(team: unknown): asserts team is Team {
  if (team !== 'red' && team !== 'blue') bad(`the view's team must be 'red' or 'blue'; got ${JSON.stringify(team)}.`);
}

/** The message of the typed error every word agent gives for a Pictures board (the CLI's and the library's). */
export const PICTURES_UNSUPPORTED = "the agents reason about words, and a Pictures board (variant 'pictures') has picture ids, not words: play Pictures with people, or give the cards as words (createGame({ variant: 'standard', words }))";

function checkCards(view: GuesserView): void {
  if (!Array.isArray(view.cards) || view.cards.length === 0) bad('the view has no cards; build it with spymasterView(state, team) or guesserView(state).');
  if (view.lang === 'pictures' || view.variant === 'pictures') throw new CodenamesError('agent/unsupported', `${PICTURES_UNSUPPORTED}.`, { variant: view.variant });
  const seen = new Set<string>();
  for (const c of view.cards) {
    if (typeof c?.word !== 'string' || c.word.trim() === '') bad('every card needs a non-empty word.');
    const k = c.word.trim().toLowerCase();
    if (seen.has(k)) bad(`the card '${c.word}' appears twice on the board; a board has distinct words.`, { word: c.word });
    seen.add(k);
  }
  if (!Array.isArray(view.clues)) bad('the view has no clue list (clues: []); build it with the engine\'s view functions.');
}

/** Checks a spymaster view: cards, a key of the same length, and at least one unrevealed card of its team. */
export function checkSpymasterView(view: SpymasterView): void {
  if (view === null || typeof view !== 'object') bad('giveClue needs a SpymasterView object (spymasterView(state, team)).');
  checkTeam(view.team);
  checkCards(view);
  if (!Array.isArray(view.key) || view.key.length !== view.cards.length) {
    bad(`the key has ${Array.isArray(view.key) ? view.key.length : 'no'} entries for ${view.cards.length} cards; a spymaster view needs one identity per card.`);
  }
  view.cards.forEach((c, i) => {
    if (c.revealed && c.identity !== undefined && c.identity !== view.key[i]) {
      bad(`card '${c.word}' is revealed as ${c.identity} but the key says ${view.key[i]}; the view contradicts itself.`, { word: c.word });
    }
  });
  if (!view.cards.some((c, i) => !c.revealed && view.key[i] === view.team)) {
    bad(`team ${view.team} has no unrevealed agent left, so there is nothing to clue; the game should be over.`);
  }
}

/** Checks a guesser view: no key (a guesser must not see it), cards, and a clue to guess for. */
export function checkGuesserView(view: GuesserView): void {
  if (view === null || typeof view !== 'object') bad('guess needs a GuesserView object (guesserView(state)).');
  if ('key' in view) bad('the guesser was given a view with a key; pass guesserView(state), which hides the key, not the spymaster view.');
  checkTeam(view.team);
  checkCards(view);
  const clue = view.currentClue;
  if (clue === null || clue === undefined || typeof clue.word !== 'string') {
    bad('there is no current clue to guess for (currentClue is null); ask the guesser only in the guess phase.');
  }
  if (!view.cards.some((c) => !c.revealed)) bad('every card is revealed; there is nothing left to guess.');
  if (view.guessesLeft !== null && view.guessesLeft !== undefined && view.guessesLeft < 1) {
    bad(`no guesses are left for this clue (guessesLeft ${view.guessesLeft}); the turn is over.`);
  }
}
