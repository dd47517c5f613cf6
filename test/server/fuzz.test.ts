/**
 * Fuzzing (issue 7): at least 10,000 seeded broken requests through the in-process handler, and smaller
 * runs through the real HTTP socket and the stdio line transport. Every request must get a well-formed
 * answer (an error with a code and a path, or a schema-valid result), never a 500, never a hang, and
 * no unhandled rejection may escape.
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResult, handleRequest, parseJsonBody, type Operation } from '../../src/server/handler.js';
import { createServer } from '../../src/server/http-server.js';
import { validatorFor } from '../../src/server/schema.js';
import { runStdio } from '../../src/server/stdio.js';
import { fakeBackend } from './fake-backend.js';
import { asStdioLine, fuzzCases } from './fuzz-cases.js';

const RESPONSE_DEF: Record<string, string> = { clue: 'clueResponse', guess: 'guessResponse', 'check-clue': 'checkClueResponse', cover: 'coverResponse' };
const isError = validatorFor('responses', 'errorResponse');
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown): void => void unhandled.push(e);
beforeAll(() => process.on('unhandledRejection', onUnhandled));
afterAll(() => process.off('unhandledRejection', onUnhandled));

/** Checks one answer; returns its status class for the tally. */
function checkAnswer(op: Operation, status: number, body: unknown): void {
  if (status === 200) {
    const ok = validatorFor('responses', RESPONSE_DEF[op] as string)(body);
    if (!ok) throw new Error(`200 answer for ${op} breaks the response schema: ${JSON.stringify(body).slice(0, 200)}`);
  } else {
    if (![400, 413, 422].includes(status)) throw new Error(`status ${status} for ${op}: ${JSON.stringify(body).slice(0, 300)}`);
    if (!isError(body)) throw new Error(`error answer breaks the schema: ${JSON.stringify(body).slice(0, 200)}`);
  }
}

describe('fuzzing the protocol', () => {
  it('10,000 seeded broken requests through the handler: all answered, no 500', async () => {
    const cases = fuzzCases(2026, 10_000);
    const tally: Record<number, number> = {};
    for (const c of cases) {
      let status: number;
      let body: unknown;
      try {
        const parsed = parseJsonBody(c.text);
        ({ status, body } = await handleRequest(c.op, parsed, fakeBackend(), { timeoutMs: 2000 }));
      } catch (e) {
        ({ status, body } = errorResult(e)); // what the transports answer for unparsable text
      }
      checkAnswer(c.op, status, JSON.parse(JSON.stringify(body)));
      tally[status] = (tally[status] ?? 0) + 1;
    }
    // The generator must reach past the schema: some 422s and some successes, not only 400s.
    expect(tally[400]).toBeGreaterThan(1000);
    expect(tally[422] ?? 0).toBeGreaterThan(50);
    expect(tally[200] ?? 0).toBeGreaterThan(50);
    expect(unhandled).toEqual([]);
  });

  it('600 broken requests over real HTTP, 8 at a time: all answered, server still healthy', async () => {
    const srv = createServer({ backend: fakeBackend(), log: () => {}, bodyLimit: 16 * 1024 });
    const { url } = await srv.listen(0);
    try {
      const cases = fuzzCases(7, 600);
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < cases.length) {
          const c = cases[next++]!;
          const route = `/v1/${c.op}`;
          const res = await fetch(url + route, { method: 'POST', body: c.text, signal: AbortSignal.timeout(5000) });
          checkAnswer(c.op, res.status, await res.json());
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      await srv.close(1000);
    }
    expect(unhandled).toEqual([]);
  });

  it('2,000 broken lines over the stdio transport: one answer line each, ids echoed', async () => {
    const cases = fuzzCases(99, 2000);
    const inp = new PassThrough();
    const out = new PassThrough();
    let text = '';
    out.on('data', (d: Buffer) => (text += d.toString()));
    const done = runStdio(inp, out, fakeBackend(), { log: () => {}, lineLimit: 16 * 1024 });
    const lines = cases.map((c, i) => asStdioLine(c, i));
    inp.end(`${lines.join('\n')}\n`);
    const { lines: answered } = await done;
    const answers = text.trim().split('\n').map((l) => JSON.parse(l) as { id: unknown; error?: unknown });
    expect(answers).toHaveLength(answered);
    expect(answered).toBeGreaterThan(1900); // blank/whitespace-only damaged lines are skipped by design
    for (const a of answers) {
      if (a.error !== undefined) expect(isError(a)).toBe(true);
      expect(a.id === null || typeof a.id === 'number' || typeof a.id === 'string').toBe(true); // a mutated body may carry its own id
    }
    expect(unhandled).toEqual([]);
  });
});
