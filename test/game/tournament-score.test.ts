import { describe, expect, it } from 'vitest';
import { applyAction, gameResult, GUESS_PHASE_MS } from '../../src/index.js';
import type { Action, GameState } from '../../src/index.js';
import { clue, guess, labelledGame, play } from './helpers.js';

/** Red finds all 9 agents in one turn after `before` has been applied. */
function redSweeps(s: GameState): GameState {
  let t = play(s, clue('red', 0));
  for (let i = 1; i <= 9; i++) t = play(t, guess('red', `RED${i}`));
  return t;
}

describe('tournament result (004): winner plus word difference', () => {
  it('"the difference is the number of words left on the board after the winner has guessed all of theirs"', () => {
    expect(gameResult(redSweeps(labelledGame('standard')))).toMatchObject({ winner: 'red', score: 8 });
    const s = play(labelledGame('standard'), clue('red', 1), guess('red', 'BYSTANDER1'), clue('blue', 1), guess('blue', 'BLUE1'), guess('blue', 'BLUE2'));
    expect(gameResult(redSweeps(s))).toMatchObject({ winner: 'red', score: 6 });
  });

  it('"if the black word is named, the result is plus 5 words to the winning team"', () => {
    const s = play(labelledGame('standard'), clue('red', 1), guess('red', 'ASSASSIN'));
    expect(gameResult(s)).toMatchObject({ winner: 'blue', reason: 'assassin', score: 5 });
  });

  it('time control: 3 min for the first clue, 2 min later, 2 min guessing; a warning, then -1 word per breach', () => {
    const slowClue = (team: 'red' | 'blue', ms: number): Action => ({ type: 'clue', team, word: 'CLUE', number: 1, elapsedMs: ms });
    // 170 s for red's first clue is within 3 minutes; 130 s for red's second clue is a breach.
    let s = play(labelledGame('standard'), slowClue('red', 170_000), guess('red', 'BYSTANDER1'));
    expect(s.timeBreaches).toEqual({ red: 0, blue: 0 });
    s = play(s, clue('blue', 1), guess('blue', 'BYSTANDER2'), slowClue('red', 130_000), guess('red', 'BYSTANDER3'));
    expect(s.timeBreaches).toEqual({ red: 1, blue: 0 });
    // A slow guessing phase: counted once however many guesses run over.
    s = play(s, clue('blue', 2), { type: 'guess', team: 'blue', word: 'BLUE1', elapsedMs: GUESS_PHASE_MS + 1 }, { type: 'guess', team: 'blue', word: 'BLUE2', elapsedMs: GUESS_PHASE_MS + 9 }, guess('blue', 'BYSTANDER4'));
    expect(s.timeBreaches).toEqual({ red: 1, blue: 1 });
    // Explicit timeouts from a harness that watches the clock: red's second and third breaches.
    s = applyAction(s, { type: 'timeout', team: 'red', phase: 'clue' });
    s = play(s, clue('red', 1), guess('red', 'BYSTANDER5'), clue('blue', 1), guess('blue', 'BYSTANDER6'));
    s = applyAction(s, { type: 'timeout', team: 'red', phase: 'clue' });
    s = applyAction(s, { type: 'timeout', team: 'red', phase: 'clue' }); // same phase: not counted twice
    expect(s.timeBreaches).toEqual({ red: 3, blue: 1 });
    // Red wins: blue has 6 left; red loses 2 words (breaches 2 and 3), blue's single breach was a warning.
    expect(gameResult(redSweeps(s))).toMatchObject({ winner: 'red', reason: 'all-agents', score: 6 - 2 });
  });
});
