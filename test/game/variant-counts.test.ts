import { describe, expect, it } from 'vitest';
import { createGame, VARIANTS } from '../../src/index.js';
import type { Identity, VariantName } from '../../src/index.js';

const count = (ids: readonly { identity: Identity }[], id: Identity): number => ids.filter((c) => c.identity === id).length;

// Each row: variant, grid, starting/other/bystander/assassin, the rule book.
const TABLE: readonly [VariantName, number, number, number, number, number, number, string][] = [
  ['standard', 5, 5, 9, 8, 7, 1, '000/002/004: 9 + 8 + 7 + 1 on a 5x5 grid'],
  ['single-team', 5, 5, 9, 8, 7, 1, 'benchmark solitaire on the standard board'],
  ['single-team-2019', 5, 5, 8, 7, 9, 1, '2019 Codenames AI competition board'],
  ['coop', 5, 5, 9, 8, 7, 1, '000/002 two-player: your team starts (9 agents)'],
  ['three-player', 5, 5, 9, 8, 7, 1, '000/002 three players: the standard board'],
  ['pictures', 4, 5, 8, 7, 4, 1, '001 Pictures: 5x4, 8 + 7 + 4 + 1'],
];

describe('every variant deals its exact counts', () => {
  for (const [variant, rows, cols, starting, other, bystander, assassin, rule] of TABLE) {
    it(`${variant} (${rule})`, () => {
      for (let seed = 0; seed < 40; seed++) {
        const s = createGame({ variant, seed });
        expect([s.rows, s.cols, s.cards.length]).toEqual([rows, cols, rows * cols]);
        expect(VARIANTS[variant].counts).toEqual({ starting, other, bystander, assassin });
        const other_ = s.startingTeam === 'red' ? 'blue' : 'red';
        expect(count(s.cards, s.startingTeam)).toBe(starting);
        expect(count(s.cards, other_)).toBe(other);
        expect(count(s.cards, 'bystander')).toBe(bystander);
        expect(count(s.cards, 'assassin')).toBe(assassin);
        expect(new Set(s.cards.map((c) => c.word)).size).toBe(rows * cols);
        expect(s.turn).toBe(s.startingTeam);
        expect(s.phase).toBe('clue');
      }
    });
  }

  it('two-team variants draw the starting team from the seed (both teams occur); single-team and coop default to red', () => {
    const starts = new Set(Array.from({ length: 30 }, (_, seed) => createGame({ variant: 'standard', seed }).startingTeam));
    expect(starts).toEqual(new Set(['red', 'blue']));
    for (const variant of ['single-team', 'single-team-2019', 'coop'] as const) {
      expect(createGame({ variant, seed: 3 }).startingTeam).toBe('red');
      expect(createGame({ variant, seed: 3, startingTeam: 'blue' }).turn).toBe('blue');
    }
  });

  it('the three-player variant is marked as one guesser for both teams; the others are not', () => {
    expect(VARIANTS['three-player'].sharedGuesser).toBe(true);
    expect(Object.values(VARIANTS).filter((v) => v.sharedGuesser).map((v) => v.name)).toEqual(['three-player']);
  });

  it('the same seed deals the same board; another seed a different one', () => {
    const a = createGame({ variant: 'standard', seed: 11 });
    expect(createGame({ variant: 'standard', seed: 11 })).toEqual(a);
    expect(createGame({ variant: 'standard', seed: 12 }).cards).not.toEqual(a.cards);
  });
});
