/**
 * py2019: agents through the shipped bridge (python/bridge_2019.py) with real python3, on bots this project
 * wrote against the 2019 API (test/agents/external/fixtures/py2019): the command line, the board as
 * the 2019 harness shows it, bots that print, a missing numpy, a bot that raises, the revision's `team`.
 */
import { chmodSync, cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseAgentSpec } from '../../../src/agents/build/index.js';
import { createPy2019Agent } from '../../../src/agents/external/py2019-agent.js';
import { isCodenamesError } from '../../../src/errors.js';
import { applyAction, createGame, guesserView, spymasterView } from '../../../src/game/index.js';
import { runTournament } from '../../../src/harness/index.js';
import { createFakeModel } from '../../harness/fake-model.js';
import { cli } from '../../cli/run-cli.js';

const fixtures = fileURLToPath(new URL('./fixtures/py2019', import.meta.url));
let folder = '';
let glove = '';
const model = createFakeModel();

beforeAll(() => {
  // The bots' folder with the files a 2019 checkout has: players/cm_wordlist.txt, and a GloVe text file.
  const dir = mkdtempSync(join(tmpdir(), 'cn-py2019-'));
  folder = join(dir, 'codenames');
  cpSync(fixtures, folder, { recursive: true });
  // Clue words the referee accepts: the code names themselves (a bot may clue any word not on its board).
  const clueWords = model.vocabulary.filter((w) => !w.startsWith('qz') && /^[a-z]+$/.test(w));
  writeFileSync(join(folder, 'players/cm_wordlist.txt'), `${clueWords.join('\n')}\n`);
  glove = join(dir, 'glove.test.16d.txt');
  // GloVe has one token per line: multi-word code names (ICE CREAM) have no vector, as in the real files.
  writeFileSync(glove, model.vocabulary.filter((w) => !w.includes(' ')).map((w) => `${w} ${Array.from(model.vector(w) ?? [], (x) => x.toFixed(5)).join(' ')}`).join('\n'));
});

type Extra = { python?: string; log?: (line: string) => void; noGlove?: boolean };
const bot = (name: string, imp: string, extra: Extra = {}) =>
  createPy2019Agent({ name, folder, import: imp, ...(extra.noGlove === true ? {} : { glove }), log: extra.log ?? (() => undefined), ...(extra.python === undefined ? {} : { python: extra.python }) });

describe('py2019: agents', () => {
  it('runs the issue\'s command line: 2019 codemaster and guesser with --py-glove, next to our default', async () => {
    const r = await cli([
      'tournament', '--variant', 'single-team-2019',
      '--agent', `cm07=py2019:${folder}:players.vector_codemaster.AICodemaster`, '--agent', `g=py2019:${folder}:players.vector_guesser.AIGuesser`,
      '--py-glove', glove, '--spymasters', 'cm07,default', '--guessers', 'g,random', '--games', '2', '--workers', '0', '--json',
    ]);
    expect(r.err).not.toMatch(/forfeit/);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out) as { pairings: { spymaster: string; guesser: string; games: number; forfeits: number; meanScore: number }[] };
    expect(s.pairings.map((p) => `${p.spymaster}/${p.guesser}:${p.games}:${p.forfeits}`)).toEqual(['cm07/g:2:0', 'cm07/random:2:0', 'default/g:2:0', 'default/random:2:0']);
  }, 180_000);

  it('shows the board as the 2019 harness does and plays a whole turn of guesses in one answer', async () => {
    const lines: string[] = [];
    const g = await bot('g', 'players.vector_guesser.AIGuesser', { log: (l) => lines.push(l) });
    try {
      let state = createGame({ variant: 'single-team-2019', seed: 11 });
      const first = state.cards.find((c) => c.identity === 'bystander')?.word as string;
      state = applyAction(state, { type: 'clue', team: state.turn, word: 'qz1x', number: 1 });
      state = applyAction(state, { type: 'guess', team: state.turn, word: first });
      state = applyAction(state, { type: 'clue', team: state.turn, word: 'qz2x', number: 2 });
      const d = await g.guesser!.guess(guesserView(state));
      // number 2: up to 3 guesses, the bot's keep_guessing (its count of the clue's number) stops it after 2.
      expect(d.take).toBe(2);
      const visible = state.cards.filter((c) => !c.revealed).map((c) => c.word);
      expect([...d.ranked.map((r) => r.word)].sort()).toEqual([...visible].sort());
      const nearest = visible.map((w) => ({ w, s: model.similarity('qz2x', w) ?? -2 })).sort((a, b) => b.s - a.s).map((x) => x.w);
      expect(d.ranked.slice(0, 2).map((r) => r.word)).toEqual(nearest.slice(0, 2));
      // What the bot printed went to the log, not the protocol: the board in upper case, the guessed card as *Civilian*.
      // (stderr is another pipe: its lines may arrive after the answer.)
      await vi.waitFor(() => expect(lines.filter((l) => l.startsWith('SEEN '))).toHaveLength(2));
      const seen = lines.filter((l) => l.startsWith('SEEN ')).map((l) => JSON.parse(l.slice(5)) as string[]);
      expect(seen[0]).toEqual(state.cards.map((c) => (c.revealed ? '*Civilian*' : c.word.toUpperCase())));
      expect(seen[1]?.filter((w) => w === '*Red*')).toHaveLength(1); // the first answer, shown as the bot's own agent
      expect(lines).toContain('The clue is: qz2x 2');
    } finally {
      await g.close();
    }
  }, 60_000);

  it('runs the bot in its folder (players/cm_wordlist.txt) and hands it glove_vecs', async () => {
    const cm = await bot('cm', 'players.vector_codemaster.AICodemaster');
    try {
      const state = createGame({ variant: 'single-team-2019', seed: 4 });
      const clue = await cm.spymaster!.giveClue(spymasterView(state, state.turn));
      expect(clue.word).toMatch(/^[a-z]+$/);
      expect(state.cards.map((c) => c.word.toLowerCase())).not.toContain(clue.word);
      expect([1, 2]).toContain(clue.number);
      expect(cm.guesser).toBeUndefined(); // a codemaster plays no guesser
    } finally {
      await cm.close();
    }
  }, 60_000);

  it('stops with the import error and the fix when the interpreter has no numpy', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cn-py-'));
    const bare = join(dir, 'python-without-site');
    writeFileSync(bare, '#!/bin/sh\nexec python3 -S "$@"\n'); // no site-packages: numpy cannot be imported
    chmodSync(bare, 0o755);
    const e = await bot('np', 'players.numpy_codemaster.AICodemaster', { python: bare }).catch((x: unknown) => x);
    expect(isCodenamesError(e, 'agent/load-failed')).toBe(true);
    expect((e as Error).message).toMatch(/agent 'np' cannot start: py2019\/import-failed: cannot import players\.numpy_codemaster .*No module named 'numpy'.*Install numpy .*--python PATH/);
    const missing = await bot('np', 'players.numpy_codemaster.AICodemaster', { python: join(dir, 'no-python-here') }).catch((x: unknown) => x);
    expect((missing as Error).message).toMatch(/command '.*no-python-here' was not found/);
  }, 60_000);

  it('forfeits the games of a bot that raises, with its exception, and plays on', async () => {
    const r = await runTournament({
      variant: 'single-team-2019', games: 1, workers: 0,
      described: [parseAgentSpec(`cm=py2019:${folder}:players.vector_codemaster.AICodemaster`), parseAgentSpec(`bad=py2019:${folder}:players.raising_guesser.AIGuesser`)].map((d) => ({ ...d, glove })),
      spymasters: ['cm'], guessers: ['bad', 'random'],
    });
    expect(r.gamesPlayed).toBe(2);
    expect(r.forfeits).toHaveLength(1);
    expect(r.forfeits.every((f) => f.agent === 'bad' && /get_answer raised ValueError: no vector for [a-z]+ \(traceback on stderr\)/.test(f.message))).toBe(true);
  }, 60_000);

  it('builds bots of the two-team revision with team=, and plays blue as blue', async () => {
    const lines: string[] = [];
    const g = await bot('t', 'players.team_guesser.AIGuesser', { noGlove: true, log: (l) => lines.push(l) });
    try {
      let seed = 1;
      while (createGame({ variant: 'standard', seed }).turn !== 'blue') seed += 1;
      let state = createGame({ variant: 'standard', seed });
      const team = state.turn;
      state = applyAction(state, { type: 'clue', team, word: 'alpha', number: 1 });
      const d = await g.guesser!.guess(guesserView(state));
      expect(d.take).toBe(1);
      expect(d.ranked[0]?.word).toBe([...state.cards.map((c) => c.word)].sort()[0]);
      await vi.waitFor(() => expect(lines).toContain('TEAM Blue'));
    } finally {
      await g.close();
    }
  }, 60_000);
});
