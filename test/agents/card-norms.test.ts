/**
 * The card-word association norms (models/wordnet-en/norms.tsv): the shipped file is well formed and legal
 * (one line per listed card, lower-case a-z associates that the referee does not reject as forms of the card),
 * it knows a few well-known links with their strengths, the readings carry the strength per card, bad files
 * give typed errors, and the build script rejects a wrong part naming the file and line.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCardNorms } from '../../src/agents/card-norms.js';
import { wordnetModelDir } from '../../src/agents/wordnet-mind.js';
import { boardReader, readingMinds } from '../../src/agents/people/readings.js';
import { checkClue } from '../../src/legality/index.js';

const cardList = (file: string): string[] => readFileSync(join('data', 'wordlists', file), 'utf8').split('\n').map((l) => l.replace(/#.*/, '').trim().toLowerCase()).filter((l) => l !== '');

describe('the shipped norms', () => {
  const lines = readFileSync(join(wordnetModelDir(), 'norms.tsv'), 'utf8').split('\n').filter((l) => l !== '');
  const cards = new Set([...cardList('en-original.txt'), ...cardList('en-duet.txt')]);
  const manifest = JSON.parse(readFileSync(join(wordnetModelDir(), 'norms.json'), 'utf8')) as { cards: number; links: number };

  it('has one line per card of the English lists: four fields, words of a-z, none twice, none a form of the card', () => {
    expect(lines.length).toBe(manifest.cards);
    let links = 0;
    const seen = new Set<string>();
    for (const line of lines) {
      const cols = line.split('\t');
      expect(cols).toHaveLength(4);
      const card = cols[0]!;
      expect(cards.has(card), card).toBe(true);
      expect(seen.has(card)).toBe(false);
      seen.add(card);
      const words = cols.slice(1).flatMap((c) => (c === '' ? [] : c.split('|')));
      expect(new Set(words).size).toBe(words.length);
      for (const w of words) {
        expect(w).toMatch(/^[a-z]+$/);
        const v = checkClue(w, { board: [card] }, { lang: 'en' });
        if (!v.ok) expect(['clue/board-word', 'clue/compound-part', 'clue/same-root'], `${card}: ${w}`).not.toContain(v.code);
      }
      links += words.length;
    }
    expect(links).toBe(manifest.links);
    expect(links / lines.length).toBeGreaterThan(20);
  });

  it('knows well-known links and their strengths, all senses of a card, through inflected clues', () => {
    const norms = loadCardNorms();
    expect(norms.strength('BAT', 'vampire')).toBe(3);
    expect(norms.strength('bat', 'baseball')).toBe(3);
    expect(norms.strength('BAT', 'vampires')).toBe(3);
    expect(norms.strength('BANK', 'money')).toBe(3);
    expect(norms.strength('BANK', 'river')).toBe(3);
    expect(norms.strength('SPY', 'secret')).toBe(3);
    expect(norms.strength('APPLE', 'newton')).toBeGreaterThanOrEqual(2);
    expect(norms.strength('BAT', 'piano')).toBe(0);
    expect(norms.strength('NOT A CARD', 'money')).toBe(0);
    expect(norms.has('BANK', 'money')).toBe(true);
    expect(norms.of('bank')?.has('river')).toBe(true);
    expect(norms.strengths('NOT A CARD')).toBeUndefined();
  });
});

describe('the norm reading', () => {
  it('carries the strength 0-3 per card, while the flag kinds stay 0/1', async () => {
    const minds = await readingMinds();
    const reader = boardReader(minds, ['BAT', 'BANK', 'PIANO', 'SPY']);
    const r = reader.read('vampire');
    expect(Array.from(r.links.norm)).toEqual([3, 0, 0, 0]);
    expect(Array.from(reader.read('money').links.norm)).toEqual([0, 3, 0, 0]);
    expect(Array.from(reader.read('clubs').links.norm)).toEqual([2, 0, 0, 0]);
    for (const k of ['relation', 'thesaurus', 'phrase'] as const) for (const v of reader.read('secret').links[k]) expect(v === 0 || v === 1).toBe(true);
  });
});

describe('bad norms', () => {
  it('gives model/not-found for a folder without the file and model/bad-table for a broken or empty one', () => {
    expect(() => loadCardNorms(mkdtempSync(join(tmpdir(), 'norms-')))).toThrow(expect.objectContaining({ code: 'model/not-found' }));
    const broken = mkdtempSync(join(tmpdir(), 'norms-'));
    writeFileSync(join(broken, 'norms.tsv'), 'bat\tvampire|cave\tnight\n');
    expect(() => loadCardNorms(broken)).toThrow(expect.objectContaining({ code: 'model/bad-table', message: expect.stringContaining('norms.tsv:1') }));
    const blank = mkdtempSync(join(tmpdir(), 'norms-'));
    writeFileSync(join(blank, 'norms.tsv'), '\n');
    expect(() => loadCardNorms(blank)).toThrow(expect.objectContaining({ code: 'model/bad-table' }));
  });

  it('the build script names file:line of every wrong line of a part and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'norm-parts-'));
    const out = mkdtempSync(join(tmpdir(), 'norm-out-'));
    writeFileSync(join(dir, 'assoc-00.tsv'), ['bat\tvampire\t3', 'bat\tcave', 'bat\tNight\t2', 'bat\twing\t4', 'bat\tbats\t2', 'wizardry\tmagic\t3', 'bat\tvampire\t1', ''].join('\n'));
    let stderr = '';
    try {
      execFileSync(process.execPath, ['scripts/agents-build-card-norms.mjs', dir, '--out', out], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      stderr = String((e as { stderr: string }).stderr);
    }
    expect(stderr).toContain('model/bad-table: 6 wrong line(s)');
    for (const at of ['assoc-00.tsv:2: 2 fields', 'assoc-00.tsv:3: associate', 'assoc-00.tsv:4: strength', 'assoc-00.tsv:5:', 'clue/same-root', "assoc-00.tsv:6: 'wizardry' is not a card", 'assoc-00.tsv:7:']) expect(stderr).toContain(at);
    expect(() => readFileSync(join(out, 'norms.tsv'))).toThrow();
  });

  it('the build script with --lenient drops same-root and repeated associates and writes the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'norm-parts-'));
    const out = mkdtempSync(join(tmpdir(), 'norm-out-'));
    writeFileSync(join(dir, 'assoc-00.tsv'), ['bat\tvampire\t3', 'bat\tbats\t2', 'bat\tnight\t2', 'bat\tvampire\t1', 'bat\tzzqxv\t1', 'bank\tmoney\t3', ''].join('\n'));
    execFileSync(process.execPath, ['scripts/agents-build-card-norms.mjs', dir, '--out', out, '--lenient'], { stdio: 'ignore' });
    expect(readFileSync(join(out, 'norms.tsv'), 'utf8')).toBe('bank\tmoney\t\t\nbat\tvampire\tnight\t\n');
    const m = JSON.parse(readFileSync(join(out, 'norms.json'), 'utf8')) as { cards: number; links: number; droppedLenient: number; droppedUnknownToModel: number };
    expect(m).toMatchObject({ cards: 2, links: 3, droppedLenient: 2, droppedUnknownToModel: 1 });
    expect(loadCardNorms(out).strength('BAT', 'night')).toBe(2);
  });
});
