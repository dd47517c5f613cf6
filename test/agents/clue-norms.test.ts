/**
 * The clue-word norms (models/wordnet-en/clue-norms.tsv + clue-norms-words.txt): the forward direction, for
 * frequent clue words the cards people connect to them. The shipped files are well formed (cards of the English
 * lists, clue words of a-z on the covered list, none the referee rejects as a form of the card), they know
 * well-known links, `covers` tells covered clue words from others, bad files give typed errors, and the build
 * script (--kind clue) rejects a wrong part naming the file and line.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadClueNorms } from '../../src/agents/card-norms.js';
import { wordnetModelDir } from '../../src/agents/wordnet-mind.js';
import { checkClue } from '../../src/legality/index.js';

const cardList = (file: string): string[] => readFileSync(join('data', 'wordlists', file), 'utf8').split('\n').map((l) => l.replace(/#.*/, '').trim().toLowerCase()).filter((l) => l !== '');

describe('the shipped clue-word norms', () => {
  const dir = wordnetModelDir();
  const lines = readFileSync(join(dir, 'clue-norms.tsv'), 'utf8').split('\n').filter((l) => l !== '');
  const words = new Set(readFileSync(join(dir, 'clue-norms-words.txt'), 'utf8').split('\n').filter((l) => l !== ''));
  const cards = new Set([...cardList('en-original.txt'), ...cardList('en-duet.txt')]);
  const manifest = JSON.parse(readFileSync(join(dir, 'clue-norms.json'), 'utf8')) as { cards: number; links: number; clueWords: number };

  it('keys cards of the English lists by covered clue words of a-z, none twice, none the card or a form of it', () => {
    expect(lines.length).toBe(manifest.cards);
    expect(words.size).toBe(manifest.clueWords);
    expect(words.size).toBeGreaterThan(5000);
    let links = 0;
    for (const line of lines) {
      const cols = line.split('\t');
      expect(cols).toHaveLength(4);
      const card = cols[0]!;
      expect(cards.has(card), card).toBe(true);
      const ws = cols.slice(1).flatMap((c) => (c === '' ? [] : c.split('|')));
      expect(new Set(ws).size).toBe(ws.length);
      for (const w of ws) {
        expect(words.has(w), `${card}: ${w}`).toBe(true);
        expect(w, `${card} listed as its own clue`).not.toBe(card);
        const v = checkClue(w, { board: [card] }, { lang: 'en' });
        if (!v.ok) expect(['clue/board-word', 'clue/compound-part', 'clue/same-root'], `${card}: ${w}`).not.toContain(v.code);
      }
      links += ws.length;
    }
    expect(links).toBe(manifest.links);
  });

  it('knows well-known forward links, through inflected clues, and which clue words it covers', () => {
    const forward = loadClueNorms();
    expect(forward.strength('WHALE', 'ocean')).toBeGreaterThanOrEqual(2);
    expect(forward.strength('whale', 'oceans')).toBe(forward.strength('WHALE', 'ocean'));
    expect(forward.strength('TRIANGLE', 'three')).toBeGreaterThanOrEqual(2);
    expect(forward.strength('PIANO', 'ocean')).toBe(0);
    expect(forward.strength('NOT A CARD', 'ocean')).toBe(0);
    expect(forward.covers('ocean')).toBe(true);
    expect(forward.covers('Oceans')).toBe(true);
    expect(forward.covers('zzqxv')).toBe(false);
    // Card words are clue words too (when their card is not on the board), never linked to their own card.
    expect(forward.covers('whale')).toBe(true);
    expect(forward.strength('FISH', 'whale')).toBeGreaterThanOrEqual(2);
    expect(forward.strength('KNIGHT', 'castle')).toBeGreaterThanOrEqual(2);
    expect(forward.strength('WHALE', 'whale')).toBe(0);
  });
});

describe('bad clue-word norms', () => {
  it('gives model/not-found without the files and model/bad-table for a broken table or word list', () => {
    expect(() => loadClueNorms(mkdtempSync(join(tmpdir(), 'cnorms-')))).toThrow(expect.objectContaining({ code: 'model/not-found' }));
    const noWords = mkdtempSync(join(tmpdir(), 'cnorms-'));
    writeFileSync(join(noWords, 'clue-norms.tsv'), 'whale\tocean\t\t\n');
    expect(() => loadClueNorms(noWords)).toThrow(expect.objectContaining({ code: 'model/not-found', message: expect.stringContaining('clue-norms-words.txt') }));
    const broken = mkdtempSync(join(tmpdir(), 'cnorms-'));
    writeFileSync(join(broken, 'clue-norms.tsv'), 'whale\tocean\n');
    writeFileSync(join(broken, 'clue-norms-words.txt'), 'ocean\n');
    expect(() => loadClueNorms(broken)).toThrow(expect.objectContaining({ code: 'model/bad-table', message: expect.stringContaining('clue-norms.tsv:1') }));
    const badWord = mkdtempSync(join(tmpdir(), 'cnorms-'));
    writeFileSync(join(badWord, 'clue-norms.tsv'), 'whale\tocean\t\t\n');
    writeFileSync(join(badWord, 'clue-norms-words.txt'), 'ocean\nSea Bed\n');
    expect(() => loadClueNorms(badWord)).toThrow(expect.objectContaining({ code: 'model/bad-table', message: expect.stringContaining('clue-norms-words.txt:2') }));
  });

  it('the build script (--kind clue) names file:line of every wrong line of a part and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cnorm-parts-'));
    const out = mkdtempSync(join(tmpdir(), 'cnorm-out-'));
    writeFileSync(join(dir, 'links-00.tsv'), ['ocean\twhale\t3', 'ocean\tfish', 'Ocean\tship\t2', 'ocean\twave\t4', 'ocean\twizardry\t2', 'zzqxv\tfish\t1', 'fisher\tfish\t2', 'ocean\twhale\t1', ''].join('\n'));
    let stderr = '';
    try {
      execFileSync(process.execPath, ['scripts/agents-build-card-norms.mjs', dir, '--kind', 'clue', '--out', out], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      stderr = String((e as { stderr: string }).stderr);
    }
    expect(stderr).toContain('model/bad-table: 7 wrong line(s)');
    for (const at of ['links-00.tsv:2: 2 fields', "links-00.tsv:3: clue 'Ocean'", 'links-00.tsv:4: strength', "links-00.tsv:5: 'wizardry' is not a card", "links-00.tsv:6: clue 'zzqxv' is not a word", 'links-00.tsv:7:', 'clue/same-root', 'links-00.tsv:8:']) expect(stderr).toContain(at);
    expect(() => readFileSync(join(out, 'clue-norms.tsv'))).toThrow();
  });

  it('the build script (--kind clue, --lenient) keys the links by card and lists every clue word asked about', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cnorm-parts-'));
    const out = mkdtempSync(join(tmpdir(), 'cnorm-out-'));
    writeFileSync(join(dir, 'links-00.tsv'), ['ocean\twhale\t3', 'ocean\tfish\t2', 'fisher\tfish\t2', 'said\t-\t0', 'said\tfront\t1', ''].join('\n'));
    writeFileSync(join(dir, 'links-01.tsv'), ['river\tfish\t3', 'river\tbank\t3', ''].join('\n'));
    // A second associator on 'ocean' and 'said': whale 3 + 1 -> 2, fish 2 + 0 -> 1, ship 0 + 3 -> 2.
    writeFileSync(join(dir, 'links-10.tsv'), ['ocean\twhale\t1', 'ocean\tship\t3', 'said\t-\t0', ''].join('\n'));
    execFileSync(process.execPath, ['scripts/agents-build-card-norms.mjs', dir, '--kind', 'clue', '--out', out, '--lenient'], { stdio: 'ignore' });
    expect(readFileSync(join(out, 'clue-norms.tsv'), 'utf8')).toBe('bank\triver\t\t\nfish\triver\t\tocean\nship\t\tocean\t\nwhale\t\tocean\t\n');
    expect(readFileSync(join(out, 'clue-norms-words.txt'), 'utf8')).toBe('fisher\nocean\nriver\nsaid\n');
    const m = JSON.parse(readFileSync(join(out, 'clue-norms.json'), 'utf8')) as Record<string, number>;
    expect(m).toMatchObject({ cards: 4, links: 5, clueWords: 4, clueWordsLinked: 2, droppedLenient: 2 });
    const forward = loadClueNorms(out);
    expect(forward.strength('FISH', 'ocean')).toBe(1);
    expect(forward.strength('WHALE', 'ocean')).toBe(2);
    expect(forward.strength('FISH', 'said')).toBe(0);
    expect(forward.covers('said')).toBe(true);
    // a covered word reads its own list only; an uncovered inflection reads its base form's
    expect(forward.strength('WHALE', 'oceans')).toBe(2);
    expect(forward.ownList?.('oceans')).toBe(false);
    expect(forward.ownList?.('ocean')).toBe(true);
  });

  it('the recall round (--recall) adds the missing cards of covered words once, refusing repeats and uncovered words', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cnorm-base-'));
    const out = mkdtempSync(join(tmpdir(), 'cnorm-base-out-'));
    writeFileSync(join(dir, 'links-00.tsv'), ['ocean\twhale\t3', 'ocean\tfish\t2', 'said\t-\t0', ''].join('\n'));
    execFileSync(process.execPath, ['scripts/agents-build-card-norms.mjs', dir, '--kind', 'clue', '--out', out], { stdio: 'ignore' });
    const recall = mkdtempSync(join(tmpdir(), 'cnorm-recall-'));
    const run = (...flags: string[]): string => {
      try {
        execFileSync(process.execPath, ['scripts/agents-build-card-norms.mjs', recall, '--kind', 'clue', '--recall', '--out', out, ...flags], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
        return '';
      } catch (e) {
        return String((e as { stderr?: string }).stderr);
      }
    };
    // 'fish' is already listed for 'ocean'; 'river' is not a covered word
    writeFileSync(join(recall, 'recall-links-00.tsv'), ['ocean\tship\t2', 'ocean\tfish\t3', 'said\t-\t0', 'river\tbank\t3', ''].join('\n'));
    const strict = run('--lenient');
    expect(strict).toContain("recall-links-00.tsv:4: clue 'river' is not one the clue-word norms cover");
    expect(readFileSync(join(out, 'clue-norms.tsv'), 'utf8')).toBe('fish\t\tocean\t\nwhale\tocean\t\t\n');
    writeFileSync(join(recall, 'recall-links-00.tsv'), ['ocean\tship\t2', 'ocean\tfish\t3', 'said\t-\t0', ''].join('\n'));
    expect(run()).toContain("recall-links-00.tsv:2: 'fish' is already listed for 'ocean'");
    expect(run('--lenient')).toBe('');
    expect(readFileSync(join(out, 'clue-norms.tsv'), 'utf8')).toBe('fish\t\tocean\t\nship\t\tocean\t\nwhale\tocean\t\t\n');
    expect(readFileSync(join(out, 'clue-norms-words.txt'), 'utf8')).toBe('ocean\nsaid\n');
    const m = JSON.parse(readFileSync(join(out, 'clue-norms.json'), 'utf8')) as { links: number; parts: unknown[]; recall: { links: number; droppedLenient: number; parts: { file: string }[] }[] };
    expect(m.links).toBe(3);
    expect(m.parts).toHaveLength(1);
    expect(m.recall).toMatchObject([{ links: 1, droppedLenient: 1, parts: [{ file: 'recall-links-00.tsv' }] }]);
    expect(loadClueNorms(out).strength('SHIP', 'ocean')).toBe(2);
    // the same part again is refused, and nothing changes
    expect(run('--lenient')).toContain('recall-links-00.tsv was already applied');
    expect(readFileSync(join(out, 'clue-norms.tsv'), 'utf8')).toBe('fish\t\tocean\t\nship\t\tocean\t\nwhale\tocean\t\t\n');
  });

  it('reads a clue word with its own list through that list only, not through a covered base form', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cnorm-own-'));
    const out = mkdtempSync(join(tmpdir(), 'cnorm-own-out-'));
    // FIELD (a card word as a clue) makes people think of MOUSE (field mouse); FIELDING, of GLOVE only
    writeFileSync(join(dir, 'links-00.tsv'), ['field	mouse	3', 'field	mine	2', 'fielding	glove	2', ''].join('\n'));
    execFileSync(process.execPath, ['scripts/agents-build-card-norms.mjs', dir, '--kind', 'clue', '--out', out, '--lenient'], { stdio: 'ignore' });
    const forward = loadClueNorms(out);
    expect(forward.strength('MOUSE', 'field')).toBe(3);
    expect(forward.strength('MOUSE', 'fielding')).toBe(0);
    expect(forward.strength('GLOVE', 'fielding')).toBe(2);
    expect(forward.strength('MOUSE', 'fields')).toBe(3); // not covered itself: read as FIELD
  });
});
