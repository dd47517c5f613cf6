/**
 * Penalties for clue words a human (or a partner with a different mind) would find odd, from the language's
 * dictionary rather than from the embedding: names and acronyms ('celtics', 'gingrich', 'nhl'), inflected
 * forms ('ducks', 'collapsed'), and words the dictionary does not know at all. Embeddings trained on news
 * love names; a partner who did not read the same news cannot follow them, so a cautious spymaster drops
 * them outright and a bold one only pays a little for them.
 */
import { getLanguageSync } from '../lang/index.js';
import type { LanguagePack, LexiconHit } from '../lang/types.js';
import { byRisk } from './risk.js';

/**
 * A lazy per-candidate penalty (in "words" of the spymaster objective): 0 when the language has no pack.
 * Looked up only for candidates that get as far as being scored, so a one-off clue stays fast.
 *
 * @example
 * const odd = lexiconPenalty('en', 0.5);
 * odd('ocean'); // 0
 * odd('gingrich'); // ~2.6 (a name)
 */
export function lexiconPenalty(lang: string, risk: number): (word: string) => number {
  let pack: LanguagePack | null;
  try {
    pack = getLanguageSync(lang);
  } catch {
    pack = null;
  }
  const proper = byRisk(risk, 5, 0.3);
  const unknown = byRisk(risk, 1, 0.15);
  const inflected = byRisk(risk, 0.25, 0.05);
  const memo = new Map<string, number>();
  return (w) => {
    if (pack === null) return 0;
    let v = memo.get(w);
    if (v !== undefined) return v;
    let hits: readonly LexiconHit[];
    try {
      hits = pack.lookup(w);
    } catch {
      hits = [];
    }
    v = hits.length === 0 ? unknown : hits.every((h) => h.properOnly || h.acronymOnly) ? proper : hits.some((h) => h.bare) ? 0 : inflected;
    memo.set(w, v);
    return v;
  };
}
