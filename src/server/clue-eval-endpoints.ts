/**
 * The web page's "Judge clues" mode on the server: the reader's brief, a batch of blind items whose key the
 * server holds (`codenames-ai serve --clue-batch DIR`), and the score of a person's answers against that key.
 * The page never sees the key before it has sent its answers; scoring is the library's (scoreClueAnswers),
 * not a second implementation in the page.
 *
 * GET  /v1/eval/brief?count=N   -> { brief }                  (works without a batch: pages loaded from a file)
 * GET  /v1/eval/batch[?page=K]  -> { items, page, pages, brief } (404 without a batch)
 * POST /v1/eval/score { answers: [{ id, guesses }] } -> { report } (answers checked like an answers file)
 */
import { readFileSync } from 'node:fs';
import { CodenamesError } from '../errors.js';
import {
  blindItem, pagesOf, parseClueAnswers, parseClueKey, readerBrief, scoreClueAnswers, type ClueItem, type ClueKey,
} from '../harness/clue-eval.js';
import { errorResult, type HandlerResult } from './handler.js';

/** A batch the server holds: the key (private) and its blind items. */
export interface ClueBatch {
  readonly key: ClueKey;
  readonly items: readonly ClueItem[];
  /** Where it was read from (for the log). */
  readonly source: string;
}

/** The routes of this module (GET brief/batch, POST score). */
export const CLUE_EVAL_ROUTES = ['/v1/eval/brief', '/v1/eval/batch', '/v1/eval/score'] as const;

/**
 * Reads a batch from an export folder (its key.json) or a key file of any source.
 *
 * @example
 * const batch = loadClueBatch('out/clues'); // out/clues/key.json
 */
export function loadClueBatch(path: string): ClueBatch {
  const candidates = [`${path.replace(/\/+$/, '')}/key.json`, path];
  for (const file of candidates) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const key = parseClueKey(text, file);
    return { key, items: key.items.map(blindItem), source: file };
  }
  throw new CodenamesError('cli/io', `no clue key at ${path}: give the folder 'codenames-ai eval clues --out' wrote (with its key.json) or a key file.`, { path });
}

const ok = (body: object): HandlerResult => ({ status: 200, body });
const refuse = (e: unknown): HandlerResult => ({ ...errorResult(e), status: 400 });

/** Answers a GET on one of the routes. */
export function clueEvalGet(url: string, query: URLSearchParams, batch: ClueBatch | null): HandlerResult {
  if (url === '/v1/eval/brief') {
    const count = Number(query.get('count') ?? '40');
    if (!Number.isInteger(count) || count < 1 || count > 10_000) return refuse(new CodenamesError('protocol/invalid-request', `count must be a whole number from 1; got '${query.get('count') ?? ''}'.`, { path: '/count' }));
    return ok({ brief: readerBrief(count, 'This batch') });
  }
  if (batch === null) {
    return { ...errorResult(new CodenamesError('protocol/not-found', 'This server holds no clue batch. Start it with codenames-ai serve --clue-batch DIR (a folder from codenames-ai eval clues --out), or load an items.jsonl file in the page.', { path: '' })), status: 404 };
  }
  const pages = pagesOf(batch.items);
  const raw = query.get('page');
  if (raw === null) return ok({ items: batch.items, page: null, pages: pages.length, brief: readerBrief(batch.items.length, 'This batch') });
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > pages.length) {
    return refuse(new CodenamesError('protocol/invalid-request', `page must be a whole number from 1 to ${pages.length}; got '${raw}'.`, { path: '/page' }));
  }
  const items = pages[page - 1] ?? [];
  return ok({ items, page, pages: pages.length, brief: readerBrief(items.length, 'This batch') });
}

/** Scores a POSTed body `{ answers: [{ id, guesses }] }` against the batch's key. */
export function clueEvalScore(body: unknown, batch: ClueBatch | null): HandlerResult {
  if (batch === null) return clueEvalGet('/v1/eval/batch', new URLSearchParams(), null);
  const answers = (body as { answers?: unknown } | null)?.answers;
  if (!Array.isArray(answers)) return refuse(new CodenamesError('protocol/invalid-request', 'send { "answers": [{ "id": "...", "guesses": ["WORD", ...] }, ...] }.', { path: '/answers' }));
  try {
    // One answer a line, checked exactly like an answers file ("answers:3" is the third answer).
    const parsed = parseClueAnswers(answers.map((a) => JSON.stringify(a)).join('\n'), 'answers', batch.key);
    return ok({ report: scoreClueAnswers(batch.key, [{ file: 'answers', answers: parsed }]) });
  } catch (e) {
    return refuse(e);
  }
}
