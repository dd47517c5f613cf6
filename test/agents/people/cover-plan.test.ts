/**
 * Planning the turn's clue (cover-plan.ts): the fewest clues that cover a team's cards with disjoint clues for
 * 2-3 (the rest for 1 each), and the clue chosen among those about as good as the best: the one that leaves the
 * rest to the fewest later clues, never one for fewer cards than the best, never one worth more than `delta` less.
 */
import { describe, expect, it } from 'vitest';
import { fewestClues, plannedChoice } from '../../../src/agents/people/cover-plan.js';

const opt = (targets: number[], value: number) => ({ targets, value });

describe('fewestClues', () => {
  it('packs disjoint options and counts each card left as a clue for 1', () => {
    expect(fewestClues([0, 1, 2, 3], [[0, 1], [1, 2], [2, 3]])).toBe(2);
    expect(fewestClues([0, 1, 2, 3], [[1, 2]])).toBe(3);
    expect(fewestClues([0, 1, 2, 3, 4], [[0, 1, 2], [2, 3, 4], [3, 4]])).toBe(2);
    expect(fewestClues([0, 1, 2], [])).toBe(3);
    expect(fewestClues([], [[0, 1]])).toBe(0);
  });

  it('ignores options that name a card outside the set, and options for one card', () => {
    expect(fewestClues([0, 1, 2], [[0, 5], [1], [1, 2]])).toBe(2);
  });

  it('finds the best packing on a board of nine cards with many options', () => {
    const options: number[][] = [];
    for (let a = 0; a < 9; a++) for (let b = a + 1; b < 9; b++) if ((a + b) % 3 === 0) options.push([a, b]);
    // (pairs whose sum is a multiple of 3: 0-3, 1-8, 2-7, 4-5 are disjoint, and nine cards need a fifth clue)
    expect(fewestClues([0, 1, 2, 3, 4, 5, 6, 7, 8], options)).toBe(5);
  });
});

describe('plannedChoice', () => {
  const own = [0, 1, 2, 3];

  it('gives the clue about as good as the best that leaves the rest to fewer clues', () => {
    const best = opt([1, 2], 2.5);
    const other = opt([0, 1], 2.3);
    const runners = [best, other, opt([2, 3], 2.0)];
    // best [1, 2] leaves 0 and 3 (two clues for 1: three in all); [0, 1] leaves [2, 3] (two in all)
    expect(plannedChoice(best, runners, own, 0.3)).toBe(other);
  });

  it('keeps the best when the other is worth more than delta less, or names fewer cards', () => {
    const best = opt([1, 2], 2.5);
    expect(plannedChoice(best, [best, opt([0, 1], 2.1), opt([2, 3], 2.0)], own, 0.3)).toBe(best);
    const three = opt([0, 1, 2], 3.2);
    // ([0, 1] leaves [2, 3], two clues as three does, but a clue for 3 now is not given up for a plan)
    expect(plannedChoice(three, [three, opt([0, 1], 3.1), opt([2, 3], 3.0)], own, 0.3)).toBe(three);
  });

  it('keeps the best when no other option for two cards or more exists', () => {
    const best = opt([1, 2], 2.5);
    expect(plannedChoice(best, [best, opt([0], 2.4), opt([3], 2.4)], own, 1)).toBe(best);
    const single = opt([0], 1.0);
    expect(plannedChoice(single, [single], own, 1)).toBe(single);
  });
});
