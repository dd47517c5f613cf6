#!/usr/bin/env node
/**
 * Runs the benchmark suites: every bench/*.bench.mjs (found with fast-glob), in name order, against dist/
 * (`npm run bench` builds first). A suite's default export is `async ({ Bench, time }) => result`, where the
 * result is a tinybench `Bench` (run here if it has not run), an array of `{ name, fn }` tasks (put into one
 * Bench), or anything else (undefined, the rows it printed) when the suite printed its own table.
 *
 * Usage: node bench/run.mjs [substring ...] [--time MS] [--json]
 *   substring  run only the suites whose file name contains it
 *   --time     tinybench time budget per task in ms (default 500)
 *   --json     also write bench/results/<suite>.json (the folder is git-ignored)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import fg from 'fast-glob';
import { Bench } from 'tinybench';

const HERE = dirname(fileURLToPath(import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { time: { type: 'string', default: '500' }, json: { type: 'boolean', default: false } },
});
const time = Number(values.time);
const files = (await fg('*.bench.mjs', { cwd: HERE, absolute: true }))
  .sort()
  .filter((f) => positionals.length === 0 || positionals.some((p) => basename(f).includes(p)));
if (files.length === 0) {
  console.error(`no bench/*.bench.mjs matches ${positionals.join(', ')}`);
  process.exit(2);
}

/** One row per task: the figures the README quotes (mean, median, p99 in ms) plus the sample count. */
function summarise(bench) {
  return bench.tasks.map((t) => {
    const r = t.result;
    if (r.state !== 'completed') return { task: t.name, state: r.state, error: r.error?.message };
    const l = r.latency;
    // tinybench 6 reports latency in ms; keep three decimals.
    return { task: t.name, 'mean ms': l.mean.toFixed(3), 'p50 ms': l.p50.toFixed(3), 'p99 ms': l.p99.toFixed(3), 'rme %': l.rme.toFixed(1), samples: l.samplesCount };
  });
}

let failed = false;
for (const file of files) {
  const suite = basename(file, '.bench.mjs');
  console.log(`\n## ${suite}`);
  const mod = await import(pathToFileURL(file).href);
  const fn = mod.default ?? mod.bench;
  if (typeof fn !== 'function') {
    console.error(`${file}: no default export function`);
    failed = true;
    continue;
  }
  let result = await fn({ Bench, time });
  // An array counts as tasks only when every item has a function `fn`; anything else (e.g. the rows a suite
  // already printed) means the suite reported on its own.
  if (Array.isArray(result) && result.length > 0 && result.every((t) => typeof t?.fn === 'function')) {
    const bench = new Bench({ name: suite, time });
    for (const t of result) bench.add(t.name, t.fn, t.options);
    result = bench;
  }
  if (result instanceof Bench) {
    if (result.tasks.every((t) => t.result.state === 'not-started')) await result.run();
    const rows = summarise(result);
    console.table(rows);
    if (rows.some((r) => r.state !== undefined)) failed = true;
    if (values.json) {
      mkdirSync(join(HERE, 'results'), { recursive: true });
      writeFileSync(join(HERE, 'results', `${suite}.json`), `${JSON.stringify(rows, null, 2)}\n`);
    }
  }
}
process.exitCode = failed ? 1 : 0;
