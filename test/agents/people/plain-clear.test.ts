/**
 * plainClear (plain-cosine.ts), the bridged languages' plain-cosine check: the assassin, and for a forward
 * clue every card not ours, under every target of the clue in plain cosine; a card the model lacks never
 * counts. (The real boards it was made for are in test/lang-models/debian-dictionaries.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { plainClear } from '../../../src/agents/people/plain-cosine.js';

// Open cards: 0, 1 ours; 2 a bystander; 3 the assassin; 4 a card the model lacks. Pool words: column 0 or 1.
const row = (...s: number[]): Float32Array => Float32Array.from(s);
const rows = [row(0.6, 0.6), row(0.4, 0.4), row(0.5, 0.2), row(0.3, 0.45), null];
const board = { ours: [true, true, false, false, false], assassins: [false, false, false, true, false] };

describe('plainClear', () => {
  it('keeps the assassin under the weakest target', () => {
    expect(plainClear(rows, 0, [0, 1], board, false)).toBe(true); // assassin 0.3 < 0.4
    expect(plainClear(rows, 1, [0, 1], board, false)).toBe(false); // assassin 0.45 > 0.4
    expect(plainClear(rows, 1, [0], board, false)).toBe(true); // 0.45 < 0.6
  });

  it('with everyOther, every card not ours too; a tie is not clear', () => {
    expect(plainClear(rows, 0, [0, 1], board, true)).toBe(false); // bystander 0.5 > 0.4
    expect(plainClear(rows, 0, [0], board, true)).toBe(true);
    expect(plainClear([row(0.5), row(0.5), row(0.1), row(0.5), null], 0, [0], board, false)).toBe(false);
  });

  it('a target the model lacks is never clear; an unknown card not ours never blocks', () => {
    const lacking = [row(0.6), null, row(0.1), row(0.2), null];
    expect(plainClear(lacking, 0, [0, 1], board, false)).toBe(false);
    expect(plainClear(lacking, 0, [0], { ours: [true, false, false, false, false], assassins: [false, false, false, false, true] }, true)).toBe(true);
  });
});
