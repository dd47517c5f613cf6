import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defaultPictureIds, replay, toRecord, VARIANTS } from '../../src/index.js';

describe('Codenames: Pictures (001): 5x4 cards that are opaque ids', () => {
  it('deals 20 of the default ids picture-001 .. picture-280 when given no words', () => {
    const s = createGame({ variant: 'pictures', seed: 3 });
    const pool = new Set(defaultPictureIds());
    expect(pool.size).toBe(280);
    expect(s.lang).toBe('pictures');
    expect([s.rows, s.cols]).toEqual([VARIANTS.pictures.rows, VARIANTS.pictures.cols]);
    expect(s.cards.every((c) => pool.has(c.word))).toBe(true);
  });

  it('takes any card content (paths, URLs) and matches it exactly, case included', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `https://example.org/Cards/${i}.JPG`);
    let s = createGame({ variant: 'pictures', seed: 8, words: ids, startingTeam: 'red' });
    expect(s.cards.map((c) => c.word)).toEqual(ids);
    s = applyAction(s, { type: 'clue', team: 'red', word: 'SKY', number: 1 });
    expect(() => applyAction(s, { type: 'guess', team: 'red', word: ids[0]!.toLowerCase() })).toThrow(
      expect.objectContaining({ code: 'game/card-not-on-board' }),
    );
    const after = applyAction(s, { type: 'guess', team: 'red', word: ids[0]! });
    expect(after.cards[0]?.revealed).toBe(true);
    expect(replay(toRecord(after))).toEqual(after);
  });

  it('a pool of picture ids is dealt from with the seed', () => {
    const pool = Array.from({ length: 50 }, (_, i) => `img/${i}.png`);
    const a = createGame({ variant: 'pictures', seed: 1, wordList: pool });
    expect(a.lang).toBe('pictures');
    expect(a.cards.every((c) => pool.includes(c.word))).toBe(true);
    expect(createGame({ variant: 'pictures', seed: 2, wordList: pool }).cards).not.toEqual(a.cards);
  });
});
