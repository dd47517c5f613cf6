/**
 * The `model import` way in for a language without a bridge of ours, end to end: a small Russian vector
 * file the test builds, imported into the user models dir, then found by --lang: a whole game with
 * `play --lang ru` (the built CLI as a real subprocess) and a tournament in Russian with no illegal clue.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadWordList } from '../../src/game/word-lists.js';
import { cli, spawnCli } from '../cli/run-cli.js';
import { lcg } from '../embeddings/helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'cn-import-route-'));
const models = join(tmp, 'models');
const saved = process.env['CODENAMES_AI_MODELS'];
process.env['CODENAMES_AI_MODELS'] = models;
afterAll(() => {
  if (saved === undefined) delete process.env['CODENAMES_AI_MODELS'];
  else process.env['CODENAMES_AI_MODELS'] = saved;
  rmSync(tmp, { recursive: true, force: true });
});

/** Every Russian card, in 40 topics: a topic's cards share a direction, plus seeded noise (16 dimensions). */
function writeVectors(file: string): void {
  const next = lcg(15);
  const dims = 16;
  const topics = Array.from({ length: 40 }, () => Array.from({ length: dims }, () => next()));
  const cards = [...new Set(loadWordList('ru').map((w) => w.toLowerCase()))].filter((w) => !/[\s-]/u.test(w));
  const lines = cards.map((w, i) => `${w} ${topics[i % 40]!.map((x) => (x + 0.6 * next()).toFixed(4)).join(' ')}`);
  writeFileSync(file, `${lines.length} ${dims}\n${lines.join('\n')}\n`);
}

describe('model import as the way in for another language', () => {
  it('imports Russian vectors, then plays a game and a tournament in Russian with them', async () => {
    const vec = join(tmp, 'ru-small.vec');
    writeVectors(vec);
    const imported = await cli(['model', 'import', vec, '--lang', 'ru']);
    expect(imported.err).toBe('');
    expect(imported.out).toContain(join(models, 'ru'));

    // A whole game watched in the terminal, the CLI a real process finding the model by --lang.
    const env = { ...process.env, CODENAMES_AI_MODELS: models };
    const game = await spawnCli(['play', '--lang', 'ru', '--seats', 'none', '--variant', 'single-team', '--seed', '3'], '', env);
    expect(game.err).toBe('');
    expect(game.code).toBe(0);
    expect(game.out).toMatch(/Game over/i);
    const clueLines = game.out.split('\n').filter((l) => /^\s+\d+\. red /u.test(l));
    expect(clueLines.length).toBeGreaterThan(0);
    for (const l of clueLines) expect(l).toMatch(/red [а-яё]+ \d/u);

    const t = await cli(['tournament', '--lang', 'ru', '--games', '4', '--workers', '0', '--json']);
    expect(t.code).toBe(0);
    const summary = JSON.parse(t.out) as { gamesPlayed: number; complete: boolean; pairings: Array<{ spymaster: string; games: number; illegalClues: number; forfeits: number }> };
    expect(summary).toMatchObject({ gamesPlayed: 4, complete: true });
    expect(summary.pairings).toEqual([expect.objectContaining({ spymaster: 'default', games: 4, illegalClues: 0, forfeits: 0 })]);
  });
});
