/**
 * Small read-only questions about a board: where a card is, how many agents a team still has hidden, and how
 * words compare. Kept apart so the action code reads as rules, not loops.
 */
import type { Card, GameState, Identity, Team } from './types.js';

/**
 * The comparison form of a word: NFC, trimmed, invisible format characters dropped, upper case. Word boards compare case-insensitively
 * ('ice cream' finds 'ICE CREAM'); picture ids are opaque and compare exactly.
 */
export function wordKey(word: string, pictures: boolean): string {
  const w = word.normalize('NFC').trim();
  return pictures ? w : w.replace(INVISIBLE, '').toUpperCase();
}

/**
 * Invisible format characters (zero-width space and joiners, soft hyphen, byte-order mark, bidi marks): a
 * person cannot see them, so two cards that differ only by them are one word, and a card of nothing else is
 * no word at all.
 */
const INVISIBLE = /\p{Cf}/gu;

/** Index of `word` on the board: an exact match first, then the case-insensitive one; -1 when absent. */
export function findCard(state: Pick<GameState, 'cards' | 'variant' | 'lang'>, word: string): number {
  const exact = state.cards.findIndex((c) => c.word === word);
  if (exact >= 0) return exact;
  const pictures = state.lang === 'pictures';
  const key = wordKey(word, pictures);
  return state.cards.findIndex((c) => wordKey(c.word, pictures) === key);
}

/** Cards of `identity` not yet revealed. */
export function hiddenCount(cards: readonly Card[], identity: Identity): number {
  let n = 0;
  for (const c of cards) if (!c.revealed && c.identity === identity) n++;
  return n;
}

/** All cards of `identity` on the key. */
export function totalCount(cards: readonly Card[], identity: Identity): number {
  let n = 0;
  for (const c of cards) if (c.identity === identity) n++;
  return n;
}

/** True when every agent of `team` has been revealed. */
export function allAgentsRevealed(cards: readonly Card[], team: Team): boolean {
  return hiddenCount(cards, team) === 0;
}

/** A copy of `cards` with card `index` revealed (the input is never touched). */
export function revealCard(cards: readonly Card[], index: number, by: 'guess' | 'cover'): Card[] {
  return cards.map((c, i) => (i === index ? { word: c.word, identity: c.identity, revealed: true, revealedBy: by } : c));
}
