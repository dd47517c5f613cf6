/**
 * The 2019 reference guesser and the random floor.
 */
import { describe, expect, it } from 'vitest';
import { createRandomGuesser, createReferenceGuesser } from '../../src/agents/reference-2019/index.js';
import { applyAction, createGame, guesserView } from '../../src/game/index.js';
import { createFakeModel } from './fake-model.js';

describe('reference guesser (2019 competition)', () => {
  const model = createFakeModel();
  const clueWord = model.vocabulary[model.clueIndices[0] as number] as string;

  it('ranks visible cards by cosine similarity to the clue and touches exactly the number given', () => {
    let s = createGame({ variant: 'single-team-2019', seed: 5 });
    s = applyAction(s, { type: 'clue', team: s.turn, word: clueWord, number: 2 });
    const d = createReferenceGuesser(model).guess(guesserView(s));
    expect(d.take).toBe(2); // the original stops after `number` guesses, never the +1
    expect(d.ranked).toHaveLength(25);
    const expected = s.cards.map((c) => ({ word: c.word, score: model.similarity(clueWord, c.word) as number }))
      .sort((x, y) => y.score - x.score || (x.word < y.word ? -1 : 1)).map((c) => c.word);
    expect(d.ranked.map((r) => r.word)).toEqual(expected);
  });

  it('leaves covered cards out and gives one guess for a clue of 0', () => {
    let s = createGame({ variant: 'single-team-2019', seed: 6 });
    const own = s.cards.find((c) => c.identity === s.turn);
    s = applyAction(s, { type: 'clue', team: s.turn, word: clueWord, number: 1 });
    s = applyAction(s, { type: 'guess', team: s.turn, word: own?.word ?? '' });
    if (s.phase === 'guess') s = applyAction(s, { type: 'pass', team: s.turn });
    s = applyAction(s, { type: 'clue', team: s.turn, word: clueWord, number: 0 });
    const d = createReferenceGuesser(model).guess(guesserView(s));
    expect(d.take).toBe(1);
    expect(d.ranked.map((r) => r.word)).not.toContain(own?.word);
    expect(d.ranked).toHaveLength(24);
  });
});

describe('random guesser', () => {
  it('is a function of what it sees: same view, same guess; different salt, different order', () => {
    let s = createGame({ variant: 'single-team', seed: 9 });
    s = applyAction(s, { type: 'clue', team: s.turn, word: 'zzclue', number: 1 });
    const view = guesserView(s);
    const a = createRandomGuesser().guess(view);
    const b = createRandomGuesser().guess(view);
    const c = createRandomGuesser({ salt: 7 }).guess(view);
    expect(a.ranked).toEqual(b.ranked);
    expect(c.ranked.map((r) => r.word)).not.toEqual(a.ranked.map((r) => r.word));
    expect(new Set(a.ranked.map((r) => r.word))).toEqual(new Set(s.cards.map((x) => x.word)));
  });
});
