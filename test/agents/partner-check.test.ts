/**
 * The partner check: a clue must also be safe for a teammate who thinks with another mind. On the tiny model
 * PET is the clue for WHALE and FISH away from the assassin SHARK; a partner mind in which a pet is a danger
 * (PET next to SHARK) makes the spymaster give up PET, until the partner has read two of our clues as meant.
 */
import { describe, expect, it } from 'vitest';
import { createArrayModel } from '../../src/agents/array-model.js';
import { partnerCheck } from '../../src/agents/partner-check.js';
import { createSpymaster } from '../../src/agents/spymaster.js';
import { isCodenamesError } from '../../src/errors.js';
import type { ClueRecord } from '../../src/game/types.js';
import { tinyModel } from './tiny-model.js';
import { spyView } from './views.js';

const BOARD = ['WHALE', 'FISH', 'SHARK', 'BANK', 'TREE', 'ROSE', 'COIN'] as const;
const KEY = ['red', 'red', 'assassin', 'blue', 'bystander', 'bystander', 'blue'] as const;

/** Another mind over the same words: PET sits right on SHARK; GARDEN and CASH mean what they mean in tinyModel. */
function otherMind(withPet = true) {
  const table: Record<string, number[]> = {
    whale: [1, 0.2, 0, 0, 0, 0], fish: [1, 0.3, 0, 0, 0, 0], shark: [0.4, 1, 0, 0.6, 0, 0], bank: [0, 0, 0, 0, 1, 0],
    tree: [0, 0, 0, 0, 0, 1], rose: [0, 0, 0, 0, 0.1, 1], coin: [0, 0, 0, 0, 1, 0.1],
    sea: [1, 0, 0, 0, 0, 0], cash: [0, 0, 0, 0, 1, 0], garden: [0, 0, 0, 0, 0, 1], meal: [0.1, 0, 1, 0, 0, 0],
    thing: [0.3, 0.3, 0.3, 0.3, 0.3, 0.3], bite: [0.3, 0, 0.2, 1, 0, 0],
    ...(withPet ? { pet: [0.3, 1, 0, 0.6, 0, 0] } : {}),
  };
  const words = Object.keys(table);
  return createArrayModel({ name: 'other', lang: 'xx', dimensions: 6, words, vectors: new Float32Array(words.flatMap((w) => table[w]!)) });
}

const open = BOARD.map((word, i) => ({ word, identity: KEY[i]! }));

describe('partnerCheck', () => {
  it('gives the thinnest margin over partner minds, and no margin at all for a clue a partner does not know', () => {
    const both = partnerCheck([tinyModel(), otherMind()], open, 'red', 1, 3)!;
    const own = partnerCheck([tinyModel()], open, 'red', 1, 3)!;
    // In the tiny model PET ranks FISH and WHALE above SHARK; in the other mind SHARK comes first.
    expect(own('pet').margin[2]).toBeGreaterThan(0);
    expect(both('pet').margin[1]).toBeLessThan(0);
    expect(both('pet').margin[2]).toBeLessThanOrEqual(own('pet').margin[2]!);
    const unknown = partnerCheck([otherMind(false)], open, 'red', 1, 3)!;
    expect(unknown('pet').margin[1]).toBe(-Infinity);
    expect(partnerCheck([], open, 'red', 1, 3)).toBeNull();
  });
});

describe('the spymaster with partner minds', () => {
  it('drops a clue that leads a partner mind to the assassin, and gives it again once the partner has proved to think like us', () => {
    const alone = createSpymaster(tinyModel()).giveClue(spyView(BOARD, KEY));
    expect(alone.word).toBe('pet');
    const checked = createSpymaster(tinyModel(), { partnerMinds: [otherMind()] }).giveClue(spyView(BOARD, KEY));
    expect(checked.word).not.toBe('pet');
    expect(checked.explanation!.summary).toContain('Checked with other alone');
    expect(alone.explanation!.summary).not.toContain('Checked with');
    // A board where BANK and COIN are red and were found by two earlier clues for 1, each read as meant: the
    // partner has proved to think like us, so the check is skipped and PET is back. Without that record the
    // same board still gets the checked clue.
    const key = ['red', 'red', 'assassin', 'red', 'bystander', 'bystander', 'red'] as const;
    const record: ClueRecord[] = [
      { team: 'red', word: 'cash', number: 1, turn: 1, legal: true, guesses: ['BANK'] },
      { team: 'red', word: 'money', number: 1, turn: 2, legal: true, guesses: ['COIN'] },
    ];
    const fresh = createSpymaster(tinyModel(), { partnerMinds: [otherMind()] }).giveClue(spyView(BOARD, key, 'red', ['BANK', 'COIN'], []));
    const trusted = createSpymaster(tinyModel(), { partnerMinds: [otherMind()] }).giveClue(spyView(BOARD, key, 'red', ['BANK', 'COIN'], record));
    expect(fresh.word).not.toBe('pet');
    expect(trusted.word).toBe('pet');
  });
});

describe('partner minds: bad input', () => {
  it('handles cards no mind knows (unknown, never NaN) and still gives a clue', () => {
    const words = ['WHALE', 'FISH', 'ZQXJ', 'SHARK', 'QWPZ', 'TREE'];
    const key = ['red', 'red', 'red', 'assassin', 'bystander', 'bystander'] as const;
    const d = createSpymaster(tinyModel(), { partnerMinds: [otherMind()] }).giveClue(spyView(words, key));
    expect(d.targets).not.toContain('ZQXJ');
    expect(Number.isFinite(d.explanation!.margin)).toBe(true);
    for (const t of d.explanation!.targets) expect(Number.isFinite(t.similarity)).toBe(true);
    const read = partnerCheck([otherMind()], words.map((word, i) => ({ word, identity: key[i]! })), 'red', 1, 3)!;
    for (const v of [...read('sea').margin.slice(1), ...read('sea').weakest.slice(1)]) expect(Number.isNaN(v)).toBe(false);
  });


  it('refuses a partner mind in another language with agent/bad-option', () => {
    const ru = createArrayModel({ name: 'ru-tiny', lang: 'ru', dimensions: 2, words: ['кит'], vectors: new Float32Array([1, 0]) });
    let caught: unknown;
    try {
      createSpymaster(tinyModel(), { partnerMinds: [ru] });
    } catch (e) {
      caught = e;
    }
    expect(isCodenamesError(caught) && caught.code === 'agent/bad-option').toBe(true);
    expect(String((caught as Error).message)).toMatch(/partner mind 'ru-tiny' is a 'ru' model/);
  });
});
