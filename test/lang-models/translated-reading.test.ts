/**
 * The translated reading of a bridged language (agents/translated-links.ts) on a small Hungarian bridge built
 * from a TSV dictionary the test writes: `model bridge` writes the translations table, the readings of the
 * bridged model read the English norms through it (main senses, back-translation), the spymaster's
 * explanation names the English words, and a malformed table is a typed error naming file:line.
 */
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBridge } from '../../src/embeddings/bridge/build-bridge.js';
import { dictionaryFile } from '../../src/embeddings/bridge/dictionary-sources.js';
import { loadTranslations, TRANSLATIONS_FILE } from '../../src/embeddings/bridge/translations.js';
import { loadModelSync } from '../../src/embeddings/index.js';
import { readingMinds, boardReader } from '../../src/agents/people/readings.js';
import { reasonsFor } from '../../src/agents/people/clue-explanation.js';
import { CodenamesError } from '../../src/errors.js';
import { createDefaultAgents } from '../../src/agents/defaults.js';
import { createGame, spymasterView } from '../../src/game/index.js';
import { loadWordList } from '../../src/game/word-lists.js';
import { createPeopleGuesser } from '../../src/agents/people/people-guesser.js';
import type { GuesserView } from '../../src/game/types.js';

const tmp = mkdtempSync(join(tmpdir(), 'cn-translated-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// Cards HAJÓ (ship), BÁLNA (whale), AJTÓ (door) of the hu list; clues TENGER (sea), HÁZ (house), DOLOGHÁZ
// (workhouse, which a dictionary also glosses 'house': not the Hungarian word for a house), KOPOG (knock).
const TSV = [
  'hajó\tship', 'hajó\tboat', 'hajó\tvessel',
  'bálna\twhale',
  'ajtó\tdoor',
  'tenger\tsea', 'tenger\tocean',
  'ház\thouse', 'ház\thome',
  'dologház\thouse',
  'kopog\tknock',
  'sajt\tcheese',
  'buzi\tgay', 'buzi\tfruit',
  'kés\tknife', 'kenyér\tbread', 'tej\tmilk', 'macska\tcat', 'kutya\tdog',
].join('\n');
const dict = join(tmp, 'hu-en.tsv');
writeFileSync(dict, `${TSV}\n`);
const out = join(tmp, 'hu');
buildBridge({ lang: 'hu', dictionaries: [dictionaryFile(dict)], out });

describe('the translated reading of a bridged model', () => {
  it('model bridge writes each word\'s translations, strongest first, with their shares', () => {
    const t = loadTranslations(out)!;
    expect(t.get('tenger')!.senses.map((s) => s.english)).toEqual(['sea', 'ocean']);
    expect(t.get('tenger')!.senses[0]!.share).toBeGreaterThan(t.get('tenger')!.senses[1]!.share);
    const sum = t.get('hajó')!.all.reduce((a, s) => a + s.share, 0);
    expect(sum).toBeCloseTo(1, 2);
  });

  it('links a clue to a card through their English words and the English norms, keyed by the language', async () => {
    const minds = await readingMinds(loadModelSync(out), { translated: true });
    const norm = minds.links.norm!;
    // ship -> sea is a strong card-norm link; whale -> sea too; door -> house, door -> knock.
    expect(norm.strength('HAJÓ', 'tenger')).toBe(3);
    expect(norm.strength('BÁLNA', 'tenger')).toBe(3);
    expect(norm.strength('AJTÓ', 'kopog')).toBe(3);
    expect(norm.strength('AJTÓ', 'ház')).toBe(3);
    expect(norm.strength('HAJÓ', 'sajt')).toBe(0);
    // Back-translation: DOLOGHÁZ is glossed 'house', but HÁZ is the word for a house: no link.
    expect(norm.strength('AJTÓ', 'dologház')).toBe(0);
    expect(minds.via!('norm', 'tenger', 'HAJÓ')).toEqual({ clue: 'sea', card: 'ship' });
    expect(minds.via!('norm', 'sajt', 'HAJÓ')).toBeUndefined();
  });

  it('gives the readings the links, and the explanation names the English words', async () => {
    const minds = await readingMinds(loadModelSync(out), { translated: true });
    const reader = boardReader(minds, ['HAJÓ', 'BÁLNA', 'AJTÓ']);
    const r = reader.read('tenger');
    expect([...r.links.norm]).toEqual([3, 3, 0]);
    expect(minds.links.clueNorm!.covers('tenger')).toBe(true);
    expect(r.links.clueNorm[0]).toBeGreaterThan(0);
    expect(reasonsFor(r, 0, 'HAJÓ', minds.via).slice(0, 2)).toEqual([
      `in English, TENGER ~ sea and HAJÓ ~ ship, and hearing SEA, people think of SHIP (clue-word norms: ${['', 'a loose link', 'a clear link', 'a strong link'][r.links.clueNorm[0]!]})`,
      'in English, TENGER ~ sea and HAJÓ ~ ship, and people associate SEA with SHIP (card norms: a strong link)',
    ]);
  });

  it('never offers a slur as a clue (the bridge blocklist), but still understands it', () => {
    const model = loadModelSync(out);
    const clues = new Set(Array.from(model.clueIndices, (i) => model.vocabulary[i]));
    expect(model.indexOf('buzi')).toBeGreaterThanOrEqual(0);
    expect(clues.has('buzi')).toBe(false);
    expect(clues.has('tenger')).toBe(true);
  });

  it('lets the spymaster for people give a clue for two, where the bridged vectors alone give one', async () => {
    // Red: HAJÓ, BÁLNA and seven cards the small dictionary does not know; the others are known or not.
    const known = ['HAJÓ', 'BÁLNA', 'AJTÓ', 'SAJT', 'KÉS', 'KENYÉR', 'TEJ', 'MACSKA', 'KUTYA'];
    const words = [...known, ...loadWordList('hu').filter((w) => !known.includes(w)).slice(0, 16)];
    const key = ['red', 'red', 'blue', 'blue', 'bystander', 'blue', 'assassin', 'bystander', 'bystander', ...Array(7).fill('red'), ...Array(5).fill('blue'), ...Array(4).fill('bystander')] as const;
    const state = createGame({ variant: 'standard', seed: 1, lang: 'hu', words, key: [...key], startingTeam: 'red' });
    const view = spymasterView(state, 'red');
    const withIt = await (await createDefaultAgents({ model: loadModelSync(out) })).spymaster.giveClue(view);
    expect(withIt.word).toBe('tenger');
    expect(withIt.number).toBeGreaterThanOrEqual(2);
    expect(withIt.targets).toEqual(expect.arrayContaining(['HAJÓ', 'BÁLNA']));
    for (const t of withIt.targets) expect(key[words.indexOf(t)]).toBe('red');
    expect(withIt.explanation!.summary).toContain('in English, TENGER ~ sea and HAJÓ ~ ship');
    const bare = join(tmp, 'bare-spymaster');
    buildBridge({ lang: 'hu', dictionaries: [dictionaryFile(dict)], out: bare });
    rmSync(join(bare, TRANSLATIONS_FILE));
    const without = await (await createDefaultAgents({ model: loadModelSync(bare) })).spymaster.giveClue(view);
    expect(without.number).toBe(1);
  }, 60_000);

  it('the default guesser weighs the translated reading in for clues for 2-3, and reads a clue for 1 with the vectors alone', async () => {
    const model = loadModelSync(out);
    const withIt = (await createDefaultAgents({ model })).guesser;
    const bare = createPeopleGuesser(model, await readingMinds(model), { name: 'default' });
    const board = ['HAJÓ', 'BÁLNA', 'AJTÓ', 'SAJT', 'KÉS', 'KENYÉR', 'TEJ', 'MACSKA', 'KUTYA'];
    const view = (number: number): GuesserView => {
      const clue = { team: 'red' as const, word: 'tenger', number, turn: 1, legal: true, guesses: [] };
      return { variant: 'coop', lang: 'hu', team: 'red', phase: 'guess', cards: board.map((word) => ({ word, revealed: false })), clues: [clue], currentClue: clue, guessesLeft: number + 1, turnNumber: 1 } as unknown as GuesserView;
    };
    const score = (d: { ranked: readonly { word: string; score: number }[] }, w: string): number => d.ranked.find((c) => c.word === w)!.score;
    const two = await withIt.guess(view(2));
    const twoBare = await bare.guess(view(2));
    // (sea: people connect ship and whale with it; the cheese, the knife, the cat not at all)
    for (const w of ['HAJÓ', 'BÁLNA']) expect(score(two, w) - score(twoBare, w)).toBeGreaterThan(0.05);
    expect(score(two, 'SAJT')).toBeLessThanOrEqual(score(twoBare, 'SAJT'));
    expect(two.ranked.slice(0, 2).map((c) => c.word).sort()).toEqual(['BÁLNA', 'HAJÓ']);
    expect((await withIt.guess(view(1))).ranked).toEqual((await bare.guess(view(1))).ranked);
  }, 60_000);

  it('a model without a translations table reads with its vectors alone', async () => {
    const bare = join(tmp, 'bare');
    buildBridge({ lang: 'hu', dictionaries: [dictionaryFile(dict)], out: bare });
    rmSync(join(bare, TRANSLATIONS_FILE));
    const minds = await readingMinds(loadModelSync(bare), { translated: true });
    expect(minds.links).toEqual({});
    expect(minds.via).toBeUndefined();
    // (and the guessers, which do not ask for it, read a bridged model with its vectors alone)
    expect((await readingMinds(loadModelSync(out))).links).toEqual({});
  });

  it('a malformed translations line is a model/bad-table error naming file:line', () => {
    const bad = join(tmp, 'bad');
    buildBridge({ lang: 'hu', dictionaries: [dictionaryFile(dict)], out: bad });
    const file = join(bad, TRANSLATIONS_FILE);
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[1] = 'tenger\tsea=0.9|ocean';
    writeFileSync(file, lines.join('\n'));
    let err: unknown;
    try {
      loadTranslations(bad);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CodenamesError);
    expect((err as CodenamesError).code).toBe('model/bad-table');
    expect((err as CodenamesError).message).toContain(`${file}:2`);
    expect((err as CodenamesError).message).toContain('model bridge');
  });
});
