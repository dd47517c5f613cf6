import { describe, expect, it } from 'vitest';
import { gameResult, SINGLE_TEAM_LOSS_SCORE } from '../../src/index.js';
import { clue, guess, labelledGame, pass, play } from './helpers.js';

describe('single-team (benchmark solitaire): score = turns to find every own agent, 25 on a loss', () => {
  it('the team plays every turn; the other team never acts', () => {
    const s = play(labelledGame('single-team'), clue('red', 1), guess('red', 'BYSTANDER1'));
    expect([s.turn, s.phase, s.turnNumber]).toEqual(['red', 'clue', 2]);
    expect(() => play(s, clue('blue', 1))).toThrow(expect.objectContaining({ code: 'game/wrong-team' }));
  });

  it('a win scores the number of team turns used', () => {
    let s = labelledGame('single-team');
    // Three turns: 3 + 3 + 3 agents, each with number 2 (3 guesses allowed).
    for (let t = 0; t < 3; t++) {
      s = play(s, clue('red', 2));
      for (let i = 1; i <= 3; i++) s = play(s, guess('red', `RED${t * 3 + i}`));
    }
    expect(gameResult(s)).toEqual({ winner: 'red', reason: 'all-agents', turns: 3, score: 3 });
  });

  it('the assassin is a loss scored 25', () => {
    const s = play(labelledGame('single-team'), clue('red', 1), guess('red', 'RED1'), pass('red'), clue('red', 1), guess('red', 'ASSASSIN'));
    expect(gameResult(s)).toEqual({ winner: null, reason: 'assassin', turns: 2, score: SINGLE_TEAM_LOSS_SCORE });
    expect(SINGLE_TEAM_LOSS_SCORE).toBe(25);
  });

  it("revealing all of the other team's agents is a loss scored 25", () => {
    let s = labelledGame('single-team');
    for (let i = 1; i <= 8; i++) s = play(s, clue('red', 1), guess('red', `BLUE${i}`));
    expect(gameResult(s)).toEqual({ winner: null, reason: 'opponent-agents', turns: 8, score: 25 });
  });

  it('the 2019 board (8/7/9/1) is won after its 8 agents', () => {
    let s = play(labelledGame('single-team-2019'), clue('red', 'unlimited'));
    for (let i = 1; i <= 8; i++) s = play(s, guess('red', `RED${i}`));
    expect(gameResult(s)).toEqual({ winner: 'red', reason: 'all-agents', turns: 1, score: 1 });
    let l = labelledGame('single-team-2019');
    for (let i = 1; i <= 7; i++) l = play(l, clue('red', 1), guess('red', `BLUE${i}`));
    expect(gameResult(l)).toMatchObject({ winner: null, reason: 'opponent-agents', score: 25 });
  });
});
