/**
 * Stateless game endpoints for the web page (schema/game.schema.json). The server keeps no game: the client
 * sends the game record back with every move, the rules engine replays it (which re-checks every past
 * action), applies the new move with the referee, and the answer carries the new record and state. So the
 * page never implements a rule, and a tampered record is refused by the engine, not trusted.
 */
import { CodenamesError, isCodenamesError } from '../errors.js';
import { applyAction, createGame, replay, toRecord } from '../game/index.js';
import type { Action, CreateGameOptions, GameRecord, GameState, Referee } from '../game/types.js';
import type { Risk } from '../agents/types.js';
import { nextMove, type NextMove } from '../play/index.js';
import { playAiTurn, type AiMove } from './ai-turn.js';
import type { RoleBackend } from './backend.js';
import { validateAgainst } from './schema.js';

export { nextMove };
export type { NextMove };

/** The answer of every game endpoint. */
export interface GameResponse {
  readonly record: GameRecord;
  readonly state: GameState;
  readonly next: NextMove;
  readonly moves?: readonly AiMove[];
}

function answer(state: GameState, moves?: readonly AiMove[]): GameResponse {
  const base = { record: toRecord(state), state, next: nextMove(state) };
  return moves === undefined ? base : { ...base, moves };
}

interface NewRequest {
  variant?: CreateGameOptions['variant'];
  seed: number;
  lang?: string;
  wordList?: string;
  words?: string[];
  startingTeam?: 'red' | 'blue';
}

/** Engine refusals keep their code (HTTP 422) but point at the part of the request they concern. */
function at<T>(path: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (isCodenamesError(e) && (e.details?.['path'] === undefined)) {
      throw new CodenamesError(e.code, e.message, { ...(e.details ?? {}), path });
    }
    throw e;
  }
}

function refereeLang(backend: RoleBackend, lang: string): boolean {
  return backend.refereeLanguages.includes(lang);
}

type GameOperation = 'game/new' | 'game/apply' | 'game/ai';

const GAME_DEFS: Readonly<Record<GameOperation, readonly [def: string, label: string]>> = {
  'game/new': ['gameNewRequest', 'new-game request'],
  'game/apply': ['gameApplyRequest', 'apply request'],
  'game/ai': ['gameAiRequest', 'AI-move request'],
};

/**
 * Schema-checks the body of a game endpoint (400 with the JSON pointer on failure). The server's main thread
 * runs it before handing a request to an agent worker, and the endpoints run it again: the same check, so the
 * same answer either way.
 */
export function validateGameRequest<T>(op: GameOperation, body: unknown): T {
  const [def, label] = GAME_DEFS[op];
  return validateAgainst<T>('game', def, body, label);
}

/** POST /v1/game/new: deals a seeded board (no agent: the backend is not needed). */
export async function newGame(body: unknown, _backend?: RoleBackend): Promise<GameResponse> {
  const req = validateGameRequest<NewRequest>('game/new', body);
  const opts: CreateGameOptions = {
    variant: req.variant ?? 'standard',
    seed: req.seed,
    ...(req.lang !== undefined ? { lang: req.lang } : {}),
    ...(req.wordList !== undefined ? { wordList: req.wordList } : {}),
    ...(req.words !== undefined ? { words: req.words } : {}),
    ...(req.startingTeam !== undefined ? { startingTeam: req.startingTeam } : {}),
  };
  return answer(at('', () => createGame(opts)));
}

/**
 * The game a record describes, every past clue judged again by this server's referee for the game's language
 * (never by the verdicts the client sent back: a record is the client's text, not the server's word).
 * Returns the referee too, for the move to come; none when the language has no referee here (pictures).
 */
async function stateOf(record: GameRecord, backend: RoleBackend, ruleset: string | undefined): Promise<{ state: GameState; referee: Referee | undefined }> {
  const lang = at('/record', () => createGame(record.setup).lang);
  const referee = refereeLang(backend, lang) ? await backend.referee(ruleset === undefined ? { lang } : { lang, ruleset }) : undefined;
  return { state: at('/record', () => replay(record, referee === undefined ? {} : { referee })), referee };
}

/** POST /v1/game/apply: one move by a person; a clue is judged by the referee of the game's language. */
export async function applyGameMove(body: unknown, backend: RoleBackend): Promise<GameResponse> {
  const req = validateGameRequest<{ record: GameRecord; action: Action; ruleset?: string }>('game/apply', body);
  const { state, referee } = await stateOf(req.record, backend, req.ruleset);
  return answer(at('/action', () => applyAction(state, req.action, referee === undefined ? {} : { referee })));
}

/** POST /v1/game/ai: the AI makes the next move (a clue, a guessing turn or a cover), with its reasoning. */
export async function playAiMove(body: unknown, backend: RoleBackend): Promise<GameResponse> {
  const req = validateGameRequest<{ record: GameRecord; ruleset?: string; risk?: Risk }>('game/ai', body);
  const { state, referee } = await stateOf(req.record, backend, req.ruleset);
  if (!backend.agentLanguages.includes(state.lang)) {
    throw new CodenamesError('protocol/invalid-request', `The AI cannot play '${state.lang}' here: this server's agents play ${backend.agentLanguages.join(', ')}.`, { path: '/record/setup/lang' });
  }
  const agentOpts = req.risk === undefined ? { lang: state.lang } : { lang: state.lang, risk: req.risk };
  const [spymaster, guesser, cover] = await Promise.all([backend.spymaster(agentOpts), backend.guesser(agentOpts), backend.cover(agentOpts)]);
  const { state: next, moves } = await playAiTurn(state, { spymaster, guesser, cover }, referee);
  return answer(next, moves);
}
