import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importVectors, loadModelSync } from '../../src/embeddings/index.js';
import { lcg } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'cn-import-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Writes a vector file: `rows` of [word, numbers], with an optional 'count dims' header. */
function vecFile(name: string, rows: Array<[string, number[]]>, header = false, sep = ' '): string {
  const dims = rows[0]?.[1].length ?? 0;
  const lines = rows.map(([w, v]) => [w, ...v.map((x) => x.toFixed(5))].join(sep));
  const path = join(tmp, name);
  writeFileSync(path, `${header ? `${rows.length} ${dims}\n` : ''}${lines.join('\n')}\n`);
  return path;
}

const next = lcg(11);
const rnd = (d: number) => Array.from({ length: d }, () => next());
// Russian words with related pairs made close on purpose: кошка ~ котёнок, море ~ океан
const base = { кошка: rnd(8), море: rnd(8) };
const near = (v: number[]) => v.map((x) => x + 0.05 * next());
const russian: Array<[string, number[]]> = [
  ['и', rnd(8)],
  ['кошка', base.кошка],
  ['Море', base.море],
  ['котёнок', near(base.кошка)],
  ['океан', near(base.море)],
  ['2020', rnd(8)],
  ['кошка', rnd(8)], // duplicate: dropped, the first (more frequent) stays
  ['ноль', new Array(8).fill(0)], // zero vector: skipped
  ['стол', rnd(8)],
];

describe('importVectors: word2vec / GloVe / fastText text files', () => {
  it('imports a fastText-style file with a header into a loadable compact model', async () => {
    const out = join(tmp, 'ru');
    const r = await importVectors(vecFile('ru.vec', russian, true), { lang: 'ru', out, stopwords: ['и'] });
    expect(r.skipped).toBe(2);
    expect(r.manifest).toMatchObject({ lang: 'ru', name: 'ru', dimensions: 8, vocabularySize: 7 });
    const m = loadModelSync(out);
    expect(m.vocabulary).toEqual(['и', 'кошка', 'море', 'котёнок', 'океан', '2020', 'стол']);
    // clue words: letters only, 2+ characters, not stopwords ('и' is a stopword, '2020' not letters)
    expect([...m.clueIndices].map((i) => m.vocabulary[i])).toEqual(['кошка', 'море', 'котёнок', 'океан', 'стол']);
    expect(m.neighbours('кошка', 1)[0]?.word).toBe('котёнок');
    expect(m.neighbours('МОРЕ', 1)[0]?.word).toBe('океан');
  });

  it('reads a gzipped file (fastText ships .vec.gz) and names the model without the extensions', async () => {
    const gz = join(tmp, 'cc.ru.8.vec.gz');
    writeFileSync(gz, gzipSync(readFileSync(vecFile('plain.vec', russian, true))));
    const r = await importVectors(gz, { lang: 'ru', out: join(tmp, 'gz') });
    expect(r.manifest).toMatchObject({ name: 'cc.ru.8', vocabularySize: 7 });
    const corrupt = join(tmp, 'corrupt.vec.gz');
    writeFileSync(corrupt, Buffer.from('this is not gzip'));
    await expect(importVectors(corrupt, { lang: 'ru', out: join(tmp, 'c') })).rejects.toMatchObject({ code: 'model/bad-vector-file' });
  });

  it('reads a GloVe-style file (no header, tabs) and keeps only the top N lines', async () => {
    const r = await importVectors(vecFile('glove.txt', russian, false, '\t'), { lang: 'ru', top: 3, out: join(tmp, 'top3') });
    expect(r.manifest.vocabularySize).toBe(3);
    expect(loadModelSync(join(tmp, 'top3')).vocabulary).toEqual(['и', 'кошка', 'море']);
  });

  it.each([
    ['inconsistent dimensions', 'a 1 2 3\nb 1 2\n', 'model/bad-vector-file', 'line 2'],
    ['a non-numeric field', 'a 1 2 3\nb 1 x 3\n', 'model/bad-vector-file', 'line 2'],
    ['a header that disagrees', '2 4\na 1 2 3\n', 'model/bad-vector-file', 'line 2'],
    ['a word without numbers', 'lonely\n', 'model/bad-vector-file', 'line 1'],
    ['an empty file', '\n\n', 'model/empty-vocabulary', 'no word vectors'],
    ['only zero vectors', 'a 0 0\nb 0 0\n', 'model/empty-vocabulary', 'no word vectors'],
  ])('rejects %s with a typed error naming file and line', async (_name, text, code, where) => {
    const path = join(tmp, `bad-${code.replace('/', '-')}-${where.replace(/\W/g, '')}.vec`);
    writeFileSync(path, text);
    await expect(importVectors(path, { lang: 'en', out: join(tmp, 'bad') })).rejects.toMatchObject({
      code,
      message: expect.stringMatching(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*${where}`)),
    });
  });

  it('reports a missing file and bad options', async () => {
    await expect(importVectors(join(tmp, 'nope.vec'), { lang: 'ru', out: join(tmp, 'x') })).rejects.toMatchObject({ code: 'model/not-found' });
    await expect(importVectors(join(tmp, 'ru.vec'), { lang: 'Russian', out: join(tmp, 'x') })).rejects.toMatchObject({ code: 'cli/usage' });
  });
});
