/**
 * `model bridge`: a word model for another language built from the English vectors and bilingual
 * dictionaries. A word's vector is the sense-weighted mean of its English translations' unit vectors
 * (sense-weights.ts); the vocabulary is the dictionary's single words of the language; the clue words are
 * those the language's lexicon (the referee's hunspell dictionary) knows as dictionary forms (no slur or
 * profanity: blocklist.ts), with inflected forms folded into their lemma; the cards of the language's word lists that no dictionary covers come from a
 * small hand-checked table (card-table.ts) or, for a name spelled the same in English (SHAKESPEARE), from
 * the English word itself. Vocabulary order is the familiarity proxy of {@link familiarity}.
 * Deterministic: the same dictionaries and English model give the same bytes.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { CodenamesError } from '../../errors.js';
import { WORD_LISTS, loadWordList } from '../../game/word-lists.js';
import { getLanguageSync } from '../../lang/index.js';
import type { LanguagePack } from '../../lang/types.js';
import type { EmbeddingModel } from '../types.js';
import { loadModelSync } from '../load-model.js';
import { normaliseWord } from '../model-core.js';
import { writeModelDir } from '../write-model.js';
import { TRANSLATIONS_FILE, shares, writeTranslations, type WordTranslations } from './translations.js';
import type { ModelManifest } from '../model-files.js';
import { CARD_TABLE } from './card-table.js';
import { blockedClue } from './blocklist.js';
import { readDictionaryPairs, type DictionaryFile } from './dictionary-sources.js';
import { bridgedVector, pairWeight } from './sense-weights.js';
import type { SensePair } from './senses.js';

/** Options of {@link buildBridge}. */
export interface BridgeOptions {
  readonly lang: string;
  readonly dictionaries: readonly DictionaryFile[];
  /** Output model folder. */
  readonly out: string;
  /** The English model whose space the words are placed in (default: the shipped GloVe model). */
  readonly english?: EmbeddingModel;
}

/** What a bridge build did. */
export interface BridgeResult {
  readonly dir: string;
  readonly manifest: ModelManifest;
  /** Cards of the language's lists placed through the hand table or an English name, and those left out. */
  readonly cards: { readonly total: number; readonly table: readonly string[]; readonly english: readonly string[]; readonly missing: readonly string[] };
}

/** A single word of the language: letters, optionally joined by one hyphen (баба-яга). */
const WORD = /^\p{L}+(?:-\p{L}+)?$/u;
/** A clue word: letters only. */
const CLUE = /^\p{L}{2,}$/u;

/**
 * At most this many clue words, the most familiar ones: past them the familiarity proxy mostly finds rare
 * derivations and technical words (FUGÁZ, HORDFELÜLET) that a person would not think of; the rest stay in
 * the vocabulary, so a person's clue among them is still understood.
 */
export const MAX_CLUE_WORDS = 10_000;

const EMPTY: WordTranslations = { senses: [], all: [] };

/** How an inflected dictionary item is weighted when folded into its lemma. */
const FOLD_FACTOR = 0.5;

interface Gathered {
  /** English phrase -> summed weight. */
  readonly weights: Map<string, number>;
  /** English phrase -> which dictionary directions gave the pair (1 forward, 2 reverse). */
  readonly directions?: Map<string, number>;
}

/** Factor of a pair that both directions give (the language's entry lists the English word, and the English entry lists the word). */
const CONFIRMED_FACTOR = 1.5;

function lexicon(lang: string): LanguagePack {
  try {
    return getLanguageSync(lang);
  } catch (e) {
    throw new CodenamesError(
      'model/no-lexicon',
      `A '${lang}' bridge needs the language's lexicon (a hunspell dictionary) for its clue words, and none is available: ${e instanceof Error ? e.message : String(e)} For a language without one, import word vectors instead: 'codenames-ai model import FILE.vec --lang ${lang}'.`,
      { lang },
      { cause: e },
    );
  }
}

/**
 * The familiarity proxy (no word-frequency list for Hungarian or Russian can be installed here): the English
 * frequency rank of the word's strongest translation, improved by how often the English entries of the
 * dictionaries give the word as a translation (first senses counting most: a common word translates many
 * English words, Zipf's meaning-frequency law; a word's own list of senses says nothing, rare words have long ones) and worsened by its length beyond six letters (long words are rarer,
 * Zipf's law of abbreviation; it also catches the long derived and compound words). Lower is more familiar.
 */
export function familiarity(bestRank: number, citations: number, length: number): number {
  return Math.log(1 + bestRank) - Math.log(1 + citations) + 0.15 * Math.max(0, length - 6);
}

/**
 * Builds and writes the bridged model. Throws `model/no-lexicon` for a language without a lexicon and the
 * dictionary readers' `model/bad-dictionary` / `model/not-found` naming the file.
 */
export function buildBridge(options: BridgeOptions): BridgeResult {
  const { lang } = options;
  const pack = lexicon(lang);
  if (options.dictionaries.length === 0) throw new CodenamesError('model/bad-dictionary', `No dictionary to bridge '${lang}' with. Give --dict FILE (dictd .index or .tsv).`, { lang });
  const en = options.english ?? loadModelSync('en');
  const dims = en.dimensions;
  const isEnglish = (w: string): boolean => en.indexOf(w) >= 0;

  const sources: Record<string, unknown>[] = [];
  const pairs: SensePair[] = [];
  for (const d of options.dictionaries) {
    const r = readDictionaryPairs(d, lang, isEnglish);
    const hashed = d.format === 'dictd' ? d.file : d.file;
    sources.push({ file: basename(d.file), format: d.format, direction: r.direction, entries: r.entries, pairs: r.pairs.length, sha256: createHash('sha256').update(readFileSync(hashed)).digest('hex') });
    for (const p of r.pairs) pairs.push(p);
  }

  // English side: a vocabulary word or a short phrase the English model can compose.
  const englishRank = new Map<string, number>();
  const englishVector = new Map<string, Float32Array | null>();
  const resolveEnglish = (phrase: string): Float32Array | null => {
    let v = englishVector.get(phrase);
    if (v !== undefined) return v;
    const words = phrase.split(' ');
    const l = words.length <= 3 ? en.lookup(phrase) : null;
    v = l !== null && l.ok ? l.vector : null;
    englishVector.set(phrase, v);
    if (v !== null) englishRank.set(phrase, Math.max(...words.map((w) => Math.max(0, en.indexOf(w)))));
    return v;
  };

  // Words of the language, each with its translations' weights; inflected forms go to their lemma.
  const gathered = new Map<string, Gathered>();
  const citations = new Map<string, number>();
  const add = (word: string, english: string, w: number, p: SensePair): void => {
    // Cited by an English entry (the reverse direction): how often English headwords give this word.
    if (p.direction === 'reverse') citations.set(word, (citations.get(word) ?? 0) + 1 / (1 + p.sense));
    const direction = p.direction;
    let g = gathered.get(word);
    if (g === undefined) gathered.set(word, (g = { weights: new Map(), directions: new Map() }));
    g.weights.set(english, (g.weights.get(english) ?? 0) + w);
    g.directions?.set(english, (g.directions.get(english) ?? 0) | (direction === 'forward' ? 1 : 2));
  };
  for (const p of pairs) {
    const word = normaliseWord(p.word);
    const english = normaliseWord(p.english.startsWith('to ') ? p.english.slice(3) : p.english);
    if (!WORD.test(word) || english.length === 0 || resolveEnglish(english) === null) continue;
    const w = pairWeight(p, englishRank.get(english) ?? 0, english.includes(' '));
    const hits = pack.lookup(word);
    if (hits.length > 0 && !hits.some((h) => h.bare)) {
      // An inflected form ('lovak'): its translations count for the lemma, at a discount.
      const lemma = hits[0]?.lemma;
      if (lemma !== undefined && lemma !== word && WORD.test(lemma)) {
        add(lemma, english, w * FOLD_FACTOR, p);
        continue;
      }
    }
    add(word, english, w, p);
  }

  // Cards no dictionary covers: the hand table, or the same name in English.
  const cardInfo = { total: 0, table: [] as string[], english: [] as string[], missing: [] as string[] };
  const table = CARD_TABLE[lang] ?? {};
  const cards = new Set<string>();
  for (const info of Object.values(WORD_LISTS)) if (info.lang === lang) for (const c of loadWordList(info.name)) cards.add(normaliseWord(c));
  const aliases = new Map<string, string>();
  for (const card of [...cards].sort()) {
    cardInfo.total++;
    const own = table[card];
    if (own !== undefined) {
      const g: Gathered = { weights: new Map() };
      own.forEach((e, k) => {
        if (resolveEnglish(e) !== null) g.weights.set(e, 1 / (1 + 0.5 * k));
      });
      if (g.weights.size > 0) {
        gathered.set(card, g);
        cardInfo.table.push(card);
        continue;
      }
    }
    if (gathered.has(card)) continue;
    const folded = pack.normalise(card);
    const lemma = pack.lemmas(card).find((l) => gathered.has(l));
    const variant = [folded, lemma].find((v): v is string => v !== undefined && gathered.has(v));
    if (variant !== undefined) {
      aliases.set(card, variant);
      continue;
    }
    if (card.split(/[\s-]+/u).every((p) => gathered.has(p) || gathered.has(pack.normalise(p)))) continue;
    if (resolveEnglish(card) !== null) {
      gathered.set(card, { weights: new Map([[card, 1]]) });
      cardInfo.english.push(card);
      continue;
    }
    cardInfo.missing.push(card);
  }

  // Vectors, familiarity and the clue words.
  type Row = { word: string; vector: Float64Array; fam: number; clue: boolean; translations: WordTranslations };
  const rows: Row[] = [];
  for (const [word, g] of gathered) {
    const english = [...g.weights.keys()];
    const vectors = english.map((e) => resolveEnglish(e) as Float32Array);
    const weights = english.map((e) => (g.weights.get(e) as number) * (g.directions?.get(e) === 3 ? CONFIRMED_FACTOR : 1));
    const { vector, used } = bridgedVector(vectors, weights, dims);
    let best = -1;
    used.forEach((w, k) => {
      if (best < 0 || w > (used[best] as number)) best = k;
    });
    const fam = familiarity(englishRank.get(english[best] as string) ?? 0, citations.get(word) ?? 0, [...word].length);
    const hits = pack.lookup(word);
    const clue = CLUE.test(word) && !blockedClue(lang, word) && hits.some((h) => h.bare && !h.properOnly && !h.acronymOnly) && pack.isDictionaryForm(word) && pack.isWord(word);
    // The translations, strongest first, as shares of the word's weight (translations.ts): those the vector
    // is made of (after the coherence pass), and all of them by their sense weights.
    const translations: WordTranslations = { senses: shares(english, used), all: shares(english, weights) };
    rows.push({ word, vector, fam, clue, translations });
  }
  rows.sort((a, b) => a.fam - b.fam || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const words = rows.map((r) => r.word);
  const index = new Map(words.map((w, i) => [w, i]));
  const translations = new Map(rows.map((r) => [r.word, r.translations]));
  const vectors = new Float32Array((rows.length + aliases.size) * dims);
  rows.forEach((r, i) => vectors.set(r.vector, i * dims));
  for (const [card, target] of [...aliases].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const i = index.get(target) as number;
    vectors.copyWithin(words.length * dims, i * dims, (i + 1) * dims);
    words.push(card);
    translations.set(card, translations.get(target) ?? EMPTY);
  }
  const clueIndices = rows.flatMap((r, i) => (r.clue ? [i] : [])).slice(0, MAX_CLUE_WORDS);
  const name = `bridge-${lang}-${en.name}`;
  const { dir, manifest } = writeModelDir(options.out, { name, lang, dimensions: dims, words, vectors, clueIndices, stopwords: [] }, {
    description: `${lang} words placed in the ${en.name} space through bilingual dictionaries, by codenames-ai model bridge`,
    source: { english: en.name, dictionaries: sources },
    bridge: {
      clueWords: `the ${MAX_CLUE_WORDS} most familiar dictionary forms the referee lexicon knows (hunspell), inflected forms folded into their lemma`,
      familiarity: 'proxy: English frequency rank of the strongest translation, less 0.5 ln(1 + number of translations); no frequency list for this language is installable',
      cards: { total: cardInfo.total, handTable: cardInfo.table.length, englishName: cardInfo.english.length, missing: cardInfo.missing },
      translations: `${TRANSLATIONS_FILE}: each word's English translations with their share of its vector (the translated reading, agents/translated-links.ts)`,
    },
    licence: { data: 'derived from the dictionaries above on this machine, under their licences (FreeDict and Mueller 7: GPL); for your own use, not part of the codenames-ai package' },
  });
  writeTranslations(dir, words.map((w) => [w, translations.get(w) ?? EMPTY] as const));
  return { dir, manifest, cards: cardInfo };
}
