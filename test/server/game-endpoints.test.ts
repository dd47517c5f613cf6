/**
 * The web page's stateless game endpoints through the transport-neutral handler: a whole game played by the
 * AI from the record alone, a person's moves judged by the referee, and refused moves / tampered records as
 * 422s from the rules engine (the server adds no rule of its own).
 */
import { describe, expect, it } from 'vitest';
import type { GameRecord, GameState } from '../../src/game/types.js';
import { handleRequest } from '../../src/server/handler.js';
import { validatorFor } from '../../src/server/schema.js';
import { fakeBackend } from './fake-backend.js';

const backend = fakeBackend();
const isGameResponse = validatorFor('game', 'gameResponse');

async function call(op: 'game/new' | 'game/apply' | 'game/ai', body: unknown): Promise<{ status: number; body: any }> {
  // Through JSON both ways, as over the wire.
  const r = await handleRequest(op, JSON.parse(JSON.stringify(body)), backend);
  return { status: r.status, body: JSON.parse(JSON.stringify(r.body)) };
}

describe('game endpoints', () => {
  it('new game: a seeded standard board, same seed same board', async () => {
    const a = await call('game/new', { seed: 42 });
    const b = await call('game/new', { seed: 42, variant: 'standard' });
    expect(a.status).toBe(200);
    expect(a.body.state.cards).toHaveLength(25);
    expect(a.body.state.cards).toEqual(b.body.state.cards);
    expect(a.body.next).toEqual({ phase: 'clue', seat: `${a.body.state.turn}-spymaster`, team: a.body.state.turn });
    expect(isGameResponse(a.body)).toBe(true);
  });

  it('the AI plays a whole game from the record alone, with reasons', async () => {
    let { body } = await call('game/new', { seed: 3, variant: 'single-team' });
    let steps = 0;
    const kinds = new Set<string>();
    while ((body.state as GameState).phase !== 'over' && steps < 300) {
      const r = await call('game/ai', { record: body.record });
      expect(r.status).toBe(200);
      expect(r.body.moves.length).toBeGreaterThan(0);
      for (const m of r.body.moves) kinds.add(m.action.type);
      expect(r.body.moves[0].explanation).toEqual(expect.any(String));
      body = r.body;
      steps += 1;
    }
    expect(body.state.phase).toBe('over');
    expect(body.state.result).not.toBeNull();
    expect(kinds).toContain('clue');
    expect(kinds).toContain('guess');
    expect(isGameResponse(body)).toBe(true);
  });

  it('coop: the AI covers an opponent agent between turns (000)', async () => {
    let { body } = await call('game/new', { seed: 8, variant: 'coop' });
    let covered = false;
    for (let i = 0; i < 20 && body.state.phase !== 'over' && !covered; i++) {
      const r = await call('game/ai', { record: body.record });
      covered = r.body.moves.some((m: any) => m.action.type === 'cover');
      body = r.body;
    }
    expect(covered).toBe(true);
  });

  it('a person\'s clue is judged by the referee: a visible board word is illegal and penalised', async () => {
    const { body } = await call('game/new', { seed: 5 });
    const team = body.state.turn;
    const r = await call('game/apply', { record: body.record, action: { type: 'clue', team, word: body.state.cards[0].word.toLowerCase(), number: 1 } });
    expect(r.status).toBe(200);
    const logged = r.body.record.actions[0];
    expect(logged.verdict).toMatchObject({ ok: false, code: 'clue/board-word' });
    expect(r.body.state.phase).toBe('cover'); // the penalty (000, 004): the other side covers one of its own
    const other = team === 'red' ? 'blue' : 'red';
    expect(r.body.next).toMatchObject({ phase: 'cover', seat: `${other}-spymaster`, team: other });
    expect(r.body.next.candidates.length).toBe(r.body.state.cards.filter((c: any) => c.identity === other && !c.revealed).length);
  });

  it('refused moves and tampered records are 422s with the path', async () => {
    const { body } = await call('game/new', { seed: 5 });
    const other = body.state.turn === 'red' ? 'blue' : 'red';
    const wrongTeam = await call('game/apply', { record: body.record, action: { type: 'clue', team: other, word: 'ocean', number: 1 } });
    expect(wrongTeam.status).toBe(422);
    expect(wrongTeam.body.error).toMatchObject({ code: 'game/wrong-team', path: '/action' });
    const guessFirst = await call('game/apply', { record: body.record, action: { type: 'guess', team: body.state.turn, word: body.state.cards[0].word } });
    expect(guessFirst.status).toBe(422);
    const tampered: GameRecord = { ...body.record, actions: [{ type: 'guess', team: body.state.turn, word: 'NOT-A-CARD' }] };
    const t = await call('game/apply', { record: tampered, action: { type: 'pass', team: body.state.turn } });
    expect(t.status).toBe(422);
    expect(t.body.error.path).toBe('/record');
    const badShape = await call('game/apply', { record: body.record, action: { type: 'clue', team: 'red', word: 'x', number: 1, verdict: { ok: true } } });
    expect(badShape.status).toBe(400);
    expect(badShape.body.error.path).toBe('/action/verdict');
  });
});
