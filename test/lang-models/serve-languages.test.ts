/**
 * The server plays every language with an installed model: a Hungarian model bridged from the test's own
 * dictionaries into a temporary user models dir, the real default backend and the real HTTP server. /healthz
 * lists 'hu', a Hungarian clue request gets a Hungarian word the referee accepts, and a language without a
 * model is refused with the languages the server does play.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBridge } from '../../src/embeddings/bridge/build-bridge.js';
import { dictionaryFile } from '../../src/embeddings/bridge/dictionary-sources.js';
import { createGame } from '../../src/game/index.js';
import { getLanguageSync } from '../../src/lang/index.js';
import { createDefaultBackend } from '../../src/server/default-backend.js';
import { createServer, type CodenamesServer } from '../../src/server/http-server.js';
import { EN_HU, HU_EN, writeDictd } from './fixtures.js';

const tmp = mkdtempSync(join(tmpdir(), 'cn-serve-lang-'));
const saved = process.env['CODENAMES_AI_MODELS'];
let srv: CodenamesServer;
let url: string;

beforeAll(async () => {
  const dicts = join(tmp, 'dicts');
  mkdirSync(dicts);
  // The fixture dictionaries plus every Hungarian card the hand table or English names do not place.
  const extra: Record<string, string> = { ...HU_EN };
  const state = createGame({ variant: 'standard', seed: 4, lang: 'hu' });
  for (const c of state.cards) extra[c.word.toLowerCase()] ??= `${['water', 'fire', 'stone', 'tree', 'bird', 'king', 'money', 'music'][c.word.length % 8]}\n`;
  const models = join(tmp, 'models');
  buildBridge({ lang: 'hu', dictionaries: [dictionaryFile(writeDictd(dicts, 'freedict-hun-eng', extra)), dictionaryFile(writeDictd(dicts, 'freedict-eng-hun', EN_HU))], out: join(models, 'hu') });
  process.env['CODENAMES_AI_MODELS'] = models;
  srv = createServer({ backend: await createDefaultBackend(), log: () => {}, version: 'test' });
  ({ url } = await srv.listen(0));
});
afterAll(async () => {
  await srv?.close(1000);
  if (saved === undefined) delete process.env['CODENAMES_AI_MODELS'];
  else process.env['CODENAMES_AI_MODELS'] = saved;
  rmSync(tmp, { recursive: true, force: true });
});

const post = async (path: string, body: unknown): Promise<{ status: number; json: any }> => {
  const res = await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
};

describe('serve in the installed languages', () => {
  it('lists them at /healthz', async () => {
    expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({ ok: true, languages: ['en', 'hu'] });
  });

  it('answers a Hungarian clue request with a Hungarian word of the lexicon that the referee accepts', async () => {
    const s = createGame({ variant: 'standard', seed: 4, lang: 'hu' });
    const board = s.cards.map((c) => c.word);
    const key = s.cards.map((c) => c.identity);
    const r = await post('/v1/clue', { lang: 'hu', board, key, team: s.startingTeam });
    expect(r.status).toBe(200);
    expect(getLanguageSync('hu').isWord(r.json.word)).toBe(true);
    const verdict = await post('/v1/check-clue', { lang: 'hu', board, key, team: s.startingTeam, clue: { word: r.json.word, number: r.json.number } });
    expect(verdict.json).toMatchObject({ ok: true });
  });

  it('refuses a language it has no model for, naming those it plays', async () => {
    const s = createGame({ variant: 'standard', seed: 4, lang: 'ru' });
    const r = await post('/v1/clue', { lang: 'ru', board: s.cards.map((c) => c.word), key: s.cards.map((c) => c.identity), team: s.startingTeam });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(r.json)).toMatch(/en, hu/);
  });
});
