/**
 * The relation bonus: symbolic links between a clue and a card (WordNet relations, a thesaurus, phrases such
 * as 'air force') that dense vectors blur, each kind with a weight added to the (clue, card) score. The
 * guesser adds it pair by pair ({@link clueBonus}); the spymaster adds it to each card's row over its clue
 * pool at once ({@link addCardBonus}). Both sum the same weights in the same kind order, so the spymaster's
 * prediction of the guesser's score stays exact.
 */
import { relationBases, type CardRelations } from './relations.js';

/** One kind of card relation and the score it adds to a linked (clue, card) pair. */
export interface WeightedRelations {
  /** A name for explanations and tests ('wordnet', 'thesaurus', 'phrase', ...). */
  readonly kind: string;
  readonly relations: CardRelations;
  readonly weight: number;
}

/** The bonus of an agent: the weights of every kind that links a pair add up. */
export interface RelationBonus {
  readonly kinds: readonly WeightedRelations[];
}

/**
 * The bonus of one clue, as a function of the card (the clue's base forms are computed once).
 *
 * @example
 * const b = clueBonus(bonus, 'air');
 * b('FORCE'); // e.g. 0.1 when 'air force' is a phrase
 */
export function clueBonus(bonus: RelationBonus, clue: string): (card: string) => number {
  const bases = relationBases(clue);
  return (card) => {
    const key = card.trim().toLowerCase();
    let total = 0;
    for (const k of bonus.kinds) {
      const set = k.relations.of(key);
      if (set !== undefined && bases.some((b) => set.has(b))) total += k.weight;
    }
    return total;
  };
}

/**
 * Indexes `words` (a clue pool) by every base form each may be read as (relationBases), the map
 * {@link addCardBonus} takes: 'forces' is listed under 'forces' and 'force'.
 */
export function wordsByBase(words: readonly string[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  words.forEach((w, c) => {
    for (const b of relationBases(w)) {
      const list = out.get(b);
      if (list === undefined) out.set(b, [c]);
      else if (list[list.length - 1] !== c) list.push(c);
    }
  });
  return out;
}

/**
 * Adds `card`'s bonus to its row of scores over a clue pool (`row[c]` = score of pool word c). `poolByBase`
 * maps a base form to the pool words that read as it (relationBases), so a pool word gets a kind's weight
 * once when any of its base forms is linked, exactly as {@link clueBonus} would give it.
 */
export function addCardBonus(bonus: RelationBonus, card: string, row: Float32Array, poolByBase: ReadonlyMap<string, readonly number[]>): void {
  const key = card.trim().toLowerCase();
  // Flat arrays rather than maps: a card has hundreds of links and a board's new rows are on the clue path.
  // stamp[c] = 1 + the last kind that gave c its weight (a kind counts once per pool word).
  const total = new Float64Array(row.length);
  const stamp = new Int32Array(row.length);
  const touched: number[] = [];
  bonus.kinds.forEach((k, ki) => {
    const set = k.relations.of(key);
    if (set === undefined) return;
    for (const w of set) {
      for (const c of poolByBase.get(w) ?? []) {
        if (stamp[c] === ki + 1) continue;
        if (stamp[c] === 0) touched.push(c);
        stamp[c] = ki + 1;
        total[c] = total[c]! + k.weight;
      }
    }
  });
  for (const c of touched) row[c] = row[c]! + total[c]!;
}
