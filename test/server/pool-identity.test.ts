/**
 * The real agents (default model, spymaster, guesser, cover, referee) give the same answer whether they run
 * in the main thread or in the server's worker pool (`serve --workers N`): a few requests of every kind,
 * the game endpoints' AI moves and a person's clue judged by the referee included, compared status and body
 * after a JSON round trip, as a client would see them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentPool, type AgentPool } from '../../src/server/agent-pool.js';
import type { RoleBackend } from '../../src/server/backend.js';
import { createDefaultBackend } from '../../src/server/default-backend.js';
import { handleRequest, type Operation } from '../../src/server/handler.js';
import { seededBoard } from './fake-backend.js';

let local: RoleBackend;
let pool: AgentPool;
beforeAll(async () => {
  [local, pool] = await Promise.all([createDefaultBackend(), createAgentPool({ workers: 1, warmUp: false, log: () => {} })]);
}, 120_000);
afterAll(() => pool?.close(1_000));

async function both(op: Operation, body: unknown): Promise<[any, any]> {
  const run = async (b: RoleBackend | AgentPool): Promise<unknown> => {
    const r = await handleRequest(op, JSON.parse(JSON.stringify(body)), b);
    return JSON.parse(JSON.stringify({ status: r.status, body: r.body }));
  };
  return [await run(local), await run(pool)];
}

const a = seededBoard(21);
const b = seededBoard(33);
const coop = seededBoard(8, 'coop');

describe('worker pool vs main thread, real agents', () => {
  it('clue, guess, check-clue and cover: identical answers', async () => {
    const cases: [Operation, unknown][] = [
      ['clue', { board: a.board, key: a.key, team: a.startingTeam }],
      ['clue', { board: b.board, key: b.key, team: b.startingTeam, risk: 'bold', revealed: { [b.board[b.key.indexOf(b.startingTeam)] as string]: b.startingTeam } }],
      ['guess', { board: a.board, clue: { word: 'virus', number: 1 } }],
      ['guess', { board: b.board, clue: { word: 'water', number: 2 }, risk: 'cautious' }],
      ['check-clue', { board: a.board, clue: { word: (a.board[4] as string).toLowerCase(), number: 1 } }],
      ['check-clue', { board: a.board, clue: { word: 'ocean', number: 2 } }],
      ['cover', { variant: 'coop', board: coop.board, key: coop.key, team: 'blue' }],
    ];
    for (const [op, body] of cases) {
      const [inProcess, pooled] = await both(op, body);
      expect(pooled, `${op}: ${JSON.stringify(body).slice(0, 80)}`).toEqual(inProcess);
      expect(pooled.status).toBe(200);
    }
  }, 120_000);

  it('typed errors raised in the worker: same status and body (422, 400)', async () => {
    const cases: [Operation, unknown, number][] = [
      ['clue', { board: a.board, key: a.key, revealed: { [a.board[0] as string]: a.key[0] === 'red' ? 'blue' : 'red' } }, 422],
      ['guess', { lang: 'ru', board: a.board, clue: { word: 'x', number: 1 } }, 400],
      ['check-clue', { board: a.board, key: a.key.map(() => 'red'), clue: { word: 'ocean', number: 1 } }, 422],
    ];
    for (const [op, body, status] of cases) {
      const [inProcess, pooled] = await both(op, body);
      expect(pooled).toEqual(inProcess);
      expect(pooled.status).toBe(status);
    }
  });

  it('the game endpoints: the AI\'s clue and guessing turn, and a person\'s illegal clue, identical', async () => {
    const [created] = await both('game/new', { seed: 12 });
    const [clued, cluedPool] = await both('game/ai', { record: created.body.record });
    expect(cluedPool).toEqual(clued);
    expect(clued.body.moves[0].action.type).toBe('clue');
    const [guessed, guessedPool] = await both('game/ai', { record: clued.body.record });
    expect(guessedPool).toEqual(guessed);
    expect(guessed.body.moves[0].action.type).toBe('guess');
    const team = guessed.body.state.turn;
    const word = (guessed.body.state.cards.find((c: { revealed: boolean }) => !c.revealed).word as string).toLowerCase();
    const [applied, appliedPool] = await both('game/apply', { record: guessed.body.record, action: { type: 'clue', team, word, number: 1 } });
    expect(appliedPool).toEqual(applied);
    expect(applied.body.record.actions.at(-1).verdict).toMatchObject({ ok: false, code: 'clue/board-word' });
  }, 120_000);
});
