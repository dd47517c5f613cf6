import { describe, expect, it } from 'vitest';
import { applyAction, coverCandidates, replay, toRecord } from '../../src/index.js';
import type { Referee, SpymasterView } from '../../src/index.js';
import { clue, cover, labelledGame, play } from './helpers.js';

const rejectAll: Referee = () => ({ ok: false, code: 'clue/board-word', message: 'the clue is a word on the board' });

describe('penalty for an illegal clue (000, 004): the turn ends, the other spymaster covers one of their own agents', () => {
  it('two teams: red\'s illegal clue ends its turn; blue covers one of its agents, then gives its clue', () => {
    const s = applyAction(labelledGame('standard'), clue('red', 2, 'RED1'), { referee: rejectAll });
    expect([s.phase, s.coverBy, s.turn, s.turnNumber]).toEqual(['cover', 'blue', 'blue', 2]);
    expect(s.clues[0]).toMatchObject({ team: 'red', legal: false, guesses: [] });
    expect(coverCandidates(s)).toHaveLength(8);
    const next = play(s, cover('blue', 'BLUE5'));
    expect([next.phase, next.turn, next.turnNumber]).toEqual(['clue', 'blue', 2]);
    expect(() => play(next, clue('red', 1))).toThrow(expect.objectContaining({ code: 'game/wrong-team' }));
  });

  it('the referee sees the spymaster view before the clue, and its verdict is stored in the log', () => {
    let seen: SpymasterView | undefined;
    const referee: Referee = (c, view) => {
      seen = view;
      return c.word === 'BAD' ? { ok: false, code: 'clue/x', message: 'no' } : { ok: true };
    };
    const s = applyAction(labelledGame('standard'), clue('red', 1, 'BAD'), { referee });
    expect(seen?.key).toHaveLength(25);
    expect(seen?.team).toBe('red');
    expect(s.log[0]).toMatchObject({ type: 'clue', verdict: { ok: false, code: 'clue/x' } });
    // The record replays without the referee and reaches the same state.
    expect(replay(toRecord(s))).toEqual(s);
  });

  it('covering your own last agent as a penalty wins the game for you (all your agents are covered)', () => {
    let s = labelledGame('standard');
    for (let i = 1; i <= 7; i++) s = play(s, clue('red', 1), { type: 'guess', team: 'red', word: `BYSTANDER${i}` }, clue('blue', 1), { type: 'guess', team: 'blue', word: `BLUE${i}` }, { type: 'pass', team: 'blue' });
    s = applyAction(s, clue('red', 1), { referee: rejectAll });
    s = play(s, cover('blue', 'BLUE8'));
    expect(s.result).toMatchObject({ winner: 'blue', reason: 'all-agents' });
  });

  it('single team (no opponent spymaster): an illegal clue just ends the turn', () => {
    const s = applyAction(labelledGame('single-team'), clue('red', 2), { referee: rejectAll });
    expect([s.phase, s.turn, s.turnNumber, s.coverBy]).toEqual(['clue', 'red', 2, null]);
    expect(s.cards.every((c) => !c.revealed)).toBe(true);
  });

  it('coop: an illegal clue forfeits the guessing; the opponent cover follows as after any turn', () => {
    const s = applyAction(labelledGame('coop'), clue('red', 2), { referee: rejectAll });
    expect([s.phase, s.coverBy, s.turn, s.turnNumber]).toEqual(['cover', 'blue', 'red', 1]);
  });

  it('with penalty: false an illegal verdict is recorded but play goes on', () => {
    const s = applyAction(labelledGame('standard', 'red', { penalty: false }), clue('red', 2), { referee: rejectAll });
    expect(s.phase).toBe('guess');
    expect(s.clues[0]?.legal).toBe(false);
  });
});
