/**
 * The variants of the rule books with their exact numbers: grid size, cards per identity, who plays and
 * how a game is scored. Everything variant-specific in the engine reads this table, so a rule change is a
 * one-line edit here.
 */
import type { Identity, Team, VariantName } from './types.js';

/** Who takes turns in a variant. */
export type Players =
  /** Two rival teams alternate (standard, three-player, pictures). */
  | 'two-teams'
  /** One team plays alone; the other team's agents are only hazards (benchmark "solitaire"). */
  | 'single-team'
  /** One team plays; between its turns it covers one opponent agent (000, 002 two-player variant). */
  | 'coop';

/** How `GameResult.score` is computed. */
export type Scoring =
  /** 004 tournament: the loser's words left on the board (+5 on an assassin ending), time penalties. */
  | 'word-difference'
  /** Benchmarks: team turns to find every own agent; 25 for a loss. */
  | 'turns'
  /** 000: opponent agents not yet covered on a win; 0 on a loss. */
  | 'coop';

export interface VariantSpec {
  readonly name: VariantName;
  /** A human-readable title. */
  readonly title: string;
  readonly rows: number;
  readonly cols: number;
  /** Cards per identity; `starting` is the starting (in single-team and coop: the playing) team. */
  readonly counts: { readonly starting: number; readonly other: number; readonly bystander: number; readonly assassin: number };
  readonly players: Players;
  /**
   * True when one guesser guesses for both teams (the three-player variant, 000/002): the harness must use
   * the same guesser for red and blue. The rules of play are otherwise the standard game's.
   */
  readonly sharedGuesser: boolean;
  readonly scoring: Scoring;
  /** Cards are opaque ids (image paths, URLs) rather than words: Codenames: Pictures. */
  readonly pictures: boolean;
  /** The rule books the numbers come from (the ids of the rule books the project follows: 000 he, 001 uk, 002 fa, 004 ru). */
  readonly sources: readonly string[];
}

/**
 * Every variant, by name.
 *
 * @example
 * VARIANTS.pictures.counts; // { starting: 8, other: 7, bystander: 4, assassin: 1 }
 */
export const VARIANTS: Readonly<Record<VariantName, VariantSpec>> = {
  standard: {
    name: 'standard',
    title: 'Codenames (two teams)',
    rows: 5,
    cols: 5,
    counts: { starting: 9, other: 8, bystander: 7, assassin: 1 },
    players: 'two-teams',
    sharedGuesser: false,
    scoring: 'word-difference',
    pictures: false,
    sources: ['000', '002', '004'],
  },
  'single-team': {
    name: 'single-team',
    title: 'Single team (benchmark solitaire)',
    rows: 5,
    cols: 5,
    counts: { starting: 9, other: 8, bystander: 7, assassin: 1 },
    players: 'single-team',
    sharedGuesser: false,
    scoring: 'turns',
    pictures: false,
    sources: ['000'],
  },
  'single-team-2019': {
    name: 'single-team-2019',
    title: 'Single team, 2019 Codenames AI competition board',
    rows: 5,
    cols: 5,
    counts: { starting: 8, other: 7, bystander: 9, assassin: 1 },
    players: 'single-team',
    sharedGuesser: false,
    scoring: 'turns',
    pictures: false,
    sources: ['2019 Codenames AI competition'],
  },
  coop: {
    name: 'coop',
    title: 'Two-player cooperative variant',
    rows: 5,
    cols: 5,
    counts: { starting: 9, other: 8, bystander: 7, assassin: 1 },
    players: 'coop',
    sharedGuesser: false,
    scoring: 'coop',
    pictures: false,
    sources: ['000', '002'],
  },
  'three-player': {
    name: 'three-player',
    title: 'Three players: two spymasters, one shared guesser',
    rows: 5,
    cols: 5,
    counts: { starting: 9, other: 8, bystander: 7, assassin: 1 },
    players: 'two-teams',
    sharedGuesser: true,
    scoring: 'word-difference',
    pictures: false,
    sources: ['000', '002'],
  },
  pictures: {
    name: 'pictures',
    title: 'Codenames: Pictures',
    rows: 4,
    cols: 5,
    counts: { starting: 8, other: 7, bystander: 4, assassin: 1 },
    players: 'two-teams',
    sharedGuesser: false,
    scoring: 'word-difference',
    pictures: true,
    sources: ['001'],
  },
};

/** The variant names, in table order. */
export const VARIANT_NAMES: readonly VariantName[] = Object.keys(VARIANTS) as VariantName[];

/** True when `name` is a variant name (a type guard for untrusted input). */
export function isVariant(name: unknown): name is VariantName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(VARIANTS, name);
}

/** The other team. */
export function otherTeam(team: Team): Team {
  return team === 'red' ? 'blue' : 'red';
}

/** The key's identities for a variant and starting team, in a fixed order (shuffle before dealing). */
export function keyIdentities(spec: VariantSpec, startingTeam: Team): Identity[] {
  const { starting, other, bystander, assassin } = spec.counts;
  return [
    ...Array<Identity>(starting).fill(startingTeam),
    ...Array<Identity>(other).fill(otherTeam(startingTeam)),
    ...Array<Identity>(bystander).fill('bystander'),
    ...Array<Identity>(assassin).fill('assassin'),
  ];
}

/** Cards on the board of a variant. */
export function boardSize(spec: VariantSpec): number {
  return spec.rows * spec.cols;
}
