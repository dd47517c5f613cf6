/**
 * The guessers built on the human model, on the real minds: the guesser for people touches its likeliest
 * card first and stops before a card people rarely pick; the `human-model` guesser samples like a person,
 * deterministically per position (the same view gives the same picks), and differently across positions.
 */
import { describe, expect, it } from 'vitest';
import { createGame, deriveSeed, guesserView, applyAction } from '../../../src/game/index.js';
import { defaultMind, mindRelationBonus } from '../../../src/agents/index.js';
import { createHumanModelGuesser, createPeopleGuesser, readingMinds } from '../../../src/agents/people/index.js';

const clued = (seed: number, word: string, number: number) => {
  const s = createGame({ variant: 'single-team', seed });
  return guesserView(applyAction(s, { type: 'clue', team: s.turn, word, number }));
};

describe('the guessers on the human model', () => {
  it('the guesser for people stops at a long shot: a clue for 3 with one clear card is not played to 3', async () => {
    const minds = await readingMinds();
    const bonus = mindRelationBonus('default');
    const guesser = createPeopleGuesser(await defaultMind(), minds, { ...(bonus === undefined ? {} : { relationBonus: bonus }) });
    let short = 0;
    for (let g = 0; g < 10; g++) {
      const d = guesser.guess(clued(deriveSeed(5, g), 'ocean', 3));
      expect(d.take).toBeGreaterThanOrEqual(1);
      expect(d.take).toBeLessThanOrEqual(3);
      expect(d.ranked.length).toBe(25);
      if (d.take < 3) short++;
    }
    expect(short).toBeGreaterThan(0);
  });

  it('human-model samples the same picks for the same position and varied picks across positions', async () => {
    const minds = await readingMinds();
    const a = createHumanModelGuesser(minds);
    const b = createHumanModelGuesser(minds);
    const firsts = new Set<string>();
    for (let g = 0; g < 12; g++) {
      const view = clued(deriveSeed(9, g), 'animal', 2);
      const x = a.guess(view);
      const y = b.guess(view);
      expect(x.ranked.map((r) => r.word)).toEqual(y.ranked.map((r) => r.word));
      expect(x.take).toBe(y.take);
      expect(x.take).toBeLessThanOrEqual(3);
      expect(new Set(x.ranked.map((r) => r.word)).size).toBe(25);
      firsts.add(x.ranked[0]!.word);
    }
    expect(firsts.size).toBeGreaterThan(3);
  });
});
