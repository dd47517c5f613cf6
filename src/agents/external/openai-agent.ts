/**
 * `openai:MODEL` agents: a language model behind any OpenAI-compatible chat-completions endpoint, through
 * the official `openai` client. Per move: the role's prompt (llm-prompts.ts), a structured JSON answer asked
 * for with `response_format` (an endpoint that refuses it is asked again without, and read by the strict
 * text parser from then on), the answer checked strictly (llm-answers.ts: a guess must be a visible card),
 * clues judged by our referee. A bad answer or an illegal clue is sent back with the reason, at most
 * `maxReprompts` times (counted); then an illegal clue is given anyway (the rules penalise it) and an
 * unreadable answer forfeits the game. 429 and 5xx answers are retried with back-off, honouring
 * Retry-After; answers are cached on disk (response-cache.ts), so a re-run is reproducible and free.
 *
 * The API key comes from OPENAI_API_KEY and goes only into the client's Authorization header: never into
 * results, logs, cache keys or cache files.
 */
import OpenAI from 'openai';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CodenamesError } from '../../errors.js';
import type { GuesserView, SpymasterView } from '../../game/types.js';
import { checkClue } from '../../legality/index.js';
import type { AgentUsage, ClueDecision, GuessDecision } from '../types.js';
import { parseClue, parseGuesses, type Parsed } from './llm-answers.js';
import { CLUE_FORMAT, clueMessages, GUESS_FORMAT, guessMessages, type AnswerFormat, type ChatMessage } from './llm-prompts.js';
import { createRateLimiter } from './rate-limit.js';
import { createStatsCounter } from './request-stats.js';
import { cacheKey, openResponseCache } from './response-cache.js';
import { DEFAULT_EXTERNAL_TIMEOUT_MS, defaultLog, type ExternalAgent, type ExternalAgentOptions } from './types.js';

export interface OpenAIAgentOptions extends ExternalAgentOptions {
  readonly model: string;
  /** Endpoint base URL (default: OPENAI_BASE_URL, else the official API), e.g. http://127.0.0.1:8000/v1. */
  readonly baseUrl?: string;
  /** Default: process.env.OPENAI_API_KEY. */
  readonly apiKey?: string;
  /** A local endpoint that needs no key: run without one (refused for non-local URLs). */
  readonly noKey?: boolean;
  readonly temperature?: number;
  readonly seed?: number;
  /** Cache folder; null = no cache. Default: $XDG_CACHE_HOME/codenames-ai/openai (~/.cache/...). */
  readonly cacheDir?: string | null;
  /** Re-prompts per move after a bad answer or an illegal clue (default 2). */
  readonly maxReprompts?: number;
  /** Retries per request after 429 / 5xx / a lost connection (default 4). */
  readonly maxRetries?: number;
  /** Environment to read OPENAI_API_KEY / OPENAI_BASE_URL from (default process.env). */
  readonly env?: NodeJS.ProcessEnv;
}

/** The default cache folder. */
export function defaultLlmCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache'), 'codenames-ai', 'openai');
}

function isLocal(url: string): boolean {
  try {
    const h = new URL(url).hostname;
    return h === 'localhost' || h === '::1' || h === '[::1]' || /^127\./.test(h);
  } catch {
    return false;
  }
}

/** Milliseconds to wait before retry `attempt` (0-based): Retry-After(-ms) when given, else 250 ms doubling, at most 8 s. */
function backoffMs(headers: Headers | undefined, attempt: number): number {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, 60_000);
  const after = headers?.get('retry-after');
  if (after !== undefined && after !== null) {
    const s = Number(after);
    if (Number.isFinite(s) && s >= 0) return Math.min(s * 1000, 60_000);
    const date = Date.parse(after);
    if (Number.isFinite(date)) return Math.min(Math.max(0, date - Date.now()), 60_000);
  }
  return Math.min(250 * 2 ** attempt, 8_000);
}

/** What one move cost, counted as it goes. */
type Used = { -readonly [K in keyof AgentUsage]: AgentUsage[K] };
const noUse = (): Used => ({ requests: 0, cacheHits: 0, promptTokens: 0, completionTokens: 0, reprompts: 0, retries: 0 });

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * @example
 * const gpt = createOpenAIAgent({ name: 'gpt', model: 'gpt-4o-mini', temperature: 0, seed: 1 });
 * await gpt.spymaster?.giveClue(view);
 */
export function createOpenAIAgent(opts: OpenAIAgentOptions): ExternalAgent {
  const env = opts.env ?? process.env;
  const baseUrl = opts.baseUrl ?? env['OPENAI_BASE_URL'];
  const key = opts.apiKey ?? env['OPENAI_API_KEY'];
  if ((key === undefined || key === '') && !(opts.noKey === true && baseUrl !== undefined && isLocal(baseUrl))) {
    const why = opts.noKey === true ? ` --llm-no-key is only for a local endpoint (localhost, 127.x, ::1); ${baseUrl ?? 'the official API'} is not one.` : '';
    throw new CodenamesError('agent/bad-option', `agent '${opts.name}' (openai:${opts.model}) has no API key: set OPENAI_API_KEY in the environment.${why} A local server that needs no key: --llm-base-url http://127.0.0.1:PORT/v1 --llm-no-key.`, { agent: opts.name });
  }
  const timeoutMs = opts.timeoutMs ?? DEFAULT_EXTERNAL_TIMEOUT_MS;
  const client = new OpenAI({ apiKey: key === undefined || key === '' ? 'no-key' : key, ...(baseUrl === undefined ? {} : { baseURL: baseUrl }), maxRetries: 0, timeout: timeoutMs });
  const cache = openResponseCache(opts.cacheDir === undefined ? defaultLlmCacheDir(env) : opts.cacheDir);
  const limiter = createRateLimiter(opts.requestsPerMinute);
  const stats = createStatsCounter();
  const log = opts.log ?? defaultLog(opts.name);
  const maxReprompts = opts.maxReprompts ?? 2;
  const maxRetries = opts.maxRetries ?? 4;
  let structured = true; // until the endpoint refuses response_format
  let closed = false;

  /** One completion: from the cache, or from the endpoint with retries; `use` counts what it cost. */
  const complete = (messages: readonly ChatMessage[], format: AnswerFormat, use: Used): Promise<string> =>
    stats.time(async () => {
      if (closed) throw new CodenamesError('agent/external-failed', `agent '${opts.name}' is closed.`, { agent: opts.name });
      const settings = { model: opts.model, ...(opts.temperature === undefined ? {} : { temperature: opts.temperature }), ...(opts.seed === undefined ? {} : { seed: opts.seed }) };
      const k = cacheKey({ endpoint: baseUrl ?? 'default', ...settings, messages, format: format.name });
      const hit = cache.get(k);
      if (hit !== undefined) {
        stats.add('cacheHits', 1);
        use.cacheHits += 1;
        return hit.content;
      }
      for (let attempt = 0; ; attempt += 1) {
        await limiter.wait();
        use.requests += 1;
        try {
          const res = await client.chat.completions.create({
            ...settings,
            messages: messages.map((m) => ({ role: m.role, content: m.content })),
            ...(structured ? { response_format: { type: 'json_schema' as const, json_schema: { name: format.name, strict: true, schema: format.schema as Record<string, unknown> } } } : {}),
          });
          const content = res.choices[0]?.message?.content ?? '';
          const promptTokens = res.usage?.prompt_tokens ?? 0;
          const completionTokens = res.usage?.completion_tokens ?? 0;
          stats.add('promptTokens', promptTokens);
          stats.add('completionTokens', completionTokens);
          use.promptTokens += promptTokens;
          use.completionTokens += completionTokens;
          cache.set(k, { content, promptTokens, completionTokens });
          return content;
        } catch (e) {
          if (e instanceof OpenAI.APIConnectionTimeoutError) {
            throw new CodenamesError('agent/timeout', `agent '${opts.name}' (openai:${opts.model}) got no answer within ${timeoutMs} ms. Raise --time-limit for language models (they take seconds per move).`, { agent: opts.name });
          }
          const status = e instanceof OpenAI.APIError ? e.status : undefined;
          if (status === 400 && structured && attempt === 0 && /response_format|json_schema/i.test(e instanceof Error ? e.message : '')) {
            structured = false; // the endpoint does not take the format: ask in words, read with the text parser
            log('the endpoint refused response_format; asking for the answer format in the prompt only');
            attempt = -1;
            continue;
          }
          const retryable = status === 429 || (status !== undefined && status >= 500) || e instanceof OpenAI.APIConnectionError;
          if (!retryable || attempt >= maxRetries) {
            const what = e instanceof OpenAI.APIError ? `${status === undefined ? 'a connection error' : `HTTP ${status}`}: ${e.message}` : String(e);
            throw new CodenamesError('agent/external-failed', `agent '${opts.name}' (openai:${opts.model} at ${baseUrl ?? 'the official API'}) failed${retryable ? ` after ${attempt + 1} tries` : ''}: ${what}`, { agent: opts.name, ...(status === undefined ? {} : { status }) });
          }
          stats.add('retries', 1);
          use.retries += 1;
          const wait = backoffMs(e instanceof OpenAI.APIError ? e.headers : undefined, attempt);
          log(`${status === undefined ? 'connection error' : `HTTP ${status}`}; retrying in ${Math.round(wait)} ms`);
          await sleep(wait);
        }
      }
    });

  /** Asks until `check` accepts the answer, re-prompting with its reason at most maxReprompts times. */
  const converse = async <T>(first: readonly ChatMessage[], format: AnswerFormat, use: Used, check: (text: string) => Parsed<T>): Promise<{ value: T } | { why: string; last: T | null }> => {
    const messages = [...first];
    let why = '';
    let last: T | null = null;
    for (let round = 0; round <= maxReprompts; round += 1) {
      if (round > 0) {
        stats.add('reprompts', 1);
        use.reprompts += 1;
      }
      const text = await complete(messages, format, use);
      const r = check(text);
      if (r.ok) return { value: r.value };
      why = r.why;
      const lastValue = (r as { last?: T }).last;
      if (lastValue !== undefined) last = lastValue;
      messages.push({ role: 'assistant', content: text }, { role: 'user', content: `That answer cannot be played: ${why}. Answer again, in the format asked.` });
    }
    return { why, last };
  };

  const giveClue = async (view: SpymasterView): Promise<ClueDecision> => {
    const usage = noUse();
    const r = await converse(clueMessages(view), CLUE_FORMAT, usage, (text) => {
      const p = parseClue(text);
      if (!p.ok) return p;
      const verdict = checkClue(p.value.word, view, { lang: view.lang });
      if (verdict.ok) return p;
      return Object.assign({ ok: false as const, why: `the referee rules "${p.value.word}" illegal (${verdict.message})` }, { last: p.value });
    });
    if ('value' in r) return { word: r.value.word, number: r.value.number, targets: r.value.targets, usage };
    // Out of re-prompts: an illegal clue is still a clue (the rules penalise it); no clue at all forfeits.
    if (r.last !== null) return { word: r.last.word, number: r.last.number, targets: r.last.targets, usage };
    throw new CodenamesError('agent/external-failed', `agent '${opts.name}' (openai:${opts.model}) gave no readable clue after ${maxReprompts + 1} tries: ${r.why}.`, { agent: opts.name });
  };

  const guess = async (view: GuesserView): Promise<GuessDecision> => {
    const visible = view.cards.filter((c) => !c.revealed).map((c) => c.word);
    const usage = noUse();
    const r = await converse(guessMessages(view), GUESS_FORMAT, usage, (text) => parseGuesses(text, visible));
    if (!('value' in r)) throw new CodenamesError('agent/external-failed', `agent '${opts.name}' (openai:${opts.model}) gave no playable guess after ${maxReprompts + 1} tries: ${r.why}.`, { agent: opts.name });
    const take = Math.max(1, Math.min(r.value.length, view.guessesLeft ?? r.value.length));
    const rest = visible.filter((w) => !r.value.includes(w));
    return { ranked: [...r.value, ...rest].map((word, i, all) => ({ word, score: all.length - i })), take, usage };
  };

  return {
    name: opts.name,
    spymaster: { name: opts.name, giveClue },
    guesser: { name: opts.name, guess },
    close: () => {
      closed = true;
      return Promise.resolve();
    },
    stats: () => stats.snapshot(),
  };
}
