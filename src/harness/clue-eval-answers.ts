/**
 * Readers' answers to a blind clue evaluation, and how one is played out. An answers file holds one JSON
 * object a line, `{"id": "...", "guesses": ["WORD", ...]}`, the words in touch order (fewer than the number:
 * the reader stopped). Every line is checked against the key before anything is scored: unknown or
 * repeated ids, words not on the item's board, the same word twice, no guess at all, or more guesses than
 * the rules allow (number + 1) are a typed error naming the file and line.
 */
import { CodenamesError } from '../errors.js';
import type { Identity, Team } from '../game/types.js';
import { guessLimit, normaliseWord, type ClueKey, type ClueKeyItem } from './clue-eval-key.js';

/** One checked answer: the item it reads and the guesses in board spelling. */
export interface ClueAnswer {
  readonly id: string;
  readonly guesses: readonly string[];
  /** 1-based line in its file. */
  readonly line: number;
  /** What a guesser said of its picks (guesserAnswers; an answers file's own field is not read). */
  readonly explanation?: string;
}

/** How a turn of guesses on a clue ended. */
export type TurnEnd = 'stopped' | 'all-allowed' | 'other-team' | 'bystander' | 'assassin';

/** One answer played out: a team card lets the next guess follow, anything else ends the turn. */
export interface PlayedAnswer {
  readonly id: string;
  readonly spymaster: string;
  readonly variant: string;
  readonly number: ClueKeyItem['number'];
  /** The team the clue was for. */
  readonly team: Team;
  /** The cards touched, in order, with what they were (guesses after a wrong card are never touched). */
  readonly touched: readonly { readonly word: string; readonly identity: Identity }[];
  readonly teamCards: number;
  readonly end: TurnEnd;
}

function fail(file: string, line: number, what: string): never {
  throw new CodenamesError('eval/bad-answers', `${file}:${line}: ${what}`, { file, line });
}

/**
 * Parses and checks an answers file against its key. Blank lines are skipped.
 *
 * @example
 * parseClueAnswers('{"id":"0a1b2c3d","guesses":["WHALE"]}\n', 'alice.jsonl', key); // [{ id: '0a1b2c3d', guesses: ['WHALE'], line: 1 }]
 */
export function parseClueAnswers(text: string, file: string, key: ClueKey): ClueAnswer[] {
  const byId = new Map(key.items.map((i) => [i.id, i]));
  const seen = new Map<string, number>();
  const out: ClueAnswer[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let o: unknown;
    try {
      o = JSON.parse(raw);
    } catch {
      fail(file, line, 'not valid JSON. Each line is one object: {"id": "...", "guesses": ["WORD", ...]}.');
    }
    if (typeof o !== 'object' || o === null || Array.isArray(o)) fail(file, line, 'not a JSON object. Each line is {"id": "...", "guesses": ["WORD", ...]}.');
    const { id, guesses } = o as { id?: unknown; guesses?: unknown };
    if (typeof id !== 'string') fail(file, line, "'id' is missing or not a string.");
    const item = byId.get(id);
    if (item === undefined) fail(file, line, `unknown id '${id}': no such item in the key. Check that the answers belong to this batch's key.`);
    const before = seen.get(id);
    if (before !== undefined) fail(file, line, `id '${id}' is answered twice (first on line ${before}). Keep one answer per item; give other readers' answers as separate files.`);
    seen.set(id, line);
    if (!Array.isArray(guesses) || !guesses.every((g): g is string => typeof g === 'string')) fail(file, line, `'guesses' of item '${id}' must be a list of code names.`);
    if (guesses.length === 0) fail(file, line, `item '${id}' has no guess; a turn needs at least one touch.`);
    const board = new Map(item.words.map((w) => [normaliseWord(w), w]));
    const limit = guessLimit(item.number, item.words.length);
    if (guesses.length > limit) fail(file, line, `item '${id}' (clue ${item.clue} ${item.number}) lists ${guesses.length} guesses; the rules allow at most ${limit} (number + 1).`);
    const words: string[] = [];
    for (const g of guesses) {
      const w = board.get(normaliseWord(g));
      if (w === undefined) fail(file, line, `'${g}' is not on the board of item '${id}'.`);
      if (words.includes(w)) fail(file, line, `item '${id}' touches '${w}' twice.`);
      words.push(w);
    }
    out.push({ id, guesses: words, line });
  });
  return out;
}

/**
 * Plays one answer out on its key item: touch in order; the team's card lets the next guess follow; the
 * other team's card, a bystander or the assassin ends the turn.
 */
export function playOutAnswer(item: ClueKeyItem, guesses: readonly string[]): PlayedAnswer {
  const identity = new Map(item.words.map((w, i) => [normaliseWord(w), item.key[i] as Identity]));
  const touched: { word: string; identity: Identity }[] = [];
  let end: TurnEnd = 'stopped';
  for (const word of guesses) {
    const id = identity.get(normaliseWord(word));
    if (id === undefined) throw new CodenamesError('eval/bad-answers', `'${word}' is not on the board of item '${item.id}'.`, { id: item.id });
    touched.push({ word, identity: id });
    if (id !== item.team) {
      end = id === 'assassin' ? 'assassin' : id === 'bystander' ? 'bystander' : 'other-team';
      break;
    }
  }
  if (end === 'stopped' && touched.length >= guessLimit(item.number, item.words.length)) end = 'all-allowed';
  const teamCards = touched.filter((t) => t.identity === item.team).length;
  return { id: item.id, spymaster: item.spymaster, variant: item.variant, number: item.number, team: item.team, touched, teamCards, end };
}
