/**
 * The spymaster's fast path: which of many candidate clues are legal on one board. The clue-only part of
 * the verdict and the clue's keys are computed once per candidate word and cached per language and
 * options (the spymaster's vocabulary is the same for every board). Keys are interned as integers, so per
 * board the work is: build the board's key index, mark its keys in a byte table, and test each candidate's
 * few key ids against it. A candidate array passed to `mask` again is recognised and skips even the
 * per-word cache lookup.
 */
import { getLanguageSync } from '../lang/index.js';
import type { LanguagePack } from '../lang/types.js';
import { visibleCards } from './board.js';
import { intrinsicOptions, judge } from './check-clue.js';
import { checkIntrinsic, MAX_CLUE_LENGTH, type IntrinsicOptions } from './intrinsic.js';
import { BoardIndex, clueKeys } from './keys.js';
import type { BoardInput, CheckOptions, LegalityVerdict } from './types.js';

/** What the filter remembers about one candidate word. */
interface CandidateInfo {
  /** Passes the clue-only checks (including the tournament form rule). */
  readonly ok: boolean;
  /** Interned ids of its keys. */
  readonly ids: Int32Array;
  /** The keys themselves (for boards built before the candidate was first seen). */
  readonly keys: readonly string[];
  /** Largest id in `ids` (-1 when none). */
  readonly maxId: number;
}

interface FilterCache {
  readonly infos: Map<string, CandidateInfo>;
  readonly ids: Map<string, number>;
  readonly arrays: WeakMap<readonly string[], CandidateInfo[]>;
}

const REJECTED: CandidateInfo = { ok: false, ids: new Int32Array(0), keys: [], maxId: -1 };
const caches = new Map<string, FilterCache>();
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

function cacheFor(pack: LanguagePack, opts: CheckOptions): FilterCache {
  const sig = [pack.code, opts.ruleset ?? 'standard', opts.allowAcronyms ?? false, opts.allowProperNames ?? true, (opts.extraWords ?? []).join('\u0001')].join('|');
  let cache = caches.get(sig);
  if (cache === undefined || cache.infos.size >= CACHE_LIMIT) {
    cache = { infos: new Map(), ids: new Map(), arrays: new WeakMap() };
    caches.set(sig, cache);
  }
  return cache;
}

function intern(cache: FilterCache, key: string): number {
  let id = cache.ids.get(key);
  if (id === undefined) {
    id = cache.ids.size;
    cache.ids.set(key, id);
  }
  return id;
}

/**
 * What the filter knows of candidate `w` on any board: null when it is never legal (a clue-only check fails,
 * it is over-long, or not clue text at all), else whether it passes the clue-only checks with the tournament
 * form rule (`ok`) and the keys (keys.ts) a visible code name must not share with it. The clue is legal on a
 * board exactly when `ok` and no visible card's words (board.ts) have one of the keys among their boardKeys.
 *
 * @example
 * clueFacts(getLanguageSync('en'), 'fighter', intrinsicOptions(pack, { lang: 'en' }))?.keys; // ['W:fighter', 'L:fighter', ...]
 */
export function clueFacts(pack: LanguagePack, w: string, iopts: IntrinsicOptions): { readonly ok: boolean; readonly keys: string[] } | null {
  if (typeof w !== 'string' || w.length > MAX_CLUE_LENGTH) return null;
  try {
    const r = checkIntrinsic(pack, w, iopts);
    return r.ok ? { ok: r.tournamentFormOk, keys: clueKeys(pack, r.word) } : null;
  } catch {
    return null; // control characters and the like: never a legal candidate
  }
}

/**
 * A filter for one board. Candidates that are not strings, are over-long or otherwise unusable are simply
 * illegal here (the filter never throws for a candidate).
 *
 * @example
 * const filter = createClueFilter(['FIGHTER', 'APPLE', 'ROUND'], { lang: 'en' });
 * filter.mask(['fight', 'ground', 'orchard']); // Uint8Array [0, 1, 1]
 */
export function createClueFilter(board: BoardInput, opts: CheckOptions): ClueFilter {
  const pack = getLanguageSync(opts.lang);
  const index = new BoardIndex(pack, visibleCards(board));
  const iopts = intrinsicOptions(pack, opts);
  const cache = cacheFor(pack, opts);
  // Only keys some cached candidate carries get a slot (board keys are not interned, so the table stays
  // bounded over thousands of boards). A candidate first seen after this board was built may carry ids
  // beyond the table; it is checked by its key strings instead.
  const forbidden = new Uint8Array(cache.ids.size);
  for (const key of index.keys()) {
    const id = cache.ids.get(key);
    if (id !== undefined) forbidden[id] = 1;
  }

  const info = (w: string): CandidateInfo => {
    let c = cache.infos.get(w);
    if (c === undefined) {
      const facts = clueFacts(pack, w, iopts);
      if (facts === null) c = REJECTED;
      else {
        const ids = Int32Array.from(facts.keys, (k) => intern(cache, k));
        c = { ok: facts.ok, ids, keys: facts.keys, maxId: ids.reduce((m, x) => Math.max(m, x), -1) };
      }
      cache.infos.set(w, c);
    }
    return c;
  };
  const legal = (c: CandidateInfo): boolean => {
    if (!c.ok) return false;
    if (c.maxId >= forbidden.length) return !index.hitsAny(c.keys);
    const ids = c.ids;
    for (let i = 0; i < ids.length; i++) if (forbidden[ids[i] as number] === 1) return false;
    return true;
  };
  return {
    isLegal: (w) => legal(info(w)),
    mask(candidates) {
      let infos = cache.arrays.get(candidates);
      if (infos === undefined || infos.length !== candidates.length) {
        infos = candidates.map((w) => info(w));
        cache.arrays.set(candidates, infos);
      }
      const out = new Uint8Array(infos.length);
      for (let i = 0; i < infos.length; i++) out[i] = legal(infos[i] as CandidateInfo) ? 1 : 0;
      return out;
    },
    verdict: (candidate) => judge(pack, index, candidate, iopts),
  };
}
