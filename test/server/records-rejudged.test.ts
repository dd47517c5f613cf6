/**
 * Records are the client's text, not the server's word (issue 12 item 7): a past clue that is a visible board
 * word is illegal however the record labels it. `/v1/game/apply` and `/v1/game/ai` replay the record with the
 * referee of the game's language, and `codenames-ai replay` does too unless told `--no-referee`. Before, a
 * clue with `verdict: { ok: true }` or none was taken as legal and the returned record stamped it `ok`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createGame, toRecord } from '../../src/game/index.js';
import type { GameRecord } from '../../src/game/types.js';
import { handleRequest } from '../../src/server/handler.js';
import { cli } from '../cli/run-cli.js';
import { fakeBackend } from './fake-backend.js';

const game = createGame({ variant: 'standard', seed: 5, lang: 'en' });
const team = game.turn;
const other = team === 'red' ? 'blue' : 'red';
const boardWord = game.cards[0]!.word.toLowerCase();
/** The board word as a clue, labelled legal (as a client could send it back), or with no verdict at all. */
const forged = (verdict: boolean): GameRecord => ({
  ...toRecord(game),
  actions: [verdict ? { type: 'clue', team, word: boardWord, number: 1, verdict: { ok: true } } : { type: 'clue', team, word: boardWord, number: 1 }],
});

async function call(op: 'game/apply' | 'game/ai', body: unknown): Promise<{ status: number; body: any }> {
  const r = await handleRequest(op, JSON.parse(JSON.stringify(body)), fakeBackend());
  return { status: r.status, body: JSON.parse(JSON.stringify(r.body)) };
}

describe('the game endpoints re-judge every past clue', () => {
  it.each([['labelled ok', true], ['without a verdict', false]] as const)('a board-word clue %s is illegal in the returned record and state', async (_n, labelled) => {
    // After an illegal clue the other side must cover one of its own (the penalty, 000/004): a guess is refused.
    const guess = await call('game/apply', { record: forged(labelled), action: { type: 'guess', team, word: game.cards[1]!.word } });
    expect(guess.status).toBe(422);
    const ai = await call('game/ai', { record: forged(labelled) });
    expect(ai.status, JSON.stringify(ai.body)).toBe(200);
    expect(ai.body.record.actions[0].verdict).toMatchObject({ ok: false, code: 'clue/board-word' });
    expect(ai.body.moves[0].action).toMatchObject({ type: 'cover', team: other });
  });
});

describe('codenames-ai replay re-judges unless --no-referee', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rejudge-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the board-word clue is judged illegal (the penalty cover is next); --no-referee keeps the label', async () => {
    const file = join(dir, 'forged.json');
    writeFileSync(file, JSON.stringify(forged(true)));
    const judged = await cli(['replay', file, '--json']);
    expect(judged.code, judged.err).toBe(0);
    expect(JSON.parse(judged.out)).toMatchObject({ finished: false, phase: 'cover' });
    const trusted = await cli(['replay', file, '--json', '--no-referee']);
    expect(JSON.parse(trusted.out)).toMatchObject({ finished: false, phase: 'guess' });
    expect((await cli(['replay', file, '--ruleset', 'strict'])).code).toBe(2);
  });
});
