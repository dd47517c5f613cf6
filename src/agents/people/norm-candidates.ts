/**
 * Clue candidates the way a person builds a clue: a word people associate with two or three of our cards and
 * with none of the others (the card norms, card-norms.ts). Every associate in the norm lists of at least two
 * of our open cards with the norm floor, or the strongest associates of a single card, becomes a candidate,
 * unless the norms tie it to the assassin at all or to another card not ours with the danger strength. The
 * spymaster reads these besides its GloVe shortlist; the judges still decide (clue-judges.ts).
 */
import type { CardNorms } from '../card-norms.js';

/** A candidate word and what the norms say of it on this board. */
export interface NormCandidate {
  readonly word: string;
  /** How many of our open cards list it with at least the floor. */
  readonly cards: number;
  /** The sum of those cards' strengths. */
  readonly strength: number;
}

/** The board as the candidate search sees it (arrays aligned with the open cards). */
export interface NormBoard {
  readonly words: readonly string[];
  readonly ours: readonly boolean[];
  readonly assassins: readonly boolean[];
}

/**
 * The norm candidates of a board, the most promising first (more cards, then stronger), at most `limit`.
 *
 * @example
 * normCandidates(loadCardNorms(), { words: ['SUB', 'BREAD', 'PIANO'], ours: [true, true, false], assassins: [false, false, true] }, { floor: 2, danger: 2 });
 * // [{ word: 'sandwich', cards: 2, strength: 6 }, ...]
 */
export function normCandidates(norms: CardNorms, board: NormBoard, o: { readonly floor: number; readonly danger: number; readonly limit?: number }): NormCandidate[] {
  const tally = new Map<string, { cards: number; strength: number; bad: boolean }>();
  const entry = (w: string) => {
    let e = tally.get(w);
    if (e === undefined) tally.set(w, (e = { cards: 0, strength: 0, bad: false }));
    return e;
  };
  board.words.forEach((card, i) => {
    for (const [w, s] of norms.strengths(card) ?? []) {
      if (board.ours[i]) {
        if (s < o.floor) continue;
        const e = entry(w);
        e.cards++;
        e.strength += s;
      } else if (s >= o.danger || board.assassins[i]) entry(w).bad = true;
    }
  });
  const out: NormCandidate[] = [];
  for (const [word, e] of tally) if (!e.bad && (e.cards >= 2 || e.strength >= 3)) out.push({ word, cards: e.cards, strength: e.strength });
  out.sort((a, b) => b.cards - a.cards || b.strength - a.strength || (a.word < b.word ? -1 : 1));
  return out.slice(0, o.limit ?? 200);
}
