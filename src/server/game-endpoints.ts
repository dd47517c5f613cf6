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
import { playAiTurn, type AiMove } from './ai-turn.js';
import type { RoleBackend } from './backend.js';
import { validateAgainst } from './schema.js';

/** The answer of every game endpoint. */
export interface GameResponse {
  readonly record: GameRecord;
  readonly state: GameState;
  readonly moves?: readonly AiMove[];
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

/** POST /v1/game/new: deals a seeded board. */
export async function newGame(body: unknown, _backend: RoleBackend): Promise<GameResponse> {
  const req = validateAgainst<NewRequest>('game', 'gameNewRequest', body, 'new-game request');
  const opts: CreateGameOptions = {
    variant: req.variant ?? 'standard',
    seed: req.seed,
    ...(req.lang !== undefined ? { lang: req.lang } : {}),
    ...(req.wordList !== undefined ? { wordList: req.wordList } : {}),
    ...(req.words !== undefined ? { words: req.words } : {}),
    ...(req.startingTeam !== undefined ? { startingTeam: req.startingTeam } : {}),
  };
  const state = at('', () => createGame(opts));
  return { record: toRecord(state), state };
}

function stateOf(record: GameRecord): GameState {
  return at('/record', () => replay(record));
}

/** POST /v1/game/apply: one move by a person; a clue is judged by the referee of the game's language. */
export async function applyGameMove(body: unknown, backend: RoleBackend): Promise<GameResponse> {
  const req = validateAgainst<{ record: GameRecord; action: Action; ruleset?: string }>('game', 'gameApplyRequest', body, 'apply request');
  const state = stateOf(req.record);
  let referee: Referee | undefined;
  if (req.action.type === 'clue' && refereeLang(backend, state.lang)) {
    referee = await backend.referee(req.ruleset === undefined ? { lang: state.lang } : { lang: state.lang, ruleset: req.ruleset });
  }
  const next = at('/action', () => applyAction(state, req.action, referee === undefined ? {} : { referee }));
  return { record: toRecord(next), state: next };
}

/** POST /v1/game/ai: the AI makes the next move (a clue, a guessing turn or a cover), with its reasoning. */
export async function playAiMove(body: unknown, backend: RoleBackend): Promise<GameResponse> {
  const req = validateAgainst<{ record: GameRecord; ruleset?: string; risk?: Risk }>('game', 'gameAiRequest', body, 'AI-move request');
  const state = stateOf(req.record);
  if (!backend.agentLanguages.includes(state.lang)) {
    throw new CodenamesError('protocol/invalid-request', `The AI cannot play '${state.lang}' here: this server's agents play ${backend.agentLanguages.join(', ')}.`, { path: '/record/setup/lang' });
  }
  const agentOpts = req.risk === undefined ? { lang: state.lang } : { lang: state.lang, risk: req.risk };
  const [spymaster, guesser, cover] = await Promise.all([backend.spymaster(agentOpts), backend.guesser(agentOpts), backend.cover(agentOpts)]);
  const referee = refereeLang(backend, state.lang)
    ? await backend.referee(req.ruleset === undefined ? { lang: state.lang } : { lang: state.lang, ruleset: req.ruleset })
    : undefined;
  const { state: next, moves } = await playAiTurn(state, { spymaster, guesser, cover }, referee);
  return { record: toRecord(next), state: next, moves };
}
