import { describe, expect, it } from 'vitest';
import { gameResult } from '../../src/index.js';
import { clue, guess, labelledGame, play } from './helpers.js';

describe('how a two-team game ends (000, 002, 004)', () => {
  it('touching the assassin ends the game at once; the touching team loses', () => {
    const s = play(labelledGame('standard'), clue('red', 1), guess('red', 'ASSASSIN'));
    expect(s.phase).toBe('over');
    expect(gameResult(s)).toMatchObject({ winner: 'blue', reason: 'assassin', turns: 1 });
  });

  it('a team wins when all its agents are covered', () => {
    let s = play(labelledGame('standard'), clue('red', 0));
    for (let i = 1; i <= 9; i++) s = play(s, guess('red', `RED${i}`));
    expect(gameResult(s)).toMatchObject({ winner: 'red', reason: 'all-agents', turns: 1 });
  });

  it("touching the other team's last agent wins for them at once, on your own turn", () => {
    // Blue (second team) has 8 agents; red touches seven over several turns, then blue touches none.
    let s = labelledGame('standard');
    for (let i = 1; i <= 7; i++) {
      s = play(s, clue('red', 1), guess('red', `BLUE${i}`), clue('blue', 1), guess('blue', `BYSTANDER${i}`));
    }
    expect(s.phase).toBe('clue');
    s = play(s, clue('red', 1), guess('red', 'BLUE8'));
    expect(gameResult(s)).toMatchObject({ winner: 'blue', reason: 'all-agents' });
  });

  it('after the game is over every action is refused with game/game-over', () => {
    const s = play(labelledGame('standard'), clue('red', 1), guess('red', 'ASSASSIN'));
    expect(() => play(s, clue('blue', 1))).toThrow(expect.objectContaining({ code: 'game/game-over' }));
  });

  it('three-player and pictures end the same way (standard rules)', () => {
    for (const variant of ['three-player', 'pictures'] as const) {
      const s = play(labelledGame(variant, 'blue'), clue('blue', 1), guess('blue', 'ASSASSIN'));
      expect(gameResult(s)).toMatchObject({ winner: 'red', reason: 'assassin' });
      let w = play(labelledGame(variant, 'blue'), clue('blue', 0));
      const n = w.cards.filter((c) => c.identity === 'blue').length;
      for (let i = 1; i <= n; i++) w = play(w, guess('blue', `BLUE${i}`));
      expect(gameResult(w)).toMatchObject({ winner: 'blue', reason: 'all-agents' });
    }
  });
});
