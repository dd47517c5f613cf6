/**
 * `codenames-ai clue`, in process through main(): a clue with its explanation, JSON output, and typed usage
 * errors for a key that does not fit the board.
 */
import { describe, expect, it } from 'vitest';
import { cli } from './run-cli.js';

const BOARD = 'WHALE,FISH,TANK,BANK,SHARK,ROBIN,OCTOPUS,MONEY';
const KEY = 'red,red,blue,bystander,red,assassin,red,blue';
// Board 110 of `eval clues --boards 200 --seed 9002 --variant single-team` (red plays): only bystanders block a
// second target (BATTER 2 for PLATE, STRIKE), which single-team allows; the standard game gives a clue for 1.
const PAIR_BOARD = 'OCTOPUS,HEAD,LOG,BLOCK,DRESS,NOTE,THEATER,ROOT,AGENT,CALF,LITTER,SHOP,HAWK,AFRICA,STRIKE,MISSILE,WALL,PLANE,MOSCOW,PANTS,SCREEN,CHICK,TIME,PLATE,SHAKESPEARE';
const PAIR_KEY = 'red,red,b,blue,b,red,blue,red,blue,red,b,b,red,blue,red,b,blue,blue,a,blue,blue,b,b,red,red';

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

  it('gives the clue of the --variant game: a clue for 2 in single-team where the standard game gives 1; an unknown variant is a usage error', async () => {
    type Decision = { number: number; targets: string[]; explanation: { summary: string } };
    const clueIn = async (variant?: string) => {
      const r = await cli(['clue', '--team', 'red', '--board', PAIR_BOARD, '--key', PAIR_KEY, '--json', ...(variant === undefined ? [] : ['--variant', variant])]);
      expect(r.code).toBe(0);
      return JSON.parse(r.out) as Decision;
    };
    const reds = PAIR_KEY.split(',').flatMap((k, i) => (k === 'red' ? [PAIR_BOARD.split(',')[i]] : []));
    const standard = await clueIn('standard');
    expect(standard.number).toBe(1);
    expect(await clueIn()).toEqual(standard);
    const single = await clueIn('single-team');
    expect(single.number).toBe(2);
    for (const t of single.targets) expect(reds).toContain(t);
    expect(single.explanation.summary).toMatch(/Single team/);
    const bad = await cli(['clue', '--team', 'red', '--board', PAIR_BOARD, '--key', PAIR_KEY, '--variant', 'pictures']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('cli/usage');
    expect(bad.err).toMatch(/--variant must be one of standard, single-team.*got 'pictures'/);
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
