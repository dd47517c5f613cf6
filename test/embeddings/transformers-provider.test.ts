import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDefaultModelSync, loadModel } from '../../src/embeddings/index.js';
import { loadTransformersModel, tokenizerWords } from '../../src/embeddings/transformers-provider.js';

// fixtures/tiny-glove: 400 words of the default model as a Gather ONNX graph (scripts/build-transformers-fixture.mjs)
const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'tiny-glove');
const tmp = mkdtempSync(join(tmpdir(), 'cn-tf-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('transformers.js provider (offline, tiny fixture model)', () => {
  it('embeds a given vocabulary through pipeline(feature-extraction) and matches the GloVe rows', async () => {
    const glove = loadDefaultModelSync();
    const m = await loadTransformersModel(FIXTURE, { vocabulary: ['shark', 'whale', 'dolphin', 'piano', 'Ocean', 'qqqzzz'], lang: 'en', batchSize: 4 });
    expect(m.dimensions).toBe(100);
    expect(m.lang).toBe('en');
    // 'qqqzzz' is unknown to the tokenizer (an all-zero [UNK] row): left out, so it is OOV rather than NaN
    expect(m.vocabulary).toEqual(['shark', 'whale', 'dolphin', 'piano', 'ocean']);
    expect(m.has('qqqzzz')).toBe(false);
    // summary number: the same cosine as the compact model, within float tolerance
    expect(m.similarity('shark', 'whale')).toBeCloseTo(glove.similarity('shark', 'whale') as number, 4);
    expect(m.neighbours('shark', 2).map((n) => n.word)).toEqual(['whale', 'dolphin']);
  });

  it("defaults to the tokenizer's whole-word vocabulary and is reachable through loadModel(path)", async () => {
    const m = await loadModel(FIXTURE);
    expect(m.vocabulary.length).toBe(400);
    expect(m.vocabulary).not.toContain('[unk]');
    expect(m.clueIndices.length).toBe(400);
    expect(m.lookup('ice cream')).toMatchObject({ ok: true, kind: 'compound' });
  });

  it('tokenizerWords keeps whole words only and strips word-start markers', () => {
    const wp = { model: { type: 'WordPiece', vocab: { '[PAD]': 0, the: 1, '##ing': 2, Sea: 3, '42': 4, a: 5 } } };
    expect(tokenizerWords(wp, 10)).toEqual(['the', 'sea']);
    const uni = { model: { type: 'Unigram', vocab: [['▁кошка', -1], ['▁', -2], ['ка', -3], ['▁море', -4]] } };
    expect(tokenizerWords(uni, 10)).toEqual(['кошка', 'ка', 'море']);
    expect(tokenizerWords(uni, 1)).toEqual(['кошка']);
  });

  it('names the missing files of an incomplete folder', async () => {
    const dir = join(tmp, 'no-weights');
    cpSync(FIXTURE, dir, { recursive: true });
    rmSync(join(dir, 'onnx'), { recursive: true });
    await expect(loadTransformersModel(dir)).rejects.toMatchObject({ code: 'model/missing-files', message: expect.stringContaining('onnx/model.onnx') });
    await expect(loadTransformersModel(join(tmp, 'absent'))).rejects.toMatchObject({ code: 'model/not-found' });
  });
});
