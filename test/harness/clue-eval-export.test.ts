/**
 * The blind clue export with real spymasters (ours and the 2019 reference) on 3 seeded boards: the first
 * clue of each game, items that carry nothing of the key, a seeded mix under opaque ids, the sheet, the
 * files and the refusal to overwrite; and our guesser as a reader of the key.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCodenamesError } from '../../src/errors.js';
import { createGame, deriveSeed, spymasterView } from '../../src/game/index.js';
import {
  exportClueItems, guesserAnswers, parseClueAnswers, parseClueKey, READER_BRIEF, renderClueSheet, scoreClueAnswers, writeClueExport,
  type ClueExport, type ClueItem,
} from '../../src/harness/clue-eval.js';
import { loadTournamentModel } from '../../src/harness/executor.js';
import { createAgentRegistry } from '../../src/harness/registry.js';

const SPYMASTERS = ['default', 'reference-0.7'];
let exp: ClueExport;
let dir: string;

beforeAll(async () => {
  exp = await exportClueItems({ spymasters: SPYMASTERS, variant: 'standard', boards: 3, seed: 5 });
  dir = mkdtempSync(join(tmpdir(), 'clue-eval-'));
}, 120_000);

afterAll(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

describe('exportClueItems', () => {
  it('takes each spymaster\'s first clue on each seeded board', async () => {
    expect(exp.items).toHaveLength(6);
    expect(exp.key.items).toHaveLength(6);
    expect(exp.key.made).toEqual({ variant: 'standard', seed: 5, boards: 3, spymasters: SPYMASTERS, lang: 'en' });
    const ctx = { model: () => loadTournamentModel(null) };
    const reference = await createAgentRegistry().get('reference-0.7', 'spymaster').spymaster?.(ctx);
    for (const k of exp.key.items) {
      const state = createGame({ variant: 'standard', seed: deriveSeed(5, k.board ?? -1) });
      expect(k.seed).toBe(deriveSeed(5, k.board ?? -1));
      expect(k.words).toEqual(state.cards.map((c) => c.word));
      expect(k.key).toEqual(state.cards.map((c) => c.identity));
      expect(k.team).toBe(state.turn);
      expect(k.clue).toBe(k.clue.toUpperCase());
      expect(k.targets.every((t) => k.words.includes(t))).toBe(true);
      expect(k.legal).toBe(true);
      if (k.spymaster === 'reference-0.7') {
        const d = await reference?.giveClue(spymasterView(state, state.turn));
        expect([k.clue, k.number]).toEqual([d?.word.toUpperCase(), d?.number]);
      }
    }
    // Every (board, spymaster) pair exactly once.
    expect(exp.key.items.map((k) => `${k.board}/${k.spymaster}`).sort()).toEqual(['0/default', '0/reference-0.7', '1/default', '1/reference-0.7', '2/default', '2/reference-0.7']);
  }, 120_000);

  it('shows readers nothing of the key, mixes the spymasters under opaque ids, and is seeded', async () => {
    for (const item of exp.items) {
      expect(Object.keys(item).sort()).toEqual(['clue', 'id', 'number', 'page', 'variant', 'words']);
      expect(item.id).toMatch(/^[0-9a-f]{8}$/);
    }
    expect(new Set(exp.items.map((i) => i.id)).size).toBe(6);
    const order = exp.key.items.map((k) => `${k.board}/${k.spymaster}`);
    expect(order).not.toEqual(['0/default', '0/reference-0.7', '1/default', '1/reference-0.7', '2/default', '2/reference-0.7']);
    const again = await exportClueItems({ spymasters: SPYMASTERS, variant: 'standard', boards: 3, seed: 5 });
    expect(again.key).toEqual(exp.key);
    const other = await exportClueItems({ spymasters: ['reference-0.7'], variant: 'single-team', boards: 3, seed: 6, referee: false });
    expect(other.items.every((i) => i.variant === 'single-team' && !exp.items.some((e) => e.id === i.id))).toBe(true);
    expect(other.key.items.every((k) => k.legal === undefined)).toBe(true);
    // Same seed, other spymasters: other ids too (answers cannot land on the wrong batch's key).
    const sameSeed = await exportClueItems({ spymasters: ['reference-0.7'], variant: 'standard', boards: 3, seed: 5, referee: false });
    expect(sameSeed.items.some((i) => exp.items.some((e) => e.id === i.id))).toBe(false);
  }, 120_000);

  it('rebuilds our spymasters at --risk (and labels them), leaving the 2019 bots as they are', async () => {
    const risky = await exportClueItems({ spymasters: ['default', 'reference-0.7'], variant: 'standard', boards: 2, seed: 5, risk: 'cautious', referee: false });
    const named = await exportClueItems({ spymasters: ['default-cautious', 'reference-0.7'], variant: 'standard', boards: 2, seed: 5, referee: false });
    expect(risky.key.made).toMatchObject({ spymasters: ['default (risk cautious)', 'reference-0.7'], risk: 'cautious' });
    const clues = (e: ClueExport, who: string): unknown[] => e.key.items.filter((k) => k.spymaster.startsWith(who)).sort((a, b) => (a.board ?? 0) - (b.board ?? 0)).map((k) => [k.board, k.clue, k.number]);
    expect(clues(risky, 'default')).toEqual(clues(named, 'default-cautious'));
    expect(clues(risky, 'reference')).toEqual(clues(exp, 'reference').slice(0, 2));
  }, 120_000);

  it('names the known spymasters for an unknown one', async () => {
    const e = await exportClueItems({ spymasters: ['default', 'nobody'], variant: 'standard', boards: 1, seed: 1 }).catch((x: unknown) => x);
    expect(isCodenamesError(e, 'agent/unknown')).toBe(true);
    expect((e as Error).message).toMatch(/unknown spymaster 'nobody'\. Known spymasters: default, .*reference-0\.7/);
    const v = await exportClueItems({ spymasters: ['default'], variant: 'coop', boards: 1, seed: 1 }).catch((x: unknown) => x);
    expect(isCodenamesError(v, 'harness/bad-option')).toBe(true);
  });
});

describe('the sheet', () => {
  it('opens with the reader\'s brief and shows every item once, without names', () => {
    expect(exp.sheet).toContain('This page holds 6 independent items.');
    expect(exp.sheet).toContain('You must touch at least one word. Decide each item on its own, using only its words and clue.');
    for (const item of exp.items) {
      expect(exp.sheet.split(`### ${item.id}\n`)).toHaveLength(2);
      expect(exp.sheet).toContain(`Clue: **${item.clue} ${item.number}**\n\nTouch, in order: ___`);
    }
    expect(exp.sheet).not.toMatch(/reference|default|assassin:|targets/i);
  });

  it('splits long sheets into reader pages of at most 40', () => {
    const base = exp.items[0] as ClueItem;
    const many = Array.from({ length: 85 }, (_, i) => ({ ...base, id: `id${i}` }));
    const sheet = renderClueSheet(many);
    expect(sheet.match(/^## Page \d of 3$/gm)).toHaveLength(3);
    expect(sheet.match(/This page holds 40 independent items\./g)).toHaveLength(2);
    expect(sheet).toContain('This page holds 5 independent items.');
    expect(sheet.match(/page-break-after/g)).toHaveLength(2);
    expect(READER_BRIEF).toContain('{N}');
  });
});

describe('writeClueExport', () => {
  it('writes items, sheet and key, refuses to overwrite without force', () => {
    const out = join(dir, 'batch');
    writeClueExport(out, exp);
    const lines = readFileSync(join(out, 'items.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((l) => JSON.parse(l) as ClueItem)).toEqual(exp.items);
    expect(readFileSync(join(out, 'sheet.md'), 'utf8')).toBe(exp.sheet);
    expect(parseClueKey(readFileSync(join(out, 'key.json'), 'utf8'), 'key.json').items).toEqual(exp.key.items);
    writeFileSync(join(out, 'key.json'), 'kept');
    let err: unknown;
    try {
      writeClueExport(out, exp);
    } catch (e) {
      err = e;
    }
    expect(isCodenamesError(err, 'eval/output-exists')).toBe(true);
    expect(readFileSync(join(out, 'key.json'), 'utf8')).toBe('kept');
    writeClueExport(out, exp, { force: true });
    expect(readFileSync(join(out, 'key.json'), 'utf8')).not.toBe('kept');
    expect(readdirSync(out).sort()).toEqual(['items.jsonl', 'key.json', 'sheet.md']); // no temporary file left
  });
});

describe('a guesser as the reader', () => {
  it('answers every item within the rules, scored like a person', async () => {
    const guesser = await createAgentRegistry().get('default', 'guesser').guesser?.({ model: () => loadTournamentModel(null) });
    if (guesser === undefined) throw new Error('no default guesser');
    const answers = await guesserAnswers(guesser, exp.key);
    expect(answers.map((a) => a.id)).toEqual(exp.key.items.map((k) => k.id));
    // The same answers written as a file pass the checks a person's file gets.
    const text = answers.map((a) => JSON.stringify({ id: a.id, guesses: a.guesses })).join('\n');
    expect(parseClueAnswers(text, 'guesser.jsonl', exp.key).map((a) => a.guesses)).toEqual(answers.map((a) => a.guesses));
    const r = scoreClueAnswers(exp.key, [{ file: 'guesser', answers }]);
    expect(r.unanswered).toBe(0);
    expect(r.rows.map((row) => row.spymaster).sort()).toEqual(SPYMASTERS);
    expect(r.rows.reduce((s, row) => s + row.clues, 0)).toBe(6);
  }, 60_000);
});
