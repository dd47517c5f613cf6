/**
 * Tournaments of fixed teams: each team against every other as red and as blue (no mirror, no mixed
 * pairings), the same games the full pairing matrix plays for those seats, figures per team and matchup,
 * and bad team lists refused with a typed error.
 */
import { describe, expect, it } from 'vitest';
import { isCodenamesError } from '../../src/errors.js';
import { outcomeWithoutTimings, parseTeams, runTournament, summarize, formatTable, teamSeats } from '../../src/harness/index.js';
import { createFakeModel } from './fake-model.js';

const model = createFakeModel();
const base = { games: 6, seed: 3, referee: false, model, workers: 0 };
const A = { spymaster: 'reference-0.7', guesser: 'reference' };
const B = { spymaster: 'reference-0.3', guesser: 'random' };

describe('parseTeams and teamSeats', () => {
  it('reads NAME as the agent in both roles and SPYMASTER+GUESSER as a pair', () => {
    expect(parseTeams('default, reference-0.7+reference')).toEqual([{ spymaster: 'default', guesser: 'default' }, { spymaster: 'reference-0.7', guesser: 'reference' }]);
    expect(teamSeats([A, B, { spymaster: 'reference-0.7', guesser: 'random' }], 'standard')).toEqual({
      spymasters: ['reference-0.7', 'reference-0.3'], guessers: ['reference', 'random'],
      seats: [{ spymaster: 0, guesser: 0 }, { spymaster: 1, guesser: 1 }, { spymaster: 0, guesser: 1 }],
    });
  });

  it('refuses malformed lists, a team given twice and a two-team variant with one team', () => {
    for (const bad of ['', 'a,', 'a++b', 'a+b+c', '+b']) {
      const e = (() => { try { parseTeams(bad); } catch (x) { return x; } return null; })();
      expect(isCodenamesError(e, 'harness/bad-option'), bad).toBe(true);
      expect((e as Error).message).toMatch(/SPYMASTER\+GUESSER/);
    }
    expect(() => teamSeats([A, A], 'single-team')).toThrow(/given twice/);
    expect(() => teamSeats([A], 'standard')).toThrow(/at least two teams/);
    expect(teamSeats([A], 'single-team').seats).toHaveLength(1);
  });
});

describe('runTournament with teams', () => {
  it('plays each team against the other on both sides: the same games as those matches of the full matrix', async () => {
    const teams = await runTournament({ ...base, variant: 'standard', teams: [A, B] });
    expect(teams.matches).toEqual([
      { id: 0, a: { spymaster: 0, guesser: 0 }, b: { spymaster: 1, guesser: 1 } },
      { id: 1, a: { spymaster: 1, guesser: 1 }, b: { spymaster: 0, guesser: 0 } },
    ]);
    expect(teams.gamesPlayed).toBe(12);
    // Only the two teams have figures, each over its 12 games (6 as red, 6 as blue).
    expect(teams.pairings.map((p) => [p.spymaster, p.guesser, p.games])).toEqual([['reference-0.7', 'reference', 12], ['reference-0.3', 'random', 12]]);
    expect((teams.pairings[0]?.points ?? 0) + (teams.pairings[1]?.points ?? 0)).toBe(0);
    const full = await runTournament({ ...base, variant: 'standard', spymasters: ['reference-0.7', 'reference-0.3'], guessers: ['reference', 'random'] });
    expect(full.matches).toHaveLength(16);
    const same = (m: (typeof teams.matches)[number]) => full.matches.find((f) => JSON.stringify([f.a, f.b]) === JSON.stringify([m.a, m.b]))?.id;
    for (const o of teams.outcomes) {
      const twin = full.outcomes.find((f) => f.board === o.board && f.match === same(teams.matches[o.match]!));
      const { key: _k, match: _m, ...mine } = outcomeWithoutTimings(o) as Record<string, unknown>;
      const { key: _k2, match: _m2, ...theirs } = outcomeWithoutTimings(twin!) as Record<string, unknown>;
      expect(mine).toEqual(theirs);
    }
    // A team's win rate as red is the matchup's red rate; the summary names the teams.
    const s = summarize(teams);
    expect(s.matchups?.map((m) => [m.red, m.blue, m.games])).toEqual([['reference-0.7+reference', 'reference-0.3+random', 6], ['reference-0.3+random', 'reference-0.7+reference', 6]]);
    expect(s.pairings[0]?.redWinRate).toBe(s.matchups?.[0]?.redWinRate);
    expect(s.pairings[0]?.blueWinRate).toBe(s.matchups?.[1]?.blueWinRate);
    expect(formatTable(teams)).toContain('reference-0.7+reference (red) vs reference-0.3+random (blue)');
  });

  it('plays each team alone in single-team variants, and refuses a resume from another plan', async () => {
    const r = await runTournament({ ...base, variant: 'single-team', teams: [A, B] });
    expect(r.pairings.map((p) => `${p.spymaster}+${p.guesser}`)).toEqual(['reference-0.7+reference', 'reference-0.3+random']);
    expect(r.matchups).toEqual([]);
    // The same name lists as a full matrix, but another plan: not resumable from each other.
    const e = await runTournament({ ...base, variant: 'single-team', spymasters: ['reference-0.7', 'reference-0.3'], guessers: ['reference', 'random'], resumeFrom: r }).catch((x: unknown) => x);
    expect(isCodenamesError(e, 'harness/bad-results')).toBe(true);
    expect((e as Error).message).toMatch(/cannot resume from a different tournament/);
  });

  it('refuses teams together with spymaster or guesser lists, and unknown names', async () => {
    const both = await runTournament({ ...base, teams: [A], spymasters: ['reference-0.7'] }).catch((x: unknown) => x);
    expect(isCodenamesError(both, 'harness/bad-option')).toBe(true);
    expect((both as Error).message).toMatch(/not both/);
    const unknown = await runTournament({ ...base, variant: 'standard', teams: [A, { spymaster: 'nobody', guesser: 'reference' }] }).catch((x: unknown) => x);
    expect(isCodenamesError(unknown, 'agent/unknown')).toBe(true);
  });
});
