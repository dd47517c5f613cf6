#!/usr/bin/env node
/**
 * Distributed-tournament benchmark on one machine (against dist/: `npm run build` first). It starts a
 * redis-server on a free port in a temporary directory (no persistence), then times each run with the workers
 * already waiting: its run time (results.json's elapsedMs: from planning to the last game, worker threads'
 * start-up included, the CLI's own start-up not) and the wall time of the command:
 *   1. overhead: GAMES single-team games of the trivial agents (test/harness/fixtures/simple.mjs) through the
 *      queue (coordinator + 2 worker processes) against the same run with --workers 2 on one machine;
 *   2. scale: SLOW_GAMES games of an outside agent (exec:, test/queue/fixtures/exec-bot.mjs) that answers each
 *      clue after 200 ms, on 4 worker processes against 1 (one game per batch).
 * Every queued run is checked game for game against its reference with `merge --compare`. Prints a Markdown
 * table (docs/distributed.md quotes it).
 *
 * Usage: node scripts/queue-bench.mjs [--games 10000] [--slow-games 24] [--redis-server /usr/bin/redis-server]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'dist', 'cli', 'main.js');
const { values } = parseArgs({ options: { games: { type: 'string', default: '10000' }, 'slow-games': { type: 'string', default: '24' }, 'redis-server': { type: 'string', default: '/usr/bin/redis-server' } } });
const tmp = mkdtempSync(join(tmpdir(), 'queue-bench-'));
const children = new Set();

function start(command, args, cwd, readyText) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let log = '';
  const ready = new Promise((resolve, reject) => {
    const look = (d) => {
      log += d.toString();
      if (readyText !== null && log.includes(readyText)) resolve();
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.once('exit', (code) => (code === 0 && readyText === null ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}: ${log.slice(-2000)}`))));
  });
  return { child, ready, log: () => log };
}

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const url = `redis://127.0.0.1:${port}`;
const redis = start(values['redis-server'], ['--port', String(port), '--bind', '127.0.0.1', '--dir', tmp, '--save', '', '--appendonly', 'no'], tmp, 'Ready to accept connections');
await redis.ready;

/** Runs a tournament command; returns [run time, wall time] in seconds. */
async function cli(args, cwd) {
  const p = start(process.execPath, [BIN, ...args], cwd, null);
  const t0 = performance.now();
  await p.ready;
  const wall = (performance.now() - t0) / 1000;
  const out = args[args.indexOf('--out') + 1];
  return [JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).elapsedMs / 1000, wall];
}

async function queued(args, cwd, workers) {
  const ws = [];
  for (let i = 0; i < workers; i += 1) ws.push(start(process.execPath, [BIN, 'worker', '--queue', url], cwd, 'waiting for runs'));
  await Promise.all(ws.map((w) => w.ready));
  const seconds = await cli([...args, '--queue', url], cwd);
  for (const w of ws) w.child.kill('SIGTERM');
  return seconds;
}

async function same(a, b) {
  const p = start(process.execPath, [BIN, 'merge', a, '--compare', b], ROOT, null);
  try {
    await p.ready;
    return 'yes';
  } catch {
    return 'NO';
  }
}

const rows = [];
try {
  const quick = join(ROOT, 'test', 'harness', 'fixtures');
  const games = values.games;
  const quickArgs = ['tournament', '--agents', 'simple.mjs', '--spymasters', 'simple', '--guessers', 'simple', '--games', games, '--no-referee'];
  const local = await cli([...quickArgs, '--workers', '2', '--out', join(tmp, 'local')], quick);
  const viaQueue = await queued([...quickArgs, '--out', join(tmp, 'queued')], quick, 2);
  const same1 = await same(join(tmp, 'queued'), join(tmp, 'local'));
  rows.push([`${games} trivial games, --workers 2 (one machine)`, local, 1, '']);
  rows.push([`${games} trivial games, --queue, coordinator + 2 workers`, viaQueue, viaQueue[0] / local[0], same1]);

  const slow = join(ROOT, 'test', 'queue', 'fixtures');
  const slowArgs = ['tournament', '--agent', 'bot=exec:node exec-bot.mjs 200', '--spymasters', 'bot', '--guessers', 'bot', '--games', values['slow-games'], '--no-referee', '--batch', '1'];
  const one = await queued([...slowArgs, '--out', join(tmp, 'slow-1')], slow, 1);
  const four = await queued([...slowArgs, '--out', join(tmp, 'slow-4')], slow, 4);
  const same2 = await same(join(tmp, 'slow-4'), join(tmp, 'slow-1'));
  rows.push([`${values['slow-games']} games, exec: agent answering clues in 200 ms, --queue, 1 worker`, one, 1, '']);
  rows.push([`${values['slow-games']} games, exec: agent answering clues in 200 ms, --queue, 4 workers`, four, four[0] / one[0], same2]);
} finally {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
}
console.log('| run | run time | ratio | wall time | identical results |');
console.log('|---|---|---|---|---|');
for (const [what, [run, wall], ratio, ok] of rows) console.log(`| ${what} | ${run.toFixed(1)} s | ${ratio.toFixed(2)}x | ${wall.toFixed(1)} s | ${ok} |`);
