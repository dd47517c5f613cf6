/**
 * Loading and running table-driven legality cases (JSONL: one case a line). Shared by the seed-case test
 * (fixtures/legality/seed-cases.jsonl) and the per-language tables under test/legality/cases/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { checkClue } from '../../src/legality/index.js';
import type { LegalityVerdict, Ruleset } from '../../src/legality/index.js';

/** One case: a board, a clue and the expected verdict, with where the expectation comes from. */
export interface LegalityCase {
  readonly lang: string;
  readonly board: readonly string[];
  readonly covered?: readonly string[];
  readonly clue: string;
  readonly ruleset?: Ruleset;
  readonly allowAcronyms?: boolean;
  readonly allowProperNames?: boolean;
  readonly expect: 'legal' | 'illegal';
  readonly reason?: string;
  readonly source: string;
  /** Line number in its file (added by the loader). */
  readonly line: number;
}

/** Reads a JSONL case file; fails with a message naming the file when it is missing or malformed. */
export function loadCases(path: string): LegalityCase[] {
  if (!existsSync(path)) {
    throw new Error(`Legality case file not found: ${path}. The rule-book seed cases live in fixtures/legality/ and the language tables in test/legality/cases/ (do not skip this test).`);
  }
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((l, i) => [l.trim(), i + 1] as const)
    .filter(([l]) => l.length > 0)
    .map(([l, line]) => {
      try {
        return { ...(JSON.parse(l) as Omit<LegalityCase, 'line'>), line };
      } catch (e) {
        throw new Error(`${path}:${line}: not valid JSON (${String(e)})`);
      }
    });
}

/** Runs one case; returns the verdict and a description (with the source) to print on failure. */
export function runCase(c: LegalityCase): { verdict: LegalityVerdict; pass: boolean; describe: string } {
  const verdict = checkClue(c.clue, { board: c.board, covered: c.covered ?? [] }, {
    lang: c.lang,
    ruleset: c.ruleset ?? 'standard',
    allowAcronyms: c.allowAcronyms ?? false,
    allowProperNames: c.allowProperNames ?? true,
  });
  const pass = c.expect === 'legal' ? verdict.ok : !verdict.ok && (c.reason === undefined || verdict.code === c.reason);
  const got = verdict.ok ? 'legal' : `illegal ${verdict.code} (${verdict.message})`;
  const describe = `[${c.lang}] clue '${c.clue}' on ${JSON.stringify(c.board)}${c.covered ? ` covered ${JSON.stringify(c.covered)}` : ''}${c.ruleset ? ` ruleset ${c.ruleset}` : ''}: expected ${c.expect}${c.reason ? ` ${c.reason}` : ''}, got ${got}. Source: ${c.source}`;
  return { verdict, pass, describe };
}
