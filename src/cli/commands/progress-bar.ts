/**
 * A one-line progress bar for a terminal (stderr): done/total, games/s and ETA, redrawn at most ten times a
 * second so drawing never costs the tournament anything measurable.
 */
import type { Progress } from '../../harness/types.js';

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.round(seconds);
  return s >= 3600 ? `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m` : s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/**
 * Renders one progress line.
 *
 * @example
 * progressLine({ done: 50, total: 100, elapsedMs: 1000, gamesPerSecond: 50, etaSeconds: 1, forfeits: 0 }, 10);
 * // '[#####-----] 50/100  50.0%  50.0 games/s  ETA 1s'
 */
export function progressLine(p: Progress, width = 30): string {
  const frac = p.total === 0 ? 1 : p.done / p.total;
  const filled = Math.round(frac * width);
  const forfeits = p.forfeits > 0 ? `  ${p.forfeits} forfeits` : '';
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${p.done}/${p.total}  ${(frac * 100).toFixed(1)}%  ${p.gamesPerSecond.toFixed(1)} games/s  ETA ${p.etaSeconds === null ? '?' : duration(p.etaSeconds)}${forfeits}`;
}

/** A throttled progress bar writing to `stream`. */
export function createProgressBar(stream: NodeJS.WritableStream): { update(p: Progress): void; finish(): void } {
  let last = 0;
  let pending: Progress | null = null;
  const draw = (p: Progress): void => {
    stream.write(`\r${progressLine(p)}\x1b[K`);
  };
  return {
    update(p) {
      pending = p;
      const now = Date.now();
      if (now - last >= 100 || p.done === p.total) {
        last = now;
        draw(p);
        pending = null;
      }
    },
    finish() {
      if (pending !== null) draw(pending);
      if (last > 0 || pending !== null) stream.write('\n');
    },
  };
}
