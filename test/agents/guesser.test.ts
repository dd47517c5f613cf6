/**
 * The guesser on a hand-made model: ranking, the stop rule, the bonus guess on leftovers from an earlier
 * clue (RULES.md section 1: number + 1 guesses, 000/004), steering away from the other team's clue, the
 * 'unknown' treatment, and refusing a view with a key.
 */
import { describe, expect, it } from 'vitest';
import { createGuesser } from '../../src/agents/guesser.js';
import { effectiveRisk } from '../../src/agents/risk.js';
import { tinyModel } from './tiny-model.js';
import { guessView, spyView } from './views.js';

const BOARD = ['WHALE', 'FISH', 'SHARK', 'BANK', 'TREE', 'ROSE', 'COIN'];

describe('createGuesser', () => {
  it('ranks every open card, best first, and touches the number asked for', () => {
    const d = createGuesser(tinyModel()).guess(guessView(BOARD, 'cash', 2));
    expect(d.ranked).toHaveLength(BOARD.length);
    expect(new Set(d.ranked.map((r) => r.word))).toEqual(new Set(BOARD));
    expect(d.ranked.slice(0, 2).map((r) => r.word).sort()).toEqual(['BANK', 'COIN']);
    for (let i = 1; i < d.ranked.length; i++) expect(d.ranked[i - 1]!.score).toBeGreaterThanOrEqual(d.ranked[i]!.score);
    expect(d.take).toBe(2);
  });

  it('stops early when the next card is unrelated to the clue', () => {
    // GARDEN points at TREE and ROSE only (corrected scores ~0.8); asked for 4, the guesser stops before
    // COIN (~-0.1) when its threshold is 0, and would go on at a threshold below COIN's score.
    const d = createGuesser(tinyModel(), { stopThreshold: 0 }).guess(guessView(BOARD, 'garden', 4));
    const bolder = createGuesser(tinyModel(), { stopThreshold: -0.13 }).guess(guessView(BOARD, 'garden', 4));
    expect(bolder.take).toBe(3);
    expect(d.ranked.slice(0, 2).map((r) => r.word).sort()).toEqual(['ROSE', 'TREE']);
    expect(d.take).toBe(2);
  });

  it('plays bolder in two-team games, which are races (effectiveRisk)', () => {
    const solo = createGuesser(tinyModel()).guess(guessView(BOARD, 'garden', 5));
    const race = createGuesser(tinyModel()).guess({ ...guessView(BOARD, 'garden', 5), variant: 'standard' });
    expect(race.take).toBeGreaterThan(solo.take);
    const noBoost = createGuesser(tinyModel(), { raceBoost: 0 }).guess({ ...guessView(BOARD, 'garden', 5), variant: 'standard' });
    expect(noBoost.take).toBe(solo.take);
    expect(effectiveRisk(0.2, 'standard')).toBeCloseTo(0.7);
    expect(effectiveRisk(0.9, 'pictures')).toBe(1);
    expect(effectiveRisk(0.5, 'coop')).toBe(0.5);
  });

  it('uses the bonus guess on a card left over from its own earlier clue', () => {
    const earlier = [{ team: 'red' as const, word: 'garden', number: 2, turn: 1, legal: true, guesses: ['TREE'] }];
    const d = createGuesser(tinyModel()).guess(guessView(BOARD, 'cash', 2, { earlier, revealed: [['TREE', 'red']] }));
    expect(d.take).toBe(3);
    expect(d.ranked[2]!.word).toBe('ROSE');
    expect(d.explanation).toContain('left over');
  });

  it("steers away from a card the other team's unfinished clue points at", () => {
    const board = ['WHALE', 'FISH', 'BANK', 'TREE'];
    const plain = createGuesser(tinyModel()).guess(guessView(board, 'pet', 1));
    expect(plain.ranked[0]!.word).toBe('FISH');
    const theirs = [{ team: 'blue' as const, word: 'meal', number: 1, turn: 1, legal: true, guesses: [] }];
    const steered = createGuesser(tinyModel(), { opponentSteer: 2 }).guess(guessView(board, 'pet', 1, { earlier: theirs }));
    expect(steered.ranked[0]!.word).toBe('WHALE');
  });

  it('treats an unknown clue clearly: one guess, finite scores, an explanation that says why', () => {
    const d = createGuesser(tinyModel()).guess(guessView(BOARD, 'xylophone', 2));
    expect(d.take).toBe(1);
    for (const r of d.ranked) expect(Number.isFinite(r.score)).toBe(true);
    expect(d.explanation).toMatch(/not in the model/);
  });

  it('for an unreadable clue, touches the leftover of its own unfinished earlier clue', () => {
    const earlier = [{ team: 'red' as const, word: 'garden', number: 2, turn: 1, legal: true, guesses: ['TREE'] }];
    const d = createGuesser(tinyModel()).guess(guessView(BOARD, 'xylophone', 1, { earlier, revealed: [['TREE', 'red']] }));
    expect(d.take).toBe(1);
    expect(d.ranked[0]!.word).toBe('ROSE');
  });

  it('ranks a card the model does not know last', () => {
    const d = createGuesser(tinyModel()).guess(guessView([...BOARD, 'ZORBLAX'], 'pet', 1));
    expect(d.ranked.at(-1)!.word).toBe('ZORBLAX');
  });

  it('accepts only a guesser view: a view with a key is refused', () => {
    const g = createGuesser(tinyModel());
    const withKey = { ...guessView(BOARD, 'pet', 1), key: spyView(BOARD, BOARD.map(() => 'red' as const)).key };
    expect(() => g.guess(withKey)).toThrow(expect.objectContaining({ code: 'agent/bad-view' }));
    const noClue = { ...guessView(BOARD, 'pet', 1), currentClue: null };
    expect(() => g.guess(noClue)).toThrow(expect.objectContaining({ code: 'agent/bad-view' }));
  });
});
