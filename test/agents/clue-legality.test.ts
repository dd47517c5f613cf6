/**
 * The spymaster's legality test (clue-legality.ts) keeps a game's answers between turns: a word legal on an
 * earlier board of the game is not judged again. It must answer exactly as judging each turn afresh would
 * (the referee's filter and the fallback, never a clue said before), as cards get covered and their words,
 * parts and same-root words become legal, in interleaved games and after more boards than it keeps.
 */
import { describe, expect, it } from 'vitest';
import { createGame, spymasterView } from '../../src/game/index.js';
import type { SpymasterView } from '../../src/game/types.js';
import { clueTest } from '../../src/agents/clue-legality.js';
import { fresh, turn } from './legality-turns.js';

describe('clueTest', () => {
  it('answers each turn of interleaved games as judging it afresh does', () => {
    const games = [createGame({ variant: 'single-team', seed: 21 }), createGame({ variant: 'single-team', seed: 22 })];
    // Words to judge: every card word, forms and parts of them, and ordinary words (some said as clues).
    const probe = (view: SpymasterView): string[] => {
      const cards = view.cards.map((c) => c.word.toLowerCase());
      return [...cards, ...cards.map((w) => `${w}s`), ...cards.map((w) => `${w}er`), ...cards.map((w) => w.slice(0, 5)), 'ocean', 'music', 'history', 'animal', 'light'];
    };
    let checked = 0;
    let becameLegal = 0;
    const before = new Map<string, boolean>();
    for (let t = 0; t < 5; t++) {
      for (const [g, state] of games.entries()) {
        const view = spymasterView(state, state.turn);
        const ours = view.cards.filter((c, i) => !c.revealed && view.key[i] === view.team).map((c) => c.word);
        const test = clueTest(view);
        const want = fresh(view);
        for (const w of probe(view)) {
          expect(test(w), `${w} (game ${g}, turn ${t})`).toBe(want(w));
          const key = `${g}:${w}`;
          if (before.get(key) === false && want(w)) becameLegal++;
          before.set(key, want(w));
          checked++;
        }
        games[g] = turn(state, ['ocean', 'music', 'history', 'animal', 'light'][t]!, ours.slice(0, 2));
      }
      // Other boards in between (more than the test keeps), on the third turn.
      if (t === 2) for (let seed = 30; seed < 36; seed++) clueTest(spymasterView(createGame({ variant: 'single-team', seed }), 'red'))('ocean');
    }
    expect(checked).toBeGreaterThan(500);
    expect(becameLegal).toBeGreaterThan(5); // covered cards' words became legal on later turns
  });
});
