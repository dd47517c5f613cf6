/**
 * Turning a board input (engine view, plain board, or list of words) into the visible code names, and
 * splitting two-word cards into the words that count ("ICE CREAM" forbids both ICE and CREAM, and a clue
 * "icecream" contains both as parts).
 */
import { CodenamesError } from '../errors.js';
import type { BoardInput } from './types.js';

/** Longest code name the referee accepts (card texts are short; this only guards against abuse). */
const MAX_CARD = 64;
const MAX_CARDS = 100;

/** One visible code name and the single words it counts as. */
export interface VisibleCardWords {
  /** The card as dealt ('ICE CREAM'). */
  readonly card: string;
  /** The words that count ('ICE', 'CREAM'); the card itself when it is one word. */
  readonly words: readonly string[];
}

function isViewLike(x: unknown): x is { cards: ReadonlyArray<{ word: unknown; revealed: unknown }> } {
  return typeof x === 'object' && x !== null && Array.isArray((x as { cards?: unknown }).cards);
}

/**
 * The visible (uncovered) code names of a board input. Covered cards are legal clues again (000, 004).
 * Throws `legality/bad-input` for malformed boards (non-strings, over-long cards, duplicate visible words).
 *
 * @example visibleCards({ board: ['APPLE', 'ICE CREAM'], covered: ['TREE'] }).map((c) => c.words)
 * // [['APPLE'], ['ICE', 'CREAM']]
 */
export function visibleCards(input: BoardInput): VisibleCardWords[] {
  let words: unknown[];
  if (Array.isArray(input)) words = [...(input as unknown[])];
  else if (isViewLike(input)) words = input.cards.filter((c) => c.revealed !== true).map((c) => c.word);
  else if (typeof input === 'object' && input !== null && Array.isArray((input as { board?: unknown }).board)) {
    const plain = input as { board: unknown[]; covered?: unknown };
    const covered = Array.isArray(plain.covered) ? new Set(plain.covered.map((w) => (typeof w === 'string' ? w.trim().toLowerCase() : w))) : new Set();
    words = plain.board.filter((w) => !(typeof w === 'string' && covered.has(w.trim().toLowerCase())));
  } else {
    throw new CodenamesError(
      'legality/bad-input',
      'The board must be a list of words, { board: string[], covered?: string[] }, or a SpymasterView/GuesserView with cards.',
    );
  }
  if (words.length > MAX_CARDS) throw new CodenamesError('legality/bad-input', `A board has at most ${MAX_CARDS} cards; got ${words.length}.`);
  const seen = new Set<string>();
  const out: VisibleCardWords[] = [];
  for (const w of words) {
    if (typeof w !== 'string' || w.trim() === '' || w.length > MAX_CARD || /\p{Cc}/u.test(w)) {
      throw new CodenamesError(
        'legality/bad-input',
        `Every board card must be a non-empty word of at most ${MAX_CARD} characters without control characters; got ${JSON.stringify(w)}.`,
      );
    }
    const key = w.trim().toLowerCase();
    if (seen.has(key)) throw new CodenamesError('legality/bad-input', `The board lists '${w}' twice; each code name may appear once.`, { word: w });
    seen.add(key);
    const parts = w.trim().split(/[\s\-‐‑–_\u05be]+/u).filter((p) => p.length > 0);
    out.push({ card: w, words: parts.length > 1 ? parts : [w.trim()] });
  }
  return out;
}
