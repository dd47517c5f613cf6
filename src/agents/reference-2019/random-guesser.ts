/**
 * A random guesser: the floor a real guesser must beat. It touches one visible card per clue, chosen
 * uniformly. Its randomness is a hash of what it sees (board, clues, turn), never hidden state, so the same
 * position always gets the same guess: a tournament gives identical results on any number of workers, and
 * any game replays from its seed.
 */
import { createRng, shuffle } from '../../game/rng.js';
import type { GuesserView } from '../../game/types.js';
import type { GuessDecision, RankedCard } from '../types.js';

/** FNV-1a over a string, 32 bits. */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Creates the random guesser. `salt` changes its choices (two random guessers with different salts differ).
 *
 * @example
 * createRandomGuesser().guess(guesserView(state)); // { ranked: [...all visible cards, shuffled], take: 1 }
 */
export function createRandomGuesser(options: { readonly salt?: number; readonly name?: string } = {}): { readonly name: string; guess(view: GuesserView): GuessDecision } {
  const salt = options.salt ?? 0;
  return {
    name: options.name ?? 'random',
    guess(view: GuesserView): GuessDecision {
      const visible = view.cards.filter((c) => !c.revealed).map((c) => c.word);
      const clue = view.currentClue;
      const seen = `${salt}|${view.turnNumber}|${clue?.word ?? ''}|${view.cards.map((c) => (c.revealed ? '*' : c.word)).join(',')}`;
      // The project's seeded generator, seeded from the position: no hidden state, nothing unseeded.
      const [order] = shuffle(createRng(fnv1a(seen)), visible);
      const ranked: RankedCard[] = order.map((word, i) => ({ word, score: order.length - i }));
      return { ranked, take: 1 };
    },
  };
}
