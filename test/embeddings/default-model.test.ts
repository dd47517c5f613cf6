import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDefaultModel, loadDefaultModelSync, loadModel } from '../../src/embeddings/index.js';
import { MODELS_DIR } from '../../src/embeddings/model-files.js';
import { dotMatrix, packRows } from '../../src/embeddings/similarity-kernel.js';
import { dot } from './helpers.js';

const model = loadDefaultModelSync();
const manifest = JSON.parse(readFileSync(join(MODELS_DIR, 'en', 'manifest.json'), 'utf8')) as Record<string, number>;
const cards = ['en-original.txt', 'en-duet.txt'].flatMap((f) =>
  readFileSync(join(MODELS_DIR, '..', 'data', 'wordlists', f), 'utf8').split('\n').filter((l) => l.trim().length > 0),
);
const stopwords = readFileSync(join(MODELS_DIR, '..', 'scripts', 'lists', 'en-stopwords.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.length > 0 && !l.startsWith('#'));

describe('default English model', () => {
  it('matches its manifest and is cached per process', async () => {
    expect(model.name).toBe('glove-6b-100d-en');
    expect(model.lang).toBe('en');
    expect(model.dimensions).toBe(manifest['dimensions']);
    expect(model.vocabulary.length).toBe(manifest['vocabularySize']);
    expect(model.clueIndices.length).toBe(manifest['clueVocabularySize']);
    expect(await loadDefaultModel()).toBe(model);
    expect(await loadModel('en')).toBe(model);
  });

  it('has a vector for every card of both English lists (multi-word cards included)', () => {
    expect(cards.length).toBe(800);
    const missing = cards.filter((c) => !model.has(c));
    expect(missing).toEqual([]);
  });

  it('stores unit vectors, so similarity is a symmetric dot product in [-1, 1]', () => {
    for (const i of [0, 1234, model.vocabulary.length - 1]) expect(dot(model.vectorAt(i), model.vectorAt(i))).toBeCloseTo(1, 5);
    const s = model.similarity('shark', 'whale');
    expect(s).not.toBeNull();
    expect(s).toBeCloseTo(model.similarity('WHALE', ' Shark') as number, 6);
    expect(s as number).toBeGreaterThan(model.similarity('shark', 'tuesday') as number);
  });

  it('lists sea animals as the neighbours of shark', () => {
    const top = model.neighbours('shark', 10).map((n) => n.word);
    expect(top).not.toContain('shark');
    expect(top).toEqual(expect.arrayContaining(['whale', 'dolphin']));
  });

  it('keeps the clue vocabulary to real words: lowercase letters, no stopwords, ascending frequency rank', () => {
    const clues = [...model.clueIndices].map((i) => model.vocabulary[i] as string);
    expect(clues.every((w) => /^[a-z]+$/.test(w))).toBe(true);
    expect(clues.filter((w) => stopwords.includes(w))).toEqual([]);
    for (const bad of ['the', 'of', 'ii', 'km', 'mph']) expect(clues).not.toContain(bad);
    for (const good of ['ocean', 'paris', 'ox']) expect(clues).toContain(good);
    expect([...model.clueIndices].every((v, i, a) => i === 0 || v > (a[i - 1] as number))).toBe(true);
  });

  it('reads words people say that are never clues: stopwords, British spellings, acronyms, names (recognition-only)', () => {
    const clueSet = new Set(model.clueIndices);
    for (const w of ['colour', 'theatre', 'under', 'myself', 'nasa', 'dna', 'nba', 'katana', 'supervillain', 'spiderman']) {
      const i = model.indexOf(w);
      expect(i, w).toBeGreaterThanOrEqual(0);
      expect(clueSet.has(i), w).toBe(false);
    }
    expect(model.similarity('colour', 'color') as number).toBeGreaterThan(model.similarity('colour', 'tuesday') as number);
    // The blocklist keeps slurs out of the model entirely, not just out of the clues.
    for (const w of ['nigger', 'faggot', 'cunt']) expect(model.has(w), w).toBe(false);
    // Neighbours can name recognition words; --clues-only keeps to the clue vocabulary.
    const clueOnly = model.neighbours('nasa', 10, { cluesOnly: true });
    expect(clueOnly.every((n) => clueSet.has(model.indexOf(n.word)))).toBe(true);
    expect(model.vocabulary.length - model.clueIndices.length).toBe(manifest['nonClueWords']);
  });

  it('builds a multi-word card from its parts: normalised mean, stopwords skipped', () => {
    const ice = model.lookup('ICE CREAM');
    expect(ice).toMatchObject({ ok: true, kind: 'compound', tokens: ['ice', 'cream'] });
    const sum = (model.vector('ice') as Float32Array).map((x, d) => x + (model.vector('cream') as Float32Array)[d]!);
    const norm = Math.sqrt(dot(sum, sum));
    if (!ice.ok) throw new Error('unreachable');
    ice.vector.forEach((x, d) => expect(x).toBeCloseTo(sum[d]! / norm, 5));
    expect(model.lookup('JOAN OF ARC')).toMatchObject({ ok: true, tokens: ['joan', 'arc'] });
    expect(model.lookup('ST.PATRICK')).toMatchObject({ ok: true, tokens: ['st', 'patrick'] });
    expect(model.lookup('ice-cream')).toMatchObject({ ok: true, kind: 'compound' });
  });

  it('reports out-of-vocabulary words explicitly, never as NaN', () => {
    expect(model.lookup('qzxjvw')).toEqual({ ok: false, reason: 'oov', missing: ['qzxjvw'] });
    expect(model.lookup('ice qzxjvw')).toEqual({ ok: false, reason: 'oov', missing: ['qzxjvw'] });
    expect(model.vector('qzxjvw')).toBeNull();
    expect(model.similarity('shark', 'qzxjvw')).toBeNull();
    expect(model.indexOf('qzxjvw')).toBe(-1);
    expect(() => model.neighbours('qzxjvw')).toThrow(expect.objectContaining({ code: 'model/unknown-word' }));
    expect(() => model.vectorAt(-1)).toThrow(expect.objectContaining({ code: 'model/unknown-word' }));
  });

  it('similarityMatrix agrees with similarity() and defaults to the clue vocabulary', () => {
    const board = ['SHARK', 'ICE CREAM', 'BERLIN'].map((w) => model.vector(w) as Float32Array);
    const m = model.similarityMatrix(board);
    const n = model.clueIndices.length;
    expect(m.length).toBe(3 * n);
    const j = model.clueIndices.indexOf(model.indexOf('ocean'));
    expect(m[j]).toBeCloseTo(model.similarity('shark', 'ocean') as number, 5);
    expect(m[n + j]).toBeCloseTo(model.similarity('ice cream', 'ocean') as number, 5);
  });

  it('similarityMatrix on real rows: the packed clue rows, the same list gathered and the TS kernel agree', () => {
    // 25 cards (compounds included), so the two-row blocks and the one-row tail both run
    const names = ['AFRICA', 'ICE CREAM', 'SHARK', 'BERLIN', 'PIANO', 'LOCH NESS', 'WHALE', 'SPY', 'CASINO', 'NEW YORK', 'PIRATE', 'ROBOT', 'SCUBA DIVER', 'DRAGON', 'CHURCH', 'MOSCOW', 'TRAIN', 'GHOST', 'OLYMPUS', 'SOLDIER', 'DINOSAUR', 'BANK', 'CHOCOLATE', 'LEMON', 'PYRAMID'];
    const board = names.map((w) => model.vector(w) as Float32Array);
    model.similarityMatrix(board);
    const packed = model.similarityMatrix(board); // the clue list itself: its packed copy from the second call on
    const gathered = model.similarityMatrix(board, Int32Array.from(model.clueIndices));
    const v0 = model.vectorAt(0);
    const store = new Float32Array(v0.buffer, v0.byteOffset, model.vocabulary.length * model.dimensions);
    const ts = dotMatrix(store, model.dimensions, packRows(board, model.dimensions), model.clueIndices);
    let worst = 0;
    for (let i = 0; i < ts.length; i++) worst = Math.max(worst, Math.abs(packed[i]! - ts[i]!), Math.abs(gathered[i]! - ts[i]!));
    expect(worst).toBeLessThan(1e-5);
    expect(model.similarityMatrix(board)).toEqual(packed); // the second call reuses the packed copy
  });

  it('similarityMatrixAsync (ONNX Runtime here) gives the same matrix, also for a short candidate list', async () => {
    const board = ['SHARK', 'ICE CREAM', 'BERLIN', 'PIANO', 'SPY'].map((w) => model.vector(w) as Float32Array);
    const sync = model.similarityMatrix(board);
    const fast = await model.similarityMatrixAsync!(board);
    expect(fast.length).toBe(sync.length);
    let worst = 0;
    for (let i = 0; i < sync.length; i++) worst = Math.max(worst, Math.abs(fast[i]! - sync[i]!));
    expect(worst).toBeLessThan(1e-5);
    // A large candidate list that is not the clue vocabulary itself goes through the full-table kernel.
    const copy = await model.similarityMatrixAsync!(board, Int32Array.from(model.clueIndices));
    let worstCopy = 0;
    for (let i = 0; i < sync.length; i++) worstCopy = Math.max(worstCopy, Math.abs(copy[i]! - sync[i]!));
    expect(worstCopy).toBeLessThan(1e-5);
    const few = Int32Array.of(model.indexOf('ocean'), model.indexOf('music'));
    const small = await model.similarityMatrixAsync!(board, few);
    expect(small[0]).toBeCloseTo(model.similarity('shark', 'ocean') as number, 5);
    expect(small[7]).toBeCloseTo(model.similarity('piano', 'music') as number, 5);
  });
});
