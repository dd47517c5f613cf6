#!/usr/bin/env node
/**
 * npm run docs:figures [-- FILE.md ...] [--list] [--only TEXT]
 *
 * Regenerates every figure table of README.md and docs/*.md in place: the text between
 * `<!-- figures: node scripts/X.mjs ARGS -->` and `<!-- /figures -->` becomes the command's stdout (see
 * scripts/lib/doc-blocks.mjs). These are slow benchmarks (tournaments of hundreds of games): run them one at a
 * time on a quiet machine, never in CI, and review the diff. `--list` prints the commands without running them.
 * `--only TEXT` runs just the blocks whose command contains TEXT (e.g. `--only figures-speed`).
 * Needs `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { docFiles, findBlocks, readDoc, rewrite } from './lib/doc-blocks.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const list = args.includes('--list');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
if (onlyAt >= 0 && (only === undefined || only.startsWith('--'))) {
  console.error("docs-figures: --only needs the text of a block's command, e.g. '--only figures-speed'.");
  process.exit(2);
}
const files = args.filter((a, i) => !a.startsWith('--') && (onlyAt < 0 || i !== onlyAt + 1));
if (!existsSync(join(root, 'dist', 'cli', 'main.js'))) {
  console.error("docs-figures: dist/cli/main.js is missing: run 'npm run build' first.");
  process.exit(2);
}
let failed = 0;
for (const file of files.length > 0 ? files : docFiles(root)) {
  const text = readDoc(root, file);
  const figures = findBlocks(text).blocks.filter((b) => b.kind === 'figures' && (only === undefined || b.command.includes(only)));
  const replacements = [];
  for (const b of figures) {
    if (list) {
      console.log(`${file}:${b.line}: ${b.command}`);
      continue;
    }
    const t0 = Date.now();
    console.error(`${file}:${b.line}: running ${b.command} ...`);
    const r = spawnSync('bash', ['-c', b.command], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
    if (r.status !== 0) {
      console.error(`${file}:${b.line}: '${b.command}' exited ${r.status ?? r.signal}; block left as it was`);
      failed += 1;
      continue;
    }
    const out = r.stdout.endsWith('\n') || r.stdout === '' ? r.stdout : `${r.stdout}\n`;
    // (the block's place among the blocks of the same command, to find it again below)
    const nth = figures.filter((x) => x.command === b.command && x.from < b.from).length;
    replacements.push({ command: b.command, nth, text: out });
    console.error(`${file}:${b.line}: ${out === b.expected ? 'unchanged' : 'rewritten'} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  if (replacements.length === 0) continue;
  // The document as it is now: a run takes minutes, and the prose around the blocks may have been edited
  // meanwhile; only the blocks are replaced, found again by their command.
  const now = readDoc(root, file);
  const blocks = findBlocks(now).blocks.filter((b) => b.kind === 'figures');
  const placed = [];
  for (const r of replacements) {
    const b = blocks.filter((x) => x.command === r.command)[r.nth];
    if (b === undefined) {
      console.error(`${file}: the block of '${r.command}' is gone from the document since the run started; its output is not written`);
      failed += 1;
      continue;
    }
    placed.push({ from: b.from, to: b.to, text: r.text });
  }
  if (placed.length > 0) writeFileSync(join(root, file), rewrite(now, placed));
}
process.exit(failed === 0 ? 0 : 1);
