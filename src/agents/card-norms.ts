/**
 * Free-association norms of the card words (models/wordnet-en/norms.tsv, built by
 * scripts/agents-build-card-norms.mjs): for each card of the shipped English lists, the words people
 * associate with it, each with a strength (3: most people think of it at once; 2: clearly related; 1: related
 * once explained). Written by language-model associators from the committed prompt
 * (scripts/lib/card-norms-prompt.md), a stand-in for human norms such as the Small World of Words, which
 * cannot be fetched here. Unlike the WordNet relations and the Moby links (flags), a norm link has a strength.
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

const cache = new Map<string, CardNorms>();

/**
 * Loads the norms (cached per folder). A missing file or a line that is not 'card TAB words TAB words TAB
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
  const file = join(dir, NORMS_FILE);
  const rebuild = "rebuild it with 'npm run build && node scripts/agents-build-card-norms.mjs DIR' (DIR: the associators' assoc-*.tsv parts)";
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CodenamesError('model/not-found', `card norms missing: ${file}; ${rebuild}.`, { dir }, { cause: e });
  }
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
  const sets = new Map<string, ReadonlySet<string>>();
  for (const [card, links] of table) sets.set(card, new Set(links.keys()));
  const relations = cardRelationsOf(sets);
  const norms: CardNorms = {
    ...relations,
    strength(card, clue) {
      const links = table.get(card.trim().toLowerCase());
      if (links === undefined) return 0;
      let best = 0;
      for (const b of relationBases(clue)) best = Math.max(best, links.get(b) ?? 0);
      return best;
    },
    strengths: (card) => table.get(card.trim().toLowerCase()),
  };
  cache.set(dir, norms);
  return norms;
}
