import { describe, expect, it } from 'vitest';
import { JsonTokenizer } from '../../scripts/lib/json-tokens.mjs';
import { lcg } from './helpers.js';

/** Tokens of `text` fed in chunks of the given sizes (cycled). */
function tokens(text: string, sizes: number[]): Array<[string, string | undefined]> {
  const out: Array<[string, string | undefined]> = [];
  const t = new JsonTokenizer((type, value) => out.push([type, value]));
  let i = 0;
  let k = 0;
  while (i < text.length) {
    const n = sizes[k++ % sizes.length]!;
    t.write(text.slice(i, i + n));
    i += n;
  }
  t.end();
  return out;
}

// The shape of the GloVe package file, with escapes, unicode, exponents and negative numbers.
const doc = JSON.stringify({
  precision: 8,
  words: ['the', ',', '"', "'s", 'café', 'a\\b', '😀'],
  vectors: { the: [-0.038194, 1e-7, 2.5e10, 0, 5.82, 0], '"': [1, -2, 3] },
  unkVector: [0, 0, true, false, null],
});

describe('streaming JSON tokenizer (build script)', () => {
  const whole = tokens(doc, [doc.length]);

  it('yields the tokens of the document, strings decoded and numbers as written', () => {
    expect(whole.slice(0, 6)).toEqual([['{', undefined], ['string', 'precision'], [':', undefined], ['number', '8'], [',', undefined], ['string', 'words']]);
    const strings = whole.filter(([t]) => t === 'string').map(([, v]) => v);
    expect(strings).toEqual(expect.arrayContaining(['"', "'s", 'café', 'a\\b', '😀']));
    expect(whole.filter(([t]) => t === 'number').map(([, v]) => v)).toContain('-0.038194');
    expect(whole.filter(([t]) => t === 'literal').map(([, v]) => v)).toEqual(['true', 'false', 'null']);
  });

  it('gives the same tokens whatever the chunk boundaries (inside strings, escapes and numbers)', () => {
    for (const sizes of [[1], [2], [3, 7], [5, 1, 11]]) expect(tokens(doc, sizes)).toEqual(whole);
    const next = lcg(99);
    for (let trial = 0; trial < 20; trial++) {
      const sizes = Array.from({ length: 8 }, () => 1 + Math.floor((next() + 1) * 20));
      expect(tokens(doc, sizes)).toEqual(whole);
    }
  });

  it('rejects garbage and a document cut inside a string', () => {
    expect(() => tokens('{"a": nope}', [100])).toThrow(/unexpected 'nope'/);
    expect(() => tokens('{"abc', [100])).toThrow(/ends inside a token/);
  });
});
