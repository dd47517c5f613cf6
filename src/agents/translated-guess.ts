/**
 * The translated reading in the guesser for people of a bridged language (Hungarian, Russian): the clue and
 * the cards read through the translations table with the English norms (translated-links.ts), a second
 * reading beside the bridged GloVe, weighed in at a fraction (TRANSLATED_GUESS_WEIGHT) of what the human
 * model gives the same links in English, for clues for 2 or more.
 *
 * Read at full weight, the translated links overrule the vectors: the English norms tie a card through one
 * sense of a translation (ПЛЁНКА is *film*, so ЗВЕЗДА ties it through *film star*), and a third of the cards
 * have no English card word at all, so they read as cards people do not connect. On Cserháti's Hungarian
 * records (people guessing programs' clues for 2 and 3), the human model's top card was a team word 79.6% of
 * the time with GloVe alone and 77.1% with the translated links at full weight, on the boards tuned on
 * (every other board, 20 of 40); at TRANSLATED_GUESS_WEIGHT 80.7%. scripts/lang-human-check.mjs reports
 * the guesser on both halves. The norm neighbours (norm-neighbours.ts) are not read through the
 * translations (there they only added noise: 75.4% at weight 0.4), and the stop rule (next-card.ts) reads
 * the bridged GloVe's reading, as before. Clues for 1 keep the bridged GloVe alone: the records have none,
 * and our spymaster's clues for 1 name the card GloVe puts first (with the translated reading there our
 * guesser took 9.47 turns instead of 9.09 in 100 Hungarian games with it; 8.88 with clues for 1 left out).
 */
import type { ClueNumber } from '../game/types.js';
import type { ClueReading, ReadingMinds } from './people/readings.js';
import { boardReader } from './people/readings.js';
import { humanUtilities, type HumanModelWeights } from './people/human-model.js';

/** The share of the translated reading in the guesser's utilities (chosen on half the Cserháti boards). */
export const TRANSLATED_GUESS_WEIGHT = 0.3;

/**
 * For a clue for `number` >= 2, moves the utilities `u` (the human model's on `base`, the bridged GloVe's
 * reading of `clue` over the `open` cards, plus anything the guesser added) by `weight` of the difference
 * the translated reading of `translated` makes; leaves them as they are otherwise.
 *
 * @example
 * addTranslated(u, r, spymasterMinds, 'tenger', open, 2, HUMAN_MODEL_WEIGHTS); // HAJÓ and BÁLNA move up
 */
export function addTranslated(u: Float64Array, base: ClueReading, translated: ReadingMinds, clue: string, open: readonly string[], number: ClueNumber, weights: HumanModelWeights, weight: number = TRANSLATED_GUESS_WEIGHT): void {
  if (typeof number !== 'number' || number < 2) return;
  const t = humanUtilities(boardReader(translated, open).read(clue), weights);
  const b = humanUtilities(base, weights);
  for (let i = 0; i < u.length; i++) u[i] = u[i]! + weight * (t[i]! - b[i]!);
}
