/**
 * Which candidate clues the spymaster may say on a board. The referee's fast path (src/legality
 * `createClueFilter`) decides for the languages it knows; for any other language (a user's own vectors) a
 * conservative fallback forbids what every rule book forbids: a visible code name, a part of one, or a word
 * sharing a long prefix with one (same root, 000/002/004). Clues already given in this game are never
 * repeated, by either team.
 */
import type { SpymasterView } from '../game/types.js';
import { createClueFilter } from '../legality/index.js';
import { isCodenamesError } from '../errors.js';

/** A yes/no test for one board. */
export type LegalTest = (candidate: string) => boolean;

/** The parts of a board word the fallback compares a candidate with (lower case). */
export function basicParts(boardWord: string): string[] {
  return boardWord.toLowerCase().split(/[\s\-_.']+/).filter((p) => p.length > 0);
}

/**
 * The fallback's rule for one candidate `c` and one part `p` (both lower case): they clash when equal, when
 * one contains the other (both at least 3 letters) or they share a prefix of 5 (or the whole shorter word).
 */
export function basicClash(c: string, p: string): boolean {
  if (c === p) return true;
  const shorter = Math.min(c.length, p.length);
  if (shorter >= 3 && (c.includes(p) || p.includes(c))) return true;
  let k = 0;
  while (k < shorter && c[k] === p[k]) k++;
  return k >= 5 || (k === shorter && shorter >= 3);
}

/** The fallback: exact, part-of and shared-root (common prefix of 5, or the whole shorter word) checks. */
export function basicClueTest(boardWords: readonly string[]): LegalTest {
  const parts = boardWords.flatMap(basicParts);
  return (candidate) => {
    const c = candidate.toLowerCase();
    for (const p of parts) if (basicClash(c, p)) return false;
    return true;
  };
}

/** A board's answers (the referee and the fallback; not "never repeat"), per word. */
interface BoardAnswers {
  readonly lang: string;
  readonly visible: ReadonlySet<string>;
  readonly legal: Map<string, boolean>;
  /**
   * Whether its answers are the referee's (true) or the fallback's alone (false: the referee does not know the
   * board); null while none was judged on this board. A board judged by the fallback alone hands on nothing:
   * its legal words need not be legal for the referee.
   */
  filtered: boolean | null;
}

/** Boards whose answers are kept (a long-running player's interleaved games; a tournament worker needs one). */
const BOARDS_KEPT = 4;
const boards: BoardAnswers[] = [];

/** The referee and the fallback for visible cards `visible` (the referee when it knows the language). */
function boardTest(view: SpymasterView, visible: readonly string[]): { test: LegalTest; filtered: boolean } {
  try {
    const filter = createClueFilter(view, { lang: view.lang });
    // The fallback also runs: the referee judges word forms, the fallback catches long shared prefixes the
    // guesser would read as the same word even where a language's stemmer differs.
    const basic = basicClueTest(visible);
    return { test: (w) => filter.isLegal(w) && basic(w), filtered: true };
  } catch (e) {
    if (!isCodenamesError(e)) throw e;
    return { test: basicClueTest(visible), filtered: false };
  }
}

/**
 * The legality test for a spymaster's view: referee fast path plus "never repeat a clue".
 *
 * A game's later turns show a subset of its first turn's cards, and a clue legal beside some cards stays
 * legal beside fewer (every rule forbids a clue for a visible card it is, contains or shares a root with),
 * so a word found legal on the game's earlier board is not judged again; a word found illegal is (its card
 * may be covered now). The referee itself is built only when a word needs judging.
 *
 * @example
 * const ok = clueTest(view);
 * ok('orchard'); // true unless ORCHARD (or a same-root word) is a visible card or was said before
 */
export function clueTest(view: SpymasterView): LegalTest {
  const visible = view.cards.filter((c) => !c.revealed).map((c) => c.word);
  const said = new Set(view.clues.map((c) => c.word.toLowerCase()));
  const seen = new Set(visible);
  let answers = boards.find((b) => b.lang === view.lang && b.visible.size === seen.size && visible.every((w) => b.visible.has(w)));
  if (answers === undefined) {
    const earlier = boards.find((b) => b.lang === view.lang && visible.every((w) => b.visible.has(w)));
    const legal = new Map<string, boolean>();
    const inherit = earlier !== undefined && earlier.filtered !== false;
    if (inherit) for (const [w, ok] of earlier.legal) if (ok) legal.set(w, true);
    answers = { lang: view.lang, visible: seen, legal, filtered: inherit ? earlier.filtered : null };
    if (boards.length >= BOARDS_KEPT) boards.pop();
  } else boards.splice(boards.indexOf(answers), 1);
  boards.unshift(answers);
  const board = answers;
  let referee: LegalTest | null = null;
  return (candidate) => {
    if (said.has(candidate.toLowerCase())) return false;
    let ok = board.legal.get(candidate);
    if (ok === undefined) {
      if (referee === null) {
        const made = boardTest(view, visible);
        referee = made.test;
        // (inherited answers are the referee's: a board it cannot judge keeps none of them)
        if (!made.filtered && board.filtered === true) board.legal.clear();
        board.filtered = made.filtered;
      }
      board.legal.set(candidate, (ok = referee(candidate)));
    }
    return ok;
  };
}
