/**
 * The WordNet mind: loads from models/wordnet-en, behaves as an EmbeddingModel (unit vectors, explicit
 * OOV, compounds, lemma fallback), and knows what WordNet knows.
 */
import { describe, expect, it } from 'vitest';
import { loadWordNetMind } from '../../src/agents/wordnet-mind.js';
import { isCodenamesError } from '../../src/errors.js';

describe('loadWordNetMind', () => {
  const wn = loadWordNetMind();

  it('is a model with a frequency-ordered vocabulary and a clue vocabulary', () => {
    expect(wn.lang).toBe('en');
    expect(wn.vocabulary.length).toBeGreaterThan(20_000);
    expect(wn.clueIndices.length).toBeGreaterThan(20_000);
    expect(wn.indexOf('house')).toBeLessThan(wn.indexOf('hoagie'));
    let norm = 0;
    for (const x of wn.vectorAt(wn.indexOf('piano'))) norm += x * x;
    expect(norm).toBeCloseTo(1, 4);
  });

  it('knows WordNet relations: kinds, synonyms and glosses', () => {
    const s = (a: string, b: string): number => wn.similarity(a, b)!;
    expect(s('piano', 'violin')).toBeGreaterThan(s('piano', 'bank'));
    expect(s('sub', 'sandwich')).toBeGreaterThan(s('sub', 'tree'));
    expect(s('ocean', 'sea')).toBeGreaterThan(s('ocean', 'pencil'));
    expect(wn.neighbours('dog', 5).map((n) => n.word)).not.toContain('dog');
  });

  it('handles inflections, multi-word cards and unknown words explicitly', () => {
    expect(wn.lookup('animals')).toMatchObject({ ok: true, tokens: ['animal'] });
    expect(wn.lookup('ICE CREAM').ok).toBe(true);
    expect(wn.lookup('zorblaxian')).toEqual({ ok: false, reason: 'oov', missing: ['zorblaxian'] });
    expect(wn.similarity('zorblaxian', 'dog')).toBeNull();
  });

  it('reports a missing model folder as model/not-found', () => {
    try {
      loadWordNetMind('/nonexistent/wordnet');
      expect.unreachable();
    } catch (e) {
      expect(isCodenamesError(e, 'model/not-found')).toBe(true);
    }
  });
});
