/**
 * Closed compounds: a clue and a card that run together into one word people know (CARD + BOARD: cardboard;
 * BOARD + WALK: boardwalk). A reader sees such a word at once, whatever else the clue means: blind readers took
 * BOARD for CARDS 2 (KING, BRIDGE) 4 times in 14 (bench/clue-eval/panel-4..10), where the clue-word norms name
 * no compound with BOARD, so the forward judges, which leave aside a set phrase people hearing the clue do not
 * name ('light opera' for LIGHT), let it pass. A spaced phrase ('light opera') is left to the norms; a word the
 * model knows in one piece is not.
 *
 * The spymaster for people gives no clue that forms one with a card that is not ours (people-spymaster.ts).
 */
import type { EmbeddingModel } from '../../embeddings/types.js';
import { relationBases } from '../relations.js';
import { letters } from './word-parts.js';

/**
 * Whether `clue` (or one of its base forms: CARDS is CARD) and `card` run together, either way round, into a
 * word of `vocabulary`'s model.
 *
 * @example
 * closedCompound(model, 'cards', 'BOARD'); // true: cardboard
 * closedCompound(model, 'light', 'OPERA'); // false: 'lightopera' is no word
 */
export function closedCompound(vocabulary: EmbeddingModel, clue: string, card: string): boolean {
  const c = letters(card); // ('ICE CREAM' runs in as 'icecream')
  if (c.length === 0) return false;
  return relationBases(clue).some((b) => b.length > 0 && (vocabulary.has(`${b}${c}`) || vocabulary.has(`${c}${b}`)));
}
