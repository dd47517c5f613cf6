import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

const tmp = mkdtempSync(join(tmpdir(), 'cn-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs the CLI in-process and captures its output. */
async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await main(argv, { stdout, stderr, stdin: new PassThrough(), env: {}, cwd: tmp });
  return { code, out, err };
}

describe('codenames-ai neighbours / model', () => {
  it('neighbours shark lists sea animals; --json has the same list', async () => {
    const text = await cli('neighbours', 'shark');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/whale/);
    expect(text.out).toMatch(/dolphin/);
    const json = await cli('neighbours', 'shark', '--k', '3', '--json');
    const parsed = JSON.parse(json.out) as { neighbours: Array<{ word: string; similarity: number }>; lookup: { kind: string } };
    expect(parsed.neighbours).toHaveLength(3);
    expect(parsed.lookup.kind).toBe('exact');
    expect(text.out).toContain(parsed.neighbours[0]!.word);
  });

  it('neighbours of a multi-word card say how it was built', async () => {
    const r = await cli('neighbours', 'ice', 'cream', '--k', '3');
    expect(r.out).toContain('mean of ice + cream');
  });

  it('unknown words and bad flags exit 2 with the error code on stderr', async () => {
    expect(await cli('neighbours', 'qqqzzz')).toMatchObject({ code: 2, err: expect.stringContaining('[model/unknown-word]') });
    expect(await cli('neighbours', 'shark', '--k', '0')).toMatchObject({ code: 2, err: expect.stringContaining('[cli/usage]') });
    expect(await cli('neighbours')).toMatchObject({ code: 2, err: expect.stringContaining('[cli/usage]') });
    expect(await cli('model', 'info', '--model', 'klingon')).toMatchObject({ code: 2, err: expect.stringContaining('[model/not-found]') });
    expect(await cli('model', 'frobnicate')).toMatchObject({ code: 2, err: expect.stringContaining('[cli/usage]') });
  });

  it('model info --json reports name, sizes, load time and memory', async () => {
    const r = await cli('model', 'info', '--json');
    expect(r.code).toBe(0);
    const info = JSON.parse(r.out) as Record<string, unknown>;
    expect(info).toMatchObject({ name: 'glove-6b-100d-en', lang: 'en', dimensions: 100 });
    expect(info['vocabularySize']).toBeGreaterThanOrEqual(info['clueVocabularySize'] as number);
    expect(typeof info['loadMs']).toBe('number');
    expect(info['rssBytes']).toBeGreaterThan(0);
  });

  it('model import writes a model that neighbours and model info can use (relative paths from cwd)', async () => {
    writeFileSync(join(tmp, 'tiny.vec'), '3 2\nsun 1 0.1\nmoon 0.9 0.2\nsea -1 0.3\n');
    const imp = await cli('model', 'import', 'tiny.vec', '--lang', 'xx', '--out', 'out-model');
    expect(imp.code).toBe(0);
    expect(imp.out).toContain('imported 3 words');
    const nb = await cli('neighbours', 'sun', '--k', '1', '--model', './out-model', '--json');
    expect((JSON.parse(nb.out) as { neighbours: Array<{ word: string }> }).neighbours[0]!.word).toBe('moon');
    expect(await cli('model', 'import', 'tiny.vec')).toMatchObject({ code: 2, err: expect.stringContaining('--lang') });
  });
});
