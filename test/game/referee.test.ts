import { describe, expect, it } from 'vitest';
import { applyAction, CodenamesError } from '../../src/index.js';
import type { Action, Referee } from '../../src/index.js';
import { clue, deepFreeze, labelledGame } from './helpers.js';

describe('the engine takes clue verdicts from outside (a referee function), never judges language itself', () => {
  it('without a referee a clue is legal unless it carries its own verdict', () => {
    const s = applyAction(labelledGame('standard'), clue('red', 1, 'RED1'));
    expect(s.phase).toBe('guess');
    expect(s.log[0]).toMatchObject({ verdict: { ok: true } });
  });

  it('a referee overrides a verdict the caller put on the action', () => {
    const referee: Referee = () => ({ ok: true });
    const action: Action = { type: 'clue', team: 'red', word: 'CLUE', number: 1, verdict: { ok: false, code: 'x', message: 'y' } };
    const s = applyAction(labelledGame('standard'), action, { referee });
    expect(s.clues[0]?.legal).toBe(true);
  });

  it('a referee that throws or returns garbage leaves the state untouched', () => {
    const s = deepFreeze(labelledGame('standard'));
    const throwing: Referee = () => {
      throw new CodenamesError('legality/bad-input', 'no');
    };
    expect(() => applyAction(s, clue('red', 1), { referee: throwing })).toThrow(expect.objectContaining({ code: 'legality/bad-input' }));
    const garbage = (() => 'yes') as unknown as Referee;
    expect(() => applyAction(s, clue('red', 1), { referee: garbage })).toThrow(expect.objectContaining({ code: 'game/bad-option' }));
    expect(s.log).toHaveLength(0);
  });
});
