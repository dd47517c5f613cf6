#!/usr/bin/env node
/**
 * Measures the referee on real human clues: ../shared/data/human/cultural-codes-dev.jsonl (Codenames Duet,
 * English; read from outside the repository at run time, never copied in). For every turn it judges the
 * clue against the words still on the board and reports the share rejected, grouped by verdict code, with
 * the rejected clues listed for review (real rule breaks such as fight/fighter versus false rejections).
 *
 * Usage: npm run build && node scripts/legality-human-eval.mjs [--data PATH] [--list] [--json]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    data: { type: 'string', default: join(ROOT, '..', 'shared', 'data', 'human', 'cultural-codes-dev.jsonl') },
    list: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
if (!existsSync(values.data)) {
  console.error(`Human clue data not found at ${values.data}. It lives in ../shared/data/human/ next to the repository; pass --data PATH.`);
  process.exit(2);
}
const dist = join(ROOT, 'dist', 'index.js');
if (!existsSync(dist)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(2);
}
const { checkClue, wilson } = await import(dist);

const turns = readFileSync(values.data, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const byCode = new Map();
const rejected = [];
const t0 = performance.now();
for (const t of turns) {
  let v;
  try {
    v = checkClue(t.clue, { board: t.board }, { lang: 'en' });
  } catch (e) {
    v = { ok: false, code: e.code ?? 'error', message: e.message, conflictsWith: [] };
  }
  if (v.ok) continue;
  byCode.set(v.code, (byCode.get(v.code) ?? 0) + 1);
  rejected.push({ game: t.game, turn: t.turn, clue: t.clue, code: v.code, conflictsWith: v.conflictsWith, targets: t.targets });
}
const ms = performance.now() - t0;
const n = turns.length;
const k = rejected.length;
const interval = wilson(k, n); // 95% Wilson interval for the rejected share
const p = interval.rate;
const summary = {
  turns: n,
  rejected: k,
  share: p,
  wilson95: [interval.low, interval.high],
  byCode: Object.fromEntries([...byCode.entries()].sort((a, b) => b[1] - a[1])),
  ms: Math.round(ms),
};
if (values.json) console.log(JSON.stringify({ ...summary, rejectedClues: rejected }, null, 2));
else {
  console.log(`referee on ${n} human clues (${values.data}): ${k} rejected = ${(100 * p).toFixed(1)}% (Wilson 95% ${(100 * summary.wilson95[0]).toFixed(1)}-${(100 * summary.wilson95[1]).toFixed(1)}%), ${summary.ms} ms`);
  for (const [code, count] of Object.entries(summary.byCode)) console.log(`  ${code.padEnd(22)} ${count}`);
  if (values.list) for (const r of rejected) console.log(`  ${r.code.padEnd(22)} ${r.clue.padEnd(16)} vs ${r.conflictsWith.join(', ') || '-'} (targets ${r.targets.join(', ')})`);
}
