/**
 * Inputs of the English model build besides GloVe: the hunspell lexicon, the committed word lists
 * (stopwords, blocklist) and the card word lists.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** nspell over dictionary-en (both dependencies of codenames-ai already). */
export async function loadEnglishLexicon() {
  const [{ default: dictionary }, { default: nspell }] = await Promise.all([import('dictionary-en'), import('nspell')]);
  return nspell(dictionary);
}

/** One word per line; blank lines and '#' comments ignored. */
export function readList(path) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter((l) => l.length > 0);
}

/**
 * The card lists, from the repository's data/wordlists/ (never from a folder outside the checkout). Returns the cards and, per file, its name and sha256 (not its location, so the
 * manifest is the same wherever it was read from).
 */
export function readWordLists(root, files) {
  const dirs = [join(root, 'data', 'wordlists')];
  const cards = [];
  const sources = [];
  for (const f of files) {
    const dir = dirs.find((d) => existsSync(join(d, f)));
    if (dir === undefined) throw new Error(`word list ${f} not found in ${dirs.join(' or ')}`);
    const text = readFileSync(join(dir, f));
    sources.push({ file: f, sha256: createHash('sha256').update(text).digest('hex') });
    cards.push(...readList(join(dir, f)));
  }
  return { cards, sources };
}

/** The vocabulary tokens of a card: 'ICE CREAM' -> ['ice', 'cream'], 'ST.PATRICK' -> ['st', 'patrick']. */
export function splitCard(card) {
  return card.toLowerCase().split(/[\s.\-]+/).filter((t) => t.length > 0);
}
