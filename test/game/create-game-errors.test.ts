import { describe, expect, it } from 'vitest';
import { createGame, isCodenamesError } from '../../src/index.js';
import type { CreateGameOptions, ErrorCode } from '../../src/index.js';

const words25 = Array.from({ length: 25 }, (_, i) => `W${i}`);

function codeOf(opts: unknown): ErrorCode | 'no error' {
  try {
    createGame(opts as CreateGameOptions);
    return 'no error';
  } catch (e) {
    if (isCodenamesError(e)) {
      expect(e.message.length).toBeGreaterThan(20);
      return e.code;
    }
    throw e;
  }
}

describe('createGame rejects bad input with typed, fix-it errors', () => {
  const cases: readonly [string, unknown, ErrorCode][] = [
    ['unknown variant', { variant: 'chess', seed: 1 }, 'game/unknown-variant'],
    ['unknown language', { variant: 'standard', seed: 1, lang: 'xx' }, 'lang/unknown-language'],
    ['language without a shipped list', { variant: 'standard', seed: 1, lang: 'fa' }, 'game/unknown-word-list'],
    ['unknown word list', { variant: 'standard', seed: 1, wordList: 'klingon' }, 'game/unknown-word-list'],
    ['pool smaller than the grid', { variant: 'standard', seed: 1, wordList: words25.slice(0, 24) }, 'game/word-list-too-small'],
    ['pool with too few unique words', { variant: 'standard', seed: 1, wordList: [...words25.slice(0, 24), 'w0'] }, 'game/word-list-too-small'],
    ['duplicate board words (case-insensitive)', { variant: 'standard', seed: 1, words: [...words25.slice(0, 24), 'w3'] }, 'game/duplicate-words'],
    ['duplicate board words that differ by invisible characters only', { variant: 'standard', seed: 1, words: [...words25.slice(0, 24), 'W\u200b3'] }, 'game/duplicate-words'],
    ['a word of invisible characters only', { variant: 'standard', seed: 1, words: [...words25.slice(0, 24), '\u200b\u200d'] }, 'game/bad-words'],
    ['wrong board size', { variant: 'pictures', seed: 1, words: words25 }, 'game/bad-words'],
    ['empty word', { variant: 'standard', seed: 1, words: [...words25.slice(0, 24), ' '] }, 'game/bad-words'],
    ['non-string word', { variant: 'standard', seed: 1, words: [...words25.slice(0, 24), 5] }, 'game/bad-words'],
    ['fractional seed', { variant: 'standard', seed: 1.5 }, 'game/bad-seed'],
    ['missing seed', { variant: 'standard' }, 'game/bad-seed'],
    ['words and wordList together', { variant: 'standard', seed: 1, words: words25, wordList: 'ru' }, 'game/bad-option'],
    ['bad starting team', { variant: 'standard', seed: 1, startingTeam: 'green' }, 'game/bad-option'],
    ['bad turn cap', { variant: 'standard', seed: 1, turnCap: 0 }, 'game/bad-option'],
    ['key with wrong counts', { variant: 'standard', seed: 1, words: words25, key: Array(25).fill('red') }, 'game/bad-option'],
    ['key without words', { variant: 'standard', seed: 1, key: [] }, 'game/bad-option'],
  ];
  for (const [name, opts, code] of cases) {
    it(name, () => expect(codeOf(opts)).toBe(code));
  }

  it('Pictures ids are opaque: case differences are different cards', () => {
    const ids = Array.from({ length: 19 }, (_, i) => `img/${i}.png`);
    expect(codeOf({ variant: 'pictures', seed: 1, words: [...ids, 'IMG/0.png'] })).toBe('no error');
    expect(codeOf({ variant: 'pictures', seed: 1, words: [...ids, 'img/0.png'] })).toBe('game/duplicate-words');
  });
});
