/**
 * Word parts (word-parts.ts): a card word that is the start or the end of the clue as typed, or the clue of
 * the card word, with two letters or more left over. On the real minds the guesser for people takes the card
 * so named first ('pancake' PAN, 'toothpick' TOOTH, 'spyware' SPY) where without the flag it took another
 * card the readings put ahead (PUMPKIN, FORK, ROBOT).
 */
import { describe, expect, it } from 'vitest';
import { defaultMind } from '../../../src/agents/index.js';
import { createPeopleGuesser, readingMinds } from '../../../src/agents/people/index.js';
import { isWordPart, wordPartRow } from '../../../src/agents/people/word-parts.js';
import { guessView } from '../views.js';

const board = ['PUMPKIN', 'PAN', 'MINT', 'ROBOT', 'FORK', 'TOOTH', 'GAME', 'CHINA', 'SHARK', 'PIANO', 'BANK', 'SPY', 'MOON',
  'EAGLE', 'TRAIN', 'DRESS', 'POLE', 'CASINO', 'HOOK', 'NURSE', 'WHALE', 'LOCK', 'WAVE', 'SNOW', 'BELT'];

describe('word parts', () => {
  it('flags a start or an end with two letters or more left over, either way round', () => {
    expect(isWordPart('laptop', 'LAP')).toBe(true);
    expect(isWordPart('laptop', 'TOP')).toBe(true);
    expect(isWordPart('everyday', 'DAY')).toBe(true);
    expect(isWordPart('hero', 'SUPERHERO')).toBe(true); // the clue the end of the card
    expect(isWordPart('Fire-Truck', 'TRUCK')).toBe(true); // marks dropped
    expect(isWordPart('ground', 'ROUND')).toBe(false); // one letter left over
    expect(isWordPart('aliens', 'ALIEN')).toBe(false); // another form of the word
    expect(isWordPart('browser', 'ROW')).toBe(false); // inside, neither start nor end
    expect(isWordPart('pilot', 'PILOT')).toBe(false); // the same word
    expect(isWordPart('atom', 'AT')).toBe(false); // too short a part
    expect(Array.from(wordPartRow('laptop', ['LAP', 'TOP', 'CHARGE']))).toEqual([1, 1, 0]);
  });

  it("makes the guesser for people take the card a compound clue names, and only with the flag's weight", async () => {
    const mind = await defaultMind();
    const minds = await readingMinds();
    const on = createPeopleGuesser(mind, minds);
    const off = createPeopleGuesser(mind, minds, { wordPartWeight: 0 });
    for (const [clue, part, other] of [['pancake', 'PAN', 'PUMPKIN'], ['toothpick', 'TOOTH', 'FORK'], ['spyware', 'SPY', 'ROBOT']] as const) {
      expect(on.guess(guessView(board, clue, 1)).ranked[0]!.word).toBe(part);
      expect(off.guess(guessView(board, clue, 1)).ranked[0]!.word).toBe(other);
    }
  });
});
