#!/usr/bin/env node
/**
 * Load test of `codenames-ai serve` on loopback: starts the built server as a child process (so the client
 * does not share its event loop), then sends /v1/clue and /v1/guess requests on seeded standard boards with
 * a fixed concurrency, bounded both in count and in time, and reports requests/s and latency percentiles.
 *
 * Usage: node bench/server.bench.mjs [--clue 200] [--guess 1000] [--concurrency 4] [--max-seconds 60]
 * (`npm run bench server` runs it with the defaults after a build.)
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the server on a free port; resolves with its URL and the child process. */
function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'dist/cli/main.js'), 'serve', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
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

/** The benchmark: returns the rows it printed. */
export default async function serverBench(argv) {
  const { values } = parseArgs({
    // bench/run.mjs passes its own context object: then the defaults apply.
    args: Array.isArray(argv) ? argv : [],
    options: { clue: { type: 'string', default: '200' }, guess: { type: 'string', default: '1000' }, concurrency: { type: 'string', default: '4' }, 'max-seconds': { type: 'string', default: '60' } },
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
  const { url, child } = await startServer();
  try {
    const conc = Number(values.concurrency);
    const maxMs = Number(values['max-seconds']) * 1000;
    const rows = [
      await load(url, '/v1/clue', Number(values.clue), conc, maxMs, clueBody),
      await load(url, '/v1/guess', Number(values.guess), conc, maxMs, guessBody),
    ];
    console.log(`server load test: ${url}, concurrency ${conc}, node ${process.version}`);
    console.log('| route | requests | errors | seconds | requests/s | p50 ms | p99 ms |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.route} | ${r.requests} | ${r.errors} | ${r.seconds} | ${r.rps} | ${r.p50} | ${r.p99} |`);
    return undefined;
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await serverBench(process.argv.slice(2));
}
