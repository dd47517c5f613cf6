/**
 * The chance that the next card a guesser would touch is ours, for the stop rule of the guesser for people
 * (people-guesser.ts): after a right pick, go on only while this chance is high enough.
 *
 * A logistic of what a guesser can see about the next card (the best open card by the human model, the
 * cards already touched for this clue set aside), in the order of NEXT_CARD_FEATURES: how likely a person is
 * to pick it now (the log of its pick chance among the cards still open); how strongly the association norms
 * tie it to the clue (the clue in the card's norm list; the card in the clue's own list when the clue is a card
 * word; the card among the cards the clue-word norms give for the clue); how many of the other link kinds tie
 * it (WordNet relation, Moby Thesaurus, phrase); how far its utility stands above the card after it; whether
 * nothing at all ties it (no norm, no link); and the base rate, the log-odds of our cards among the open cards
 * (the cards already touched for this clue counted as ours), so that the chance holds on boards with more or
 * fewer of our cards left (late in a game; 10 of 20 on the Cserhati boards, 9 of 25 at the start of a standard
 * game). Fitted on guessers' turns where the previous picks were right and the clue's number was not reached
 * (scripts/agents-fit-people-guesser.mjs; weights in people-guesser-weights.ts): was the next card ours?
 */
import type { GuesserView } from '../../game/types.js';
import { VARIANTS } from '../../game/variants.js';
import type { ClueReading } from './readings.js';
import { logistic, pickChances } from './human-model.js';
import { NEXT_CARD_WEIGHTS } from './people-guesser-weights.js';

/** The features of the next card, in the order of the weights (the first is the intercept, always 1). */
export const NEXT_CARD_FEATURES = ['intercept', 'logChance', 'norm', 'normBack', 'clueNorm', 'links', 'gap', 'untied', 'share'] as const;

/** Our cards still open and all open cards, before this clue's picks: the next card's base rate. */
export interface OpenCounts {
  readonly ours: number;
  readonly open: number;
}

/**
 * Our cards still open in `view` and the open cards: the variant's count of our cards (a two-team game's
 * mean of the two teams', since a guesser's view does not say who started) less the ones already turned.
 *
 * @example
 * openCounts(view); // { ours: 9, open: 25 } at the start of a single-team game
 */
export function openCounts(view: GuesserView): OpenCounts {
  const c = VARIANTS[view.variant].counts;
  const total = VARIANTS[view.variant].players === 'two-teams' ? (c.starting + c.other) / 2 : c.starting;
  const turned = view.cards.filter((card) => card.revealed && card.identity === view.team).length;
  const open = view.cards.filter((card) => !card.revealed).length;
  return { ours: Math.max(0, Math.min(open, total - turned)), open };
}

/**
 * The other team's agents still open in a two-team game (Infinity in other games): its count less the ones
 * turned. The starting team is the first clue's when the record starts at turn 1; otherwise the other team is
 * taken to have the larger count (a position set up mid-game), so the figure is never too small.
 *
 * @example
 * otherTeamOpen(view); // 2: the other team could win on its next turn
 */
export function otherTeamOpen(view: GuesserView): number {
  const v = VARIANTS[view.variant];
  if (v.players !== 'two-teams') return Infinity;
  const other = view.team === 'red' ? 'blue' : 'red';
  const first = view.clues[0];
  const total = first !== undefined && first.turn === 1 && first.team !== other ? v.counts.other : v.counts.starting;
  return total - view.cards.filter((card) => card.revealed && card.identity === other).length;
}

/** The log-odds of our cards among the open cards once `taken` more of ours are touched (kept within 1%..99%). */
function shareLogit(counts: OpenCounts, taken: number): number {
  const open = Math.max(1, counts.open - taken);
  const p = Math.max(0.01, Math.min(0.99, (counts.ours - taken) / open));
  return Math.log(p / (1 - p));
}

/** Largest utility gap a feature row records (a card far ahead of the rest is simply clear). */
const MAX_GAP = 3;

/**
 * The feature row of card `next` given the human-model utilities `u` of the open cards and the cards already
 * `taken` for this clue; `after` is the card that would follow it (undefined when none is left); `counts` our
 * cards and all cards open before this clue's picks ({@link openCounts}).
 */
export function nextCardFeatures(reading: ClueReading, u: Float64Array, taken: ReadonlySet<number>, next: number, after: number | undefined, counts: OpenCounts): number[] {
  const p = pickChances(u, taken);
  const l = reading.links;
  const links = l.relation[next]! + l.thesaurus[next]! + l.phrase[next]!;
  const gap = after === undefined ? MAX_GAP : Math.min(MAX_GAP, u[next]! - u[after]!);
  return [1, Math.log(Math.max(1e-6, p[next]!)), l.norm[next]! / 3, l.normBack[next]! / 3, l.clueNorm[next]! / 3, links / 3, gap, l.norm[next]! + l.normBack[next]! + l.clueNorm[next]! + links === 0 ? 1 : 0, shareLogit(counts, taken.size)];
}

/**
 * The chance that `next` is ours (see the module comment), from its feature row.
 *
 * @example
 * nextOursChance(nextCardFeatures(reading, u, new Set([first]), second, third, openCounts(view))); // e.g. 0.71
 */
export function nextOursChance(features: readonly number[], weights: readonly number[] = NEXT_CARD_WEIGHTS): number {
  let z = 0;
  for (let k = 0; k < features.length; k++) z += weights[k]! * features[k]!;
  return logistic(z);
}
