/**
 * Bad input around distributed runs, on a real redis-server: wrong or unreachable Redis URLs, workers of
 * another version or without the run's agent files, agents a worker cannot build, a run name in use with
 * other settings, removing runs. Each is a typed error that says how to fix it, and nothing is half-done.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { planMatches } from '../../src/harness/plan.js';
import type { RunSetup } from '../../src/harness/executor.js';
import { buildRunRecord, claimRun, type RunRecord } from '../../src/queue/index.js';
import { BIN, cli } from '../cli/run-cli.js';
import { freePort, HAVE_REDIS, startRedis, type TestRedis } from './redis-server.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');

function setup(over: Partial<RunSetup> = {}): RunSetup {
  return {
    variant: 'single-team', seed: 3, spymasters: ['slow'], guessers: ['slow'], matches: planMatches('single-team', 1, 1),
    model: null, customModules: [join(FIXTURES, 'slow.mjs')], candidatesFile: null, turnCap: null, timeLimitMs: 10_000,
    wordList: null, referee: false, ...over,
  };
}

describe('queue URLs', () => {
  it('refuses a URL that is not a Redis one', async () => {
    for (const url of ['http://127.0.0.1:6379', 'not a url', 'redis://127.0.0.1:6379/x']) {
      const r = await cli(['tournament', '--queue', url, '--games', '1'], { cwd: FIXTURES });
      expect(r.code).toBe(2);
      expect(r.err).toContain('[queue/bad-url]');
      expect(r.err).toContain('redis://HOST:PORT');
    }
  });

  it('says when nothing answers at the address, for the coordinator, a worker and status', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    for (const args of [['tournament', '--queue', url, '--agents', 'slow.mjs', '--spymasters', 'slow', '--guessers', 'slow', '--games', '1'], ['worker', '--queue', url], ['queue', 'status', '--queue', url]]) {
      const r = await cli(args, { cwd: FIXTURES });
      expect(r.code, r.err).toBe(2);
      expect(r.err).toContain('[queue/unreachable]');
      expect(r.err).toContain('redis-server --port');
    }
  });
});

describe.skipIf(!HAVE_REDIS)('runs a worker cannot or must not play', () => {
  let redis: TestRedis;
  let client: Redis;
  const tmp = mkdtempSync(join(tmpdir(), 'queue-bad-'));
  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis(redis.port, '127.0.0.1', { maxRetriesPerRequest: null });
  });
  beforeEach(async () => {
    await client.flushall();
  });
  afterAll(async () => {
    client.disconnect();
    await redis.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  const queueRun = async (record: RunRecord): Promise<void> => {
    await claimRun(client, record, 'test-coordinator');
  };
  const worker = (run: string, cwd = FIXTURES) => cli(['worker', '--queue', redis.url, '--run', run, '--cwd', cwd]);

  it('a worker of another version refuses the run, and says which version to install', async () => {
    const record = buildRunRecord(setup(), 4, null, FIXTURES, 'other-version');
    await queueRun({ ...record, version: '0.0.0-other' });
    const r = await worker('other-version');
    expect(r.code).toBe(2);
    expect(r.err).toContain('[queue/version-mismatch]');
    expect(r.err).toContain('npm install codenames-ai@0.0.0-other');
  });

  it('a worker serving every run records its refusal for the coordinator to show, and plays nothing', async () => {
    const record = buildRunRecord(setup(), 4, null, FIXTURES, 'refused');
    await queueRun({ ...record, version: '0.0.0-other' });
    const child = spawn(process.execPath, [BIN, 'worker', '--queue', redis.url, '--poll-ms', '100'], { cwd: FIXTURES, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const end = Date.now() + 15_000;
    while (Object.keys(await client.hgetall('codenames-ai:refusals:refused')).length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    const refusals = Object.values(await client.hgetall('codenames-ai:refusals:refused'));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain('0.0.0-other');
    expect(err).toContain("refusing run 'refused'");
  });

  it('a worker without the run\'s agent module, or with another copy of it, refuses before taking games', async () => {
    const home = join(tmp, 'coordinator');
    cpSync(FIXTURES, join(home, 'agents'), { recursive: true });
    const record = buildRunRecord(setup({ customModules: [join(home, 'agents', 'slow.mjs')] }), 4, null, home, 'files');
    expect(record.files.map((f) => f.path)).toEqual(['agents/slow.mjs']);
    await queueRun(record);
    const missing = await worker('files', FIXTURES);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('[queue/agents-unavailable]');
    expect(missing.err).toContain("needs the agent module 'agents/slow.mjs'");
    const other = join(tmp, 'other');
    cpSync(join(home, 'agents'), join(other, 'agents'), { recursive: true });
    writeFileSync(join(other, 'agents', 'slow.mjs'), '// another version of the agent\nexport const guesser = { name: "slow", guess() { return { ranked: [], take: 0 }; } };\n');
    const changed = await worker('files', other);
    expect(changed.code).toBe(2);
    expect(changed.err).toContain('[queue/version-mismatch]');
    expect(changed.err).toContain('differs from the coordinator');
    // No batch was taken: the run's queue still holds every game the record planned.
    expect(await client.llen('codenames-ai:outcomes:files')).toBe(0);
  });

  it('a worker that cannot build the agents (unknown name, missing model) fails at start with the reason', async () => {
    await queueRun(buildRunRecord(setup({ spymasters: ['no-such-agent'] }), 4, null, FIXTURES, 'unknown-agent'));
    const unknown = await worker('unknown-agent');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('[queue/agents-unavailable]');
    expect(unknown.err).toContain("unknown spymaster 'no-such-agent'");
    await queueRun(buildRunRecord(setup({ spymasters: ['reference-0.7'], model: 'no-such-model' }), 4, null, FIXTURES, 'no-model'));
    const noModel = await worker('no-model');
    expect(noModel.code).toBe(2);
    expect(noModel.err).toContain('[queue/agents-unavailable]');
    expect(noModel.err).toContain('no-such-model');
  });

  it('refuses a run name in use by another tournament, and removes runs by name', async () => {
    await queueRun(buildRunRecord(setup({ seed: 99 }), 4, null, FIXTURES, 'taken'));
    const r = await cli(['tournament', '--queue', redis.url, '--run-name', 'taken', '--agents', 'slow.mjs', '--spymasters', 'slow', '--guessers', 'slow', '--games', '4', '--no-referee'], { cwd: FIXTURES });
    expect(r.code).toBe(2);
    expect(r.err).toContain('[queue/run-name-taken]');
    expect(r.err).toContain('seed 99');
    expect(r.err).toContain('codenames-ai queue remove taken');
    const status = await cli(['queue', 'status', '--queue', redis.url]);
    expect(status.out).toMatch(/^taken\s+0\/4\s+0\.0%/m);
    expect((await cli(['queue', 'remove', 'nope', '--queue', redis.url])).err).toContain('[queue/unknown-run]');
    expect((await cli(['queue', 'remove', 'taken', '--queue', redis.url])).code).toBe(0);
    expect((await cli(['queue', 'status', '--queue', redis.url])).out).toContain('no runs queued');
    expect(await client.dbsize()).toBe(0);
  });

  it('refuses a second live coordinator of the same run', async () => {
    const args = ['tournament', '--queue', redis.url, '--run-name', 'twice', '--agents', 'slow.mjs', '--spymasters', 'slow', '--guessers', 'slow', '--games', '4', '--no-referee'];
    // The same settings as the command's: claim it as a coordinator that is alive and keeps beating.
    const first = spawn(process.execPath, [BIN, ...args], { cwd: FIXTURES, stdio: 'ignore' });
    const end = Date.now() + 15_000;
    while ((await client.hexists('codenames-ai:runs', 'twice')) === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    const second = await cli(args, { cwd: FIXTURES });
    first.kill('SIGKILL');
    expect(second.code).toBe(2);
    expect(second.err).toContain('[queue/run-active]');
  }, 30_000);

  it('stops the coordinator with the reason when a batch fails on a worker (not an agent\'s error)', async () => {
    const args = ['tournament', '--queue', redis.url, '--run-name', 'failing', '--agents', 'slow.mjs', '--spymasters', 'slow', '--guessers', 'slow', '--games', '60', '--no-referee', '--batch', '4'];
    const coordinator = spawn(process.execPath, [BIN, ...args], { cwd: FIXTURES, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    coordinator.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const end = Date.now() + 15_000;
    while ((await client.hexists('codenames-ai:runs', 'failing')) === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    // A batch with a game the run does not have, as a broken or foreign producer could queue it.
    const record = JSON.parse((await client.hget('codenames-ai:runs', 'failing')) as string) as RunRecord;
    const queue = new Queue('tournament-failing', { connection: client, prefix: 'codenames-ai' });
    await queue.add('batch', { run: 'failing', identity: record.identity, version: record.version, tasks: [{ board: 0, match: 99 }] }, { attempts: 1, lifo: true });
    await queue.close();
    const worker = spawn(process.execPath, [BIN, 'worker', '--queue', redis.url], { cwd: FIXTURES, stdio: 'ignore' });
    const code = await new Promise((r) => coordinator.once('exit', r));
    worker.kill('SIGKILL');
    expect(code).toBe(2);
    expect(err).toContain('[queue/job-failed]');
    expect(err).toContain('no match 99');
    expect(err).toContain('--resume');
  }, 30_000);
});
