#!/usr/bin/env node
/**
 * Blind sheets of the first clues a change of the spymaster for people alters: the default spymaster (as it is
 * built now) against the same spymaster with `--before` parameter overrides (PeopleParams, e.g. '{"planDelta":0}'
 * for the spymaster before planning) or against the spymaster of another build, `--before-build DIR` (a checkout
 * of an earlier commit with its own `npm run build`, e.g. `git worktree add DIR HEAD~1`: its code, weights and
 * model files, for a change of data such as the norms), on seeded first-turn boards (board i from deriveSeed(seed, i), as `eval
 * clues` deals them). Writes DIR/items.jsonl, DIR/sheet.md and DIR/key.json for the new clues of the boards whose
 * clue changed, and the same boards with the old clues in DIR/before/ (docs/clue-evaluation.md's protocol: give
 * each sheet to fresh readers, then `npx codenames-ai eval clues --score ANSWERS --key DIR/key.json`).
 *
 * Usage: npm run build && node scripts/changed-clue-sheets.mjs (--before '{"planDelta":0}' | --before-build DIR)
 *        --seed 9001 --boards 200 --variants single-team,standard --out DIR
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values: f } = parseArgs({ options: {
  before: { type: 'string' }, 'before-build': { type: 'string' }, seed: { type: 'string', default: '9001' }, boards: { type: 'string', default: '200' },
  variants: { type: 'string', default: 'single-team,standard' }, out: { type: 'string' },
} });
if ((f.before === undefined && f['before-build'] === undefined) || f.out === undefined) {
  console.error("usage: node scripts/changed-clue-sheets.mjs (--before '{\"planDelta\":0}' | --before-build DIR) [--seed 9001] [--boards 200] [--variants single-team,standard] --out DIR");
  process.exit(2);
}
let before = {};
try {
  if (f.before !== undefined) before = JSON.parse(f.before);
} catch (e) {
  console.error(`--before must be a JSON object of PeopleParams overrides, e.g. '{"planDelta":0}' (${e.message})`);
  process.exit(2);
}
const game = await import('../dist/game/index.js');
const { renderClueSheet } = await import('../dist/harness/clue-eval-sheet.js');
const { CLUE_KEY_FORMAT, blindItem } = await import('../dist/harness/clue-eval-key.js');
const { checkClueOutput, writeClueExport } = await import('../dist/harness/clue-eval-export.js');
try {
  checkClueOutput(f.out); // (before the long part: eval/output-exists names the folder)
} catch (e) {
  console.error(`${e.code}: ${e.message}`);
  process.exit(2);
}

/** The default spymaster for people of the build whose dist/ is in `root` (this checkout's, or --before-build's). */
async function spymasterOf(root, params) {
  const load = (m) => import(pathToFileURL(join(root, 'dist', m)).href);
  const [a, p] = [await load('agents/index.js'), await load('agents/people/index.js')];
  return p.createPeopleSpymaster(await a.defaultMind(), await p.readingMinds(), { risk: 'balanced', name: 'default', familiar: p.familiarWords(), relationBonus: a.mindRelationBonus('default', 'en'), params });
}
const beforeRoot = f['before-build'] === undefined ? fileURLToPath(new URL('..', import.meta.url)) : resolve(f['before-build']);
if (!existsSync(join(beforeRoot, 'dist', 'agents', 'people', 'index.js'))) {
  console.error(`${beforeRoot} has no dist/agents/people/index.js: run 'npm run build' in that checkout first.`);
  process.exit(2);
}
const now = await spymasterOf(fileURLToPath(new URL('..', import.meta.url)), {});
const old = await spymasterOf(beforeRoot, before);
const beforeLabel = [f['before-build'] === undefined ? '' : `build ${f['before-build']}`, f.before === undefined ? '' : JSON.stringify(before)].filter(Boolean).join(' ');
const seed = Number(f.seed);
const fresh = [];
const was = [];
for (const variant of f.variants.split(',')) {
  for (let i = 0; i < Number(f.boards); i++) {
    const s = game.createGame({ variant, seed: game.deriveSeed(seed, i), lang: 'en' });
    const view = game.spymasterView(s, s.turn);
    const a = now.giveClue(view);
    const b = old.giveClue(view);
    if (a.word === b.word && a.number === b.number) continue;
    const base = { variant, words: s.cards.map((c) => c.word), lang: 'en', team: s.turn, key: s.cards.map((c) => c.identity), board: i, seed: game.deriveSeed(seed, i) };
    const item = (d, label) => ({ ...base, id: createHash('sha256').update(`${label}:${variant}:${i}`).digest('hex').slice(0, 8), clue: d.word.toUpperCase(), number: d.number, spymaster: label, targets: d.targets });
    fresh.push(item(a, 'default'));
    was.push(item(b, `default ${beforeLabel}`));
  }
}
/** A seeded order (by id), pages of 40, and the export's three files (the harness's writer). */
function write(dir, items) {
  const ordered = items.slice().sort((x, y) => (x.id < y.id ? -1 : 1)).map((x, k) => ({ ...x, page: 1 + Math.floor(k / 40) }));
  const blind = ordered.map(blindItem);
  writeClueExport(dir, { items: blind, key: { format: CLUE_KEY_FORMAT, version: 1, items: ordered }, sheet: renderClueSheet(blind) });
}
write(f.out, fresh);
write(join(f.out, 'before'), was);
const count = (v) => fresh.filter((x) => x.variant === v).length;
console.log(`${fresh.length} changed first clues (${f.variants.split(',').map((v) => `${v} ${count(v)}`).join(', ')}) of ${Number(f.boards)} boards a variant, seed ${seed}: ${f.out}/sheet.md (now), ${f.out}/before/sheet.md (${beforeLabel})`);
