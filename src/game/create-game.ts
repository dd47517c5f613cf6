/**
 * Dealing a new game: validate the options, pick the words (exact board or dealt from a pool), the starting
 * team and the key, all from the seed. Nothing here is random except through the seeded generator.
 *
 * Two independent streams come from the seed: the deal stream (words, starting team, key) and the play
 * stream kept in `state.rng`. Keeping them apart means a game created from its record (exact words and
 * key, nothing dealt) has the very same `rng` as the original, so replays deep-equal.
 */
import { CodenamesError } from '../errors.js';
import { wordKey } from './board.js';
import { createRng, deriveSeed, nextInt, sample, shuffle } from './rng.js';
import type { Card, CreateGameOptions, GameState, Identity, RngState, Team } from './types.js';
import { boardSize, isVariant, keyIdentities, otherTeam, VARIANTS, type VariantSpec } from './variants.js';
import { DEFAULT_WORD_LIST, isWordListName, loadWordList, WORD_LISTS } from './word-lists.js';

/** Default hard cap on team turns: far above any real game (a 25-card board ends in at most 25 guesses). */
export const DEFAULT_TURN_CAP = 50;

/** Language codes a game may be tagged with ('pictures' for opaque picture ids). */
export const GAME_LANGUAGES: readonly string[] = ['en', 'ru', 'uk', 'he', 'fa', 'hu', 'pictures'];

/** Codenames: Pictures has 280 picture cards; the default pool is `picture-001` .. `picture-280`. */
export const DEFAULT_PICTURE_POOL_SIZE = 280;

/** Stream id mixed into the seed for the play stream (ASCII 'play'). */
const PLAY_STREAM = 0x706c6179;

/** The default picture ids dealt when a Pictures game is given no words: `picture-001` .. `picture-280`. */
export function defaultPictureIds(n = DEFAULT_PICTURE_POOL_SIZE): string[] {
  return Array.from({ length: n }, (_, i) => `picture-${String(i + 1).padStart(3, '0')}`);
}

const PICTURE_IDS: readonly string[] = Object.freeze(defaultPictureIds());

function checkWords(words: unknown, what: string): string[] {
  if (!Array.isArray(words)) {
    throw new CodenamesError('game/bad-words', `${what} must be an array of strings; got ${typeof words}.`);
  }
  return words.map((w: unknown, i) => {
    if (typeof w !== 'string' || wordKey(w, false).length === 0) {
      throw new CodenamesError('game/bad-words', `${what}[${i}] must be a non-empty string; got ${JSON.stringify(w) ?? String(w)}.`, { index: i });
    }
    return w.normalize('NFC').trim();
  });
}

function checkUnique(words: readonly string[], pictures: boolean): void {
  const seen = new Map<string, number>();
  words.forEach((w, i) => {
    const k = wordKey(w, pictures);
    const first = seen.get(k);
    if (first !== undefined) {
      throw new CodenamesError(
        'game/duplicate-words',
        `The board has '${w}' twice (positions ${first} and ${i}); every card must be different${pictures ? '' : ' (case-insensitively)'}. Remove the duplicate.`,
        { word: w, positions: [first, i] },
      );
    }
    seen.set(k, i);
  });
}

function checkKey(key: unknown, spec: VariantSpec, startingTeam: Team | undefined): { key: Identity[]; startingTeam: Team } {
  const n = boardSize(spec);
  if (!Array.isArray(key) || key.length !== n || !key.every((k) => k === 'red' || k === 'blue' || k === 'bystander' || k === 'assassin')) {
    throw new CodenamesError('game/bad-option', `key must be ${n} identities ('red', 'blue', 'bystander', 'assassin') in grid order.`);
  }
  const ids = key as Identity[];
  const red = ids.filter((k) => k === 'red').length;
  const start: Team = startingTeam ?? (red === spec.counts.starting ? 'red' : 'blue');
  const count = (id: Identity): number => ids.reduce((n, k) => (k === id ? n + 1 : n), 0);
  const c0 = spec.counts;
  if (count(start) !== c0.starting || count(otherTeam(start)) !== c0.other || count('bystander') !== c0.bystander || count('assassin') !== c0.assassin) {
    const c = spec.counts;
    throw new CodenamesError(
      'game/bad-option',
      `key does not fit the ${spec.name} variant with ${start} starting: it needs ${c.starting} ${start}, ${c.other} ${otherTeam(start)}, ${c.bystander} bystanders and ${c.assassin} assassin.`,
    );
  }
  return { key: ids, startingTeam: start };
}

function checkOptions(opts: CreateGameOptions): VariantSpec {
  if (typeof opts !== 'object' || opts === null) {
    throw new CodenamesError('game/bad-option', 'createGame needs an options object such as { variant: "standard", seed: 7 }.');
  }
  if (!isVariant(opts.variant)) {
    throw new CodenamesError(
      'game/unknown-variant',
      `Unknown variant '${String(opts.variant)}'. Use one of ${Object.keys(VARIANTS).join(', ')}.`,
      { variant: String(opts.variant) },
    );
  }
  if (opts.startingTeam !== undefined && opts.startingTeam !== 'red' && opts.startingTeam !== 'blue') {
    throw new CodenamesError('game/bad-option', `startingTeam must be 'red' or 'blue'; got ${JSON.stringify(opts.startingTeam)}.`);
  }
  if (opts.lang !== undefined && !GAME_LANGUAGES.includes(opts.lang)) {
    throw new CodenamesError('lang/unknown-language', `Unknown language '${String(opts.lang)}'. Use one of ${GAME_LANGUAGES.join(', ')}.`, { lang: String(opts.lang) });
  }
  if (opts.turnCap !== undefined && (!Number.isInteger(opts.turnCap) || opts.turnCap < 1)) {
    throw new CodenamesError('game/bad-option', `turnCap must be a whole number of team turns, at least 1; got ${String(opts.turnCap)}.`);
  }
  if (opts.penalty !== undefined && typeof opts.penalty !== 'boolean') {
    throw new CodenamesError('game/bad-option', `penalty must be true or false; got ${JSON.stringify(opts.penalty)}.`);
  }
  if (opts.words !== undefined && opts.wordList !== undefined) {
    throw new CodenamesError('game/bad-option', 'Give either words (the exact board) or wordList (a pool to deal from), not both.');
  }
  if (opts.key !== undefined && opts.words === undefined) {
    throw new CodenamesError('game/bad-option', 'key (the exact key) needs words (the exact board) too.');
  }
  return VARIANTS[opts.variant];
}

/** The pool to deal from and the language it implies. */
function resolvePool(opts: CreateGameOptions, spec: VariantSpec): { pool: readonly string[]; lang: string; trusted: boolean } {
  const given = opts.wordList;
  if (typeof given === 'string') {
    const pool = loadWordList(given);
    return { pool, lang: opts.lang ?? (isWordListName(given) ? WORD_LISTS[given].lang : 'en'), trusted: true };
  }
  if (given !== undefined) return { pool: checkWords(given, 'wordList'), lang: opts.lang ?? (spec.pictures ? 'pictures' : 'en'), trusted: false };
  if (spec.pictures && (opts.lang === undefined || opts.lang === 'pictures')) return { pool: PICTURE_IDS, lang: 'pictures', trusted: true };
  const lang = opts.lang ?? 'en';
  const name = Object.hasOwn(DEFAULT_WORD_LIST, lang) ? DEFAULT_WORD_LIST[lang] : undefined;
  if (name === undefined) {
    throw new CodenamesError(
      'game/unknown-word-list',
      `No word list ships for language '${lang}'. Pass words or wordList (e.g. wordList: [...your words]), or use one of ${Object.keys(DEFAULT_WORD_LIST).join(', ')}.`,
      { lang },
    );
  }
  return { pool: loadWordList(name), lang, trusted: true };
}

/**
 * Deals a new game. With `words`, those are the board in grid order (the key is still dealt from the seed
 * unless `key` is given); with `wordList` (a shipped list name or an array), `rows x cols` distinct words are
 * dealt from it with the seed (duplicates in a pool are merged first). Without either, the language's
 * shipped list is used ('en' by default), or for Pictures the ids `picture-001` .. `picture-280`.
 * The starting team is drawn from the seed unless given; in single-team and coop variants the playing team
 * is the starting team, 'red' unless given.
 *
 * @example
 * const s = createGame({ variant: 'standard', seed: 7 });
 * s.cards.length; // 25
 * s.phase; // 'clue'
 */
export function createGame(opts: CreateGameOptions): GameState {
  const spec = checkOptions(opts);
  const n = boardSize(spec);
  let rng: RngState = createRng(opts.seed);
  const seed = opts.seed;

  let words: string[];
  let lang: string;
  if (opts.words !== undefined) {
    words = checkWords(opts.words, 'words');
    if (words.length !== n) {
      throw new CodenamesError('game/bad-words', `The ${spec.name} board needs exactly ${n} words (${spec.rows}x${spec.cols}); got ${words.length}.`, { expected: n, got: words.length });
    }
    lang = opts.lang ?? (spec.pictures ? 'pictures' : 'en');
    checkUnique(words, lang === 'pictures');
  } else {
    const resolved = resolvePool(opts, spec);
    lang = resolved.lang;
    const pictures = lang === 'pictures';
    const seen = new Set<string>();
    // Shipped lists and the default picture ids are distinct already (test/game/word-lists.test.ts).
    const unique = resolved.trusted
      ? resolved.pool
      : resolved.pool.filter((w) => {
          const k = wordKey(w, pictures);
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
    if (unique.length < n) {
      throw new CodenamesError(
        'game/word-list-too-small',
        `The word list has ${unique.length} distinct words but the ${spec.name} board needs ${n}. Add words or use a bigger list.`,
        { distinct: unique.length, needed: n },
      );
    }
    [words, rng] = sample(rng, unique, n);
  }

  let startingTeam: Team;
  let key: Identity[];
  if (opts.key !== undefined) {
    ({ key, startingTeam } = checkKey(opts.key, spec, opts.startingTeam));
  } else {
    if (opts.startingTeam !== undefined) startingTeam = opts.startingTeam;
    else if (spec.players !== 'two-teams') startingTeam = 'red';
    else {
      const [bit, next] = nextInt(rng, 2);
      rng = next;
      startingTeam = bit === 0 ? 'red' : 'blue';
    }
    [key] = shuffle(rng, keyIdentities(spec, startingTeam));
  }

  const cards: Card[] = words.map((word, i) => ({ word, identity: key[i] as Identity, revealed: false }));
  return {
    version: 1,
    variant: spec.name,
    lang,
    seed,
    rows: spec.rows,
    cols: spec.cols,
    cards,
    startingTeam,
    turn: startingTeam,
    phase: 'clue',
    coverBy: null,
    turnNumber: 1,
    guessesThisTurn: 0,
    maxGuesses: 0,
    clues: [],
    rng: createRng(deriveSeed(seed, PLAY_STREAM)),
    config: { turnCap: opts.turnCap ?? DEFAULT_TURN_CAP, penalty: opts.penalty ?? true },
    timeBreaches: { red: 0, blue: 0 },
    result: null,
    log: [],
  };
}
