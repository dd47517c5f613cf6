/**
 * The formats of a blind clue evaluation (protocol: docs/clue-evaluation.md): the blind item a reader sees
 * (`items.jsonl`), and the private key that scores it (`key.json`). A key item is self-contained (board,
 * identities, the team the clue is for, clue, number), so a key written by any source (another program, a
 * person typing up the clues of a careful spymaster) is scored the same as ours; who gave the clue, the
 * intended targets and the explanation are optional.
 */
import { CodenamesError } from '../errors.js';
import type { Risk } from '../agents/types.js';
import type { ClueNumber, Identity, Team, VariantName } from '../game/types.js';
import { isVariant } from '../game/index.js';

/** What a reader sees: the 25 code names in grid order, the clue in upper case and its number. */
export interface ClueItem {
  /** Opaque id, unique within the batch (it says nothing about the spymaster). */
  readonly id: string;
  readonly variant: VariantName;
  readonly words: readonly string[];
  readonly clue: string;
  readonly number: ClueNumber;
  /** The sheet page (1-based, at most 40 items a page) the item is printed on: one page per reader. */
  readonly page?: number;
}

/** The private part of an item: who gave the clue, for which team, the identities and what was meant. */
export interface ClueKeyItem extends ClueItem {
  /** Who gave the clue (a registry name for our exports; any label in other keys; 'unknown' if absent). */
  readonly spymaster: string;
  readonly lang: string;
  /** The team the clue is for: its cards are the ones a reader should find. */
  readonly team: Team;
  /** Identity of every card, in grid order (red, blue, bystander, assassin). */
  readonly key: readonly Identity[];
  /** The cards the spymaster meant (board spelling); may be empty when the source does not say. */
  readonly targets: readonly string[];
  readonly explanation?: string;
  /** Whether the referee found the clue legal (absent when not judged). */
  readonly legal?: boolean;
  /** Where the board came from: its index in the export and the game seed (deriveSeed(run seed, board)). */
  readonly board?: number;
  readonly seed?: number;
}

/** A key file: its items, and how our export made them (absent in keys from other sources). */
export interface ClueKey {
  readonly format: typeof CLUE_KEY_FORMAT;
  readonly version: 1;
  readonly made?: {
    readonly variant: VariantName; readonly seed: number; readonly boards: number; readonly spymasters: readonly string[]; readonly lang: string;
    readonly risk?: Risk;
    readonly model?: string;
  };
  readonly items: readonly ClueKeyItem[];
}

export const CLUE_KEY_FORMAT = 'codenames-ai/clue-key';

const IDENTITIES: readonly string[] = ['red', 'blue', 'bystander', 'assassin'];

/** How guesses and board words are compared: trimmed, inner spaces collapsed, upper case. */
export function normaliseWord(word: string): string {
  return word.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The number of guesses the rules allow for a clue (RULES.md: number + 1; 0 and unlimited: no limit). */
export function guessLimit(number: ClueNumber, cards: number): number {
  return number === 'unlimited' || number === 0 ? cards : number + 1;
}

function bad(where: string, what: string): never {
  throw new CodenamesError('eval/bad-key', `${where}: ${what}. A key item needs id, words (grid order), key (one identity per word: red, blue, bystander, assassin), team, clue and number; spymaster, variant, lang, targets and explanation are optional.`, { where });
}

function keyItem(raw: unknown, where: string): ClueKeyItem {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) bad(where, 'not a JSON object');
  const o = raw as Record<string, unknown>;
  if (typeof o.id !== 'string' || o.id.trim() === '') bad(where, "'id' must be a non-empty string");
  const id = o.id;
  const at = `${where} (id ${id})`;
  const words = o.words;
  if (!Array.isArray(words) || words.length < 2 || !words.every((w): w is string => typeof w === 'string' && w.trim() !== '')) bad(at, "'words' must be the board's code names, a list of strings");
  if (new Set(words.map(normaliseWord)).size !== words.length) bad(at, "'words' holds the same code name twice");
  const key = o.key;
  if (!Array.isArray(key) || key.length !== words.length || !key.every((k) => typeof k === 'string' && IDENTITIES.includes(k))) {
    bad(at, `'key' must give one identity (red, blue, bystander, assassin) per word, ${words.length} in all`);
  }
  if (o.team !== 'red' && o.team !== 'blue') bad(at, "'team' must be red or blue (the team the clue is for)");
  const team: Team = o.team;
  if (!(key as string[]).includes(team)) bad(at, `the key has no ${team} card`);
  if (typeof o.clue !== 'string' || o.clue.trim() === '' || /\s/.test(o.clue.trim())) bad(at, "'clue' must be one word");
  const number = o.number;
  if (number !== 'unlimited' && (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > words.length)) bad(at, "'number' must be a whole number from 0 or 'unlimited'");
  const variant = o.variant ?? 'standard';
  if (typeof variant !== 'string' || !isVariant(variant)) bad(at, `'variant' '${String(variant)}' is not a variant name`);
  const targets = o.targets ?? [];
  const onBoard = new Set(words.map(normaliseWord));
  if (!Array.isArray(targets) || !targets.every((t): t is string => typeof t === 'string' && onBoard.has(normaliseWord(t)))) bad(at, "'targets' must list code names of the board");
  const opt = <T>(name: string, ok: (v: unknown) => v is T): T | undefined => {
    if (o[name] === undefined) return undefined;
    if (!ok(o[name])) bad(at, `'${name}' has the wrong type`);
    return o[name];
  };
  const str = (v: unknown): v is string => typeof v === 'string';
  const int = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
  const explanation = opt('explanation', str);
  const legal = opt('legal', (v): v is boolean => typeof v === 'boolean');
  const board = opt('board', int);
  const seed = opt('seed', int);
  const page = opt('page', (v): v is number => int(v) && v >= 1);
  return {
    id, variant, words, clue: normaliseWord(o.clue), number: number as ClueNumber,
    ...(page === undefined ? {} : { page }),
    spymaster: opt('spymaster', str) ?? 'unknown', lang: opt('lang', str) ?? 'en', team, key: key as Identity[], targets,
    ...(explanation === undefined ? {} : { explanation }),
    ...(legal === undefined ? {} : { legal }),
    ...(board === undefined ? {} : { board }),
    ...(seed === undefined ? {} : { seed }),
  };
}

/**
 * Reads a key from its text: our `key.json` (`{ format, version, items: [...] }`), a bare JSON list of items,
 * or JSON lines (one item a line). Every item is checked; ids must be unique.
 *
 * @example
 * const key = parseClueKey(readFileSync('out/key.json', 'utf8'), 'out/key.json');
 * key.items[0].spymaster; // 'default'
 */
export function parseClueKey(text: string, file: string): ClueKey {
  let raws: { raw: unknown; where: string }[];
  let made: ClueKey['made'];
  const trimmed = text.trim();
  if (trimmed === '') bad(file, 'the file is empty');
  let whole: unknown;
  let parsed = true;
  try {
    whole = JSON.parse(trimmed);
  } catch {
    parsed = false;
  }
  if (parsed && Array.isArray(whole)) raws = whole.map((raw, i) => ({ raw, where: `${file} item ${i + 1}` }));
  else if (parsed && typeof whole === 'object' && whole !== null && Array.isArray((whole as { items?: unknown }).items)) {
    const w = whole as { items: unknown[]; made?: ClueKey['made'] };
    raws = w.items.map((raw, i) => ({ raw, where: `${file} item ${i + 1}` }));
    made = w.made;
  } else {
    raws = [];
    text.split(/\r?\n/).forEach((line, i) => {
      if (line.trim() === '') return;
      try {
        raws.push({ raw: JSON.parse(line), where: `${file}:${i + 1}` });
      } catch {
        bad(`${file}:${i + 1}`, 'not valid JSON (the key is one JSON object with an items list, a JSON list, or one item a line)');
      }
    });
  }
  if (raws.length === 0) bad(file, 'the key holds no items');
  const items: ClueKeyItem[] = [];
  const seen = new Map<string, string>();
  for (const { raw, where } of raws) {
    const item = keyItem(raw, where);
    const before = seen.get(item.id);
    if (before !== undefined) bad(where, `id '${item.id}' is already used by ${before}; ids must be unique`);
    seen.set(item.id, where);
    items.push(item);
  }
  return { format: CLUE_KEY_FORMAT, version: 1, ...(made === undefined ? {} : { made }), items };
}

/**
 * Several keys scored as one (e.g. a standard and a single-team batch): their items in order. An id in two
 * keys is an error naming both files (answers could not say which item they read).
 */
export function mergeClueKeys(keys: readonly { readonly file: string; readonly key: ClueKey }[]): ClueKey {
  if (keys.length === 1 && keys[0] !== undefined) return keys[0].key;
  const seen = new Map<string, string>();
  const items: ClueKeyItem[] = [];
  for (const { file, key } of keys) {
    for (const item of key.items) {
      const before = seen.get(item.id);
      if (before !== undefined) bad(file, `id '${item.id}' is also in ${before}; keys scored together need distinct ids (batches made with different seeds have them)`);
      seen.set(item.id, file);
      items.push(item);
    }
  }
  return { format: CLUE_KEY_FORMAT, version: 1, items };
}

/** The blind part of a key item: what the reader is shown. */
export function blindItem(item: ClueKeyItem): ClueItem {
  return { id: item.id, variant: item.variant, words: item.words, clue: item.clue, number: item.number, ...(item.page === undefined ? {} : { page: item.page }) };
}
