/**
 * Word parts: a card word that is the start or the end of the clue as typed, or the clue the start or the end
 * of the card word, with at least {@link MIN_REST} letters left over (LAPTOP for LAP, EVERYDAY for DAY, SUNRAY
 * for RAY, HERO for SUPERHERO). People's clues to people use such compounds (the referee of a real game refuses
 * them, a person's partner does not), and people take the card they name: on the Cultural Codes even games the
 * card so named was one of the giver's targets most of the time, while the vector readings and the norms often
 * miss the link (a compound's halves need not be near in meaning). One or two letters left over (ALIENS for ALIEN,
 * GROUND for ROUND, FAIR for AIR) name another form of the word or nothing at all, and a card inside the clue
 * (BROWSER for ROW) is not a part of it: neither counts.
 *
 * The guesser for people adds {@link WORD_PART_WEIGHT} times the flag to its utilities (people-guesser.ts).
 */

/** Fewest letters left over beside the shorter word for it to count as a part of the longer one. */
export const MIN_REST = 2;

/** Fewest letters of the shorter word. */
const MIN_PART = 3;

/**
 * Weight of the flag in the guesser's utilities (a card so named goes first unless the readings put another far
 * ahead). Chosen on the Cultural Codes even games with scripts/agents-fit-people-guesser.mjs --word-parts (the
 * real guesser, partner trust on, eval human's figures), weights 0 / 1 / 2 / 3 / 5 / 8: first card in the
 * targets 70.4 / 70.5 / 70.8 / 70.8 / 71.0 / 70.9%, team cards a turn 0.911 / 0.912 / 0.915 / 0.915 / 0.917 /
 * 0.917, turns ending on an assassin 4.3 / 4.3 / 4.2 / 4.2 / 4.2 / 4.2%; odd games at 0 -> 5: 74.4 -> 74.9%,
 * 0.980 -> 0.983, 3.2 -> 3.1%.
 */
export const WORD_PART_WEIGHT = 5;

/** The letters of a word, lower case, without spaces, hyphens or other marks ('U-Boat' -> 'uboat'). */
export const letters = (w: string): string => w.toLowerCase().replace(/[^\p{L}]/gu, '');

/**
 * Whether one of `a`, `b` is the start or the end of the other with at least {@link MIN_REST} letters left
 * over (and the shorter of at least 3 letters).
 *
 * @example
 * isWordPart('laptop', 'LAP'); // true
 * isWordPart('ground', 'ROUND'); // false: one letter left over
 */
export function isWordPart(a: string, b: string): boolean {
  const x = letters(a);
  const y = letters(b);
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length < MIN_PART || long.length - short.length < MIN_REST) return false;
  return long.startsWith(short) || long.endsWith(short);
}

/**
 * Per card of `cards`, 1 when the card and `clue` (as typed) are parts of each other ({@link isWordPart}), else 0.
 *
 * @example
 * wordPartRow('laptop', ['LAP', 'TOP', 'CHARGE']); // Float64Array [1, 1, 0]
 */
export function wordPartRow(clue: string, cards: readonly string[]): Float64Array {
  return Float64Array.from(cards, (c) => (isWordPart(clue, c) ? 1 : 0));
}
