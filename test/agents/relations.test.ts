/**
 * WordNet's direct card relations and the relation bonus: the guesser and the spymaster apply the same
 * bonus, so the spymaster still predicts the guesser's ranking exactly.
 */
import { describe, expect, it } from 'vitest';
import { createGuesser } from '../../src/agents/guesser.js';
import { createSpymaster } from '../../src/agents/spymaster.js';
import { loadCardRelations, relationBases, type CardRelations } from '../../src/agents/relations.js';
import { tinyModel } from './tiny-model.js';
import { guessView, spyView } from './views.js';

describe('loadCardRelations', () => {
  const rel = loadCardRelations();
  it('knows direct WordNet relations of the shipped card words, also for inflected clues', () => {
    expect(rel.has('SUB', 'sandwich')).toBe(true);
    expect(rel.has('sub', 'sandwiches')).toBe(true);
    expect(rel.has('SUB', 'piano')).toBe(false);
    expect(rel.has('NOT A CARD', 'sandwich')).toBe(false);
    expect(relationBases('sandwiches')).toContain('sandwich');
  });
});

/** A hand-made relation table: BANK is related to 'garden' (say, a river bank with flowers). */
const fake: CardRelations = {
  has: (card, clue) => card.toLowerCase() === 'bank' && relationBases(clue).includes('garden'),
  of: (card) => (card.toLowerCase() === 'bank' ? new Set(['garden']) : undefined),
};

describe('relation bonus', () => {
  const board = ['WHALE', 'FISH', 'BANK', 'TREE', 'ROSE'];
  it('lifts a related card in the guesser ranking', () => {
    const plain = createGuesser(tinyModel()).guess(guessView(board, 'garden', 1));
    const lifted = createGuesser(tinyModel(), { relationBonus: { kinds: [{ kind: 'fake', relations: fake, weight: 1.5 }] } }).guess(guessView(board, 'garden', 1));
    const rank = (d: typeof plain): number => d.ranked.findIndex((r) => r.word === 'BANK');
    expect(rank(lifted)).toBeLessThan(rank(plain));
    expect(lifted.ranked.find((r) => r.word === 'BANK')!.score - plain.ranked.find((r) => r.word === 'BANK')!.score).toBeCloseTo(1.5, 5);
  });

  it('is predicted by a spymaster with the same bonus: it then avoids GARDEN when BANK is the assassin', () => {
    const key = ['blue', 'blue', 'assassin', 'red', 'red'] as const;
    const plain = createSpymaster(tinyModel(), { risk: 'cautious' }).giveClue(spyView(board, key));
    expect(plain.word).toBe('garden');
    const aware = createSpymaster(tinyModel(), { risk: 'cautious', relationBonus: { kinds: [{ kind: 'fake', relations: fake, weight: 1.5 }] } }).giveClue(spyView(board, key));
    expect(aware.word).not.toBe('garden');
  });
});
