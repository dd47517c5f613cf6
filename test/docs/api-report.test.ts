/**
 * The package's public surface is reviewed, not accidental: the committed api-report.txt must be what
 * scripts/api-report.mjs prints from the built declarations of every entry point (codenames-ai,
 * codenames-ai/harness, codenames-ai/server). After a deliberate change: `node scripts/api-report.mjs --update`.
 * The internals issue 12 names stay off every entry point.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const report = () => spawnSync(process.execPath, [join(ROOT, 'scripts', 'api-report.mjs')], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });

describe('api-report.txt', () => {
  const r = report();
  it('is what the built package exports (run node scripts/api-report.mjs --update after a deliberate change)', () => {
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(ROOT, 'api-report.txt'), 'utf8'));
  });
  it('has the three tiers, and none exports the internals', () => {
    expect(r.stdout).toMatch(/^## codenames-ai \(\d+\)$/m);
    expect(r.stdout).toMatch(/^## codenames-ai\/harness \(\d+\)$/m);
    expect(r.stdout).toMatch(/^## codenames-ai\/server \(\d+\)$/m);
    for (const internal of ['ROUTES', 'parseJsonBody', 'taskKey', 'packRows', 'COMPACT_MAGIC', 'RunMessage', 'hebrewCliticForms']) {
      expect(r.stdout, internal).not.toMatch(new RegExp(`^${internal} `, 'm'));
    }
    expect(r.stdout).toMatch(/^createGame function$/m);
    expect(r.stdout).toMatch(/^runTournament function$/m);
    expect(r.stdout).toMatch(/^createServer function$/m);
  });
});
