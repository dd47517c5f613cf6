/**
 * exec: agents with real child processes: the minimal Python agent of docs/external-agents.md (run from the
 * docs' own code block), our own `serve --stdio`, and a Node script that misbehaves on purpose. Every failure
 * must be a forfeit or a typed error naming the agent, and the tournament must go on.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { parseAgentSpec } from '../../../src/agents/build/index.js';
import { createExecAgent } from '../../../src/agents/external/exec-agent.js';
import { isCodenamesError } from '../../../src/errors.js';
import { createGame, guesserView, spymasterView } from '../../../src/game/index.js';
import { runTournament } from '../../../src/harness/index.js';
import { cli } from '../../cli/run-cli.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const misbehave = (mode: string): string => `node ${join(root, 'test/agents/external/fixtures/misbehave.mjs')} ${mode}`;

/** The Python block of the docs, written to a file. */
function docsAgent(): string {
  const md = readFileSync(join(root, 'docs/external-agents.md'), 'utf8');
  const m = /<!-- minimal-agent -->\n```python\n([\s\S]*?)```/.exec(md);
  if (m === null) throw new Error('docs/external-agents.md lost its minimal agent block');
  const file = join(mkdtempSync(join(tmpdir(), 'cn-exec-')), 'minimal_agent.py');
  writeFileSync(file, m[1] as string);
  return file;
}

const quiet = { log: () => undefined };
const described = (...specs: string[]) => specs.map((x) => parseAgentSpec(x));

describe('exec: agents', () => {
  it('plays whole games with the minimal Python agent of the docs (both roles, real process)', async () => {
    const py = docsAgent();
    const r = await runTournament({
      variant: 'single-team', games: 3, seed: 5, workers: 0, referee: true,
      described: described(`mini=exec:python3 ${py}`), spymasters: ['mini'], guessers: ['mini', 'random'],
    });
    expect(r.gamesPlayed).toBe(6);
    expect(r.forfeits).toEqual([]);
    // The agent guesses one card per clue: every game takes at least 9 clues or ends on a wrong card.
    for (const o of r.outcomes) expect(o.a.clues).toBeGreaterThan(0);
    expect(r.pairings.map((p) => p.spymaster)).toEqual(['mini', 'mini']);
  }, 60_000);

  it('plays from the command line: tournament --agent NAME=exec:COMMAND --rpm NAME=N', async () => {
    const py = docsAgent();
    const r = await cli(['tournament', '--agent', `mini=exec:python3 ${py}`, '--rpm', 'mini=60000', '--spymasters', 'mini', '--guessers', 'mini', '--games', '2', '--workers', '0', '--json']);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out) as { pairings: { spymaster: string; guesser: string; games: number; forfeits: number }[] };
    expect(summary.pairings).toEqual([expect.objectContaining({ spymaster: 'mini', guesser: 'mini', games: 2, forfeits: 0 })]);
  }, 60_000);

  it('gives the same results on a worker thread as in the calling thread', async () => {
    const opts = { variant: 'single-team' as const, games: 2, seed: 9, described: described(`m=exec:${misbehave('good')}`), spymasters: ['m'], guessers: ['m', 'random'] };
    const a = await runTournament({ ...opts, workers: 0 });
    const b = await runTournament({ ...opts, workers: 1 });
    expect(b.outcomes.map((o) => [o.key, o.score, o.turns])).toEqual(a.outcomes.map((o) => [o.key, o.score, o.turns]));
  }, 60_000);

  it('answers through our own serve --stdio (the requests it sends are valid protocol requests)', async () => {
    const game = createGame({ variant: 'standard', seed: 3 });
    const ours = await createExecAgent({ name: 'ours', command: [process.execPath, join(root, 'dist/cli/main.js'), 'serve', '--stdio'], timeoutMs: 60_000, ...quiet });
    try {
      const clue = await ours.spymaster!.giveClue(spymasterView(game, game.turn));
      expect(clue.word).toMatch(/\S/);
      expect(clue.targets.length).toBeGreaterThan(0);
      const cover = await ours.cover?.chooseCover(spymasterView(game, game.turn), game.cards.filter((c) => c.identity === game.turn).map((c) => c.word));
      expect(game.cards.find((c) => c.word === cover)?.identity).toBe(game.turn);
    } finally {
      await ours.close();
    }
  }, 90_000);

  it('stops before the first game when the command is not found, naming the agent and the fix', async () => {
    const e = await runTournament({ games: 1, workers: 0, described: described('ghost=exec:no-such-program-xyz --flag'), spymasters: ['ghost'], guessers: ['random'] }).catch((x: unknown) => x);
    expect(isCodenamesError(e, 'agent/load-failed')).toBe(true);
    expect((e as Error).message).toMatch(/agent 'ghost': command 'no-such-program-xyz' was not found.*--agent ghost=exec:/);
  });

  it.each([
    ['exit-at-start', 'crash', /exited with code 3.*cannot load my model file/],
    ['nonjson', 'threw', /broke the protocol: it printed a line that is not JSON: "thinking\.\.\."/],
    ['wrong-id', 'threw', /answered id \d+, which was not asked/],
    ['illegal-guess', 'threw', /guess "NOT-A-CARD" is not a card on the board/],
    ['error', 'threw', /answered an error: busy: no time today/],
  ])('%s: forfeits with a message that says what went wrong, and the tournament goes on', async (mode, kind, message) => {
    const r = await runTournament({ games: 2, workers: 0, seed: 2, described: described(`bad=exec:${misbehave(mode)}`), spymasters: ['bad'], guessers: ['bad', 'random'] });
    expect(r.gamesPlayed).toBe(4);
    expect(r.forfeits.length).toBeGreaterThan(0);
    const f = r.forfeits[0];
    expect(f?.agent).toBe('bad');
    expect(f?.kind).toBe(kind);
    expect(f?.message).toMatch(message);
    expect(r.pairings.reduce((s, p) => s + p.forfeits, 0)).toBe(r.forfeits.length);
  }, 30_000);

  it('times out a hung request, kills the process and starts a fresh one for the next request', async () => {
    const game = createGame({ variant: 'single-team', seed: 1 });
    const lines: string[] = [];
    const bot = await createExecAgent({ name: 'slow', command: misbehave('hang'), timeoutMs: 1_500, log: (l) => lines.push(l) });
    try {
      const sv = spymasterView(game, game.turn);
      await bot.spymaster!.giveClue(sv);
      expect(bot.stats()).toMatchObject({ requests: 1, failures: 0 });
      const state = (await import('../../../src/game/index.js')).applyAction(game, { type: 'clue', team: game.turn, word: 'alpha', number: 1 });
      const e = await Promise.resolve(bot.guesser!.guess(guesserView(state))).catch((x: unknown) => x);
      expect(isCodenamesError(e, 'agent/timeout')).toBe(true);
      expect((e as Error).message).toMatch(/agent 'slow' did not answer within 1500 ms/);
      expect((await bot.spymaster!.giveClue(sv)).word).toBe('alpha');
      expect(bot.stats()).toMatchObject({ requests: 3, failures: 1, timeouts: 1, restarts: 1 });
      await vi.waitFor(() => expect(lines).toContain('request 1 spymaster')); // stderr passed through, line by line
    } finally {
      await bot.close();
    }
  });

  it('restarts a process that crashes mid-run and keeps playing; the crashes cost only their games', async () => {
    const r = await runTournament({ games: 3, workers: 0, seed: 4, described: described(`flaky=exec:${misbehave('crash-every-3')}`), spymasters: ['flaky'], guessers: ['random'] });
    expect(r.gamesPlayed).toBe(3);
    expect(r.forfeits.length).toBeGreaterThan(0);
    expect(r.forfeits.every((f) => f.kind === 'crash' && /exited with code 7/.test(f.message))).toBe(true);
    expect(r.outcomes.some((o) => o.forfeit === null || o.a.clues > 1)).toBe(true);
  }, 30_000);
});
