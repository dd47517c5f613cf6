import { describe, expect, it } from 'vitest';
import { createGame, loadWordList, WORD_LISTS } from '../../src/index.js';
import type { WordListName } from '../../src/index.js';

describe('shipped word lists (data/wordlists, provenance in its README)', () => {
  for (const name of Object.keys(WORD_LISTS) as WordListName[]) {
    it(`${name}: the size and language WORD_LISTS states, no duplicates, no blanks`, () => {
      const list = loadWordList(name);
      expect(list.length).toBe(WORD_LISTS[name].size);
      expect(new Set(list).size).toBe(list.length);
      expect(list.every((w) => w.trim() === w && w.length > 0)).toBe(true);
      expect(Object.isFrozen(list)).toBe(true);
      expect(WORD_LISTS[name].provenance).toMatch(/jbowens\/codenames/);
    });
  }

  it('a game dealt from a list takes its words from it and its language from the list', () => {
    const ru = createGame({ variant: 'standard', seed: 4, wordList: 'ru' });
    const pool = new Set(loadWordList('ru'));
    expect(ru.lang).toBe('ru');
    expect(ru.cards.every((c) => pool.has(c.word))).toBe(true);
    expect(createGame({ variant: 'standard', seed: 4, wordList: 'en-duet' }).lang).toBe('en');
    expect(createGame({ variant: 'standard', seed: 4, lang: 'he' }).cards.every((c) => new Set(loadWordList('he')).has(c.word))).toBe(true);
  });

  it('a custom pool is deduplicated before dealing', () => {
    const pool = [...Array.from({ length: 25 }, (_, i) => `w${i}`), 'W0', 'w1'];
    const s = createGame({ variant: 'standard', seed: 9, wordList: pool });
    expect(new Set(s.cards.map((c) => c.word.toUpperCase())).size).toBe(25);
  });
});
