/**
 * Reads a clue-candidate list for the reference spymaster: one word per line, blank lines and lines starting
 * with '#' ignored. The original bots drew from their own 7,191-word list; that list is not shipped here
 * (point this at a copy to reproduce the original's figures), and the model's clue vocabulary is the default.
 */
import { readFileSync } from 'node:fs';
import { CodenamesError } from '../../errors.js';

/**
 * Loads a candidate list file.
 *
 * @example
 * readCandidateList('cm_wordlist.txt'); // ['aaron', 'abandoned', ...]
 */
export function readCandidateList(path: string): string[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new CodenamesError('agent/load-failed', `cannot read the candidate list '${path}' (${e instanceof Error ? e.message : String(e)}). Give a text file with one clue word per line.`, { path });
  }
  const words = text.split(/\r?\n/).map((l) => l.trim().toLowerCase()).filter((l) => l.length > 0 && !l.startsWith('#'));
  if (words.length === 0) {
    throw new CodenamesError('agent/load-failed', `the candidate list '${path}' has no words. Give a text file with one clue word per line.`, { path });
  }
  return words;
}
