import { describe, expect, it } from 'vitest';
import { createGame, DEFAULT_TURN_CAP, gameResult } from '../../src/index.js';
import { clue, cover, guess, labelledGame, play } from './helpers.js';

describe('the turn cap: nothing can loop forever', () => {
  it('defaults to 50 team turns', () => {
    expect(DEFAULT_TURN_CAP).toBe(50);
    expect(createGame({ variant: 'standard', seed: 1 }).config.turnCap).toBe(50);
  });

  it('a two-team game ends as a draw when turn number turnCap ends', () => {
    const s = play(labelledGame('standard', 'red', { turnCap: 2 }), clue('red', 1), guess('red', 'BYSTANDER1'));
    expect(s.phase).toBe('clue');
    const t = play(s, clue('blue', 1), guess('blue', 'BYSTANDER2'));
    expect(gameResult(t)).toEqual({ winner: null, reason: 'turn-cap', turns: 2, score: 0 });
  });

  it('single-team: reaching the cap is a loss scored 25', () => {
    const s = play(labelledGame('single-team', 'red', { turnCap: 1 }), clue('red', 1), guess('red', 'BYSTANDER1'));
    expect(gameResult(s)).toEqual({ winner: null, reason: 'turn-cap', turns: 1, score: 25 });
  });

  it('coop: reaching the cap is a loss scored 0 (before the opponent cover)', () => {
    let s = labelledGame('coop', 'red', { turnCap: 2 });
    s = play(s, clue('red', 1), guess('red', 'BYSTANDER1'), cover('blue', 'BLUE1'), clue('red', 1), guess('red', 'BYSTANDER2'));
    expect(gameResult(s)).toEqual({ winner: null, reason: 'turn-cap', turns: 2, score: 0 });
  });
});
