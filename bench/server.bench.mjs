#!/usr/bin/env node
/**
 * Load test of `codenames-ai serve` on loopback: starts the built server as a child process (so the client
 * does not share its event loop), then sends /v1/clue and /v1/guess requests on seeded standard boards with
 * a fixed concurrency, bounded both in count and in time, and reports requests/s and latency percentiles.
 * A third phase sends clues again while one client polls GET /healthz back to back: the health check's p99
 * under clue load, divided by its p99 on the idle server measured just before in the same run, says whether
 * the agents block the server's event loop (a ratio near 1: they do not).
 *
 * Usage: node bench/server.bench.mjs [--clue 200] [--guess 1000] [--concurrency 4] [--max-seconds 60]
 *   [--workers 0,default]  one server per item: `serve --workers N`, or `default` for no flag
 * (`npm run bench server` runs it with the defaults after a build; SERVER_BENCH_WORKERS sets --workers.)
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the server on a free port; resolves with its URL and the child process. */
function startServer(workers) {
  return new Promise((resolve, reject) => {
    const extra = workers === 'default' ? [] : ['--workers', workers];
    const child = spawn(process.execPath, [join(ROOT, 'dist/cli/main.js'), 'serve', '--port', '0', ...extra], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => {
      err += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(err);
      if (m) resolve({ url: m[1], child });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sends `count` requests from `makeBody(i)` with `concurrency` in flight, stopping at `maxMs`. */
async function load(url, route, count, concurrency, maxMs, makeBody) {
  const latencies = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + maxMs;
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
      const body = JSON.stringify(makeBody(next++));
      const t0 = performance.now();
      const res = await fetch(url + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status !== 200) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    route,
    requests: latencies.length,
    errors,
    seconds: Number(seconds.toFixed(2)),
    rps: Number((latencies.length / seconds).toFixed(1)),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
  };
}

/** GET /healthz back to back until `until` resolves (at least `min` times); latencies sorted. */
async function pollHealth(url, until, min = 0) {
  const latencies = [];
  let stop = false;
  void until.then(() => (stop = true));
  while (!stop || latencies.length < min) {
    const t0 = performance.now();
    const res = await fetch(`${url}/healthz`);
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
  }
  return latencies.sort((a, b) => a - b);
}

/** Health-check latency on the idle server, then under clue load (same server, same run). */
async function healthUnderLoad(url, count, concurrency, maxMs, clueBody) {
  const idle = await pollHealth(url, Promise.resolve(), 200);
  const loading = load(url, '/v1/clue', count, concurrency, maxMs, (i) => clueBody(i + 7));
  const busy = await pollHealth(url, loading);
  const clue = await loading;
  const p99Idle = percentile(idle, 99);
  const p99Busy = percentile(busy, 99);
  return {
    checks: busy.length,
    p50Idle: Number(percentile(idle, 50).toFixed(2)),
    p99Idle: Number(p99Idle.toFixed(2)),
    p50Busy: Number(percentile(busy, 50).toFixed(2)),
    p99Busy: Number(p99Busy.toFixed(2)),
    ratio: Number((p99Busy / p99Idle).toFixed(1)),
    clueP50: clue.p50,
  };
}

/** The benchmark: returns the rows it printed. */
export default async function serverBench(argv) {
  const { values } = parseArgs({
    // bench/run.mjs passes its own context object: then the defaults apply.
    args: Array.isArray(argv) ? argv : [],
    options: {
      clue: { type: 'string', default: '200' }, guess: { type: 'string', default: '1000' }, concurrency: { type: 'string', default: '4' }, 'max-seconds': { type: 'string', default: '60' },
      workers: { type: 'string', default: process.env.SERVER_BENCH_WORKERS ?? '0,default' },
    },
    strict: false,
  });
  const { createGame, applyAction } = await import(pathToFileURL(join(ROOT, 'dist/game/index.js')).href);
  const boards = Array.from({ length: 50 }, (_, i) => createGame({ variant: 'standard', seed: 1000 + i }));
  const clueBody = (i) => {
    const s = boards[i % boards.length];
    return { lang: 'en', team: s.turn, board: s.cards.map((c) => c.word), key: s.cards.map((c) => c.identity) };
  };
  const guessBody = (i) => {
    const s = boards[i % boards.length];
    const t = applyAction(s, { type: 'clue', team: s.turn, word: 'animal', number: 2 });
    return { lang: 'en', team: t.turn, board: t.cards.map((c) => c.word), clue: { word: ['animal', 'water', 'music', 'war'][i % 4], number: 2 } };
  };
  const conc = Number(values.concurrency);
  const maxMs = Number(values['max-seconds']) * 1000;
  const all = [];
  for (const workers of String(values.workers).split(',').map((w) => w.trim()).filter((w) => w !== '')) {
    const { url, child } = await startServer(workers);
    try {
      const rows = [
        await load(url, '/v1/clue', Number(values.clue), conc, maxMs, clueBody),
        await load(url, '/v1/guess', Number(values.guess), conc, maxMs, guessBody),
      ];
      const health = await healthUnderLoad(url, Number(values.clue), conc, maxMs, clueBody);
      console.log(`\nserver load test: serve ${workers === 'default' ? '(default workers)' : `--workers ${workers}`}, ${url}, concurrency ${conc}, node ${process.version}`);
      console.log('| route | requests | errors | seconds | requests/s | p50 ms | p99 ms |');
      console.log('|---|---|---|---|---|---|---|');
      for (const r of rows) console.log(`| ${r.route} | ${r.requests} | ${r.errors} | ${r.seconds} | ${r.rps} | ${r.p50} | ${r.p99} |`);
      console.log(`GET /healthz: idle p50 ${health.p50Idle} ms, p99 ${health.p99Idle} ms; with ${conc} clues in flight (clue p50 ${health.clueP50} ms) p50 ${health.p50Busy} ms, p99 ${health.p99Busy} ms over ${health.checks} checks: p99 ratio busy/idle ${health.ratio}`);
      all.push({ workers, rows, health });
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()));
    }
  }
  return all;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await serverBench(process.argv.slice(2));
}
