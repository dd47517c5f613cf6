/**
 * `codenames-ai check-clue`: in-process through main() for the verdicts, and once through the built CLI
 * (dist/cli/main.js; run `npm run build` first) for the real exit codes and stdout.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN, cli } from './run-cli.js';


describe('codenames-ai check-clue', () => {
  it('rejects СВЕТ for РАССВЕТ with exit 1 and the reason (004)', async () => {
    const r = await cli(['check-clue', '--lang', 'ru', '--board', 'РАССВЕТ,ЛУК,ЛЕВ', 'свет']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('clue/compound-part');
    expect(r.out).toContain('РАССВЕТ');
  });

  it('accepts a legal clue with exit 0', async () => {
    const r = await cli(['check-clue', '--lang', 'ru', '--board', 'ПАЧКА,ТАНЕЦ', 'балет']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^legal/);
  });

  it('--covered makes a covered word legal again', async () => {
    const r = await cli(['check-clue', '--lang', 'en', '--board', 'APPLE,TREE', '--covered', 'APPLE', 'apple']);
    expect(r.code).toBe(0);
  });

  it('--json prints the verdict object', async () => {
    const r = await cli(['check-clue', '--lang', 'en', '--board', 'FIGHTER,APPLE', '--json', 'fight']);
    expect(r.code).toBe(1);
    const v = JSON.parse(r.out) as { ok: boolean; code: string; conflictsWith: string[] };
    expect(v).toMatchObject({ ok: false, code: 'clue/same-root', conflictsWith: ['FIGHTER'] });
  });

  it('--ruleset tournament applies the Russian form rule (004)', async () => {
    const standard = await cli(['check-clue', '--lang', 'ru', '--board', 'ПЕЧАЛЬ,ПОЗИТИВ', 'эмоции']);
    const tournament = await cli(['check-clue', '--lang', 'ru', '--board', 'ПЕЧАЛЬ,ПОЗИТИВ', '--ruleset', 'tournament', 'эмоции']);
    expect(standard.code).toBe(0);
    expect(tournament.code).toBe(1);
    expect(tournament.out).toContain('clue/form');
  });

  it('exits 2 for bad input: unknown language, missing flags, bad ruleset, two clues', async () => {
    const unknown = await cli(['check-clue', '--lang', 'xx', '--board', 'A,B', 'c']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('lang/unknown-language');
    expect((await cli(['check-clue', '--board', 'A,B', 'c'])).code).toBe(2);
    expect((await cli(['check-clue', '--lang', 'en', 'c'])).code).toBe(2);
    expect((await cli(['check-clue', '--lang', 'en', '--board', 'A,B', '--ruleset', 'club', 'c'])).code).toBe(2);
    expect((await cli(['check-clue', '--lang', 'en', '--board', 'A,B', 'c', 'd'])).code).toBe(2);
    expect((await cli(['check-clue', '--lang', 'en', '--board', 'APPLE,APPLE', 'tree'])).code).toBe(2);
  });

  it('the built CLI gives the same verdicts and exit codes (needs npm run build)', () => {
    const bin = BIN;
    expect(existsSync(bin), `${bin} is missing: run npm run build before this test`).toBe(true);
    const run = (...args: string[]) => spawnSync(process.execPath, [bin, 'check-clue', ...args], { encoding: 'utf8' });
    const illegal = run('--lang', 'ru', '--board', 'РАССВЕТ,ЛУК,ЛЕВ', 'свет');
    expect(illegal.status).toBe(1);
    expect(illegal.stdout).toContain('clue/compound-part');
    const legal = run('--lang', 'en', '--board', 'FAIR,APPLE', '--json', 'air');
    expect(legal.status).toBe(0);
    expect(JSON.parse(legal.stdout)).toEqual({ ok: true });
    expect(run('--lang', 'zz', '--board', 'A', 'b').status).toBe(2);
  });
});
