/**
 * Deep nesting and uncopyable requests (issue 12 item 4). Before: a ~8 KB body with `record.setup.wordList`
 * nested 4,000 levels passed the schema, failed the structured copy to the agent worker after the job was
 * recorded, answered 500 and left the worker "busy" until the 30 s time limit, while /healthz said ok; a
 * 6,000-level board was a 500 and such a record in `replay` exit 70. Now every JSON text is refused past
 * MAX_JSON_DEPTH levels (400 / exit 2) before anything else reads it, the record schema has no unbounded
 * field, and a job that cannot be posted to a worker is never counted as running.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCodenamesError } from '../../src/errors.js';
import { createGame, MAX_JSON_DEPTH, toRecord, tooDeepAt } from '../../src/game/index.js';
import { createAgentPool, type AgentPool } from '../../src/server/agent-pool.js';
import { handleLine } from '../../src/server/handler.js';
import { createServer, type CodenamesServer } from '../../src/server/http-server.js';
import { spawnCli } from '../cli/run-cli.js';
import { fakeBackend, seededBoard } from './fake-backend.js';

const FIXTURE = new URL('./worker-fixtures/misbehaving-backend.ts', import.meta.url);
const nested = (levels: number, inner = '"x"'): string => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
const { board, key, startingTeam } = seededBoard(5);

describe('tooDeepAt', () => {
  it('finds the bracket that opens one level too many, ignoring brackets in strings', () => {
    expect(tooDeepAt('[[1]]', 1)).toBe(1);
    expect(tooDeepAt('[{"a":[1]}]', 2)).toBe(6);
    expect(tooDeepAt('{"a":"[[[[\\"[["}', 1)).toBe(-1);
    expect(tooDeepAt(nested(MAX_JSON_DEPTH))).toBe(-1);
    expect(tooDeepAt(nested(MAX_JSON_DEPTH + 1))).toBe(MAX_JSON_DEPTH);
  });
});

describe('over HTTP with agent workers', () => {
  let pool: AgentPool;
  let srv: CodenamesServer;
  let url: string;
  beforeAll(async () => {
    pool = await createAgentPool({ workers: 1, backendModule: FIXTURE, log: () => {} });
    srv = createServer({ backend: pool, log: () => {} });
    ({ url } = await srv.listen(0));
  }, 60_000);
  afterAll(async () => {
    await srv?.close(1000);
    await pool?.close(1000);
  });
  const post = async (path: string, body: string) => {
    const r = await fetch(`${url}${path}`, { method: 'POST', body });
    return { status: r.status, body: (await r.json()) as { error?: { code: string; message: string; path: string } } };
  };
  const record = () => toRecord(createGame({ variant: 'standard', seed: 3, lang: 'en' }));

  it('a record whose setup.wordList nests 4,000 levels is a 400, and the worker is not left busy', async () => {
    const r = record();
    const text = JSON.stringify({ record: r, action: { type: 'clue', team: r.setup.startingTeam ?? 'red', word: 'ocean', number: 1 } })
      .replace('"setup":{', `"setup":{"wordList":${nested(4000)},`);
    for (const path of ['/v1/game/apply', '/v1/game/ai']) {
      const a = await post(path, text);
      expect(a.status, JSON.stringify(a.body)).toBe(400);
      expect(a.body.error?.code).toBe('protocol/invalid-request');
      expect(a.body.error?.message).toMatch(/deeper than 64 levels/);
    }
    const health = (await (await fetch(`${url}/healthz`)).json()) as { workers: { busy: number; queued: number } };
    expect(health.workers).toMatchObject({ busy: 0, queued: 0 });
    // The worker answers the next request at once (it was never handed the broken one).
    const ok = await post('/v1/guess', JSON.stringify({ board, clue: { word: 'virus', number: 1 } }));
    expect(ok.status).toBe(200);
  });

  it('a wordList of any shape is refused by the record schema, not carried to the worker', async () => {
    const r = record();
    const text = JSON.stringify({ record: { ...r, setup: { ...r.setup, wordList: [[['a']]] } }, action: { type: 'pass', team: 'red' } });
    const a = await post('/v1/game/apply', text);
    expect(a.status).toBe(400);
    expect(a.body.error?.path).toBe('/record/setup/wordList');
  });

  it('a board nested 6,000 levels is a 400 on every route', async () => {
    for (const path of ['/v1/clue', '/v1/guess', '/v1/check-clue', '/v1/cover', '/v1/game/new']) {
      const a = await post(path, `{"board":${nested(6000)}}`);
      expect(a.status, path).toBe(400);
      expect(a.body.error).toMatchObject({ code: 'protocol/invalid-request', path: '' });
    }
  });

  it('a job the pool cannot post to a worker is refused at once and never counted as running', async () => {
    const t = pool.run('clue', { board, key, team: startingTeam, notData: () => 1 }, { timeoutMs: 20_000 });
    let err: unknown;
    try {
      await t;
    } catch (e) {
      err = e;
    }
    expect(isCodenamesError(err) && err.code).toBe('protocol/invalid-request');
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0 });
    const ok = await pool.run('guess', { board, clue: { word: 'virus', number: 1 } });
    expect(ok.status).toBe(200);
  });
});

describe('stdio and replay', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nesting-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a stdio line nested 6,000 levels gets an invalid-request answer', async () => {
    const answer = (await handleLine(`{"id":7,"role":"guesser","board":${nested(6000)}}`, fakeBackend())) as { id: unknown; error: { code: string } };
    expect(answer.error.code).toBe('protocol/invalid-request');
  });

  it('replay of a record nested 6,000 levels exits 2 with game/bad-record, not 70', async () => {
    const file = join(dir, 'deep.json');
    const r = toRecord(createGame({ variant: 'standard', seed: 3, lang: 'en' }));
    writeFileSync(file, JSON.stringify(r).replace('"actions":[]', `"actions":[${nested(6000, '{}')}]`));
    const res = await spawnCli(['replay', file], '');
    expect(res.code, res.err).toBe(2);
    expect(res.err).toMatch(/nested deeper than 64 levels.*\[game\/bad-record\]/);
  });
});
