/**
 * The spymaster for people's memory of screen failures between turns (screen-memory.ts): a remembered failure
 * is given only while it must still hold (the same board, the cards not ours as before, ours only covered
 * since, the same partner context), and a spymaster that remembers gives the same clues, explanations
 * included, as a fresh one asked about each turn alone: along whole games, after a card not ours is covered,
 * and when the same board is played again from the start.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, guesserView, spymasterView } from '../../../src/game/index.js';
import type { GameState, SpymasterView } from '../../../src/game/types.js';
import { createDefaultAgents } from '../../../src/agents/index.js';
import type { ClueDecision } from '../../../src/agents/types.js';
import { createScreenMemory } from '../../../src/agents/people/screen-memory.js';

/** `view` with the cards at `covered` (grid positions) revealed. */
function covering(view: SpymasterView, covered: readonly number[]): SpymasterView {
  return { ...view, cards: view.cards.map((card, i) => (covered.includes(i) ? { ...card, revealed: true } : card)) };
}

describe('createScreenMemory', () => {
  const view = spymasterView(createGame({ variant: 'single-team', seed: 9003 }), 'red');
  const ours = view.cards.flatMap((_, i) => (view.key[i] === view.team ? [i] : []));
  const notOurs = view.cards.flatMap((_, i) => (view.key[i] !== view.team ? [i] : []));

  it('keeps failures while only our cards are covered, under the same context', () => {
    const memory = createScreenMemory(100);
    const first = memory.turn(view, false);
    expect(first.failed(7)).toBe(false);
    first.fail(7);
    expect(first.failed(7)).toBe(true);
    const later = memory.turn(covering(view, ours.slice(0, 2)), false);
    expect(later.failed(7)).toBe(true);
    expect(later.failed(8)).toBe(false);
    expect(memory.turn(covering(view, ours.slice(0, 3)), false).failed(7)).toBe(true);
  });

  it('forgets a board when a card not ours is covered, one of ours is open again, or the context changes', () => {
    const cases: [string, SpymasterView, boolean][] = [
      ['a card not ours covered', covering(view, [notOurs[0]!]), false],
      ['the assassin covered', covering(view, [view.key.indexOf('assassin')]), false],
      ['the board anew (our cards open again)', view, false],
      ['a strict partner', covering(view, ours.slice(0, 3)), true],
    ];
    for (const [what, next, strict] of cases) {
      const memory = createScreenMemory(100);
      memory.turn(covering(view, ours.slice(0, 3)), false).fail(7);
      expect(memory.turn(next, strict).failed(7), what).toBe(false);
    }
    // (another board, or the other team's view of it, has its own memory)
    const memory = createScreenMemory(100);
    memory.turn(view, false).fail(7);
    expect(memory.turn(spymasterView(createGame({ variant: 'single-team', seed: 9005 }), 'red'), false).failed(7)).toBe(false);
    expect(memory.turn({ ...view, team: 'blue' }, false).failed(7)).toBe(false);
    expect(memory.turn(view, false).failed(7)).toBe(true);
  });
});

describe('the spymaster for people with its screen memory', () => {
  it('gives every turn the clue a fresh spymaster gives for that turn alone', async () => {
    const { spymaster, guesser } = await createDefaultAgents();
    /** The remembering spymaster's clue for `view`, checked against a fresh spymaster's. */
    const same = async (view: SpymasterView, what: string): Promise<ClueDecision> => {
      const alone = (await createDefaultAgents()).spymaster.giveClue(view);
      const d = spymaster.giveClue(view);
      expect(d, what).toEqual(alone);
      return d;
    };
    /** A turn: the clue, then the guesser's picks (or `wrong`, a card not ours, touched first). */
    const turn = async (s: GameState, what: string, wrong?: number): Promise<GameState> => {
      const d = await same(spymasterView(s, s.turn), what);
      let t = applyAction(s, { type: 'clue', team: s.turn, word: d.word, number: d.number });
      if (wrong !== undefined) return applyAction(t, { type: 'guess', team: t.turn, word: t.cards[wrong]!.word });
      const g = await guesser.guess(guesserView(t));
      for (const { word } of g.ranked.slice(0, g.take)) {
        if (t.phase !== 'guess') break;
        t = applyAction(t, { type: 'guess', team: t.turn, word });
      }
      return t.phase === 'guess' ? applyAction(t, { type: 'pass', team: t.turn }) : t;
    };
    let turns = 0;
    for (const seed of [9002, 9004]) {
      const start = createGame({ variant: 'single-team', seed });
      // Three turns, then a bystander touched, then to the end (at most 8 turns).
      let s = start;
      for (let k = 0; k < 8 && s.phase !== 'over'; k++, turns++) {
        const bystander = s.cards.findIndex((c) => !c.revealed && c.identity === 'bystander');
        s = await turn(s, `seed ${seed} turn ${k + 1}`, k === 3 && bystander >= 0 ? bystander : undefined);
      }
      // The same board again from the start, after the game above.
      await same(spymasterView(start, start.turn), `seed ${seed} again`);
    }
    expect(turns).toBeGreaterThanOrEqual(12);
  }, 120_000);
});
