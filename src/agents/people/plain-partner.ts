/**
 * Whether the partner reads our clues as a plain-cosine reader does (the 2019 reference guesser, or any bot that
 * ranks the cards by the cosine of its vectors): a spymaster who sees that adapts, as a person next to a
 * literal-minded partner would, and says clues that reader takes whole (people-spymaster.ts).
 *
 * The evidence is the game's public record, read again with GloVe: for each of our earlier clues, the cards that
 * were open then (those open now and those guessed for it or later; a penalty cover is taken as earlier), ranked
 * by plain cosine to the clue. A clue whose guesses are exactly the first cards of that ranking and include a
 * card that is not ours is a misread that plain cosine explains; a clue whose guesses leave that ranking is one
 * the partner read otherwise. The partner is plain when at least one misread is explained so and no clue left
 * the ranking. People leave it soon (they do not touch cards in cosine order), and a misread is needed first, so
 * a game with a person keeps the clues for people.
 */
import type { EmbeddingModel } from '../../embeddings/types.js';
import type { SpymasterView } from '../../game/types.js';
import { cardVector } from '../word-stats.js';

function norm(v: Float32Array): number {
  let s = 0;
  for (let d = 0; d < v.length; d++) s += v[d]! * v[d]!;
  return Math.sqrt(s) || 1;
}

/**
 * Reads the record of `view` (our team's clues and guesses) for a plain-cosine partner on `glove`.
 *
 * @example
 * plainPartner(view, glove); // true: the partner took WELL for 'water 2' after FISH, as cosine ranks them
 */
export function plainPartner(view: SpymasterView, glove: EmbeddingModel): boolean {
  let explained = 0;
  const identity = new Map(view.cards.map((c, i) => [c.word, view.key[i]]));
  const later = new Set<string>(); // (the words guessed for this clue or a later one)
  const clues = view.clues;
  const openAt: (readonly string[])[] = new Array(clues.length);
  for (let k = clues.length - 1; k >= 0; k--) {
    for (const g of clues[k]!.guesses) later.add(g);
    openAt[k] = view.cards.flatMap((c) => (!c.revealed || later.has(c.word) ? [c.word] : []));
  }
  for (let k = 0; k < clues.length; k++) {
    const rec = clues[k]!;
    if (rec.team !== view.team || !rec.legal || rec.guesses.length === 0 || typeof rec.number !== 'number' || rec.number <= 0) continue;
    const clue = glove.vector(rec.word.toLowerCase());
    if (clue === null) continue;
    const cn = norm(clue);
    const scored = openAt[k]!.map((word) => {
      const v = cardVector(glove, word).vector;
      if (v === null) return { word, s: -Infinity };
      let dot = 0;
      for (let d = 0; d < v.length; d++) dot += v[d]! * clue[d]!;
      return { word, s: dot / (norm(v) * cn) };
    });
    scored.sort((a, b) => b.s - a.s || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    if (rec.guesses.some((g, j) => scored[j]?.word !== g)) return false;
    if (rec.guesses.some((g) => identity.get(g) !== view.team)) explained++;
  }
  return explained > 0;
}
