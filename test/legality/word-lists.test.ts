/**
 * The game's own cards are words: every single-word card of the shipped lists (data/wordlists) is a legal
 * clue once it is covered (000, 004: a covered code name may be used again), even where hunspell spells it
 * differently (Hebrew בריכה / ברכה) or lacks it (СТИРАЛКА).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkClue } from '../../src/legality/index.js';

const LISTS = [['en', 'en-original'], ['en', 'en-duet'], ['ru', 'ru'], ['he', 'he'], ['hu', 'hu']] as const;

describe('shipped word lists', () => {
  for (const [lang, list] of LISTS) {
    it(`${list}: every single-word card is a legal clue on a board where it is covered`, () => {
      const cards = readFileSync(join(import.meta.dirname, '..', '..', 'data', 'wordlists', `${list}.txt`), 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length > 0 && !/[\s-]/.test(l));
      expect(cards.length).toBeGreaterThan(300);
      const rejected = cards.filter((c) => !checkClue(c, { board: [c, 'ZZZ'], covered: [c] }, { lang }).ok);
      expect(rejected).toEqual([]);
    });
  }
});
