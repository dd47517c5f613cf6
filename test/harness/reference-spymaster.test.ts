/**
 * The 2019 reference spymaster against a literal transcription of the original's search (nested loops over
 * target combinations in board order and candidates in list order, strict improvement, largest number under
 * the threshold). The production code reorganises the search for speed; it must pick the same clue.
 */
import { describe, expect, it } from 'vitest';
import { createConflictIndex, createReferenceSpymaster, nounLemmaForms } from '../../src/agents/reference-2019/index.js';
import type { EmbeddingModel } from '../../src/embeddings/types.js';
import { applyAction, createGame, spymasterView } from '../../src/game/index.js';
import type { GameState, SpymasterView } from '../../src/game/types.js';
import { createFakeModel } from './fake-model.js';

function combinations<T>(items: readonly T[], n: number): T[][] {
  if (n === 0) return [[]];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of combinations(items.slice(i + 1), n - 1)) out.push([x, ...rest]);
  });
  return out;
}

/** The original algorithm, loop for loop (distances are 1 - similarity). */
function oracle(model: EmbeddingModel, view: SpymasterView, threshold: number): { word: string; number: number } {
  const candidates = Array.from(model.clueIndices, (i) => model.vocabulary[i] as string);
  const conflicts = createConflictIndex(candidates);
  const excluded = new Set<number>();
  const reds: string[] = [];
  const bads: string[] = [];
  view.cards.forEach((c, i) => {
    if (c.revealed) return;
    for (const p of conflicts.conflicts(c.word)) excluded.add(p);
    (view.key[i] === view.team ? reds : bads).push(c.word);
  });
  const rowOf = (w: string) => model.similarityMatrix([model.vector(w.toLowerCase()) as Float32Array]);
  const rows = new Map([...reds, ...bads].map((w) => [w, rowOf(w)]));
  const dist = (w: string, j: number) => 1 - ((rows.get(w) as Float32Array)[j] as number);
  const bests: { word: string; dist: number }[] = [];
  for (let n = 1; n <= 3; n += 1) {
    let bestPerDist = Infinity;
    let bestWord = '';
    for (const combo of combinations(reds, n)) {
      let bestDist = Infinity;
      candidates.forEach((word, j) => {
        if (excluded.has(j)) return;
        let badDist = Infinity;
        for (const b of bads) badDist = Math.min(badDist, dist(b, j));
        let worstRed = 0;
        for (const r of combo) if (dist(r, j) > worstRed) worstRed = dist(r, j);
        if (worstRed < bestDist && worstRed < badDist) {
          bestDist = worstRed;
          if (bestDist < bestPerDist) {
            bestPerDist = bestDist;
            bestWord = word;
          }
        }
      });
    }
    bests.push({ word: bestWord, dist: bestPerDist });
  }
  let chosen = bests[0] as { word: string; dist: number };
  let number = 1;
  bests.forEach((b, i) => {
    if (b.word !== '' && b.dist < threshold) {
      chosen = b;
      number = i + 1;
    }
  });
  return { word: chosen.word, number };
}

/** Plays a few random correct guesses so later positions (revealed cards) are covered too. */
function advance(state: GameState, steps: number): GameState {
  let s = state;
  for (let i = 0; i < steps && s.phase !== 'over'; i += 1) {
    const own = s.cards.find((c) => !c.revealed && c.identity === s.turn);
    const other = s.cards.find((c) => !c.revealed && c.identity === 'bystander');
    if (own === undefined) break;
    s = applyAction(s, { type: 'clue', team: s.turn, word: `zzclue${i}`, number: 1 });
    s = applyAction(s, { type: 'guess', team: s.turn, word: (i % 3 === 2 && other !== undefined ? other : own).word });
    if (s.phase === 'guess') s = applyAction(s, { type: 'pass', team: s.turn });
  }
  return s;
}

describe('reference spymaster (2019 competition)', () => {
  const model = createFakeModel();

  it.each([0.3, 0.5, 0.7])('picks the same clue and number as the original search at threshold %s', (threshold) => {
    const sm = createReferenceSpymaster(model, { threshold });
    for (let seed = 0; seed < 8; seed += 1) {
      const state = advance(createGame({ variant: seed % 2 === 0 ? 'single-team-2019' : 'single-team', seed }), seed % 4);
      const view = spymasterView(state, state.turn);
      const got = sm.giveClue(view);
      expect({ word: got.word, number: got.number }).toEqual(oracle(model, view, threshold));
      expect(got.targets).toHaveLength(Number(got.number));
    }
  });

  it('gives more words per clue with a looser threshold', () => {
    const numbers = [0.3, 0.7].map((threshold) => {
      const sm = createReferenceSpymaster(model, { threshold });
      let sum = 0;
      for (let seed = 0; seed < 20; seed += 1) {
        const s = createGame({ variant: 'single-team-2019', seed });
        sum += Number(sm.giveClue(spymasterView(s, s.turn)).number);
      }
      return sum;
    });
    expect(numbers[1]).toBeGreaterThan(numbers[0] as number);
  });

  it('draws only from a supplied candidate list, skipping words the model lacks', () => {
    const list = ['not-a-word', ...Array.from(model.clueIndices.slice(0, 50), (i) => model.vocabulary[i] as string)];
    const sm = createReferenceSpymaster(model, { candidates: list });
    const s = createGame({ variant: 'single-team-2019', seed: 3 });
    expect(list).toContain(sm.giveClue(spymasterView(s, s.turn)).word);
    expect(() => createReferenceSpymaster(model, { candidates: ['nope', 'nada'] })).toThrow(/none of the 2 candidate words/);
  });

  it('never gives a clue that contains, is contained in or lemmatises to a visible card (arr_not_in_word)', () => {
    const idx = createConflictIndex(['hospitals', 'men', 'spital', 'cat', 'mice', 'boxes']);
    expect(Array.from(idx.conflicts('HOSPITAL'))).toEqual([0, 2]);
    expect(Array.from(idx.conflicts('man'))).toEqual([1]);
    expect(Array.from(idx.conflicts('mouse'))).toEqual([4]);
    expect(Array.from(idx.conflicts('box'))).toEqual([5]);
    expect(nounLemmaForms('churches')).toContain('church');
  });

  it('rejects a threshold outside (0, 2]', () => {
    expect(() => createReferenceSpymaster(model, { threshold: 0 })).toThrow(/threshold/);
  });
});
