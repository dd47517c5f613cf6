/**
 * Bad input never crashes the referee: each case gets a verdict or a typed CodenamesError
 * (legality/bad-input, lang/unknown-language) with a message that says what to fix.
 */
import { describe, expect, it } from 'vitest';
import { isCodenamesError } from '../../src/errors.js';
import { LANGUAGES } from '../../src/lang/index.js';
import { checkClue, MAX_CLUE_LENGTH } from '../../src/legality/index.js';

const board = { board: ['APPLE', 'TREE'] };

describe('bad input', () => {
  it('empty and whitespace clues are clue/empty', () => {
    for (const c of ['', '   ', '\u3000']) expect(checkClue(c, board, { lang: 'en' })).toMatchObject({ ok: false, code: 'clue/empty' });
  });
  it('over-long clues and control characters are legality/bad-input', () => {
    expect(() => checkClue('a'.repeat(MAX_CLUE_LENGTH + 1), board, { lang: 'en' })).toThrowError(expect.objectContaining({ code: 'legality/bad-input' }));
    expect(() => checkClue('app\u0000le', board, { lang: 'en' })).toThrowError(expect.objectContaining({ code: 'legality/bad-input' }));
    expect(() => checkClue('app\u202ele', board, { lang: 'en' })).toThrowError(expect.objectContaining({ code: 'legality/bad-input' }));
    expect(() => checkClue(42 as unknown as string, board, { lang: 'en' })).toThrowError(expect.objectContaining({ code: 'legality/bad-input' }));
  });
  it('emoji and mixed scripts get verdicts', () => {
    expect(checkClue('🍎', board, { lang: 'en' })).toMatchObject({ ok: false, code: 'clue/not-a-word' });
    expect(checkClue('appleяблоко', board, { lang: 'en' })).toMatchObject({ ok: false, code: 'clue/not-in-language' });
    expect(checkClue('яблоко', board, { lang: 'ru' })).toEqual({ ok: true });
  });
  it('unknown language codes and malformed boards are typed errors', () => {
    expect(() => checkClue('apple', board, { lang: 'xx' })).toThrowError(expect.objectContaining({ code: 'lang/unknown-language' }));
    expect(() => checkClue('pear', { board: ['APPLE', 'apple'] }, { lang: 'en' })).toThrowError(expect.objectContaining({ code: 'legality/bad-input' }));
    expect(() => checkClue('pear', { board: [1, 2] } as unknown as { board: string[] }, { lang: 'en' })).toThrowError(expect.objectContaining({ code: 'legality/bad-input' }));
    expect(() => checkClue('pear', 'APPLE' as unknown as string[], { lang: 'en' })).toThrowError(expect.objectContaining({ code: 'legality/bad-input' }));
  });
  it('a seeded fuzz of odd strings in every language yields verdicts or typed errors only', () => {
    // xorshift, seeded: no Math.random (house rule), reproducible failures
    let x = 0x9e3779b9;
    const next = (): number => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 0));
    const alphabet = ['a', 'Z', 'я', 'ї', 'ё', 'מ', 'ן', 'ی', 'ك', 'ő', '-', ' ', "'", '"', '\u200c', '\u0301', '🍎', '8', '.', 'ß', '中'];
    for (let i = 0; i < 300; i++) {
      const len = 1 + (next() % 12);
      const clue = Array.from({ length: len }, () => alphabet[next() % alphabet.length]).join('');
      const lang = LANGUAGES[next() % LANGUAGES.length]!;
      try {
        const v = checkClue(clue, board, { lang });
        expect(typeof v.ok).toBe('boolean');
      } catch (e) {
        expect(isCodenamesError(e), `${lang} ${JSON.stringify(clue)}: ${String(e)}`).toBe(true);
      }
    }
  });
});
