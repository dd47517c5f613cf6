/**
 * Partner trust over the protocol: a /v1/guess request that carries the game's clue history (with the guesses
 * made for each clue) and the revealed cards lets the default guesser read how its partner's clues worked out
 * (src/agents/partner-trust.ts), exactly as in an in-process game; RULES.md section 1: a wrong guess ends the
 * turn, so a clue whose guess revealed a bystander was misread.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleBackend } from '../../src/server/backend.js';
import { createDefaultBackend } from '../../src/server/default-backend.js';
import { guessFor } from '../../src/server/roles.js';
import { seededBoard } from './fake-backend.js';

let backend: RoleBackend;
beforeAll(async () => {
  backend = await createDefaultBackend();
});

const { board, key } = seededBoard(5, 'single-team');
const own = board.find((_, i) => key[i] === 'red')!;
const bystander = board.find((_, i) => key[i] === 'bystander')!;
// The same two cards are covered in every request; only what the record says about them differs.
const revealed = { [own]: 'red', [bystander]: 'bystander' };
const histories = {
  none: [],
  read: [{ team: 'red', word: 'first', number: 1, guesses: [own] }],
  misread: [{ team: 'red', word: 'first', number: 1, guesses: [bystander] }],
} as const;

describe('partner trust through /v1/guess', () => {
  it('stops sooner after a misread clue, and never goes on more boldly after one read as meant (the assassin first)', async () => {
    const totals = { none: 0, read: 0, misread: 0 };
    for (const word of ['animal', 'water', 'money', 'music', 'city', 'war', 'food', 'light']) {
      const take = async (h: keyof typeof histories): Promise<number> =>
        (await guessFor({ variant: 'single-team', team: 'red', board, revealed, clues: histories[h], clue: { word, number: 9 } }, backend)).take;
      const [none, read, misread] = [await take('none'), await take('read'), await take('misread')];
      expect(read).toBe(none);
      expect(misread).toBeLessThanOrEqual(none);
      totals.none += none;
      totals.read += read;
      totals.misread += misread;
    }
    expect(totals.none).toBeGreaterThan(8); // some clue is played past its first card, so a stop can come sooner
    expect(totals.misread).toBeLessThan(totals.none);
  });
});
