/**
 * The plain-cosine check of a bridged language (Hungarian, Russian: no WordNet mind, `params.gloveOnly`).
 *
 * The judges read hubness-corrected scores (CSLS, clue-scores.ts); a partner who goes by the plain cosine of
 * the same vectors, as the 2019 reference guesser does, ranks the cards otherwise more often in a bridged
 * model than in English: its vectors are averages of English translations and crowd together, so a card with
 * many near neighbours (a hub) loses more to the correction. The 2019 guesser's games lost on the assassin
 * after our clues were of this kind (ESKÜVŐ 2 for RUHA and TORTA: the assassin ÉJSZAKA 0.47 in plain cosine,
 * TORTA 0.41; GYARMAT 1 for PINGVIN: MESE, the assassin, first). So in a bridged language every clue, whatever
 * reading chose it, also keeps the assassin under every target in plain cosine, and a clue of the forward
 * way (the clue-word norms read through the translations, which skip the vectors) keeps every card that is
 * not ours under them as well (scripts/lang-assassin-games.mjs lists the games lost on the assassin).
 *
 * In English the same reader is read exactly (plainReach): the n closest cards by plain GloVe cosine until one
 * is not ours must not reach the assassin (cross-play with the 2019 guesser lost 9.5% of games there).
 */
import type { ClueReading } from './readings.js';

/** The open cards' plain-cosine rows over the clue pool (clue-pool.ts rowsOf; null for a card the model lacks). */
export type PlainRows = readonly (Float32Array | null)[];

/**
 * Whether pool word `c` keeps the assassin, and with `everyOther` every card not ours, under every target in
 * plain cosine. A card the model does not know is never taken by a plain-cosine reader.
 *
 * @example
 * plainClear(rows, c, [0, 3], { ours, assassins }, false); // false: the assassin is above target 3
 */
export function plainClear(rows: PlainRows, c: number, targets: readonly number[], board: { readonly ours: readonly boolean[]; readonly assassins: readonly boolean[] }, everyOther: boolean): boolean {
  let weakest = Infinity;
  for (const t of targets) weakest = Math.min(weakest, rows[t]?.[c] ?? -Infinity);
  for (let i = 0; i < rows.length; i++) {
    if (board.ours[i] || (!everyOther && !board.assassins[i])) continue;
    const s = rows[i]?.[c];
    if (s !== undefined && s >= weakest) return false;
  }
  return true;
}

/**
 * How a reader who goes by plain GloVe cosine (the 2019 reference guesser) reads a clue for `n`: it touches
 * the n closest open cards in that order and stops at the first that is not ours. `reading.glove` is
 * hubness-corrected (CSLS), so the plain order is `glove[i] + plainOffset[i]` (half the card's hubness in
 * GloVe; the clue's own term is the same for every card; -Infinity for a card GloVe cannot read). Returns how
 * many of our cards it finds, or -1 when it reaches the assassin. GloVe not knowing the clue: 0 found.
 *
 * @example
 * plainReach(reader.read('dinner'), 2, board, offsets); // -1: COOK, then WASHINGTON (the assassin)
 */
export function plainReach(reading: ClueReading, n: number, board: { readonly ours: readonly boolean[]; readonly assassins: readonly boolean[] }, plainOffset: Float64Array): number {
  let found = 0;
  for (const t of plainOrder(reading, n, plainOffset)) {
    if (board.assassins[t]) return -1;
    if (!board.ours[t]) break;
    found++;
  }
  return found;
}

/**
 * The first `n` cards a plain-GloVe-cosine reader takes for a clue, in its order (plainReach reads them),
 * whatever their identities; fewer when GloVe cannot read the clue or the cards.
 *
 * @example
 * plainOrder(reader.read('dinner'), 2, offsets); // [4, 11]: COOK, then WASHINGTON
 */
export function plainOrder(reading: ClueReading, n: number, plainOffset: Float64Array): number[] {
  const { glove } = reading;
  const order: number[] = [];
  if (glove === null) return order;
  let above = Infinity;
  let aboveAt = -1;
  for (let k = 0; k < n; k++) {
    // The next closest card: the best below the previous one (ties by position, as the cards lie).
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < glove.length; i++) {
      const v = glove[i]! + plainOffset[i]!;
      if (v === -Infinity || v > above || (v === above && i <= aboveAt)) continue;
      if (v > bestScore) {
        best = i;
        bestScore = v;
      }
    }
    if (best < 0) break;
    order.push(best);
    above = bestScore;
    aboveAt = best;
  }
  return order;
}
