/**
 * The referee as the engine uses it (createReferee / prepareReferee with SpymasterView), views as input,
 * the two-word card rule, and the spymaster's filter agreeing with checkClue.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, guesserView, spymasterView } from '../../src/game/index.js';
import { isLanguageLoaded } from '../../src/lang/index.js';
import { checkClue, createClueFilter, createReferee, prepareReferee } from '../../src/legality/index.js';

describe('referee for the engine', () => {
  it('judges against the visible cards of a SpymasterView; covered cards are legal again (000, 004)', () => {
    const state = createGame({ variant: 'standard', seed: 7, words: ['APPLE', 'FIGHTER', 'ICE CREAM', ...Array.from({ length: 22 }, (_, i) => `WORD${i}`)] });
    const referee = createReferee({ lang: 'en', ruleset: 'standard' });
    const view = spymasterView(state, state.turn);
    expect(referee({ word: 'fight', number: 1 }, view)).toMatchObject({ ok: false, code: 'clue/same-root', conflictsWith: ['FIGHTER'] });
    expect(referee({ word: 'cream', number: 1 }, view)).toMatchObject({ ok: false, code: 'clue/board-word', conflictsWith: ['ICE CREAM'] });
    expect(referee({ word: 'orchard', number: 2 }, view)).toEqual({ ok: true });
    const covered = { ...view, cards: view.cards.map((c) => (c.word === 'FIGHTER' ? { ...c, revealed: true } : c)) };
    expect(referee({ word: 'fight', number: 1 }, covered)).toEqual({ ok: true });
  });

  it('the engine applies the penalty path when the referee rejects a clue', () => {
    const state = createGame({ variant: 'standard', seed: 3, words: ['APPLE', 'FIGHTER', ...Array.from({ length: 23 }, (_, i) => `CARD${i}`)], penalty: true });
    const referee = createReferee({ lang: 'en' });
    const next = applyAction(state, { type: 'clue', team: state.turn, word: 'fighters', number: 1 }, { referee });
    const last = next.log[next.log.length - 1];
    expect(last).toMatchObject({ type: 'clue', verdict: { ok: false, code: 'clue/same-root' } });
    expect(next.clues[next.clues.length - 1]?.legal).toBe(false);
  });

  it('prepareReferee loads the pack first and returns the same synchronous referee', async () => {
    const referee = await prepareReferee({ lang: 'ru', ruleset: 'tournament' });
    // the Ukrainian sibling lexicon (foreign vs invented words) is loaded up front too
    expect(isLanguageLoaded('uk')).toBe(true);
    const state = createGame({ variant: 'standard', seed: 1, lang: 'ru', words: ['ПЕЧАЛЬ', 'ПОЗИТИВ', ...Array.from({ length: 23 }, (_, i) => `СЛОВО${'АБВГДЕЖЗИКЛМНОПРСТУФХЦЧ'[i]}`)] });
    const view = spymasterView(state, state.turn);
    expect(referee({ word: 'эмоции', number: 2 }, view)).toMatchObject({ ok: false, code: 'clue/form' });
    expect(referee({ word: 'эмоция', number: 2 }, view)).toEqual({ ok: true });
  });

  it('proper names are legal by default (000: משה) and rejected when the table switches them off', () => {
    expect(checkClue('London', ['APPLE'], { lang: 'en' })).toEqual({ ok: true });
    expect(checkClue('London', ['APPLE'], { lang: 'en', allowProperNames: false })).toMatchObject({ ok: false, code: 'clue/not-a-word' });
    expect(checkClue('Москва', ['ЯБЛОКО'], { lang: 'ru', allowProperNames: false })).toMatchObject({ ok: false, code: 'clue/not-a-word' });
  });

  it('a house dictionary (extraWords) makes an unknown word legal', () => {
    expect(checkClue('cricbuzz', ['APPLE'], { lang: 'en' })).toMatchObject({ ok: false, code: 'clue/not-a-word' });
    expect(checkClue('cricbuzz', ['APPLE'], { lang: 'en', extraWords: ['Cricbuzz'] })).toEqual({ ok: true });
  });

  it('accepts a GuesserView and a plain list as the board', () => {
    const state = createGame({ variant: 'standard', seed: 2, words: ['WIND', ...Array.from({ length: 24 }, (_, i) => `CARD${i}`)] });
    expect(checkClue('windmill', guesserView(state), { lang: 'en' })).toMatchObject({ ok: false, code: 'clue/compound-part' });
    expect(checkClue('windmill', ['WIND', 'APPLE'], { lang: 'en' })).toMatchObject({ ok: false, code: 'clue/compound-part' });
  });
});

describe('clue filter', () => {
  const candidates = ['fight', 'fighters', 'ground', 'orchard', 'windmill', 'apple', 'blorptastic', 'm', 'ice', 'creamy', 'air', 'superhero', 'tree', 'x-ray', 'CIA', '', 'two words', 'яблоко'];
  const boards = [
    ['FIGHTER', 'ROUND', 'WIND', 'APPLE', 'ICE CREAM'],
    ['HERO', 'FAIR', 'TREE', 'MOUSE'],
  ];
  it('mask and isLegal agree with checkClue on every candidate', () => {
    for (const board of boards) {
      const filter = createClueFilter(board, { lang: 'en' });
      const mask = filter.mask(candidates);
      candidates.forEach((c, i) => {
        const ok = checkClue(c, { board }, { lang: 'en' }).ok;
        expect(mask[i] === 1, `${c} on ${board.join(',')}`).toBe(ok);
        expect(filter.isLegal(c)).toBe(ok);
      });
    }
  });
  it('the same candidate array reused on a new board gives that board’s answers', () => {
    const a = createClueFilter(boards[0]!, { lang: 'en' }).mask(candidates);
    const b = createClueFilter(boards[1]!, { lang: 'en' }).mask(candidates);
    expect(a[candidates.indexOf('fight')]).toBe(0);
    expect(b[candidates.indexOf('fight')]).toBe(1);
    expect(b[candidates.indexOf('superhero')]).toBe(0);
  });
  it('explains a rejection with the full verdict', () => {
    expect(createClueFilter(['FIGHTER'], { lang: 'en' }).verdict('fight')).toMatchObject({ code: 'clue/same-root' });
  });
});
