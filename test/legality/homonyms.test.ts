/**
 * Homonyms of forms: a dictionary word that merely looks like a form of a board word is a different word.
 * RULES.md "Clue legality" forbids a form, derivation or same-root word of a visible code name (000: with
 * NEW on the board its forms and derivations are illegal; 004: any word sharing a root). CORNER is not a form
 * or derivation of CORN and ПОЛЕ (field) is not a form of ПОЛ (floor), although hunspell can build both
 * spellings from the shorter word (corn + agent -er; "о поле", a case form of пол). Each fix is pinned in
 * both directions: the false conflict is now allowed, a real conflict of the same shape is still rejected.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { getLanguage, getLanguageSync } from '../../src/lang/index.js';
import { EN_LEXICALISED_ER } from '../../src/lang/en-lexicalised.js';
import { SPECS } from '../../src/lang/specs.js';
import { checkClue } from '../../src/legality/index.js';

beforeAll(async () => {
  await getLanguage('en');
  await getLanguage('ru');
});

const verdict = (lang: 'en' | 'ru', clue: string, card: string): string => {
  const v = checkClue(clue, { board: [card, lang === 'en' ? 'APPLE' : 'ЯБЛОКО'] }, { lang });
  return v.ok ? 'legal' : v.code;
};

describe('English -er homonyms (RULES.md Clue legality: forms and derivations, 000)', () => {
  test.each([
    ['corner', 'CORN'],
    ['corn', 'CORNER'],
    ['corners', 'CORN'], // en_US builds "corners" only as corn + -ers
    ['corner', 'POPCORN'], // was a compound part through the corn reading
    ['number', 'NUMB'],
    ['numb', 'NUMBER'],
    ['brother', 'BROTH'],
    ['broth', 'BROTHER'],
    ['shower', 'SHOW'],
  ])('%s is a different word from %s: legal', (clue, card) => {
    expect(verdict('en', clue, card)).toBe('legal');
  });

  test.each([
    ['fighter', 'FIGHT'], // agent noun: a derivation (the README's fight/FIGHTER human rule break)
    ['fight', 'FIGHTER'],
    ['fighters', 'FIGHT'],
    ['teacher', 'TEACH'],
    ['baker', 'BAKE'],
    ['painter', 'PAINT'],
    ['blinder', 'BLIND'], // also a comparative; WordNet links the noun (a blinker) to blind
    ['corns', 'CORN'], // a real inflection of the board word
    ['cornier', 'CORNY'],
    ['numbed', 'NUMB'],
    ['numbest', 'NUMB'], // the superlative is only ever a form of numb
    ['numbers', 'NUMBER'],
  ])('%s is a form or derivation of %s: same-root', (clue, card) => {
    expect(verdict('en', clue, card)).toBe('clue/same-root');
  });

  test('every listed pair is one hunspell really derives, and the -er word is its own entry', () => {
    const en = getLanguageSync('en');
    expect(EN_LEXICALISED_ER.size).toBeGreaterThan(20);
    for (const [word, base] of EN_LEXICALISED_ER) {
      const hits = en.lookup(word);
      expect(hits.some((h) => h.bare), word).toBe(true);
      expect(hits.some((h) => !h.bare && h.lemma === base), `${word} <- ${base}`).toBe(true);
      expect(en.lemmas(word), word).not.toContain(base);
    }
  });
});

describe('Russian short homoforms (RULES.md Clue legality: forms and same-root words, 004)', () => {
  test.each([
    ['поле', 'ПОЛ'], // поле (field) is an entry; "о поле" of пол (floor) is a homoform
    ['пол', 'ПОЛЕ'],
    ['кода', 'КОД'], // coda, not the genitive of код
    ['горе', 'ГОРА'], // grief, not "на горе"
    ['банка', 'БАНК'], // jar; the stemmer's банк is kept apart for the listed entry
    ['банк', 'БАНКА'],
    ['пар', 'ПАРА'], // steam; also the genitive plural of пара
  ])('%s is a different word from %s: legal', (clue, card) => {
    expect(verdict('ru', clue, card)).toBe('legal');
  });

  test.each([
    ['поля', 'ПОЛЕ'], // genitive / plural of поле: not an entry, a real form
    ['полям', 'ПОЛЕ'],
    ['полу', 'ПОЛ'],
    ['полы', 'ПОЛ'],
    ['коды', 'КОД'], // a form of both код and кода: the homonym pair only covers the entries themselves
    ['банки', 'БАНКА'],
    ['пары', 'ПАР'],
    ['раба', 'РАБ'], // a feminine of the same root is a derivation, not a listed homonym
    ['полевой', 'ПОЛЕ'], // the adjective of поле (пол-евой -> поле): a derivation keeps its root
    ['горы', 'ГОРА'],
    ['днём', 'ДЕНЬ'], // adverbs that are the noun's instrumental: same root (004)
    ['летом', 'ЛЕТО'],
    ['зимой', 'ЗИМА'],
  ])('%s is a form or same-root word of %s: same-root', (clue, card) => {
    expect(verdict('ru', clue, card)).toBe('clue/same-root');
  });
});

describe('the homonym lists are real readings of the dictionary', () => {
  test.each(['en', 'ru'] as const)('%s: each pair is an entry the dictionary can also read as a form of the other', (lang) => {
    const pack = getLanguageSync(lang);
    const homonyms = SPECS[lang].homonyms;
    expect(homonyms.size).toBeGreaterThan(10);
    for (const [word, others] of homonyms) {
      for (const other of others) {
        const reads = (a: string, b: string): boolean => pack.lookup(a).some((h) => h.bare) && pack.lookup(a).some((h) => !h.bare && h.lemma === b);
        expect(reads(word, other) || reads(other, word), `${word} / ${other}`).toBe(true);
      }
    }
  });
});
