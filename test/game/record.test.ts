import { describe, expect, it } from 'vitest';
import { createGame, parseRecord, replay, toRecord } from '../../src/index.js';
import type { GameRecord } from '../../src/index.js';
import { clue, cover, guess, labelledGame, pass, play } from './helpers.js';

describe('game records replay to the identical state', () => {
  it('a dealt game replays exactly from its record, through JSON', () => {
    let s = createGame({ variant: 'coop', seed: 77, wordList: 'hu' });
    const red = s.cards.filter((c) => c.identity === 'red').map((c) => c.word);
    const blue = s.cards.filter((c) => c.identity === 'blue').map((c) => c.word);
    s = play(s, clue('red', 2), guess('red', red[0]!), pass('red'), cover('blue', blue[3]!), clue('red', 'unlimited'), guess('red', red[1]!));
    const record = JSON.parse(JSON.stringify(toRecord(s))) as unknown;
    expect(replay(parseRecord(record))).toEqual(s);
    expect(toRecord(s).setup.words).toHaveLength(25);
    expect(toRecord(s).setup.key).toEqual(s.cards.map((c) => c.identity));
  });

  it('replay can stop after the first n actions', () => {
    const s = play(labelledGame('standard'), clue('red', 1), guess('red', 'RED1'));
    expect(replay(toRecord(s), { upTo: 1 }).phase).toBe('guess');
  });

  it('an action that no longer applies is a game/bad-record naming its index', () => {
    const s = play(labelledGame('standard'), clue('red', 1), guess('red', 'RED1'));
    const rec = toRecord(s);
    const broken: GameRecord = { ...rec, actions: [rec.actions[0]!, guess('blue', 'RED2')] };
    expect(() => replay(broken)).toThrow(expect.objectContaining({ code: 'game/bad-record', details: expect.objectContaining({ at: 'actions[1]' }) }));
  });
});

describe('parseRecord: malformed records say what is wrong and where', () => {
  const good = toRecord(play(labelledGame('standard'), clue('red', 1)));
  const mutate = (f: (r: Record<string, any>) => void): unknown => {
    const r = JSON.parse(JSON.stringify(good)) as Record<string, any>;
    f(r);
    return r;
  };
  const cases: readonly [string, unknown, string][] = [
    ['not JSON', '{oops', '(text)'],
    ['not an object', [1, 2], '(root)'],
    ['wrong format tag', mutate((r) => (r.format = 'chess/pgn')), 'format'],
    ['unknown version', mutate((r) => (r.version = 2)), 'version'],
    ['unknown variant', mutate((r) => (r.setup.variant = 'chess')), 'setup.variant'],
    ['missing seed', mutate((r) => delete r.setup.seed), 'setup.seed'],
    ['too few words', mutate((r) => r.setup.words.pop()), 'setup.words'],
    ['a bad word', mutate((r) => (r.setup.words[3] = 7)), 'setup.words[3]'],
    ['a bad identity', mutate((r) => (r.setup.key[4] = 'green')), 'setup.key[4]'],
    ['actions not an array', mutate((r) => (r.actions = {})), 'actions'],
    ['unknown action type', mutate((r) => (r.actions[0].type = 'shout')), 'actions[0].type'],
    ['bad clue number', mutate((r) => (r.actions[0].number = 'many')), 'actions[0].number'],
    ['bad team', mutate((r) => (r.actions[0].team = 'green')), 'actions[0].team'],
  ];
  for (const [name, input, at] of cases) {
    it(name, () => {
      expect(() => parseRecord(input)).toThrow(expect.objectContaining({ code: 'game/bad-record', details: { at } }));
    });
  }

  it('accepts JSON text as well as a parsed object', () => {
    expect(parseRecord(JSON.stringify(good))).toEqual(good);
  });
});
