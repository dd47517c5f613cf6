/**
 * The spymaster's fast path: which of many candidate clues are legal on one board. The clue-only part of
 * the verdict and the clue's keys are computed once per candidate word and cached per language and
 * options (the spymaster's vocabulary is the same for every board); per board only the board's key index
 * is built, and each candidate costs a few map lookups.
 */
import { getLanguageSync } from '../lang/index.js';
import type { LanguagePack } from '../lang/types.js';
import { visibleCards } from './board.js';
import { intrinsicOptions, judge } from './check-clue.js';
import { checkIntrinsic } from './intrinsic.js';
import { BoardIndex, clueKeys } from './keys.js';
import type { BoardInput, CheckOptions, LegalityVerdict } from './types.js';

/** What the filter remembers about one candidate word. */
interface CandidateInfo {
  /** Passes the clue-only checks (including the tournament form rule). */
  readonly ok: boolean;
  readonly keys: readonly string[];
}

const NO_KEYS: readonly string[] = [];
const caches = new Map<string, Map<string, CandidateInfo>>();
const CACHE_LIMIT = 500_000;

/** A board-specific clue filter. */
export interface ClueFilter {
  /** True when `candidate` is a legal clue on this board. */
  isLegal(candidate: string): boolean;
  /** One byte per candidate: 1 = legal, 0 = illegal (same order as the input). */
  mask(candidates: readonly string[]): Uint8Array;
  /** The full verdict with code and message (slower; for explanations). */
  verdict(candidate: string): LegalityVerdict;
}

function cacheFor(pack: LanguagePack, opts: CheckOptions): Map<string, CandidateInfo> {
  const sig = [pack.code, opts.ruleset ?? 'standard', opts.allowAcronyms ?? false, opts.allowProperNames ?? true, (opts.extraWords ?? []).join('\u0001')].join('|');
  let cache = caches.get(sig);
  if (cache === undefined) {
    cache = new Map();
    caches.set(sig, cache);
  }
  return cache;
}

/**
 * A filter for one board. Candidates that are not strings or are over-long are simply illegal here (the
 * filter never throws for a candidate).
 *
 * @example
 * const filter = createClueFilter(['FIGHTER', 'APPLE', 'ROUND'], { lang: 'en' });
 * filter.mask(['fight', 'ground', 'orchard']); // Uint8Array [0, 1, 1]
 */
export function createClueFilter(board: BoardInput, opts: CheckOptions): ClueFilter {
  const pack = getLanguageSync(opts.lang);
  const cards = visibleCards(board);
  const index = new BoardIndex(pack, cards);
  const iopts = intrinsicOptions(pack, opts);
  const cache = cacheFor(pack, opts);
  const info = (w: string): CandidateInfo => {
    let c = cache.get(w);
    if (c === undefined) {
      let r;
      try {
        r = checkIntrinsic(pack, w, iopts);
      } catch {
        r = undefined;
      }
      c = r !== undefined && r.ok ? { ok: r.tournamentFormOk, keys: clueKeys(pack, r.word) } : { ok: false, keys: NO_KEYS };
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(w, c);
    }
    return c;
  };
  const isLegal = (w: string): boolean => {
    if (typeof w !== 'string' || w.length > 64) return false;
    const c = info(w);
    return c.ok && !index.hitsAny(c.keys);
  };
  return {
    isLegal,
    mask(candidates) {
      const out = new Uint8Array(candidates.length);
      for (let i = 0; i < candidates.length; i++) out[i] = isLegal(candidates[i] as string) ? 1 : 0;
      return out;
    },
    verdict(candidate) {
      return judge(pack, index, candidate, iopts);
    },
  };
}
