/**
 * The blended model and the human-style reading of unknown clues, on small hand-made models.
 */
import { describe, expect, it } from 'vitest';
import { createArrayModel } from '../../src/agents/array-model.js';
import { blendModels } from '../../src/agents/blend-model.js';
import { resolveWord } from '../../src/agents/resolve-word.js';
import { tinyModel } from './tiny-model.js';

const other = createArrayModel({
  name: 'other', lang: 'xx', dimensions: 2,
  words: ['fish', 'whale', 'pet', 'only'],
  vectors: Float32Array.of(1, 0, 0.6, 0.8, 0, 1, 0.8, 0.6),
});

describe('blendModels', () => {
  const a = tinyModel();
  const both = blendModels(a, other, 0.4);

  it('gives the weighted mean of the two cosines for words both models know', () => {
    for (const [x, y] of [['fish', 'whale'], ['pet', 'fish'], ['whale', 'pet']] as const) {
      expect(both.similarity(x, y)!).toBeCloseTo(0.4 * a.similarity(x, y)! + 0.6 * other.similarity(x, y)!, 5);
    }
  });

  it("uses one model's cosine when only it knows a word, and is explicit about unknown words", () => {
    expect(both.similarity('bank', 'fish')!).toBeCloseTo(a.similarity('bank', 'fish')!, 5);
    expect(both.similarity('only', 'fish')!).toBeCloseTo(other.similarity('only', 'fish')!, 5);
    expect(both.lookup('zorblax')).toMatchObject({ ok: false, reason: 'oov' });
    expect(both.indexOf('only')).toBeGreaterThanOrEqual(a.vocabulary.length);
  });

  it('refuses weights outside (0, 1) and models of different languages', () => {
    expect(() => blendModels(a, other, 1)).toThrow(expect.objectContaining({ code: 'agent/bad-option' }));
    const en = createArrayModel({ name: 'en', lang: 'en', dimensions: 1, words: ['x'], vectors: Float32Array.of(1) });
    expect(() => blendModels(a, en)).toThrow(expect.objectContaining({ code: 'model/language-mismatch' }));
  });
});

describe('resolveWord', () => {
  const m = tinyModel();
  it('keeps known words, fixes a typo in a long word, splits run-together words, strips decorations', () => {
    expect(resolveWord(m, 'garden')).toBe('garden');
    expect(resolveWord(m, 'gardne')).toBe('garden');
    expect(resolveWord(m, 'petmeal')).toBe('pet meal');
    expect(resolveWord(m, 'xxcash')).toBeNull(); // a half that is no word does not split
    expect(resolveWord(m, 'cashmeal')).toBe('cash meal');
    expect(resolveWord(m, "garden's")).toBe('garden');
    expect(resolveWord(m, 'sea007')).toBe('sea');
    expect(resolveWord(m, 'xyzzy')).toBeNull();
  });
});
