/**
 * Independent readings of a clue: how strongly each open card is tied to the clue by each resource a person
 * might think with, kept apart rather than blended, so that a clue can be required to work in more than one
 * of them and an explanation can say which resource ties which card.
 *
 * - glove: the CSLS-corrected cosine in GloVe alone (distributional: words used together);
 * - wordnet: the same score in the WordNet mind alone (definitions and relations);
 * - links: the symbolic links of the card tables (a WordNet relation, a Moby Thesaurus entry, a phrase
 *   such as 'air force'), one flag per kind, and the association norms (card-norms.ts) with their
 *   strength 0-3: the card's norm (bat -> vampire 3, bat -> night 2) and the clue word's (vampire -> BAT).
 *
 * The human model (human-model.ts) weighs these into the chance that a person picks each card.
 */
import type { EmbeddingModel } from '../../embeddings/types.js';
import { UNKNOWN_CARD_SCORE, clueCardScores } from '../clue-scores.js';
import { cardVectors, type CardVector } from '../word-stats.js';
import { loadCardRelations, type CardRelations } from '../relations.js';
import { loadCardAssociations } from '../associations.js';
import { loadCardNorms, loadClueNorms, type CardNorms, type ClueNorms } from '../card-norms.js';
import { loadWordNetMind } from '../wordnet-mind.js';
import { loadDefaultModel } from '../../embeddings/index.js';
import type { MindPool } from './mind-pool.js';
import { linkStrengths, type LinkPool, type LinkSources, type LinkTable } from './link-pool.js';
import { modelFolder } from '../../embeddings/load-model.js';
import { WORD_LISTS, loadWordList } from '../../game/word-lists.js';
import { loadTranslations } from '../../embeddings/bridge/translations.js';
import { translatedLinks, type TranslatedLinks } from '../translated-links.js';

/**
 * The link kinds a reading records, in a fixed order: the flag kinds, then the norms (a strength 0-3): 'norm'
 * the clue in the card's norm list, 'normBack' the card in the clue's own list when the clue is a card word,
 * 'clueNorm' the card in the clue-word norms (the cards people connect to a frequent clue word, card-norms.ts).
 */
export const LINK_KINDS = ['relation', 'thesaurus', 'phrase', 'norm', 'normBack', 'clueNorm'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
/** The link kinds that are flags (0 or 1 per card): all but the norm. */
export const FLAG_KINDS = ['relation', 'thesaurus', 'phrase'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/** The resources a set of readings is taken from. */
export interface ReadingMinds {
  /** The distributional model (GloVe by default). */
  readonly glove: EmbeddingModel;
  /** The WordNet mind (English); none for other languages (its readings are then null). */
  readonly wordnet: EmbeddingModel | null;
  /** The link tables, per kind (a kind may be missing: its flags or strengths are then all 0). */
  readonly links: Partial<Record<FlagKind, CardRelations>> & { readonly norm?: CardNorms; readonly clueNorm?: ClueNorms };
  /** For a bridged language, the English words each norm link goes through (translated-links.ts). */
  readonly via?: TranslatedLinks['via'];
}

/** One clue read against the open cards of a board (every array aligned with the cards). */
export interface ClueReading {
  readonly clue: string;
  /** GloVe-alone score per card; null when GloVe does not know the clue. */
  readonly glove: Float32Array | null;
  /** WordNet-mind score per card; null when the WordNet mind does not know the clue. */
  readonly wordnet: Float32Array | null;
  /** Per flag kind, 1 where the clue is linked to the card; for 'norm' and 'normBack', the strength 0-3. */
  readonly links: Readonly<Record<LinkKind, Uint8Array>>;
}

/** A board prepared for reading many clues: each card looked up once per mind. */
export interface BoardReader {
  readonly words: readonly string[];
  read(clue: string): ClueReading;
  /**
   * Reads pool word `c` (spelled `clue`) through the minds' pools when given (mind-pool.ts, link-pool.ts),
   * else as `read`; the same reading either way.
   */
  readAt(c: number, clue: string): ClueReading;
  /**
   * Pool word `c`'s reading as `readAt` gives it, but for the WordNet scores, which are read only by
   * `complete` (wordnet null until then): the part mayPass (clue-judges.ts) reads, for the many candidates
   * that fail it. A pool word the pools do not hold both ways is read in full at once.
   */
  screenAt(c: number, clue: string): ClueReading;
  /** The full reading (as `readAt`) of one `screenAt` gave for pool word `c`; a full reading as it is. */
  complete(c: number, reading: ClueReading): ClueReading;
  /** Pool words about to be read with `readAt`: their per-word statistics are made in one batch (mind-pool.ts). */
  prepare(cs: readonly number[]): void;
}

/** The minds' pools over a spymaster's clue pool (mind-pool.ts), and the link kinds' (link-pool.ts). */
export interface ReadingPools {
  readonly glove: MindPool;
  readonly wordnet: MindPool | null;
  readonly links?: LinkPool;
}

/**
 * The link kinds of `minds` as link-pool.ts reads them, in LINK_KINDS order: a flag kind's table of a card is
 * its set of linked words, the norm's its associates with their strengths; 'normBack' reads the clue's own
 * associates (when the clue is a card word of the norms).
 */
export function linkSources(minds: ReadingMinds): LinkSources {
  const { norm, clueNorm, ...flags } = minds.links;
  const tables = LINK_KINDS.map((kind): ((card: string) => LinkTable | undefined) => {
    if (kind === 'norm') return (card) => norm?.strengths(card);
    if (kind === 'clueNorm') return (card) => clueNorm?.strengths(card);
    if (kind === 'normBack') return () => undefined;
    const table = flags[kind];
    return (card) => table?.of(card);
  });
  // 'normBack' is read from the clue's side: the card in the clue's own norm list.
  const back = LINK_KINDS.indexOf('normBack');
  // A clue word with its own forward list reads that list only (card-norms.ts ownList), not its base forms'.
  const forward = LINK_KINDS.indexOf('clueNorm');
  const ownList = clueNorm?.ownList === undefined ? undefined : (k: number, word: string): boolean => k === forward && clueNorm.ownList!(word);
  return { kinds: tables.length, table: (k, card) => tables[k]!(card), clueTable: (k, base) => (k === back ? norm?.strengths(base) : undefined), ...(ownList === undefined ? {} : { ownList }) };
}

/**
 * Prepares `words` (the open cards, board spelling) for reading clues with `minds`.
 *
 * @example
 * const reader = boardReader(minds, ['SHARK', 'BANK', 'WHALE']);
 * reader.read('fish').glove; // Float32Array [0.2, -0.1, 0.15]
 */
export function boardReader(minds: ReadingMinds, words: readonly string[], pools?: ReadingPools): BoardReader {
  const gloveCards: CardVector[] = cardVectors(minds.glove, words);
  const wn = minds.wordnet;
  const wordnetCards: CardVector[] = wn === null ? [] : cardVectors(wn, words);
  // The links: a few set look-ups per card for one clue, the pool's buckets for pool words (link-pool.ts).
  const cards = words.map((w) => w.trim().toLowerCase());
  const sources = linkSources(minds);
  const record = (flags: readonly Uint8Array[]): Record<LinkKind, Uint8Array> => {
    const links = {} as Record<LinkKind, Uint8Array>;
    LINK_KINDS.forEach((kind, ki) => {
      links[kind] = flags[ki]!;
    });
    return links;
  };
  const linksOf = (clue: string): Record<LinkKind, Uint8Array> => record(linkStrengths(sources, cards, clue));
  const linksAt = pools?.links?.board(cards);
  const gloveAt = pools?.glove.board(gloveCards);
  const wordnetAt = pools?.wordnet?.board(wordnetCards);
  /** Pool word c's plain reading (as `read`) from the pools, when both pools hold it as a plain word. */
  const plainAt = (c: number, clue: string, links: Record<LinkKind, Uint8Array>): ClueReading | null => {
    const glove = gloveAt?.plain(c);
    const wordnet = wn === null ? null : wordnetAt?.plain(c);
    return glove === undefined || wordnet === undefined ? null : { clue, glove, wordnet, links };
  };
  function readAt(c: number, clue: string): ClueReading {
    const glove = gloveAt?.at(c) ?? null;
    const wordnet = wordnetAt?.at(c) ?? null;
    const links = linksAt === undefined ? linksOf(clue) : record(linksAt(c));
    // A pool word a mind has no row for may still be known through its look-up rules: read it plainly.
    if (glove === null || (wn !== null && wordnet === null)) return plainAt(c, clue, links) ?? read(clue, links);
    return { clue, glove, wordnet, links };
  }
  // The readings screenAt made without their WordNet scores: true when read from the rows, false plainly.
  const screened = new WeakMap<ClueReading, boolean>();
  const read = (clue: string, links?: Record<LinkKind, Uint8Array>): ClueReading => ({
    clue,
    glove: clueCardScores(minds.glove, clue, gloveCards, 1),
    wordnet: wn === null ? null : clueCardScores(wn, clue, wordnetCards, 1),
    links: links ?? linksOf(clue),
  });
  return {
    words,
    read: (clue) => read(clue),
    prepare(cs) {
      gloveAt?.prepare(cs);
      // (the WordNet scores are gathered word by word: screenAt leaves most candidates' unread)
      wordnetAt?.prepare(cs, false);
    },
    readAt,
    screenAt(c, clue) {
      if (wn === null || gloveAt === undefined || wordnetAt === undefined) return readAt(c, clue);
      // (as readAt: the rows when both minds have one, else both plainly)
      const rows = gloveAt.has(c) && wordnetAt.has(c);
      const glove = rows ? gloveAt.at(c) : gloveAt.plain(c);
      if (glove === undefined) return readAt(c, clue);
      const reading: ClueReading = { clue, glove, wordnet: null, links: linksAt === undefined ? linksOf(clue) : record(linksAt(c)) };
      screened.set(reading, rows);
      return reading;
    },
    complete(c, reading) {
      const rows = screened.get(reading);
      if (rows === undefined) return reading;
      const wordnet = rows ? wordnetAt!.at(c) : wordnetAt!.plain(c);
      return wordnet === undefined ? readAt(c, reading.clue) : { clue: reading.clue, glove: reading.glove, wordnet, links: reading.links };
    },
  };
}

/** Options of {@link readingMinds}. */
export interface ReadingMindsOptions {
  /**
   * For a bridged model with a translations table, also read the English norms through the translations
   * (translated-links.ts; default false). The spymaster for people asks for it (its judges want a second
   * reading); the guesser for people reads without it and weighs it in apart, at a fraction, for clues for 2-3
   * (translated-guess.ts: read in full, our Hungarian guesser ended 20% of games on the assassin).
   */
  readonly translated?: boolean;
}

/**
 * The readings' minds for `base` (default: the default GloVe model): with the WordNet mind and the card
 * tables when it is English; for a bridged model with a translations table and `translated`, the model and
 * the English norms read through the translations (translated-links.ts); the model alone otherwise.
 *
 * @example
 * const reader = boardReader(await readingMinds(), board);
 */
export async function readingMinds(base?: EmbeddingModel, options: ReadingMindsOptions = {}): Promise<ReadingMinds> {
  const glove = base ?? (await loadDefaultModel());
  if (glove.lang !== 'en') {
    const folder = options.translated === true ? modelFolder(glove) : undefined;
    const translations = folder === undefined ? null : loadTranslations(folder);
    if (translations === null) return { glove, wordnet: null, links: {} };
    const cards = new Set(Object.values(WORD_LISTS).flatMap((l) => (l.lang === glove.lang ? loadWordList(l.name).map((w) => w.trim().toLowerCase()) : [])));
    const t = translatedLinks(translations, loadCardNorms(), loadClueNorms(), cards, glove.lang);
    return { glove, wordnet: null, links: { norm: t.norm, clueNorm: t.clueNorm }, via: t.via };
  }
  const assoc = loadCardAssociations();
  return { glove, wordnet: loadWordNetMind(), links: { relation: loadCardRelations(), thesaurus: assoc.thesaurus, phrase: assoc.phrase, norm: loadCardNorms(), clueNorm: loadClueNorms() } };
}

/** The score of card `i` in a vector reading, or the unknown-card score when the mind does not know the clue. */
export function scoreIn(scores: Float32Array | null, i: number): number {
  return scores === null ? UNKNOWN_CARD_SCORE : scores[i]!;
}
