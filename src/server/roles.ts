/**
 * The four role functions of the protocol: validate a request (JSON Schema, then the game-state checks),
 * build the seat's view, ask the backend's agent or referee, and shape the answer. The HTTP server, stdio
 * mode and library callers all go through these, so every transport behaves the same.
 */
import { CodenamesError, isCodenamesError } from '../errors.js';
import type { SpymasterView } from '../game/types.js';
import type { AgentOptions, RoleBackend } from './backend.js';
import type {
  CheckClueRequest, CheckClueResponse, ClueRequest, ClueResponse, CoverRequest, CoverResponse, GuessRequest,
  GuessResponse, RequestOf, ResponseOf, RoleKind,
} from './protocol-types.js';
import { checkKey, checkNotOver, guesserViewOf, refereeViewOf, resolveBoard, spymasterViewOf, type ResolvedBoard } from './request-views.js';
import { validateAgainst } from './schema.js';

const DEF_OF_KIND: Readonly<Record<RoleKind, string>> = {
  clue: 'clueRequest',
  guess: 'guessRequest',
  'check-clue': 'checkClueRequest',
  cover: 'coverRequest',
};

/** Schema-checks a request body for one kind (400 with the JSON pointer on failure). */
export function validateRoleRequest<K extends RoleKind>(kind: K, body: unknown): RequestOf[K] {
  return validateAgainst<RequestOf[K]>('protocol', DEF_OF_KIND[kind], body, `${kind} request`);
}

let shared: Promise<RoleBackend> | undefined;

/**
 * The backend the role functions use when none is passed: the default model and agents, loaded on first use
 * and shared by every later call (imported lazily, so callers that pass their own never load the model).
 */
export function sharedDefaultBackend(): Promise<RoleBackend> {
  if (shared === undefined) {
    shared = import('./default-backend.js').then((m) => m.createDefaultBackend());
    shared.catch(() => (shared = undefined)); // a failed load is retried on the next call
  }
  return shared;
}

function requireLanguage(langs: readonly string[], lang: string, who: string): void {
  if (!langs.includes(lang)) {
    throw new CodenamesError('protocol/invalid-request', `The ${who} cannot play '${lang}': this server supports ${langs.join(', ') || 'no language'} for it. Set "lang" to one of those.`, { path: '/lang' });
  }
}

/** The agents think in words: a board of picture ids (001, Codenames: Pictures) has nothing for them to read. */
function requireWords(board: ResolvedBoard, who: string): void {
  if (board.variant === 'pictures') {
    throw new CodenamesError('protocol/invalid-request', `The ${who} plays word cards only; picture cards (variant 'pictures') have no meaning it can read. The referee (check-clue) and cover still work.`, { path: '/variant' });
  }
}

function agentOptions(board: ResolvedBoard, risk: AgentOptions['risk']): AgentOptions {
  return risk === undefined ? { lang: board.lang } : { lang: board.lang, risk };
}

/** An agent's answer that breaks its contract is a server bug (500), never the client's fault. */
function badDecision(what: string): CodenamesError {
  return new CodenamesError('agent/bad-decision', `The agent returned ${what}; this is a bug in the agent, not in the request.`);
}

/**
 * POST /v1/clue: the spymaster's clue with its targets and explanation. Without a backend, the default model
 * and agents are loaded on first use.
 *
 * @example
 * await clueFor({ lang: 'en', team: 'red', board, key });
 * // { word: 'group', number: 4, targets: ['club', 'band', 'cell', 'charge'], explanation: { summary: "'group' for 4 ...", ... } }
 */
export async function clueFor(request: unknown, backendOrDefault?: RoleBackend): Promise<ClueResponse> {
  const req: ClueRequest = validateRoleRequest('clue', request);
  const backend = backendOrDefault ?? (await sharedDefaultBackend());
  const board = resolveBoard(req);
  checkKey(board, req.key);
  checkNotOver(board, req.key);
  if (!req.key.includes(board.team)) throw new CodenamesError('protocol/illegal-state', `Team ${board.team} has no agents on this key; set "team" to the team whose spymaster gives the clue.`, { path: '/team' });
  requireLanguage(backend.agentLanguages, board.lang, 'spymaster');
  requireWords(board, 'spymaster');
  const spymaster = await backend.spymaster(agentOptions(board, req.risk));
  const d = await spymaster.giveClue(spymasterViewOf(board, req.key));
  if (typeof d?.word !== 'string' || d.word === '') throw badDecision('no clue word');
  const targets = (d.targets ?? []).map((t) => board.words[board.indexOf(t)] ?? t);
  return d.explanation === undefined
    ? { word: d.word, number: d.number, targets }
    : { word: d.word, number: d.number, targets, explanation: finiteNumbers(d.explanation) };
}

/**
 * POST /v1/guess: every unrevealed card ranked, and how many to touch.
 *
 * @example
 * await guessFor({ lang: 'en', board: ['spot', 'charge', 'disease', ...], clue: { word: 'virus', number: 1 } });
 * // { guesses: ['disease', 'cell', 'organ', ...], scores: [0.0231, -0.2397, ...], take: 1, explanation: "For 'virus' 1: ..." }
 */
export async function guessFor(request: unknown, backendOrDefault?: RoleBackend): Promise<GuessResponse> {
  const req: GuessRequest = validateRoleRequest('guess', request);
  const backend = backendOrDefault ?? (await sharedDefaultBackend());
  const board = resolveBoard(req);
  checkNotOver(board);
  requireLanguage(backend.agentLanguages, board.lang, 'guesser');
  requireWords(board, 'guesser');
  const view = guesserViewOf(board, req.clue);
  const guesser = await backend.guesser(agentOptions(board, req.risk));
  const d = await guesser.guess(view);
  const seen = new Set<number>();
  const guesses: string[] = [];
  const scores: number[] = [];
  for (const r of d?.ranked ?? []) {
    const i = board.indexOf(r.word);
    // Only unrevealed board cards, each once: an agent slip must not reach the client as a bad guess.
    if (i < 0 || board.revealed[i] !== undefined || seen.has(i)) continue;
    seen.add(i);
    guesses.push(board.words[i] as string);
    scores.push(Number.isFinite(r.score) ? Math.round(r.score * 1e4) / 1e4 : 0); // 4 decimals: plenty for a ranking, readable on the wire
  }
  if (guesses.length === 0) throw badDecision('no unrevealed card in its ranking');
  const cap = Math.min(guesses.length, view.guessesLeft ?? guesses.length);
  const take = Math.max(1, Math.min(cap, Number.isInteger(d.take) ? d.take : 1));
  return d.explanation === undefined ? { guesses, scores, take } : { guesses, scores, take, explanation: d.explanation };
}

/**
 * POST /v1/check-clue: the referee's verdict. Without a key, only the visible words matter to the referee.
 *
 * @example
 * await checkClueFor({ lang: 'en', board: ['spot', 'charge', ...], clue: { word: 'charging', number: 2 } });
 * // { ok: false, code: 'clue/same-root', message: "'charging' is a form ... of charge ...", conflictsWith: ['charge'] }
 */
export async function checkClueFor(request: unknown, backendOrDefault?: RoleBackend): Promise<CheckClueResponse> {
  const req: CheckClueRequest = validateRoleRequest('check-clue', request);
  const backend = backendOrDefault ?? (await sharedDefaultBackend());
  const board = resolveBoard(req);
  requireLanguage(backend.refereeLanguages, board.lang, 'referee');
  if (req.key !== undefined) checkKey(board, req.key);
  // Without a key the referee reads only the words still visible.
  const view: SpymasterView = req.key !== undefined ? spymasterViewOf(board, req.key) : refereeViewOf(board);
  const opts = req.ruleset === undefined ? { lang: board.lang } : { lang: board.lang, ruleset: req.ruleset };
  let v;
  try {
    v = await backend.checkClue({ word: req.clue.word, number: req.clue.number }, view, opts);
  } catch (e) {
    if (isCodenamesError(e, 'legality/bad-input')) throw new CodenamesError('protocol/invalid-request', e.message, { path: '/clue' });
    throw e;
  }
  if (v.ok) return { ok: true };
  return v.conflictsWith === undefined
    ? { ok: false, code: v.code, message: v.message }
    : { ok: false, code: v.code, message: v.message, conflictsWith: v.conflictsWith };
}

/**
 * POST /v1/cover: which of `team`'s own unrevealed agents to cover (the coop opponent, or a penalty cover).
 *
 * @example
 * await coverFor({ lang: 'en', variant: 'coop', team: 'blue', board, key }); // { word: 'fair' }
 */
export async function coverFor(request: unknown, backendOrDefault?: RoleBackend): Promise<CoverResponse> {
  const req: CoverRequest = validateRoleRequest('cover', request);
  const backend = backendOrDefault ?? (await sharedDefaultBackend());
  const board = resolveBoard(req);
  checkKey(board, req.key);
  checkNotOver(board, req.key);
  requireLanguage(backend.agentLanguages, board.lang, 'cover strategy');
  const candidates = board.words.filter((_, i) => req.key[i] === board.team && board.revealed[i] === undefined);
  if (candidates.length === 0) throw new CodenamesError('protocol/illegal-state', `Team ${board.team} has no unrevealed agent to cover.`, { path: '/team' });
  const strategy = await backend.cover(agentOptions(board, undefined));
  const word = await strategy.chooseCover(spymasterViewOf(board, req.key, 'cover'), candidates);
  const i = board.indexOf(String(word));
  if (i < 0 || !candidates.includes(board.words[i] as string)) throw badDecision(`'${String(word)}', which is not one of the cards it may cover`);
  return { word: board.words[i] as string };
}

/** Dispatches one request of a known kind to its role function. */
export function runRole<K extends RoleKind>(kind: K, request: unknown, backend: RoleBackend): Promise<ResponseOf[K]> {
  const fns: { [P in RoleKind]: (r: unknown, b: RoleBackend) => Promise<ResponseOf[P]> } = {
    clue: clueFor,
    guess: guessFor,
    'check-clue': checkClueFor,
    cover: coverFor,
  };
  return fns[kind](request, backend);
}

/** Replaces NaN/Infinity (which JSON cannot carry) by 0, deep, so an explanation always serialises. */
function finiteNumbers<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? 0 : v))) as T;
}
