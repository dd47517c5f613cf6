/**
 * Closed compounds (closed-compound.ts): a clue and a card that run together into a word of the model, either
 * way round and through the clue's base forms; the spymaster for people gives no clue that forms one with a card
 * that is not ours (CARDS 2 for KING and BRIDGE sent blind readers to BOARD, the other team's: cardboard).
 */
import { describe, expect, it } from 'vitest';
import { createGame, spymasterView } from '../../../src/game/index.js';
import type { Identity } from '../../../src/game/types.js';
import { loadDefaultModel } from '../../../src/embeddings/index.js';
import { defaultMind, mindRelationBonus } from '../../../src/agents/minds.js';
import { createPeopleSpymaster, familiarWords, readingMinds } from '../../../src/agents/people/index.js';
import { closedCompound } from '../../../src/agents/people/closed-compound.js';

describe('closedCompound', () => {
  it('finds a word of the model in clue + card or card + clue, through base forms, and nothing else', async () => {
    const glove = await loadDefaultModel();
    expect(closedCompound(glove, 'card', 'BOARD')).toBe(true); // cardboard
    expect(closedCompound(glove, 'cards', 'BOARD')).toBe(true); // through CARD
    expect(closedCompound(glove, 'walk', 'BOARD')).toBe(true); // boardwalk
    expect(closedCompound(glove, 'fire', 'FLY')).toBe(true); // firefly
    expect(closedCompound(glove, 'light', 'OPERA')).toBe(false); // a spaced phrase only
    expect(closedCompound(glove, 'king', 'BRIDGE')).toBe(false);
    expect(closedCompound(glove, 'cream', '')).toBe(false);
  });
});

// The single-team board of panel-10 where CARDS 2 (KING, BRIDGE) was given (bench/clue-eval/panel-10: eval clues
// --variant single-team --seed 778), red to play.
const WORDS = ['BOARD', 'UNICORN', 'WITCH', 'RACKET', 'KING', 'MEXICO', 'BLOCK', 'SCREEN', 'DRAFT', 'BOTTLE', 'RULER', 'BERLIN', 'BUFFALO', 'AFRICA', 'FIRE', 'KNIFE', 'FAN', 'RABBIT', 'PLOT', 'DINOSAUR', 'DATE', 'SPINE', 'BRIDGE', 'PITCH', 'PUMPKIN'];
const KEY: Identity[] = ['blue', 'blue', 'red', 'blue', 'red', 'bystander', 'red', 'red', 'blue', 'red', 'bystander', 'bystander', 'assassin', 'blue', 'red', 'blue', 'red', 'blue', 'bystander', 'bystander', 'bystander', 'red', 'red', 'blue', 'bystander'];

describe('the spymaster for people and closed compounds', () => {
  it('gives no clue that runs together with a card not ours, where it gave CARDS before', async () => {
    const model = await defaultMind();
    const minds = await readingMinds();
    const glove = await loadDefaultModel();
    const relationBonus = mindRelationBonus('default', 'en');
    const spymaster = createPeopleSpymaster(model, minds, { familiar: familiarWords(), ...(relationBonus === undefined ? {} : { relationBonus }) });
    const view = spymasterView(createGame({ variant: 'single-team', words: WORDS, key: KEY, startingTeam: 'red', seed: 1 }), 'red');
    const d = spymaster.giveClue(view);
    expect(d.word).not.toBe('cards');
    expect(typeof d.number === 'number' && d.number >= 1).toBe(true);
    // no card that is not ours forms a compound with the clue given
    const notOurs = WORDS.filter((_, i) => KEY[i] !== 'red');
    expect(notOurs.filter((w) => closedCompound(glove, d.word, w))).toEqual([]);
  });
});
