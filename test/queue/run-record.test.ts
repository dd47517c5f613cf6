/**
 * What a queued run carries to other machines: its files as paths relative to the coordinator's directory
 * with their hashes, an identity that depends on every game-changing setting (and not on where the
 * coordinator's directory is), and the setup a worker rebuilds in its own directory.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunSetup } from '../../src/harness/executor.js';
import { planMatches } from '../../src/harness/plan.js';
import { buildRunRecord, localSetup, packageVersion } from '../../src/queue/index.js';

const tmp = mkdtempSync(join(tmpdir(), 'queue-record-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function project(name: string): string {
  const dir = join(tmp, name);
  cpSync(join(import.meta.dirname, 'fixtures'), join(dir, 'agents'), { recursive: true });
  writeFileSync(join(dir, 'words.txt'), Array.from({ length: 30 }, (_, i) => `word${i}`).join('\n'));
  return dir;
}

function setup(dir: string, over: Partial<RunSetup> = {}): RunSetup {
  return {
    variant: 'single-team', seed: 1, spymasters: ['slow', 'bot'], guessers: ['slow'], matches: planMatches('single-team', 2, 1),
    model: null, customModules: [join(dir, 'agents', 'slow.mjs')], candidatesFile: null, turnCap: null, timeLimitMs: 10_000,
    wordList: join(dir, 'words.txt'), referee: false,
    described: [{ kind: 'exec', name: 'bot', command: 'python3 bot.py', cwd: dir }],
    ...over,
  };
}

describe('run records', () => {
  const a = project('a');
  const b = project('b');

  it('carries files relative to the coordinator, hashed, and rebuilds them in the worker directory', () => {
    const r = buildRunRecord(setup(a), 10, null, a, null);
    expect(r.name).toMatch(/^t-[0-9a-f]{12}$/);
    expect(r.version).toBe(packageVersion());
    expect(r.total).toBe(20);
    expect(r.files.map((f) => [f.role, f.path])).toEqual([['agent module', 'agents/slow.mjs'], ['word list', 'words.txt']]);
    expect(r.setup.customModules).toEqual(['agents/slow.mjs']);
    expect(r.setup.described).toEqual([{ kind: 'exec', name: 'bot', command: 'python3 bot.py', cwd: '.' }]);
    const here = localSetup(r, b);
    expect(here.customModules).toEqual([join(b, 'agents', 'slow.mjs')]);
    expect(here.wordList).toBe(join(b, 'words.txt'));
    expect(here.described).toEqual([{ kind: 'exec', name: 'bot', command: 'python3 bot.py', cwd: b }]);
  });

  it('has one identity wherever the directory is, and another for any game-changing difference', () => {
    const base = buildRunRecord(setup(a), 10, null, a, null);
    expect(buildRunRecord(setup(b), 10, null, b, null).identity).toBe(base.identity);
    const others = [
      buildRunRecord(setup(a, { seed: 2 }), 10, null, a, null),
      buildRunRecord(setup(a), 11, null, a, null),
      buildRunRecord(setup(a), 10, { index: 0, count: 2 }, a, null),
      buildRunRecord(setup(a, { timeLimitMs: 500 }), 10, null, a, null),
      buildRunRecord(setup(a, { referee: true }), 10, null, a, null),
    ];
    writeFileSync(join(b, 'agents', 'slow.mjs'), '// changed\n');
    others.push(buildRunRecord(setup(b), 10, null, b, null));
    for (const o of others) expect(o.identity).not.toBe(base.identity);
    expect(new Set(others.map((o) => o.identity)).size).toBe(others.length);
  });

  it('refuses a run name that Redis keys or BullMQ cannot hold', () => {
    expect(() => buildRunRecord(setup(a), 10, null, a, 'my:run')).toThrow(/may hold only letters/);
    expect(buildRunRecord(setup(a), 10, null, a, 'nightly-2026.12.01').name).toBe('nightly-2026.12.01');
  });
});
