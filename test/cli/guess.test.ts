/** `codenames-ai guess`, in process through main(): ranking, how many to touch, and bad flags. */
import { describe, expect, it } from 'vitest';
import { cli } from './run-cli.js';

describe('codenames-ai guess', () => {
  it('ranks the sea animals first for OCEAN 2 and touches two', async () => {
    const r = await cli(['guess', '--board', 'WHALE,PIANO,FISH,TANK,BANK,ROBIN', '--clue', 'ocean', '--number', '2', '--json']);
    expect(r.code).toBe(0);
    const d = JSON.parse(r.out) as { ranked: { word: string; score: number }[]; take: number; explanation: string };
    expect(d.ranked).toHaveLength(6);
    expect(d.ranked.slice(0, 2).map((x) => x.word).sort()).toEqual(['FISH', 'WHALE']);
    expect(d.take).toBe(2);
    expect(d.explanation).toContain('ocean');
  });

  it('skips revealed cards and prints a ranking', async () => {
    const r = await cli(['guess', '--board', 'WHALE,PIANO,FISH', '--revealed', 'FISH', '--clue', 'ocean', '--number', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Touch 1: WHALE');
    expect(r.out).not.toMatch(/\d\. FISH/);
  });

  it('rejects a bad number or a two-word clue with exit 2', async () => {
    expect((await cli(['guess', '--board', 'A,B', '--clue', 'x', '--number', '12'])).code).toBe(2);
    expect((await cli(['guess', '--board', 'A,B', '--clue', 'two words', '--number', '1'])).code).toBe(2);
  });
});
