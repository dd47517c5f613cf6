/**
 * The spymaster on a hand-made model: it picks the clue with the best margin, never a board word or a
 * repeated clue, respects the assassin, and falls back to the least risky clue for 1 when nothing is safe.
 */
import { describe, expect, it } from 'vitest';
import { createSpymaster } from '../../src/agents/spymaster.js';
import { isCodenamesError } from '../../src/errors.js';
import { tinyModel } from './tiny-model.js';
import { spyView } from './views.js';

const BOARD = ['WHALE', 'FISH', 'SHARK', 'BANK', 'TREE', 'ROSE', 'COIN'] as const;
const KEY = ['red', 'red', 'assassin', 'blue', 'bystander', 'bystander', 'blue'] as const;

describe('createSpymaster', () => {
  it('clues WHALE and FISH with PET (away from the assassin SHARK), not SEA (closest to SHARK)', () => {
    const d = createSpymaster(tinyModel(), { risk: 'balanced' }).giveClue(spyView(BOARD, KEY));
    expect(d.word).toBe('pet');
    expect(d.number).toBe(2);
    expect([...d.targets].sort()).toEqual(['FISH', 'WHALE']);
    const e = d.explanation!;
    expect(e.margin).toBeGreaterThan(0);
    expect(e.dangers.find((x) => x.identity === 'assassin')?.word).toBe('SHARK');
    // The weakest target is more similar to the clue than the assassin is.
    expect(Math.min(...e.targets.map((t) => t.similarity))).toBeGreaterThan(e.dangers.find((x) => x.identity === 'assassin')!.similarity);
    expect(e.summary).toContain('pet');
  });

  it('never repeats a clue already given in the game', () => {
    const said = [{ team: 'red' as const, word: 'pet', number: 2, turn: 1, legal: true, guesses: [] }];
    const d = createSpymaster(tinyModel()).giveClue(spyView(BOARD, KEY, 'red', [], said));
    expect(d.word).not.toBe('pet');
  });

  it('never gives a visible board word, but may once the card is covered', () => {
    const model = tinyModel(['pet']);
    const words = ['FISH', 'MEAL', 'SHARK', 'BANK', 'TREE'];
    const key = ['red', 'blue', 'assassin', 'blue', 'bystander'] as const;
    for (const risk of ['cautious', 'bold'] as const) {
      const d = createSpymaster(model, { risk }).giveClue(spyView(words, key));
      expect(d.word).not.toBe('meal');
      expect(d.word).not.toBe('fish');
    }
  });

  it('with no safe clue still answers: the least risky clue, for 1', () => {
    // Only SEA and BITE point at the sea animals, and both sit closer to the assassin SHARK than to FISH.
    const model = tinyModel(['pet', 'meal', 'thing', 'whale']);
    const d = createSpymaster(model, { risk: 'cautious' }).giveClue(spyView(['FISH', 'SHARK', 'BANK', 'TREE'], ['red', 'assassin', 'blue', 'bystander']));
    expect(d.number).toBe(1);
    expect(d.explanation!.summary).toMatch(/No clue was safe/);
    expect(Number.isFinite(d.explanation!.margin)).toBe(true);
  });

  it('bolder play never gives fewer words than cautious play on the same board', () => {
    const view = spyView(BOARD, KEY);
    const cautious = createSpymaster(tinyModel(), { risk: 'cautious' }).giveClue(view);
    const bold = createSpymaster(tinyModel(), { risk: 'bold' }).giveClue(view);
    expect(Number(bold.number)).toBeGreaterThanOrEqual(Number(cautious.number));
  });

  it('treats a card the model does not know as unknown: a clue is still given, nothing is NaN', () => {
    const d = createSpymaster(tinyModel()).giveClue(spyView([...BOARD, 'ZORBLAX'], [...KEY, 'red']));
    expect(d.targets).not.toContain('ZORBLAX');
    for (const t of d.explanation!.targets) expect(Number.isFinite(t.similarity)).toBe(true);
    for (const x of d.explanation!.dangers) expect(Number.isFinite(x.similarity)).toBe(true);
  });

  it('refuses inconsistent views with agent/bad-view', () => {
    const sm = createSpymaster(tinyModel());
    const cases = [
      spyView(BOARD, KEY.slice(0, 5)),
      spyView(['WHALE', 'WHALE', 'BANK'], ['red', 'red', 'blue']),
      spyView(['WHALE', 'BANK'], ['blue', 'blue']),
    ];
    for (const v of cases) {
      expect(() => sm.giveClue(v)).toThrow(expect.objectContaining({ code: 'agent/bad-view' }));
    }
    try {
      createSpymaster(tinyModel(), { risk: 2 });
      expect.unreachable();
    } catch (e) {
      expect(isCodenamesError(e, 'agent/bad-option')).toBe(true);
    }
  });
});

describe('end game: unlimited (RULES.md section 1, 000/004)', () => {
  it('says unlimited when the clue plus the leftovers of an earlier clue are all our remaining agents, and the guesser collects them', async () => {
    const { createGuesser } = await import('../../src/agents/guesser.js');
    const words = ['TREE', 'ROSE', 'BANK', 'COIN', 'SHARK', 'WHALE', 'FISH'];
    const key = ['red', 'red', 'red', 'red', 'assassin', 'blue', 'bystander'] as const;
    // GARDEN 2 was given before and its guess went wrong (WHALE), so TREE and ROSE are still pending.
    const earlier = [{ team: 'red' as const, word: 'garden', number: 2, turn: 1, legal: true, guesses: ['WHALE'] }];
    const d = createSpymaster(tinyModel()).giveClue(spyView(words, key, 'red', ['WHALE'], earlier));
    expect(d.word).toBe('cash');
    expect(d.number).toBe('unlimited');
    expect([...d.targets].sort()).toEqual(['BANK', 'COIN', 'ROSE', 'TREE']);
    const current = { team: 'red' as const, word: d.word, number: d.number, turn: 2, legal: true, guesses: [] };
    const g = createGuesser(tinyModel()).guess({
      variant: 'single-team', lang: 'xx', team: 'red', phase: 'guess', turnNumber: 2, currentClue: current, guessesLeft: null,
      clues: [...earlier, current], cards: words.map((w) => (w === 'WHALE' ? { word: w, revealed: true, identity: 'blue' as const } : { word: w, revealed: false })),
    });
    expect(g.take).toBe(4);
    expect(g.ranked.slice(0, 2).map((r) => r.word).sort()).toEqual(['BANK', 'COIN']);
    expect(g.ranked.slice(2, 4).map((r) => r.word).sort()).toEqual(['ROSE', 'TREE']);
  });
});
