/**
 * Distributed tournaments end to end, on real parts: a real redis-server, the built CLI as real coordinator
 * and worker processes. A worker killed with kill -9 in the middle of a batch, a coordinator killed and
 * resumed, and a Redis that goes away and comes back all end in the result of a local run, game for game,
 * and a finished run leaves nothing in Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, cli } from '../cli/run-cli.js';
import { HAVE_REDIS, MISSING, startRedis, type TestRedis } from './redis-server.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const GAME_FLAGS = ['--agents', 'slow.mjs', '--spymasters', 'slow', '--guessers', 'slow,random', '--games', '60', '--seed', '5', '--no-referee'];

if (MISSING !== null) {
  if (process.env.CI === 'true') it('has redis-server (CI installs it in .ci/run)', () => expect.fail(MISSING ?? ''));
  else console.warn(`skipping the queue tests: ${MISSING}`);
}

/** A spawned CLI process whose stderr the test can wait on. */
interface Proc {
  readonly child: ChildProcess;
  err: string;
  readonly exited: Promise<number | null>;
  waitFor(text: string | RegExp, ms?: number): Promise<void>;
}

function run(args: string[], cwd = FIXTURES): Proc {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const p: Proc = {
    child,
    err: '',
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    async waitFor(text, ms = 20_000) {
      const until = Date.now() + ms;
      while (!(typeof text === 'string' ? p.err.includes(text) : text.test(p.err))) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${String(text)}; stderr so far:\n${p.err}`);
        if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${String(text)}; stderr:\n${p.err}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
  child.stdout?.resume();
  child.stderr?.on('data', (d: Buffer) => (p.err += d.toString()));
  return p;
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const lines = (file: string): number => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').length - 1 : 0);

describe.skipIf(!HAVE_REDIS)('tournament --queue with worker processes', () => {
  let redis: TestRedis;
  let client: Redis;
  const tmp = mkdtempSync(join(tmpdir(), 'queue-test-'));
  const procs: Proc[] = [];
  const spawnTracked = (args: string[], cwd?: string): Proc => {
    const p = run(args, cwd);
    procs.push(p);
    return p;
  };

  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis(redis.port, '127.0.0.1', { maxRetriesPerRequest: null });
    client.on('error', () => {});
    // The local run every queued run must equal.
    const local = await cli(['tournament', ...GAME_FLAGS, '--workers', '0', '--out', join(tmp, 'local')], { cwd: FIXTURES });
    expect(local.code, local.err).toBe(0);
  });
  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    client.disconnect();
    await redis.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  const compare = async (dir: string): Promise<void> => {
    const r = await cli(['merge', dir, '--compare', join(tmp, 'local')], { cwd: FIXTURES });
    expect(r.err).toContain('identical to');
    expect(r.code).toBe(0);
  };
  const emptyRedis = (): Promise<void> => until('Redis is empty', async () => (await client.dbsize()) === 0, 5_000);

  it('survives a worker killed mid-batch and a coordinator killed and resumed, and equals the local run', async () => {
    const out = join(tmp, 'killed');
    const w1 = spawnTracked(['worker', '--queue', redis.url, '--lock-ms', '1200']);
    const w2 = spawnTracked(['worker', '--queue', redis.url, '--lock-ms', '1200']);
    await w1.waitFor('waiting for runs');
    await w2.waitFor('waiting for runs');
    const args = ['tournament', ...GAME_FLAGS, '--queue', redis.url, '--run-name', 'killed', '--batch', '6', '--out', out];
    const c1 = spawnTracked(args);
    await c1.waitFor("run 'killed': 120 games");

    // kill -9 worker 1 while it holds a batch.
    const queue = new Queue('tournament-killed', { connection: client, prefix: 'codenames-ai', skipMetasUpdate: true });
    let inFlight: string[] = [];
    await until('worker 1 plays a batch', async () => {
      const active = await queue.getJobs('active');
      inFlight = active.filter((j) => j.processedBy?.endsWith(`:${w1.child.pid}`)).map((j) => j.id ?? '');
      return inFlight.length > 0 && lines(join(out, 'outcomes.jsonl')) > 0;
    });
    w1.child.kill('SIGKILL');
    // Its lock lapses, and BullMQ's stalled-job check hands the batch to worker 2, which plays it to the end.
    await until('the killed batch is handed to worker 2', async () => {
      const job = await queue.getJob(inFlight[0] as string);
      return job === undefined || job.processedBy?.endsWith(`:${w2.child.pid}`) === true;
    });

    // kill -9 the coordinator too; worker 2 goes on, and `queue status` shows the run without a coordinator.
    await until('a third of the games are in', () => lines(join(out, 'outcomes.jsonl')) >= 40);
    c1.child.kill('SIGKILL');
    await c1.exited;
    const status = await cli(['queue', 'status', '--queue', redis.url, '--json']);
    expect(status.code, status.err).toBe(0);
    const runs = JSON.parse(status.out) as { name: string; total: number; done: number; coordinator: string | null }[];
    expect(runs.map((r) => [r.name, r.total])).toEqual([['killed', 120]]);
    expect(runs[0]?.done).toBeGreaterThan(0); // the coordinator's count, written once a second
    await until('the coordinator counts as gone', async () => JSON.parse((await cli(['queue', 'status', '--queue', redis.url, '--json'])).out)[0].coordinator === null, 8_000);

    const c2 = spawnTracked([...args, '--resume']);
    expect(await c2.exited, c2.err).toBe(0);
    await queue.close();
    await compare(out);
    await emptyRedis();
    w2.child.kill('SIGTERM');
    expect(await w2.exited).toBe(0);
  }, 90_000);

  it('waits for a Redis that went away, says so, and finishes with the same result', async () => {
    await client.flushall();
    const out = join(tmp, 'redis-lost');
    // A worker for this run only: a run missing from a Redis that came back empty is not a finished run.
    const w = spawnTracked(['worker', '--queue', redis.url, '--lock-ms', '1200', '--run', 'lost']);
    await w.waitFor("waiting for run 'lost'");
    const c = spawnTracked(['tournament', ...GAME_FLAGS, '--queue', redis.url, '--run-name', 'lost', '--batch', '4', '--out', out]);
    await until('some games are in', () => lines(join(out, 'outcomes.jsonl')) >= 20);
    await redis.stop();
    await c.waitFor('lost Redis at');
    await new Promise((r) => setTimeout(r, 500));
    await redis.start(); // empty: no persistence, so the coordinator must queue the missing games again
    await c.waitFor('is back');
    expect(await c.exited, c.err).toBe(0);
    expect(w.err).toContain('lost Redis at');
    await compare(out);
    await emptyRedis();
    expect(await w.exited, w.err).toBe(0);
    expect(w.err).toContain("run 'lost' is finished or removed");
  }, 90_000);

  it('plays several runs sharing one Redis and its workers at once', async () => {
    await client.flushall();
    // One worker plays in its own thread, the other on a worker thread with 3 games in flight.
    const ws = [spawnTracked(['worker', '--queue', redis.url]), spawnTracked(['worker', '--queue', redis.url, '--workers', '1', '--concurrency', '3'])];
    for (const w of ws) await w.waitFor('waiting for runs');
    const flags = (seed: string) => ['tournament', '--agents', 'slow.mjs', '--spymasters', 'slow', '--guessers', 'slow', '--games', '12', '--seed', seed, '--no-referee'];
    const local = await cli([...flags('7'), '--workers', '0', '--out', join(tmp, 'seed7-local')], { cwd: FIXTURES });
    expect(local.code, local.err).toBe(0);
    const runs = ['7', '8'].map((seed) => spawnTracked([...flags(seed), '--queue', redis.url, '--batch', '2', '--out', join(tmp, `seed${seed}`)]));
    for (const c of runs) expect(await c.exited, c.err).toBe(0);
    for (const w of ws) expect(w.err.match(/serving run 't-/g)).toHaveLength(2);
    const r = await cli(['merge', join(tmp, 'seed7'), '--compare', join(tmp, 'seed7-local')], { cwd: FIXTURES });
    expect(r.code, r.err).toBe(0);
    await emptyRedis();
    for (const w of ws) w.child.kill('SIGTERM');
  }, 60_000);

  it('plays an outside (exec:) agent on a worker in another directory, as the local run does', async () => {
    await client.flushall();
    const elsewhere = join(tmp, 'worker-home');
    cpSync(FIXTURES, elsewhere, { recursive: true });
    // Started from a directory without the bot: its command must run in --cwd, where the copy is.
    const w = spawnTracked(['worker', '--queue', redis.url, '--cwd', elsewhere], tmp);
    await w.waitFor('waiting for runs');
    const flags = ['tournament', '--agent', 'bot=exec:node exec-bot.mjs', '--spymasters', 'bot', '--guessers', 'bot', '--games', '6', '--seed', '3', '--no-referee'];
    const local = await cli([...flags, '--workers', '0', '--out', join(tmp, 'exec-local')], { cwd: FIXTURES });
    expect(local.code, local.err).toBe(0);
    // The coordinator's directory holds a bot that dies: a worker that ran the command there would forfeit.
    const coordinatorHome = join(tmp, 'coordinator-home');
    cpSync(FIXTURES, coordinatorHome, { recursive: true });
    writeFileSync(join(coordinatorHome, 'exec-bot.mjs'), 'process.exit(3);\n');
    const c = spawnTracked([...flags, '--queue', redis.url, '--out', join(tmp, 'exec-queued')], coordinatorHome);
    expect(await c.exited, c.err).toBe(0);
    const r = await cli(['merge', join(tmp, 'exec-queued'), '--compare', join(tmp, 'exec-local')], { cwd: FIXTURES });
    expect(r.code, r.err).toBe(0);
    const result = JSON.parse(readFileSync(join(tmp, 'exec-queued', 'results.json'), 'utf8')) as { forfeits: unknown[]; gamesPlayed: number };
    expect(result.gamesPlayed).toBe(6);
    expect(result.forfeits).toEqual([]);
    w.child.kill('SIGTERM');
    await w.exited;
  }, 60_000);

  it('plays a run with the --concurrency it was queued with', async () => {
    await client.flushall();
    // A worker for this run only: it waits for the run, plays it, and exits when it is finished.
    const w = spawnTracked(['worker', '--queue', redis.url, '--run', 'inflight']);
    await w.waitFor("waiting for run 'inflight' to be queued");
    const c = spawnTracked(['tournament', '--agents', 'inflight.mjs', '--spymasters', 'inflight', '--guessers', 'inflight', '--games', '6', '--no-referee', '--queue', redis.url, '--run-name', 'inflight', '--concurrency', '3', '--batch', '6']);
    expect(await c.exited, c.err).toBe(0);
    expect(await w.exited, w.err).toBe(0);
    expect(w.err).toContain('in flight: 3');
    expect(w.err).not.toContain('in flight: 4');
  }, 60_000);
});
