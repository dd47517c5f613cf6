import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/index.js';
import { BIN, cli } from './run-cli.js';



describe('codenames-ai new-game', () => {
  it('REQUIRED: the built CLI prints a 20-card Pictures state with 8/7/4/1, identities and startingTeam', () => {
    expect(existsSync(BIN), 'run `npm run build` first (npm test does it in pretest)').toBe(true);
    const text = execFileSync(process.execPath, [BIN, 'new-game', '--variant', 'pictures', '--seed', '3', '--spymaster', '--json'], { encoding: 'utf8' });
    const state = JSON.parse(text) as { cards: { word: string; identity: string }[]; startingTeam: string };
    expect(state.cards).toHaveLength(20);
    const n = (id: string): number => state.cards.filter((c) => c.identity === id).length;
    const other = state.startingTeam === 'red' ? 'blue' : 'red';
    expect([n(state.startingTeam), n(other), n('bystander'), n('assassin')]).toEqual([8, 7, 4, 1]);
    expect(state.cards.every((c) => typeof c.word === 'string' && c.word.length > 0)).toBe(true);
  });

  it('the built CLI finds the shipped word lists relative to dist/ (as when installed)', () => {
    const text = execFileSync(process.execPath, [BIN, 'new-game', '--word-list', 'he', '--seed', '7', '--json'], { encoding: 'utf8' });
    const state = JSON.parse(text) as { cards: { word: string }[]; lang: string };
    expect(state.lang).toBe('he');
    expect(state.cards).toHaveLength(25);
    expect(state.cards.every((c) => /^[\u0590-\u05FF' "-]+$/.test(c.word))).toBe(true);
  });

  it('--json without --spymaster has no identity on any hidden card', async () => {
    const { code, out } = await cli(['new-game', '--variant', 'pictures', '--seed', '3', '--json']);
    expect(code).toBe(0);
    const state = JSON.parse(out) as { cards: Record<string, unknown>[]; startingTeam: string };
    expect(state.cards).toHaveLength(20);
    expect(state.cards.some((c) => 'identity' in c)).toBe(false);
    expect(['red', 'blue']).toContain(state.startingTeam);
  });

  it('prints the same board as createGame with the same seed, in grid rows', async () => {
    const { code, out } = await cli(['new-game', '--variant', 'standard', '--lang', 'en', '--seed', '7']);
    expect(code).toBe(0);
    const s = createGame({ variant: 'standard', lang: 'en', seed: 7 });
    const rows = out.split('\n').filter((l) => s.cards.some((c) => l.startsWith(c.word)));
    expect(rows).toHaveLength(5);
    expect(rows[0]?.split(/\s+/).filter(Boolean)).toEqual(s.cards.slice(0, 5).map((c) => c.word));
    expect(out).not.toMatch(/\[R\]|\[X\]/);
  });

  it('--spymaster shows the key; colour only on a TTY with NO_COLOR unset', async () => {
    const plain = await cli(['new-game', '--seed', '7', '--spymaster']);
    expect(plain.out.match(/\[X\]/g)).toHaveLength(2); // the one assassin plus the legend
    expect(plain.out).not.toContain('\x1b[');
    expect((await cli(['new-game', '--seed', '7', '--spymaster'], { tty: true })).out).toContain('\x1b[41;97m');
    expect((await cli(['new-game', '--seed', '7', '--spymaster'], { env: { NO_COLOR: '1' }, tty: true })).out).not.toContain('\x1b[');
  });

  it('--pictures FILE deals picture ids from the file; --word-list takes a shipped name or a file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'codenames-cli-'));
    const pics = join(dir, 'pics.txt');
    writeFileSync(pics, Array.from({ length: 30 }, (_, i) => `photos/${i}.jpg`).join('\n'));
    const p = JSON.parse((await cli(['new-game', '--variant', 'pictures', '--pictures', pics, '--json'])).out) as { cards: { word: string }[]; lang: string };
    expect(p.cards).toHaveLength(20);
    expect(p.cards.every((c) => c.word.startsWith('photos/'))).toBe(true);
    expect(p.lang).toBe('pictures');
    const ru = JSON.parse((await cli(['new-game', '--word-list', 'ru', '--json'])).out) as { lang: string };
    expect(ru.lang).toBe('ru');
    const words = join(dir, 'words.txt');
    writeFileSync(words, Array.from({ length: 25 }, (_, i) => `word${i}`).join('\n'));
    const own = JSON.parse((await cli(['new-game', '--word-list', words, '--json'])).out) as { cards: { word: string }[] };
    expect(own.cards.every((c) => c.word.startsWith('word'))).toBe(true);
  });

  it('bad flags are typed errors on stderr with exit code 2', async () => {
    for (const [args, code] of [
      [['new-game', '--variant', 'chess'], 'game/unknown-variant'],
      [['new-game', '--lang', 'xx'], 'lang/unknown-language'],
      [['new-game', '--seed', 'seven'], 'cli/usage'],
      [['new-game', '--word-list', '/nonexistent/words.txt'], 'cli/io'],
      [['new-game', '--bogus'], 'cli/usage'],
    ] as const) {
      const r = await cli([...args]);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toContain(`[${code}]`);
    }
  });

  it('--help describes the flags', async () => {
    const r = await cli(['new-game', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('--spymaster');
    expect(r.out).toContain('--word-list');
  });
});
