/**
 * Free-association norms of the card words (models/wordnet-en/norms.tsv, built by
 * scripts/agents-build-card-norms.mjs): for each card of the shipped English lists, the words people
 * associate with it, each with a strength (3: most people think of it at once; 2: clearly related; 1: related
 * once explained). Written by language-model associators from the committed prompt
 * (scripts/lib/card-norms-prompt.md), a stand-in for human norms such as the Small World of Words, which
 * cannot be fetched here. Unlike the WordNet relations and the Moby links (flags), a norm link has a strength.
 * The clue-word norms (clue-norms.tsv, same format) are the other direction: for frequent clue words, the
 * cards people connect to the clue, keyed by card the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CodenamesError } from '../errors.js';
import { cardRelationsOf, relationBases, type CardRelations } from './relations.js';
import { wordnetModelDir } from './wordnet-mind.js';

/** File name of the norms inside the model folder. */
export const NORMS_FILE = 'norms.tsv';

/** The card-word norms: a `CardRelations` (any strength counts as a link) that also knows each link's strength. */
export interface CardNorms extends CardRelations {
  /** The strength 1-3 of the link from `card` to `clue` (through the clue's base forms), 0 when there is none. */
  strength(card: string, clue: string): number;
  /** The associates of `card` with their strengths, or undefined for a card the norms do not list. */
  strengths(card: string): ReadonlyMap<string, number> | undefined;
}

/** File name of the clue-word norms (the forward direction) inside the model folder. */
export const CLUE_NORMS_FILE = 'clue-norms.tsv';
/** File name of the clue words the clue-word norms cover (one per line), linked to a card or not. */
export const CLUE_NORMS_WORDS_FILE = 'clue-norms-words.txt';

/**
 * The clue-word norms: for frequent clue words and for the card words themselves (a clue when their card is not
 * on the board; never linked to their own card), the cards a typical player connects to the clue (the forward
 * direction, clue -> card: what a guesser does on hearing it). Same look-ups as the card norms, keyed by card;
 * `covers` tells a clue the associators were asked about (then a card with no link to it is one they did not
 * connect) from one they never saw.
 */
export interface ClueNorms extends CardNorms {
  /** True when `clue` (or one of its base forms) was on the associators' list of clue words. */
  covers(clue: string): boolean;
  /**
   * True when `clue` itself (not only a base form) was on the associators' list: its links are then its own
   * list's, not its base forms' (FIELDING: GLOVE, not FIELD's MOUSE and MINE); an uncovered inflection reads
   * through its base forms (BANDS as BAND). Absent: every clue reads through its base forms.
   */
  ownList?(clue: string): boolean;
}

const cache = new Map<string, CardNorms>();
const clueCache = new Map<string, ClueNorms>();

/** The text of a model file, or a `model/not-found` error naming `what` is missing and how to rebuild it. */
function readModelFile(file: string, rebuild: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new CodenamesError('model/not-found', `${what} missing: ${file}; ${rebuild}.`, { file }, { cause: e });
  }
}

/**
 * Reads a norms table ('card TAB strength-3 words TAB strength-2 words TAB strength-1 words', '|'-separated)
 * into card -> (word -> strength), the first strength listed kept for a repeated word.
 */
function readNormsTable(file: string, rebuild: string, what: string): Map<string, Map<string, number>> {
  const text = readModelFile(file, rebuild, what);
  const table = new Map<string, Map<string, number>>();
  text.split('\n').forEach((line, i) => {
    if (line === '') return;
    const cols = line.split('\t');
    if (cols.length !== 4 || cols[0] === '') {
      throw new CodenamesError('model/bad-table', `${file}:${i + 1} is not 'card<TAB>strength-3 words<TAB>strength-2 words<TAB>strength-1 words'; ${rebuild}.`, { file, line: i + 1 });
    }
    const links = new Map<string, number>();
    for (let s = 3; s >= 1; s--) {
      const words = cols[4 - s]!;
      if (words !== '') for (const w of words.split('|')) if (!links.has(w)) links.set(w, s);
    }
    table.set(cols[0]!, links);
  });
  if (table.size === 0) throw new CodenamesError('model/bad-table', `${file} holds no cards; ${rebuild}.`, { file });
  return table;
}

/** The `CardNorms` look-ups over a table read by `readNormsTable`. */
function normsOf(table: Map<string, Map<string, number>>): CardNorms {
  const sets = new Map<string, ReadonlySet<string>>();
  for (const [card, links] of table) sets.set(card, new Set(links.keys()));
  return {
    ...cardRelationsOf(sets),
    strength(card, clue) {
      const links = table.get(card.trim().toLowerCase());
      if (links === undefined) return 0;
      let best = 0;
      for (const b of relationBases(clue)) best = Math.max(best, links.get(b) ?? 0);
      return best;
    },
    strengths: (card) => table.get(card.trim().toLowerCase()),
  };
}

/**
 * Loads the card norms (cached per folder). A missing file or a line that is not 'card TAB words TAB words TAB
 * words' is a `model/not-found` / `model/bad-table` error saying how to rebuild.
 *
 * @example
 * const norms = loadCardNorms();
 * norms.strength('BAT', 'vampire'); // 3
 * norms.strength('BAT', 'vampires'); // 3 (read through its base form)
 */
export function loadCardNorms(dir: string = wordnetModelDir()): CardNorms {
  const hit = cache.get(dir);
  if (hit !== undefined) return hit;
  const rebuild = "rebuild it with 'npm run build && node scripts/agents-build-card-norms.mjs DIR' (DIR: the associators' assoc-*.tsv parts)";
  const norms = normsOf(readNormsTable(join(dir, NORMS_FILE), rebuild, 'card norms'));
  cache.set(dir, norms);
  return norms;
}

/**
 * Loads the clue-word norms (models/wordnet-en/clue-norms.tsv and clue-norms-words.txt, cached per folder):
 * `strength(card, clue)` is how strongly hearing `clue` makes people think of `card` (3: most players touch it
 * at once; 2: clearly connected; 1: accepted once explained; 0: no link). Written by language-model
 * associators from the committed prompt (scripts/lib/clue-norms-prompt.md). Missing or malformed files are
 * `model/not-found` / `model/bad-table` errors saying how to rebuild.
 *
 * @example
 * const forward = loadClueNorms();
 * forward.strength('WHALE', 'ocean'); // 3
 * forward.covers('ocean'); // true
 */
export function loadClueNorms(dir: string = wordnetModelDir()): ClueNorms {
  const hit = clueCache.get(dir);
  if (hit !== undefined) return hit;
  const rebuild = "rebuild it with 'npm run build && node scripts/agents-build-card-norms.mjs DIR --kind clue --lenient' (DIR: the associators' links-*.tsv parts)";
  const table = readNormsTable(join(dir, CLUE_NORMS_FILE), rebuild, 'clue-word norms');
  const wordsFile = join(dir, CLUE_NORMS_WORDS_FILE);
  const words = readModelFile(wordsFile, rebuild, "clue-word norms' word list");
  const covered = new Set<string>();
  words.split('\n').forEach((w, i) => {
    if (w === '') return;
    if (!/^[a-z]+$/.test(w)) throw new CodenamesError('model/bad-table', `${wordsFile}:${i + 1} is not one word of letters a-z; ${rebuild}.`, { file: wordsFile, line: i + 1 });
    covered.add(w);
  });
  const base = normsOf(table);
  const own = (clue: string): boolean => covered.has(clue.trim().toLowerCase());
  const norms: ClueNorms = {
    ...base,
    strength: (card, clue) => (own(clue) ? (table.get(card.trim().toLowerCase())?.get(clue.trim().toLowerCase()) ?? 0) : base.strength(card, clue)),
    covers: (clue) => relationBases(clue).some((b) => covered.has(b)),
    ownList: own,
  };
  clueCache.set(dir, norms);
  return norms;
}
