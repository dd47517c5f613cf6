/**
 * The HTTP transport on node:http: POST /v1/{clue,guess,check-clue,cover} and /v1/game/{new,apply,ai},
 * the page's clue judging (GET /v1/eval/{brief,batch}, POST /v1/eval/score), GET /healthz,
 * GET / (the web page) and GET /schema/*.json. Bodies are capped (413) and must arrive in
 * time (408); every answer is JSON with an error code on failure; one log line per request; `close()`
 * stops taking connections and lets in-flight requests finish (SIGTERM in `codenames-ai serve`).
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CodenamesError } from '../errors.js';
import { isAgentHost, type AgentHost } from './agent-host.js';
import type { RoleBackend } from './backend.js';
import { errorResult, inProcessHost, parseJsonBody, ROUTES, type HandlerResult } from './handler.js';
import { precompileSchemas } from './schema.js';
import { serveStatic } from './static-files.js';
import { clueEvalGet, clueEvalScore, type ClueBatch } from './clue-eval-endpoints.js';

export interface ServerOptions {
  /**
   * Where the agents run: in this thread (a `RoleBackend`), or in worker threads (an `AgentPool`, which keeps
   * this thread free for HTTP; the caller closes the pool after the server).
   */
  readonly backend: RoleBackend | AgentHost;
  /** Largest accepted body in bytes (default 64 KiB); more is a 413. */
  readonly bodyLimit?: number;
  /** Time a client has to send its whole body (default 10 s); slower is a 408. */
  readonly bodyTimeoutMs?: number;
  /** Time an agent has to answer (default 30 s); slower is a 503. */
  readonly agentTimeoutMs?: number;
  /** Receives one line per request (default: stderr). */
  readonly log?: (line: string) => void;
  /** Reported by GET /healthz. */
  readonly version?: string;
  /** A blind clue batch for the page's "Judge clues" mode (GET /v1/eval/batch, POST /v1/eval/score). */
  readonly clueBatch?: ClueBatch | null;
}

export interface CodenamesServer {
  readonly server: Server;
  /** Starts listening; resolves with the bound address (port 0 picks a free port). */
  listen(port: number, host?: string): Promise<{ host: string; port: number; url: string }>;
  /** Stops accepting, waits for in-flight requests (at most `graceMs`, default 10 s), then closes. */
  close(graceMs?: number): Promise<void>;
}

const DEFAULT_BODY_LIMIT = 64 * 1024;

function send(res: ServerResponse, r: HandlerResult, close = false): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(r.body);
  res.writeHead(r.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...(close ? { connection: 'close' } : {}),
  });
  res.end(text);
}

function fail(code: 'protocol/not-found' | 'protocol/method-not-allowed' | 'protocol/too-large' | 'protocol/timeout' | 'protocol/invalid-request', status: number, message: string): HandlerResult {
  return { status, body: errorResult(new CodenamesError(code, message, { path: '' })).body };
}

/** Reads the body within the size and time limits; rejects with a ready answer otherwise. */
function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(fail('protocol/too-large', 413, `The body is ${declared} bytes; the limit is ${limit}. Send a smaller request.`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (err: HandlerResult | null): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.removeAllListeners('data');
      if (err !== null) reject(err);
      else resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const timer = setTimeout(() => finish(fail('protocol/timeout', 408, `The body did not arrive within ${timeoutMs} ms; send it at once.`)), timeoutMs);
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) finish(fail('protocol/too-large', 413, `The body is over the ${limit}-byte limit; send a smaller request.`));
      else chunks.push(c);
    });
    req.on('end', () => finish(null));
    req.on('error', () => finish(fail('protocol/invalid-request', 400, 'The request body could not be read.')));
  });
}

/**
 * Builds the server (not yet listening).
 *
 * @example
 * const s = createServer({ backend: await createDefaultBackend() });
 * const { url } = await s.listen(8080, '127.0.0.1'); // POST `${url}/v1/clue`
 */
export function createServer(opts: ServerOptions): CodenamesServer {
  const limit = opts.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const bodyTimeout = opts.bodyTimeoutMs ?? 10_000;
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  precompileSchemas();
  // Where the agents answer, asked once: this thread or a pool's workers look the same from here on.
  const host = isAgentHost(opts.backend) ? opts.backend : inProcessHost(opts.backend);
  let closing = false;
  let inFlight = 0;
  let drained: (() => void) | null = null;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = (req.url ?? '/').split('?')[0] ?? '/';
    const method = req.method ?? 'GET';
    if (closing) return send(res, fail('protocol/timeout', 503, 'The server is shutting down; retry on another instance.'), true);
    const op = ROUTES[url];
    const scoreClues = url === '/v1/eval/score';
    if (op !== undefined || scoreClues) {
      if (method !== 'POST') {
        res.setHeader('allow', 'POST');
        return send(res, fail('protocol/method-not-allowed', 405, `${url} takes POST with a JSON body; got ${method}.`));
      }
      let text: string;
      try {
        text = await readBody(req, limit, bodyTimeout);
      } catch (r) {
        // The rest of an oversized or stalled body is not worth reading: answer, then drop the connection.
        send(res, r as HandlerResult, true);
        res.once('finish', () => req.socket.destroySoon());
        return undefined;
      }
      let body: unknown;
      try {
        body = parseJsonBody(text);
      } catch (e) {
        return send(res, errorResult(e));
      }
      if (op === undefined) return send(res, clueEvalScore(body, opts.clueBatch ?? null)); // POST /v1/eval/score
      const onError = (e: unknown): void => log(`error ${method} ${url}: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
      const timeoutOpts = opts.agentTimeoutMs === undefined ? {} : { timeoutMs: opts.agentTimeoutMs };
      return send(res, await host.answer(op, body, { ...timeoutOpts, onError }));
    }
    if (method !== 'GET' && method !== 'HEAD') return send(res, fail('protocol/not-found', 404, `No route ${method} ${url}. Routes: POST ${Object.keys(ROUTES).join(', ')}; GET /healthz, /.`));
    if (url === '/healthz') {
      const base = { version: opts.version ?? 'unknown', languages: opts.backend.agentLanguages };
      const workers = host.workers();
      if (workers === null) return send(res, { status: 200, body: { ok: true, ...base } });
      // With worker threads, healthy means at least one worker can answer now.
      return send(res, { status: workers.ready > 0 ? 200 : 503, body: { ok: workers.ready > 0, ...base, workers } });
    }
    if (url === '/v1/eval/brief' || url === '/v1/eval/batch') return send(res, clueEvalGet(url, new URLSearchParams((req.url ?? '').split('?')[1] ?? ''), opts.clueBatch ?? null));
    if (await serveStatic(url, res)) return undefined;
    return send(res, fail('protocol/not-found', 404, `No page at ${url}. Routes: POST ${Object.keys(ROUTES).join(', ')}; GET /healthz, /.`));
  };

  // Node checks the header and request timeouts only every connectionsCheckingInterval (30 s by default):
  // check every second, so a client that stalls its headers is answered after headersTimeout, not ~35 s.
  const server = createHttpServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
    const started = process.hrtime.bigint();
    inFlight += 1;
    res.on('close', () => {
      inFlight -= 1;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(`${new Date().toISOString()} ${req.method ?? '-'} ${req.url ?? '-'} ${res.statusCode} ${ms.toFixed(1)}ms`);
      if (inFlight === 0 && drained !== null) drained();
    });
    handle(req, res).catch((e: unknown) => {
      log(`error ${req.method ?? '-'} ${req.url ?? '-'}: ${e instanceof Error ? e.message : String(e)}`);
      send(res, errorResult(e));
    });
  });
  // Backstops for clients that never finish their headers or request (node answers those itself).
  server.headersTimeout = bodyTimeout + 1_000;
  server.requestTimeout = bodyTimeout + (opts.agentTimeoutMs ?? 30_000) + 5_000;
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (socket.writable && err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      socket.end(`HTTP/1.1 408 Request Timeout\r\ncontent-type: application/json\r\nconnection: close\r\n\r\n{"error":{"code":"protocol/timeout","message":"The request headers did not arrive within ${server.headersTimeout} ms; send them at once.","path":""}}`);
    } else if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\nconnection: close\r\n\r\n{"error":{"code":"protocol/invalid-request","message":"Malformed HTTP request.","path":""}}');
    else socket.destroy();
  });

  return {
    server,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const a = server.address() as AddressInfo;
          const h = a.family === 'IPv6' ? `[${a.address}]` : a.address;
          resolve({ host: a.address, port: a.port, url: `http://${h}:${a.port}` });
        });
      });
    },
    close(graceMs = 10_000) {
      closing = true;
      return new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
        // A keep-alive socket turns idle just after its response: close it on the next tick.
        const idle = (): void => void setImmediate(() => server.closeIdleConnections());
        if (inFlight === 0) idle();
        else drained = idle;
      });
    },
  };
}
