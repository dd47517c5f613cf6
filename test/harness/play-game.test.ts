/**
 * The self-play loop: outcomes agree with the engine's result, guess decisions are applied as the interface
 * says (touch in order, stop at the first wrong card), coop covers go through the cover strategy, and the
 * turn cap ends games that would never end.
 */
import { describe, expect, it } from 'vitest';
import type { CoverStrategy, Guesser, Spymaster } from '../../src/agents/types.js';
import { callAgent } from '../../src/harness/call-agent.js';
import { playGame } from '../../src/harness/play-game.js';

/** A spymaster that clues `perClue` of its visible agents with a made-up word. */
const spymaster = (perClue: number): Spymaster => ({
  name: 'sm',
  giveClue: (view) => ({ word: `zzclue${view.turnNumber}`, number: perClue, targets: [] }),
});

/** A guesser that cheats for the test: it is handed the key and touches agents of `team` first. */
const oracleGuesser = (key: Map<string, string>, take: number): Guesser => ({
  name: 'oracle',
  guess: (view) => {
    const open = view.cards.filter((c) => !c.revealed);
    const ranked = [...open].sort((x, y) => Number(key.get(y.word) === view.team) - Number(key.get(x.word) === view.team)).map((c, i) => ({ word: c.word, score: -i }));
    return { ranked, take };
  },
});

describe('playGame', () => {
  it('wins single-team in ceil(9 / k) turns with a perfect guesser taking k per clue', async () => {
    const probe = await playGame({ variant: 'single-team', seed: 3, a: { spymaster: spymaster(1), guesser: { name: 'x', guess: (v) => ({ ranked: v.cards.filter((c) => !c.revealed).map((c) => ({ word: c.word, score: 0 })), take: 1 }) } } });
    const key = new Map(probe.state.cards.map((c) => [c.word, c.identity as string]));
    for (const k of [1, 2, 3]) {
      const { outcome, state } = await playGame({ variant: 'single-team', seed: 3, a: { spymaster: spymaster(k), guesser: oracleGuesser(key, k) } });
      expect(outcome.winner).toBe('a');
      expect(outcome.reason).toBe('all-agents');
      expect(outcome.score).toBe(Math.ceil(9 / k));
      expect(outcome.score).toBe(state.result?.score);
      expect(outcome.a.correct).toBe(9);
      expect(outcome.a.guesses).toBe(9);
      expect(outcome.a.numberSum / outcome.a.numericClues).toBe(k);
    }
  });

  it('stops touching at the first wrong card, and counts wrong guesses by kind', async () => {
    // Grid order: the first wrong card ends each turn.
    const inOrder: Guesser = { name: 'grid', guess: (v) => ({ ranked: v.cards.filter((c) => !c.revealed).map((c) => ({ word: c.word, score: 0 })), take: 25 }) };
    const { outcome, state } = await playGame({ variant: 'single-team', seed: 4, a: { spymaster: spymaster(9), guesser: inOrder } });
    const wrong = outcome.a.bystander + outcome.a.opponent + outcome.a.assassin;
    expect(outcome.a.correct + wrong).toBe(outcome.a.guesses);
    // Every clue but possibly the last ends on exactly one wrong card.
    expect(wrong).toBeGreaterThanOrEqual(outcome.a.clues - 1);
    expect(state.phase).toBe('over');
  });

  it('asks the cover strategy for coop covers and ends at the turn cap', async () => {
    const covered: string[] = [];
    const cover: CoverStrategy = { name: 'last', chooseCover: (_v, c) => { const w = c[c.length - 1] as string; covered.push(w); return w; } };
    const passer: Guesser = { name: 'timid', guess: (v) => {
      const b = v.cards.find((c) => !c.revealed)?.word ?? '';
      return { ranked: [{ word: b, score: 1 }], take: 1 };
    } };
    const { outcome } = await playGame({ variant: 'coop', seed: 8, turnCap: 3, a: { spymaster: spymaster(1), guesser: passer, cover } });
    expect(covered.length).toBeGreaterThan(0);
    expect(['turn-cap', 'assassin', 'opponent-agents', 'all-agents']).toContain(outcome.reason);
    expect(outcome.turns).toBeLessThanOrEqual(3);
  });

  it('turns a bad decision into a forfeit of that side, not an exception', async () => {
    const junk = { name: 'junk', guess: () => ({ ranked: 'nope', take: 0 }) } as unknown as Guesser;
    const { outcome } = await playGame({ variant: 'standard', seed: 2, a: { spymaster: spymaster(1), guesser: junk }, b: { spymaster: spymaster(1), guesser: junk } });
    expect(outcome.forfeit).toMatchObject({ agent: 'junk', role: 'guesser', kind: 'illegal' });
    expect(outcome.reason).toBe('forfeit');
    // Two-team forfeit: the other side wins, and side a's score is the signed word difference.
    expect(outcome.winner).toBe(outcome.forfeit?.side === 'a' ? 'b' : 'a');
    expect(Math.sign(outcome.score)).toBe(outcome.winner === 'a' ? 1 : -1);
  });
});

describe('callAgent', () => {
  it('times out a promise that never settles and reports a throw', async () => {
    const hung = await callAgent(() => new Promise(() => {}), 30);
    expect(hung).toMatchObject({ ok: false, kind: 'timeout' });
    const threw = await callAgent(() => { throw new Error('boom'); }, 30);
    expect(threw).toMatchObject({ ok: false, kind: 'threw', message: 'boom' });
    const rejected = await callAgent(() => Promise.reject(new Error('late boom')), 30);
    expect(rejected).toMatchObject({ ok: false, kind: 'threw', message: 'late boom' });
    expect(await callAgent(() => 7, 30)).toMatchObject({ ok: true, value: 7 });
  });
});
