import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clearModelCache, loadModel, loadModelSync } from '../../src/embeddings/index.js';
import { MODELS_DIR, shippedModels } from '../../src/embeddings/model-files.js';
import type { ErrorCode } from '../../src/errors.js';

const tmp = mkdtempSync(join(tmpdir(), 'cn-model-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A fresh copy of the default model, damaged by `damage`. */
function damagedCopy(name: string, damage: (dir: string) => void): string {
  const dir = join(tmp, name);
  cpSync(join(MODELS_DIR, 'en'), dir, { recursive: true });
  damage(dir);
  clearModelCache();
  return dir;
}

const flipByte = (file: string, at: (len: number) => number) => {
  const b = readFileSync(file);
  const i = at(b.length);
  b[i] = b[i]! ^ 0xff;
  writeFileSync(file, b);
};
const editManifest = (dir: string, edit: (m: Record<string, unknown>) => void) => {
  const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  edit(m);
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(m));
};

/** Replaces the binary's JSON header (padded with spaces to its old length, so the layout stays) and re-signs the manifest. */
const editHeader = (dir: string, edit: (h: Record<string, unknown>) => unknown) => {
  const file = join(dir, 'vectors.bin');
  const b = readFileSync(file);
  const length = b.readUInt32LE(8);
  const text = JSON.stringify(edit(JSON.parse(b.subarray(12, 12 + length).toString('utf8')) as Record<string, unknown>));
  expect(text.length).toBeLessThanOrEqual(length);
  b.write(text.padEnd(length, ' '), 12, 'utf8');
  writeFileSync(file, b);
  editManifest(dir, (m) => (m['sha256'] = createHash('sha256').update(b).digest('hex')));
};

const cases: Array<[string, (dir: string) => void, ErrorCode, string]> = [
  ['manifest size disagrees with the file', (d) => editManifest(d, (m) => (m['bytes'] = (m['bytes'] as number) - 8)), 'model/bad-manifest', 'bytes'],
  ['manifest clue count disagrees with the header', (d) => editManifest(d, (m) => (m['clueVocabularySize'] = (m['clueVocabularySize'] as number) + 1)), 'model/bad-manifest', 'clue words'],
  ['header that is null', (d) => editHeader(d, () => null), 'model/bad-manifest', 'header'],
  ['header whose stopwords are no list', (d) => editHeader(d, (h) => ({ ...h, stopwords: 'the' })), 'model/bad-manifest', 'stopwords'],
  ['bad magic', (d) => flipByte(join(d, 'vectors.bin'), () => 0), 'model/bad-magic', 'vectors.bin'],
  ['truncated', (d) => truncateSync(join(d, 'vectors.bin'), 100_000), 'model/truncated', 'vectors.bin'],
  ['flipped data byte', (d) => flipByte(join(d, 'vectors.bin'), (n) => n - 10), 'model/checksum', 'vectors.bin'],
  ['manifest not JSON', (d) => writeFileSync(join(d, 'manifest.json'), '{"name": '), 'model/bad-manifest', 'manifest.json'],
  ['manifest without sha256', (d) => editManifest(d, (m) => delete m['sha256']), 'model/bad-manifest', "'sha256'"],
  ['manifest with a wrong format', (d) => editManifest(d, (m) => (m['format'] = 'npy')), 'model/bad-manifest', "'format'"],
  ['binary missing', (d) => rmSync(join(d, 'vectors.bin')), 'model/not-found', 'vectors.bin'],
  ['manifest missing', (d) => rmSync(join(d, 'manifest.json')), 'model/not-found', 'manifest.json'],
];

describe('model files: corrupt or missing models give typed errors naming the file', () => {
  it.each(cases)('%s', (name, damage, code, mention) => {
    const dir = damagedCopy(name.replace(/\W+/g, '-'), damage);
    expect(() => loadModelSync(dir)).toThrow(expect.objectContaining({ code, message: expect.stringContaining(mention) }));
  });

  it('loads an intact copy by path, and reports unknown names and paths', async () => {
    const dir = damagedCopy('intact', () => {});
    expect((await loadModel(dir)).vocabulary.length).toBeGreaterThan(40_000);
    expect(() => loadModelSync('klingon')).toThrow(expect.objectContaining({ code: 'model/not-found', message: expect.stringContaining('en') }));
    expect(() => loadModelSync(join(tmp, 'nowhere'))).toThrow(expect.objectContaining({ code: 'model/not-found' }));
  });

  it('lists only compact vector models as shipped models, and says so for another kind of folder', () => {
    const names = shippedModels();
    expect(names).toContain('en');
    for (const n of names) expect(JSON.parse(readFileSync(join(MODELS_DIR, n, 'manifest.json'), 'utf8'))).toMatchObject({ format: 'cnvm' });
    const other = join(tmp, 'other-data');
    cpSync(join(MODELS_DIR, 'en'), other, { recursive: true });
    writeFileSync(join(other, 'manifest.json'), JSON.stringify({ name: 'x', format: 'int8-rows' }));
    clearModelCache();
    expect(() => loadModelSync(other)).toThrow(expect.objectContaining({ code: 'model/bad-manifest', message: expect.stringContaining("says 'int8-rows'") }));
  });
});
