/**
 * Language packs: normalisation, script detection, lexicon, lemmas and roots, loading errors. The
 * linguistic facts come from the rule books (000 he, 004 ru) and issue 4 (коти/кіт, ló/lovak).
 */
import { describe, expect, it } from 'vitest';
import { isCodenamesError } from '../../src/errors.js';
import { readDictionary } from '../../src/lang/dictionaries.js';
import { hebrewRoots, hebrewSpellings } from '../../src/lang/hebrew.js';
import { getLanguage, getLanguageSync, detectScript, normaliseFor, LANGUAGES } from '../../src/lang/index.js';
import { foldEntry } from '../../src/lang/normalise.js';
import { letterOfNormalised } from '../../src/lang/letters.js';
import { SPECS } from '../../src/lang/specs.js';
import { persianStem, ukrainianStem } from '../../src/lang/stemmers.js';

describe('normalisation', () => {
  it('folds Russian ё to е and case (004 lists ЛЁН)', () => {
    expect(normaliseFor('ru', 'ЛЁН')).toBe('лен');
  });
  it('folds Hebrew final letters and removes pointing', () => {
    expect(normaliseFor('he', 'מֶלֶךְ')).toBe(normaliseFor('he', 'מלכ'));
    expect(normaliseFor('he', 'שָׁלוֹם')).toBe(normaliseFor('he', 'שלום'));
  });
  it('folds Arabic letter variants and the zero-width non-joiner in Persian', () => {
    expect(normaliseFor('fa', 'كتاب')).toBe('کتاب');
    expect(normaliseFor('fa', 'ماهي')).toBe('ماهی');
    expect(normaliseFor('fa', 'درخت\u200cها')).toBe('درختها');
  });
  it('drops Ukrainian stress marks and unifies apostrophes', () => {
    expect(normaliseFor('uk', 'мо\u0301ре')).toBe('море');
    expect(normaliseFor('uk', 'м’ясо')).toBe(normaliseFor('uk', "м'ясо"));
  });
});

describe('dictionary entry folding', () => {
  it('the fast entry fold equals normaliseFor on real dictionary entries of every language', () => {
    for (const code of LANGUAGES) {
      const { dic } = readDictionary(SPECS[code]);
      const lines = dic.split('\n');
      // every 97th entry: a spread sample across the file
      for (let i = 1; i < lines.length; i += 97) {
        const word = (lines[i] ?? '').split(/[\t /]/)[0] ?? '';
        if (word === '') continue;
        expect(foldEntry(code, word.toLowerCase()), `${code} ${word}`).toBe(normaliseFor(code, word));
      }
    }
  });
});

describe('script detection', () => {
  it('tells Ukrainian from Russian by their own letters', () => {
    expect(detectScript('їжак').cyrillicLang).toBe('uk');
    expect(detectScript('съесть').cyrillicLang).toBe('ru');
    expect(detectScript('кот').cyrillicLang).toBeUndefined();
  });
  it('lists mixed scripts and foreign characters', () => {
    expect(detectScript('appleяблоко').scripts).toEqual(['latin', 'cyrillic']);
    expect(detectScript('tree🌳').foreign).toEqual(['🌳']);
    expect(detectScript('מגדל').scripts).toEqual(['hebrew']);
    expect(detectScript('درخت').scripts).toEqual(['arabic']);
  });
});

describe('lexicon and morphology', () => {
  it('English: irregular plural, derivation through hunspell affixes, unknown words', () => {
    const en = getLanguageSync('en');
    expect(en.lemmas('children')).toContain('child');
    expect(en.lemmas('fighter')).toContain('fight');
    expect(en.isWord('blorptastic')).toBe(false);
    expect(en.isWord('colour')).toBe(true); // British spelling of an en_US entry
    expect(en.compoundParts('windmill')).toEqual(expect.arrayContaining(['wind', 'mill']));
    expect(en.compoundParts('carpet')).toEqual([]); // car+pet is no compound
  });
  it('Russian: lemma of a plural, derivational base, prefix part (004)', () => {
    const ru = getLanguageSync('ru');
    expect(ru.lemmas('эмоции')).toEqual(['эмоция']);
    expect(ru.roots('лесник')).toContain('лес');
    expect(ru.compoundParts('рассвет')).toContain('свет');
    expect(ru.compoundParts('ракета')).toEqual([]);
    expect(ru.isDictionaryForm('эмоция')).toBe(true);
    expect(ru.isDictionaryForm('эмоции')).toBe(false);
    expect(ru.isDictionaryForm('домик')).toBe(false); // diminutive of дом
  });
  it('Ukrainian: коти is a form of кіт (issue 4)', () => {
    const uk = getLanguageSync('uk');
    expect(uk.lemmas('коти')).toContain('кіт');
    expect(ukrainianStem('котами')).toBe('кот');
  });
  it('Hungarian: lovak leads back to ló, halál does not split into hal (issue 4)', () => {
    const hu = getLanguageSync('hu');
    expect(hu.roots('lovak')).toContain('ló');
    expect(hu.compoundParts('halál')).toEqual([]);
    expect(hu.compoundParts('üzletház')).toEqual(expect.arrayContaining(['üzlet', 'ház']));
  });
  it('Persian: plural suffix and the ماهی/ماه homograph', () => {
    const fa = getLanguageSync('fa');
    expect(fa.lemmas('درختان')).toContain('درخت');
    expect(fa.lemmas('ماهی')).not.toContain('ماه');
    expect(persianStem('درختها')).toBe('درخت');
  });
  it('Hebrew: one root for חדש, חדיש, חדשות, חודש, חדשן (000) and none shared by כף and כפפה (000)', () => {
    const he = getLanguageSync('he');
    for (const w of ['חדיש', 'חדשות', 'חודש', 'חדשן']) expect(he.roots(w), w).toContain('חדש');
    expect(hebrewRoots(he.normalise('כף'))).toEqual([]);
    expect(hebrewSpellings('דוב')).toContain('דב');
  });
});

describe('letters', () => {
  it('bare letters and letter names, but not letters that are words or names that are words', () => {
    expect(letterOfNormalised('ru', 'л-')).toBe('л');
    expect(letterOfNormalised('en', 'em')).toBe('m');
    expect(letterOfNormalised('en', 'a')).toBeUndefined();
    expect(letterOfNormalised('ru', 'я')).toBeUndefined();
    expect(letterOfNormalised('he', 'כפ')).toBeUndefined(); // כף: spoon (000)
    expect(letterOfNormalised('he', 'מ')).toBe('מ');
  });
});

describe('loading', () => {
  it('every language loads here and the cache returns the same pack', async () => {
    for (const code of LANGUAGES) {
      const pack = await getLanguage(code);
      expect(pack.code).toBe(code);
      expect(getLanguageSync(code)).toBe(pack);
    }
  });
  it('an unknown code is lang/unknown-language, sync and async', async () => {
    expect(() => getLanguageSync('xx')).toThrowError(expect.objectContaining({ code: 'lang/unknown-language' }));
    await expect(getLanguage('de')).rejects.toMatchObject({ code: 'lang/unknown-language' });
  });
  it('a missing optional dictionary is lang/dictionary-missing naming the package to install', () => {
    try {
      readDictionary({ ...SPECS.he, dictionary: 'dictionary-he-not-installed' });
      expect.unreachable();
    } catch (e) {
      expect(isCodenamesError(e, 'lang/dictionary-missing')).toBe(true);
      expect((e as Error).message).toContain('npm install dictionary-he-not-installed');
    }
  });
});
