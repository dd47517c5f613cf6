/**
 * Words that name Object.prototype's members ('constructor', '__proto__', 'toString', ...) are words like any
 * other: as a board card or a clue, in every language, through the library, the protocol and the CLI. Every
 * lookup keyed by a user's word is a Map or checks own keys (issue 12 item 5: before, these were a 500, exit
 * 70, or "a letter (function Object() ...)").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { riskValue } from '../../src/agents/risk.js';
import { nounLemmaForms } from '../../src/agents/reference-2019/board-conflicts.js';
import { isCodenamesError } from '../../src/errors.js';
import { createGame } from '../../src/game/index.js';
import { checkClue, createClueFilter } from '../../src/legality/index.js';
import type { RoleBackend } from '../../src/server/backend.js';
import { createDefaultBackend } from '../../src/server/default-backend.js';
import { handleRequest } from '../../src/server/handler.js';
import { cli } from '../cli/run-cli.js';

const PROTO = ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf', 'isPrototypeOf', '__defineGetter__'];
const LANGS = ['en', 'ru', 'uk', 'he', 'fa', 'hu'] as const;

describe('the referee', () => {
  it.each(LANGS)('%s: such words as cards and as clues get a verdict, never an exception or a "letter"', (lang) => {
    for (const w of PROTO) {
      const asClue = checkClue(w, { board: ['apple', 'tree'] }, { lang });
      if (!asClue.ok) expect(asClue.code, `${w}: ${asClue.message}`).not.toBe('clue/letter');
      if (!asClue.ok) expect(asClue.message).not.toMatch(/function|native code|\[object/);
      expect(() => checkClue('fish', { board: [w, 'apple'] }, { lang })).not.toThrow();
      expect(() => checkClue(`${w}s`, { board: [w, 'tree'] }, { lang })).not.toThrow();
    }
    expect(() => createClueFilter([...PROTO], { lang }).mask(['fish', ...PROTO])).not.toThrow();
  });

  it('English: constructor is a legal clue, and a form of a constructor card is not', () => {
    expect(checkClue('constructor', { board: ['apple', 'tree'] }, { lang: 'en' }).ok).toBe(true);
    expect(checkClue('constructors', { board: ['constructor', 'tree'] }, { lang: 'en' })).toMatchObject({ ok: false, code: 'clue/same-root' });
  });
});

describe('other lookups keyed by a word', () => {
  it('the reference bots lemmatise such words as plain words', () => {
    expect(nounLemmaForms('constructor')).toEqual([]);
    expect(nounLemmaForms('__proto__')).toEqual([]);
  });
  it("riskValue('constructor') is a typed error, not a function used as a number", () => {
    let err: unknown;
    try {
      riskValue('constructor' as never);
    } catch (e) {
      err = e;
    }
    expect(isCodenamesError(err) && err.code).toBe('agent/bad-option');
  });
  it("createGame({ lang: 'constructor' }) is a typed error naming the language", () => {
    let err: unknown;
    try {
      createGame({ variant: 'standard', seed: 1, lang: 'constructor' });
    } catch (e) {
      err = e;
    }
    expect(isCodenamesError(err) && err.message).toMatch(/'constructor'/);
  });
});

describe('the protocol', () => {
  let backend: RoleBackend;
  beforeAll(async () => {
    backend = await createDefaultBackend();
  });
  const board = createGame({ variant: 'standard', seed: 3, lang: 'en' }).cards.map((c) => c.word);
  const key = createGame({ variant: 'standard', seed: 3, lang: 'en' }).cards.map((c) => c.identity);
  board[0] = 'constructor';
  board[1] = '__proto__';

  it('/v1/clue, /v1/guess and /v1/check-clue answer 200 with such cards on the board', async () => {
    const clue = await handleRequest('clue', { lang: 'en', team: 'red', board, key }, backend);
    expect(clue.status, JSON.stringify(clue.body)).toBe(200);
    const guess = await handleRequest('guess', { lang: 'en', board, clue: { word: 'builder', number: 1 } }, backend);
    expect(guess.status, JSON.stringify(guess.body)).toBe(200);
    const check = await handleRequest('check-clue', { lang: 'en', board, clue: { word: 'constructors', number: 1 } }, backend);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ ok: false, code: 'clue/same-root' });
  });
});

describe('the CLI', () => {
  it('check-clue with such a card exits 0 with a verdict; such a clue is not a letter', async () => {
    const card = await cli(['check-clue', '--lang', 'en', '--board', 'constructor,apple', 'fish']);
    expect(card.code, card.err).toBe(0);
    expect(card.out).toMatch(/^legal: 'fish'/);
    const clue = await cli(['check-clue', '--lang', 'ru', '--board', 'дерево,яблоко', 'constructor']);
    expect(clue.code, clue.err).not.toBe(70);
    expect(clue.out).not.toMatch(/letter|function/);
  });
  it("an unknown command or identity named 'constructor' is a usage error (exit 2)", async () => {
    expect((await cli(['constructor'])).code).toBe(2);
    const key = await cli(['clue', '--team', 'red', '--board', 'WHALE,FISH', '--key', 'red,constructor']);
    expect(key.code).toBe(2);
    expect(key.err).toMatch(/--key entry 'constructor' is not an identity/);
  });
});
