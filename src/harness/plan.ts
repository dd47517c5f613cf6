/**
 * What a tournament plays: the matches (who sits where) and the games (board x match). Every match plays
 * the same boards, board i seeded from deriveSeed(run seed, i), so pairings are compared on identical deals
 * and any game can be replayed from its seed alone. Shards split by board, never inside a board.
 */
import { CodenamesError } from '../errors.js';
import type { VariantName } from '../game/types.js';
import { isTwoTeam } from './play-game.js';
import type { Match, Seat, Shard } from './types.js';

/** One game to play. */
export interface Task {
  readonly board: number;
  readonly match: number;
}

/** The key of a game within a tournament. */
export function taskKey(t: Task): string {
  return `${t.board}:${t.match}`;
}

/**
 * The matches of a variant:
 * - single-team, single-team-2019, coop: every spymaster x guesser pairing plays alone;
 * - standard, pictures: every pairing as red against every pairing as blue (both seatings, mirror included);
 * - three-player: two rival spymasters share one guesser (000, 002), so red and blue have the same guesser.
 * With `teams` (fixed spymaster + guesser seats, see teams.ts) only those seats play: alone, or in two-team
 * variants each team against every other team, as red and as blue (no mirror match).
 *
 * @example
 * planMatches('single-team', 2, 1); // [{ id: 0, a: { spymaster: 0, guesser: 0 }, b: null }, { id: 1, ... }]
 */
export function planMatches(variant: VariantName, spymasters: number, guessers: number, teams?: readonly Seat[]): Match[] {
  const seats: Seat[] = [];
  if (teams !== undefined) seats.push(...teams);
  else for (let s = 0; s < spymasters; s += 1) for (let g = 0; g < guessers; g += 1) seats.push({ spymaster: s, guesser: g });
  const matches: Match[] = [];
  if (!isTwoTeam(variant)) {
    for (const a of seats) matches.push({ id: matches.length, a, b: null });
    return matches;
  }
  for (const a of seats) {
    for (const b of seats) {
      if (variant === 'three-player' && a.guesser !== b.guesser) continue;
      // Fixed teams meet other teams only: a team against itself is self-play.
      if (teams !== undefined && a === b) continue;
      matches.push({ id: matches.length, a, b });
    }
  }
  return matches;
}

/**
 * Parses '--shard i/n' (1-based on the command line: 1/4 .. 4/4) into a 0-based Shard.
 *
 * @example
 * parseShard('2/4'); // { index: 1, count: 4 }
 */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m === null ? NaN : Number(m[1]);
  const count = m === null ? NaN : Number(m[2]);
  if (!Number.isInteger(index) || !Number.isInteger(count) || count < 1 || index < 1 || index > count) {
    throw new CodenamesError('harness/bad-option', `--shard must be i/n with 1 <= i <= n (e.g. 1/4); got '${text}'.`, { shard: text });
  }
  return { index: index - 1, count };
}

/** True when a board belongs to a shard (boards are dealt round-robin so shards have equal mixes). */
export function inShard(board: number, shard: Shard | null): boolean {
  return shard === null || board % shard.count === shard.index;
}

/** The games of a shard (or of the whole run), board-major so one board's matches run close together. */
export function planTasks(games: number, matches: readonly Match[], shard: Shard | null): Task[] {
  const tasks: Task[] = [];
  for (let board = 0; board < games; board += 1) {
    if (!inShard(board, shard)) continue;
    for (const m of matches) tasks.push({ board, match: m.id });
  }
  return tasks;
}
