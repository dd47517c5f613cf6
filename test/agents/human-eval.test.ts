/**
 * The human-data evaluation on a small file written by the test (the real data stays outside the repo):
 * exact hit counts for a guesser whose choices are known, Wilson intervals, runs and bad lines.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateGuesserOnHuman, humanTurnView, type HumanTurn } from '../../src/agents/human-eval.js';
import { wilson } from '../../src/stats.js';
import type { Guesser } from '../../src/agents/types.js';
import { tinyModel } from './tiny-model.js';

const turn = (over: Partial<HumanTurn>): HumanTurn => ({
  game: 1, turn: 1, board: ['whale', 'fish', 'shark', 'bank', 'tree', 'rose', 'coin'], clue: 'cash', targets: ['bank', 'coin'],
  assassins: ['shark'], bystanders: ['tree'], humanGuesses: ['bank'], ...over,
});

function file(turns: readonly HumanTurn[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'human-eval-'));
  const f = join(dir, 'turns.jsonl');
  writeFileSync(f, `${turns.map((t) => JSON.stringify(t)).join('\n')}\n`);
  return f;
}

describe('evaluateGuesserOnHuman', () => {
  it('counts first guesses in the targets and precision at n for a real guesser', async () => {
    const f = file([
      turn({}),
      turn({ turn: 2, clue: 'garden', targets: ['tree'], humanGuesses: ['rose'] }),
      turn({ turn: 3, clue: 'sea', targets: ['whale'], humanGuesses: [] }),
    ]);
    const r = await evaluateGuesserOnHuman(tinyModel(), f);
    expect(r.turns).toBe(3);
    // cash -> bank/coin (hit, 2 of 2); garden -> tree or rose (tree and rose tie closely); sea -> shark (the assassin).
    expect(r.precisionAtN.trials).toBe(4);
    expect(r.firstIsAssassin.successes).toBe(1);
    expect(r.humanFirstInTargets.successes).toBe(1);
    expect(r.firstInTargets.successes).toBeGreaterThanOrEqual(1);
    expect(r.firstInTargets.low).toBeLessThanOrEqual(r.firstInTargets.rate);
  });

  it('plays each turn out as the rules would: team cards found until a miss, turns ending on an assassin', async () => {
    // A guesser that always touches its listed picks in order.
    const picks: string[][] = [['bank', 'coin', 'whale'], ['tree', 'bank'], ['shark', 'coin']];
    let k = 0;
    const scripted: Guesser = {
      name: 'scripted',
      guess: (v) => {
        const p = picks[k++]!;
        return { ranked: [...p, ...v.cards.map((c) => c.word).filter((w) => !p.includes(w))].map((word) => ({ word, score: 0 })), take: p.length };
      },
    };
    const r = await evaluateGuesserOnHuman(scripted, file([
      turn({}), // bank, coin, whale: all the giver's team (whale is neither a bystander nor an assassin) -> 3
      turn({ turn: 2, humanGuesses: ['tree', 'bank'] }), // tree is a bystander: the turn ends at once -> 0
      turn({ turn: 3, humanGuesses: ['coin', 'shark'] }), // shark, the assassin, first -> 0 and an assassin
    ]));
    expect(r.teamCardsPerTurn.mean).toBeCloseTo(1);
    expect(r.teamCardsPerTurn.n).toBe(3);
    expect(r.turnEndsOnAssassin.successes).toBe(1);
    // Humans: bank (1); tree (0); coin then shark (1, then the assassin).
    expect(r.humanTeamCardsPerTurn.mean).toBeCloseTo(2 / 3);
    expect(r.humanTurnEndsOnAssassin.successes).toBe(1);
  });

  it('shows the guesser the run so far: earlier clues with the human guesses, same game and key', async () => {
    const seen: number[] = [];
    const spy: Guesser = { name: 'spy', guess: (v) => { seen.push(v.clues.length); return { ranked: v.cards.map((c) => ({ word: c.word, score: 0 })), take: 1 }; } };
    await evaluateGuesserOnHuman(spy, file([turn({}), turn({ turn: 2 }), turn({ turn: 3, assassins: ['tree'] })]));
    expect(seen).toEqual([1, 2, 1]);
    const v = humanTurnView(turn({}), [turn({ clue: 'garden' })]);
    expect(v.clues[0]).toMatchObject({ word: 'garden', guesses: ['bank'] });
    expect('key' in v).toBe(false);
  });

  it('scores only the turns `only` accepts, each still seeing the whole run before it', async () => {
    const seen: number[] = [];
    const spy: Guesser = { name: 'spy', guess: (v) => { seen.push(v.clues.length); return { ranked: v.cards.map((c) => ({ word: c.word, score: 0 })), take: 1 }; } };
    const f = file([turn({}), turn({ turn: 2 }), turn({ turn: 3 }), turn({ game: 2, turn: 1 })]);
    const r = await evaluateGuesserOnHuman(spy, f, { only: (t) => t.turn >= 2 });
    expect(seen).toEqual([2, 3]);
    expect(r.turns).toBe(2);
    expect(r.firstInTargets.trials).toBe(2);
    expect(r.turnEndsOnAssassin.trials).toBe(2);
  });

  it("turns over the earlier guesses' cards with the identities the giver's key gives them, as the human saw them", () => {
    // Turn 1: the human touched bank (team) then tree (a bystander: the turn ends there), so turn 2's board lacks both.
    const first = turn({ humanGuesses: ['bank', 'tree', 'coin'] });
    const second = turn({ turn: 2, board: ['whale', 'fish', 'shark', 'rose', 'coin'], bystanders: [] });
    const v = humanTurnView(second, [first]);
    expect(v.cards.filter((c) => c.revealed)).toEqual([
      { word: 'bank', revealed: true, identity: 'red' },
      { word: 'tree', revealed: true, identity: 'bystander' },
    ]);
    expect(v.cards.filter((c) => !c.revealed).map((c) => c.word)).toEqual(second.board);
  });

  it('reports unreadable or malformed files as cli/io errors naming the line', async () => {
    await expect(evaluateGuesserOnHuman(tinyModel(), '/nonexistent.jsonl')).rejects.toMatchObject({ code: 'cli/io' });
    const dir = mkdtempSync(join(tmpdir(), 'human-eval-'));
    writeFileSync(join(dir, 'bad.jsonl'), `${JSON.stringify(turn({}))}\n{"clue": 3}\n`);
    await expect(evaluateGuesserOnHuman(tinyModel(), join(dir, 'bad.jsonl'))).rejects.toMatchObject({ code: 'cli/io', message: expect.stringContaining(':2') });
  });
});

describe('wilson', () => {
  it('is symmetric at one half, shrinks with n, and is [0, 1] for no data', () => {
    const a = wilson(5, 10);
    expect(a.rate).toBe(0.5);
    expect(a.low + a.high).toBeCloseTo(1, 10);
    const b = wilson(500, 1000);
    expect(b.high - b.low).toBeLessThan(a.high - a.low);
    expect(wilson(0, 0)).toMatchObject({ low: 0, high: 1 });
    expect(wilson(0, 20).low).toBe(0);
    expect(wilson(0, 20).high).toBeGreaterThan(0);
  });
});
