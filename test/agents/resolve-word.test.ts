/**
 * resolveWord on a model with recognition-only words (in the vocabulary, not in clueIndices), like the default
 * English model's stopwords and acronyms: they are read as themselves, but never chosen as the reading of a
 * typo or as half of a run-together word.
 */
import { describe, expect, it } from 'vitest';
import { createArrayModel } from '../../src/agents/array-model.js';
import { resolveWord } from '../../src/agents/resolve-word.js';

// Frequency order: 'which' and 'th' are frequent but recognition-only; 'sandwich' is rarer than 'sand'.
const words = ['which', 'th', 'sand', 'james', 'bond', 'sandwich', 'nasa'];
const vectors = Float32Array.from(words.flatMap((_, i) => [Math.cos(i), Math.sin(i)]));

function model(clueWords: readonly string[]) {
  const clueIndices = Int32Array.from(words.flatMap((w, i) => (clueWords.includes(w) ? [i] : [])));
  return createArrayModel({ name: 'rec', lang: 'en', dimensions: 2, words, vectors, clueIndices });
}

describe('resolveWord with recognition-only words', () => {
  const withRecognition = model(['sand', 'james', 'bond', 'sandwich']);

  it('reads a recognition-only word as itself', () => {
    expect(resolveWord(withRecognition, 'nasa')).toBe('nasa');
    expect(resolveWord(withRecognition, 'WHICH')).toBe('WHICH');
  });

  it('fixes a typo to a clue word rather than splitting off a recognition-only word', () => {
    expect(resolveWord(withRecognition, 'sandwhich')).toBe('sandwich');
    // Were 'which' a clue word, the split of two frequent words would win: the rule above is what decides.
    expect(resolveWord(model(['sand', 'which', 'sandwich']), 'sandwhich')).toBe('sand which');
  });

  it('still splits run-together clue words and does not read a short leftover as a recognition token', () => {
    expect(resolveWord(withRecognition, 'jamesbond')).toBe('james bond');
    expect(resolveWord(withRecognition, '17th')).toBeNull();
  });
});
