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

/** The fallback: exact, part-of and shared-root (common prefix of 5, or the whole shorter word) checks. */
export function basicClueTest(boardWords: readonly string[]): LegalTest {
  const parts = boardWords.flatMap((w) => w.toLowerCase().split(/[\s\-_.']+/)).filter((p) => p.length > 0);
  return (candidate) => {
    const c = candidate.toLowerCase();
    for (const p of parts) {
      if (c === p) return false;
      const shorter = Math.min(c.length, p.length);
      if (shorter >= 3 && (c.includes(p) || p.includes(c))) return false;
      let k = 0;
      while (k < shorter && c[k] === p[k]) k++;
      if (k >= 5 || (k === shorter && shorter >= 3)) return false;
    }
    return true;
  };
}

/**
 * The legality test for a spymaster's view: referee fast path plus "never repeat a clue".
 *
 * @example
 * const ok = clueTest(view);
 * ok('orchard'); // true unless ORCHARD (or a same-root word) is a visible card or was said before
 */
export function clueTest(view: SpymasterView): LegalTest {
  const visible = view.cards.filter((c) => !c.revealed).map((c) => c.word);
  const said = new Set(view.clues.map((c) => c.word.toLowerCase()));
  let referee: LegalTest;
  try {
    const filter = createClueFilter(view, { lang: view.lang });
    // The fallback also runs: the referee judges word forms, the fallback catches long shared prefixes the
    // guesser would read as the same word even where a language's stemmer differs.
    const basic = basicClueTest(visible);
    referee = (w) => filter.isLegal(w) && basic(w);
  } catch (e) {
    if (!isCodenamesError(e)) throw e;
    referee = basicClueTest(visible);
  }
  return (candidate) => !said.has(candidate.toLowerCase()) && referee(candidate);
}
