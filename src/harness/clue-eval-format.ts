/**
 * The plain-text form of a clue evaluation's score: one table for all answer files together and one per
 * file, a row per spymaster and variant, every figure with its 95% interval.
 */
import type { MeanInterval, Rate } from '../stats.js';
import type { ClueKey } from './clue-eval-key.js';
import type { ClueScoreReport, ClueScoreRow } from './clue-eval-score.js';

const mean = (m: MeanInterval): string => `${m.mean.toFixed(2)} [${m.low.toFixed(2)}, ${m.high.toFixed(2)}]`;
/** A percentage: whole numbers, one decimal below 1% so a small upper bound does not read as 0. */
const pc = (x: number): string => (x > 0 && x < 0.01 ? (100 * x).toFixed(1) : String(Math.round(100 * x)));
const share = (r: Rate): string => (r.trials === 0 ? '-' : `${pc(r.rate)}% [${pc(r.low)}, ${pc(r.high)}]`);

const COLUMNS: readonly [string, (r: ClueScoreRow) => string][] = [
  ['spymaster', (r) => r.spymaster],
  ['variant', (r) => r.variant],
  ['clues', (r) => String(r.clues)],
  ['number asked', (r) => mean(r.numberAsked)],
  ['team cards/clue', (r) => mean(r.teamCards)],
  ['all N found', (r) => share(r.allFound)],
  ['ending wrong', (r) => share(r.endsWrong)],
  ['other team', (r) => share(r.endsOtherTeam)],
  ['bystander', (r) => share(r.endsBystander)],
  ['assassin', (r) => share(r.endsAssassin)],
  ['assassins', (r) => String(r.assassins)],
];

/** An aligned table of rows (two spaces between columns). */
export function formatScoreRows(rows: readonly ClueScoreRow[]): string {
  const cells = [COLUMNS.map(([h]) => h), ...rows.map((r) => COLUMNS.map(([, f]) => f(r)))];
  const widths = COLUMNS.map((_, c) => Math.max(...cells.map((row) => (row[c] as string).length)));
  return cells.map((row) => row.map((cell, c) => cell.padEnd(widths[c] as number)).join('  ').trimEnd()).join('\n');
}

/**
 * The report as text.
 *
 * @example
 * process.stdout.write(formatClueScores(scoreClueAnswers(key, files)));
 */
export function formatClueScores(r: ClueScoreReport): string {
  const out: string[] = [
    `${r.answers} answer${r.answers === 1 ? '' : 's'} from ${r.files.length} file${r.files.length === 1 ? '' : 's'} on ${r.items} items; ${r.unanswered} item${r.unanswered === 1 ? '' : 's'} unanswered by every file.`,
    'Shares and means with 95% intervals (Wilson; Student\'s t). "ending wrong" = turns that ended on a card not the team\'s.',
    '',
  ];
  if (r.files.length > 1) out.push('All files together:');
  out.push(formatScoreRows(r.rows), '');
  if (r.files.length > 1) {
    for (const f of r.files) out.push(`${f.file}: ${f.answered} answered, ${f.unanswered} unanswered`, formatScoreRows(f.rows), '');
  } else if (r.files[0] !== undefined && r.files[0].unanswered > 0) {
    out.push(`${r.files[0].file}: ${r.files[0].unanswered} of ${r.items} items unanswered (scored for what it holds).`, '');
  }
  return out.join('\n');
}

/**
 * What a batch asks, before anyone reads it: per spymaster the mean number, how often each number was given
 * and the clues the referee refused (the key knows it; readers never see it).
 *
 * @example
 * formatKeySummary(key); // '  default: number 1.55 on average (1 x21, 2 x16, 3 x3)\n'
 */
export function formatKeySummary(key: ClueKey): string {
  const by = new Map<string, ClueKey['items'][number][]>();
  for (const item of key.items) by.set(item.spymaster, [...(by.get(item.spymaster) ?? []), item]);
  const lines: string[] = [];
  const order = [...(key.made?.spymasters ?? []).filter((w) => by.has(w)), ...[...by.keys()].filter((w) => !(key.made?.spymasters ?? []).includes(w))];
  for (const who of order) {
    const items = by.get(who) ?? [];
    const numbers = items.map((i) => i.number);
    const counted = new Map<string, number>();
    for (const n of [...numbers].sort((a, b) => (a === 'unlimited' ? 99 : a) - (b === 'unlimited' ? 99 : b))) counted.set(String(n), (counted.get(String(n)) ?? 0) + 1);
    const numeric = numbers.filter((n): n is number => typeof n === 'number');
    const mean = numeric.length === 0 ? '-' : (numeric.reduce((a, b) => a + b, 0) / numeric.length).toFixed(2);
    const illegal = items.filter((i) => i.legal === false).length;
    lines.push(`  ${who}: number ${mean} on average (${[...counted].map(([n, c]) => `${n} x${c}`).join(', ')})${illegal > 0 ? `, ${illegal} illegal by the referee` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
