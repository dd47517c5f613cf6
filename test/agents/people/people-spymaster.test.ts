/**
 * The spymaster for people (the default) on the real default mind: on seeded boards its first clues name at
 * most 3 cards, only familiar words, and every clue for 2 or 3 is one a person can read, checked here straight
 * on the raw models (GloVe alone, the WordNet mind alone), the link tables and the card norms, not through the
 * judges' code: either every target is ranked above every card that is not ours by at least two of the
 * independent readings, or people associate the clue with every target (norm strength >= 2), with no card
 * that is not ours as strongly and with the assassin not at all, or hearing the clue people think of every
 * target (the clue-word norms) and of no card that is not ours clearly, nor of the assassin. The machine spymaster (default-machine)
 * still gives its long clues on the same boards.
 */
import { describe, expect, it } from 'vitest';
import { builtinAgents, type AgentContext } from '../../../src/harness/registry.js';
import { loadDefaultModel } from '../../../src/embeddings/index.js';
import { createGame, deriveSeed, spymasterView } from '../../../src/game/index.js';
import { loadCardAssociations, loadCardNorms, loadCardRelations, loadClueNorms, loadWordNetMind } from '../../../src/agents/index.js';
import { familiarWords } from '../../../src/agents/people/index.js';
import type { EmbeddingModel } from '../../../src/embeddings/types.js';

const ctx: AgentContext = { model: () => loadDefaultModel() };
const spymasterOf = (name: string) => builtinAgents().find((a) => a.name === name)!.spymaster!(ctx);

/** True when `model` ranks every target above every card that is not ours (raw cosine; the clue's hub shifts all alike). */
function ranksAbove(model: EmbeddingModel, clue: string, targets: readonly string[], others: readonly string[]): boolean {
  const sim = (w: string): number => model.similarity(clue, w) ?? -1;
  const weakest = Math.min(...targets.map(sim));
  return others.every((o) => sim(o) < weakest);
}

describe('the spymaster for people', () => {
  it('gives first clues for at most 3 cards, in familiar words, each target clear in two readings', async () => {
    const people = await spymasterOf('default');
    const glove = await loadDefaultModel();
    const wordnet = loadWordNetMind();
    const rel = loadCardRelations();
    const assoc = loadCardAssociations();
    const norms = loadCardNorms();
    const forward = loadClueNorms();
    const linked = (card: string, clue: string) => rel.has(card, clue) || assoc.thesaurus.has(card, clue) || assoc.phrase.has(card, clue);
    const numbers: number[] = [];
    let multi = 0;
    for (let g = 0; g < 8; g++) {
      const state = createGame({ variant: g % 2 === 0 ? 'standard' : 'single-team', seed: deriveSeed(77, g) });
      const view = spymasterView(state, state.turn);
      const d = await people.giveClue(view);
      expect(typeof d.number).toBe('number');
      const n = d.number as number;
      numbers.push(n);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
      expect(familiarWords().has(d.word)).toBe(true);
      const ours = view.cards.filter((_, i) => view.key[i] === view.team).map((c) => c.word);
      const others = view.cards.filter((_, i) => view.key[i] !== view.team).map((c) => c.word);
      expect(d.targets.every((t) => ours.includes(t))).toBe(true);
      for (const t of d.targets) expect(d.explanation?.summary).toContain(t);
      if (n >= 2) {
        multi++;
        const assassin = view.cards.find((_, i) => view.key[i] === 'assassin')!.word;
        const byNorms = d.targets.every((t) => norms.strength(t, d.word) >= 2) && others.every((o) => norms.strength(o, d.word) < 2) && norms.strength(assassin, d.word) === 0;
        // hearing the clue, people think of every target (all but one clearly) and of no other card clearly, nor of the assassin
        const byForward = forward.covers(d.word) && d.targets.every((t) => forward.strength(t, d.word) >= 1) && d.targets.filter((t) => forward.strength(t, d.word) < 2).length <= 1
          && others.every((o) => forward.strength(o, d.word) < 2) && forward.strength(assassin, d.word) === 0;
        const agree = [ranksAbove(glove, d.word, d.targets, others), ranksAbove(wordnet, d.word, d.targets, others), d.targets.every((t) => linked(t, d.word)) && !others.some((o) => linked(o, d.word)), byNorms];
        expect(agree.filter(Boolean).length >= 2 || byNorms || byForward, `${d.word} ${n} for ${d.targets.join(', ')}`).toBe(true);
      }
    }
    expect(multi).toBeGreaterThan(0);
    expect(numbers.reduce((a, b) => a + b, 0) / numbers.length).toBeLessThanOrEqual(3);
  }, 60_000);

  it('leaves the long clues to default-machine', async () => {
    const machine = await spymasterOf('default-machine');
    const numbers: number[] = [];
    for (let g = 0; g < 4; g++) {
      const state = createGame({ variant: 'standard', seed: deriveSeed(77, 2 * g) });
      numbers.push(Number((await machine.giveClue(spymasterView(state, state.turn))).number));
    }
    expect(Math.max(...numbers)).toBeGreaterThan(3);
  }, 60_000);
});
