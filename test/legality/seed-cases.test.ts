/**
 * Every clue example from the rule books (000 he, 002 fa, 004 ru, plus the cases all of them state), from
 * fixtures/legality/seed-cases.jsonl (provenance in fixtures/legality/README.md). A failure prints the case
 * and its source quote.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadCases, runCase } from './case-table.js';

const SEED_FILE = join(import.meta.dirname, '..', '..', 'fixtures', 'legality', 'seed-cases.jsonl');
const cases = loadCases(SEED_FILE);

describe('seed cases from the rule books', () => {
  test('the seed file has cases in several languages', () => {
    expect(new Set(cases.map((c) => c.lang)).size).toBeGreaterThanOrEqual(4);
  });
  test('a missing case file fails with a message naming it and where the cases live', () => {
    expect(() => loadCases(join(SEED_FILE, '..', 'no-such-file.jsonl'))).toThrow(/no-such-file\.jsonl.*fixtures\/legality/);
  });
  test.each(cases.map((c) => [`${c.line}: [${c.lang}] ${c.clue} -> ${c.expect}${c.reason ? ` ${c.reason}` : ''}`, c] as const))('%s', (_name, c) => {
    const r = runCase(c);
    expect(r.pass, r.describe).toBe(true);
  });
});
