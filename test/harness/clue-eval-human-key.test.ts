/**
 * scripts/clue-key-from-human.mjs on a small file of human turns written here (the Cultural Codes format; the
 * real data is never read by tests): the key and the people's answers it writes pass eval clues' checks and
 * score the people's picks as played, cut to number + 1, turns without a guess left unanswered.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseClueAnswers, parseClueKey, scoreClueAnswers } from '../../src/harness/clue-eval.js';

const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'clue-key-from-human.mjs');
const board = Array.from({ length: 25 }, (_, i) => `w${i}`);
const base = { game: 1, board, assassins: ['w0', 'w1', 'w2'], bystanders: board.slice(3, 16) };
const turns = [
  { ...base, turn: 1, clue: 'sea', targets: ['w20', 'w21'], humanGuesses: ['w20', 'w3'] }, // team, then a bystander
  { ...base, turn: 2, board: board.slice(1), clue: 'sky', targets: ['w22'], humanGuesses: ['w22', 'w23', 'w24'] }, // cut to 2
  { ...base, turn: 3, clue: 'fire', targets: ['w24'], humanGuesses: [] }, // no guess: unanswered
];

describe('clue-key-from-human', () => {
  it('writes a key and the people\'s answers that eval clues scores', () => {
    const dir = mkdtempSync(join(tmpdir(), 'human-key-'));
    writeFileSync(join(dir, 'turns.jsonl'), turns.map((t) => JSON.stringify(t)).join('\n'));
    const r = spawnSync(process.execPath, [SCRIPT, join(dir, 'turns.jsonl'), '--out', join(dir, 'out')], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('3 clues (0 dropped: no target or not one word), 2 answered by people (1 without a guess, 1 cut to number + 1)');
    const key = parseClueKey(readFileSync(join(dir, 'out', 'key.jsonl'), 'utf8'), 'key.jsonl');
    expect(key.items.map((i) => [i.id, i.clue, i.number, i.words.length])).toEqual([['g1t1', 'SEA', 2, 25], ['g1t2', 'SKY', 1, 24], ['g1t3', 'FIRE', 1, 25]]);
    expect(key.items[0]?.key.slice(0, 4)).toEqual(['assassin', 'assassin', 'assassin', 'bystander']);
    const answers = parseClueAnswers(readFileSync(join(dir, 'out', 'people.jsonl'), 'utf8'), 'people.jsonl', key);
    const s = scoreClueAnswers(key, [{ file: 'people', answers }]);
    expect(s.unanswered).toBe(1);
    expect(s.played.map((p) => [p.id, p.teamCards, p.end])).toEqual([['g1t1', 1, 'bystander'], ['g1t2', 2, 'all-allowed']]);
    const first = spawnSync(process.execPath, [SCRIPT, join(dir, 'turns.jsonl'), '--out', join(dir, 'first'), '--first'], { encoding: 'utf8' });
    expect(first.stderr).toContain('2 clues');
    expect(spawnSync(process.execPath, [SCRIPT, join(dir, 'turns.jsonl'), '--out', join(dir, 'out')], { encoding: 'utf8' }).status).toBe(2);
  });
});
