/**
 * The role functions behind every transport: schema errors with their JSON pointer (400), impossible game
 * states (422), and the shape of good answers, all with a deterministic fake backend.
 */
import { describe, expect, it } from 'vitest';
import { isCodenamesError } from '../../src/errors.js';
import { checkClueFor, clueFor, coverFor, guessFor } from '../../src/server/roles.js';
import { validatorFor } from '../../src/server/schema.js';
import { fakeBackend, seededBoard } from './fake-backend.js';

const { board, key, startingTeam } = seededBoard(11);
const backend = fakeBackend();

async function errorOf(p: Promise<unknown>): Promise<{ code: string; path: unknown; message: string }> {
  try {
    await p;
  } catch (e) {
    if (isCodenamesError(e)) return { code: e.code, path: e.details?.['path'], message: e.message };
    throw e;
  }
  throw new Error('expected a CodenamesError');
}

describe('schema errors point at the field (400)', () => {
  const guess = { lang: 'en', board, clue: { word: 'virus', number: 1 } };
  const cases: [string, unknown, string, RegExp][] = [
    ['body not an object', [1, 2], '', /JSON object/],
    ['missing board', { clue: guess.clue }, '/board', /missing required field 'board'/],
    ['unknown field', { ...guess, colour: 'red' }, '/colour', /unknown field 'colour'.*allowed fields/],
    ['a key for a guesser is unknown', { ...guess, key }, '/key', /unknown field 'key'/],
    ['wrong type in board', { ...guess, board: [...board.slice(0, 24), 7] }, '/board/24', /must be string/],
    ['clue number 10', { ...guess, clue: { word: 'x', number: 10 } }, '/clue/number', /"unlimited"/],
    ['unsupported language', { ...guess, lang: 'de' }, '/lang', /one of "en"/],
    ['bad team', { ...guess, team: 'green' }, '/team', /"red", "blue"/],
    ['bad risk', { ...guess, risk: 3 }, '/risk', /cautious/],
    ['wrong role', { ...guess, role: 'spymaster' }, '/role', /"guesser"/],
    ['board too short for any variant', { ...guess, board: board.slice(0, 5) }, '/board', /fewer than 20/],
    ['24 cards for standard', { ...guess, board: board.slice(0, 24).concat(['extra', 'more']).slice(0, 24) }, '/board', /standard variant has 25 cards/],
    ['duplicate card (any case)', { ...guess, board: [...board.slice(0, 24), (board[0] as string).toLowerCase()] }, '/board/24', /repeats card 0/],
    ['revealed identity bad', { ...guess, revealed: { [board[0] as string]: 'agent' } }, `/revealed/${board[0]}`, /one of/],
    ['guesser language without a model', { ...guess, lang: 'ru' }, '/lang', /cannot play 'ru'/],
  ];
  it.each(cases)('%s', async (_name, body, path, message) => {
    const e = await errorOf(guessFor(body, backend));
    expect(e.code).toBe('protocol/invalid-request');
    expect(e.path).toBe(path);
    expect(e.message).toMatch(message);
  });
});

describe('impossible game states (422)', () => {
  const clue = { board, key, team: startingTeam };
  const firstBlue = key.indexOf('blue');
  const assassin = key.indexOf('assassin');
  const cases: [string, () => Promise<unknown>, string, RegExp][] = [
    ['revealed word not on the board', () => clueFor({ ...clue, revealed: { zebra: 'red' } }, backend), '/revealed/zebra', /not on the board/],
    ['key contradicts a revealed identity', () => clueFor({ ...clue, revealed: { [board[firstBlue] as string]: 'red' } }, backend), `/revealed/${board[firstBlue]}`, /key says blue/],
    ['key with wrong counts', () => clueFor({ ...clue, key: key.map((k) => (k === 'assassin' ? 'bystander' : k)) }, backend), '/key', /1 assassin/],
    ['game over: assassin revealed', () => clueFor({ ...clue, revealed: { [board[assassin] as string]: 'assassin' } }, backend), '/revealed', /over/],
    ['history guess not revealed', () => guessFor({ board, clue: { word: 'x', number: 1 }, clues: [{ team: 'red', word: 'y', number: 1, guesses: [board[0]] }] }, backend), '/clues/0/guesses/0', /not in revealed/],
    ['this turn out of guesses', () => guessFor({ board, revealed: { [board[0] as string]: key[0] as string, [board[1] as string]: key[1] as string }, clue: { word: 'x', number: 1, guessed: [board[0], board[1]] } }, backend), '/clue/guessed', /turn is over/],
    ['cover a team without hidden agents', () => coverFor({ board, key, team: startingTeam === 'red' ? 'blue' : 'red', revealed: Object.fromEntries(board.filter((_, i) => key[i] === (startingTeam === 'red' ? 'blue' : 'red')).map((w) => [w, startingTeam === 'red' ? 'blue' : 'red'])) }, backend), '/revealed', /agent is revealed/],
  ];
  it.each(cases)('%s', async (_name, run, path, message) => {
    const e = await errorOf(run());
    expect(e.code).toBe('protocol/illegal-state');
    expect(e.path).toBe(path);
    expect(e.message).toMatch(message);
  });
});

describe('good answers', () => {
  const responses = (def: string) => validatorFor('responses', def);

  it('clue: word, number, targets in board spelling, explanation without NaN', async () => {
    const r = await clueFor({ board, key, team: startingTeam }, backend);
    expect(r.word).toBe('signal');
    expect(r.targets).toEqual([board[key.indexOf(startingTeam)]]);
    expect(r.explanation?.margin).toBe(0);
    expect(responses('clueResponse')(JSON.parse(JSON.stringify(r)))).toBe(true);
  });

  it('guess: only unrevealed cards, take capped by the clue number + 1 and the guesses made', async () => {
    const revealed = { [(board[3] as string).toLowerCase()]: key[3] as string };
    const r = await guessFor({ board, revealed, clue: { word: 'virus', number: 1, guessed: [board[3]] } }, backend);
    expect(r.guesses).toHaveLength(24);
    expect(r.guesses).not.toContain(board[3]);
    expect(r.guesses).toEqual([...r.guesses].sort());
    expect(r.take).toBe(1); // the fake wants 2, but 1 + 1 allowed minus 1 made leaves 1
    expect(responses('guessResponse')(r)).toBe(true);
  });

  it('check-clue: a visible board word is refused, a covered one is fine (RULES.md 1, 000/004)', async () => {
    const w = board[0] as string;
    const bad = await checkClueFor({ board, clue: { word: w.toLowerCase(), number: 1 } }, backend);
    expect(bad).toMatchObject({ ok: false, code: 'clue/board-word', conflictsWith: [w] });
    const ok = await checkClueFor({ board, revealed: { [w]: key[0] as string }, clue: { word: w, number: 1 }, lang: 'ru' }, backend);
    expect(ok).toEqual({ ok: true });
    expect(responses('checkClueResponse')(bad)).toBe(true);
  });

  it('cover: one of the team\'s own hidden agents, board spelling', async () => {
    const team = startingTeam === 'red' ? 'blue' : 'red';
    const r = await coverFor({ board, key, team, variant: 'standard' }, backend);
    expect(key[board.indexOf(r.word)]).toBe(team);
    expect(responses('coverResponse')(r)).toBe(true);
  });

  it('pictures: a 20-card board with the 8/7/4/1 key of 001', async () => {
    const p = seededBoard(3, 'pictures');
    expect(p.board).toHaveLength(20);
    const e = await errorOf(checkClueFor({ board: p.board, variant: 'standard', clue: { word: 'x', number: 1 } }, backend));
    expect(e.path).toBe('/board');
    expect(await checkClueFor({ board: p.board, key: p.key, variant: 'pictures', clue: { word: 'x', number: 1 } }, backend)).toEqual({ ok: true });
    // The agents read words, not pictures: a clue or guess on picture ids is refused at /variant.
    const e2 = await errorOf(guessFor({ board: p.board, variant: 'pictures', clue: { word: 'x', number: 1 } }, backend));
    expect(e2).toMatchObject({ code: 'protocol/invalid-request', path: '/variant' });
  });
});
