import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, toRecord } from '../../src/index.js';
import type { GameState } from '../../src/index.js';
import { cli } from './run-cli.js';


/** Blue touches the assassin at its first guess: red wins, 004 scores it +5. */
function assassinGame(): GameState {
  let s = createGame({ variant: 'standard', seed: 5, startingTeam: 'blue' });
  s = applyAction(s, { type: 'clue', team: 'blue', word: 'TREE', number: 1 });
  const assassin = s.cards.find((c) => c.identity === 'assassin')!.word;
  return applyAction(s, { type: 'guess', team: 'blue', word: assassin });
}

const dir = mkdtempSync(join(tmpdir(), 'codenames-replay-'));
const write = (name: string, data: unknown): string => {
  const p = join(dir, name);
  writeFileSync(p, typeof data === 'string' ? data : JSON.stringify(data));
  return p;
};

describe('codenames-ai replay', () => {
  it('prints winner, reason, turns and score of a finished record', async () => {
    const r = await cli(['replay', write('a.json', toRecord(assassinGame()))]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('red wins: reason assassin, 1 turn, score 5 (004 word difference).');
  });

  it('--json gives the result object; "-" reads standard input', async () => {
    const r = await cli(['replay', '-', '--json'], { stdin: JSON.stringify(toRecord(assassinGame())) });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ variant: 'standard', finished: true, result: { winner: 'red', reason: 'assassin', turns: 1, score: 5 }, actions: 2 });
  });

  it('an unfinished record says whose move it is', async () => {
    const s = applyAction(createGame({ variant: 'coop', seed: 2 }), { type: 'clue', team: 'red', word: 'SEA', number: 2 });
    const r = await cli(['replay', write('b.json', toRecord(s))]);
    expect(r.out).toContain('Not finished: turn 1, red to guess (1 action replayed).');
  });

  it('a malformed record is a game/bad-record error naming the place', async () => {
    const rec = toRecord(assassinGame()) as unknown as { actions: { type: string }[] };
    rec.actions[1]!.type = 'shout';
    const r = await cli(['replay', write('c.json', rec)]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('actions[1].type');
    expect(r.err).toContain('[game/bad-record]');
    const missing = await cli(['replay', join(dir, 'nope.json')]);
    expect(missing.err).toContain('[cli/io]');
    expect((await cli(['replay'])).err).toContain('[cli/usage]');
  });

  it('--help explains FILE and the flags', async () => {
    const r = await cli(['replay', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('codenames-ai/record');
    expect(r.out).toContain('--json');
  });
});
