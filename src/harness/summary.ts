/**
 * The compact views of a result: the machine-readable summary printed by `tournament --json` and the text
 * table printed otherwise. Scores are as the variant defines them (single-team: turns, 25 for a loss).
 */
import type { AgentUsage } from '../agents/types.js';
import { teamName } from './teams.js';
import type { TournamentResult } from './types.js';

/** One pairing in the summary. */
export interface PairingSummary {
  readonly spymaster: string;
  readonly guesser: string;
  readonly games: number;
  readonly meanScore: number;
  readonly scoreSE: number;
  readonly winRate: number;
  readonly winInterval: readonly [number, number];
  readonly assassinRate: number;
  readonly meanTurns: number;
  readonly wordsPerClue: number;
  readonly guessesPerClue: number;
  readonly illegalClues: number;
  readonly forfeits: number;
  readonly redWinRate?: number;
  readonly blueWinRate?: number;
  readonly points?: number;
  /** Language-model agents: requests sent, cache hits, tokens, re-prompts, retries; and the mean ms per clue and per guess. */
  readonly usage?: AgentUsage & { readonly clueMs: number; readonly guessMs: number };
}

/** Two-team variants: one matchup (red team vs blue team) in the summary; rates from red's side. */
export interface MatchupSummary {
  readonly red: string;
  readonly blue: string;
  readonly games: number;
  readonly redWinRate: number;
  readonly redWinInterval: readonly [number, number];
  readonly blueWinRate: number;
  readonly blueWinInterval: readonly [number, number];
  readonly draws: number;
  /** Red's mean signed word difference (004). */
  readonly wordDifference: number;
}

export interface TournamentSummary {
  readonly variant: string;
  readonly seed: number;
  readonly games: number;
  readonly gamesPlayed: number;
  readonly complete: boolean;
  readonly gamesPerSecond: number;
  readonly workers: number;
  readonly shard: string | null;
  readonly pairings: readonly PairingSummary[];
  /** Two-team variants only. */
  readonly matchups?: readonly MatchupSummary[];
  readonly forfeits: number;
}


const r4 = (x: number): number => Math.round(x * 10_000) / 10_000;

/**
 * The `--json` summary of a result.
 *
 * @example
 * summarize(result).pairings[0]; // { spymaster: 'default', guesser: 'default', games: 1000, meanScore: 3.6, ... }
 */
export function summarize(r: TournamentResult): TournamentSummary {
  return {
    variant: r.variant,
    seed: r.seed,
    games: r.games,
    gamesPlayed: r.gamesPlayed,
    complete: r.complete,
    gamesPerSecond: Math.round(r.gamesPerSecond * 10) / 10,
    workers: r.workers,
    shard: r.shard === null ? null : `${r.shard.index + 1}/${r.shard.count}`,
    pairings: r.pairings.map((p) => ({
      spymaster: p.spymaster,
      guesser: p.guesser,
      games: p.games,
      meanScore: r4(p.meanScore),
      scoreSE: r4(p.score.se),
      winRate: r4(p.winRate),
      winInterval: [r4(p.wins.low), r4(p.wins.high)],
      assassinRate: r4(p.assassinRate),
      meanTurns: r4(p.meanTurns),
      wordsPerClue: r4(p.wordsPerClue),
      guessesPerClue: r4(p.guessesPerClue),
      illegalClues: p.illegalClues,
      forfeits: p.forfeits,
      ...(p.redWins === undefined ? {} : { redWinRate: r4(p.redWins.rate) }),
      ...(p.blueWins === undefined ? {} : { blueWinRate: r4(p.blueWins.rate) }),
      ...(p.points === undefined ? {} : { points: p.points }),
      ...(p.usage === undefined ? {} : { usage: { ...p.usage, clueMs: Math.round(p.clueMs.mean), guessMs: Math.round(p.guessMs.mean) } }),
    })),
    ...(r.matchups.length === 0 ? {} : {
      matchups: r.matchups.map((m) => ({
        red: teamName(m.red), blue: teamName(m.blue), games: m.games,
        redWinRate: r4(m.redWins.rate), redWinInterval: [r4(m.redWins.low), r4(m.redWins.high)] as const,
        blueWinRate: r4(m.blueWins.rate), blueWinInterval: [r4(m.blueWins.low), r4(m.blueWins.high)] as const,
        draws: m.draws, wordDifference: r4(m.wordDifference.mean),
      })),
    }),
    forfeits: r.forfeits.length,
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** A fixed-width text table of the pairings, for a terminal. */
export function formatTable(r: TournamentResult): string {
  const head = ['spymaster', 'guesser', 'games', 'score ± SE', 'win (95% CI)', 'assassin', 'turns', 'words/clue', 'illegal', 'forfeits'];
  const rows = r.pairings.map((p) => [
    p.spymaster, p.guesser, String(p.games), `${p.meanScore.toFixed(2)} ± ${p.score.se.toFixed(2)}`,
    `${pct(p.winRate)} (${pct(p.wins.low)}-${pct(p.wins.high)})`, pct(p.assassinRate), p.meanTurns.toFixed(2),
    p.wordsPerClue.toFixed(2), String(p.illegalClues), String(p.forfeits),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  const title = `${r.variant}, seed ${r.seed}, ${r.gamesPlayed}/${r.gamesExpected} games${r.complete ? '' : ' (incomplete)'}, ${r.gamesPerSecond.toFixed(1)} games/s`;
  const used = r.pairings.filter((p) => p.usage !== undefined).map((p) => {
    const u = p.usage as AgentUsage;
    return `${p.spymaster} x ${p.guesser}: ${u.requests} requests, ${u.cacheHits} cached, ${u.promptTokens} + ${u.completionTokens} tokens, ${u.reprompts} re-prompts, ${u.retries} retries, ${Math.round(p.clueMs.mean)} ms/clue, ${Math.round(p.guessMs.mean)} ms/guess`;
  });
  const matchups = r.matchups.map((m) => `  ${teamName(m.red)} (red) vs ${teamName(m.blue)} (blue): red ${pct(m.redWins.rate)}, blue ${pct(m.blueWins.rate)}, ${m.draws} draws, ${m.games} games`);
  return [title, line(head), ...rows.map(line), ...(matchups.length === 0 ? [] : ['matchups:', ...matchups]),
    ...(used.length === 0 ? [] : ['language models:', ...used.map((u) => `  ${u}`)])].join('\n') + '\n';
}
