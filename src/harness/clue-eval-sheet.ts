/**
 * The printable sheet of a blind clue evaluation: pages of at most 40 items (one page a reader, so attention
 * does not fade), each opening with the reader's brief of the protocol, word for word, then every item's
 * grid, clue and number. Nothing on it tells the key, the spymaster or its targets.
 */
import type { ClueItem } from './clue-eval-key.js';

/** Items per page (per reader). */
export const ITEMS_PER_PAGE = 40;

/**
 * The reader's brief of the protocol, verbatim; `{N}` is the number of items the reader gets and `{THE_FILE}`
 * what holds them ("This page", "This file").
 */
export const READER_BRIEF = [
  'You are playing Codenames as the guesser, the way a thoughtful human player would. {THE_FILE} holds {N}'
  + " independent items. Each item shows the 25 code names on the table and a clue from your team's spymaster: a"
  + ' word and a number N, meaning "N of these words are ours and relate to this clue". About 8 or 9 of the 25'
  + " words are your team's; the others are bystanders, the other team's words, and one assassin (touching it"
  + ' loses the game at once), but you do not know which are which.',
  'For each item, decide which words you would touch, in order, as a careful human player: at most N words,'
  + ' best first. Stop early (list fewer than N) when you are not reasonably confident about the next one,'
  + ' exactly as you would in a real game where a wrong touch ends your turn and the assassin loses the game.'
  + ' You must touch at least one word. Decide each item on its own, using only its words and clue.',
  'Write one JSON object per line: {"id": "...", "guesses": ["WORD", ...]}.',
].join('\n\n');

/** The brief for a reader of `count` items held by `holder` (e.g. 'This page'). */
export function readerBrief(count: number, holder: string): string {
  return READER_BRIEF.replace('{THE_FILE}', holder).replace('{N}', String(count));
}

/** Splits items into reader pages of at most ITEMS_PER_PAGE, in order. */
export function pagesOf<T>(items: readonly T[], size = ITEMS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** The words in a grid of `cols` columns, each padded to the longest (a sheet item's board). */
export function grid(words: readonly string[], cols: number): string {
  const rows: string[] = [];
  const width = Math.max(...words.map((w) => w.length));
  for (let i = 0; i < words.length; i += cols) rows.push(words.slice(i, i + cols).map((w) => w.padEnd(width)).join('  ').trimEnd());
  return rows.join('\n');
}

/**
 * The sheet as Markdown: a title, then per page the brief, the items (id, a 5-column grid, clue and number)
 * and a page break.
 *
 * @example
 * renderClueSheet(items).startsWith('# Clues to read'); // true
 */
export function renderClueSheet(items: readonly ClueItem[]): string {
  const pages = pagesOf(items);
  const out: string[] = [`# Clues to read (${items.length} items, ${pages.length} page${pages.length === 1 ? '' : 's'}: one page a reader)`, ''];
  pages.forEach((page, p) => {
    out.push(`## Page ${p + 1} of ${pages.length}`, '', ...readerBrief(page.length, 'This page').split('\n').map((l) => (l === '' ? '>' : `> ${l}`)), '');
    for (const item of page) {
      out.push(`### ${item.id}`, '', '```text', grid(item.words, 5), '```', '', `Clue: **${item.clue} ${item.number}**`, '', 'Touch, in order: ______________________________________________', '');
    }
    if (p < pages.length - 1) out.push('<div style="page-break-after: always"></div>', '');
  });
  return `${out.join('\n').trimEnd()}\n`;
}
