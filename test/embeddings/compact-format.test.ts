import { describe, expect, it } from 'vitest';
import { decodeCompact, encodeCompact } from '../../src/embeddings/compact-format.js';
import { isCodenamesError } from '../../src/errors.js';
import { dot, randomRows } from './helpers.js';

const words = Array.from({ length: 300 }, (_, i) => `w${i}`);
const raw = randomRows(300, 32, 7);
const input = { name: 'test', lang: 'xx', dimensions: 32, words, vectors: raw, clueIndices: [0, 5, 299], stopwords: ['w1'] };

describe('compact format', () => {
  it('round-trips words, clue indices, header and unit vectors within int8 precision', () => {
    const data = decodeCompact(encodeCompact(input), 'mem.bin');
    expect(data.words).toEqual(words);
    expect([...data.clueIndices]).toEqual([0, 5, 299]);
    expect(data.header).toMatchObject({ name: 'test', lang: 'xx', dimensions: 32, count: 300, stopwords: ['w1'] });
    let worst = 0;
    for (let r = 0; r < 300; r++) {
      const got = data.vectors.subarray(r * 32, r * 32 + 32);
      const want = raw.subarray(r * 32, r * 32 + 32);
      expect(Math.abs(dot(got, got) - 1)).toBeLessThan(1e-5);
      // cosine between the decoded row and the original direction
      worst = Math.max(worst, 1 - dot(got, want) / Math.sqrt(dot(want, want)));
    }
    expect(worst).toBeLessThan(1e-3);
  });

  it('is deterministic: the same input gives the same bytes', () => {
    expect(Buffer.from(encodeCompact(input)).equals(Buffer.from(encodeCompact({ ...input, vectors: Float64Array.from(raw) })))).toBe(true);
  });

  it('rejects an empty vocabulary and a zero vector with typed errors', () => {
    expect(() => encodeCompact({ ...input, words: [], vectors: [], clueIndices: [] })).toThrow(expect.objectContaining({ code: 'model/empty-vocabulary' }));
    const zero = Float64Array.from(raw);
    zero.fill(0, 32, 64);
    try {
      encodeCompact({ ...input, vectors: zero });
      expect.unreachable();
    } catch (e) {
      expect(isCodenamesError(e, 'model/bad-vector-file')).toBe(true);
      expect((e as Error).message).toContain("'w1'");
    }
  });

  it('names the file for bad magic, a wrong version and truncation', () => {
    const good = encodeCompact(input);
    const badMagic = Uint8Array.from(good);
    badMagic[0] = 0x58;
    expect(() => decodeCompact(badMagic, 'x.bin')).toThrow(expect.objectContaining({ code: 'model/bad-magic', message: expect.stringContaining('x.bin') }));
    const badVersion = Uint8Array.from(good);
    badVersion[4] = 9;
    expect(() => decodeCompact(badVersion, 'v.bin')).toThrow(expect.objectContaining({ code: 'model/bad-magic', message: expect.stringContaining('version 9') }));
    expect(() => decodeCompact(good.subarray(0, good.length - 1), 't.bin')).toThrow(expect.objectContaining({ code: 'model/truncated', message: expect.stringContaining('t.bin') }));
    expect(() => decodeCompact(good.subarray(0, 20), 't.bin')).toThrow(expect.objectContaining({ code: 'model/truncated' }));
  });
});
