/**
 * Property test: 10,000 seeded random games across every variant, mixing legal moves with junk. Whatever
 * happens: only CodenamesErrors are thrown and a refused action changes nothing; counts and turn order stay
 * consistent; every game ends; the record replays to a deep-equal state; the state survives JSON.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  applyAction, validateAction, coverCandidates, createGame, createRng, isCodenamesError, maxClueNumber, nextInt, replay, toRecord, VARIANT_NAMES, VARIANTS,
} from '../../src/index.js';
import type { Action, GameState, RngState, Team } from '../../src/index.js';

const GAMES = 10_000;
const MAX_ACTIONS = 400;

/** A tiny mutable wrapper over the engine's pure PRNG, for the test's own choices. */
class Dice {
  private state: RngState;
  constructor(seed: number) {
    this.state = createRng(seed);
  }
  int(n: number): number {
    const [x, next] = nextInt(this.state, n);
    this.state = next;
    return x;
  }
  chance(p: number): boolean {
    return this.int(1000) < p * 1000;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

const other = (t: Team): Team => (t === 'red' ? 'blue' : 'red');

/** `skill`: the chance that a guess goes to one of the guessing team's own agents (else a random card). */
function legalAction(s: GameState, d: Dice, skill: number): Action {
  const team = s.phase === 'cover' ? (s.coverBy as Team) : s.turn;
  if (s.phase === 'cover') return { type: 'cover', team, word: d.pick(coverCandidates(s)) };
  if (d.chance(0.02)) return { type: 'timeout', team, phase: s.phase === 'clue' ? 'clue' : 'guess' };
  if (s.phase === 'clue') {
    const n = d.int(maxClueNumber(s, team) + 2);
    const number = n > maxClueNumber(s, team) ? 'unlimited' : n;
    const illegal = d.chance(0.08);
    return {
      type: 'clue', team, word: 'CLUE', number,
      ...(illegal ? { verdict: { ok: false, code: 'clue/test', message: 'random' } } : {}),
      ...(d.chance(0.2) ? { elapsedMs: d.int(240_000) } : {}),
    };
  }
  if (s.guessesThisTurn > 0 && d.chance(0.25)) return { type: 'pass', team };
  const own = s.cards.filter((c) => !c.revealed && c.identity === team).map((c) => c.word);
  const hidden = own.length > 0 && d.chance(skill) ? own : s.cards.filter((c) => !c.revealed).map((c) => c.word);
  return { type: 'guess', team, word: d.pick(hidden), ...(d.chance(0.2) ? { elapsedMs: d.int(200_000) } : {}) };
}

function junkAction(s: GameState, d: Dice): Action {
  const word = d.chance(0.3) ? 'NOT-ON-BOARD' : d.pick(s.cards).word;
  const team: Team = d.chance(0.5) ? 'red' : 'blue';
  const options: unknown[] = [
    { type: 'guess', team, word },
    { type: 'cover', team, word },
    { type: 'pass', team },
    { type: 'clue', team, word: 'X', number: d.pick([-1, 0, 3, 99, 'lots', 2.5]) },
    { type: 'timeout', team, phase: d.pick(['clue', 'guess', 'cover']) },
    { type: d.pick(['shout', undefined]), team },
    null,
  ];
  return d.pick(options) as Action;
}

function freezeState(s: GameState): void {
  for (const part of [s.cards, ...s.cards, s.clues, ...s.clues, s.log, s.timeBreaches, s.config, s.rng, s]) Object.freeze(part);
}

function checkInvariants(s: GameState, key: readonly string[]): void {
  const spec = VARIANTS[s.variant];
  const fail = (what: string): never => {
    throw new Error(`invariant broken (${s.variant}, seed ${s.seed}, after ${s.log.length} actions): ${what}`);
  };
  if (s.cards.some((c, i) => c.identity !== key[i])) fail('the key changed');
  const reveals = s.log.filter((a) => a.type === 'guess' || a.type === 'cover').length;
  if (s.cards.filter((c) => c.revealed).length !== reveals) fail('revealed cards != guesses + covers');
  const guesses = s.log.filter((a) => a.type === 'guess').length;
  if (s.clues.reduce((n, c) => n + c.guesses.length, 0) !== guesses) fail('clue guesses != guess actions');
  if ((s.phase === 'over') !== (s.result !== null)) fail('phase over <=> result');
  if ((s.phase === 'cover') !== (s.coverBy !== null)) fail('phase cover <=> coverBy');
  if (s.turnNumber < 1 || s.turnNumber > s.config.turnCap) fail(`turn number ${s.turnNumber} outside 1..${s.config.turnCap}`);
  if (s.maxGuesses !== null && s.guessesThisTurn > s.maxGuesses) fail('more guesses than allowed');
  if (spec.players === 'two-teams') {
    const expected = s.turnNumber % 2 === 1 ? s.startingTeam : other(s.startingTeam);
    if (s.turn !== expected) fail(`turn ${s.turn} at turn number ${s.turnNumber}`);
    if (s.coverBy !== null && s.coverBy !== s.turn) fail('penalty cover by the wrong team');
  } else {
    if (s.turn !== s.startingTeam) fail('a single-team/coop turn changed team');
    if (spec.players === 'single-team' && s.coverBy !== null) fail('a cover phase in single-team');
    if (spec.players === 'coop' && s.coverBy !== null && s.coverBy !== other(s.turn)) fail('coop cover by the playing team');
  }
  const r = s.result;
  if (r !== null) {
    if (r.turns !== s.turnNumber) fail('result turns != turn number');
    if (!Number.isInteger(r.score)) fail('score is not an integer');
    if (spec.scoring === 'turns' && r.score !== (r.winner === null ? 25 : r.turns)) fail('single-team score');
    if (spec.scoring === 'coop' && (r.winner === null ? r.score !== 0 : r.score < 0 || r.score > 8)) fail('coop score');
    if (r.winner !== null && r.reason === 'all-agents' && s.cards.some((c) => c.identity === r.winner && !c.revealed)) fail('winner has hidden agents');
  }
}

describe(`invariants over ${GAMES.toLocaleString('en')} seeded random games`, () => {
  it('only typed errors; consistent counts and turn order; every game ends; replay and JSON equal', () => {
    const d = new Dice(20_261_201);
    let typedErrors = 0;
    const endings = new Map<string, number>();
    for (let g = 0; g < GAMES; g++) {
      const variant = d.pick(VARIANT_NAMES);
      let s = createGame({ variant, seed: g, ...(d.chance(0.2) ? { turnCap: 1 + d.int(12) } : {}) });
      const key = s.cards.map((c) => c.identity);
      // Half the games have a strong guesser, so wins of every variant (coop included) occur often.
      const skill = d.chance(0.5) ? 0.9 : 0;
      let steps = 0;
      while (s.phase !== 'over') {
        if (++steps > MAX_ACTIONS) throw new Error(`game ${g} (${variant}) did not end within ${MAX_ACTIONS} actions`);
        const action = d.chance(0.15) ? junkAction(s, d) : legalAction(s, d, skill);
        // Every 20th game runs on frozen states: any mutation by the engine would throw a TypeError.
        if (g % 20 === 0) freezeState(s);
        const verdict = g % 4 === 0 ? validateAction(s, action) : null;
        try {
          s = applyAction(s, action);
          if (verdict !== null && !verdict.ok) throw new Error(`validateAction refused what applyAction accepted: ${verdict.error.message}`);
        } catch (e) {
          if (!isCodenamesError(e)) throw e;
          typedErrors++;
          if (verdict !== null && (verdict.ok || verdict.error.code !== e.code)) throw new Error(`validateAction and applyAction disagree on ${JSON.stringify(action)}`);
        }
        checkInvariants(s, key);
      }
      // Same construction order gives the same key order, so equal JSON text means deep-equal plain data;
      // on a mismatch, toEqual shows the difference.
      const text = JSON.stringify(s);
      const back = replay(toRecord(s));
      if (JSON.stringify(back) !== text) expect(back).toEqual(s);
      // JSON round trip, compared structurally (a lost undefined, NaN or Infinity would show) on every 10th game.
      if (g % 10 === 0 && !isDeepStrictEqual(JSON.parse(text), s)) expect(JSON.parse(text)).toEqual(s);
      const k = `${VARIANTS[variant].players}:${s.result?.reason}`;
      endings.set(k, (endings.get(k) ?? 0) + 1);
    }
    // The random walk must have exercised refusals and every kind of ending of every kind of variant.
    expect(typedErrors).toBeGreaterThan(GAMES);
    for (const k of [
      'two-teams:all-agents', 'two-teams:assassin', 'two-teams:turn-cap', 'single-team:all-agents', 'single-team:assassin',
      'single-team:opponent-agents', 'single-team:turn-cap', 'coop:all-agents', 'coop:assassin', 'coop:opponent-agents', 'coop:turn-cap',
    ]) {
      expect(endings.get(k) ?? 0, k).toBeGreaterThan(0);
    }
  });
});
