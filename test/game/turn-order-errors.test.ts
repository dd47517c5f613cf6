import { describe, expect, it } from 'vitest';
import { applyAction, validateAction } from '../../src/index.js';
import type { Action, GameState } from '../../src/index.js';
import { clue, cover, guess, labelledGame, pass, play } from './helpers.js';

const codeOf = (s: GameState, a: Action): string => {
  const v = validateAction(s, a);
  return v.ok ? 'ok' : v.error.code;
};

describe('actions out of turn, out of phase or on bad cards are typed errors', () => {
  const start = labelledGame('standard');
  const guessing = play(start, clue('red', 2));

  it('validateAction and applyAction agree (chess.js style: value vs throw)', () => {
    const v = validateAction(start, clue('blue', 1));
    expect(v.ok).toBe(false);
    expect(() => applyAction(start, clue('blue', 1))).toThrow(expect.objectContaining({ code: 'game/wrong-team' }));
    expect(validateAction(start, clue('red', 1))).toEqual({ ok: true });
  });

  const cases: readonly [string, GameState, Action, string][] = [
    ['clue by the wrong team', start, clue('blue', 1), 'game/wrong-team'],
    ['guess before the clue', start, guess('red', 'RED1'), 'game/wrong-phase'],
    ['guess by the wrong team', guessing, guess('blue', 'RED1'), 'game/wrong-team'],
    ['a second clue while guessing', guessing, clue('red', 1), 'game/wrong-phase'],
    ['guess of a word not on the board', guessing, guess('red', 'PINEAPPLE'), 'game/card-not-on-board'],
    ['guess of a covered card', play(guessing, guess('red', 'RED1')), guess('red', 'RED1'), 'game/card-covered'],
    ['cover outside a cover phase', start, cover('red', 'RED1'), 'game/wrong-phase'],
    ['pass outside the guess phase', start, pass('red'), 'game/wrong-phase'],
    ['an unknown action type', start, { type: 'shout', team: 'red' } as unknown as Action, 'game/bad-action'],
    ['a bad team', start, { type: 'clue', team: 'green', word: 'X', number: 1 } as unknown as Action, 'game/bad-action'],
    ['an empty clue word', start, { type: 'clue', team: 'red', word: ' ', number: 1 }, 'game/bad-action'],
    ['a negative elapsedMs', start, { type: 'clue', team: 'red', word: 'X', number: 1, elapsedMs: -5 }, 'game/bad-action'],
    ['a timeout for another phase', start, { type: 'timeout', team: 'red', phase: 'guess' }, 'game/wrong-phase'],
  ];
  for (const [name, state, action, code] of cases) {
    it(name, () => expect(codeOf(state, action)).toBe(code));
  }
});
