/**
 * The one embedding core: every model kind (a vector table, an array model, a blend) follows the same
 * look-up and compound rules, and the kernels agree exactly where they promise to.
 */
import { describe, expect, it } from 'vitest';
import { createModelCore, normaliseWord } from '../../src/embeddings/model-core.js';
import { createVectorModel } from '../../src/embeddings/vector-model.js';
import { createArrayModel } from '../../src/agents/array-model.js';
import { blendModels } from '../../src/agents/blend-model.js';
import { dotMatrix, dotRows } from '../../src/embeddings/similarity-kernel.js';

const words = ['ice', 'cream', 'loch', 'ness', 'of', 'arc', 'joan', 'x'];
const raw = [1, 0, 0, 0, 0.6, 0.8, 0, 0, 0, 0, 1, 0, 0, 0, 0.8, 0.6, 0, 1, 0, 0, 0.5, 0.5, 0.5, 0.5, 0, 0.6, 0, 0.8, -1, 0, 0, 0];
const unit = Float32Array.from(raw);
for (let i = 0; i < words.length; i++) {
  let n = 0;
  for (let d = 0; d < 4; d++) n += unit[i * 4 + d]! ** 2;
  for (let d = 0; d < 4; d++) unit[i * 4 + d] = unit[i * 4 + d]! / Math.sqrt(n);
}
const table = createVectorModel({ name: 'v', lang: 'xx', dimensions: 4, words, vectors: unit, clueIndices: Int32Array.of(0, 1, 2, 3, 5, 6, 7), stopwords: ['of'] });
const array = createArrayModel({ name: 'a', lang: 'xx', dimensions: 4, words, vectors: Float32Array.from(raw), stopwords: ['of'] });

describe('the embedding core', () => {
  it('normalises case, Unicode form and inner whitespace in one way', () => {
    expect(normaliseWord('  Ice   CREAM ')).toBe('ice cream');
    expect(normaliseWord('CAFE\u0301')).toBe('café');
  });

  it('gives the same look-ups for a vector table and an array model (one compound rule)', () => {
    for (const card of ['ICE CREAM', 'LOCH-NESS', 'JOAN OF ARC', 'ice.cream', 'Ice_Cream', 'OF', 'ICE ZORB', 'X-ICE']) {
      const a = table.lookup(card);
      const b = array.lookup(card);
      expect(a.ok).toBe(b.ok);
      if (a.ok && b.ok) {
        expect(a.kind).toBe(b.kind);
        expect(a.tokens).toEqual(b.tokens);
        expect(Array.from(a.vector)).toEqual(Array.from(b.vector).map((x) => expect.closeTo(x, 6)));
      } else if (!a.ok && !b.ok) {
        expect(a.missing).toEqual(b.missing);
      }
    }
    expect(table.lookup('JOAN OF ARC')).toMatchObject({ ok: true, kind: 'compound', tokens: ['joan', 'arc'] });
    expect(table.lookup('ICE ZORB')).toMatchObject({ ok: false, missing: ['zorb'] });
    // 'x' is exactly opposite 'ice': their mean is zero, reported as out of vocabulary, never a zero vector.
    expect(table.lookup('X ICE')).toMatchObject({ ok: false, missing: ['x ice'] });
  });

  it('excludes the parts of a compound query from its neighbours, for every kind', () => {
    for (const m of [table, array]) expect(m.neighbours('ICE CREAM', 8).map((n) => n.word)).not.toContain('ice');
  });

  it('runs the exact kernel bit-identically for contiguous and on-demand rows', () => {
    const rows = Float32Array.from(unit.subarray(0, 12));
    const cands = Int32Array.of(7, 0, 3, 5, 1, 2, 6);
    const rowAt = (i: number): Float32Array => unit.subarray(i * 4, i * 4 + 4);
    expect(Array.from(dotRows(rowAt, 4, rows, cands))).toEqual(Array.from(dotMatrix(unit, 4, rows, cands)));
    const core = createModelCore({ name: 'c', lang: 'xx', dimensions: 4, words, clueIndices: cands, row: rowAt });
    expect(Array.from(core.similarityMatrix([rowAt(0), rowAt(1), rowAt(2)]))).toEqual(Array.from(dotMatrix(unit, 4, rows, cands)));
    expect(core.similarity('ice', 'cream')).toBeCloseTo(0.6, 6);
  });

  it('blends on the same core: the blend matrix is its own similarity() exactly', () => {
    const both = blendModels(table, array, 0.4);
    const m = both.similarityMatrix([both.vectorAt(0), both.vectorAt(3)], Int32Array.of(1, 2, 5));
    expect(m[0]).toBe(Math.fround(both.similarity('ice', 'cream')!));
    expect(m[5]).toBe(Math.fround(both.similarity('ness', 'arc')!));
    expect(both.lookup('JOAN OF ARC')).toMatchObject({ ok: true, kind: 'compound' });
  });

  it('refuses an empty vocabulary with a typed error', () => {
    expect(() => createModelCore({ name: 'e', lang: 'xx', dimensions: 1, words: [], clueIndices: new Int32Array(0), row: () => new Float32Array(1) })).toThrow(expect.objectContaining({ code: 'model/empty-vocabulary' }));
  });
});
