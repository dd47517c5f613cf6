/**
 * The bonus guess of the guesser for people (people-guesser.ts): once the clue's number is found, one more
 * card only for an earlier clue of the team that was misread (its guesses ended on a wrong card before its
 * number was found, so a card it meant is still open), and only when a person would very likely pick that
 * card for it now. A good human guesser does the same.
 *
 * Measured on the Cultural Codes turns (people's history; scripts/agents-fit-people-guesser.mjs --leftovers):
 * once a turn's number was found, the likeliest open card for a misread clue, at a pick chance of 0.4 or
 * more, was ours 87% of the time (118 of 135 cards, 2 assassins); for a clue whose guesser had stopped of
 * their own accord, only 35% (18 of 52, 11 assassins: they had seen why), so those are left alone. The card after the number of the clue
 * just found was ours only 26-34% (people-guesser-weights.ts): never that one. Under 0.4 the caller may still
 * keep a card (LeftoverOurs: people-guesser.ts keeps one the norms tie to its clue when its stop rule says
 * it is likely ours).
 */
import type { GuesserView } from '../../game/types.js';
import { pickChances } from './human-model.js';

/** A leftover card to touch after the number: its index among the open cards, its pick chance, the clue it is for. */
export interface LeftoverPick {
  readonly card: number;
  readonly chance: number;
  readonly clue: string;
  /** The pick chance of the runner-up card for that clue. */
  readonly second: number;
  /** Set when the card was kept under the smallest pick chance: the chance that it is ours by the stop rule (next-card.ts). */
  readonly ours?: number;
}

/**
 * For a leftover card under the smallest pick chance: the chance that it is ours (the stop rule's next-card
 * chance, read for its clue), given the clue, the card, the clue's utilities and the card after it; the card
 * is kept when that chance is at least the go-on chance the caller compares it with (null: not kept).
 */
export type LeftoverOurs = (clue: string, card: number, utilities: Float64Array, after: number | undefined) => number | null;

/**
 * Earlier clues of the guesser's team with a number (not 0, not unlimited) whose guesses ended on a card not
 * the team's before the number was found (misread clues), the latest first.
 */
export function unfinishedClues(view: GuesserView): string[] {
  const current = view.currentClue;
  const ours = new Set(view.cards.filter((c) => c.revealed && c.identity === view.team).map((c) => c.word));
  const out: string[] = [];
  for (let i = view.clues.length - 1; i >= 0; i--) {
    const c = view.clues[i]!;
    if (c === current || c.team !== view.team || !c.legal || typeof c.number !== 'number' || c.number <= 0) continue;
    if (current !== null && c.turn === current.turn && c.word === current.word) continue;
    const found = c.guesses.filter((g) => ours.has(g)).length;
    // Ended on a wrong card before its number: the card meant is still open. A clue its guesser stopped on
    // of their own accord is left alone (they saw no safe card for it).
    if (found < c.number && found < c.guesses.length) out.push(c.word);
  }
  return out;
}

/**
 * The extra card for the misread earlier clues of `view` ({@link unfinishedClues}): see {@link bestLeftover}.
 *
 * @example
 * leftoverBonus(view, new Set([3]), (w) => utilities(w), 0.4); // { card: 7, chance: 0.52, clue: 'sandwich', second: 0.1 }
 */
export function leftoverBonus(view: GuesserView, taken: ReadonlySet<number>, utilitiesOf: (clue: string) => Float64Array | null, minChance: number, oursOf?: LeftoverOurs): LeftoverPick | null {
  return bestLeftover(unfinishedClues(view), taken, utilitiesOf, minChance, oursOf);
}

/**
 * For each of `clues`, the likeliest open card not in `taken` by its utilities (`utilitiesOf`, aligned with
 * the open cards; null when no mind knows the word), kept when its pick chance among those cards is at least
 * `minChance`, or under it when `oursOf` gives it a chance of being ours (see {@link LeftoverOurs}); the
 * likeliest of them by pick chance, or null.
 */
export function bestLeftover(clues: readonly string[], taken: ReadonlySet<number>, utilitiesOf: (clue: string) => Float64Array | null, minChance: number, oursOf?: LeftoverOurs): LeftoverPick | null {
  let best: LeftoverPick | null = null;
  for (const clue of clues) {
    const u = utilitiesOf(clue);
    if (u === null) continue;
    const p = pickChances(u, taken);
    let at = -1;
    let next = -1;
    for (let i = 0; i < p.length; i++) {
      if (taken.has(i)) continue;
      if (at < 0 || p[i]! > p[at]!) {
        next = at;
        at = i;
      } else if (next < 0 || p[i]! > p[next]!) next = i;
    }
    if (at < 0 || (best !== null && p[at]! <= best.chance)) continue;
    const second = next < 0 ? 0 : p[next]!;
    if (p[at]! >= minChance) best = { card: at, chance: p[at]!, clue, second };
    else if (oursOf !== undefined) {
      const ours = oursOf(clue, at, u, next < 0 ? undefined : next);
      if (ours !== null) best = { card: at, chance: p[at]!, clue, second, ours };
    }
  }
  return best;
}
