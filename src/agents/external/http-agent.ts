/**
 * `http:URL` agents: a server that speaks the HTTP protocol of `codenames-ai serve` (POST /v1/clue,
 * /v1/guess, /v1/cover with the request bodies of schema/protocol.schema.json), so two installations can play
 * each other. A server that is down, too slow or answers an error fails that request with a message naming
 * the agent, the URL and the fix; the harness turns it into a forfeit and the tournament goes on.
 */
import { CodenamesError } from '../../errors.js';
import { clueDecision, clueRequest, coverDecision, coverRequest, guessDecision, guessRequest, errorAnswer, type WireKind, type WireRequest } from './wire.js';
import { createRateLimiter } from './rate-limit.js';
import { createStatsCounter } from './request-stats.js';
import { DEFAULT_EXTERNAL_TIMEOUT_MS, type ExternalAgent, type ExternalAgentOptions } from './types.js';

export interface HttpAgentOptions extends ExternalAgentOptions {
  /** The server's base URL, e.g. http://127.0.0.1:8080 (the /v1/<kind> routes are appended). */
  readonly url: string;
}

function baseUrl(name: string, url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new CodenamesError('agent/bad-option', `agent '${name}': '${url}' is not a URL. Give the server's base URL, e.g. --agent ${name}=http:http://127.0.0.1:8080.`, { agent: name });
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    throw new CodenamesError('agent/bad-option', `agent '${name}': '${url}' is not an http(s) URL. Give the server's base URL, e.g. --agent ${name}=http:http://127.0.0.1:8080.`, { agent: name });
  }
  return u.href.replace(/\/+$/, '');
}

function causeOf(e: unknown): string {
  const c = (e as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof c?.code === 'string') return c.code;
  if (typeof c?.message === 'string') return c.message;
  return e instanceof Error ? e.message : String(e);
}

/**
 * @example
 * const remote = createHttpAgent({ name: 'remote', url: 'http://127.0.0.1:8080' });
 * await remote.guesser.guess(view); // POST http://127.0.0.1:8080/v1/guess
 */
export function createHttpAgent(opts: HttpAgentOptions): ExternalAgent {
  const base = baseUrl(opts.name, opts.url);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_EXTERNAL_TIMEOUT_MS;
  const limiter = createRateLimiter(opts.requestsPerMinute);
  const stats = createStatsCounter();
  let closed = false;
  const post = (kind: WireKind, body: WireRequest): Promise<unknown> =>
    stats.time(async () => {
      if (closed) throw new CodenamesError('agent/external-failed', `agent '${opts.name}' is closed.`, { agent: opts.name });
      await limiter.wait();
      const url = `${base}/v1/${kind}`;
      let res: Response;
      try {
        res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
      } catch (e) {
        if ((e as { name?: unknown }).name === 'TimeoutError') {
          throw new CodenamesError('agent/timeout', `agent '${opts.name}' (${url}) did not answer within ${timeoutMs} ms. Check the server's load, or raise --time-limit.`, { agent: opts.name });
        }
        throw new CodenamesError('agent/external-failed', `agent '${opts.name}' cannot reach ${url} (${causeOf(e)}). Start the server (e.g. codenames-ai serve --port N) or fix the URL.`, { agent: opts.name });
      }
      const text = await res.text();
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        throw new CodenamesError('agent/external-failed', `agent '${opts.name}' (${url}) answered HTTP ${res.status} with a body that is not JSON: ${JSON.stringify(text.slice(0, 120))}. Point the URL at a codenames-ai protocol server.`, { agent: opts.name });
      }
      if (!res.ok) {
        const err = errorAnswer(opts.name, answer);
        throw new CodenamesError('agent/external-failed', `agent '${opts.name}' (${url}) answered HTTP ${res.status}${err === null ? '' : `: ${err.message.replace(/^agent '[^']*' answered an error: /, '')}`}.`, { agent: opts.name, status: res.status });
      }
      return answer;
    });
  return {
    name: opts.name,
    spymaster: { name: opts.name, giveClue: async (view) => clueDecision(opts.name, view, await post('clue', clueRequest(view))) },
    guesser: { name: opts.name, guess: async (view) => guessDecision(opts.name, view, await post('guess', guessRequest(view))) },
    cover: { name: opts.name, chooseCover: async (view, candidates) => coverDecision(opts.name, candidates, await post('cover', coverRequest(view, candidates))) },
    close: () => {
      closed = true;
      return Promise.resolve();
    },
    stats: () => stats.snapshot(),
  };
}
