#!/usr/bin/env node
/**
 * What the exec: and py2019: bridges cost per request (against dist/): the same guess request, answered by
 * agents that do no work (they return the first visible card at once), sent one after another through
 *   - an in-process JS guesser (the baseline: the agent's own time, and our answer checks),
 *   - exec: a Node program and a Python program speaking the JSON Lines protocol,
 *   - py2019: a 2019-API guesser through python/bridge_2019.py.
 * Prints a Markdown table: per-request p50 and p90 in ms, and the p50 over the baseline's (the bridge's cost;
 * the target is <= 2 ms). Warm-up requests are not counted.
 *
 * Run: npm run build && node bench/bridges.mjs [--requests 2000] [--warmup 200] [--dist dist]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values: f } = parseArgs({ options: { requests: { type: 'string', default: '2000' }, warmup: { type: 'string', default: '200' }, dist: { type: 'string', default: 'dist' } } });
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = (p) => import(pathToFileURL(join(ROOT, f.dist, p)).href);
const { createExecAgent } = await load('agents/external/exec-agent.js');
const { createPy2019Agent } = await load('agents/external/py2019-agent.js');
const { guessDecision } = await load('agents/external/wire.js');
const { applyAction, createGame, guesserView } = await load('game/index.js');

const dir = mkdtempSync(join(tmpdir(), 'bench-bridges-'));
writeFileSync(join(dir, 'trivial.mjs'), `import { createInterface } from 'node:readline';
createInterface({ input: process.stdin }).on('line', (line) => {
  const r = JSON.parse(line);
  const first = r.board.find((w) => !(w in (r.revealed ?? {})));
  process.stdout.write(JSON.stringify({ id: r.id, guesses: [first], take: 1 }) + '\\n');
});
`);
writeFileSync(join(dir, 'trivial.py'), `import json, sys
for line in sys.stdin:
    r = json.loads(line)
    first = next(w for w in r["board"] if w not in r.get("revealed", {}))
    sys.stdout.write(json.dumps({"id": r["id"], "guesses": [first], "take": 1}) + "\\n")
    sys.stdout.flush()
`);
mkdirSync(join(dir, 'bots', 'players'), { recursive: true });
writeFileSync(join(dir, 'bots', 'players', '__init__.py'), '');
writeFileSync(join(dir, 'bots', 'players', 'trivial_guesser.py'), `class AIGuesser:
    def __init__(self, brown_ic=None, glove_vecs=None, word_vectors=None):
        pass
    def set_board(self, words):
        self.words = words
    def set_clue(self, clue, num):
        pass
    def keep_guessing(self):
        return False
    def get_answer(self):
        return next(w for w in self.words if not w.startswith("*"))
`);

let state = createGame({ variant: 'single-team-2019', seed: 1 });
state = applyAction(state, { type: 'clue', team: state.turn, word: 'alpha', number: 1 });
const view = guesserView(state);
const first = view.cards.find((c) => !c.revealed).word;
const baseline = { name: 'in-process', guesser: { guess: async (v) => guessDecision('in-process', v, { guesses: [first], take: 1 }) }, close: async () => {} };

const quiet = { log: () => {}, timeoutMs: 60_000 };
const agents = [
  ['in-process JS guesser (baseline)', async () => baseline],
  ['exec: Node program', () => createExecAgent({ name: 'node', command: [process.execPath, join(dir, 'trivial.mjs')], ...quiet })],
  ['exec: Python program', () => createExecAgent({ name: 'py', command: ['python3', join(dir, 'trivial.py')], ...quiet })],
  ['py2019: 2019-API guesser through the bridge', () => createPy2019Agent({ name: 'bot', folder: join(dir, 'bots'), import: 'players.trivial_guesser.AIGuesser', ...quiet })],
];

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const rows = [];
try {
  for (const [label, make] of agents) {
    const a = await make();
    try {
      const n = Number(f.requests);
      const times = [];
      for (let i = 0; i < Number(f.warmup) + n; i += 1) {
        const t0 = performance.now();
        const d = await a.guesser.guess(view);
        const ms = performance.now() - t0;
        if (d.ranked[0].word !== first) throw new Error(`${label}: unexpected answer ${d.ranked[0].word}`);
        if (i >= Number(f.warmup)) times.push(ms);
      }
      times.sort((x, y) => x - y);
      rows.push({ label, p50: pct(times, 50), p90: pct(times, 90) });
    } finally {
      await a.close();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const base = rows[0].p50;
console.log(`| agent (answers at once) | p50 ms / request | p90 ms / request | p50 over the baseline |`);
console.log(`|---|---|---|---|`);
for (const r of rows) console.log(`| ${r.label} | ${r.p50.toFixed(3)} | ${r.p90.toFixed(3)} | ${r === rows[0] ? '-' : `${(r.p50 - base).toFixed(3)} ms`} |`);
