import { describe, expect, it } from 'vitest';
import { coopScoreName, coverCandidates, gameResult } from '../../src/index.js';
import { clue, cover, guess, labelledGame, pass, play } from './helpers.js';

describe('two-player cooperative variant (000, 002)', () => {
  it('"whenever it would be the opponent\'s turn, the spymaster covers one opponent agent"', () => {
    const s = play(labelledGame('coop'), clue('red', 1), guess('red', 'RED1'), pass('red'));
    expect([s.phase, s.coverBy, s.turn]).toEqual(['cover', 'blue', 'red']);
    expect(coverCandidates(s)).toEqual(['BLUE1', 'BLUE2', 'BLUE3', 'BLUE4', 'BLUE5', 'BLUE6', 'BLUE7', 'BLUE8']);
    const next = play(s, cover('blue', 'BLUE3'));
    expect([next.phase, next.coverBy, next.turn, next.turnNumber]).toEqual(['clue', null, 'red', 2]);
    expect(next.cards.find((c) => c.word === 'BLUE3')).toMatchObject({ revealed: true, revealedBy: 'cover' });
  });

  it('only the opponent covers, and only its own hidden agents', () => {
    const s = play(labelledGame('coop'), clue('red', 1), guess('red', 'BYSTANDER1'));
    expect(() => play(s, cover('red', 'RED1'))).toThrow(expect.objectContaining({ code: 'game/wrong-team' }));
    expect(() => play(s, cover('blue', 'RED1'))).toThrow(expect.objectContaining({ code: 'game/bad-action' }));
    expect(() => play(s, clue('red', 1))).toThrow(expect.objectContaining({ code: 'game/wrong-phase' }));
  });

  it('"if all opponent agents are revealed, you lose and score nothing"', () => {
    let s = labelledGame('coop');
    for (let i = 1; i <= 4; i++) s = play(s, clue('red', 1), guess('red', `BLUE${2 * i - 1}`), cover('blue', `BLUE${2 * i}`));
    expect(gameResult(s)).toEqual({ winner: null, reason: 'opponent-agents', turns: 4, score: 0 });
  });

  it('the assassin is a loss with score 0', () => {
    const s = play(labelledGame('coop'), clue('red', 1), guess('red', 'ASSASSIN'));
    expect(gameResult(s)).toEqual({ winner: null, reason: 'assassin', turns: 1, score: 0 });
  });

  it('a win scores the opponent agents not yet covered', () => {
    let s = play(labelledGame('coop'), clue('red', 4));
    for (let i = 1; i <= 5; i++) s = play(s, guess('red', `RED${i}`));
    s = play(s, cover('blue', 'BLUE1'), clue('red', 3));
    for (let i = 6; i <= 9; i++) s = play(s, guess('red', `RED${i}`));
    expect(gameResult(s)).toEqual({ winner: 'red', reason: 'all-agents', turns: 2, score: 7 });
    expect(coopScoreName(7)).toBe('mission impossible');
  });

  it('000 names every score; 8 is printed as "that was too hard"', () => {
    expect([1, 2, 3, 4, 5, 6, 8].map(coopScoreName)).toEqual([
      'a win is a win', 'OK, you can improve', 'your watches are synchronised', 'top secret clearance',
      'the Mossad will contact you', 'wow!', 'that was too hard',
    ]);
    expect(() => coopScoreName(9)).toThrow(expect.objectContaining({ code: 'game/bad-option' }));
  });
});
