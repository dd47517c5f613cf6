/**
 * Scores readers' answers against a key: per spymaster (and variant), team cards per clue, the share of clues
 * whose N cards were all found, the share of turns ending on a wrong card by kind (other team, bystander,
 * assassin), assassins and the mean number asked, each with a 95% interval (Wilson for shares, Student's t
 * for means, clipped at 0). Several answer files (different readers) are scored together and per file; items a file does
 * not answer are counted, not guessed.
 */
import { meanInterval, wilson, type MeanInterval, type Rate } from '../stats.js';
import { playOutAnswer, type ClueAnswer, type PlayedAnswer } from './clue-eval-answers.js';
import type { ClueKey, ClueKeyItem } from './clue-eval-key.js';

/** The figures of one spymaster on one variant. */
export interface ClueScoreRow {
  readonly spymaster: string;
  readonly variant: string;
  /** Answers scored (one reader's reading of one item each). */
  readonly clues: number;
  readonly numberAsked: MeanInterval;
  readonly teamCards: MeanInterval;
  /** Clues whose N team cards were all found (clues with a number from 1; 0 and unlimited have no N). */
  readonly allFound: Rate;
  /** Turns that ended on a card not the team's, and by kind. */
  readonly endsWrong: Rate;
  readonly endsOtherTeam: Rate;
  readonly endsBystander: Rate;
  readonly endsAssassin: Rate;
  readonly assassins: number;
  /** Turns the reader stopped before touching all the number asked. */
  readonly stoppedEarly: Rate;
}

/** One answers file's part of the score. */
export interface ClueScoreFile {
  readonly file: string;
  readonly answered: number;
  /** Items of the key this file does not answer. */
  readonly unanswered: number;
  readonly rows: readonly ClueScoreRow[];
}

export interface ClueScoreReport {
  /** Items in the key. */
  readonly items: number;
  /** Answers scored in all files together. */
  readonly answers: number;
  /** Items no file answers. */
  readonly unanswered: number;
  /** All files together (every reading counts once). */
  readonly rows: readonly ClueScoreRow[];
  readonly files: readonly ClueScoreFile[];
  /** Every answer played out, in file then line order (for the curious and for checks). */
  readonly played: readonly (PlayedAnswer & { readonly file: string; readonly line: number })[];
}

/** The rows of a set of played answers: one per spymaster and variant, in order of first appearance in the key. */
function rowsOf(played: readonly PlayedAnswer[], order: readonly ClueKeyItem[]): ClueScoreRow[] {
  const groups = new Map<string, PlayedAnswer[]>();
  for (const item of order) {
    const k = `${item.spymaster}\u0000${item.variant}`;
    if (!groups.has(k)) groups.set(k, []);
  }
  for (const p of played) groups.get(`${p.spymaster}\u0000${p.variant}`)?.push(p);
  const rows: ClueScoreRow[] = [];
  for (const [k, ps] of groups) {
    if (ps.length === 0) continue;
    const [spymaster = '', variant = ''] = k.split('\u0000');
    const n = ps.length;
    const count = (f: (p: PlayedAnswer) => boolean): number => ps.filter(f).length;
    const numbered = ps.filter((p) => typeof p.number === 'number' && p.number > 0);
    const asked = ps.filter((p) => typeof p.number === 'number').map((p) => p.number as number);
    const assassins = count((p) => p.end === 'assassin');
    rows.push({
      spymaster, variant, clues: n,
      numberAsked: meanInterval(asked, 0),
      teamCards: meanInterval(ps.map((p) => p.teamCards), 0),
      allFound: wilson(numbered.filter((p) => p.teamCards >= (p.number as number)).length, numbered.length),
      endsWrong: wilson(count((p) => p.end === 'other-team' || p.end === 'bystander' || p.end === 'assassin'), n),
      endsOtherTeam: wilson(count((p) => p.end === 'other-team'), n),
      endsBystander: wilson(count((p) => p.end === 'bystander'), n),
      endsAssassin: wilson(assassins, n),
      assassins,
      stoppedEarly: wilson(count((p) => p.end === 'stopped' && typeof p.number === 'number' && p.touched.length < p.number), n),
    });
  }
  return rows;
}

/**
 * Scores answer files (each already checked by `parseClueAnswers` against the same key).
 *
 * @example
 * const r = scoreClueAnswers(key, [{ file: 'alice.jsonl', answers: parseClueAnswers(text, 'alice.jsonl', key) }]);
 * r.rows[0].teamCards.mean; // team cards per clue of the first spymaster
 */
export function scoreClueAnswers(key: ClueKey, files: readonly { readonly file: string; readonly answers: readonly ClueAnswer[] }[]): ClueScoreReport {
  const byId = new Map(key.items.map((i) => [i.id, i]));
  const answeredIds = new Set<string>();
  const played: (PlayedAnswer & { file: string; line: number })[] = [];
  const perFile: ClueScoreFile[] = [];
  for (const f of files) {
    const mine: PlayedAnswer[] = [];
    for (const a of f.answers) {
      const item = byId.get(a.id);
      if (item === undefined) continue; // parseClueAnswers already refused unknown ids
      const p = playOutAnswer(item, a.guesses);
      mine.push(p);
      played.push({ ...p, file: f.file, line: a.line });
      answeredIds.add(a.id);
    }
    perFile.push({ file: f.file, answered: mine.length, unanswered: key.items.length - new Set(f.answers.map((a) => a.id)).size, rows: rowsOf(mine, key.items) });
  }
  return {
    items: key.items.length,
    answers: played.length,
    unanswered: key.items.length - answeredIds.size,
    rows: rowsOf(played, key.items),
    files: perFile,
    played,
  };
}
