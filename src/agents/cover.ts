/**
 * The cover strategy (coop opponent turns, 000/002; illegal-clue penalty covers, 000/004).
 * - Covering an opponent agent (coop): cover the one most like our own remaining agents, because it is
 *   the card most likely to spoil our future clues (it sits on the danger line of clues for our words).
 * - Covering one of our own agents (a penalty): give away the one hardest to clue, i.e. least like any of
 *   our other agents, since it would likely need a clue of its own.
 */
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel } from '../embeddings/types.js';
import type { SpymasterView } from '../game/types.js';
import type { CoverStrategy } from './types.js';
import { dot } from './clue-scores.js';
import { cardVector } from './word-stats.js';

/**
 * Creates the cover strategy on any model.
 *
 * @example
 * const cover = createCoverStrategy(model);
 * cover.chooseCover(view, ['WHALE', 'ROBIN']); // the candidate closest to our own agents
 */
export function createCoverStrategy(model: EmbeddingModel, options: { readonly name?: string } = {}): CoverStrategy {
  return {
    name: options.name ?? `cover(${model.name})`,
    chooseCover(view: SpymasterView, candidates: readonly string[]): string {
      if (candidates.length === 0) throw new CodenamesError('agent/bad-view', 'chooseCover was given no candidates; there must be at least one unrevealed agent to cover.');
      const open = view.cards.flatMap((c, i) => (c.revealed ? [] : [{ word: c.word, identity: view.key[i] }]));
      const byWord = new Map(open.map((c) => [c.word, c.identity]));
      const ownCover = candidates.every((w) => byWord.get(w) === view.team);
      const own = open.filter((c) => c.identity === view.team).map((c) => cardVector(model, c.word));
      const closeness = (word: string): number => {
        const v = cardVector(model, word).vector;
        if (v === null) return 0;
        let best = -1;
        for (const o of own) if (o.word !== word && o.vector !== null) best = Math.max(best, dot(v, o.vector) - o.hub / 2);
        return best;
      };
      let pick = candidates[0]!;
      let pickScore = ownCover ? Infinity : -Infinity;
      for (const w of candidates) {
        const s = closeness(w);
        if (ownCover ? s < pickScore : s > pickScore) {
          pick = w;
          pickScore = s;
        }
      }
      return pick;
    },
  };
}
