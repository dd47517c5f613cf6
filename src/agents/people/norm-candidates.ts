/**
 * Clue candidates the way a person builds a clue: a word people associate with two or three of our cards and
 * with none of the others (the card norms, card-norms.ts). Every associate in the norm lists of at least two
 * of our open cards with the norm floor, or the strongest associates of a single card, becomes a candidate,
 * unless the norms tie it to the assassin at all or to another card not ours with the danger strength. The
 * spymaster reads these besides its GloVe shortlist; the judges still decide (clue-judges.ts).
 *
 * The search runs twice a clue over every open card's norm list, so each list is numbered once (its words as
 * numbers) and the tallies are typed arrays indexed by number, cleared after each search; the candidates and
 * their order are those of a tally by word (the order is by cards, strength, then word: no ties).
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
  const t = tallyOf(norms);
  const lists = board.words.map((card) => t.listOf(card)); // (numbered before the tallies are sized)
  t.grow();
  const { cards, strength, bad, touched } = t;
  let n = 0;
  board.words.forEach((_, i) => {
    const list = lists[i]!;
    if (list === null) return;
    const { ids, strengths } = list;
    if (board.ours[i]) {
      for (let k = 0; k < ids.length; k++) {
        const s = strengths[k]!;
        if (s < o.floor) continue;
        const w = ids[k]!;
        if (cards[w] === 0 && strength[w] === 0 && bad[w] === 0) touched[n++] = w;
        cards[w] = cards[w]! + 1;
        strength[w] = strength[w]! + s;
      }
    } else {
      const all = board.assassins[i]!;
      for (let k = 0; k < ids.length; k++) {
        if (!(all || strengths[k]! >= o.danger)) continue;
        const w = ids[k]!;
        if (cards[w] === 0 && strength[w] === 0 && bad[w] === 0) touched[n++] = w;
        bad[w] = 1;
      }
    }
  });
  const out: NormCandidate[] = [];
  for (let q = 0; q < n; q++) {
    const w = touched[q]!;
    if (bad[w] === 0 && (cards[w]! >= 2 || strength[w]! >= 3)) out.push({ word: t.words[w]!, cards: cards[w]!, strength: strength[w]! });
    cards[w] = 0;
    strength[w] = 0;
    bad[w] = 0;
  }
  out.sort((a, b) => b.cards - a.cards || b.strength - a.strength || (a.word < b.word ? -1 : 1));
  return out.slice(0, o.limit ?? 200);
}

/** A card's associates as word numbers with their strengths, in the norm list's order. */
interface NumberedList {
  readonly ids: Int32Array;
  readonly strengths: Int32Array;
}

/**
 * A norms table's words numbered once (each card's list turned into numbers on first use, kept: the tables do
 * not change), and the per-word tallies of one search in typed arrays, cleared after each search (`touched`).
 */
interface Tally {
  readonly words: string[];
  listOf(card: string): NumberedList | null;
  /** Makes the tallies as long as the words numbered so far. */
  grow(): void;
  cards: Int32Array;
  strength: Int32Array;
  bad: Uint8Array;
  touched: Int32Array;
}

const tallies = new WeakMap<CardNorms, Tally>();

function tallyOf(norms: CardNorms): Tally {
  let t = tallies.get(norms);
  if (t !== undefined) return t;
  const ids = new Map<string, number>();
  const words: string[] = [];
  const lists = new Map<string, NumberedList | null>();
  const tally: Tally = {
    words,
    listOf(card) {
      let list = lists.get(card);
      if (list === undefined) {
        const table = norms.strengths(card);
        if (table === undefined) list = null;
        else {
          const out = new Int32Array(table.size);
          const st = new Int32Array(table.size);
          let k = 0;
          for (const [w, s] of table) {
            let id = ids.get(w);
            if (id === undefined) {
              ids.set(w, (id = words.length));
              words.push(w);
            }
            out[k] = id;
            st[k] = s;
            k++;
          }
          list = { ids: out, strengths: st };
        }
        lists.set(card, list);
      }
      return list;
    },
    grow() {
      if (tally.cards.length >= words.length) return;
      const size = Math.max(2 * tally.cards.length, words.length, 1024);
      const grown = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
        const b = make(size);
        b.set(a);
        return b;
      };
      tally.cards = grown(tally.cards, (n) => new Int32Array(n));
      tally.strength = grown(tally.strength, (n) => new Int32Array(n));
      tally.bad = grown(tally.bad, (n) => new Uint8Array(n));
      tally.touched = new Int32Array(size);
    },
    cards: new Int32Array(0),
    strength: new Int32Array(0),
    bad: new Uint8Array(0),
    touched: new Int32Array(0),
  };
  tallies.set(norms, tally);
  return tally;
}
