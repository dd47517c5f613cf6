import { describe, expect, it } from 'vitest';
import { guesserView, spymasterView } from '../../src/index.js';
import { clue, guess, labelledGame, play } from './helpers.js';

describe('views: the guesser never sees the key', () => {
  const s = play(labelledGame('standard'), clue('red', 2), guess('red', 'RED1'));

  it('a guesser view has no key field and no identity on hidden cards', () => {
    const v = guesserView(s);
    expect('key' in v).toBe(false);
    const text = JSON.stringify(v);
    expect(text).not.toContain('"assassin"');
    for (const c of v.cards) {
      if (c.revealed) expect(c.identity).toBeDefined();
      else expect(Object.keys(c).sort()).toEqual(['revealed', 'word']);
    }
    expect(v.cards.find((c) => c.word === 'RED1')).toEqual({ word: 'RED1', revealed: true, identity: 'red' });
  });

  it('a guesser view shows the clue being guessed and the guesses left', () => {
    const v = guesserView(s);
    expect(v.currentClue).toMatchObject({ team: 'red', word: 'CLUE', number: 2, guesses: ['RED1'] });
    expect(v.guessesLeft).toBe(2);
    expect([v.team, v.phase, v.turnNumber]).toEqual(['red', 'guess', 1]);
  });

  it('a spymaster view adds the key in grid order for the given team', () => {
    const v = spymasterView(s, 'blue');
    expect(v.key).toEqual(s.cards.map((c) => c.identity));
    expect(v.team).toBe('blue');
    expect(() => spymasterView(s, 'green' as 'red')).toThrow(expect.objectContaining({ code: 'game/bad-option' }));
  });
});
