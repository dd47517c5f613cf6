/**
 * Turns a schema-valid protocol request into the views the agents and the referee take (`SpymasterView`,
 * `GuesserView`), after the checks the schema cannot express: the board size of the variant, duplicate cards,
 * words that are not on the board, a key that contradicts the revealed identities or the variant's card
 * counts. Shape problems are `protocol/invalid-request` (HTTP 400); a well-formed request describing an
 * impossible game is `protocol/illegal-state` (HTTP 422). Both carry `details.path`, a JSON pointer.
 */
import { CodenamesError } from '../errors.js';
import { boardSize, guessLimit, guesserViewOfPosition, spymasterViewOfPosition, VARIANTS } from '../game/index.js';
import type { ClueRecord, GuesserView, Identity, SpymasterView, Team, VariantName, VisibleCard } from '../game/types.js';
import type { SeatRequestBase } from './protocol-types.js';

/** Board size and key counts of a variant, from the engine's table (e.g. 001 pictures: 20 cards, 8/7/4/1). */
function shapeOf(variant: VariantName): { size: number; agents: readonly [number, number]; bystanders: number; assassins: number } {
  const spec = VARIANTS[variant];
  return { size: boardSize(spec), agents: [spec.counts.starting, spec.counts.other], bystanders: spec.counts.bystander, assassins: spec.counts.assassin };
}

/** The board of a request, resolved: grid-order words, a case-insensitive index, and what is revealed. */
export interface ResolvedBoard {
  readonly variant: VariantName;
  readonly lang: string;
  readonly team: Team;
  readonly words: readonly string[];
  readonly revealed: readonly (Identity | undefined)[];
  readonly clues: readonly ClueRecord[];
  /** Board index of a word (any case), or -1. */
  indexOf(word: string): number;
}

function invalid(path: string, message: string): CodenamesError {
  return new CodenamesError('protocol/invalid-request', message, { path });
}

function illegal(path: string, message: string): CodenamesError {
  return new CodenamesError('protocol/illegal-state', message, { path });
}

const fold = (w: string): string => w.normalize('NFC').toLocaleLowerCase('en-US').trim();
const ptr = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Board index of `word`, or a 422 naming the path and the fix. */
function onBoard(board: ResolvedBoard, word: string, path: string): number {
  const i = board.indexOf(word);
  if (i < 0) throw illegal(path, `'${word}' is not on the board; use one of the request's board words (any case).`);
  return i;
}

/** Checks the board, the revealed cards and the clue history; the shared first step of every role. */
export function resolveBoard(req: SeatRequestBase): ResolvedBoard {
  const variant = req.variant ?? 'standard';
  const shape = shapeOf(variant);
  if (req.board.length !== shape.size) {
    throw invalid('/board', `The ${variant} variant has ${shape.size} cards; the board has ${req.board.length}. Send every card in grid order.`);
  }
  const index = new Map<string, number>();
  req.board.forEach((w, i) => {
    const k = fold(w);
    if (k === '') throw invalid(`/board/${i}`, `Card ${i} is blank; every card needs a word.`);
    const prev = index.get(k);
    if (prev !== undefined) throw invalid(`/board/${i}`, `Card ${i} '${w}' repeats card ${prev}; a board has ${shape.size} different cards.`);
    index.set(k, i);
  });
  const partial: ResolvedBoard = {
    variant,
    lang: req.lang ?? 'en',
    team: req.team ?? 'red',
    words: req.board,
    revealed: [],
    clues: [],
    indexOf: (w) => index.get(fold(w)) ?? -1,
  };
  const revealed: (Identity | undefined)[] = new Array<Identity | undefined>(shape.size).fill(undefined);
  for (const [word, identity] of Object.entries(req.revealed ?? {})) {
    const i = onBoard(partial, word, `/revealed/${ptr(word)}`);
    if (revealed[i] !== undefined) throw invalid(`/revealed/${ptr(word)}`, `Card '${req.board[i]}' is listed twice in revealed (words match case-insensitively).`);
    revealed[i] = identity;
  }
  const clues: ClueRecord[] = (req.clues ?? []).map((c, t) => {
    const guesses = (c.guesses ?? []).map((g, j) => {
      const i = onBoard(partial, g, `/clues/${t}/guesses/${j}`);
      if (revealed[i] === undefined) throw illegal(`/clues/${t}/guesses/${j}`, `'${g}' was guessed but is not in revealed; add it there with the identity it showed.`);
      return req.board[i] as string;
    });
    return { team: c.team, word: c.word, number: c.number, turn: t + 1, legal: true, guesses };
  });
  return { ...partial, revealed, clues };
}

/** Checks a key against the variant's counts and the revealed identities (422 on any contradiction). */
export function checkKey(board: ResolvedBoard, key: readonly Identity[]): void {
  if (key.length !== board.words.length) {
    throw invalid('/key', `The key has ${key.length} identities for ${board.words.length} cards; give one per card, in grid order.`);
  }
  const shape = shapeOf(board.variant);
  const count = (id: Identity): number => key.filter((k) => k === id).length;
  const red = count('red');
  const blue = count('blue');
  const [big, small] = shape.agents;
  const agentsOk = (red === big && blue === small) || (red === small && blue === big);
  if (!agentsOk || count('bystander') !== shape.bystanders || count('assassin') !== shape.assassins) {
    throw illegal('/key', `A ${board.variant} key has ${big} and ${small} agents, ${shape.bystanders} bystanders and ${shape.assassins} assassin; this one has red ${red}, blue ${blue}, bystander ${count('bystander')}, assassin ${count('assassin')}.`);
  }
  board.revealed.forEach((shown, i) => {
    if (shown !== undefined && shown !== key[i]) {
      throw illegal(`/revealed/${ptr(board.words[i] as string)}`, `'${board.words[i]}' is revealed as ${shown} but the key says ${key[i]}; one of them is wrong.`);
    }
  });
}

function visibleCards(board: ResolvedBoard): VisibleCard[] {
  return board.words.map((word, i) => {
    const identity = board.revealed[i];
    return identity === undefined ? { word, revealed: false } : { word, revealed: true, identity };
  });
}

/** Refuses a request about a finished game: the assassin is out, or a team has no agent left to find. */
export function checkNotOver(board: ResolvedBoard, key?: readonly Identity[]): void {
  if (board.revealed.includes('assassin')) throw illegal('/revealed', 'The assassin is already revealed: the game is over.');
  if (board.revealed.every((r) => r !== undefined)) throw illegal('/revealed', 'Every card is revealed: the game is over.');
  if (key === undefined) return;
  for (const team of ['red', 'blue'] as const) {
    const left = key.some((k, i) => k === team && board.revealed[i] === undefined);
    if (!left && key.includes(team)) throw illegal('/revealed', `Every ${team} agent is revealed: the game is over.`);
  }
}

/** The spymaster's view before a clue (phase 'clue'). */
export function spymasterViewOf(board: ResolvedBoard, key: readonly Identity[], phase: 'clue' | 'cover' = 'clue'): SpymasterView {
  return asState(() => spymasterViewOfPosition({ variant: board.variant, lang: board.lang, team: board.team, cards: visibleCards(board), clues: board.clues, key }, phase));
}

/**
 * What the referee reads for a check-clue request without a key: the visible words (hidden cards get a
 * neutral identity; the referee never reads identities). Not a spymaster's position, so not checked as one.
 */
export function refereeViewOf(board: ResolvedBoard): SpymasterView {
  return {
    variant: board.variant, lang: board.lang, team: board.team, phase: 'clue', cards: visibleCards(board), clues: board.clues,
    currentClue: null, guessesLeft: 0, turnNumber: board.clues.length + 1, key: board.revealed.map((r) => r ?? 'bystander'),
  };
}

/** The engine's position checks come after this file's (which point at the field): any left is a 422. */
function asState<V>(build: () => V): V {
  try {
    return build();
  } catch (e) {
    if (e instanceof CodenamesError && e.code === 'game/bad-position') throw illegal('', e.message);
    throw e;
  }
}

/** The guesser's view while guessing `clue` (phase 'guess'); `guessed` are this turn's earlier touches. */
export function guesserViewOf(board: ResolvedBoard, clue: { word: string; number: number | 'unlimited'; guessed?: readonly string[] }): GuesserView {
  const guessed = (clue.guessed ?? []).map((g, j) => {
    const i = onBoard(board, g, `/clue/guessed/${j}`);
    if (board.revealed[i] === undefined) throw illegal(`/clue/guessed/${j}`, `'${g}' was guessed this turn but is not in revealed; add it there with the identity it showed.`);
    return board.words[i] as string;
  });
  const limit = guessLimit(clue.number);
  if (limit !== null && limit - guessed.length <= 0) {
    throw illegal('/clue/guessed', `A clue for ${String(clue.number)} allows ${limit} guesses and ${guessed.length} were made: the turn is over.`);
  }
  return asState(() => guesserViewOfPosition({
    variant: board.variant, lang: board.lang, team: board.team, cards: visibleCards(board), clues: board.clues,
    clue: { word: clue.word, number: clue.number, guessed },
  }));
}
