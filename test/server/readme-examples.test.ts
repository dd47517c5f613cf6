/**
 * The examples of docs/server.md ("Server and protocol"), run for real: the stdio lines through the stdio handler and the
 * curl bodies through the HTTP handler, with the real default backend. Error answers must match the README
 * exactly; agent answers only in their stable parts (first guess, take, verdict code), since the agents'
 * scores change as they are tuned.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleBackend } from '../../src/server/backend.js';
import { createDefaultBackend } from '../../src/server/default-backend.js';
import { handleLine, handleRequest } from '../../src/server/handler.js';

const section = readFileSync(new URL('../../docs/server.md', import.meta.url), 'utf8');
let backend: RoleBackend;
beforeAll(async () => {
  backend = await createDefaultBackend();
});

/** The fenced blocks of the section, in order. */
function blocks(): string[] {
  return [...section.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
}

describe('docs/server.md: Server and protocol', () => {
  it('the stdio example answers as shown', async () => {
    const all = blocks();
    const cmd = all.find((b) => b.includes('serve --stdio')) ?? '';
    const lines = [...cmd.matchAll(/^\s+'(\{.*\})' \\$/gm)].map((m) => m[1] as string);
    expect(lines).toHaveLength(3);
    const shown = (all[all.indexOf(cmd) + 1] ?? '').trim().split('\n').map((l) => JSON.parse(l));
    const real = await Promise.all(lines.map((l) => handleLine(l, backend)));
    const got = JSON.parse(JSON.stringify(real));
    expect(got.map((a: { id: unknown }) => a.id)).toEqual(shown.map((a: { id: unknown }) => a.id));
    expect(got[0].guesses[0]).toBe(shown[0].guesses[0]);
    expect(got[0].take).toBe(shown[0].take);
    expect([...got[0].guesses].sort()).toEqual([...shown[0].guesses].sort());
    expect(got[1]).toEqual(shown[1]);
    expect(got[2]).toEqual(shown[2]);
  });

  it('the curl examples answer as shown', async () => {
    const all = blocks();
    const cmd = all.find((b) => b.includes('curl -s')) ?? '';
    const vars: Record<string, string> = {};
    for (const m of cmd.matchAll(/^(BOARD|KEY)='(.*)'$/gm)) vars[m[1] as string] = m[2] as string;
    const calls = [...cmd.matchAll(/localhost:8080\/v1\/(\w+) -d "(.*)"$/gm)].map((m) => ({
      op: m[1] as 'clue' | 'guess',
      body: JSON.parse((m[2] as string).replace(/\\"/g, '"').replace(/\$(BOARD|KEY)/g, (_x, v: string) => vars[v] ?? '')) as unknown,
    }));
    expect(calls).toHaveLength(3);
    const shown = (all[all.indexOf(cmd) + 1] ?? '').trim().split('\n');
    const results = await Promise.all(calls.map((c) => handleRequest(c.op, c.body, backend)));
    const clue = results[0]!.body as { word: string; number: number; targets: string[] };
    expect(results[0]!.status).toBe(200);
    expect(clue.targets.length).toBe(clue.number);
    expect(Object.keys(clue)).toEqual(Object.keys(JSON.parse(shown[0] ?? '{}') as object));
    for (const i of [1, 2]) {
      const [json, status] = (shown[i] ?? '').split(' HTTP ');
      expect(results[i]!.status).toBe(Number(status));
      expect(results[i]!.body).toEqual(JSON.parse(json ?? '{}'));
    }
  });
});
