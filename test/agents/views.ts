/** Views built by hand for the agent tests (the engine's views have the same shape). */
import type { ClueRecord, GuesserView, Identity, SpymasterView, Team } from '../../src/game/types.js';

/** A spymaster view of `words` with `key`, nothing revealed unless listed. */
export function spyView(words: readonly string[], key: readonly Identity[], team: Team = 'red', revealed: readonly string[] = [], clues: readonly ClueRecord[] = []): SpymasterView {
  return {
    variant: 'single-team', lang: 'xx', team, phase: 'clue', turnNumber: 1, currentClue: null, guessesLeft: 0, clues, key,
    cards: words.map((w, i) => (revealed.includes(w) ? { word: w, revealed: true, identity: key[i]! } : { word: w, revealed: false })),
  };
}

/** A guesser view with a current clue for `team`. */
export function guessView(words: readonly string[], clue: string, number: number, opts: { team?: Team; earlier?: readonly ClueRecord[]; revealed?: readonly [string, Identity][] } = {}): GuesserView {
  const team = opts.team ?? 'red';
  const current: ClueRecord = { team, word: clue, number, turn: (opts.earlier?.length ?? 0) + 1, legal: true, guesses: [] };
  const rev = new Map(opts.revealed ?? []);
  return {
    variant: 'single-team', lang: 'xx', team, phase: 'guess', turnNumber: current.turn, currentClue: current, guessesLeft: number + 1,
    clues: [...(opts.earlier ?? []), current],
    cards: words.map((w) => (rev.has(w) ? { word: w, revealed: true, identity: rev.get(w)! } : { word: w, revealed: false })),
  };
}
