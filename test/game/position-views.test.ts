/**
 * One place builds views from a position given by parts (issue 12 item 11): src/game/views.ts checks the parts
 * by the engine's rules and computes the guesses left with the engine's own guessLimit, and the server, the CLI's
 * clue and guess and the human-data evaluation all use it. A view built from a real game's parts equals the
 * engine's view of that game.
 */
import { describe, expect, it } from 'vitest';
import { isCodenamesError } from '../../src/errors.js';
import { applyAction, createGame, guessLimit, guesserView, guesserViewOfPosition, spymasterView, spymasterViewOfPosition } from '../../src/game/index.js';

function code(fn: () => unknown): string | null {
  try {
    fn();
  } catch (e) {
    return isCodenamesError(e) ? `${e.code}: ${e.message}` : String(e);
  }
  return null;
}

describe('views of positions', () => {
  let s = createGame({ variant: 'standard', seed: 11, lang: 'en' });
  const team = s.turn;
  const ours = s.cards.filter((c) => c.identity === team).map((c) => c.word);
  s = applyAction(s, { type: 'clue', team, word: 'ocean', number: 2 });
  s = applyAction(s, { type: 'guess', team, word: ours[0]! });

  it("a guesser view from the game's parts equals the engine's", () => {
    const g = guesserView(s);
    const built = guesserViewOfPosition({ variant: g.variant, lang: g.lang, team: g.team, cards: g.cards, clues: g.clues.slice(0, -1), clue: { word: 'ocean', number: 2, guessed: [ours[0]!] } });
    expect(built).toEqual(g);
  });

  it("a spymaster view from the game's parts equals the engine's (clue phase)", () => {
    const t = applyAction(s, { type: 'pass', team });
    const v = spymasterView(t, t.turn);
    expect(spymasterViewOfPosition({ variant: v.variant, lang: v.lang, team: v.team, cards: v.cards, clues: v.clues, key: v.key })).toEqual(v);
  });

  it('guessLimit is the rule: number + 1; 0 and unlimited set no limit', () => {
    expect([guessLimit(1), guessLimit(3), guessLimit(0), guessLimit('unlimited')]).toEqual([2, 4, null, null]);
  });

  it('refuses positions the rules do not allow, saying what to fix', () => {
    const cards = [{ word: 'WHALE', revealed: false }, { word: 'whale', revealed: false }];
    expect(code(() => spymasterViewOfPosition({ team: 'red', cards, key: ['red', 'blue'] }))).toMatch(/game\/bad-position: card 1 'whale' repeats card 0/);
    // Zero-width characters are invisible to a person: 'WH\u200bALE' is WHALE again, and a card of them alone is no word.
    const hidden = [{ word: 'WHALE', revealed: false }, { word: 'WH\u200bALE', revealed: false }];
    expect(code(() => spymasterViewOfPosition({ team: 'red', cards: hidden, key: ['red', 'blue'] }))).toMatch(/game\/bad-position: card 1 .* repeats card 0/);
    const empty = [{ word: 'WHALE', revealed: false }, { word: '\u200b\u2060', revealed: false }];
    expect(code(() => spymasterViewOfPosition({ team: 'red', cards: empty, key: ['red', 'blue'] }))).toMatch(/card 1 has no word/);
    const two = [{ word: 'WHALE', revealed: true, identity: 'blue' as const }, { word: 'BANK', revealed: false }];
    expect(code(() => spymasterViewOfPosition({ team: 'red', cards: two, key: ['red', 'red'] }))).toMatch(/revealed as blue but the key says red/);
    expect(code(() => spymasterViewOfPosition({ team: 'red', cards: two, key: ['blue'] }))).toMatch(/1 identities for 2 cards/);
    expect(code(() => spymasterViewOfPosition({ team: 'red', cards: two, key: ['blue', 'assassin'] }))).toMatch(/no hidden agent left/);
    expect(code(() => guesserViewOfPosition({ team: 'red', cards: two, clue: { word: 'sea', number: 0, guessed: ['BANK'] } }))).toMatch(/must be a revealed card/);
    const done = [{ word: 'WHALE', revealed: true, identity: 'red' as const }, { word: 'FISH', revealed: true, identity: 'red' as const }, { word: 'BANK', revealed: false }];
    expect(code(() => guesserViewOfPosition({ team: 'red', cards: done, clue: { word: 'sea', number: 1, guessed: ['WHALE', 'FISH'] } }))).toMatch(/allows 2 guesses and 2 were made/);
  });
});
