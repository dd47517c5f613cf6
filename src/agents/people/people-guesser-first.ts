/**
 * The first pick of the guesser for people (people-guesser.ts) when its likeliest card stands on no reading
 * of its own: the human model's utilities blend the readings, so a card can come first without being the best
 * card of any one of them (a little of everything). Such a first card was ours only 43-45% of the time on the
 * Cultural Codes turns, against 90% and more for a card first in four readings or more. When a card close
 * behind it (utility within {@link FIRST_PICK_MARGIN}) is the best card of two readings or more, the guesser
 * touches that one first.
 *
 * The readings counted: the GloVe and WordNet-mind scores, the norm neighbours through the card norms and
 * through the clue-word norms (norm-neighbours.ts, strength 2+), and the card norms, the clue's own norm list and
 * the clue-word norms (the strongest strength on the board; ties all count).
 */
import type { ClueReading } from './readings.js';
import { NORM_NEIGHBOUR_FEATURES } from './norm-neighbours.js';

/** Largest utility gap behind the first card for a card first in two readings or more to go first instead. */
export const FIRST_PICK_MARGIN = 0.5;

/** How many cards behind the first the rule looks at. */
const LOOK_BEHIND = 5;

/**
 * Per open card, in how many readings of `reading` it is the best card on the board (ties all count; a
 * reading whose best is 0 or less counts for none); `neighbours` the norm-neighbour rows (norm-neighbours.ts).
 *
 * @example
 * readingFirsts(reading, neighbourRows(minds, 'ocean', open)); // Uint8Array [5, 0, 1, ...]
 */
export function readingFirsts(reading: ClueReading, neighbours: Float64Array): Uint8Array {
  const n = reading.links.norm.length;
  const k = NORM_NEIGHBOUR_FEATURES.length;
  const out = new Uint8Array(n);
  const count = (at: (i: number) => number): void => {
    let best = 0;
    for (let i = 0; i < n; i++) best = Math.max(best, at(i));
    if (best <= 0) return;
    for (let i = 0; i < n; i++) if (at(i) === best) out[i]!++;
  };
  const { glove, wordnet } = reading;
  if (glove !== null) count((i) => glove[i]!);
  if (wordnet !== null) count((i) => wordnet[i]!);
  count((i) => neighbours[i * k]!);
  count((i) => neighbours[i * k + 2]!);
  count((i) => reading.links.norm[i]!);
  count((i) => reading.links.clueNorm[i]!);
  count((i) => reading.links.normBack[i]!);
  return out;
}

/**
 * Puts first in `order` (card indices, best utility first) a card close behind the first one that is the best
 * of two readings or more when the first card is the best of none (see the module comment); `order` is
 * changed in place. Returns whether it moved a card.
 */
export function firstPickByReadings(order: number[], utilities: Float64Array, firsts: Uint8Array): boolean {
  const top = order[0];
  if (top === undefined || firsts[top]! > 0) return false;
  for (let j = 1; j < Math.min(order.length, 1 + LOOK_BEHIND); j++) {
    const c = order[j]!;
    if (utilities[top]! - utilities[c]! > FIRST_PICK_MARGIN) return false;
    if (firsts[c]! >= 2) {
      order.splice(j, 1);
      order.unshift(c);
      return true;
    }
  }
  return false;
}
