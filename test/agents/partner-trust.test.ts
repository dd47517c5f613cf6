/**
 * Partner trust: both agents read how our earlier clues of the game worked out (the guesses made for them
 * and the identities those guesses revealed, RULES.md section 1: a wrong guess ends the turn) and move their
 * risk: up after clues read as meant, down after misread ones, never thinning the assassin margin below the
 * chosen risk's.
 */
import { describe, expect, it } from 'vitest';
import { adaptRisk, partnerTrust, TRUST_FALL, TRUST_RISE, TRUST_STEP_DOWN, TRUST_STEP_UP } from '../../src/agents/partner-trust.js';
import { createGuesser, createSpymaster, loadWordNetMind } from '../../src/agents/index.js';
import { createGame, deriveSeed, spymasterView } from '../../src/game/index.js';
import type { ClueRecord, Identity, SpymasterView, Team } from '../../src/game/types.js';
import { tinyModel } from './tiny-model.js';
import { guessView } from './views.js';

const clue = (team: Team, word: string, number: ClueRecord['number'], guesses: string[], turn = 1): ClueRecord => ({ team, word, number, turn, legal: true, guesses });
const cards = (revealed: [string, Identity][], hidden: string[] = []) => [...revealed.map(([word, identity]) => ({ word, revealed: true, identity })), ...hidden.map((word) => ({ word, revealed: false }))];

describe('partnerTrust', () => {
  it('counts a clue as read when its first n guesses were all ours, misread when one was not', () => {
    const view = {
      team: 'red' as const,
      cards: cards([['A', 'red'], ['B', 'red'], ['C', 'bystander'], ['D', 'red'], ['E', 'blue']], ['F']),
      clues: [clue('red', 'x', 2, ['A', 'B']), clue('blue', 'y', 1, ['E']), clue('red', 'z', 2, ['D', 'C']), clue('red', 'w', 1, ['C'])],
      currentClue: null,
    };
    // x: read; y: the other team's; z: misread on its second guess; w: misread.
    expect(partnerTrust(view)).toEqual({ read: 1, misread: 2 });
  });

  it('ignores the clue being guessed, clues for 0 or unlimited, guesses that stopped short, and the bonus guess', () => {
    const current = clue('red', 'now', 2, ['A']);
    const view = {
      team: 'red' as const,
      cards: cards([['A', 'red'], ['B', 'red'], ['C', 'bystander'], ['D', 'red']]),
      // 'short' stopped after 1 of 2 (no evidence); 'bonus' hit its 1 and then missed on the extra guess (read).
      clues: [clue('red', 'zero', 0, ['C']), clue('red', 'all', 'unlimited', ['C']), clue('red', 'short', 2, ['B']), clue('red', 'bonus', 1, ['D', 'C']), current],
      currentClue: current,
    };
    expect(partnerTrust(view)).toEqual({ read: 1, misread: 0 });
  });

  it('leaves a clue unjudged when its guesses are no longer on the board (e.g. trimmed human boards)', () => {
    const view = { team: 'red' as const, cards: cards([], ['A', 'B']), clues: [clue('red', 'x', 1, ['GONE'])], currentClue: null };
    expect(partnerTrust(view)).toEqual({ read: 0, misread: 0 });
  });
});

describe('adaptRisk', () => {
  it('moves by the steps and stays within the bounds around the chosen risk and within 0..1', () => {
    expect(adaptRisk(0.5, { read: 0, misread: 0 })).toBe(0.5);
    expect(adaptRisk(0.2, { read: 1, misread: 0 })).toBeCloseTo(0.2 + TRUST_STEP_UP);
    expect(adaptRisk(0.5, { read: 0, misread: 1 })).toBeCloseTo(0.5 - Math.min(TRUST_STEP_DOWN, TRUST_FALL));
    expect(adaptRisk(0.2, { read: 10, misread: 0 })).toBeCloseTo(0.2 + TRUST_RISE);
    expect(adaptRisk(0.8, { read: 10, misread: 0 })).toBe(1);
    expect(adaptRisk(0.5, { read: 0, misread: 10 })).toBeCloseTo(0.5 - TRUST_FALL);
    expect(adaptRisk(0.1, { read: 0, misread: 10 })).toBe(0);
    // A miss costs more than a read earns.
    expect(adaptRisk(0.5, { read: 1, misread: 1 })).toBeLessThan(0.5);
  });
});

describe('the guesser adapts its stop rule to the record', () => {
  // 'cash' for 5 on the tiny model: BANK 0.86, COIN 0.79, then TREE -0.15, ROSE -0.21, SHARK -0.23, FISH -0.24.
  // OAK is a card the model does not know, revealed by an earlier clue 'acorn' for 1.
  const board = ['FISH', 'SHARK', 'BANK', 'TREE', 'ROSE', 'COIN', 'OAK'];
  const take = (oak: Identity, adaptive = true): number =>
    createGuesser(tinyModel(), { adaptive }).guess(guessView(board, 'cash', 5, { earlier: [clue('red', 'acorn', 1, ['OAK'])], revealed: [['OAK', oak]] })).take;

  it('goes further after a clue it read right, stops sooner after a misread one, and adaptive: false pins it', () => {
    const fixed = take('red', false);
    expect(take('bystander', false)).toBe(fixed);
    expect(take('red')).toBeGreaterThan(fixed);
    expect(take('bystander')).toBeLessThan(fixed);
  });
});

describe('the spymaster adapts in step with its guesser', () => {
  const wn = loadWordNetMind();
  /** A fresh single-team board where red's first two agents were found, by clues read right or not. */
  function viewAfter(seed: number, outcome: 'read' | 'misread'): SpymasterView {
    const v = spymasterView(createGame({ variant: 'single-team', seed }), 'red');
    const reds = v.cards.flatMap((c, i) => (v.key[i] === 'red' ? [c.word] : []));
    const bystander = v.cards.find((_, i) => v.key[i] === 'bystander')!.word;
    const found = outcome === 'read' ? reds.slice(0, 2) : [reds[0]!, bystander];
    const clues = outcome === 'read' ? [clue('red', 'first', 1, [found[0]!], 1), clue('red', 'second', 1, [found[1]!], 2)] : [clue('red', 'first', 2, found, 1)];
    return { ...v, clues, turnNumber: clues.length + 1, cards: v.cards.map((c, i) => (found.includes(c.word) ? { word: c.word, revealed: true, identity: v.key[i]! } : c)) };
  }
  // One spymaster per setting: each caches the board's similarity rows, shared by both outcomes.
  const spymasters = { true: createSpymaster(wn, { risk: 'balanced' }), false: createSpymaster(wn, { risk: 'balanced', adaptive: false }) };
  const total = (outcome: 'read' | 'misread', adaptive: boolean): number => {
    const sm = spymasters[`${adaptive}`];
    let n = 0;
    for (let g = 0; g < 12; g++) {
      const d = sm.giveClue(viewAfter(deriveSeed(7, g), outcome));
      n += d.number === 'unlimited' ? 9 : d.number;
    }
    return n;
  };

  it('clues for more words after read clues and for fewer after a misread one, on the same boards', () => {
    expect(total('read', true)).toBeGreaterThan(total('read', false));
    expect(total('misread', true)).toBeLessThan(total('misread', false));
  });
});
