/**
 * The translated reading of a bridged language (Hungarian, Russian, any `model bridge` model): the clue and
 * each card are translated to English through the model's translations table (embeddings/bridge/
 * translations.ts, written by `model bridge` from the user's dictionaries) and read with the English
 * association norms: the card norms (what people associate with a card word) and the clue-word norms (the
 * cards people think of on hearing a clue). The language's card lists are largely translations of the English
 * cards, so a card often translates to an English card word whose norms exist (SZÉN -> coal, АКУЛА -> shark).
 *
 * Polysemy is the danger (a translation's other senses are not the word's, and the dictionaries are noisy:
 * FreeDict gives PÉNZ *green* and *sand* before *money*), so both sides are read narrowly:
 * - a clue's English readings: its leading senses (the strongest of the senses its vector is made of, and any
 *   nearly as strong), single words, for which it is the usual word (back-translation: among the words that
 *   lead with the English word, the shortest, then the most familiar: HÁZ reads *house*, DOLOGHÁZ and TELEL
 *   do not read *house* and *winter*; TELEL's *winter* belongs to TÉL);
 * - a card's English pivots: the English card words among its leading senses that it gives a large share
 *   (PIVOT_SHARE of the largest share any word gives them, or USUAL_SHARE when it is their usual word), else
 *   the one English card word it gives the largest share (the card lists are largely translations of the
 *   English cards); FOG is *tooth* only in its third sense: no pivot.
 * A clue is linked to a card with the strongest English link between one of its readings and one of the
 * card's pivots. The links are keyed by the language's words, so the judges and the human model read them
 * as they read the English norms (readings.ts 'norm' and 'clueNorm'); the clue stays a word of the language,
 * judged by its referee.
 */
import type { Translation, Translations } from '../embeddings/bridge/translations.js';
import type { CardNorms, ClueNorms } from './card-norms.js';
import { blockedClue } from '../embeddings/bridge/blocklist.js';

/** A leading sense: at least this share of the word's strongest translation. */
const LEADING_SHARE = 0.8;
/** A card's pivot: the card gives the English word at least this part of the largest share any word gives it. */
const PIVOT_SHARE = 0.4;
/** ... or it is the usual word for it (see `usual`) and gives it at least this share. */
const USUAL_SHARE = 0.25;
/** ... or, failing both, it is the English card word the card gives the largest share, at least this (mean of the two lists). */
const CARD_WORD_SHARE = 0.12;
/** At most this many English readings of a clue. */
const MAX_READINGS = 2;

/** The translated reading: the norms keyed by the language's words, and what each link went through. */
export interface TranslatedLinks {
  /** Card norms: the language's card (lower case) -> the clue words people associate with it, via English. */
  readonly norm: CardNorms;
  /** Clue-word norms: covers a clue when one of its English readings is covered. */
  readonly clueNorm: ClueNorms;
  /**
   * The English words a link between `clue` and `card` goes through ('norm' or 'clueNorm'), the strongest
   * first, or undefined when they are not linked: { clue: 'sea', card: 'ship' } for TENGER and HAJÓ.
   */
  via(kind: 'norm' | 'clueNorm', clue: string, card: string): { readonly clue: string; readonly card: string } | undefined;
  /** The English card words a card of the language is read as (its pivots), or a clue's English readings. */
  english(word: string): readonly string[];
}

const single = (t: Translation): boolean => /^\p{L}+$/u.test(t.english);

/** The leading senses of a list: the strongest, and those nearly as strong (LEADING_SHARE of it). */
function leading(list: readonly Translation[]): Translation[] {
  const top = list[0]?.share ?? 0;
  return list.filter((t) => t.share >= LEADING_SHARE * top);
}

/**
 * Builds the translated reading of `translations` on the English `norm` and `clueNorm` (loadCardNorms,
 * loadClueNorms); `cards` are the language's card words (lower case), `lang` its code (for the clue
 * blocklist). Each word's links are made on first use and kept.
 *
 * @example
 * const t = translatedLinks(loadTranslations(dir)!, loadCardNorms(), loadClueNorms(), new Set(['hajó']));
 * t.norm.strength('hajó', 'tenger'); // 3: TENGER reads 'sea', HAJÓ 'ship', and people associate sea with ship
 */
export function translatedLinks(translations: Translations, norm: CardNorms, clueNorm: ClueNorms, cards: ReadonlySet<string>, lang = ''): TranslatedLinks {
  // Per English word: the largest share any word of the language gives it (in either list), and the words
  // whose leading senses it is, the usual word for it first (shortest, then most familiar: the table is in
  // the model's vocabulary order, its familiarity order).
  const topShare = new Map<string, number>();
  const leaders = new Map<string, { word: string; letters: number; order: number }[]>();
  let order = 0;
  for (const [word, t] of translations) {
    order++;
    for (const s of [...t.senses, ...t.all]) topShare.set(s.english, Math.max(topShare.get(s.english) ?? 0, s.share));
    // (a slur is never the usual word: BUZI leads with *fruit*, GYÜMÖLCS is the word for it)
    if (blockedClue(lang, word)) continue;
    for (const s of leading(t.senses)) {
      const list = leaders.get(s.english);
      const entry = { word, letters: [...word].length, order };
      if (list === undefined) leaders.set(s.english, [entry]);
      else list.push(entry);
    }
  }
  const usual = new Map<string, string>();
  for (const [e, list] of leaders) usual.set(e, list.sort((a, b) => a.letters - b.letters || a.order - b.order)[0]!.word);
  // A clue's readings: its leading senses for which it is the usual word (back-translation).
  const readingsOf = new Map<string, string[]>();
  const readers = new Map<string, string[]>();
  for (const [word, t] of translations) {
    const rs = leading(t.senses).filter((s) => single(s) && usual.get(s.english) === word).slice(0, MAX_READINGS).map((s) => s.english);
    if (rs.length === 0) continue;
    readingsOf.set(word, rs);
    for (const e of rs) {
      const list = readers.get(e);
      if (list === undefined) readers.set(e, [word]);
      else list.push(word);
    }
  }
  const pivotsOf = new Map<string, string[]>();
  /**
   * The English card words a word is read as: for a card of the language, its pivots (above); for any other
   * word (a clue that is an English card word, read from the clue's side), its readings that are card words.
   */
  const pivots = (word: string): string[] => {
    let hit = pivotsOf.get(word);
    if (hit === undefined) {
      const t = translations.get(word);
      const found = new Set<string>();
      if (t !== undefined && cards.has(word)) {
        for (const s of [...leading(t.senses), ...leading(t.all)]) {
          if (norm.strengths(s.english) !== undefined && (s.share >= PIVOT_SHARE * (topShare.get(s.english) ?? 0) || (usual.get(s.english) === word && s.share >= USUAL_SHARE))) found.add(s.english);
        }
        // The card lists are largely translations of the English cards: the English card word the card
        // gives the largest share, when it is a clear part of its meaning, is most likely the one it renders.
        if (found.size === 0) {
          const share = new Map<string, number>();
          for (const s of [...t.senses, ...t.all]) if (norm.strengths(s.english) !== undefined) share.set(s.english, (share.get(s.english) ?? 0) + s.share / 2);
          const best = [...share].sort((a, b) => b[1] - a[1])[0];
          if (best !== undefined && best[1] >= CARD_WORD_SHARE) found.add(best[0]);
        }
      } else for (const e of readingsOf.get(word) ?? []) if (norm.strengths(e) !== undefined) found.add(e);
      pivotsOf.set(word, (hit = [...found]));
    }
    return hit;
  };
  const english = { norm, clueNorm } as const;
  /** A card's links of one kind, keyed by the language's words (made once per card). */
  const tables = { norm: new Map<string, Map<string, number> | null>(), clueNorm: new Map<string, Map<string, number> | null>() };
  const linksOf = (kind: 'norm' | 'clueNorm', card: string): Map<string, number> | undefined => {
    const key = card.trim().toLowerCase();
    const cached = tables[kind].get(key);
    if (cached !== undefined) return cached ?? undefined;
    const out = new Map<string, number>();
    for (const p of pivots(key)) {
      for (const [e, s] of english[kind].strengths(p) ?? []) {
        for (const w of readers.get(e) ?? []) if (w !== key && s > (out.get(w) ?? 0)) out.set(w, s);
      }
    }
    const table = out.size === 0 ? null : out;
    tables[kind].set(key, table);
    return table ?? undefined;
  };
  const normsOf = (kind: 'norm' | 'clueNorm'): CardNorms => {
    return {
      has: (card, clue) => (linksOf(kind, card)?.get(clue.trim().toLowerCase()) ?? 0) > 0,
      of: (card) => {
        const links = linksOf(kind, card);
        return links === undefined ? undefined : new Set(links.keys());
      },
      strength: (card, clue) => linksOf(kind, card)?.get(clue.trim().toLowerCase()) ?? 0,
      strengths: (card) => linksOf(kind, card),
    };
  };
  return {
    norm: normsOf('norm'),
    clueNorm: { ...normsOf('clueNorm'), covers: (clue) => (readingsOf.get(clue.trim().toLowerCase()) ?? []).some((e) => clueNorm.covers(e)) },
    english: (word) => {
      const w = word.trim().toLowerCase();
      return cards.has(w) ? pivots(w) : readingsOf.get(w) ?? [];
    },
    via(kind, clue, card) {
      const c = clue.trim().toLowerCase();
      const k = card.trim().toLowerCase();
      let best: { clue: string; card: string } | undefined;
      let strength = 0;
      const consider = (s: number, pair: { clue: string; card: string }): void => {
        if (s > strength) {
          strength = s;
          best = pair;
        }
      };
      for (const p of pivots(k)) for (const e of readingsOf.get(c) ?? []) consider(english[kind].strengths(p)?.get(e) ?? 0, { clue: e, card: p });
      // (the card norms read from the clue's side: the clue an English card word, the card among its associates)
      if (kind === 'norm') for (const p of pivots(c)) for (const e of readingsOf.get(k) ?? []) consider(norm.strengths(p)?.get(e) ?? 0, { clue: p, card: e });
      return best;
    },
  };
}
