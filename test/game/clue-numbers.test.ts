import { describe, expect, it } from 'vitest';
import { applyAction, guesserView, isCodenamesError } from '../../src/index.js';
import type { Action, GameState } from '../../src/index.js';
import { clue, guess, labelledGame, pass, play } from './helpers.js';

function errorCode(state: GameState, action: Action): string {
  try {
    applyAction(state, action);
    return 'no error';
  } catch (e) {
    if (isCodenamesError(e)) return e.code;
    throw e;
  }
}

describe('clue numbers and how many guesses they allow (000, 002, 004)', () => {
  it('number N allows at most N + 1 guesses; the turn ends by itself after the last one', () => {
    let s = play(labelledGame('standard'), clue('red', 2), guess('red', 'RED1'), guess('red', 'RED2'));
    expect(s.phase).toBe('guess');
    expect(guesserView(s).guessesLeft).toBe(1);
    s = play(s, guess('red', 'RED3'));
    expect(s.phase).toBe('clue');
    expect(s.turn).toBe('blue');
    expect(s.clues[0]?.guesses).toEqual(['RED1', 'RED2', 'RED3']);
  });

  it('0 and unlimited allow any number of guesses', () => {
    for (const n of [0, 'unlimited'] as const) {
      let s = play(labelledGame('standard'), clue('red', n));
      expect(s.maxGuesses).toBeNull();
      for (let i = 1; i <= 8; i++) s = play(s, guess('red', `RED${i}`));
      expect(s.phase).toBe('guess');
      expect(guesserView(s).guessesLeft).toBeNull();
    }
  });

  it('the guessers must make at least one guess: pass before a guess is refused', () => {
    const s = play(labelledGame('standard'), clue('red', 0));
    expect(errorCode(s, pass('red'))).toBe('game/bad-action');
    const after = play(s, guess('red', 'RED1'), pass('red'));
    expect(after.turn).toBe('blue');
    expect(after.phase).toBe('clue');
  });

  it('a number must be a whole number from 0 to the team\'s agents, or unlimited', () => {
    const s = labelledGame('standard');
    for (const n of [-1, 1.5, 10, Number.NaN]) expect(errorCode(s, clue('red', n))).toBe('game/bad-clue-number');
    expect(errorCode(s, { type: 'clue', team: 'red', word: 'X', number: '3' } as unknown as Action)).toBe('game/bad-clue-number');
    expect(errorCode(s, clue('red', 9))).toBe('no error');
    const pictures = labelledGame('pictures');
    expect(errorCode(pictures, clue('red', 9))).toBe('game/bad-clue-number');
    expect(errorCode(pictures, clue('red', 8))).toBe('no error');
  });

  it('a bystander or an opponent agent ends the turn at once', () => {
    const a = play(labelledGame('standard'), clue('red', 3), guess('red', 'BYSTANDER1'));
    expect([a.turn, a.phase]).toEqual(['blue', 'clue']);
    const b = play(labelledGame('standard'), clue('red', 3), guess('red', 'BLUE1'));
    expect([b.turn, b.phase]).toEqual(['blue', 'clue']);
    expect(b.cards.find((c) => c.word === 'BLUE1')?.revealed).toBe(true);
  });

  it('card names match case-insensitively and the log keeps the board spelling', () => {
    const s = play(labelledGame('standard'), clue('red', 1), guess('red', 'red1'));
    expect(s.log[1]).toEqual({ type: 'guess', team: 'red', word: 'RED1' });
  });
});
