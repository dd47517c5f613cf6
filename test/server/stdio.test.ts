/**
 * stdio JSON Lines in process: one answer line per request line, same id, input order, errors as lines
 * (never a crash), oversized lines skipped to their newline, CRLF and a final line without newline accepted.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runStdio } from '../../src/server/stdio.js';
import { fakeBackend, seededBoard } from './fake-backend.js';

const { board, key, startingTeam } = seededBoard(9);

async function run(input: string | string[], lineLimit?: number): Promise<any[]> {
  const inp = new PassThrough();
  const out = new PassThrough();
  let text = '';
  out.on('data', (d: Buffer) => (text += d.toString()));
  const done = runStdio(inp, out, fakeBackend(), { log: () => {}, ...(lineLimit === undefined ? {} : { lineLimit }) });
  for (const chunk of Array.isArray(input) ? input : [input]) inp.write(chunk);
  inp.end();
  await done;
  return text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
}

describe('serve --stdio (in process)', () => {
  it('answers each line with the same id, in order, across roles', async () => {
    const lines = [
      { id: 1, role: 'guesser', lang: 'en', board, clue: { word: 'virus', number: 1 } },
      { id: 'b', role: 'spymaster', board, key, team: startingTeam },
      { id: 3, role: 'referee', board, clue: { word: board[0], number: 1 } },
      { id: 4, role: 'cover', board, key, team: startingTeam },
    ].map((l) => JSON.stringify(l)).join('\n');
    const out = await run(`${lines}\n`);
    expect(out.map((o) => o.id)).toEqual([1, 'b', 3, 4]);
    expect(out[0].guesses).toHaveLength(25);
    expect(out[0].take).toBe(2);
    expect(out[1].word).toBe('signal');
    expect(out[2]).toMatchObject({ ok: false, code: 'clue/board-word' });
    expect(key[board.indexOf(out[3].word)]).toBe(startingTeam);
  });

  it('turns every broken line into an error line and goes on', async () => {
    const out = await run([
      'not json\n',
      '[1,2]\n',
      '{"role":"guesser"}\n',
      '{"id":7}\n',
      '{"id":8,"role":"dancer"}\n',
      `{"id":9,"role":"guesser","board":${JSON.stringify(board)},"clue":{"word":"a","number":1},"extra":true}\n`,
      '\n   \n',
      `{"id":10,"role":"guesser","board":${JSON.stringify(board)},"clue":{"word":"a","number":1}}\r\n`,
    ]);
    expect(out.map((o) => o.id)).toEqual([null, null, null, 7, 8, 9, 10]);
    expect(out.slice(0, 6).every((o) => typeof o.error?.code === 'string' && typeof o.error.path === 'string')).toBe(true);
    expect(out[2].error.path).toBe('/id');
    expect(out[3].error.path).toBe('/role');
    expect(out[4].error.message).toMatch(/"spymaster", "guesser", "referee", "cover"/);
    expect(out[5].error.path).toBe('/extra');
    expect(out[6].guesses).toHaveLength(25);
  });

  it('skips an oversized line up to its newline and answers the next one', async () => {
    const big = `{"id":1,"role":"guesser","pad":"${'x'.repeat(3000)}"}`;
    const ok = JSON.stringify({ id: 2, role: 'referee', board, clue: { word: 'zebra', number: 1 } });
    // Split the big line across chunks, so the limit trips while it is still arriving.
    const out = await run([big.slice(0, 1500), big.slice(1500), `\n${ok}`], 1000);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatchObject({ id: null, error: { code: 'protocol/too-large' } });
    expect(out[1]).toEqual({ id: 2, ok: true });
  });

  it('keeps multi-byte characters split across chunks intact', async () => {
    const line = JSON.stringify({ id: 'ü', role: 'referee', board, clue: { word: 'наука', number: 1 } });
    const bytes = Buffer.from(`${line}\n`);
    const cut = bytes.indexOf(Buffer.from('а')) + 1; // inside a 2-byte character
    const inp = new PassThrough();
    const out = new PassThrough();
    let text = '';
    out.on('data', (d: Buffer) => (text += d.toString()));
    const done = runStdio(inp, out, fakeBackend(), { log: () => {} });
    inp.write(bytes.subarray(0, cut));
    inp.end(bytes.subarray(cut));
    await done;
    expect(JSON.parse(text.trim())).toEqual({ id: 'ü', ok: true });
  });
});
