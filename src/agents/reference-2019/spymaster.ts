/**
 * A faithful re-implementation of the 2019 Codenames AI competition's GloVe spymaster
 * (CodenamesAICompetition/Game, `codemaster_glove_0{3,5,7}.py`, MIT). Written from reading it; no code copied.
 *
 * What it does, as the original does it:
 * 1. Candidates are a word list (the original's 7,191 words; here the model's clue vocabulary by default, or
 *    a list the user supplies), minus words that clash with a visible card (see board-conflicts.ts).
 * 2. For n = 1..3, over every combination of n of its own visible agents (in board order) and every candidate
 *    (in list order), the "worst" distance is the largest cosine distance from the candidate to the n
 *    targets; a pair counts only when that worst distance is below the candidate's distance to the closest
 *    visible bad card (bystanders, opponent agents, the assassin). The best pair per n has the smallest
 *    worst distance; ties go to the first pair met (combination first, then candidate).
 * 3. The number is the largest n whose best worst distance is below the threshold (0.3, 0.5 or 0.7 in the
 *    three published bots); when no n passes, it gives its best 1-word clue anyway.
 *
 * The search is reorganised, not changed: for one candidate the best n-combination is its n most similar
 * targets, so one pass over the candidates with a top-3 selection finds the same optimum as the original's
 * nested loops, about 60 times faster. Similarities are dot products of unit vectors (cosine distance =
 * 1 - similarity), cached per code name across games.
 *
 * One deviation: when no candidate is closer to a target than to every bad card the original returns an empty
 * clue and the game crashes; this one then gives the candidate most similar to any target, for 1.
 */
import { CodenamesError } from '../../errors.js';
import type { EmbeddingModel } from '../../embeddings/types.js';
import type { SpymasterView } from '../../game/types.js';
import type { ClueDecision } from '../types.js';
import { createConflictIndex } from './board-conflicts.js';

export interface ReferenceSpymasterOptions {
  /** Cosine-distance threshold for clues of more than one word: 0.3, 0.5 or 0.7 (the original bots). Default 0.7. */
  readonly threshold?: number;
  /** Most targets per clue, 1..3 (the original: 3). */
  readonly maxTargets?: number;
  /** Candidate clue words; default: the model's clue vocabulary. Words the model lacks are skipped. */
  readonly candidates?: readonly string[];
  readonly name?: string;
}

interface Best {
  sim: number;
  candidate: number;
  combo: number[];
}

/** True when combination x comes before y in itertools.combinations order (lexicographic on board indices). */
function comboBefore(x: readonly number[], y: readonly number[]): boolean {
  for (let i = 0; i < x.length; i += 1) {
    const a = x[i] as number, b = y[i] as number;
    if (a !== b) return a < b;
  }
  return false;
}

/**
 * Creates the 2019 reference spymaster on `model`.
 *
 * @example
 * const sm = createReferenceSpymaster(model, { threshold: 0.7 });
 * sm.giveClue(spymasterView(state, state.turn)); // { word: 'ocean', number: 2, targets: ['SHIP', 'WAVE'] }
 */
export function createReferenceSpymaster(model: EmbeddingModel, options: ReferenceSpymasterOptions = {}): { readonly name: string; giveClue(view: SpymasterView): ClueDecision } {
  const threshold = options.threshold ?? 0.7;
  const maxTargets = options.maxTargets ?? 3;
  if (!Number.isInteger(maxTargets) || maxTargets < 1 || maxTargets > 3) {
    throw new CodenamesError('agent/bad-decision', `reference spymaster: maxTargets must be 1, 2 or 3 (the original: 3); got ${maxTargets}.`);
  }
  if (!(threshold > 0 && threshold <= 2)) {
    throw new CodenamesError('agent/bad-decision', `reference spymaster: threshold must be a cosine distance in (0, 2]; got ${threshold}. The original bots use 0.3, 0.5 or 0.7.`);
  }
  // Candidate vocabulary indices, in list order, without duplicates or words the model lacks.
  let indices: Int32Array;
  if (options.candidates === undefined) {
    indices = model.clueIndices;
  } else {
    const seen = new Set<number>();
    const list: number[] = [];
    for (const w of options.candidates) {
      const i = model.indexOf(w.trim().toLowerCase());
      if (i >= 0 && !seen.has(i)) {
        seen.add(i);
        list.push(i);
      }
    }
    if (list.length === 0) throw new CodenamesError('agent/load-failed', `reference spymaster: none of the ${options.candidates.length} candidate words is in model '${model.name}'. Give a list of ${model.lang} words, one per line.`);
    indices = Int32Array.from(list);
  }
  const words = Array.from(indices, (i) => (model.vocabulary[i] ?? '').toLowerCase());
  const size = indices.length;
  const conflictIndex = createConflictIndex(words);
  const rowCache = new Map<string, Float32Array | null>();
  const row = (card: string): Float32Array | null => {
    const key = card.toLowerCase();
    const hit = rowCache.get(key);
    if (hit !== undefined) return hit;
    const v = model.vector(key);
    const r = v === null ? null : model.similarityMatrix([v], indices);
    if (rowCache.size > 20_000) rowCache.clear();
    rowCache.set(key, r);
    return r;
  };
  const excluded = new Uint8Array(size);
  const badMax = new Float32Array(size);
  // The three best targets per candidate (similarity and red index), best first.
  const t0 = new Float32Array(size), t1 = new Float32Array(size), t2 = new Float32Array(size);
  const a0 = new Int8Array(size), a1 = new Int8Array(size), a2 = new Int8Array(size);
  const topSim = [t0, t1, t2];
  const topAt = [a0, a1, a2];

  return {
    name: options.name ?? `reference-${threshold}`,
    giveClue(view: SpymasterView): ClueDecision {
      const reds: { word: string; index: number; row: Float32Array }[] = [];
      const bads: Float32Array[] = [];
      excluded.fill(0);
      view.cards.forEach((card, i) => {
        if (card.revealed) return;
        for (const p of conflictIndex.conflicts(card.word)) excluded[p] = 1;
        const r = row(card.word);
        // A card the model lacks can be neither aimed at nor avoided (the original would crash on it).
        if (r === null) return;
        if (view.key[i] === view.team) reds.push({ word: card.word, index: i, row: r });
        else bads.push(r);
      });
      // Column passes over typed arrays (one row at a time) keep the hot loop sequential in memory:
      // first the closest bad card per candidate, then the top-k targets per candidate.
      badMax.fill(-Infinity);
      for (const b of bads) {
        for (let j = 0; j < size; j += 1) {
          const v = b[j] as number;
          if (v > (badMax[j] as number)) badMax[j] = v;
        }
      }
      const k = Math.min(maxTargets, reds.length);
      t0.fill(-Infinity);
      t1.fill(-Infinity);
      t2.fill(-Infinity);
      for (let r = 0; r < reds.length; r += 1) {
        const rowR = (reds[r] as { row: Float32Array }).row;
        for (let j = 0; j < size; j += 1) {
          const v = rowR[j] as number;
          // Insert into the sorted top 3; strict '>' keeps the lower board index first on ties.
          if (v > (t2[j] as number)) {
            if (v > (t1[j] as number)) {
              t2[j] = t1[j] as number;
              a2[j] = a1[j] as number;
              if (v > (t0[j] as number)) {
                t1[j] = t0[j] as number;
                a1[j] = a0[j] as number;
                t0[j] = v;
                a0[j] = r;
              } else {
                t1[j] = v;
                a1[j] = r;
              }
            } else {
              t2[j] = v;
              a2[j] = r;
            }
          }
        }
      }
      const bests: (Best | null)[] = [];
      for (let n = 0; n < maxTargets; n += 1) bests.push(null);
      let fallback: Best | null = null;
      for (let j = 0; j < size; j += 1) {
        if (excluded[j] === 1 || k === 0) continue;
        if (fallback === null || (t0[j] as number) > fallback.sim) fallback = { sim: t0[j] as number, candidate: j, combo: [a0[j] as number] };
        const bad = badMax[j] as number;
        for (let n = 0; n < k; n += 1) {
          const worst = (topSim[n] as Float32Array)[j] as number;
          // The original's "worst distance < distance to the closest bad card".
          if (!(worst > bad)) break;
          const current = bests[n];
          if (current !== undefined && current !== null && worst < current.sim) continue;
          const combo: number[] = [];
          for (let m = 0; m <= n; m += 1) combo.push((topAt[m] as Int8Array)[j] as number);
          combo.sort((x, y) => x - y);
          if (current !== undefined && current !== null && worst === current.sim && !comboBefore(combo, current.combo)) continue;
          bests[n] = { sim: worst, candidate: j, combo };
        }
      }
      let chosen = bests[0] ?? null;
      let number = 1;
      for (let n = 0; n < maxTargets; n += 1) {
        const b = bests[n];
        if (b !== undefined && b !== null && 1 - b.sim < threshold) {
          chosen = b;
          number = n + 1;
        }
      }
      chosen ??= fallback;
      if (chosen === null) {
        throw new CodenamesError('agent/no-legal-clue', `reference spymaster: no candidate clue is left for this board (model '${model.name}' lacks every visible own card or every candidate clashes with the board).`);
      }
      return {
        word: words[chosen.candidate] as string,
        number,
        targets: chosen.combo.map((r) => (reds[r] as { word: string }).word),
      };
    },
  };
}
