/**
 * The end game of the spymaster for people: the cards our earlier clues still point at, as a person reads
 * those clues now. When a clue for one card and these leftovers are all our agents still open, the
 * spymaster says 'unlimited' (RULES.md: the guessers may then go on as long as they like): "this one, and the
 * ones you left from my earlier clues". Only after a clue for one, so a partner that reads 'unlimited' as a
 * single guess (the 2019 reference guesser) loses nothing.
 */
import type { SpymasterView, Team } from '../../game/types.js';
import { cluesLeftover } from '../clue-scores.js';
import { humanUtilities, type HumanModelWeights } from './human-model.js';
import type { BoardReader } from './readings.js';

/** The open board as the end game sees it (arrays aligned with the reader's words). */
export interface EndGameBoard {
  readonly ours: readonly boolean[];
  /** The human model's margin a leftover must clear over every card that is not ours. */
  readonly margin: number;
}

/**
 * Our open cards that our own unfinished earlier clues still point at for a person: for each such clue with
 * k cards left, the human model's k likeliest open cards for it, when all are ours and the weakest clears
 * every card that is not ours by `board.margin`.
 *
 * @example
 * leftovers(view, reader, { ours, margin: 0.6 }, weights); // [3]: WHALE, still the open card 'ocean' points at
 */
export function leftovers(view: SpymasterView, reader: BoardReader, board: EndGameBoard, weights: HumanModelWeights): number[] {
  const out = new Set<number>();
  const team: Team = view.team;
  for (const rec of view.clues) {
    if (rec.team !== team || !rec.legal) continue;
    const left = cluesLeftover(rec, view.cards, team);
    if (left <= 0) continue;
    const u = humanUtilities(reader.read(rec.word), weights);
    const order = [...u.keys()].sort((a, b) => u[b]! - u[a]!);
    const top = order.slice(0, left);
    if (top.length < left || !top.every((i) => board.ours[i])) continue;
    let other = -Infinity;
    for (let i = 0; i < u.length; i++) if (!board.ours[i]) other = Math.max(other, u[i]!);
    if (Math.min(...top.map((i) => u[i]!)) - other >= board.margin) for (const i of top) out.add(i);
  }
  return [...out];
}
