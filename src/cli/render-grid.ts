/**
 * The board as terminal text: one row of cells per grid row, every cell padded to the widest card. Each
 * card shows a marker for its identity when the reader may know it (the spymaster's key, or a revealed
 * card), so the layout is readable without colour; colour (ANSI) only decorates, and the caller decides
 * whether to use it (a TTY and NO_COLOR unset).
 */
import type { GameState, Identity } from '../game/types.js';
import { VARIANTS } from '../game/variants.js';

/** How to render. */
export interface RenderOptions {
  /** Show every card's identity (the key). */
  readonly spymaster: boolean;
  /** Use ANSI colours. */
  readonly color: boolean;
}

const MARK: Record<Identity, string> = { red: 'R', blue: 'B', bystander: '-', assassin: 'X' };

// Background colours in the spirit of the game's cards; bright white or black text for contrast.
const PAINT: Record<Identity, string> = {
  red: '\x1b[41;97m',
  blue: '\x1b[44;97m',
  bystander: '\x1b[43;30m',
  assassin: '\x1b[40;97m',
};
const RESET = '\x1b[0m';
const DIM = '\x1b[2m';

/** Display width in code points (good enough for the shipped scripts, which have no wide characters). */
function width(s: string): number {
  return [...s].length;
}

/** True when output should be coloured: a TTY, and NO_COLOR unset or empty (https://no-color.org). */
export function useColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  return stream.isTTY === true && (env.NO_COLOR === undefined || env.NO_COLOR === '');
}

/** One line describing the board: variant, language, seed, who starts and the key's counts. */
export function describeBoard(state: GameState): string {
  const spec = VARIANTS[state.variant];
  const other = state.startingTeam === 'red' ? 'blue' : 'red';
  const c = spec.counts;
  const who = spec.players === 'two-teams' ? `${state.startingTeam} starts` : `${state.startingTeam} plays`;
  return `${spec.title} · ${state.lang} · seed ${state.seed} · ${state.rows}x${state.cols} · ${who} (${c.starting} ${state.startingTeam}, ${c.other} ${other}, ${c.bystander} bystanders, ${c.assassin} assassin)`;
}

/**
 * Renders the grid. Hidden cards show only their word unless `spymaster` (then `[R] WORD`); covered cards
 * show their identity in parentheses, `(R) WORD`, and in colour are dimmed.
 *
 * @example
 * renderGrid(createGame({ variant: 'pictures', seed: 3 }), { spymaster: true, color: false });
 * // '[R] picture-048  [B] picture-232  [-] picture-023 ...'
 */
export function renderGrid(state: GameState, opts: RenderOptions): string {
  const showKey = (i: number): boolean => opts.spymaster || state.cards[i]?.revealed === true;
  const anyMark = opts.spymaster || state.cards.some((c) => c.revealed);
  const label = (i: number): string => {
    const card = state.cards[i];
    if (card === undefined) return '';
    if (!anyMark) return card.word;
    const mark = showKey(i) ? MARK[card.identity] : ' ';
    return card.revealed ? `(${mark}) ${card.word}` : `[${mark}] ${card.word}`;
  };
  const labels = state.cards.map((_, i) => label(i));
  const cell = Math.max(...labels.map(width));
  const lines: string[] = [];
  for (let r = 0; r < state.rows; r++) {
    const parts: string[] = [];
    for (let c = 0; c < state.cols; c++) {
      const i = r * state.cols + c;
      const text = labels[i] ?? '';
      const padded = text + ' '.repeat(cell - width(text));
      const card = state.cards[i];
      if (opts.color && card !== undefined && showKey(i)) {
        parts.push(`${card.revealed ? DIM : ''}${PAINT[card.identity]}${padded}${RESET}`);
      } else {
        parts.push(padded);
      }
    }
    lines.push(parts.join('  ').trimEnd());
  }
  if (anyMark) lines.push('', 'Key: [R] red agent  [B] blue agent  [-] bystander  [X] assassin  (R) = covered');
  return `${lines.join('\n')}\n`;
}
