/**
 * Associations of the card words from public-domain word lists (models/wordnet-en/associations.tsv, built by
 * scripts/agents-build-associations.mjs): per card of the shipped English lists,
 * - thesaurus: Moby Thesaurus II links (the clue in the card's entry, the card in the clue's, or either one
 *   word of a multi-word term of the other's entry);
 * - phrase: collocations, 'CLUE CARD' / 'CARD CLUE' (spaced, hyphenated or run together) being a WordNet
 *   lemma or a Moby term ('air force', 'stock exchange', 'firefighter').
 * People use both kinds of link when they give and read clues; the vectors rank many of them low.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CodenamesError } from '../errors.js';
import { cardRelationsOf, type CardRelations } from './relations.js';
import { wordnetModelDir } from './wordnet-mind.js';

/** The two association tables. */
export interface CardAssociations {
  readonly thesaurus: CardRelations;
  readonly phrase: CardRelations;
}

/** File name of the table inside the model folder. */
export const ASSOCIATIONS_FILE = 'associations.tsv';

const cache = new Map<string, CardAssociations>();

/**
 * Loads the card associations (cached per folder). Cards not in the file have none. A missing file or a line
 * that is not 'card TAB words TAB words' is a `model/not-found` / `model/bad-table` error saying how to rebuild.
 *
 * @example
 * const a = loadCardAssociations();
 * a.phrase.has('FORCE', 'air'); // true: 'air force'
 */
export function loadCardAssociations(dir: string = wordnetModelDir()): CardAssociations {
  const hit = cache.get(dir);
  if (hit !== undefined) return hit;
  const file = join(dir, ASSOCIATIONS_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CodenamesError('model/not-found', `card associations missing: ${file}; rebuild them with 'npm run build && node scripts/agents-build-associations.mjs'.`, { dir }, { cause: e });
  }
  const thesaurus = new Map<string, Set<string>>();
  const phrase = new Map<string, Set<string>>();
  const words = (s: string): Set<string> => new Set(s === '' ? [] : s.split('|'));
  text.split('\n').forEach((line, i) => {
    if (line === '') return;
    const cols = line.split('\t');
    if (cols.length !== 3 || cols[0] === '') {
      throw new CodenamesError('model/bad-table', `${file}:${i + 1} is not 'card<TAB>thesaurus words<TAB>phrase words'; rebuild it with 'npm run build && node scripts/agents-build-associations.mjs'.`, { file, line: i + 1 });
    }
    thesaurus.set(cols[0]!, words(cols[1]!));
    phrase.set(cols[0]!, words(cols[2]!));
  });
  if (thesaurus.size === 0) throw new CodenamesError('model/bad-table', `${file} holds no cards; rebuild it with 'npm run build && node scripts/agents-build-associations.mjs'.`, { file });
  const out: CardAssociations = { thesaurus: cardRelationsOf(thesaurus), phrase: cardRelationsOf(phrase) };
  cache.set(dir, out);
  return out;
}
