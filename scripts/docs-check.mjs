#!/usr/bin/env node
/**
 * npm run docs:check [-- --update] [--root DIR] [FILE.md ...]
 *
 * Runs every `<!-- docs-check: COMMAND -->` block of README.md and docs/*.md (see scripts/lib/doc-blocks.mjs)
 * from the repository root and compares its stdout with the block; a `<!-- docs-check-file: PATH -->` block must
 * be the file's text. Figure tables (`<!-- figures: ... -->`) are not run here (they are slow: `npm run
 * docs:figures`), only checked to name a committed script. Needs `npm run build` first. Exit 0 when every block
 * matches, 1 when one does not (each difference printed with its file and line), 2 on bad usage.
 * `--update` writes the real outputs into the documents instead (then review the diff).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { docFiles, findBlocks, readDoc, rewrite, runnable } from './lib/doc-blocks.mjs';

const args = process.argv.slice(2);
let root = resolve(import.meta.dirname, '..');
let update = false;
const only = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--update') update = true;
  else if (a === '--root') root = resolve(args[++i] ?? '');
  else if (a === '--help' || a === '-h') {
    console.log('usage: node scripts/docs-check.mjs [--update] [--root DIR] [FILE.md ...]');
    process.exit(0);
  } else if (a.startsWith('-')) {
    console.error(`docs-check: unknown flag ${a} (flags: --update, --root DIR)`);
    process.exit(2);
  } else only.push(a);
}
if (!existsSync(join(root, 'dist', 'cli', 'main.js'))) {
  console.error(`docs-check: ${join(root, 'dist/cli/main.js')} is missing: run 'npm run build' first.`);
  process.exit(2);
}
const files = only.length > 0 ? only : docFiles(root);
for (const f of files) {
  if (!existsSync(join(root, f))) {
    console.error(`docs-check: no such document: ${f}`);
    process.exit(2);
  }
}

/** Runs one command in bash from the root; resolves with stdout, stderr, exit code (never rejects). */
function run(command, timeoutMs = 120_000) {
  return new Promise((done) => {
    const child = spawn('bash', ['-c', runnable(command)], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', TERM: 'dumb' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done({ stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), code, signal });
    });
  });
}

/** A block's text holds whole lines: output without a final newline is compared with one added. */
const asBlock = (s) => (s === '' || s.endsWith('\n') ? s : `${s}\n`);

/** The first differing line of two texts, for the report. */
function firstDifference(expected, actual) {
  const e = expected.split('\n');
  const a = actual.split('\n');
  for (let i = 0; i < Math.max(e.length, a.length); i++) {
    if (e[i] !== a[i]) return `  line ${i + 1} of the block:\n    shown: ${JSON.stringify(e[i] ?? '(nothing)')}\n    real:  ${JSON.stringify(a[i] ?? '(nothing)')}`;
  }
  return '';
}

/** Runs tasks with at most `limit` at a time (the machine is shared: 2 by default). */
async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  }));
  return results;
}

const started = Date.now();
let failures = 0;
let checked = 0;
const jobs = [];
const docs = new Map();
for (const file of files) {
  const text = readDoc(root, file);
  const { blocks, problems } = findBlocks(text);
  docs.set(file, { text, replacements: [] });
  for (const p of problems) {
    console.log(`FAIL ${file}:${p.line}: ${p.message}`);
    failures += 1;
  }
  for (const b of blocks) {
    if (b.kind === 'figures') {
      const script = /^node (scripts\/\S+\.mjs)\b/.exec(b.command)?.[1];
      if (script === undefined || !existsSync(join(root, script))) {
        console.log(`FAIL ${file}:${b.line}: figures command must be 'node scripts/NAME.mjs ARGS' naming a committed script; got '${b.command}'`);
        failures += 1;
      }
      continue;
    }
    jobs.push(async () => {
      let actual;
      let detail = '';
      if (b.kind === 'file') {
        const path = join(root, b.command);
        if (!existsSync(path)) return { file, b, ok: false, detail: `  no such file: ${b.command}` };
        actual = readFileSync(path, 'utf8');
      } else {
        const t0 = Date.now();
        const r = await run(b.command);
        actual = asBlock(r.stdout);
        detail = `  exit ${r.signal ?? r.code} after ${((Date.now() - t0) / 1000).toFixed(1)} s${r.stderr.trim() ? `; stderr: ${r.stderr.trim().split('\n').slice(-3).join(' | ')}` : ''}`;
      }
      return { file, b, ok: actual === b.expected, actual, detail };
    });
  }
}

for (const r of await pool(jobs, Number(process.env.DOCS_CHECK_JOBS ?? 2))) {
  checked += 1;
  const where = `${r.file}:${r.b.line}`;
  if (r.ok) continue;
  if (update && r.actual !== undefined) {
    docs.get(r.file).replacements.push({ from: r.b.from, to: r.b.to, text: r.actual });
    console.log(`updated ${where}: ${r.b.command.split('\n')[0]}`);
    continue;
  }
  failures += 1;
  console.log(`FAIL ${where}: ${r.b.kind === 'file' ? `block is not the text of ${r.b.command}` : `output of '${r.b.command.split('\n')[0]}' differs from the block`}`);
  if (r.actual !== undefined) console.log(firstDifference(r.b.expected, r.actual));
  console.log(r.detail);
}
if (update) {
  for (const [file, d] of docs) if (d.replacements.length > 0) writeFileSync(join(root, file), rewrite(d.text, d.replacements));
}
const secs = ((Date.now() - started) / 1000).toFixed(1);
console.log(`docs-check: ${checked} block(s) in ${files.length} document(s), ${failures === 0 ? 'all match' : `${failures} problem(s)`} (${secs} s)${failures > 0 ? '; fix the docs or the code, or rerun with --update and review the diff' : ''}`);
process.exit(failures === 0 ? 0 : 1);
