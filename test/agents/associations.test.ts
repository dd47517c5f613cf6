/**
 * Card associations (Moby Thesaurus links and phrases, models/wordnet-en/associations.tsv) and the weighted
 * relation bonus built on them: the table loads and knows real links, bad files give typed errors, a phrase
 * link changes the default guesser's first guess, and the spymaster adds exactly the bonus the guesser adds.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCardAssociations } from '../../src/agents/associations.js';
import { addCardBonus, clueBonus, wordsByBase, type RelationBonus } from '../../src/agents/relation-bonus.js';
import { defaultMind, mindRelationBonus } from '../../src/agents/minds.js';
import { createGuesser } from '../../src/agents/guesser.js';
import { createSpymaster } from '../../src/agents/spymaster.js';
import { createGame, deriveSeed, guesserView, spymasterView } from '../../src/game/index.js';
import { guessView } from './views.js';

describe('loadCardAssociations', () => {
  const a = loadCardAssociations();
  it('knows phrases: air force, secret agent, rock star (also for an inflected clue)', () => {
    expect(a.phrase.has('FORCE', 'air')).toBe(true);
    expect(a.phrase.has('AGENT', 'secret')).toBe(true);
    expect(a.phrase.has('STAR', 'rock')).toBe(true);
    expect(a.phrase.has('STAR', 'rocks')).toBe(true);
    expect(a.phrase.has('FORCE', 'piano')).toBe(false);
  });

  it("knows Moby Thesaurus links: 'physician' and 'medic' are in the entry of 'doctor' (words.txt of moby@1.1.2)", () => {
    expect(a.thesaurus.has('DOCTOR', 'physician')).toBe(true);
    expect(a.thesaurus.has('doctor', 'medic')).toBe(true);
    expect(a.thesaurus.has('DOCTOR', 'volcano')).toBe(false);
    expect(a.thesaurus.of('NOT A CARD')).toBeUndefined();
  });

  it('gives model/not-found for a folder without the table and model/bad-table for a broken one', () => {
    const empty = mkdtempSync(join(tmpdir(), 'assoc-'));
    expect(() => loadCardAssociations(empty)).toThrow(expect.objectContaining({ code: 'model/not-found' }));
    const broken = mkdtempSync(join(tmpdir(), 'assoc-'));
    writeFileSync(join(broken, 'associations.tsv'), 'force\tarmy|might\n');
    expect(() => loadCardAssociations(broken)).toThrow(expect.objectContaining({ code: 'model/bad-table' }));
    const blank = mkdtempSync(join(tmpdir(), 'assoc-'));
    writeFileSync(join(blank, 'associations.tsv'), '\n');
    expect(() => loadCardAssociations(blank)).toThrow(expect.objectContaining({ code: 'model/bad-table' }));
  });
});

describe('the default bonus', () => {
  it('belongs to the default mind only: the WordNet and GloVe minds and other languages stay pure', () => {
    expect(mindRelationBonus('default')?.kinds.map((k) => k.kind)).toEqual(['wordnet', 'thesaurus', 'phrase']);
    expect(mindRelationBonus('blend')).toBeDefined();
    expect(mindRelationBonus('wordnet')).toBeUndefined();
    expect(mindRelationBonus('glove')).toBeUndefined();
    expect(mindRelationBonus('default', 'ru')).toBeUndefined();
  });

  it("makes the default guesser read 'rock' as STAR (rock star), which the vectors alone rank below SOUND", async () => {
    const model = await defaultMind();
    const bonus = mindRelationBonus('default')!;
    const board = ['SOUND', 'FORK', 'MOON', 'SNOW', 'STAR'];
    const first = (b?: RelationBonus): string => createGuesser(model, b === undefined ? {} : { relationBonus: b }).guess(guessView(board, 'rock', 1)).ranked[0]!.word;
    expect(first()).not.toBe('STAR');
    expect(first({ kinds: bonus.kinds.filter((k) => k.kind !== 'phrase') })).not.toBe('STAR');
    expect(first(bonus)).toBe('STAR');
  });

  it('adds the same sum per (clue, card) in the spymaster rows as in the guesser scores', async () => {
    const model = await defaultMind();
    const bonus = mindRelationBonus('default')!;
    const words = Array.from(model.clueIndices.subarray(0, 5000), (i) => model.vocabulary[i]!);
    const byBase = wordsByBase(words);
    let linked = 0;
    for (const card of ['FORCE', 'STAR', 'DOCTOR', 'AGENT', 'ICE CREAM']) {
      const row = new Float32Array(words.length);
      addCardBonus(bonus, card, row, byBase);
      words.forEach((w, c) => {
        const b = clueBonus(bonus, w)(card);
        if (b > 0) linked++;
        expect(row[c]).toBe(Math.fround(b));
      });
    }
    expect(linked).toBeGreaterThan(100);
  });

  it("is predicted by the default spymaster: the guesser's top cards for its clue are its targets", async () => {
    const model = await defaultMind();
    const bonus = mindRelationBonus('default')!;
    const spymaster = createSpymaster(model, { relationBonus: bonus });
    const guesser = createGuesser(model, { relationBonus: bonus });
    let checked = 0;
    for (let g = 0; g < 8; g++) {
      const s = createGame({ variant: 'single-team', seed: deriveSeed(11, g) });
      const d = spymaster.giveClue(spymasterView(s, s.turn));
      if (typeof d.number !== 'number' || d.explanation?.summary.startsWith('No clue was safe') === true) continue;
      const view = { ...guesserView(s), currentClue: { team: s.turn, word: d.word, number: d.number, turn: 1, legal: true, guesses: [] } };
      const ranked = guesser.guess({ ...view, clues: [view.currentClue], phase: 'guess', guessesLeft: d.number + 1 }).ranked;
      expect(new Set(ranked.slice(0, d.targets.length).map((r) => r.word))).toEqual(new Set(d.targets));
      checked++;
    }
    expect(checked).toBeGreaterThan(4);
  });
});
