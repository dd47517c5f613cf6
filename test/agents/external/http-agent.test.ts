/**
 * http: agents against a real `serve` HTTP server (node:http, the real routes and status codes) with a small
 * deterministic backend: whole games over HTTP, and a server that is down, too slow or answers 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAgentSpec } from '../../../src/agents/build/index.js';
import { runTournament } from '../../../src/harness/index.js';
import { createServer, type CodenamesServer } from '../../../src/server/index.js';
import { fakeBackend } from '../../server/fake-backend.js';

const servers: CodenamesServer[] = [];
async function serve(opts: Parameters<typeof fakeBackend>[0] = {}): Promise<{ url: string; calls: Record<string, number> }> {
  const backend = fakeBackend(opts);
  const s = createServer({ backend, log: () => undefined });
  servers.push(s);
  const { url } = await s.listen(0, '127.0.0.1');
  return { url, calls: backend.calls };
}

let good: { url: string; calls: Record<string, number> };
beforeAll(async () => {
  good = await serve();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close(100)));
});

const play = (spec: string, extra: Record<string, unknown> = {}) =>
  runTournament({ games: 2, seed: 3, workers: 0, described: [parseAgentSpec(spec)], spymasters: ['web'], guessers: ['web', 'random'], ...extra });

describe('http: agents', () => {
  it('plays whole games through a serve server, both roles', async () => {
    const before = { ...good.calls };
    const r = await play(`web=http:${good.url}`);
    expect(r.gamesPlayed).toBe(4);
    expect(r.forfeits).toEqual([]);
    expect((good.calls['spymaster'] ?? 0) - (before['spymaster'] ?? 0)).toBe(r.outcomes.reduce((s, o) => s + o.a.clues, 0));
    expect((good.calls['guesser'] ?? 0) - (before['guesser'] ?? 0)).toBeGreaterThan(0);
  });

  it('asks the server for covers in coop games', async () => {
    const before = good.calls['cover'] ?? 0;
    const r = await runTournament({ variant: 'coop', games: 6, seed: 1, workers: 0, described: [parseAgentSpec(`web=http:${good.url}`)], spymasters: ['web'], guessers: ['web'] });
    expect(r.forfeits).toEqual([]);
    // Each coop turn that does not end the game is followed by the opponent's cover, which the server chooses.
    expect(r.outcomes.some((o) => o.turns > 1)).toBe(true);
    expect((good.calls['cover'] ?? 0) - before).toBeGreaterThan(0);
  });

  it('forfeits, naming the URL and the fix, when the server is down', async () => {
    const gone = await serve();
    await servers.pop()?.close(100);
    const r = await play(`web=http:${gone.url}`);
    expect(r.gamesPlayed).toBe(4);
    expect(r.forfeits).toHaveLength(4);
    expect(r.forfeits[0]?.message).toMatch(new RegExp(`agent 'web' cannot reach ${gone.url}/v1/clue \\(ECONNREFUSED\\)\\. Start the server`));
  });

  it('forfeits a slow answer as a timeout and a 500 as an error; the tournament goes on', async () => {
    const slow = await serve({ hangOnGuess: true });
    const r = await play(`web=http:${slow.url}`, { timeLimitMs: 300 });
    expect(r.forfeits.length).toBeGreaterThan(0);
    expect(r.forfeits.every((f) => f.kind === 'timeout' && f.role === 'guesser')).toBe(true);
    const broken = await serve({ throwOnClue: true });
    const b = await play(`web=http:${broken.url}`);
    expect(b.forfeits).toHaveLength(4);
    expect(b.forfeits[0]).toMatchObject({ kind: 'threw', role: 'spymaster', agent: 'web' });
    expect(b.forfeits[0]?.message).toMatch(/answered HTTP 500: internal: Internal error/);
  });
});
