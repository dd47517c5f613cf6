/**
 * Partner trust: how well our team's earlier clues of this game were read, and the risk that follows from it.
 *
 * A spymaster and a guesser who do not know each other cannot know in advance how bold to be: a clue for 3
 * with thin margins works with a partner who thinks like us and fails with one who does not. Human teams
 * settle this during the game ("she got my last two clues, I can push"), and so do our agents. Both read the
 * same public record (our clues, the guesses made for them and the identities those guesses revealed), so
 * the spymaster and its guesser arrive at the same adapted risk without talking, and the spymaster's
 * prediction of where its guesser stops (the target floor) stays in step with the guesser.
 *
 * - A clue is **read** when the guesser's first n guesses for it (n = its number) were all our cards.
 * - A clue is **misread** when one of its first n guesses revealed a card that is not ours.
 * - A clue whose guesser stopped early without a miss, a clue for 0 or unlimited, and guesses whose card is
 *   not on the board any more (e.g. the human file's trimmed boards) say nothing either way.
 *
 * The adapted risk starts at the chosen risk, rises by {@link TRUST_STEP_UP} per read clue and falls by
 * {@link TRUST_STEP_DOWN} per misread one, and stays within [risk - {@link TRUST_FALL}, risk + {@link TRUST_RISE}]
 * and [0, 1]. In self-play every clue is read, so the team accelerates to bold after two clues; with a partner
 * who misreads, it falls back towards cautious.
 */
import type { ClueRecord, Identity, Team, VisibleCard } from '../game/types.js';

/** Risk added per clue the partner read as meant. */
export const TRUST_STEP_UP = 0.45;
/** Risk removed per clue the partner misread (a miss costs more than a hit earns). */
export const TRUST_STEP_DOWN = 0.5;
/** How far above the chosen risk trust can take the team. */
export const TRUST_RISE = 0.45;
/** How far below the chosen risk distrust can take the team. */
export const TRUST_FALL = 0.3;

/** Clues read as meant, with no misread one, after which a partner counts as thinking like us. */
export const TRUST_ESTABLISHED = 2;

/** The evidence of one game's record. */
export interface PartnerTrust {
  /** Our clues whose first `number` guesses were all ours. */
  readonly read: number;
  /** Our clues with a wrong card among their first `number` guesses. */
  readonly misread: number;
}

/** What the trust reading needs from a view (both the guesser's and the spymaster's views have it). */
export interface TrustView {
  readonly team: Team;
  readonly cards: readonly VisibleCard[];
  readonly clues: readonly ClueRecord[];
  readonly currentClue: ClueRecord | null;
  /** The spymaster's key: identities of cards not yet revealed are then known too (unused for guesses). */
  readonly key?: readonly Identity[];
}

/**
 * Reads the partner trust of `view.team` from the game's record. The clue being guessed now is not counted
 * (its outcome is not known yet).
 *
 * @example
 * partnerTrust(guesserView(state)); // { read: 2, misread: 0 }
 */
export function partnerTrust(view: TrustView): PartnerTrust {
  const identity = new Map<string, Identity>();
  for (const c of view.cards) if (c.revealed && c.identity !== undefined) identity.set(c.word, c.identity);
  let read = 0;
  let misread = 0;
  for (const rec of view.clues) {
    if (rec === view.currentClue || rec.team !== view.team || !rec.legal) continue;
    if (typeof rec.number !== 'number' || rec.number <= 0) continue;
    const first = rec.guesses.slice(0, rec.number).map((g) => identity.get(g));
    if (first.some((id) => id === undefined)) {
      // A guess we cannot place (not on this board) leaves the clue unjudged, unless a known miss precedes it.
      const known = first.slice(0, first.findIndex((id) => id === undefined));
      if (known.some((id) => id !== view.team)) misread++;
      continue;
    }
    if (first.some((id) => id !== view.team)) misread++;
    else if (first.length === rec.number) read++;
  }
  return { read, misread };
}

/**
 * The risk to play after `trust`: `risk` moved up per read clue and down per misread one, within bounds.
 *
 * @example
 * adaptRisk(0.5, { read: 2, misread: 0 }); // 0.9
 * adaptRisk(0.5, { read: 0, misread: 1 }); // 0.2
 */
export function adaptRisk(risk: number, trust: PartnerTrust): number {
  const moved = risk + TRUST_STEP_UP * trust.read - TRUST_STEP_DOWN * trust.misread;
  const lo = Math.max(0, risk - TRUST_FALL);
  const hi = Math.min(1, risk + TRUST_RISE);
  return Math.min(hi, Math.max(lo, moved));
}

/**
 * True when the partner has read at least {@link TRUST_ESTABLISHED} of our clues as meant and misread none:
 * it thinks like us, so the spymaster stops checking its clues against other minds (partner-check.ts).
 *
 * @example
 * isEstablished({ read: 2, misread: 0 }); // true
 */
export function isEstablished(trust: PartnerTrust): boolean {
  return trust.read >= TRUST_ESTABLISHED && trust.misread === 0;
}
