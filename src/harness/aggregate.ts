/**
 * Turns per-game outcomes into per-pairing and per-matchup statistics. Outcomes are sorted by (board, match)
 * first, so the floating-point sums - and therefore every figure - are identical however the games were
 * split over workers or shards. Only the timing figures (clueMs, guessMs) depend on the machine.
 */
import { histogram, meanSE, ratio, wilson, type Mean } from './stats.js';
import type { GameOutcome, Match, MatchupStats, PairingStats, Seat, SideStats } from './types.js';
import type { AgentUsage } from '../agents/types.js';
import { addUsage } from './usage.js';

/** Sorts outcomes by board, then match (a stable, worker-independent order). */
export function sortOutcomes(outcomes: readonly GameOutcome[]): GameOutcome[] {
  return [...outcomes].sort((x, y) => x.board - y.board || x.match - y.match);
}

/** Mean and SE from a running sum and sum of squares over `n` samples. */
function meanFromSums(sum: number, sum2: number, n: number): Mean {
  if (n === 0) return { mean: 0, se: 0, n: 0 };
  const mean = sum / n;
  if (n < 2) return { mean, se: 0, n };
  const variance = Math.max(0, (sum2 - n * mean * mean) / (n - 1));
  return { mean, se: Math.sqrt(variance / n), n };
}

interface Appearance {
  readonly outcome: GameOutcome;
  readonly side: 'a' | 'b';
  readonly stats: SideStats;
}

function sameSeat(x: Seat, y: Seat): boolean {
  return x.spymaster === y.spymaster && x.guesser === y.guesser;
}

function pairingStats(spymaster: string, guesser: string, apps: readonly Appearance[], twoTeam: boolean): PairingStats {
  const scores: number[] = [];
  const turns: number[] = [];
  let wins = 0, assassinGames = 0, forfeits = 0, redGames = 0, redWon = 0, blueGames = 0, blueWon = 0;
  let clues = 0, numberSum = 0, numericClues = 0, illegal = 0, guesses = 0, bystander = 0, opponent = 0, assassin = 0;
  let clueMs = 0, clueMs2 = 0, clueCalls = 0, guessMs = 0, guessMs2 = 0, guessCalls = 0;
  let usage: AgentUsage | undefined;
  for (const { outcome, side, stats } of apps) {
    if (stats.usage !== undefined) usage = addUsage(usage, stats.usage);
    // Side b sees the word difference from the other side of the table.
    scores.push(side === 'a' ? outcome.score : -outcome.score);
    turns.push(outcome.turns);
    const won = outcome.winner === side;
    if (won) wins += 1;
    if (stats.assassin > 0) assassinGames += 1;
    if (outcome.forfeit !== null && outcome.forfeit.side === side) forfeits += 1;
    if (stats.team === 'red') {
      redGames += 1;
      if (won) redWon += 1;
    } else {
      blueGames += 1;
      if (won) blueWon += 1;
    }
    clues += stats.clues;
    numberSum += stats.numberSum;
    numericClues += stats.numericClues;
    illegal += stats.illegalClues;
    guesses += stats.guesses;
    bystander += stats.bystander;
    opponent += stats.opponent;
    assassin += stats.assassin;
    clueMs += stats.clueMs;
    clueMs2 += stats.clueMs2;
    clueCalls += stats.clues;
    guessMs += stats.guessMs;
    guessMs2 += stats.guessMs2;
    guessCalls += stats.guessCalls;
  }
  const score = meanSE(scores);
  const turnsMean = meanSE(turns);
  const winsRate = wilson(wins, apps.length);
  const assassinRate = wilson(assassinGames, apps.length);
  const base: PairingStats = {
    spymaster,
    guesser,
    games: apps.length,
    meanScore: score.mean,
    score,
    winRate: winsRate.rate,
    wins: winsRate,
    assassinRate: assassinRate.rate,
    assassin: assassinRate,
    meanTurns: turnsMean.mean,
    turns: turnsMean,
    wordsPerClue: ratio(numberSum, numericClues),
    guessesPerClue: ratio(guesses, clues),
    wrongGuesses: { bystander: wilson(bystander, guesses), opponent: wilson(opponent, guesses), assassin: wilson(assassin, guesses) },
    illegalClues: illegal,
    illegal: wilson(illegal, clues),
    clueMs: meanFromSums(clueMs, clueMs2, clueCalls),
    guessMs: meanFromSums(guessMs, guessMs2, guessCalls),
    ...(usage === undefined ? {} : { usage }),
    forfeits,
    scoreDistribution: histogram(scores),
  };
  if (!twoTeam) return base;
  return { ...base, redWins: wilson(redWon, redGames), blueWins: wilson(blueWon, blueGames), wordDifference: score, points: scores.reduce((s, v) => s + v, 0) };
}

/**
 * Per-pairing statistics in (spymaster, guesser) order, for the pairings the matches seat (all of them, but
 * in a tournament of teams). Two-team variants aggregate each pairing over every game it sat in, on either side.
 */
export function aggregatePairings(
  outcomes: readonly GameOutcome[], matches: readonly Match[], spymasters: readonly string[], guessers: readonly string[], twoTeam: boolean,
): PairingStats[] {
  const sorted = sortOutcomes(outcomes);
  const byMatch = new Map(matches.map((m) => [m.id, m]));
  const out: PairingStats[] = [];
  // A tournament of fixed teams (teams.ts) seats only its teams, not every pairing of their names.
  const seated = (seat: Seat): boolean => matches.some((m) => sameSeat(m.a, seat) || (m.b !== null && sameSeat(m.b, seat)));
  for (let s = 0; s < spymasters.length; s += 1) {
    for (let g = 0; g < guessers.length; g += 1) {
      const seat = { spymaster: s, guesser: g };
      if (!seated(seat)) continue;
      const apps: Appearance[] = [];
      for (const o of sorted) {
        const m = byMatch.get(o.match);
        if (m === undefined) continue;
        if (sameSeat(m.a, seat)) apps.push({ outcome: o, side: 'a', stats: o.a });
        if (m.b !== null && o.b !== null && sameSeat(m.b, seat)) apps.push({ outcome: o, side: 'b', stats: o.b });
      }
      // Three-player tournaments have no seat for a pairing that never met a rival; skip empty rows there.
      if (apps.length === 0 && twoTeam) continue;
      out.push(pairingStats(spymasters[s] ?? '?', guessers[g] ?? '?', apps, twoTeam));
    }
  }
  return out;
}

/** Two-team variants: one row per match (red pairing vs blue pairing). */
export function aggregateMatchups(
  outcomes: readonly GameOutcome[], matches: readonly Match[], spymasters: readonly string[], guessers: readonly string[],
): MatchupStats[] {
  const sorted = sortOutcomes(outcomes);
  const name = (seat: Seat) => ({ spymaster: spymasters[seat.spymaster] ?? '?', guesser: guessers[seat.guesser] ?? '?' });
  const out: MatchupStats[] = [];
  for (const m of matches) {
    if (m.b === null) continue;
    const games = sorted.filter((o) => o.match === m.id);
    const red = games.filter((o) => o.winner === 'a').length;
    const blue = games.filter((o) => o.winner === 'b').length;
    out.push({
      match: m.id, red: name(m.a), blue: name(m.b), games: games.length,
      redWins: wilson(red, games.length), blueWins: wilson(blue, games.length), draws: games.length - red - blue,
      wordDifference: meanSE(games.map((o) => o.score)),
    });
  }
  return out;
}
