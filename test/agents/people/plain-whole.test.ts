/**
 * The plain-whole preference of the spymaster for people (people-params.ts plainWholeBonus): on a single-team
 * board where the best clue is for 1, among the clues for 1 it takes one the 2019 reference guesser (plain
 * GloVe cosine) also reads whole. A later turn of a cross-play game (seed 9101 of the tuning games, 6 cards
 * covered): COIN 1 for MINT, which that guesser takes first, where without the preference FRESH 1 for MINT,
 * which it does not; the number is the same, and the standard game, where the preference does not apply,
 * keeps FRESH.
 */
import { describe, expect, it } from 'vitest';
import type { ClueRecord, Identity, VariantName } from '../../../src/game/types.js';
import { defaultMind, mindRelationBonus } from '../../../src/agents/minds.js';
import { createPeopleSpymaster, familiarWords, readingMinds } from '../../../src/agents/people/index.js';
import { createReferenceGuesser } from '../../../src/agents/reference-2019/guesser.js';
import { guessView, spyView } from '../views.js';

const words = ['DRILL', 'GRACE', 'PAPER', 'NOTE', 'LONDON', 'ICE', 'PRINCESS', 'MINT', 'ENGLAND', 'WHALE', 'TOOTH', 'RING', 'ROME', 'MARBLE', 'FIRE', 'CONCERT', 'SUPERHERO', 'OCTOPUS', 'VET', 'TOKYO', 'SPIKE', 'CONDUCTOR', 'CHINA', 'LINK', 'LASER'];
const key: Identity[] = ['assassin', 'blue', 'blue', 'red', 'bystander', 'red', 'blue', 'red', 'blue', 'blue', 'red', 'blue', 'bystander', 'red', 'bystander', 'bystander', 'bystander', 'blue', 'red', 'red', 'blue', 'red', 'bystander', 'bystander', 'red'];
const revealed = ['LONDON', 'ICE', 'MARBLE', 'CONCERT', 'CONDUCTOR', 'LASER'];

describe('the plain-whole preference among clues for 1', () => {
  it('takes the clue for 1 the reference guesser reads whole, the same number, single-team only', async () => {
    const model = await defaultMind();
    const minds = await readingMinds();
    const relationBonus = mindRelationBonus('default', 'en');
    // (the card-backed pairs off: with them a pair replaces the clue for 1 here, CANDY 2 for MINT and TOOTH,
    // whose TOOTH the hearers of CANDY leave out and the card norms tie; this is about the clues for 1)
    // (on the pool of 12,000 clue words the board was found with: with today's 20,000, GUM 2 for MINT and TOOTH)
    const make = (plainWholeBonus: number) => createPeopleSpymaster(model, minds, { familiar: familiarWords(), vocabularySize: 12_000, ...(relationBonus === undefined ? {} : { relationBonus }), params: { plainWholeBonus, pairCardBacked: false } });
    const view = (variant: VariantName) => ({ ...spyView(words, key, 'red', revealed), variant, lang: 'en' });
    const on = make(0.6).giveClue(view('single-team'));
    const off = make(0).giveClue(view('single-team'));
    const standard = make(0.6).giveClue(view('standard'));
    expect({ word: on.word, number: on.number, targets: on.targets }).toEqual({ word: 'coin', number: 1, targets: ['MINT'] });
    expect({ word: off.word, number: off.number, targets: off.targets }).toEqual({ word: 'fresh', number: 1, targets: ['MINT'] });
    expect(standard.word).toBe(off.word);
    // The reference guesser itself: its first card for each clue.
    const reference = createReferenceGuesser(minds.glove);
    const first = (clue: string): string => {
      const g = guessView(words, clue, 1, { revealed: revealed.map((w) => [w, key[words.indexOf(w)]!] as [string, Identity]) });
      return reference.guess({ ...g, lang: 'en', currentClue: { ...(g.currentClue as ClueRecord) } }).ranked[0]!.word;
    };
    expect(first('coin')).toBe('MINT');
    expect(first('fresh')).not.toBe('MINT');
  }, 120_000);
});
