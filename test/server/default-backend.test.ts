/**
 * The real backend (default model, library agents, referee) behind the role functions: the README's
 * requests answered for real, with their shape checked against the response schema.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleBackend } from '../../src/server/backend.js';
import { createDefaultBackend } from '../../src/server/default-backend.js';
import { checkClueFor, clueFor, coverFor, guessFor } from '../../src/server/roles.js';
import { validatorFor } from '../../src/server/schema.js';
import { seededBoard } from './fake-backend.js';

let backend: RoleBackend;
beforeAll(async () => {
  backend = await createDefaultBackend();
});

const { board, key, startingTeam } = seededBoard(21);

describe('default backend', () => {
  it('spymaster: a legal clue for its own cards', async () => {
    const r = await clueFor({ board, key, team: startingTeam }, backend);
    expect(validatorFor('responses', 'clueResponse')(r)).toBe(true);
    expect(r.targets.length).toBeGreaterThan(0);
    for (const t of r.targets) expect(key[board.indexOf(t)]).toBe(startingTeam);
    expect(await checkClueFor({ board, clue: { word: r.word, number: r.number } }, backend)).toEqual({ ok: true });
  });

  it('guesser: a clue that names a card\'s meaning puts that card first', async () => {
    const b = [...board];
    b[0] = 'DISEASE';
    const r = await guessFor({ board: b, clue: { word: 'virus', number: 1 } }, backend);
    expect(r.guesses[0]).toBe('DISEASE');
    expect(r.take).toBe(1);
    expect(validatorFor('responses', 'guessResponse')(r)).toBe(true);
  });

  it('referee: a board word and a same-root word are illegal (000/004), in English', async () => {
    const v = await checkClueFor({ board, clue: { word: (board[4] as string).toLowerCase(), number: 1 } }, backend);
    expect(v).toMatchObject({ ok: false, code: 'clue/board-word' });
  });

  it('the role functions work without a backend argument (the shared default, loaded once)', async () => {
    const { sharedDefaultBackend } = await import('../../src/server/roles.js');
    const r = await guessFor({ board: ['DISEASE', ...board.slice(1)], clue: { word: 'virus', number: 1 } });
    expect(r.guesses[0]).toBe('DISEASE');
    expect(await sharedDefaultBackend()).toBe(await sharedDefaultBackend());
  });

  it('cover: one of the team\'s own hidden agents', async () => {
    const r = await coverFor({ board, key, team: startingTeam }, backend);
    expect(key[board.indexOf(r.word)]).toBe(startingTeam);
  });
});
