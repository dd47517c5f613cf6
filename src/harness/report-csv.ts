/**
 * CSV exports: one row per pairing (the report's numbers, with their intervals) and one row per game.
 */
import type { TournamentResult } from './types.js';

function cell(v: string | number | boolean | null): string {
  const s = v === null ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

function table(head: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return [head.join(','), ...rows.map((r) => r.map(cell).join(','))].join('\n') + '\n';
}

/**
 * The pairings table as CSV.
 *
 * @example
 * pairingsCsv(result).split('\n')[0]; // 'spymaster,guesser,games,mean_score,score_se,...'
 */
export function pairingsCsv(r: TournamentResult): string {
  const head = ['spymaster', 'guesser', 'games', 'mean_score', 'score_se', 'win_rate', 'win_low', 'win_high', 'assassin_rate', 'assassin_low', 'assassin_high',
    'mean_turns', 'turns_se', 'words_per_clue', 'guesses_per_clue', 'wrong_bystander', 'wrong_opponent', 'wrong_assassin', 'illegal_clues', 'illegal_rate',
    'clue_ms', 'clue_ms_se', 'guess_ms', 'guess_ms_se', 'forfeits', 'red_win_rate', 'blue_win_rate', 'points'];
  const rows = r.pairings.map((p) => [p.spymaster, p.guesser, p.games, p.meanScore, p.score.se, p.winRate, p.wins.low, p.wins.high, p.assassinRate, p.assassin.low, p.assassin.high,
    p.meanTurns, p.turns.se, p.wordsPerClue, p.guessesPerClue, p.wrongGuesses.bystander.rate, p.wrongGuesses.opponent.rate, p.wrongGuesses.assassin.rate, p.illegalClues, p.illegal.rate,
    p.clueMs.mean, p.clueMs.se, p.guessMs.mean, p.guessMs.se, p.forfeits, p.redWins?.rate ?? null, p.blueWins?.rate ?? null, p.points ?? null]);
  return table(head, rows);
}

/** One row per game: who played, how it ended, and each side's counts. */
export function gamesCsv(r: TournamentResult): string {
  const matches = new Map(r.matches.map((m) => [m.id, m]));
  const head = ['board', 'match', 'seed', 'a_spymaster', 'a_guesser', 'b_spymaster', 'b_guesser', 'winner', 'reason', 'turns', 'score',
    'a_clues', 'a_guesses', 'a_correct', 'a_bystander', 'a_opponent', 'a_assassin', 'a_illegal', 'forfeit_agent', 'forfeit_kind'];
  const rows = r.outcomes.map((o) => {
    const m = matches.get(o.match);
    const b = m?.b ?? null;
    return [o.board, o.match, o.seed, r.spymasters[m?.a.spymaster ?? -1] ?? '', r.guessers[m?.a.guesser ?? -1] ?? '',
      b === null ? '' : (r.spymasters[b.spymaster] ?? ''), b === null ? '' : (r.guessers[b.guesser] ?? ''),
      o.winner ?? '', o.reason, o.turns, o.score, o.a.clues, o.a.guesses, o.a.correct, o.a.bystander, o.a.opponent, o.a.assassin, o.a.illegalClues,
      o.forfeit?.agent ?? '', o.forfeit?.kind ?? ''];
  });
  return table(head, rows);
}
