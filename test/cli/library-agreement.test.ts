/**
 * The CLI and the library agree (issue 12 item 8): the agents refuse a Pictures board with a typed error (the
 * default spymaster used to answer "said 1" with no targets), runTournament refuses 'pictures' as the CLI does,
 * checkClue works without options, and `clue` / `guess` name the cards the model does not know (text and JSON)
 * instead of dropping them without a word.
 */
import { describe, expect, it } from 'vitest';
import { createDefaultAgents } from '../../src/agents/index.js';
import { isCodenamesError } from '../../src/errors.js';
import { createGame, guesserView, spymasterView, applyAction } from '../../src/game/index.js';
import { runTournament } from '../../src/harness/run-tournament.js';
import { checkClue } from '../../src/legality/index.js';
import { cli } from './run-cli.js';

async function codeOf(p: Promise<unknown> | (() => unknown)): Promise<string | null> {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (e) {
    return isCodenamesError(e) ? e.code : `untyped: ${String(e)}`;
  }
  return null;
}

describe('Pictures boards', () => {
  it('the default agents refuse them with agent/unsupported', async () => {
    const { spymaster, guesser } = await createDefaultAgents();
    let s = createGame({ variant: 'pictures', seed: 2 });
    expect(await codeOf(async () => spymaster.giveClue(spymasterView(s, s.turn)))).toBe('agent/unsupported');
    s = applyAction(s, { type: 'clue', team: s.turn, word: 'sea', number: 1 });
    expect(await codeOf(async () => guesser.guess(guesserView(s)))).toBe('agent/unsupported');
  });
  it('runTournament refuses the variant as the CLI does', async () => {
    expect(await codeOf(runTournament({ variant: 'pictures', games: 1, workers: 0 }))).toBe('agent/unsupported');
    const r = await cli(['tournament', '--variant', 'pictures', '--games', '1']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--variant must be one of single-team, single-team-2019, standard, coop, three-player/);
  });
});

describe('checkClue without options', () => {
  it("judges in English, or in the language of the engine view it is given", () => {
    expect(checkClue('fight', { board: ['FIGHTER', 'APPLE'] })).toMatchObject({ ok: false, code: 'clue/same-root' });
    const ru = createGame({ variant: 'standard', seed: 1, lang: 'ru' });
    const card = ru.cards[0]!.word.toLowerCase();
    expect(checkClue(card, spymasterView(ru, ru.turn))).toMatchObject({ ok: false, code: 'clue/board-word' });
  });
});

describe('cards the model does not know are named', () => {
  it('clue: text and JSON', async () => {
    const args = ['clue', '--team', 'red', '--board', 'ZXQWV,WHALE,FISH,TANK,BANK', '--key', 'red,red,red,blue,assassin'];
    const text = await cli(args);
    expect(text.code, text.err).toBe(0);
    expect(text.out).toMatch(/Unknown to the model \(never targeted\): ZXQWV/);
    const json = await cli([...args, '--json']);
    expect(JSON.parse(json.out).unknownCards).toEqual(['ZXQWV']);
  });
  it('guess: the ranking marks them, and JSON lists them', async () => {
    const args = ['guess', '--board', 'ZXQWV,WHALE,FISH,TANK', '--clue', 'ocean', '--number', '1'];
    const text = await cli(args);
    expect(text.out).toMatch(/ZXQWV +-?\d+\.\d+ +\(unknown to the model\)/);
    expect(JSON.parse((await cli([...args, '--json'])).out).unknownCards).toEqual(['ZXQWV']);
  });
});
