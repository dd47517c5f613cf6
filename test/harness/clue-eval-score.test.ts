/**
 * Scoring readers' answers to blind clues (src/harness/clue-eval-*.ts): the play-out rules (touch in order, a
 * team card lets the next follow, anything else ends the turn, at most number + 1), the per-spymaster
 * figures with their intervals, partial and several files, keys from other sources, and every bad input as
 * a typed error naming the line.
 */
import { describe, expect, it } from 'vitest';
import { isCodenamesError } from '../../src/errors.js';
import { mergeClueKeys, parseClueAnswers, parseClueKey, playOutAnswer, scoreClueAnswers, type ClueKey, type ClueKeyItem, type TurnEnd } from '../../src/harness/clue-eval.js';
import { meanInterval, wilson } from '../../src/stats.js';

// A board whose words say what they are: R1..R9 red (the team to move), U1..U8 blue, Y1..Y7 bystanders, X the assassin.
const WORDS = [...Array.from({ length: 9 }, (_, i) => `R${i + 1}`), ...Array.from({ length: 8 }, (_, i) => `U${i + 1}`), ...Array.from({ length: 7 }, (_, i) => `Y${i + 1}`), 'X'];
const KEY = WORDS.map((w) => (w.startsWith('R') ? 'red' : w.startsWith('U') ? 'blue' : w === 'X' ? 'assassin' : 'bystander'));

function item(id: string, spymaster: string, number: number | 'unlimited', extra: Partial<ClueKeyItem> = {}): Record<string, unknown> {
  return { id, spymaster, variant: 'standard', words: WORDS, key: KEY, team: 'red', clue: 'WORD', number, targets: [], ...extra };
}

function keyOf(items: Record<string, unknown>[]): ClueKey {
  return parseClueKey(JSON.stringify({ format: 'codenames-ai/clue-key', version: 1, items }), 'key.json');
}

const answers = (rows: [string, string[]][]): string => rows.map(([id, guesses]) => JSON.stringify({ id, guesses })).join('\n');

function errorOf(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (e) {
    if (isCodenamesError(e)) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('expected a CodenamesError');
}

describe('playing out one answer', () => {
  const cases: { name: string; number: number | 'unlimited'; guesses: string[]; team: number; end: TurnEnd; touched: number }[] = [
    { name: 'all N found, then stops', number: 2, guesses: ['R1', 'R2'], team: 2, end: 'stopped', touched: 2 },
    { name: 'stops early', number: 3, guesses: ['R1'], team: 1, end: 'stopped', touched: 1 },
    { name: 'the bonus guess (number + 1)', number: 2, guesses: ['R1', 'R2', 'R3'], team: 3, end: 'all-allowed', touched: 3 },
    { name: 'a bystander ends the turn', number: 3, guesses: ['R1', 'Y1', 'R2'], team: 1, end: 'bystander', touched: 2 },
    { name: "the other team's card ends it", number: 2, guesses: ['U3', 'R1'], team: 0, end: 'other-team', touched: 1 },
    { name: 'the assassin ends it, nothing after is touched', number: 3, guesses: ['R4', 'X', 'R5'], team: 1, end: 'assassin', touched: 2 },
    { name: 'lower case and spaces are the same word', number: 1, guesses: [' r7 '], team: 1, end: 'stopped', touched: 1 },
    { name: 'unlimited: no limit', number: 'unlimited', guesses: ['R1', 'R2', 'R3', 'R4', 'R5'], team: 5, end: 'stopped', touched: 5 },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const key = keyOf([item('a', 'sm', c.number)]);
      const [a] = parseClueAnswers(answers([['a', c.guesses]]), 'ans.jsonl', key);
      const p = playOutAnswer(key.items[0] as ClueKeyItem, a?.guesses ?? []);
      expect(p.teamCards).toBe(c.team);
      expect(p.end).toBe(c.end);
      expect(p.touched).toHaveLength(c.touched);
    });
  }
});

describe('bad answers: a typed error naming the line', () => {
  const key = keyOf([item('a', 'sm', 2), item('b', 'sm', 1)]);
  const cases: { name: string; text: string; line: number; says: RegExp }[] = [
    { name: 'unknown id', text: answers([['a', ['R1']], ['zz', ['R1']]]), line: 2, says: /unknown id 'zz'/ },
    { name: 'repeated id', text: answers([['a', ['R1']], ['b', ['R1']], ['a', ['R2']]]), line: 3, says: /answered twice \(first on line 1\)/ },
    { name: 'a guess not on the board', text: answers([['b', ['OCEAN']]]), line: 1, says: /'OCEAN' is not on the board of item 'b'/ },
    { name: 'more guesses than number + 1', text: answers([['a', ['R1', 'R2', 'R3', 'R4']]]), line: 1, says: /lists 4 guesses; the rules allow at most 3/ },
    { name: 'no guess at all', text: answers([['a', []]]), line: 1, says: /no guess/ },
    { name: 'the same word twice', text: answers([['a', ['R1', 'r1']]]), line: 1, says: /touches 'R1' twice/ },
    { name: 'not JSON', text: `${answers([['a', ['R1']]])}\n\n{"id": "b", guesses`, line: 3, says: /not valid JSON/ },
    { name: 'guesses not a list', text: '{"id":"a","guesses":"R1"}', line: 1, says: /must be a list/ },
    { name: 'no id', text: '{"guesses":["R1"]}', line: 1, says: /'id' is missing/ },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const e = errorOf(() => parseClueAnswers(c.text, 'reader.jsonl', key));
      expect(e.code).toBe('eval/bad-answers');
      expect(e.message).toMatch(new RegExp(`^reader\\.jsonl:${c.line}: `));
      expect(e.message).toMatch(c.says);
    });
  }
});

describe('scores per spymaster', () => {
  // Spymaster 'p' asks 2 on four items, 'q' asks 3 on two; one item ('q2') is left unanswered by the first reader.
  const key = keyOf([item('p1', 'p', 2), item('q1', 'q', 3), item('p2', 'p', 2), item('p3', 'p', 2), item('q2', 'q', 3), item('p4', 'p', 2)]);
  const alice = parseClueAnswers(answers([
    ['p1', ['R1', 'R2']], // 2, all found
    ['p2', ['R3', 'Y1']], // 1, bystander
    ['p3', ['X']], // 0, assassin
    ['p4', ['R4', 'R5', 'R6']], // 3 (bonus), all found
    ['q1', ['U1']], // 0, other team
  ]), 'alice.jsonl', key);
  const bob = parseClueAnswers(answers([['q2', ['R1', 'R2']], ['q1', ['R7', 'R8', 'R9']]]), 'bob.jsonl', key);

  it('one file: the figures, their intervals, and the unanswered items', () => {
    const r = scoreClueAnswers(key, [{ file: 'alice.jsonl', answers: alice }]);
    expect(r.items).toBe(6);
    expect(r.answers).toBe(5);
    expect(r.unanswered).toBe(1);
    expect(r.files[0]).toMatchObject({ file: 'alice.jsonl', answered: 5, unanswered: 1 });
    const p = r.rows.find((row) => row.spymaster === 'p');
    expect(p).toMatchObject({ variant: 'standard', clues: 4, assassins: 1 });
    expect(p?.teamCards).toEqual(meanInterval([2, 1, 0, 3], 0));
    expect(p?.teamCards.mean).toBe(1.5);
    expect(p?.numberAsked.mean).toBe(2);
    expect(p?.allFound).toEqual(wilson(2, 4));
    expect(p?.endsWrong).toEqual(wilson(2, 4));
    expect(p?.endsBystander).toEqual(wilson(1, 4));
    expect(p?.endsAssassin).toEqual(wilson(1, 4));
    expect(p?.endsOtherTeam).toEqual(wilson(0, 4));
    const q = r.rows.find((row) => row.spymaster === 'q');
    expect(q).toMatchObject({ clues: 1, assassins: 0 });
    expect(q?.endsOtherTeam).toEqual(wilson(1, 1));
    expect(q?.teamCards).toMatchObject({ mean: 0, low: 0, high: 0 });
  });

  it('several readers: together and per file', () => {
    const r = scoreClueAnswers(key, [{ file: 'alice.jsonl', answers: alice }, { file: 'bob.jsonl', answers: bob }]);
    expect(r.answers).toBe(7);
    expect(r.unanswered).toBe(0);
    expect(r.files.map((f) => [f.file, f.answered, f.unanswered])).toEqual([['alice.jsonl', 5, 1], ['bob.jsonl', 2, 4]]);
    const q = r.rows.find((row) => row.spymaster === 'q');
    expect(q?.clues).toBe(3); // q1 read by both readers, q2 by bob
    expect(q?.teamCards.mean).toBeCloseTo((0 + 3 + 2) / 3, 12);
    expect(q?.allFound).toEqual(wilson(1, 3));
    expect(r.files[1]?.rows.map((row) => row.spymaster)).toEqual(['q']);
    expect(r.played.filter((x) => x.file === 'bob.jsonl').map((x) => x.line)).toEqual([1, 2]);
  });
});

describe('keys from any source', () => {
  it('reads JSON lines with only the board, identities, team, clue and number', () => {
    const lines = [
      JSON.stringify({ id: 'h1', words: WORDS.map((w) => w.toLowerCase()), key: KEY, team: 'red', clue: 'ocean', number: 2 }),
      JSON.stringify({ id: 'h2', words: WORDS, key: KEY.map((k) => (k === 'red' ? 'blue' : k === 'blue' ? 'red' : k)), team: 'blue', clue: 'sea', number: 1, spymaster: 'careful person' }),
    ].join('\n');
    const key = parseClueKey(lines, 'person.jsonl');
    expect(key.items.map((i) => [i.id, i.spymaster, i.clue, i.variant])).toEqual([['h1', 'unknown', 'OCEAN', 'standard'], ['h2', 'careful person', 'SEA', 'standard']]);
    const r = scoreClueAnswers(key, [{ file: 'a', answers: parseClueAnswers(answers([['h1', ['R1', 'r2']], ['h2', ['R1', 'U1']]]), 'a', key) }]);
    expect(r.rows.map((row) => [row.spymaster, row.teamCards.mean, row.endsOtherTeam.successes])).toEqual([['unknown', 2, 0], ['careful person', 1, 1]]); // blue's cards are the R words on h2's swapped key
  });

  const bad: { name: string; item: Record<string, unknown>; says: RegExp }[] = [
    { name: 'a key of the wrong length', item: item('k', 's', 1, { key: KEY.slice(1) as never }), says: /one identity .* per word, 25/ },
    { name: 'an unknown identity', item: item('k', 's', 1, { key: [...KEY.slice(1), 'spy'] as never }), says: /'key' must give/ },
    { name: 'no team', item: item('k', 's', 1, { team: 'green' as never }), says: /'team' must be red or blue/ },
    { name: 'a two-word clue', item: item('k', 's', 1, { clue: 'two words' }), says: /'clue' must be one word/ },
    { name: 'a bad number', item: item('k', 's', -1), says: /'number'/ },
    { name: 'a target off the board', item: item('k', 's', 1, { targets: ['OCEAN'] }), says: /'targets'/ },
  ];
  for (const c of bad) {
    it(`refuses ${c.name}`, () => {
      const e = errorOf(() => keyOf([c.item]));
      expect(e.code).toBe('eval/bad-key');
      expect(e.message).toMatch(/^key\.json item 1 \(id k\): /);
      expect(e.message).toMatch(c.says);
    });
  }

  it('scores several keys as one, refusing an id in two of them', () => {
    const a = keyOf([item('a1', 'p', 1), item('a2', 'q', 2)]);
    const b = keyOf([item('b1', 'p', 1, { variant: 'single-team' })]);
    const both = mergeClueKeys([{ file: 'a.json', key: a }, { file: 'b.json', key: b }]);
    expect(both.items.map((i) => i.id)).toEqual(['a1', 'a2', 'b1']);
    const r = scoreClueAnswers(both, [{ file: 'x', answers: parseClueAnswers(answers([['a1', ['R1']], ['b1', ['X']]]), 'x', both) }]);
    expect(r.rows.map((row) => [row.spymaster, row.variant, row.clues, row.assassins])).toEqual([['p', 'standard', 1, 0], ['p', 'single-team', 1, 1]]);
    const e = errorOf(() => mergeClueKeys([{ file: 'a.json', key: a }, { file: 'again.json', key: a }]));
    expect(e.message).toMatch(/^again\.json: id 'a1' is also in a\.json/);
  });

  it('refuses repeated ids and an empty key', () => {
    expect(errorOf(() => keyOf([item('k', 's', 1), item('k', 's', 2)])).message).toMatch(/^key\.json item 2: id 'k' is already used by key\.json item 1/);
    expect(errorOf(() => parseClueKey('  \n', 'k.json')).code).toBe('eval/bad-key');
    expect(errorOf(() => parseClueKey('{"id": 1}\nnot json', 'k.jsonl')).message).toMatch(/^k\.jsonl:2: not valid JSON/);
  });
});
