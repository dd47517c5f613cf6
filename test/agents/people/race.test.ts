/**
 * The race (people-guesser.ts, next-card.ts otherTeamOpen): in a two-team game whose other team may win on its
 * next turn (at most PEOPLE_RACE_OPEN agents open), the bold guesser for people takes one more card of the clue
 * after its number when the stop rule finds it likely enough ours, and says why; at balanced risk (the default),
 * with the other team further off, in a single-team game, or with raceChance 1, it stops at the number.
 */
import { describe, expect, it } from 'vitest';
import { defaultMind } from '../../../src/agents/index.js';
import { createPeopleGuesser, readingMinds } from '../../../src/agents/people/index.js';
import { otherTeamOpen } from '../../../src/agents/people/next-card.js';
import { PEOPLE_RACE_OPEN } from '../../../src/agents/people/people-guesser.js';
import type { ClueRecord, GuesserView } from '../../../src/game/types.js';
import { guessView } from '../views.js';

const open = ['WHALE', 'FISH', 'PIANO', 'BANK', 'CHAIR', 'MOON', 'TRAIN', 'NURSE', 'LOCK', 'EAGLE'];
const blue = ['BERLIN', 'KNIFE', 'BOOT', 'CAT', 'GLOVE', 'ROBOT', 'DRESS'];
const firstBlue: ClueRecord = { team: 'blue', word: 'things', number: 3, turn: 1, legal: true, guesses: [] };

/** Red guessing 'ocean' 1 in a standard game that blue started, `turned` of blue's nine agents turned. */
function raceView(turned: number, variant: GuesserView['variant'] = 'standard', earlier: readonly ClueRecord[] = [firstBlue]): GuesserView {
  const v = guessView([...open, ...blue.slice(0, turned)], 'ocean', 1, { earlier, revealed: blue.slice(0, turned).map((w) => [w, 'blue'] as const) });
  return { ...v, variant };
}

describe('otherTeamOpen', () => {
  it("counts the other team's agents still open from the first clue's team, and nothing in a single-team game", () => {
    expect(otherTeamOpen(raceView(7))).toBe(2); // blue started: 9 agents, 7 turned
    expect(otherTeamOpen(raceView(3))).toBe(6);
    expect(otherTeamOpen(raceView(7, 'standard', [{ ...firstBlue, team: 'red' }]))).toBe(1); // red started: blue has 8
    // a record that does not start at turn 1: the larger count, so never too small
    expect(otherTeamOpen(raceView(7, 'standard', [{ ...firstBlue, team: 'red', turn: 4 }]))).toBe(2);
    expect(otherTeamOpen(raceView(7, 'single-team'))).toBe(Infinity);
  });
});

describe('the race', () => {
  it('takes one more card of the clue at bold risk when the other team may win next turn, and only then', async () => {
    const mind = await defaultMind();
    const minds = await readingMinds();
    const guesser = createPeopleGuesser(mind, minds, { risk: 'bold' });
    expect(PEOPLE_RACE_OPEN).toBe(2);
    const late = guesser.guess(raceView(7));
    expect(late.take).toBe(2);
    expect(late.ranked.slice(0, 2).map((r) => r.word).sort()).toEqual(['FISH', 'WHALE']);
    expect(late.explanation).toContain('the other team may win on its next turn');
    // the other team six agents away, a single-team game, or the race turned off: the number, as before
    const early = guesser.guess(raceView(3));
    expect(early.take).toBe(1);
    expect(early.explanation).not.toContain('other team');
    expect(guesser.guess(raceView(7, 'single-team')).take).toBe(1);
    expect(createPeopleGuesser(mind, minds, { risk: 'bold', raceChance: 1 }).guess(raceView(7)).take).toBe(1);
  });

  it('leaves the gamble out at balanced and cautious risk (the default), unless raceChance asks for it', async () => {
    const mind = await defaultMind();
    const minds = await readingMinds();
    for (const risk of [undefined, 'balanced', 'cautious'] as const) {
      const late = createPeopleGuesser(mind, minds, risk === undefined ? {} : { risk }).guess(raceView(7));
      expect(late.take, String(risk)).toBe(1);
      expect(late.explanation).not.toContain('other team');
    }
    expect(createPeopleGuesser(mind, minds, { raceChance: 0.3 }).guess(raceView(7)).take).toBe(2);
  });
});
