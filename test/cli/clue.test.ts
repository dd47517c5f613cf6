/**
 * `codenames-ai clue`, in process through main(): a clue with its explanation, JSON output, and typed usage
 * errors for a key that does not fit the board.
 */
import { describe, expect, it } from 'vitest';
import { cli } from './run-cli.js';

const BOARD = 'WHALE,FISH,TANK,BANK,SHARK,ROBIN,OCTOPUS,MONEY';
const KEY = 'red,red,blue,bystander,red,assassin,red,blue';

describe('codenames-ai clue', () => {
  it('gives a legal clue for the sea animals and explains it', async () => {
    const r = await cli(['clue', '--team', 'red', '--board', BOARD, '--key', KEY, '--json']);
    expect(r.code).toBe(0);
    const d = JSON.parse(r.out) as { word: string; number: number; targets: string[]; explanation: { dangers: { word: string; identity: string }[]; margin: number } };
    expect(BOARD.toLowerCase().split(',')).not.toContain(d.word);
    expect(d.number).toBeGreaterThanOrEqual(1);
    expect(d.targets.length).toBe(d.number);
    for (const t of d.targets) expect(['WHALE', 'FISH', 'SHARK', 'OCTOPUS']).toContain(t);
    expect(d.explanation.dangers.map((x) => x.identity)).toContain('assassin');
  });

  it('prints a readable clue with targets, dangers and runners-up; the WordNet mind works too', async () => {
    const r = await cli(['clue', '--team', 'red', '--board', BOARD, '--key', KEY, '--mind', 'wordnet', '--risk', 'cautious']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Clue: \S+ \d/);
    expect(r.out).toContain('Dangers:');
  });

  it('rejects a key that does not fit the board, and unknown identities, with exit 2', async () => {
    const short = await cli(['clue', '--team', 'red', '--board', BOARD, '--key', 'red,blue']);
    expect(short.code).toBe(2);
    expect(short.err).toContain('cli/usage');
    const bad = await cli(['clue', '--team', 'red', '--board', 'A,B', '--key', 'red,purple']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('purple');
    const noTeam = await cli(['clue', '--board', BOARD, '--key', KEY]);
    expect(noTeam.code).toBe(2);
  });
});
