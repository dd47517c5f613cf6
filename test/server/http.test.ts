/**
 * The HTTP transport on a real loopback socket: routes, error statuses with JSON bodies (400 with the schema
 * path, 404, 405, 408, 413, 422, 500 without internals, 503 agent timeout), concurrent requests, one log
 * line per request, static files, and a graceful close that lets an in-flight request finish.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type CodenamesServer } from '../../src/server/http-server.js';
import { validatorFor } from '../../src/server/schema.js';
import { fakeBackend, seededBoard } from './fake-backend.js';

const { board, key, startingTeam } = seededBoard(5);
const logs: string[] = [];
let srv: CodenamesServer;
let url: string;

async function post(path: string, body: unknown, raw = false): Promise<{ status: number; json: any }> {
  const res = await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw ? (body as string) : JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

/** Sends raw bytes on a socket and collects the whole answer. */
function rawRequest(port: number, chunks: string[], gapMs = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const sock = connect(port, '127.0.0.1');
    let out = '';
    sock.on('data', (d) => (out += d.toString()));
    sock.on('close', () => resolve(out));
    sock.on('error', reject);
    let i = 0;
    const next = (): void => {
      const c = chunks[i++];
      if (c === undefined) return;
      sock.write(c);
      if (gapMs > 0) setTimeout(next, gapMs);
      else next();
    };
    next();
  });
}

beforeAll(async () => {
  srv = createServer({ backend: fakeBackend(), bodyLimit: 4096, bodyTimeoutMs: 300, log: (l) => logs.push(l), version: 'test' });
  ({ url } = await srv.listen(0));
});
afterAll(() => srv.close(1000));

const isError = validatorFor('responses', 'errorResponse');

describe('routes', () => {
  it('POST /v1/guess answers the stdio request body without id', async () => {
    const r = await post('/v1/guess', { role: 'guesser', lang: 'en', board, clue: { word: 'virus', number: 1 } });
    expect(r.status).toBe(200);
    expect(r.json.guesses).toHaveLength(25);
    expect(r.json.take).toBe(2);
  });

  it('POST /v1/clue, /v1/cover, /v1/check-clue', async () => {
    expect((await post('/v1/clue', { board, key, team: startingTeam })).json.word).toBe('signal');
    const cover = await post('/v1/cover', { board, key, team: startingTeam });
    expect(key[board.indexOf(cover.json.word)]).toBe(startingTeam);
    expect((await post('/v1/check-clue', { board, clue: { word: board[2], number: 2 } })).json.ok).toBe(false);
  });

  it('GET /healthz, GET / (the page) and GET /schema/protocol.schema.json', async () => {
    const h = await fetch(`${url}/healthz`);
    expect(await h.json()).toEqual({ ok: true, version: 'test', languages: ['en'] });
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<script type="module"/);
    const schema = await fetch(`${url}/schema/protocol.schema.json`);
    expect(((await schema.json()) as { $defs: Record<string, unknown> }).$defs["guessRequest"]).toBeDefined();
    expect((await fetch(`${url}/..%2Fpackage.json`)).status).toBe(404);
  });
});

describe('errors are JSON with a code and a path', () => {
  it.each([
    ['malformed JSON', '/v1/guess', '{"board": [', true, 400, 'protocol/invalid-request', ''],
    ['schema error with path', '/v1/guess', { board, clue: { word: 'x', number: 'many' } }, false, 400, 'protocol/invalid-request', '/clue/number'],
    ['word not on the board', '/v1/clue', { board, key, revealed: { nowhere: 'red' } }, false, 422, 'protocol/illegal-state', '/revealed/nowhere'],
    ['unknown route', '/v1/nothing', {}, false, 404, 'protocol/not-found', ''],
  ] as const)('%s', async (_n, path, body, raw, status, code, errPath) => {
    const r = await post(path, body, raw);
    expect(r.status).toBe(status);
    expect(r.json.error).toMatchObject({ code, path: errPath });
    expect(isError(r.json)).toBe(true);
  });

  it('GET on a POST route is a 405 with Allow', async () => {
    const r = await fetch(`${url}/v1/clue`);
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
  });

  it('an oversized body is a 413, and the server keeps serving', async () => {
    const r = await post('/v1/guess', { board, clue: { word: 'x'.repeat(10), number: 1 }, pad: 'y'.repeat(5000) });
    expect(r.status).toBe(413);
    expect(r.json.error.code).toBe('protocol/too-large');
    // Chunked (no content-length): the limit still holds while streaming.
    const port = Number(new URL(url).port);
    const chunked = await rawRequest(port, ['POST /v1/guess HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n', `1400\r\n${'z'.repeat(0x1400)}\r\n`]);
    expect(chunked).toMatch(/^HTTP\/1.1 413/);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it('a client too slow to send its body gets a 408', async () => {
    const port = Number(new URL(url).port);
    const out = await rawRequest(port, ['POST /v1/guess HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"bo']);
    expect(out).toMatch(/^HTTP\/1.1 408/);
    expect(out).toMatch(/"code":"protocol\/timeout"/);
  });

  it('an agent bug is a 500 without internals; a hung agent is a 503', async () => {
    const logged: string[] = [];
    const s = createServer({ backend: fakeBackend({ throwOnClue: true, hangOnGuess: true }), agentTimeoutMs: 100, log: (l) => logged.push(l) });
    const { url: u } = await s.listen(0);
    try {
      const r = await fetch(`${u}/v1/clue`, { method: 'POST', body: JSON.stringify({ board, key }) });
      const text = await r.text();
      expect(r.status).toBe(500);
      expect(text).not.toMatch(/secret|file\.ts|at /);
      expect(JSON.parse(text).error.code).toBe('internal');
      expect(logged.some((l) => /secret internal detail/.test(l))).toBe(true); // the log has it, the client not
      const g = await fetch(`${u}/v1/guess`, { method: 'POST', body: JSON.stringify({ board, clue: { word: 'a', number: 1 } }) });
      expect(g.status).toBe(503);
    } finally {
      await s.close(500);
    }
  });
});

describe('serving', () => {
  it('answers concurrent requests, each with its own answer', async () => {
    const rs = await Promise.all(Array.from({ length: 40 }, (_, i) => post(i % 2 === 0 ? '/v1/guess' : '/v1/check-clue', { board, clue: { word: i % 4 === 1 ? board[i % 25] : 'zzz', number: 1 } })));
    rs.forEach((r, i) => {
      expect(r.status).toBe(200);
      if (i % 2 === 0) expect(r.json.guesses).toHaveLength(25);
      else expect(r.json.ok).toBe(i % 4 !== 1);
    });
  });

  it('a stalled client does not hold up the others', async () => {
    const port = Number(new URL(url).port);
    // This client sends headers and half a body, then stalls until the 300 ms body timeout.
    const stalled = rawRequest(port, ['POST /v1/guess HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\n\r\n{"board":']);
    const t0 = performance.now();
    const others = await Promise.all(Array.from({ length: 5 }, () => post('/v1/check-clue', { board, clue: { word: 'zzz', number: 1 } })));
    const othersMs = performance.now() - t0;
    const out = await stalled;
    const stalledMs = performance.now() - t0;
    expect(others.every((r) => r.status === 200)).toBe(true);
    expect(out).toMatch(/^HTTP\/1.1 408/);
    expect(othersMs).toBeLessThan(stalledMs); // answered while the stalled one was still waiting
  });

  it('logs one line per request: time, method, path, status, duration', async () => {
    const before = logs.length;
    await fetch(`${url}/healthz`);
    await post('/v1/guess', { nope: 1 });
    await new Promise((r) => setTimeout(r, 20));
    const lines = logs.slice(before);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\S+ GET \/healthz 200 \d+\.\dms$/);
    expect(lines[1]).toMatch(/ POST \/v1\/guess 400 /);
  });

  it('close() lets an in-flight request finish, then refuses new connections', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const backend = fakeBackend();
    const slow = { ...backend, guesser: async () => { await gate; return backend.guesser({ lang: 'en' }); } };
    const s = createServer({ backend: slow, log: () => {} });
    const { url: u } = await s.listen(0);
    const inFlight = fetch(`${u}/v1/guess`, { method: 'POST', body: JSON.stringify({ board, clue: { word: 'a', number: 1 } }) });
    await new Promise((r) => setTimeout(r, 50));
    const closed = s.close(5000);
    release();
    const r = await inFlight;
    expect(r.status).toBe(200);
    await closed;
    await expect(fetch(`${u}/healthz`)).rejects.toThrow();
  });
});
