/**
 * Our own case tables, one per language (test/legality/cases/<lang>.jsonl, at least 25 cases each): legal
 * and illegal clues beyond the rule books' examples, including the false-positive traps a substring check
 * falls into (air/fair, ракета/рак, halál/hal, ماهی/ماه, ים/ימין). Each case names its source or reason.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadCases, runCase } from './case-table.js';

const LANGS = ['en', 'ru', 'uk', 'he', 'fa', 'hu'] as const;

for (const lang of LANGS) {
  const cases = loadCases(join(import.meta.dirname, 'cases', `${lang}.jsonl`));
  describe(`${lang} case table`, () => {
    test('has at least 25 cases, legal and illegal, each with a source', () => {
      expect(cases.length).toBeGreaterThanOrEqual(25);
      expect(cases.some((c) => c.expect === 'legal')).toBe(true);
      expect(cases.some((c) => c.expect === 'illegal')).toBe(true);
      for (const c of cases) expect(c.source.length, `case on line ${c.line} needs a source`).toBeGreaterThan(0);
      for (const c of cases) expect(c.lang).toBe(lang);
    });
    test.each(cases.map((c) => [`${c.line}: ${c.clue} on ${c.board.join(',')} -> ${c.expect}${c.reason ? ` ${c.reason}` : ''}`, c] as const))('%s', (_n, c) => {
      const r = runCase(c);
      expect(r.pass, r.describe).toBe(true);
    });
  });
}
