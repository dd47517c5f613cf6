/**
 * `model bridge` on small dictionaries the tests write (dictd in the FreeDict and Mueller styles, TSV): the
 * sense weighting, the clue vocabulary from the lexicon, lemma folding, reproducibility, and every bad input
 * as a typed error naming the file and the fix.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBridge } from '../../src/embeddings/bridge/build-bridge.js';
import { dictionaryFile } from '../../src/embeddings/bridge/dictionary-sources.js';
import { pairsOfEntries } from '../../src/embeddings/bridge/senses.js';
import { clearModelCache, loadModel, loadModelSync } from '../../src/embeddings/index.js';
import { getLanguageSync } from '../../src/lang/index.js';
import { cli as runCli } from '../cli/run-cli.js';
import { EN_HU, EN_RU, HU_EN, writeDictd } from './fixtures.js';

const tmp = mkdtempSync(join(tmpdir(), 'cn-bridge-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const dicts = join(tmp, 'dicts');
mkdirSync(dicts);
const huEn = writeDictd(dicts, 'freedict-hun-eng', HU_EN);
const enHu = writeDictd(dicts, 'freedict-eng-hun', EN_HU);
const mueller = writeDictd(dicts, 'mueller7', EN_RU);
const en = loadModelSync('en');

/** The CLI in process (test/cli/run-cli.ts), in the test's folder. */
const cli = (...argv: string[]): Promise<{ code: number; out: string; err: string }> => runCli(argv, { cwd: tmp });

const cos = (a: Float32Array, b: Float32Array): number => a.reduce((s, x, i) => s + x * (b[i] as number), 0);

describe('model bridge (Hungarian, FreeDict-style dictd fixtures)', () => {
  const out = join(tmp, 'hu');
  const result = buildBridge({ lang: 'hu', dictionaries: [dictionaryFile(huEn), dictionaryFile(enHu)], out });
  const model = loadModelSync(out);

  it('writes a normal model folder of the language that model info reads', async () => {
    expect(model.lang).toBe('hu');
    expect(result.manifest).toMatchObject({ format: 'cnvm', lang: 'hu', dimensions: 100 });
    const info = await cli('model', 'info', '--model', out, '--json');
    expect(info.code).toBe(0);
    expect(JSON.parse(info.out)).toMatchObject({ lang: 'hu', vocabularySize: model.vocabulary.length, clueVocabularySize: model.clueIndices.length });
  });

  it('places a word by its translations, first and confirmed senses above stray ones', () => {
    expect(model.similarity('kutya', 'eb')).toBeGreaterThan(0.8);
    const nyul = model.vector('nyúl')!;
    expect(cos(nyul, en.vector('rabbit')!)).toBeGreaterThan(cos(nyul, en.vector('finger')!));
    // FOG: the noun 'tooth' (confirmed by the English->Hungarian entry) outweighs the verb readings.
    const fog = model.vector('fog')!;
    expect(cos(fog, en.vector('tooth')!)).toBeGreaterThan(cos(fog, en.vector('hold')!));
    // ORVOS: single words count more than the phrase 'medical man'.
    expect(model.similarity('orvos', 'doktor')).toBeGreaterThan(0.8);
  });

  it('keeps only real words of the language as clues, folds inflected forms into the lemma, fixes û/ô', () => {
    const hu = getLanguageSync('hu');
    const clues = Array.from(model.clueIndices, (i) => model.vocabulary[i]!);
    expect(clues.length).toBeGreaterThan(5);
    for (const w of clues) expect(hu.isWord(w)).toBe(true);
    expect(model.indexOf('kutyák')).toBe(-1);
    expect(model.lookup('kutyák')).toMatchObject({ ok: true, tokens: ['kutya'] });
    expect(model.indexOf('szökőkút')).toBeGreaterThanOrEqual(0);
    expect(model.indexOf('szökôkút')).toBe(-1);
  });

  it('places the cards no dictionary covers from the hand table', () => {
    expect(result.cards.table).toContain('csokoládé');
    expect(model.similarity('csokoládé', 'sajt')).not.toBeNull();
  });

  it('gives the same bytes for the same inputs', () => {
    const again = join(tmp, 'hu-again');
    buildBridge({ lang: 'hu', dictionaries: [dictionaryFile(huEn), dictionaryFile(enHu)], out: again });
    const sum = (f: string): string => createHash('sha256').update(readFileSync(f)).digest('hex');
    expect(sum(join(again, 'vectors.bin'))).toBe(sum(join(out, 'vectors.bin')));
    expect(readFileSync(join(again, 'manifest.json'), 'utf8')).toBe(readFileSync(join(out, 'manifest.json'), 'utf8'));
  });
});

describe('model bridge (Russian, Mueller-style and TSV)', () => {
  it('reads Mueller entries: translations kept, idioms and examples after them left out', () => {
    const out = join(tmp, 'ru');
    buildBridge({ lang: 'ru', dictionaries: [dictionaryFile(mueller)], out });
    const ru = loadModelSync(out);
    expect(ru.lang).toBe('ru');
    expect(ru.similarity('акула', 'дельфин')).toBeGreaterThan(0.5);
    expect(ru.indexOf('варенье')).toBeGreaterThanOrEqual(0);
    expect(ru.indexOf('мёд')).toBeGreaterThanOrEqual(0);
    expect(ru.indexOf('пробка')).toBe(-1); // the translation of the idiom 'traffic jam'
    expect(ru.indexOf('холодильнике')).toBe(-1);
  });

  it('a label marks the items from where it stands, not the ones before it in the sense', () => {
    const text = 'sword\n   [so:d] _n.\n   1) меч; шпага; the sword of justice меч правосудия; _перен. кончить войну\n   2) _разг. сила оружия; война\n';
    const pairs = pairsOfEntries([{ headword: 'sword', text }], 'reverse', 'ru');
    const marked = Object.fromEntries(pairs.map((p) => [p.word, p.marked]));
    expect(marked).toEqual({ меч: false, шпага: false, 'сила оружия': true, война: true });
    const mid = pairsOfEntries([{ headword: 'game', text: 'game\n 1) игра; _спорт. партия\n' }], 'reverse', 'ru');
    expect(mid.map((p) => [p.word, p.marked])).toEqual([['игра', false], ['партия', true]]);
  });

  it('bridges a language with the user\'s own TSV dictionary, through the CLI', async () => {
    const tsv = join(dicts, 'my-ru-en.tsv');
    writeFileSync(tsv, '# my dictionary\nлиса\tfox\nволк\twolf\nволк\tpredator\t0.5\nзаяц\thare\nзаяц\trabbit\n');
    const out = join(tmp, 'ru-tsv');
    const r = await cli('model', 'bridge', '--lang', 'ru', '--dict', tsv, '--out', out);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/bridged \d+ ru words/);
    clearModelCache();
    const ru = await loadModel(out);
    // One translation: the English word's own vector (within the int8 rounding); two: the weighted mean.
    expect(cos(ru.vector('лиса')!, en.vector('fox')!)).toBeGreaterThan(0.99);
    const volk = ru.vector('волк')!;
    expect(cos(volk, en.vector('wolf')!)).toBeGreaterThan(cos(volk, en.vector('predator')!));
    expect(Array.from(ru.clueIndices, (i) => ru.vocabulary[i])).toEqual(expect.arrayContaining(['лиса', 'волк', 'заяц']));
  });
});

describe('model bridge: bad input', () => {
  const err = (f: () => unknown): unknown => {
    try {
      f();
    } catch (e) {
      return e;
    }
    throw new Error('expected an error');
  };

  it('refuses an unknown format, naming the file and the formats it reads', () => {
    const e = err(() => dictionaryFile(join(dicts, 'words.txt')));
    expect(e).toMatchObject({ code: 'model/bad-dictionary', message: expect.stringContaining('words.txt') });
    expect((e as Error).message).toMatch(/dictd.*TSV/s);
  });

  it('refuses a truncated dictd data file and an empty index', () => {
    const dir = join(tmp, 'bad');
    mkdirSync(dir);
    const index = writeDictd(dir, 'freedict-hun-eng', HU_EN);
    const dz = join(dir, 'freedict-hun-eng.dict.dz');
    writeFileSync(dz, readFileSync(dz).subarray(0, 20));
    expect(err(() => buildBridge({ lang: 'hu', dictionaries: [dictionaryFile(index)], out: join(tmp, 'x') }))).toMatchObject({ code: 'model/bad-dictionary', message: expect.stringContaining('freedict-hun-eng.dict.dz') });
    const empty = join(dir, 'empty.index');
    writeFileSync(empty, '');
    writeFileSync(join(dir, 'empty.dict'), '');
    expect(err(() => buildBridge({ lang: 'hu', dictionaries: [dictionaryFile(empty)], out: join(tmp, 'x') }))).toMatchObject({ code: 'model/bad-dictionary', message: expect.stringContaining('empty.index') });
  });

  it('refuses an empty TSV file and a malformed line, with its number', () => {
    const empty = join(dicts, 'empty.tsv');
    writeFileSync(empty, '# nothing yet\n');
    expect(err(() => buildBridge({ lang: 'ru', dictionaries: [dictionaryFile(empty)], out: join(tmp, 'x') }))).toMatchObject({ code: 'model/bad-dictionary', message: expect.stringContaining('empty.tsv') });
    const bad = join(dicts, 'bad.tsv');
    writeFileSync(bad, 'лиса\tfox\nволк wolf\n');
    expect(err(() => buildBridge({ lang: 'ru', dictionaries: [dictionaryFile(bad)], out: join(tmp, 'x') }))).toMatchObject({ code: 'model/bad-dictionary', message: expect.stringContaining('line 2') });
  });

  it('refuses a language without a lexicon, pointing to model import', () => {
    const tsv = join(dicts, 'de.tsv');
    writeFileSync(tsv, 'hund\tdog\n');
    const e = err(() => buildBridge({ lang: 'de', dictionaries: [dictionaryFile(tsv)], out: join(tmp, 'x') }));
    expect(e).toMatchObject({ code: 'model/no-lexicon', message: expect.stringContaining('model import') });
  });

  it('refuses a model of one language used with another, naming the model and the fix', async () => {
    const r = await cli('clue', '--lang', 'ru', '--model', join(tmp, 'hu'), '--team', 'red', '--board', 'КИТ,АКУЛА', '--key', 'red,blue');
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('model/language-mismatch');
    expect(r.err).toContain(join(tmp, 'hu'));
  });

  it('says what is missing for a language with no model, and the two ways in', async () => {
    const r = await cli('clue', '--lang', 'he', '--team', 'red', '--board', 'כלב,חתול', '--key', 'red,blue');
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('model/no-language-model');
    expect(r.err).toContain('model import');
    expect(r.err).toContain('model bridge --lang he --dict');
  });
});
