/** `codenames-ai eval clues`, in process through main(): export a batch, score readers' answers, a guesser as reader. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClueItem, ClueKey } from '../../src/harness/clue-eval.js';
import { cli } from './run-cli.js';

let dir: string;
let items: ClueItem[];
let key: ClueKey;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'eval-clues-cli-'));
  const r = await cli(['eval', 'clues', '--spymasters', 'default,reference-0.7', '--variant', 'single-team', '--boards', '2', '--seed', '3', '--out', 'batch'], { cwd: dir });
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  expect(r.out).toMatch(/^4 items \(2 spymasters x 2 boards, single-team\) on 1 sheet page/);
  // What the batch asks, per spymaster in the order given: the mean number and how often each was given.
  expect(r.out).toMatch(/\n  default: number \d\.\d\d on average \((\d x\d(, )?)+\)\n  reference-0\.7: number /);
  items = readFileSync(join(dir, 'batch', 'items.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as ClueItem);
  key = JSON.parse(readFileSync(join(dir, 'batch', 'key.json'), 'utf8')) as ClueKey;
}, 120_000);

/** A reader who touches the team's first card, then (when asked for more) a bystander. */
function reader(): string {
  return key.items.map((k) => {
    const team = k.words.find((_, i) => k.key[i] === k.team) as string;
    const bystander = k.words.find((_, i) => k.key[i] === 'bystander') as string;
    return JSON.stringify({ id: k.id, guesses: k.number === 1 ? [team] : [team.toLowerCase(), bystander] });
  }).join('\n');
}

describe('codenames-ai eval clues', () => {
  it('exports blind items and refuses to overwrite the batch without --force', async () => {
    expect(items).toHaveLength(4);
    expect(items.every((i) => i.variant === 'single-team' && i.words.length === 25)).toBe(true);
    expect(readFileSync(join(dir, 'batch', 'items.jsonl'), 'utf8')).not.toMatch(/default|reference|"key"|targets/);
    // Refused before any spymaster is built or asked (an unknown name is not even looked up).
    const again = await cli(['eval', 'clues', '--spymasters', 'nobody', '--boards', '1', '--out', 'batch'], { cwd: dir });
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/batch already exists .* --force .*\[eval\/output-exists\]/);
    const unknown = await cli(['eval', 'clues', '--spymasters', 'default,nobody', '--boards', '1', '--out', 'other'], { cwd: dir });
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown spymaster 'nobody'\. Known spymasters: default, .*reference-0\.7.*\[agent\/unknown\]/);
  });

  it('scores an answers file: a table with intervals, and JSON', async () => {
    writeFileSync(join(dir, 'alice.jsonl'), reader());
    const r = await cli(['eval', 'clues', '--score', 'alice.jsonl', '--key', 'batch/key.json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.out).toContain('4 answers from 1 file on 4 items; 0 items unanswered by every file.');
    expect(r.out).toMatch(/^spymaster +variant +clues +number asked +team cards\/clue +all N found +ending wrong +other team +bystander +assassin +assassins$/m);
    expect(r.out).toMatch(/^default +single-team +2 +\d\.\d\d \[/m);
    const j = await cli(['eval', 'clues', '--score', 'alice.jsonl', '--key', 'batch/key.json', '--json'], { cwd: dir });
    const report = JSON.parse(j.out) as { rows: { spymaster: string; teamCards: { mean: number }; endsBystander: { successes: number }; clues: number }[] };
    for (const row of report.rows) {
      const mine = key.items.filter((k) => k.spymaster === row.spymaster);
      expect(row.clues).toBe(2);
      expect(row.teamCards.mean).toBe(1);
      expect(row.endsBystander.successes).toBe(mine.filter((k) => k.number !== 1).length);
    }
  });

  it('scores a partial file and several readers, per file', async () => {
    writeFileSync(join(dir, 'bob.jsonl'), reader().split('\n').slice(0, 1).join('\n'));
    const r = await cli(['eval', 'clues', '--score', 'alice.jsonl', '--score', 'bob.jsonl', '--key', 'batch/key.json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.out).toContain('5 answers from 2 files on 4 items; 0 items unanswered by every file.');
    expect(r.out).toContain('bob.jsonl: 1 answered, 3 unanswered');
    const one = await cli(['eval', 'clues', '--score', 'bob.jsonl', '--key', 'batch/key.json'], { cwd: dir });
    expect(one.out).toContain('bob.jsonl: 3 of 4 items unanswered (scored for what it holds).');
  });

  it('names the line of a bad answer', async () => {
    const k = key.items[0];
    writeFileSync(join(dir, 'bad.jsonl'), `${reader().split('\n')[1]}\n${JSON.stringify({ id: k?.id, guesses: ['NOT-A-CARD'] })}\n`);
    const r = await cli(['eval', 'clues', '--score', 'bad.jsonl', '--key', 'batch/key.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/bad\.jsonl:2: 'NOT-A-CARD' is not on the board of item '[0-9a-f]{8}'\. \[eval\/bad-answers\]/);
    const none = await cli(['eval', 'clues', '--key', 'batch/key.json'], { cwd: dir });
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/--score ANSWERS\.jsonl .*--guesser NAME/);
  });

  it('takes --agent as the tournament does, for spymasters and guessers', async () => {
    const model = join(import.meta.dirname, '..', '..', 'models', 'en');
    const r = await cli(['eval', 'clues', '--spymasters', 'low,reference-0.7', '--agent', 'low=builtin:reference-0.3', '--model', model, '--boards', '1', '--no-referee', '--out', 'agents'], { cwd: dir });
    expect(r.code).toBe(0);
    const k = JSON.parse(readFileSync(join(dir, 'agents', 'key.json'), 'utf8')) as ClueKey;
    expect(k.made?.model).toBe(model);
    expect(k.items.map((i) => i.spymaster).sort()).toEqual(['low', 'reference-0.7']);
    const g = await cli(['eval', 'clues', '--guesser', 'mine', '--agent', 'mine=builtin:reference', '--key', 'agents/key.json', '--key', 'batch/key.json', '--json'], { cwd: dir });
    expect(g.code).toBe(0);
    expect((JSON.parse(g.out) as { items: number; answers: number }).answers).toBe(6); // both keys, scored as one
    const risk = await cli(['eval', 'clues', '--guesser', 'reference', '--risk', 'bold', '--key', 'batch/key.json'], { cwd: dir });
    expect(risk.code).toBe(2);
  }, 60_000);

  it('lets a guesser read the clues and writes its answers', async () => {
    const r = await cli(['eval', 'clues', '--guesser', 'reference', '--key', 'batch/key.json', '--write-answers', 'g.jsonl', '--json'], { cwd: dir });
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as { answers: number; files: { file: string }[] };
    expect(report.answers).toBe(4);
    expect(report.files.map((f) => f.file)).toEqual(['guesser reference']);
    // The 2019 guesser explains nothing: its answers are ids and guesses only.
    const lines = (file: string) => readFileSync(join(dir, file), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { guesses: string[]; explanation?: unknown });
    expect(lines('g.jsonl').map((a) => Object.keys(a).sort())).toEqual(Array(4).fill(['guesses', 'id']));
    // A guesser that explains its picks has each explanation written beside them.
    const machine = await cli(['eval', 'clues', '--guesser', 'default-machine', '--key', 'batch/key.json', '--write-answers', 'm.jsonl', '--json'], { cwd: dir });
    expect(machine.code).toBe(0);
    const written = lines('m.jsonl');
    expect(written).toHaveLength(4);
    for (const a of written) {
      expect(typeof a.explanation).toBe('string');
      expect((a.explanation as string).toUpperCase()).toContain(a.guesses[0]!);
    }
    // The written answers are a valid answers file of the batch.
    const again = await cli(['eval', 'clues', '--score', 'g.jsonl', '--key', 'batch/key.json', '--json'], { cwd: dir });
    expect(again.code).toBe(0);
    expect((JSON.parse(again.out) as { rows: unknown }).rows).toEqual((JSON.parse(r.out) as { rows: unknown }).rows);
  });
});
