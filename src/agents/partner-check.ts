/**
 * Partner check: is a clue safe for a guesser who does not think like us?
 *
 * A spymaster that predicts only its own guesser learns a private code: clues whose margins exist in its own
 * model and nowhere else (e.g. 'mayoral' for six cards), which an unfamiliar teammate misreads, often onto the
 * assassin. The partner check reads each candidate clue with other minds a teammate may think with (for the
 * default agents: GloVe alone and the WordNet mind alone, the two resources the default mind blends): for a
 * number n, every partner mind must rank n of our cards above the assassin, and its n-th card must clear the
 * guesser's stop threshold. Scores are the same CSLS-corrected cosines as clue-scores.ts, whose scale is
 * comparable across minds. A clue a partner mind does not know at all is unreadable for it.
 *
 * Only the assassin is checked, and without the spymaster's safety margin: a bystander or opponent card a
 * partner mind would touch costs a turn, the assassin costs the game. Measured (300 single-team games,
 * balanced): checking every danger with the full safety margins slowed self-play from 3.54 to 5.77 turns;
 * the assassin alone with its margin, 4.49; the assassin alone without a margin, 3.75, and that was also the
 * best of the three in cross-play (GloVe-only guesser 6.44, 100% wins; WordNet-mind guesser 6.76). Letting a
 * wrong card that a partner mind ranks above the assassin "shield" it (the turn ends there first) gained
 * little in self-play (3.70 -> 3.67) and lost with the GloVe-only guesser (6.93 -> 7.15), so it is not used.
 *
 * It runs only for candidates that already passed the spymaster's own checks (a few hundred per board), so
 * it costs a few dot products per card, not a pass over the vocabulary.
 */
import type { EmbeddingModel } from '../embeddings/types.js';
import type { Identity, Team } from '../game/types.js';
import { UNKNOWN_DANGER, clueCardScores } from './clue-scores.js';
import { cardVector } from './word-stats.js';


/** What every partner mind makes of one clue, per number n = 1..maxNumber. */
export interface PartnerReading {
  /** margin[n]: the smallest, over partner minds, of (n-th best own score) - (the assassin's score). */
  readonly margin: Float64Array;
  /** weakest[n]: the smallest, over partner minds, n-th best own score (to compare with the stop threshold). */
  readonly weakest: Float64Array;
}

/** The open cards of a board as the spymaster sees them. */
export interface OpenCard {
  readonly word: string;
  readonly identity: Identity;
}

/**
 * Prepares the partner check of one board. Returns null when there are no partner minds (nothing to check).
 *
 * @example
 * const read = partnerCheck([glove, wordnet], open, 'red', 1, 4);
 * read?.('ocean').margin[2]; // the smallest margin for 2 over both minds
 */
export function partnerCheck(
  minds: readonly EmbeddingModel[],
  open: readonly OpenCard[],
  team: Team,
  hubWeight: number,
  maxNumber: number,
): ((clue: string) => PartnerReading) | null {
  if (minds.length === 0) return null;
  const boards = minds.map((mind) => open.map((c) => cardVector(mind, c.word)));
  const ownIdx = open.flatMap((c, i) => (c.identity === team ? [i] : []));
  const assassinIdx = open.flatMap((c, i) => (c.identity === 'assassin' ? [i] : []));
  const own = new Float64Array(ownIdx.length);
  return (clue) => {
    const margin = new Float64Array(maxNumber + 1).fill(Infinity);
    const weakest = new Float64Array(maxNumber + 1).fill(Infinity);
    minds.forEach((mind, m) => {
      const cards = boards[m]!;
      // The same score the guesser uses (no relation bonus: partner minds are plain vector minds).
      const s = clueCardScores(mind, clue, cards, hubWeight);
      if (s === null) {
        margin.fill(-Infinity);
        weakest.fill(-Infinity);
        return;
      }
      let danger = -Infinity; // no assassin on the board: nothing to clear
      for (const i of assassinIdx) danger = Math.max(danger, cards[i]!.vector === null ? UNKNOWN_DANGER : s[i]!);
      ownIdx.forEach((i, k) => {
        own[k] = s[i]!;
      });
      own.sort().reverse();
      for (let n = 1; n <= maxNumber; n++) {
        const nth = n <= own.length ? own[n - 1]! : -Infinity;
        margin[n] = Math.min(margin[n]!, nth - danger);
        weakest[n] = Math.min(weakest[n]!, nth);
      }
    });
    return { margin, weakest };
  };
}
