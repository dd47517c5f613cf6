/**
 * Penalties for clue words a human (or a partner with a different mind) would find odd, from the language's
 * dictionary rather than from the embedding: names and acronyms ('celtics', 'gingrich', 'nhl'), inflected
 * forms ('ducks', 'collapsed'), and words the dictionary does not know at all. Embeddings trained on news
 * love names; a partner who did not read the same news cannot follow them, so a cautious spymaster drops
 * them outright and a bold one only pays a little for them.
 */
import { getLanguageSync } from '../lang/index.js';
import { byRisk } from './risk.js';

const cache = new Map<string, Float32Array>();

/**
 * One penalty (in "words" of the spymaster objective) per candidate; all zero when the language has no pack.
 *
 * @example
 * lexiconPenalties('en', ['ocean', 'gingrich', 'ducks'], 0.5); // Float32Array [0, ~2.2, 0.1]
 */
export function lexiconPenalties(lang: string, words: readonly string[], risk: number): Float32Array {
  const key = `${lang}|${risk}|${words.length}|${words[0] ?? ''}|${words[words.length - 1] ?? ''}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const out = new Float32Array(words.length);
  let pack;
  try {
    pack = getLanguageSync(lang);
  } catch {
    return out;
  }
  const proper = byRisk(risk, 5, 0.3);
  const unknown = byRisk(risk, 1, 0.15);
  const inflected = byRisk(risk, 0.25, 0.05);
  words.forEach((w, i) => {
    let hits;
    try {
      hits = pack.lookup(w);
    } catch {
      hits = [];
    }
    if (hits.length === 0) out[i] = unknown;
    else if (hits.every((h) => h.properOnly || h.acronymOnly)) out[i] = proper;
    else if (!hits.some((h) => h.bare)) out[i] = inflected;
  });
  cache.set(key, out);
  return out;
}
