/**
 * Clue words people know: models/wordnet-en/familiar.txt (built by scripts/agents-build-familiar.mjs from the
 * default model's frequent clue words and SUBTLEX-US film subtitles). The spymaster for people only says
 * these (English); for other languages it keeps the model's most frequent clue words.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CodenamesError } from '../../errors.js';
import { wordnetModelDir } from '../wordnet-mind.js';

/** File name of the list inside the WordNet model folder. */
export const FAMILIAR_FILE = 'familiar.txt';

const cache = new Map<string, ReadonlySet<string>>();

/**
 * The familiar clue words (cached). A missing file is a `model/not-found` error saying how to rebuild it.
 *
 * @example
 * familiarWords().has('ocean'); // true
 * familiarWords().has('counterparts'); // false: a news word
 */
export function familiarWords(dir: string = wordnetModelDir()): ReadonlySet<string> {
  const hit = cache.get(dir);
  if (hit !== undefined) return hit;
  const file = join(dir, FAMILIAR_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CodenamesError('model/not-found', `familiar clue words missing: ${file}; rebuild them with 'npm run build && node scripts/agents-build-familiar.mjs'.`, { dir }, { cause: e });
  }
  const set = new Set(text.split('\n').filter((w) => w !== ''));
  cache.set(dir, set);
  return set;
}
