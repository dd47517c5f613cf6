/**
 * The guesser for people's one extra card for a misread earlier clue (people-guesser-leftovers.ts), on the
 * real minds: after 'silverware 1' finds FORK, the earlier 'ocean 1' that ended on a bystander still means
 * WHALE, so the guesser touches it too; a finished clue, a clue its guesser stopped on of their own accord, the
 * other team's clue and `leftoverChance: 1` give no extra card. After a vague clue ('thing 1', whose likeliest
 * card a person picks less than 40% of the time) WHALE comes first. Under the leftover chance (SHARK still open,
 * so 'ocean' points at WHALE less than 40% of the time) the card is still touched when the norms tie it to the
 * earlier clue and the stop rule says it is likely ours, not when no norm ties it ('flake': PUMPKIN) or the partner's
 * misread clue has raised the go-on chance above it.
 */
import { describe, expect, it } from 'vitest';
import { defaultMind } from '../../../src/agents/index.js';
import { createPeopleGuesser, readingMinds } from '../../../src/agents/people/index.js';
import { unfinishedClues } from '../../../src/agents/people/people-guesser-leftovers.js';
import type { ClueRecord, Identity, Team } from '../../../src/game/types.js';
import { guessView } from '../views.js';

const board = ['PUMPKIN', 'PAN', 'MINT', 'ROBOT', 'FORK', 'TOOTH', 'GAME', 'CHINA', 'SHARK', 'PIANO', 'BANK', 'SPY', 'MOON',
  'EAGLE', 'TRAIN', 'DRESS', 'POLE', 'CASINO', 'HOOK', 'NURSE', 'WHALE', 'LOCK', 'WAVE', 'SNOW', 'BELT'];
const ocean = (guesses: string[], team: Team = 'red', number = 1): ClueRecord => ({ team, word: 'ocean', number, turn: 1, legal: true, guesses });
const after = (earlier: ClueRecord, revealed: [string, Identity][]) => guessView(board, 'silverware', 1, { earlier: [earlier], revealed });

describe('the extra card for a misread earlier clue', () => {
  it("lists only the team's numbered clues that ended on a wrong card before their number", () => {
    expect(unfinishedClues(after(ocean(['SHARK']), [['SHARK', 'bystander']]))).toEqual(['ocean']);
    expect(unfinishedClues(after(ocean(['SHARK']), [['SHARK', 'red']]))).toEqual([]); // found: finished
    expect(unfinishedClues(after(ocean([]), []))).toEqual([]); // its guesser stopped of their own accord
    expect(unfinishedClues(after(ocean(['SHARK'], 'blue'), [['SHARK', 'bystander']]))).toEqual([]); // not our clue
    expect(unfinishedClues(after(ocean(['SHARK', 'WAVE'], 'red', 2), [['SHARK', 'red'], ['WAVE', 'bystander']]))).toEqual(['ocean']);
    expect(unfinishedClues(after(ocean(['SHARK'], 'red', 0), [['SHARK', 'bystander']]))).toEqual([]); // a clue for 0
  });

  it("touches WHALE for the earlier 'ocean' after FORK for 'silverware', and nothing more when that clue is not misread", async () => {
    const guesser = createPeopleGuesser(await defaultMind(), await readingMinds());
    const misread = guesser.guess(after(ocean(['SHARK']), [['SHARK', 'bystander']]));
    expect(misread.ranked[0]!.word).toBe('FORK');
    expect(misread.take).toBe(2);
    expect(misread.ranked[1]!.word).toBe('WHALE');
    expect(misread.explanation).toMatch(/WHALE \(for the earlier 'ocean': a person picks it \d+% of the time/);
    for (const view of [after(ocean(['SHARK']), [['SHARK', 'red']]), after(ocean([]), []), after(ocean(['SHARK'], 'blue'), [['SHARK', 'bystander']])]) {
      const d = guesser.guess(view);
      expect(d.ranked[0]!.word).toBe('FORK');
      expect(d.take).toBe(1);
    }
    const never = createPeopleGuesser(await defaultMind(), await readingMinds(), { leftoverChance: 1 });
    expect(never.guess(after(ocean(['SHARK']), [['SHARK', 'bystander']])).take).toBe(1);
  });

  it("touches the misread clue's card first when this clue's likeliest card is unsure", async () => {
    const guesser = createPeopleGuesser(await defaultMind(), await readingMinds());
    const view = guessView(board, 'thing', 1, { earlier: [ocean(['SHARK'])], revealed: [['SHARK', 'bystander']] });
    const d = guesser.guess(view);
    expect(d.ranked[0]!.word).toBe('WHALE');
    expect(d.take).toBe(2);
    expect(d.explanation).toMatch(/^For 'thing' 1: WHALE \(for the earlier 'ocean': a person picks it \d+% of the time; next \d+%\), [A-Z]+ \(a person picks it \d+% of the time\)/);
    const later = createPeopleGuesser(await defaultMind(), await readingMinds(), { leftoverFirstBelow: 0 });
    const d0 = later.guess(view);
    expect(d0.ranked[0]!.word).toBe(d.ranked[1]!.word);
    expect(d0.ranked[1]!.word).toBe('WHALE');
  });

  it("touches a tied card under the leftover chance when the stop rule says it is likely ours", async () => {
    const mind = await defaultMind();
    const minds = await readingMinds();
    const earlier = (word: string) => guessView(board, 'silverware', 1, { earlier: [{ team: 'red', word, number: 1, turn: 1, legal: true, guesses: ['SNOW'] }], revealed: [['SNOW', 'bystander']] });
    const bold = createPeopleGuesser(mind, minds, { adaptive: false });
    const d = bold.guess(earlier('ocean'));
    expect(d.ranked.slice(0, d.take).map((r) => r.word)).toEqual(['FORK', 'WHALE']);
    const m = d.explanation!.match(/WHALE \(for the earlier 'ocean': a person picks it (\d+)% of the time; next \d+%; ours (\d+)% likely\)/);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeLessThan(40);
    expect(Number(m![2])).toBeGreaterThanOrEqual(50);
    const plate = bold.guess(earlier('plate'));
    expect(plate.ranked.slice(0, plate.take).map((r) => r.word)).toEqual(['FORK', 'CHINA']);
    // 'flake': its likeliest card (PUMPKIN, a person picks it about 1 time in 5) is tied by no norm, so it is
    // left alone whatever the stop rule says; without the rule, nothing under the leftover chance.
    expect(bold.guess(earlier('flake')).take).toBe(1);
    const off = createPeopleGuesser(mind, minds, { adaptive: false, leftoverByStopRule: false });
    for (const w of ['ocean', 'plate']) expect(off.guess(earlier(w)).take).toBe(1);
    // The default guesser trusts a partner whose clue was misread less: the go-on chance it needs is higher.
    expect(createPeopleGuesser(mind, minds).guess(earlier('ocean')).take).toBe(1);
  });
});
