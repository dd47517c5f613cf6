/**
 * The one game driver: who acts next, one agent turn with each way an agent can fail turned into a
 * TurnFailure that names it and keeps the last good state, the server's view of those failures (the agent's
 * or the engine's own error), and a whole game under the hard move cap.
 */
import { describe, expect, it } from 'vitest';
import type { CoverStrategy, Guesser, Spymaster } from '../../src/agents/types.js';
import { CodenamesError, isCodenamesError } from '../../src/errors.js';
import { applyAction, createGame } from '../../src/game/index.js';
import type { GameState } from '../../src/game/types.js';
import { agentError, moveCap, nextMove, playMove, playToEnd, playTurn, TurnFailure, type TurnSeats } from '../../src/play/index.js';

const clueing: Spymaster = { name: 'sm', giveClue: (v) => ({ word: `zzclue${v.turnNumber}`, number: 2, targets: [] }) };
/** Touches cards in grid order, `take` of them. */
const inOrder = (take: number): Guesser => ({ name: 'grid', guess: (v) => ({ ranked: v.cards.filter((c) => !c.revealed).map((c, i) => ({ word: c.word, score: -i })), take }) });
const seats = (over: Partial<TurnSeats> = {}): (() => TurnSeats) => () => ({ spymaster: clueing, guesser: inOrder(1), ...over });

async function failure(state: GameState, s: () => TurnSeats): Promise<TurnFailure> {
  try {
    await playTurn(state, s);
  } catch (e) {
    if (e instanceof TurnFailure) return e;
    throw e;
  }
  throw new Error('the turn did not fail');
}

describe('nextMove', () => {
  it('names the seat and team of each phase', () => {
    const s = createGame({ variant: 'standard', seed: 1 });
    expect(nextMove(s)).toEqual({ phase: 'clue', seat: `${s.turn}-spymaster`, team: s.turn });
    const g = applyAction(s, { type: 'clue', team: s.turn, word: 'zzz', number: 1 });
    expect(nextMove(g)).toEqual({ phase: 'guess', seat: `${s.turn}-guesser`, team: s.turn });
  });
});

describe('playTurn', () => {
  it('plays a clue, then a whole guessing turn that stops at the take and passes', async () => {
    const s0 = createGame({ variant: 'single-team', seed: 5 });
    const c = await playTurn(s0, seats());
    expect(c.moves.map((m) => m.action.type)).toEqual(['clue']);
    const g = await playTurn(c.state, seats());
    const types = g.moves.map((m) => m.action.type);
    expect(types[0]).toBe('guess');
    // One card touched: a pass follows if it was ours, else the engine ended the turn.
    expect(types.length === 1 || types[1] === 'pass').toBe(true);
    expect(g.moves[0]?.explanation).toMatch(/^Ranked .+; taking 1\.$/);
  });

  const cases: readonly [string, Partial<TurnSeats>, 'spymaster' | 'guesser', string, RegExp][] = [
    ['a spymaster that throws', { spymaster: { name: 'boom', giveClue: () => { throw new Error('no clue for you'); } } }, 'spymaster', 'threw', /no clue for you/],
    ['a spymaster that answers nothing', { spymaster: { name: 'mute', giveClue: () => null as never } }, 'spymaster', 'illegal', /giveClue must return/],
    ['a clue the engine refuses (number -1)', { spymaster: { name: 'cheat', giveClue: () => ({ word: 'fine', number: -1, targets: [] }) } }, 'spymaster', 'illegal', /./],
  ];
  it.each(cases)('turns %s into a TurnFailure naming it', async (_label, over, role, kind, why) => {
    const s0 = createGame({ variant: 'single-team', seed: 6 });
    const f = await failure(s0, seats(over));
    expect({ role: f.role, kind: f.kind, agent: f.agent, team: f.team }).toEqual({ role, kind, agent: (over.spymaster ?? over.guesser)!.name, team: s0.turn });
    expect(f.message).toMatch(why);
    expect(f.state).toBe(s0);
  });

  it('keeps the cards a guesser touched before a bad guess in the failure state', async () => {
    const s0 = createGame({ variant: 'single-team', seed: 7 });
    const clued = (await playTurn(s0, seats())).state;
    const mine = clued.cards.filter((c) => c.identity === clued.turn).map((c) => c.word);
    const g: Guesser = { name: 'then-nonsense', guess: () => ({ ranked: [{ word: mine[0]!, score: 1 }, { word: 'NOT-A-CARD', score: 0 }], take: 2 }) };
    const f = await failure(clued, seats({ guesser: g }));
    expect(f.kind).toBe('illegal');
    expect(f.state?.cards.find((c) => c.word === mine[0])?.revealed).toBe(true);
    // The server sees the engine's own error for the refused guess.
    expect(isCodenamesError(agentError(f))).toBe(true);
    expect((agentError(f) as CodenamesError).code).toMatch(/^game\//);
  });

  it('refuses a guess decision without a card, and a cover that is not a candidate', async () => {
    const s0 = createGame({ variant: 'single-team', seed: 8 });
    const clued = (await playTurn(s0, seats())).state;
    expect((await failure(clued, seats({ guesser: { name: 'empty', guess: () => ({ ranked: [], take: 1 }) } }))).message).toMatch(/ranked no card/);
    expect((await failure(clued, seats({ guesser: { name: 'zero', guess: (v) => ({ ranked: [{ word: v.cards[0]!.word, score: 0 }], take: 0 }) } }))).message).toMatch(/take >= 1/);
    const coop = createGame({ variant: 'coop', seed: 2 });
    const bad: CoverStrategy = { name: 'wrong-cover', chooseCover: () => 'NOT-A-CARD' };
    let s = coop;
    while (s.phase !== 'cover') s = (await playTurn(s, seats({ cover: bad }))).state;
    const f = await failure(s, seats({ cover: bad }));
    expect({ role: f.role, agent: f.agent, kind: f.kind }).toEqual({ role: 'cover', agent: 'wrong-cover', kind: 'illegal' });
    expect(isCodenamesError(agentError(f), 'agent/bad-decision')).toBe(true);
  });
});

describe('playMove and playToEnd', () => {
  it("raises the agent's own error where there are no forfeits, and game-over on a finished game", async () => {
    const s0 = createGame({ variant: 'single-team', seed: 9 });
    const own = new CodenamesError('agent/no-legal-clue', 'nothing legal');
    await expect(playMove(s0, seats({ spymaster: { name: 'x', giveClue: () => { throw own; } } }))).rejects.toBe(own);
    const over = await playToEnd(s0, seats({ guesser: inOrder(25) }));
    expect(over.phase).toBe('over');
    await expect(playMove(over, seats())).rejects.toMatchObject({ code: 'game/game-over' });
  });

  it('stops a game that runs past the hard move cap with a typed error', async () => {
    const s0 = createGame({ variant: 'single-team', seed: 10 });
    expect(moveCap(s0)).toBeGreaterThan(4 * s0.config.turnCap);
    await expect(playToEnd(s0, seats(), { maxMoves: 3 })).rejects.toMatchObject({ code: 'play/move-cap' });
  });
});
