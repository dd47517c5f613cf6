/**
 * The page's clue judging over real HTTP: the brief, a blind batch whose key stays on the server (whole or
 * one reader page), the score of answers with the key, bad answers as 400 naming the answer, and 404 on a
 * server that holds no batch. No agent is asked, so the backend is the small test one.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreClueAnswers, parseClueAnswers, keyText, type ClueKey, type ClueKeyItem } from '../../src/harness/clue-eval.js';
import { loadClueBatch, type ClueBatch } from '../../src/server/clue-eval-endpoints.js';
import { createServer, type CodenamesServer } from '../../src/server/http-server.js';
import { fakeBackend, seededBoard } from './fake-backend.js';

const { board, key: identities, startingTeam } = seededBoard(3);
let batch: ClueBatch;
let withBatch: CodenamesServer;
let without: CodenamesServer;
let url: string;
let bare: string;

beforeAll(async () => {
  const items: ClueKeyItem[] = Array.from({ length: 45 }, (_, i) => ({
    id: `item${String(i).padStart(2, '0')}`, variant: 'standard', words: board, clue: 'OCEAN', number: 1 + (i % 3),
    spymaster: i % 2 === 0 ? 'even' : 'odd', lang: 'en', team: startingTeam, key: identities, targets: [],
  }));
  const dir = mkdtempSync(join(tmpdir(), 'clue-batch-'));
  writeFileSync(join(dir, 'key.json'), keyText({ format: 'codenames-ai/clue-key', version: 1, items }));
  batch = loadClueBatch(dir);
  withBatch = createServer({ backend: fakeBackend(), clueBatch: batch, log: () => {} });
  without = createServer({ backend: fakeBackend(), log: () => {} });
  ({ url } = await withBatch.listen(0));
  ({ url: bare } = await without.listen(0));
});

afterAll(async () => {
  await withBatch?.close(500);
  await without?.close(500);
});

async function get(base: string, path: string): Promise<{ status: number; json: any }> {
  const res = await fetch(base + path);
  return { status: res.status, json: await res.json() };
}

async function score(base: string, body: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(`${base}/v1/eval/score`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

describe('GET /v1/eval/batch and /v1/eval/brief', () => {
  it('serves the blind items only, whole or one reader page of at most 40', async () => {
    const all = await get(url, '/v1/eval/batch');
    expect(all.status).toBe(200);
    expect(all.json.items).toHaveLength(45);
    expect(all.json.pages).toBe(2);
    for (const item of all.json.items) expect(Object.keys(item).sort()).toEqual(['clue', 'id', 'number', 'variant', 'words']);
    expect(JSON.stringify(all.json.items)).not.toMatch(/even|odd|assassin|bystander|"team"/);
    const second = await get(url, '/v1/eval/batch?page=2');
    expect(second.json.items.map((i: { id: string }) => i.id)).toEqual(['item40', 'item41', 'item42', 'item43', 'item44']);
    expect(second.json.brief).toContain('This batch holds 5 independent items.');
    expect((await get(url, '/v1/eval/batch?page=3')).status).toBe(400);
    expect((await get(url, '/v1/eval/brief?count=7')).json.brief).toMatch(/^You are playing Codenames as the guesser.*This batch holds 7 independent items\./);
  });

  it('answers 404 with how to start a batch when the server holds none', async () => {
    const r = await get(bare, '/v1/eval/batch');
    expect(r.status).toBe(404);
    expect(r.json.error.message).toMatch(/--clue-batch DIR/);
    expect((await score(bare, { answers: [] })).status).toBe(404);
    expect((await get(bare, '/v1/eval/brief?count=3')).status).toBe(200);
  });
});

describe('POST /v1/eval/score', () => {
  it('scores the answers with the key, as the library does', async () => {
    const team = board[identities.indexOf(startingTeam)] as string;
    const bystander = board[identities.indexOf('bystander')] as string;
    const answers = [{ id: 'item00', guesses: [team] }, { id: 'item01', guesses: [team, bystander] }, { id: 'item02', guesses: [bystander] }];
    const r = await score(url, { answers });
    expect(r.status).toBe(200);
    const expected = scoreClueAnswers(batch.key as ClueKey, [{ file: 'answers', answers: parseClueAnswers(answers.map((a) => JSON.stringify(a)).join('\n'), 'answers', batch.key) }]);
    expect(r.json.report).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(r.json.report.unanswered).toBe(42);
    expect(r.json.report.rows.map((row: { spymaster: string; clues: number }) => [row.spymaster, row.clues])).toEqual([['even', 2], ['odd', 1]]);
  });

  it('refuses bad answers with 400 naming the answer', async () => {
    const bad = await score(url, { answers: [{ id: 'item00', guesses: [board[0]] }, { id: 'nope', guesses: [board[0]] }] });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 'eval/bad-answers' });
    expect(bad.json.error.message).toMatch(/^answers:2: unknown id 'nope'/);
    const shape = await score(url, { answer: [] });
    expect(shape.status).toBe(400);
    expect(shape.json.error.code).toBe('protocol/invalid-request');
    const get405 = await fetch(`${url}/v1/eval/score`);
    expect(get405.status).toBe(405);
  });
});
