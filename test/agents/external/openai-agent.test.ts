/**
 * openai: agents through the real `openai` client against a local OpenAI-compatible server the tests start
 * (fake-openai-server.ts): whole games, the cache (a re-run sends nothing), re-prompts after malformed and
 * illegal answers, retries after 429 (Retry-After) and 500, a slow endpoint, a refused response_format, and
 * the API key kept out of everything written.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAgentSpec } from '../../../src/agents/build/index.js';
import { createOpenAIAgent } from '../../../src/agents/external/openai-agent.js';
import { isCodenamesError } from '../../../src/errors.js';
import { applyAction, createGame, guesserView, spymasterView } from '../../../src/game/index.js';
import { formatTable, runTournament } from '../../../src/harness/index.js';
import { cli } from '../../cli/run-cli.js';
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI, type Scripted } from './fake-openai-server.js';

const SECRET = 'sk-test-0123456789-secret';
const CLUES = ['galaxy', 'harbor', 'volcano', 'meadow', 'lantern', 'thunder', 'orchard', 'compass'];
const servers: FakeOpenAI[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const isClue = (r: ChatRequest): boolean => (r.body.messages[1]?.content ?? '').includes('You are the spymaster');
const cardsOf = (r: ChatRequest): string[] => /Cards you may touch: ([^\n]*)\./.exec(r.body.messages[1]?.content ?? '')?.[1]?.split(', ') ?? [];
/** A player that always answers well: a clue word not in the prompt, the first card it may touch. */
const good = (r: ChatRequest): Scripted => {
  const text = r.body.messages.map((m) => m.content).join(' ').toLowerCase();
  return isClue(r)
    ? { content: JSON.stringify({ clue: CLUES.find((c) => !text.includes(c)) ?? 'zephyr', number: 1, targets: [] }) }
    : { content: JSON.stringify({ guesses: cardsOf(r).slice(0, 1) }) };
};
async function fake(answer: (r: ChatRequest, i: number) => Scripted): Promise<FakeOpenAI> {
  const s = await startFakeOpenAI(answer);
  servers.push(s);
  return s;
}
const agent = (s: FakeOpenAI, extra: Partial<Parameters<typeof createOpenAIAgent>[0]> = {}) =>
  createOpenAIAgent({ name: 'gpt', model: 'test-model', baseUrl: s.url, apiKey: SECRET, cacheDir: null, log: () => undefined, ...extra });

const board = () => createGame({ variant: 'single-team', seed: 21 });
const guessing = () => {
  const g = board();
  return applyAction(g, { type: 'clue', team: g.turn, word: 'galaxy', number: 2 });
};

describe('openai: agents', () => {
  it('plays whole games; the requests carry the settings and the key only in the Authorization header', async () => {
    const s = await fake(good);
    const cacheDir = mkdtempSync(join(tmpdir(), 'cn-llm-'));
    const d = { ...parseAgentSpec('gpt=openai:test-model'), baseUrl: s.url, temperature: 0, seed: 7, cacheDir };
    process.env['OPENAI_API_KEY'] = SECRET;
    try {
      const run = () => runTournament({ games: 2, seed: 3, workers: 0, described: [d], spymasters: ['gpt'], guessers: ['gpt', 'random'] });
      const r = await run();
      expect(r.forfeits).toEqual([]);
      expect(r.gamesPlayed).toBe(4);
      const first = s.requests[0];
      expect(first?.body).toMatchObject({ model: 'test-model', temperature: 0, seed: 7, response_format: { type: 'json_schema', json_schema: { name: 'codenames_clue', strict: true } } });
      expect(first?.headers['authorization']).toBe(`Bearer ${SECRET}`);
      expect(s.requests.some((q) => !isClue(q) && !JSON.stringify(q.body).includes('assassin (never'))).toBe(true); // guessers never see the key
      // A re-run reads every answer from the cache: no request, the same games.
      const sent = s.requests.length;
      const again = await run();
      expect(s.requests.length).toBe(sent);
      expect(again.outcomes.map((o) => [o.key, o.score, o.turns])).toEqual(r.outcomes.map((o) => [o.key, o.score, o.turns]));
      // Per pairing: requests, cache hits and tokens (the first run asked, the second was served by the cache).
      const [own, withRandom] = r.pairings;
      expect(own?.usage).toMatchObject({ cacheHits: 0, reprompts: 0, retries: 0 });
      expect(own?.usage?.requests).toBeGreaterThan(0);
      expect(own?.usage?.promptTokens).toBeGreaterThan(0);
      expect((own?.usage?.requests ?? 0) + (withRandom?.usage?.requests ?? 0)).toBe(sent);
      expect(again.pairings[0]?.usage).toMatchObject({ requests: 0, cacheHits: own?.usage?.requests, promptTokens: 0 });
      expect(formatTable(again)).toMatch(/language models:\n  gpt x gpt: 0 requests, \d+ cached, 0 \+ 0 tokens/);
      const written = [JSON.stringify(r), ...readdirSync(cacheDir).map((f) => readFileSync(join(cacheDir, f), 'utf8'))].join('\n');
      expect(readdirSync(cacheDir).length).toBeGreaterThan(0);
      expect(written).not.toContain(SECRET);
    } finally {
      delete process.env['OPENAI_API_KEY'];
    }
  }, 60_000);

  it('re-prompts after prose and after an illegal clue (counted), with the reason', async () => {
    const g = board();
    const onBoard = g.cards[0]?.word as string;
    const s = await fake((r, i) => (i === 0 ? { content: 'I would say the clue is something about space.' } : i === 1 ? { content: JSON.stringify({ clue: onBoard.toLowerCase(), number: 2, targets: [] }) } : good(r)));
    const a = agent(s);
    const clue = await a.spymaster!.giveClue(spymasterView(g, g.turn));
    expect(CLUES).toContain(clue.word);
    expect(a.stats()).toMatchObject({ requests: 3, reprompts: 2 });
    expect(s.requests[1]?.body.messages.at(-1)?.content).toMatch(/cannot be played: the answer is neither the JSON asked for/);
    expect(s.requests[2]?.body.messages.at(-1)?.content).toMatch(new RegExp(`the referee rules "${onBoard.toLowerCase()}" illegal`, 'i'));
  });

  it('gives up as the rules say: an illegal clue after the last re-prompt is given (and penalised), prose forfeits', async () => {
    const g = board();
    const onBoard = (g.cards[0]?.word as string).toLowerCase();
    const illegal = await fake(() => ({ content: JSON.stringify({ clue: onBoard, number: 1, targets: [] }) }));
    const clue = await agent(illegal, { maxReprompts: 1 }).spymaster!.giveClue(spymasterView(g, g.turn));
    expect(clue.word).toBe(onBoard);
    expect(illegal.requests).toHaveLength(2);
    const prose = await fake(() => ({ content: 'Let me think about the board first.' }));
    const e = await Promise.resolve(agent(prose, { maxReprompts: 1 }).guesser!.guess(guesserView(guessing()))).catch((x: unknown) => x);
    expect(isCodenamesError(e, 'agent/external-failed')).toBe(true);
    expect((e as Error).message).toMatch(/agent 'gpt' \(openai:test-model\) gave no playable guess after 2 tries/);
  });

  it('accepts only visible cards as guesses; reads the text form where the endpoint refuses response_format', async () => {
    const state = guessing();
    const visible = state.cards.filter((c) => !c.revealed).map((c) => c.word);
    const s = await fake((r, i) => {
      if (r.body.response_format !== undefined) return { status: 400, message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model." };
      return i === 1 ? { content: 'NOT-A-CARD' } : { content: `${visible[3]?.toLowerCase() ?? ''}, ${visible[1] ?? ''}` };
    });
    const a = agent(s);
    const d = await a.guesser!.guess(guesserView(state));
    expect(d.ranked.slice(0, 2).map((x) => x.word)).toEqual([visible[3], visible[1]]);
    expect(d.take).toBe(2);
    expect(s.requests.map((q) => q.body.response_format === undefined)).toEqual([false, true, true]);
    expect(s.requests[2]?.body.messages.at(-1)?.content).toMatch(/"NOT-A-CARD" is not one of the cards you may touch/);
  });

  it('retries 429 (Retry-After) and 500 with back-off, and fails with the status when they go on', async () => {
    const g = board();
    const s = await fake((r, i) => (i === 0 ? { status: 429, headers: { 'retry-after': '0' } } : i === 1 ? { status: 500 } : good(r)));
    const a = agent(s);
    expect(CLUES).toContain((await a.spymaster!.giveClue(spymasterView(g, g.turn))).word);
    expect(a.stats()).toMatchObject({ retries: 2, failures: 0 });
    const down = await fake(() => ({ status: 503, headers: { 'retry-after-ms': '1' } }));
    const e = await Promise.resolve(agent(down, { maxRetries: 2 }).spymaster!.giveClue(spymasterView(g, g.turn))).catch((x: unknown) => x);
    expect((e as Error).message).toMatch(/failed after 3 tries: HTTP 503/);
    expect(down.requests).toHaveLength(3);
  });

  it('times out a slow endpoint', async () => {
    const g = board();
    const s = await fake(() => ({ content: '{}', delayMs: 2_000 }));
    const e = await Promise.resolve(agent(s, { timeoutMs: 200 }).spymaster!.giveClue(spymasterView(g, g.turn))).catch((x: unknown) => x);
    expect(isCodenamesError(e, 'agent/timeout')).toBe(true);
  });

  it('needs a key unless the endpoint is local and --llm-no-key says so', async () => {
    const s = await fake(good);
    const noEnv = { env: {} as NodeJS.ProcessEnv, apiKey: undefined };
    let e: unknown;
    try {
      createOpenAIAgent({ name: 'gpt', model: 'm', baseUrl: s.url, cacheDir: null, ...noEnv } as never);
    } catch (x) {
      e = x;
    }
    expect(isCodenamesError(e, 'agent/bad-option')).toBe(true);
    expect((e as Error).message).toMatch(/has no API key: set OPENAI_API_KEY.*--llm-no-key/);
    expect(() => createOpenAIAgent({ name: 'gpt', model: 'm', baseUrl: 'https://api.example.com/v1', noKey: true, cacheDir: null, env: {} })).toThrow(/only for a local endpoint/);
    const g = board();
    const local = createOpenAIAgent({ name: 'gpt', model: 'm', baseUrl: s.url, noKey: true, cacheDir: null, env: {}, log: () => undefined });
    expect(CLUES).toContain((await local.spymaster!.giveClue(spymasterView(g, g.turn))).word);
  });

  it('plays from the command line with the --llm flags', async () => {
    const s = await fake(good);
    const cacheDir = mkdtempSync(join(tmpdir(), 'cn-llm-cli-'));
    const r = await cli(['tournament', '--agent', 'gpt=openai:test-model', '--llm-base-url', s.url, '--llm-no-key', '--temperature', '0.5', '--llm-seed', '11', '--llm-cache', cacheDir,
      '--spymasters', 'gpt', '--guessers', 'gpt', '--games', '1', '--workers', '0', '--json'], { env: {} });
    expect(r.code).toBe(0);
    expect(s.requests[0]?.body).toMatchObject({ temperature: 0.5, seed: 11 });
    expect(readdirSync(cacheDir).length).toBe(s.requests.length);
  }, 30_000);
});
