/**
 * The server's agents on worker threads (src/server/agent-pool.ts): the same answers as the main thread
 * (valid requests, typed errors, 300 seeded broken requests); a worker that crashes or loops is
 * reported as a 503 and replaced, never a hang; a bug stays a 500 without internals; typed errors keep their
 * status and body; requests on one board go to one worker; start-up failures say why; close() lets the
 * running request finish; and over HTTP a slow clue in a worker no longer holds up the health check, which
 * it does with the same agents in the main thread (compared within one run, no absolute times).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentPool, type AgentPool } from '../../src/server/agent-pool.js';
import { handleRequest, parseJsonBody, type Operation } from '../../src/server/handler.js';
import { createServer } from '../../src/server/http-server.js';
import type { Spymaster } from '../../src/agents/types.js';
import type { RoleBackend } from '../../src/server/backend.js';
import { fakeBackend, seededBoard } from './fake-backend.js';
import { fuzzCases } from './fuzz-cases.js';
import { createBackend as misbehaving } from './worker-fixtures/misbehaving-backend.js';

const FIXTURE = new URL('./worker-fixtures/misbehaving-backend.ts', import.meta.url);
const { board, key, startingTeam } = seededBoard(5);
/** The seeded board with its first card renamed, to trigger one of the fixture's behaviours. */
const withCard = (word: string): string[] => [word, ...board.slice(1)];
const clue = (b: string[]) => ({ board: b, key, team: startingTeam });

let pool: AgentPool;
const poolLog: string[] = [];
beforeAll(async () => {
  pool = await createAgentPool({ workers: 2, backendModule: FIXTURE, log: (l) => poolLog.push(l) });
}, 60_000);
afterAll(() => pool?.close(1_000));

/** Through JSON both ways, as over the wire. */
async function call(b: RoleBackend | AgentPool, op: Operation, body: unknown, timeoutMs?: number): Promise<{ status: number; body: any; logged: unknown[] }> {
  const logged: unknown[] = [];
  const r = await handleRequest(op, JSON.parse(JSON.stringify(body)), b, { onError: (e) => logged.push(e), ...(timeoutMs === undefined ? {} : { timeoutMs }) });
  return { status: r.status, body: JSON.parse(JSON.stringify(r.body)), logged };
}

/** Waits until every worker of the pool is ready again (after a replacement). */
async function untilReady(p: AgentPool): Promise<void> {
  for (let i = 0; i < 600 && p.stats().ready < p.size; i += 1) await new Promise((r) => setTimeout(r, 50));
}

describe('agent pool: answers and errors', () => {
  it('gives the same status and body as the same agents in the main thread, errors included', async () => {
    const local = fakeBackend();
    const cases: [Operation, unknown][] = [
      ['clue', clue(board)],
      ['guess', { board, clue: { word: 'virus', number: 2 } }],
      ['check-clue', { board, clue: { word: board[3], number: 1 } }],
      ['cover', { board, key, team: startingTeam }],
      ['clue', { board, key, revealed: { nowhere: 'red' } }], // 422: not on the board (raised in the worker)
      ['guess', { board, lang: 'ru', clue: { word: 'x', number: 1 } }], // 400: the agents play en only (worker)
      ['guess', { board, clue: { word: 'x', number: 'many' } }], // 400: schema (checked in the main thread)
      ['game/new', { seed: 9 }],
    ];
    for (const [op, body] of cases) {
      const a = await call(local, op, body);
      const b = await call(pool, op, body);
      expect(b, `${op} ${JSON.stringify(body).slice(0, 60)}`).toEqual(a);
    }
    expect((await call(pool, 'clue', { board, key, revealed: { nowhere: 'red' } })).status).toBe(422);
  });

  it('300 seeded broken requests: the pool answers each exactly as the main thread does', async () => {
    const local = fakeBackend();
    let same = 0;
    for (const c of fuzzCases(31, 300)) {
      let body: unknown;
      try {
        body = parseJsonBody(c.text);
      } catch {
        continue; // malformed JSON never reaches the handler (HTTP answers it first)
      }
      const [a, b] = [await call(local, c.op, body), await call(pool, c.op, body)];
      expect(b, c.text.slice(0, 80)).toEqual(a);
      same += 1;
    }
    expect(same).toBeGreaterThan(200);
  });

  it('a bug in a worker is a 500 without internals; the log gets the details', async () => {
    const r = await call(pool, 'clue', clue(withCard('ZZBUG')));
    expect(r.status).toBe(500);
    expect(r.body.error.code).toBe('internal');
    expect(JSON.stringify(r.body)).not.toMatch(/secret/);
    expect(String(r.logged[0])).toMatch(/secret internal detail in the worker/);
  });

  it('a worker that crashes: a 503 that says so, the worker replaced, the next requests answered', async () => {
    const before = pool.stats().replaced;
    const [crashed, other] = await Promise.all([call(pool, 'clue', clue(withCard('ZZCRASH'))), call(pool, 'guess', { board, clue: { word: 'a', number: 1 } })]);
    expect(crashed.status).toBe(503);
    expect(crashed.body.error.code).toBe('protocol/unavailable');
    expect(crashed.body.error.message).toMatch(/stopped \(exit code 7\); it has been replaced\. Retry/);
    expect(other.status).toBe(200); // the other request is not lost
    expect(pool.stats().replaced).toBe(before + 1);
    expect(poolLog.some((l) => /crashed .*starting a replacement/.test(l))).toBe(true);
    await untilReady(pool);
    expect(pool.stats()).toMatchObject({ workers: 2, ready: 2 });
    expect((await call(pool, 'clue', clue(board))).status).toBe(200);
  });

  it('a synchronous endless loop is a 503 timeout; its worker is ended and replaced', async () => {
    const before = pool.stats().replaced;
    const r = await call(pool, 'clue', clue(withCard('ZZLOOP')), 300);
    expect(r.status).toBe(503);
    expect(r.body.error.code).toBe('protocol/timeout');
    for (let i = 0; i < 200 && pool.stats().replaced === before; i += 1) await new Promise((res) => setTimeout(res, 20));
    expect(pool.stats().replaced).toBe(before + 1);
    await untilReady(pool);
    expect((await call(pool, 'clue', clue(board))).status).toBe(200);
  });

  it('requests on one board go to the same worker; different boards use both', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i += 1) seen.add((await call(pool, 'clue', clue(withCard('ZZWHO')))).body.word);
    expect(seen.size).toBe(1);
    const all = new Set<string>();
    for (let seed = 1; seed <= 12; seed += 1) {
      const s = seededBoard(seed);
      all.add((await call(pool, 'clue', { board: ['ZZWHO', ...s.board.slice(1)], key: s.key, team: s.startingTeam })).body.word);
    }
    expect(all.size).toBe(2);
  });
});

describe('agent pool: start and stop', () => {
  it('fails at start with the worker\'s reason when its backend cannot load', async () => {
    const bad = new URL('./fake-backend.ts', import.meta.url); // exports no createBackend()
    const err = await createAgentPool({ workers: 1, backendModule: bad, log: () => {} }).then(() => null, (e: unknown) => e);
    expect((err as { code?: string }).code).toBe('protocol/unavailable');
    expect(String((err as Error).message)).toMatch(/could not start.*exports no createBackend\(\).*--workers 0/);
    await expect(createAgentPool({ workers: 0 })).rejects.toThrow(/at least 1 worker/);
  }, 30_000);

  it('close() lets the running request finish, refuses new ones, and ends the workers', async () => {
    const p = await createAgentPool({ workers: 1, backendModule: FIXTURE, log: () => {} });
    const slow = call(p, 'clue', clue(withCard('ZZSLOW')));
    await new Promise((r) => setTimeout(r, 100));
    const closed = p.close(10_000);
    expect((await call(p, 'guess', { board, clue: { word: 'a', number: 1 } })).body.error.code).toBe('protocol/unavailable');
    expect((await slow).status).toBe(200);
    await closed;
    expect(p.stats().workers).toBe(0);
  }, 30_000);
});

describe('HTTP with a pool: the event loop stays free', () => {
  /** Starts a slow clue, then (once an agent is on it) health checks; returns the order in which they finished. */
  async function order(backend: RoleBackend | AgentPool, started: () => boolean): Promise<string[]> {
    const s = createServer({ backend, log: () => {} });
    const { url } = await s.listen(0);
    try {
      const done: string[] = [];
      const slow = fetch(`${url}/v1/clue`, { method: 'POST', body: JSON.stringify(clue(withCard('ZZSLOW'))) }).then(async (r) => {
        expect(r.status).toBe(200);
        await r.text();
        done.push('clue');
      });
      while (!started()) await new Promise((r) => setTimeout(r, 5));
      const checks = Array.from({ length: 3 }, (_, i) => fetch(`${url}/healthz`).then(async (r) => {
        expect(r.status).toBe(200);
        await r.text();
        done.push(`health${i}`);
      }));
      await Promise.all([slow, ...checks]);
      return done;
    } finally {
      await s.close(1_000);
    }
  }

  it('health checks finish before a slow clue in a worker, and after it in the main thread', async () => {
    await untilReady(pool);
    const pooled = await order(pool, () => pool.stats().busy > 0);
    // The same agents in this thread; the flag is set just before the clue's busy wait blocks the thread.
    const local = misbehaving();
    let thinking = false;
    const spymaster = local.spymaster({ lang: 'en' }) as Spymaster;
    const flagged: RoleBackend = { ...local, spymaster: () => ({ name: 'flagged', giveClue: (v) => ((thinking = true), spymaster.giveClue(v)) }) };
    const inProcess = await order(flagged, () => thinking);
    expect(pooled.indexOf('clue')).toBe(3);
    expect(inProcess.indexOf('clue')).toBe(0);
  }, 30_000);

  it('GET /healthz reports the workers', async () => {
    const s = createServer({ backend: pool, log: () => {}, version: 't' });
    const { url } = await s.listen(0);
    try {
      const h = (await (await fetch(`${url}/healthz`)).json()) as { ok: boolean; languages: string[]; workers: { ready: number } };
      expect(h).toMatchObject({ ok: true, languages: ['en'], workers: { workers: 2, ready: 2, busy: 0, queued: 0 } });
    } finally {
      await s.close(1_000);
    }
  });
});
