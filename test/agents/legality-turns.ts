/**
 * Helpers of the legality tests that play games turn by turn (clue-legality.test.ts, pool-legality.test.ts):
 * the answers of judging a board afresh, and one turn of a game.
 */
import { applyAction } from '../../src/game/index.js';
import type { GameState, SpymasterView } from '../../src/game/types.js';
import { basicClueTest } from '../../src/agents/clue-legality.js';
import { createClueFilter } from '../../src/legality/index.js';

/** The answers of judging `view` afresh. */
export function fresh(view: SpymasterView): (w: string) => boolean {
  const visible = view.cards.filter((c) => !c.revealed).map((c) => c.word);
  const filter = createClueFilter(view, { lang: view.lang });
  const basic = basicClueTest(visible);
  const said = new Set(view.clues.map((c) => c.word.toLowerCase()));
  return (w) => !said.has(w.toLowerCase()) && filter.isLegal(w) && basic(w);
}

/** A clue, then the team's guess of `cards` (covered as the game goes). */
export function turn(state: GameState, clue: string, cards: readonly string[]): GameState {
  let s = applyAction(state, { type: 'clue', team: state.turn, word: clue, number: cards.length });
  for (const word of cards) {
    if (s.phase !== 'guess') break;
    s = applyAction(s, { type: 'guess', team: s.turn, word });
  }
  if (s.phase === 'guess') s = applyAction(s, { type: 'pass', team: s.turn });
  return s;
}
