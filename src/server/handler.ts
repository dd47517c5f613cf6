/**
 * The transport-neutral core of the server: one operation name plus a parsed body in, an HTTP-style status
 * plus a JSON body out. Every error becomes `{ error: { code, message, path } }` with a status that says
 * whose fault it is (400 shape, 413 size, 422 impossible game, 500 our bug: a generic message, never a stack
 * trace). HTTP (http-server.ts) and stdio (stdio.ts) are thin shells over `handleRequest`.
 */
import { CodenamesError, isCodenamesError } from '../errors.js';
import { MAX_JSON_DEPTH, tooDeepAt } from '../game/json-depth.js';
import { isAgentHost, type AgentHost, type AnswerOptions, type HandleOptions, type HandlerResult, type Operation } from './agent-host.js';
import type { RoleBackend } from './backend.js';
import { applyGameMove, newGame, playAiMove } from './game-endpoints.js';
import { KIND_OF_ROLE, type ErrorBody, type RoleKind } from './protocol-types.js';
import { runRole } from './roles.js';
import { validateAgainst } from './schema.js';

export type { Operation, HandlerResult, HandleOptions, AnswerOptions } from './agent-host.js';

/** The operations by POST route. */
export const ROUTES: Readonly<Record<string, Operation>> = {
  '/v1/clue': 'clue',
  '/v1/guess': 'guess',
  '/v1/check-clue': 'check-clue',
  '/v1/cover': 'cover',
  '/v1/game/new': 'game/new',
  '/v1/game/apply': 'game/apply',
  '/v1/game/ai': 'game/ai',
};


const STATUS: Partial<Record<string, number>> = {
  'protocol/invalid-request': 400,
  'protocol/not-found': 404,
  'protocol/method-not-allowed': 405,
  'protocol/timeout': 503,
  'protocol/unavailable': 503,
  'protocol/too-large': 413,
  'protocol/illegal-state': 422,
  'lang/unknown-language': 400,
  'agent/no-legal-clue': 422,
  'lang/dictionary-missing': 400,
};

/** Turns any thrown value into an error answer. Unknown errors are logged by the caller, never shown. */
export function errorResult(e: unknown): HandlerResult {
  if (isCodenamesError(e)) {
    const path = typeof e.details?.['path'] === 'string' ? e.details['path'] : '';
    // The engine's refusals (a covered card, a move out of turn) are impossible game states: 422.
    const status = STATUS[e.code] ?? (e.code.startsWith('game/') ? 422 : 500);
    const body: ErrorBody = { error: { code: e.code, message: e.message, path } };
    return { status, body };
  }
  const body: ErrorBody = { error: { code: 'internal', message: 'Internal error; the request was not processed. The server log has the details.', path: '' } };
  return { status: 500, body };
}

/** `p`, or a 503 `protocol/timeout` after `ms`. */
export function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CodenamesError('protocol/timeout', `The agent took longer than ${ms} ms; try again, or a smaller request.`, { path: '' })), ms);
    timer.unref();
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

async function dispatch(op: Operation, body: unknown, backend: RoleBackend): Promise<object> {
  switch (op) {
    case 'game/new':
      return newGame(body, backend);
    case 'game/apply':
      return applyGameMove(body, backend);
    case 'game/ai':
      return playAiMove(body, backend);
    default:
      return runRole(op, body, backend);
  }
}

/**
 * The agents of a `RoleBackend` in this thread as an `AgentHost`: each request dispatched to its endpoint
 * under the time limit.
 *
 * @example
 * const host = inProcessHost(await createDefaultBackend());
 * await host.answer('clue', { board, key, team: 'red' }); // { status: 200, body: { word, number, ... } }
 */
export function inProcessHost(backend: RoleBackend): AgentHost {
  return {
    get agentLanguages() {
      return backend.agentLanguages;
    },
    async answer(op, body, opts: AnswerOptions = {}) {
      try {
        const out = await withTimeout(dispatch(op, body, backend), opts.timeoutMs ?? 30_000);
        return { status: 200, body: out };
      } catch (e) {
        const r = errorResult(e);
        if (r.status >= 500 && r.status !== 503) opts.onError?.(e);
        return r;
      }
    },
    workers: () => null,
  };
}

/**
 * Answers one request with the agents in this thread (a `RoleBackend`) or wherever an `AgentHost` runs them
 * (an `AgentPool`'s workers). Never throws: errors come back as `{ status, body: { error } }`; `onError`
 * sees the unexpected ones (status 500) so the server can log them.
 */
export function handleRequest(op: Operation, body: unknown, backend: RoleBackend | AgentHost, opts: AnswerOptions = {}): Promise<HandlerResult> {
  return (isAgentHost(backend) ? backend : inProcessHost(backend)).answer(op, body, opts);
}

/** Parses a request body; malformed JSON is a 400 at path ''. */
export function parseJsonBody(text: string): unknown {
  const deep = tooDeepAt(text);
  if (deep >= 0) {
    throw new CodenamesError('protocol/invalid-request', `The body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels (at character ${deep}); no request needs more than a few.`, { path: '' });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const why = e instanceof Error ? e.message : 'syntax error';
    throw new CodenamesError('protocol/invalid-request', `The body is not valid JSON (${why}); send one JSON object.`, { path: '' });
  }
}

/**
 * Answers one stdio line: `{ id, role, ...request }` -> `{ id, ...answer }`. The id is echoed whenever the
 * line had a usable one (a string or an integer), else it is null.
 */
export async function handleLine(line: string, backend: RoleBackend, opts: HandleOptions & { onError?: (e: unknown) => void } = {}): Promise<object> {
  let id: string | number | null = null;
  try {
    const msg = parseJsonBody(line);
    if (msg !== null && typeof msg === 'object' && !Array.isArray(msg)) {
      const raw = (msg as Record<string, unknown>)['id'];
      if ((typeof raw === 'string' && raw.length <= 128) || Number.isSafeInteger(raw)) id = raw as string | number;
    }
    const env = validateAgainst<{ id: unknown; role: string }>('protocol', 'stdioEnvelope', msg, 'stdio line');
    const { id: _id, ...request } = env as Record<string, unknown>;
    const kind = KIND_OF_ROLE[env.role] as RoleKind;
    const r = await handleRequest(kind, request, backend, opts);
    return { id, ...r.body };
  } catch (e) {
    const r = errorResult(e);
    if (r.status >= 500) opts.onError?.(e);
    return { id, ...r.body };
  }
}
