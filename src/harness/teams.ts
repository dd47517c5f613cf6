/**
 * Fixed teams: a tournament of whole teams (one spymaster with one guesser each) instead of every spymaster x
 * guesser pairing. In two-team variants each team meets every other team as red and as blue, so "our agents
 * against the 2019 agents on both sides" is two matches, not the 16 of the cross product of their names.
 */
import { CodenamesError } from '../errors.js';
import type { VariantName } from '../game/types.js';
import { isTwoTeam } from '../play/index.js';
import type { Seat } from './types.js';

/** One team by agent names (registry names, custom or described agents). */
export interface TeamSpec {
  readonly spymaster: string;
  readonly guesser: string;
}

/** A team's name in results and messages: 'NAME' when one agent plays both roles, else 'SPYMASTER+GUESSER'. */
export function teamName(t: TeamSpec): string {
  return t.spymaster === t.guesser ? t.spymaster : `${t.spymaster}+${t.guesser}`;
}

/**
 * Parses a comma-separated team list: `NAME` (the agent's spymaster with its own guesser) or
 * `SPYMASTER+GUESSER`.
 *
 * @example
 * parseTeams('default,reference-0.7+reference'); // [{ spymaster: 'default', guesser: 'default' }, { spymaster: 'reference-0.7', guesser: 'reference' }]
 */
export function parseTeams(text: string): TeamSpec[] {
  const items = text.split(',').map((s) => s.trim());
  return items.map((item) => {
    const parts = item.split('+').map((s) => s.trim());
    if (item === '' || parts.length > 2 || parts.some((p) => p === '')) {
      throw new CodenamesError('harness/bad-option', `bad team '${item}' in '${text}': give NAME (an agent playing both roles) or SPYMASTER+GUESSER, separated by commas, e.g. default,reference-0.7+reference.`, { teams: text });
    }
    const [spymaster, guesser] = parts as [string, string | undefined];
    return { spymaster, guesser: guesser ?? spymaster };
  });
}

/**
 * The name lists and seats of a team tournament: each name once, in order of first appearance, and each
 * team as a seat into them. Refuses an empty list, a team given twice, and a two-team variant with a single
 * team (it would have no opponent).
 *
 * @example
 * teamSeats([{ spymaster: 'default', guesser: 'default' }, { spymaster: 'reference-0.7', guesser: 'reference' }], 'standard');
 * // { spymasters: ['default', 'reference-0.7'], guessers: ['default', 'reference'], seats: [{ spymaster: 0, guesser: 0 }, { spymaster: 1, guesser: 1 }] }
 */
export function teamSeats(teams: readonly TeamSpec[], variant: VariantName): { spymasters: string[]; guessers: string[]; seats: Seat[] } {
  if (teams.length === 0) throw new CodenamesError('harness/bad-option', 'teams: give at least one team (SPYMASTER+GUESSER, or NAME for an agent playing both roles).');
  const spymasters: string[] = [];
  const guessers: string[] = [];
  const seats: Seat[] = [];
  const seen = new Set<string>();
  const indexIn = (list: string[], name: string): number => {
    const i = list.indexOf(name);
    if (i >= 0) return i;
    list.push(name);
    return list.length - 1;
  };
  for (const t of teams) {
    const key = `${t.spymaster}\n${t.guesser}`;
    if (seen.has(key)) throw new CodenamesError('harness/bad-option', `team '${teamName(t)}' is given twice; give each team once (a team never plays itself).`, { team: teamName(t) });
    seen.add(key);
    seats.push({ spymaster: indexIn(spymasters, t.spymaster), guesser: indexIn(guessers, t.guesser) });
  }
  if (isTwoTeam(variant) && seats.length < 2) {
    throw new CodenamesError('harness/bad-option', `a '${variant}' tournament of teams needs at least two teams (each plays the others as red and as blue); got only '${teamName(teams[0] as TeamSpec)}'.`, { variant });
  }
  return { spymasters, guessers, seats };
}
