/**
 * The smaller HTTP and input details of issue 12 item 10: a 405 says method-not-allowed (it said not-found),
 * a client that stalls its headers gets a 408 after the header timeout (it was held until Node's 30 s
 * connection check and then answered 400), a clue's length counts characters, not UTF-16 units, and the
 * built JavaScript's source maps carry their sources (the package does not ship src/).
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCodenamesError } from '../../src/errors.js';
import { checkClue } from '../../src/legality/index.js';
import { createServer, type CodenamesServer } from '../../src/server/http-server.js';
import { fakeBackend } from './fake-backend.js';

let srv: CodenamesServer;
let port: number;
let url: string;
beforeAll(async () => {
  srv = createServer({ backend: fakeBackend(), bodyTimeoutMs: 300, log: () => {} });
  ({ port, url } = await srv.listen(0));
});
afterAll(() => srv?.close(500));

describe('HTTP status codes', () => {
  it('a GET on a POST route is a 405 protocol/method-not-allowed with an Allow header', async () => {
    const r = await fetch(`${url}/v1/clue`);
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe('protocol/method-not-allowed');
  });

  it('headers that never finish are answered 408 protocol/timeout', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('POST /v1/clue HTTP/1.1\r\nHost: x\r\nX-Slow: '));
      let got = '';
      socket.on('data', (d) => (got += d.toString()));
      socket.on('close', () => resolve(got));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"protocol/timeout"');
  });
});

describe('clue length', () => {
  it('counts characters: 40 letters outside the BMP (80 UTF-16 units) are not "too long"', () => {
    let err: unknown = null;
    try {
      checkClue('𝔸'.repeat(40), { board: ['APPLE', 'TREE'] }, { lang: 'en' });
    } catch (e) {
      err = e;
    }
    expect(isCodenamesError(err) ? err.message : '').not.toMatch(/characters long/);
    expect(() => checkClue('a'.repeat(65), { board: ['APPLE'] }, { lang: 'en' })).toThrow(/65 characters long/);
  });
});

describe('the built package', () => {
  it('source maps hold their sources (src/ is not in the tarball)', () => {
    const map = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'index.js.map'), 'utf8')) as { sources: string[]; sourcesContent?: string[] };
    expect(map.sourcesContent?.length).toBe(map.sources.length);
    expect(map.sourcesContent?.[0]).toContain('export');
  });
});
