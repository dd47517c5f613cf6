import { describe, expect, it } from 'vitest';
import { applyAction, createGame, validateAction } from '../../src/index.js';
import type { Action, GameState } from '../../src/index.js';
import { clue, deepFreeze, guess, labelledGame, play } from './helpers.js';

describe('applyAction is pure: it never mutates its input, and a refused action changes nothing', () => {
  it('works on a deep-frozen state and leaves it equal to its copy', () => {
    const s = deepFreeze(play(labelledGame('standard'), clue('red', 2)));
    const copy = structuredClone(s) as GameState;
    const next = applyAction(s, guess('red', 'RED1'));
    expect(next).not.toBe(s);
    expect(s).toEqual(copy);
    expect(next.cards[0]?.revealed).toBe(true);
    expect(s.cards[0]?.revealed).toBe(false);
  });

  it('a refused action throws and the state (frozen) is untouched', () => {
    const s = deepFreeze(createGame({ variant: 'standard', seed: 3 }));
    const copy = structuredClone(s) as GameState;
    const bad: Action[] = [guess(s.turn, s.cards[0]!.word), clue(s.turn === 'red' ? 'blue' : 'red', 1), clue(s.turn, 99)];
    for (const a of bad) {
      expect(() => applyAction(s, a)).toThrow();
      expect(validateAction(s, a).ok).toBe(false);
    }
    expect(s).toEqual(copy);
  });

  it('the state survives a JSON round trip and play continues identically', () => {
    const s = play(labelledGame('coop'), clue('red', 1), guess('red', 'RED1'));
    const back = JSON.parse(JSON.stringify(s)) as GameState;
    expect(back).toEqual(s);
    expect(applyAction(back, guess('red', 'RED2'))).toEqual(applyAction(s, guess('red', 'RED2')));
  });
});
