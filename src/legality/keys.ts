/**
 * The relation between a clue and a board word, reduced to keys. Each word gets typed keys (W: spellings,
 * L: lemmas, D: derivational bases, S: long stems, R: Hebrew roots, P: compound parts); a board word
 * publishes which clue keys collide with it and how. Judging a clue is then a handful of map lookups, which
 * is what lets the spymaster's filter check 50,000 candidates per board.
 *
 * Collisions (clue key -> board word keys):
 * - W:x  with the board word or its shortened spellings        -> clue/board-word (דב for דוב, 000)
 * - P:x  with a lemma/spelling of the board word                 -> clue/compound-part (windmill / WIND)
 * - L:x  with a compound part of the board word                  -> clue/compound-part (свет / РАССВЕТ, 004)
 * - L:x  with a lemma or derivational base of the board word     -> clue/same-root (fight / FIGHTER)
 * - D:x  with a lemma of the board word                          -> clue/same-root (лесник / ЛЕС, 004)
 * - S:x  with a stem (4+ letters) of the board word              -> clue/same-root
 * - R:x  with a Hebrew root of the board word                    -> clue/same-root (חדשות / חדש, 000)
 * Stems shorter than four letters are not keys: Snowball maps both поле and пол to "пол".
 */
import type { LanguagePack } from '../lang/types.js';
import type { ClueCode } from './types.js';

/** Relational codes in priority order (the first that applies is reported). */
export const RELATION_ORDER: readonly ClueCode[] = ['clue/board-word', 'clue/compound-part', 'clue/same-root'];

/** The keys a word shows as a clue. */
export function clueKeys(pack: LanguagePack, word: string): string[] {
  const keys = new Set<string>();
  // Only the clue as written: a board word's shortened spelling is that word (דב for דוב, 000), but a
  // fuller spelling that matches a shorter board word is a different word (חודש is not חדש, 000).
  keys.add(`W:${pack.normalise(word)}`);
  const lemmas = pack.lemmas(word);
  for (const l of lemmas) keys.add(`L:${l}`);
  const rootType = pack.code === 'he' ? 'R' : 'D';
  for (const r of pack.roots(word)) keys.add(`${rootType}:${r}`);
  for (const s of pack.stems(word)) if (s.length >= 4) keys.add(`S:${s}`);
  for (const p of pack.compoundParts(word)) keys.add(`P:${p}`);
  return [...keys];
}

/** Board words' keys per language pack (a board index is built for every clue; its words repeat). */
const boardKeyCache = new WeakMap<LanguagePack, Map<string, ReadonlyMap<string, ClueCode>>>();
/** Board words kept per pack (word lists hold a few hundred; the cache starts again past this). */
const BOARD_KEY_CACHE = 20_000;

/** The clue keys that collide with a board word, each with the verdict code it gives (made once per word and pack). */
export function boardKeys(pack: LanguagePack, word: string): ReadonlyMap<string, ClueCode> {
  let byWord = boardKeyCache.get(pack);
  if (byWord === undefined) boardKeyCache.set(pack, (byWord = new Map()));
  let keys = byWord.get(word);
  if (keys === undefined) {
    if (byWord.size >= BOARD_KEY_CACHE) byWord.clear();
    byWord.set(word, (keys = makeBoardKeys(pack, word)));
  }
  return keys;
}

function makeBoardKeys(pack: LanguagePack, word: string): Map<string, ClueCode> {
  const out = new Map<string, ClueCode>();
  const put = (key: string, code: ClueCode): void => {
    const prev = out.get(key);
    if (prev === undefined || RELATION_ORDER.indexOf(code) < RELATION_ORDER.indexOf(prev)) out.set(key, code);
  };
  const spellings = pack.spellings(word);
  const lemmas = pack.lemmas(word);
  for (const s of spellings) put(`W:${s}`, 'clue/board-word');
  for (const x of [...lemmas, ...spellings]) put(`P:${x}`, 'clue/compound-part');
  for (const p of pack.compoundParts(word)) put(`L:${p}`, 'clue/compound-part');
  for (const l of lemmas) {
    put(`L:${l}`, 'clue/same-root');
    put(`D:${l}`, 'clue/same-root');
  }
  if (pack.code === 'he') {
    for (const r of pack.roots(word)) put(`R:${r}`, 'clue/same-root');
  } else {
    for (const d of pack.roots(word)) put(`L:${d}`, 'clue/same-root');
  }
  for (const s of pack.stems(word)) if (s.length >= 4) put(`S:${s}`, 'clue/same-root');
  return out;
}

/** A board's collision index: clue key -> (code, board cards). */
export class BoardIndex {
  private readonly map = new Map<string, { code: ClueCode; cards: string[] }>();

  constructor(pack: LanguagePack, cards: ReadonlyArray<{ card: string; words: readonly string[] }>) {
    for (const { card, words } of cards) {
      for (const w of words) {
        for (const [key, code] of boardKeys(pack, w)) {
          const prev = this.map.get(key);
          if (prev === undefined) this.map.set(key, { code, cards: [card] });
          else {
            if (RELATION_ORDER.indexOf(code) < RELATION_ORDER.indexOf(prev.code)) prev.code = code;
            if (!prev.cards.includes(card)) prev.cards.push(card);
          }
        }
      }
    }
  }

  /** Every key that collides with some visible card. */
  keys(): IterableIterator<string> {
    return this.map.keys();
  }

  /** True when any of the keys collides. */
  hitsAny(keys: readonly string[]): boolean {
    for (const k of keys) if (this.map.has(k)) return true;
    return false;
  }

  /** The worst collision of the keys: its code and the board cards involved; undefined when none. */
  worst(keys: readonly string[]): { code: ClueCode; cards: string[] } | undefined {
    let best: { code: ClueCode; cards: string[] } | undefined;
    for (const k of keys) {
      const hit = this.map.get(k);
      if (hit === undefined) continue;
      if (best === undefined || RELATION_ORDER.indexOf(hit.code) < RELATION_ORDER.indexOf(best.code)) best = { code: hit.code, cards: [...hit.cards] };
      else if (hit.code === best.code) for (const c of hit.cards) if (!best.cards.includes(c)) best.cards.push(c);
    }
    return best;
  }
}
