/**
 * A guesser as a blind reader: each key item becomes the guesser's view of a fresh board (nothing revealed,
 * the item's clue current, number + 1 guesses allowed), and what the guesser would touch becomes an answer,
 * scored like a person's. So our guesser can be measured on the clues of a careful person (a key file from
 * any source: board, identities, team, clue, number).
 */
import type { Guesser } from '../agents/types.js';
import { CodenamesError } from '../errors.js';
import type { ClueRecord, GuesserView } from '../game/types.js';
import type { ClueAnswer } from './clue-eval-answers.js';
import { guessLimit, type ClueKey, type ClueKeyItem } from './clue-eval-key.js';

/** The guesser's view of a key item: the board unrevealed, the clue (lower case, as a person says it) current. */
export function itemGuesserView(item: ClueKeyItem): GuesserView {
  const clue: ClueRecord = { team: item.team, word: item.clue.toLowerCase(), number: item.number, turn: 1, legal: true, guesses: [] };
  const limit = guessLimit(item.number, item.words.length);
  return {
    variant: item.variant, lang: item.lang, team: item.team, phase: 'guess',
    cards: item.words.map((word) => ({ word, revealed: false })),
    clues: [clue], currentClue: clue,
    guessesLeft: limit >= item.words.length ? null : limit, turnNumber: 1,
  };
}

/**
 * The guesser's answers to every item of a key, in key order: the first `take` cards of its ranking (at most
 * the rules' number + 1), with the guesser's explanation when it gives one. Lines are numbered like an answers file's.
 *
 * @example
 * const answers = await guesserAnswers(createGuesser(model), key);
 * scoreClueAnswers(key, [{ file: 'guesser default', answers }]);
 */
export async function guesserAnswers(guesser: Guesser, key: ClueKey): Promise<ClueAnswer[]> {
  const out: ClueAnswer[] = [];
  for (const [i, item] of key.items.entries()) {
    const d = await guesser.guess(itemGuesserView(item));
    if (typeof d !== 'object' || d === null || !Array.isArray(d.ranked) || !Number.isInteger(d.take) || d.take < 1) {
      throw new CodenamesError('agent/bad-decision', `guesser '${guesser.name}' gave no guess on item '${item.id}': guess must return { ranked: [{ word, score }], take >= 1 }.`, { id: item.id });
    }
    const take = Math.min(d.take, guessLimit(item.number, item.words.length));
    const guesses = d.ranked.slice(0, take).map((r) => r.word);
    out.push({ id: item.id, guesses, line: i + 1, ...(typeof d.explanation === 'string' ? { explanation: d.explanation } : {}) });
  }
  return out;
}
