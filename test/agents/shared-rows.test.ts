/**
 * The card rows shared between a tournament's workers (src/agents/shared-rows.ts): a row does not depend on
 * the rows computed with it (for the three minds of the default agents, which is what lets one worker's row
 * stand for another's), a row published is read back (by this thread and by a real worker thread) with the
 * same numbers and without being computed again, spaces (model, candidate list) are kept apart, and a full
 * store just computes.
 */
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultMind } from '../../src/agents/minds.js';
import { createSharedRowsBuffer, installSharedRows, similarityRows } from '../../src/agents/shared-rows.js';
import { loadWordNetMind } from '../../src/agents/wordnet-mind.js';
import { loadDefaultModel } from '../../src/embeddings/index.js';
import type { EmbeddingModel } from '../../src/embeddings/types.js';
import { devWorkerExecArgv } from '../../src/workers/dev-loader.js';
import { tinyModel } from './tiny-model.js';

const CARDS = ['WHALE', 'PIANO', 'ICE CREAM', 'BANK', 'LOCH NESS'];
const bits = (a: Float32Array): number[] => Array.from(new Uint32Array(a.slice().buffer));

/** `model` counting the rows its similarityMatrix computes. */
function counting(model: EmbeddingModel): { model: EmbeddingModel; computed: () => number } {
  let n = 0;
  return { model: { ...model, similarityMatrix: (rows, candidates) => ((n += rows.length), model.similarityMatrix(rows, candidates)) }, computed: () => n };
}

const cardsOf = (model: EmbeddingModel, words: readonly string[]) => words.map((word) => ({ word, vector: model.vector(word)! }));

afterEach(() => installSharedRows(null));

describe('shared card rows', () => {
  it('a row is the same to the bit whatever rows are computed with it (GloVe, the WordNet mind, the blend)', async () => {
    for (const model of [await loadDefaultModel(), loadWordNetMind(), await defaultMind()]) {
      const pool = model.clueIndices.subarray(0, 12_000);
      const vectors = CARDS.map((w) => model.vector(w)!);
      const together = model.similarityMatrix(vectors, pool);
      vectors.forEach((v, j) => {
        expect(bits(model.similarityMatrix([v], pool)), `${model.name} ${CARDS[j]}`).toEqual(bits(together.subarray(j * pool.length, (j + 1) * pool.length)));
      });
    }
  });

  it('publishes rows once and reads them back from the store, and without a store computes them as before', () => {
    const base = tinyModel();
    const words = ['whale', 'bank', 'tree'];
    const plain = similarityRows(base, cardsOf(base, words), base.clueIndices);
    const buffer = createSharedRowsBuffer(2 ** 20);
    installSharedRows(buffer);
    const first = counting(base);
    const published = similarityRows(first.model, cardsOf(base, words.slice(0, 2)), base.clueIndices);
    expect(first.computed()).toBe(2);
    expect(published.every((r) => r.buffer instanceof SharedArrayBuffer)).toBe(true);
    installSharedRows(buffer); // as another thread over the same buffer
    const second = counting(base);
    const read = similarityRows(second.model, cardsOf(base, words), base.clueIndices);
    expect(second.computed()).toBe(1); // only 'tree' was not published
    expect(read.map(bits)).toEqual(plain.map(bits));
  });

  it('keeps models and candidate lists apart', () => {
    const base = tinyModel();
    const other = tinyModel(['pet']); // another vocabulary: other indices, other rows
    installSharedRows(createSharedRowsBuffer(2 ** 20));
    const short = base.clueIndices.subarray(0, 3);
    const a = similarityRows(base, cardsOf(base, ['whale']), base.clueIndices)[0]!;
    const b = similarityRows(base, cardsOf(base, ['whale']), short)[0]!;
    const c = similarityRows(other, cardsOf(other, ['whale']), other.clueIndices)[0]!;
    installSharedRows(null);
    expect(bits(a)).toEqual(bits(similarityRows(base, cardsOf(base, ['whale']), base.clueIndices)[0]!));
    expect(bits(b)).toEqual(bits(similarityRows(base, cardsOf(base, ['whale']), short)[0]!));
    expect(bits(c)).toEqual(bits(similarityRows(other, cardsOf(other, ['whale']), other.clueIndices)[0]!));
    expect(b.length).toBe(3);
  });

  it('computes every row when the store is full', () => {
    const base = tinyModel();
    installSharedRows(createSharedRowsBuffer(0, 16)); // room for the header and a few small entries only
    const vocab = base.vocabulary;
    const words = vocab.flatMap((a) => vocab.filter((b) => b !== a).map((b) => `${a} ${b}`)); // ~180 two-word cards
    const rows = similarityRows(base, cardsOf(base, words), base.clueIndices);
    installSharedRows(null);
    const shared = rows.filter((r) => r.buffer instanceof SharedArrayBuffer).length;
    expect(shared).toBeGreaterThan(0);
    expect(shared).toBeLessThan(words.length);
    expect(rows.map(bits)).toEqual(similarityRows(base, cardsOf(base, words), base.clueIndices).map(bits));
  });

  it('a worker thread reads the rows another thread published', async () => {
    const base = tinyModel();
    const buffer = createSharedRowsBuffer(2 ** 20);
    installSharedRows(buffer);
    const mine = similarityRows(base, cardsOf(base, ['whale', 'coin']), base.clueIndices);
    const worker = new Worker(new URL('./fixtures/shared-rows-reader.ts', import.meta.url), { execArgv: devWorkerExecArgv(), workerData: { buffer, cards: ['whale', 'coin', 'rose'] } });
    const got = await new Promise<{ rows: number[][]; shared: boolean[]; computed: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(got.computed).toBe(1); // 'rose' only
    expect(got.shared).toEqual([true, true, true]);
    expect(got.rows.slice(0, 2)).toEqual(mine.map((r) => Array.from(r)));
    installSharedRows(null);
    expect(got.rows[2]).toEqual(Array.from(similarityRows(base, cardsOf(base, ['rose']), base.clueIndices)[0]!));
  });
});
