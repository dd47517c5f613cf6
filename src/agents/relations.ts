/**
 * Direct WordNet relations of the card words (models/wordnet-en/relations.tsv, built by
 * scripts/agents-build-relations.mjs): for each card of the shipped English lists, its synonyms, definition
 * words, neighbours one pointer away, and the words whose definitions mention it. The agents add a small
 * bonus to a (clue, card) score when the clue is one of these, a sharp signal that dense vectors blur
 * (human dev file: +2 points of first guesses in the targets, on both halves of the games).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CodenamesError } from '../errors.js';
import { wordnetModelDir } from './wordnet-mind.js';

/** The direct relations of card words. */
export interface CardRelations {
  /** True when `clue` (any case; an inflected clue through its base forms) is directly related to `card`. */
  has(card: string, clue: string): boolean;
  /** The words related to `card`, or undefined for a card the table does not list. */
  of(card: string): ReadonlySet<string> | undefined;
}

/** Weight of the WordNet relation kind of the default agents' bonus (relation-bonus.ts; fit: minds.ts). */
export const RELATION_WEIGHT = 0.05;

const cache = new Map<string, CardRelations>();
const SUFFIXES: readonly (readonly [string, string])[] = [['ies', 'y'], ['es', ''], ['s', ''], ['ing', ''], ['ing', 'e'], ['ed', ''], ['ed', 'e']];

/** A clue word and the base forms it may be an inflection of ('sandwiches' -> sandwiche, sandwich). */
export function relationBases(word: string): string[] {
  const c = word.trim().toLowerCase();
  const out = [c];
  for (const [suffix, rep] of SUFFIXES) if (c.length > suffix.length + 2 && c.endsWith(suffix)) out.push(c.slice(0, -suffix.length) + rep);
  return out;
}

/**
 * Loads the card relations (cached per folder). Cards not in the file have no relations.
 *
 * @example
 * const related = loadCardRelations();
 * related.has('SUB', 'sandwich'); // true
 */
export function loadCardRelations(dir: string = wordnetModelDir()): CardRelations {
  const hit = cache.get(dir);
  if (hit !== undefined) return hit;
  let text: string;
  try {
    text = readFileSync(join(dir, 'relations.tsv'), 'utf8');
  } catch (e) {
    throw new CodenamesError('model/not-found', `card relations missing in ${dir}; rebuild them with 'node scripts/agents-build-relations.mjs'.`, { dir }, { cause: e });
  }
  const table = new Map<string, Set<string>>();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab <= 0) continue;
    table.set(line.slice(0, tab), new Set(line.slice(tab + 1).split('|')));
  }
  const test = cardRelationsOf(table);
  cache.set(dir, test);
  return test;
}

/**
 * The `CardRelations` over a table card -> related words (lower case): a clue is related when any of its base
 * forms is listed. Shared by the WordNet relations and the association tables (associations.ts).
 */
export function cardRelationsOf(table: ReadonlyMap<string, ReadonlySet<string>>): CardRelations {
  return {
    has(card, clue) {
      const set = table.get(card.trim().toLowerCase());
      return set !== undefined && relationBases(clue).some((b) => set.has(b));
    },
    of: (card) => table.get(card.trim().toLowerCase()),
  };
}
