/**
 * The pool legality (pool-legality.ts) answers for every pool word exactly as judging the board afresh does
 * (the referee's filter, the fallback's rule, never a clue said before), on every turn of interleaved games
 * as cards get covered, after more game boards than it keeps, in English and Russian, and hands boards the
 * referee refuses (a card twice, an unknown language) to clueTest.
 */
import { describe, expect, it } from 'vitest';
import { createGame, loadWordList, spymasterView } from '../../src/game/index.js';
import { clueTest } from '../../src/agents/clue-legality.js';
import { createPoolLegality } from '../../src/agents/pool-legality.js';
import { spyView } from './views.js';
import { fresh, turn } from './legality-turns.js';

/** Pool words near a word list's cards: the cards, their forms, parts, prefixes, compounds and words inside them. */
function nearWords(cards: readonly string[], extra: readonly string[], suffixes: readonly string[], prefix: string): string[] {
  const out = new Set<string>(extra);
  for (const card of cards) {
    const w = card.toLowerCase();
    for (const x of [w, ...suffixes.map((s) => w + s), prefix + w, w.slice(0, 5), w.slice(0, 4), w.slice(0, 3), w.slice(1), w.slice(2, 6), ...w.split(/[\s\-_.']+/)]) {
      if (x.length > 0) out.add(x);
    }
  }
  return [...out];
}

function checkGames(lang: 'en' | 'ru', seeds: readonly number[], pool: readonly string[], clues: readonly string[]): { checked: number; becameLegal: number } {
  const legality = createPoolLegality(pool);
  const games = seeds.map((seed) => createGame({ variant: 'single-team', seed, lang }));
  let checked = 0;
  let becameLegal = 0;
  const before = new Map<string, boolean>();
  for (let t = 0; t < clues.length; t++) {
    for (const [g, state] of games.entries()) {
      const view = spymasterView(state, state.turn);
      const ours = view.cards.filter((c, i) => !c.revealed && view.key[i] === view.team).map((c) => c.word);
      const test = legality.test(view);
      const want = fresh(view);
      const wrong: string[] = [];
      pool.forEach((w, c) => {
        if (test(c) !== want(w)) wrong.push(w);
        const key = `${g}:${w}`;
        if (before.get(key) === false && want(w)) becameLegal++;
        before.set(key, want(w));
        checked++;
      });
      expect(wrong, `${lang} game ${g}, turn ${t}`).toEqual([]);
      games[g] = turn(state, clues[t]!, ours.slice(0, 2));
    }
    // Other boards in between (more than it keeps), on the second turn.
    if (t === 1) for (let seed = 300; seed < 306; seed++) legality.test(spymasterView(createGame({ variant: 'single-team', seed, lang }), 'red'))(0);
  }
  return { checked, becameLegal };
}

describe('createPoolLegality', () => {
  it('answers each pool word on each turn of interleaved English games as judging afresh does', () => {
    const cards = [...loadWordList('en-original'), ...loadWordList('en-duet')];
    const pool = nearWords(cards, ['ocean', 'music', 'history', 'animal', 'light', 'Ocean', 'x', 'ab', 'a-b', 'sunflower', 'icecream', 'the'], ['s', 'er', 'ing', 'man'], 'fire');
    const { checked, becameLegal } = checkGames('en', [21, 22, 23], pool, ['ocean', 'music', 'history', 'animal']);
    expect(checked).toBeGreaterThan(50_000);
    expect(becameLegal).toBeGreaterThan(20); // covered cards' words became legal on later turns
  });

  it('answers as judging afresh does in Russian', () => {
    const cards = loadWordList('ru');
    const pool = nearWords(cards.slice(0, 200), ['море', 'музыка', 'свет', 'история'], ['а', 'ы', 'ом', 'ами', 'ник'], 'под');
    const { checked } = checkGames('ru', [5, 6], pool, ['море', 'музыка', 'история']);
    expect(checked).toBeGreaterThan(5_000);
  });

  it('leaves boards the referee refuses to clueTest', () => {
    const pool = ['ocean', 'whale', 'whales', 'fish', 'sea'];
    const legality = createPoolLegality(pool);
    // (an unknown language: the fallback's rule alone)
    const odd = spyView(['WHALE', 'BANK', 'OCEANS'], ['red', 'blue', 'assassin']);
    const want = clueTest(odd);
    pool.forEach((w, c) => expect(legality.test(odd)(c), w).toBe(want(w)));
    expect(pool.filter((_, c) => legality.test(odd)(c))).toEqual(['fish', 'sea']);
  });
});
