/**
 * Test fixtures: boards whose words say their identity (RED1..RED9, BLUE1.., BYSTANDER1.., ASSASSIN), so a
 * test reads like the rule it checks. Built through the public createGame with an exact key.
 */
import { applyAction, createGame, VARIANTS } from '../../src/game/index.js';
import type { Action, GameState, Identity, Team, VariantName } from '../../src/game/index.js';
import { keyIdentities } from '../../src/game/variants.js';

/** The key of `variant` in a fixed order: starting team's agents, other team's, bystanders, assassin. */
export function keyFor(variant: VariantName, startingTeam: Team): Identity[] {
  return keyIdentities(VARIANTS[variant], startingTeam);
}

/** A game of `variant` with readable words; `opts` pass through to createGame. */
export function labelledGame(variant: VariantName, startingTeam: Team = 'red', opts: { turnCap?: number; penalty?: boolean } = {}): GameState {
  const key: Identity[] = keyFor(variant, startingTeam);
  const seen: Record<string, number> = {};
  const words = key.map((id) => {
    seen[id] = (seen[id] ?? 0) + 1;
    return id === 'assassin' ? 'ASSASSIN' : `${id.toUpperCase()}${seen[id]}`;
  });
  return createGame({ variant, seed: 1, words, key, startingTeam, ...opts });
}

/** Applies actions in order. */
export function play(state: GameState, ...actions: Action[]): GameState {
  return actions.reduce((s, a) => applyAction(s, a), state);
}

/** A clue action. */
export const clue = (team: Team, number: number | 'unlimited', word = 'CLUE'): Action => ({ type: 'clue', team, word, number });
/** A guess action. */
export const guess = (team: Team, word: string): Action => ({ type: 'guess', team, word });
/** A pass action. */
export const pass = (team: Team): Action => ({ type: 'pass', team });
/** A cover action. */
export const cover = (team: Team, word: string): Action => ({ type: 'cover', team, word });

/** Deep-freezes a value so any mutation by the engine throws in strict mode. */
export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}
