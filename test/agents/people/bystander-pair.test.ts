/**
 * Single-team clues for 2 whose second target only a bystander blocks (bystander-pair.ts), on the real default
 * mind: on a tuning board (seed 9002) where the judges allow only a clue for 1, the single-team spymaster
 * gives a clue for 2 instead; the very same board and key in the standard game keeps its clue for 1, as does
 * the single-team spymaster with the rule off. On a second board a bystander's set phrase with the clue keeps the 1. The pair is checked by the judges themselves: it fails them on
 * the real board and passes them with the bystanders read as ours, the assassin stays out of reach of a
 * plain-GloVe reader, and the human model expects a person to find more cards than from the clue for 1.
 */
import { describe, expect, it } from 'vitest';
import { createGame, spymasterView } from '../../../src/game/index.js';
import type { Identity, VariantName } from '../../../src/game/types.js';
import { defaultMind, mindRelationBonus } from '../../../src/agents/minds.js';
import { boardReader, createPeopleSpymaster, expectedReading, familiarWords, HUMAN_MODEL_WEIGHTS, humanUtilities, judge, peopleParams, readingMinds } from '../../../src/agents/people/index.js';
import { bystanderPair, looseCards, pairBoard } from '../../../src/agents/people/bystander-pair.js';
import { plainReach } from '../../../src/agents/people/plain-cosine.js';
import { cardVectors } from '../../../src/agents/word-stats.js';
import { spyView } from '../views.js';
import type { EmbeddingModel } from '../../../src/embeddings/types.js';
import type { PeopleParamOverrides, ReadingMinds } from '../../../src/agents/people/index.js';

/**
 * The default spymaster for people on `model` and `minds` with some of its params changed, on the pool of 12,000
 * clue words the boards below were found with (with the 20,000 of today's default the search finds other
 * clues on them, 'kitty 2' on the second).
 */
function spymasterWith(model: EmbeddingModel, minds: ReadingMinds, params: PeopleParamOverrides) {
  const relationBonus = mindRelationBonus('default', 'en');
  return createPeopleSpymaster(model, minds, { familiar: familiarWords(), vocabularySize: 12_000, ...(relationBonus === undefined ? {} : { relationBonus }), params });
}

// Two boards of `eval clues --boards 200 --seed 9002 --variant single-team` (red plays), words and key in grid order.
/** The red spymaster's view of a board in a variant, red to play (another key for the same words optional). */
function redViews(words: string[], key: Identity[]) {
  return (variant: VariantName, k: Identity[] = key) => spymasterView(createGame({ variant, words, key: k, startingTeam: 'red', seed: 1 }), 'red');
}

const BOARDS: { words: string[]; key: Identity[] }[] = [
  {
    words: ['OIL', 'COOK', 'DWARF', 'CENTAUR', 'NAIL', 'KANGAROO', 'MAPLE', 'BUCK', 'SCALE', 'LION', 'TAIL', 'ORGAN', 'WASHER', 'COPPER', 'THUMB', 'DANCE', 'HOTEL', 'HOLLYWOOD', 'SNOW', 'PIN', 'DOG', 'SATELLITE', 'MAMMOTH', 'WHIP', 'WHALE'],
    key: ['assassin', 'red', 'red', 'red', 'bystander', 'red', 'red', 'blue', 'bystander', 'red', 'bystander', 'red', 'bystander', 'blue', 'bystander', 'blue', 'blue', 'bystander', 'bystander', 'red', 'blue', 'blue', 'red', 'blue', 'blue'],
  },
  {
    words: ['GRACE', 'SPY', 'CLUB', 'CANADA', 'MISSILE', 'WITCH', 'HAM', 'FALL', 'DWARF', 'LION', 'PHOENIX', 'DEGREE', 'DOCTOR', 'PLANE', 'NINJA', 'MUG', 'BOOT', 'DRAFT', 'ROME', 'TORCH', 'PILOT', 'PYRAMID', 'SUIT', 'FLUTE', 'BUFFALO'],
    key: ['red', 'bystander', 'red', 'blue', 'bystander', 'bystander', 'blue', 'red', 'blue', 'red', 'bystander', 'red', 'blue', 'assassin', 'red', 'bystander', 'red', 'blue', 'bystander', 'bystander', 'blue', 'red', 'blue', 'red', 'blue'],
  },
];

describe('single-team bystander pairs', () => {
  it('give a clue for 2 where only a bystander blocks the second target, and leave the standard game alone', async () => {
    const model = await defaultMind();
    const minds = await readingMinds();
    const make = (on: boolean) => spymasterWith(model, minds, { bystanderPairs: on });
    const withPairs = make(true);
    const without = make(false);
    const params = peopleParams(0.5, { normsKnown: true });
    const ofBoard = (i: number) => {
      const { words, key } = BOARDS[i]!;
      const view = redViews(words, key);
      const ours = key.map((k) => k === 'red');
      const assassins = key.map((k) => k === 'assassin');
      const bystanders = key.map((k) => k === 'bystander');
      const read = (clue: string) => {
        const reading = boardReader(minds, words).read(clue);
        return { reading, u: humanUtilities(reading, HUMAN_MODEL_WEIGHTS), known: { covered: minds.links.clueNorm?.covers(clue) === true, strict: false } };
      };
      return { words, view, ours, assassins, bystanders, read };
    };
    {
      const { words, view, ours, assassins, bystanders, read } = ofBoard(0);
      const single = withPairs.giveClue(view('single-team'));
      const standard = withPairs.giveClue(view('standard'));
      const off = without.giveClue(view('single-team'));
      expect(standard.number).toBe(1);
      expect({ word: off.word, number: off.number }).toEqual({ word: standard.word, number: standard.number });
      expect(single.number).toBe(2);
      // The pair by the judges themselves: blocked on the real board, clear once the bystanders are read as ours.
      const targets = single.targets.map((t) => words.indexOf(t));
      expect(targets.every((t) => ours[t])).toBe(true);
      const { reading, u, known } = read(single.word);
      expect(judge(reading, u, targets, { ours, assassins }, params, known).way).toBeNull();
      const pair = bystanderPair(reading, u, targets, pairBoard(ours, assassins, bystanders), params, known);
      expect(pair).not.toBeNull();
      expect(pair!.found).toBeGreaterThan(expectedReading(u, ours, assassins, 1).found);
      const plainOffset = Float64Array.from(cardVectors(minds.glove, words), (v) => (v.vector === null ? -Infinity : v.hub / 2));
      expect(plainReach(reading, 2, { ours, assassins }, plainOffset)).toBeGreaterThanOrEqual(0);
      // With no card loosened (no bystander on this board's key), the rule does not pass.
      expect(bystanderPair(reading, u, targets, pairBoard(ours, assassins, ours.map(() => false)), params, known)).toBeNull();
    }
    {
      // MASTER 2 for DEGREE, NINJA: clear but for the bystanders, and SPY (a bystander) forms a set phrase with
      // it (both blind readers of req-9 took SPY second): the clue stays the standard game's.
      const { words, view, ours, assassins, bystanders, read } = ofBoard(1);
      const single = withPairs.giveClue(view('single-team'));
      const standard = withPairs.giveClue(view('standard'));
      expect(standard.number).toBe(1);
      expect({ word: single.word, number: single.number }).toEqual({ word: standard.word, number: standard.number });
      const targets = ['DEGREE', 'NINJA'].map((t) => words.indexOf(t));
      const { reading, u, known } = read('master');
      expect(reading.links.phrase[words.indexOf('SPY')]).toBe(1);
      const board = pairBoard(ours, assassins, bystanders);
      expect(judge(reading, u, targets, board.withoutLoose, params, known).way).not.toBeNull();
      expect(bystanderPair(reading, u, targets, board, params, known)).toBeNull();
    }
  }, 120_000);

  it("read the other team's agents like bystanders while 3 or more are open, never the assassin", async () => {
    const model = await defaultMind();
    const minds = await readingMinds();
    const make = (pairOpponents: number) => spymasterWith(model, minds, { pairOpponents });
    const widened = make(3);
    const bystandersOnly = make(Infinity);
    const params = peopleParams(0.5, { normsKnown: true });
    // A board of `eval clues --boards 200 --seed 9002 --variant single-team` (red plays): LAMB for CALF and
    // MINT, where HONEY (blue) is as near to LAMB as MINT for a person.
    const words = ['MOUSE', 'TEACHER', 'CRASH', 'HONEY', 'BERLIN', 'CALF', 'QUEEN', 'KETCHUP', 'BED', 'CAP', 'FLY', 'IVORY', 'CROWN', 'ROUND', 'STAR', 'MERCURY', 'CAR', 'BERMUDA', 'WORM', 'HOLLYWOOD', 'GROUND', 'MINT', 'STRIKE', 'GAS', 'POLE'];
    const key: Identity[] = ['blue', 'bystander', 'blue', 'blue', 'red', 'red', 'red', 'blue', 'red', 'bystander', 'assassin', 'red', 'bystander', 'bystander', 'bystander', 'red', 'red', 'blue', 'blue', 'blue', 'red', 'red', 'bystander', 'blue', 'bystander'];
    const view = redViews(words, key);
    const single = widened.giveClue(view('single-team'));
    const standard = widened.giveClue(view('standard'));
    const narrow = bystandersOnly.giveClue(view('single-team'));
    expect(standard.number).toBe(1);
    expect({ word: narrow.word, number: narrow.number }).toEqual({ word: standard.word, number: standard.number });
    expect({ word: single.word, number: single.number, targets: [...single.targets].sort() }).toEqual({ word: 'lamb', number: 2, targets: ['CALF', 'MINT'] });
    expect(single.explanation?.summary).toContain("a touch of HONEY (the other team's) only ends the turn, so MINT is given too");
    // The pair by the rule itself, on the open cards of a view (the opponents' count decides).
    const judgeOn = (v: ReturnType<typeof view>) => {
      const open = v.cards.flatMap((c, i) => (c.revealed ? [] : [i]));
      const ids = open.map((i) => v.key[i] as Identity);
      const openWords = open.map((i) => words[i]!);
      const ours = ids.map((id) => id === 'red');
      const assassins = ids.map((id) => id === 'assassin');
      const reading = boardReader(minds, openWords).read('lamb');
      const u = humanUtilities(reading, HUMAN_MODEL_WEIGHTS);
      const known = { covered: minds.links.clueNorm?.covers('lamb') === true, strict: false };
      const targets = ['CALF', 'MINT'].map((t) => openWords.indexOf(t));
      return {
        strict: judge(reading, u, targets, { ours, assassins }, params, known).way,
        bystanders: bystanderPair(reading, u, targets, pairBoard(ours, assassins, ids.map((id) => id === 'bystander')), params, known),
        widened: bystanderPair(reading, u, targets, pairBoard(ours, assassins, looseCards(ids, 'red', params)), params, known),
      };
    };
    const full = judgeOn(view('single-team'));
    expect(full.strict).toBeNull();
    expect(full.bystanders).toBeNull(); // (an opponent blocks MINT, not a bystander)
    expect(full.widened).not.toBeNull();
    expect(full.widened!.second).toBeGreaterThanOrEqual(params.pairSecondChance);
    // With HONEY and two more blue agents open the rule holds; with HONEY and one more it does not.
    const blues = words.filter((w, i) => key[i] === 'blue' && w !== 'HONEY');
    const withOpen = (n: number) => ({ ...view('single-team'), cards: spyView(words, key, 'red', blues.slice(n - 1)).cards });
    expect(judgeOn(withOpen(3)).widened).not.toBeNull();
    expect(judgeOn(withOpen(2)).widened).toBeNull();
    expect(widened.giveClue(withOpen(2)).number).toBe(1);
    // The assassin is never loose: HONEY the assassin (FLY blue), the pair is refused and the clue is for 1.
    const swapped = key.map((k, i) => (words[i] === 'HONEY' ? 'assassin' : words[i] === 'FLY' ? 'blue' : k));
    expect(looseCards(swapped, 'red', params)[words.indexOf('HONEY')]).toBe(false);
    const refused = judgeOn(view('single-team', swapped));
    expect(refused.widened).toBeNull();
    expect(widened.giveClue(view('single-team', swapped))).not.toMatchObject({ word: 'lamb', number: 2 });
  }, 120_000);

  it('give a pair whose second target hearers of the clue think of though the judges leave it loose (the backed way)', async () => {
    const model = await defaultMind();
    const minds = await readingMinds();
    const make = (pairBacked: number) => spymasterWith(model, minds, { pairBacked });
    const params = peopleParams(0.5, { normsKnown: true });
    // A board of `eval clues --boards 200 --seed 9002 --variant single-team` (red plays): PARK for FOREST and
    // GRASS (hearing PARK, people think of GRASS clearly and of FOREST loosely; ROCK and MINT are bystanders).
    const words = ['ARM', 'LITTER', 'WITCH', 'CHOCOLATE', 'FOREST', 'MINT', 'MODEL', 'ROCK', 'DEGREE', 'GAS', 'BEAT', 'TRIANGLE', 'GRASS', 'CAT', 'STRIKE', 'FISH', 'STAFF', 'LOCK', 'FAN', 'OLIVE', 'FACE', 'ROSE', 'HONEY', 'POISON', 'COTTON'];
    const key: Identity[] = ['assassin', 'red', 'blue', 'bystander', 'red', 'bystander', 'red', 'bystander', 'blue', 'blue', 'bystander', 'blue', 'red', 'red', 'blue', 'blue', 'bystander', 'red', 'red', 'bystander', 'blue', 'red', 'blue', 'bystander', 'red'];
    const view = redViews(words, key);
    const backed = make(1).giveClue(view('single-team'));
    const unbacked = make(0).giveClue(view('single-team'));
    expect({ word: backed.word, number: backed.number, targets: [...backed.targets].sort() }).toEqual({ word: 'park', number: 2, targets: ['FOREST', 'GRASS'] });
    expect(unbacked.number).toBe(1);
    expect(make(1).giveClue(view('standard')).number).toBe(1);
    type Reading = ReturnType<ReturnType<typeof boardReader>['read']>;
    const judgeOn = (k: Identity[], edit: (r: Reading) => Reading = (r) => r) => {
      const ours = k.map((id) => id === 'red');
      const assassins = k.map((id) => id === 'assassin');
      const reading = edit(boardReader(minds, words).read('park'));
      const u = humanUtilities(reading, HUMAN_MODEL_WEIGHTS);
      const known = { covered: minds.links.clueNorm?.covers('park') === true, strict: false };
      const targets = [words.indexOf(backed.targets[0]!), words.indexOf(backed.targets[1]!)];
      const board = pairBoard(ours, assassins, looseCards(k, 'red', params));
      return { reading, targets, strict: judge(reading, u, targets, board.withoutLoose, params, known).way, pair: bystanderPair(reading, u, targets, board, params, known) };
    };
    const real = judgeOn(key);
    expect(real.strict).toBeNull(); // (the judges leave the second target loose, loose cards aside)
    expect(real.pair?.verdict.way).toBe('backed');
    expect(real.reading.links.clueNorm[real.targets[1]!]).toBeGreaterThanOrEqual(params.pairBacked);
    // Hearers who do not think of the second target: no pair.
    const unheard = (r: Reading): Reading => ({ ...r, links: { ...r.links, clueNorm: r.links.clueNorm.map((f, i) => (i === real.targets[1] ? 0 : f)) } });
    expect(judgeOn(key, unheard).pair).toBeNull();
    // The assassin's checks stay whole: ROCK (a bystander near the clue) the assassin, ARM a bystander, refused.
    const swapped = key.map((id, i) => (words[i] === 'ROCK' ? 'assassin' : words[i] === 'ARM' ? 'bystander' : id));
    expect(judgeOn(swapped).pair).toBeNull();
    expect(make(1).giveClue(view('single-team', swapped))).not.toMatchObject({ word: 'park', number: 2 });
  }, 120_000);

  it('give a pair whose second target the card norms back where the hearers of the clue leave it out', async () => {
    const model = await defaultMind();
    const minds = await readingMinds();
    const make = (pairCardBacked: boolean) => spymasterWith(model, minds, { pairCardBacked });
    const params = peopleParams(0.5, { normsKnown: true });
    // A board of `eval clues --boards 200 --seed 9006 --variant single-team` (red plays): TOXIC for POISON and
    // MERCURY; the associators hearing TOXIC left MERCURY out, people shown MERCURY say 'toxic'.
    const words = ['BED', 'LOCH NESS', 'DIAMOND', 'LIMOUSINE', 'MEXICO', 'LONDON', 'MERCURY', 'PIANO', 'KEY', 'TURKEY', 'WHIP', 'HORN', 'MINT', 'PUMPKIN', 'SMUGGLER', 'JET', 'BELT', 'POISON', 'STAR', 'DWARF', 'ICE CREAM', 'CRICKET', 'WAVE', 'LIGHT', 'FIRE'];
    const key: Identity[] = ['bystander', 'bystander', 'red', 'blue', 'red', 'bystander', 'red', 'red', 'bystander', 'blue', 'red', 'bystander', 'bystander', 'red', 'blue', 'blue', 'bystander', 'red', 'blue', 'blue', 'blue', 'red', 'red', 'assassin', 'blue'];
    const view = redViews(words, key);
    const backed = make(true).giveClue(view('single-team'));
    expect({ word: backed.word, number: backed.number, targets: [...backed.targets].sort() }).toEqual({ word: 'toxic', number: 2, targets: ['MERCURY', 'POISON'] });
    expect(make(false).giveClue(view('single-team')).number).toBe(1);
    expect(make(true).giveClue(view('standard')).number).toBe(1);
    type Reading = ReturnType<ReturnType<typeof boardReader>['read']>;
    const ours = key.map((id) => id === 'red');
    const assassins = key.map((id) => id === 'assassin');
    const board = pairBoard(ours, assassins, looseCards(key, 'red', params));
    const known = { covered: minds.links.clueNorm?.covers('toxic') === true, strict: false };
    const targets = ['POISON', 'MERCURY'].map((t) => words.indexOf(t));
    const pairOf = (reading: Reading, p = params) => bystanderPair(reading, humanUtilities(reading, HUMAN_MODEL_WEIGHTS), targets, board, p, known);
    const reading = boardReader(minds, words).read('toxic');
    const u = humanUtilities(reading, HUMAN_MODEL_WEIGHTS);
    // Hearers of TOXIC do not think of MERCURY; the card norms tie it clearly: the judges refuse the pair (also
    // with the loose cards aside), the pair rule with the backing passes it, without it it does not.
    expect(known.covered).toBe(true);
    expect(reading.links.clueNorm[targets[1]!]).toBe(0);
    expect(reading.links.norm[targets[1]!]).toBeGreaterThanOrEqual(params.normFloor);
    expect(judge(reading, u, targets, { ours, assassins }, params, known).way).toBeNull();
    expect(judge(reading, u, targets, board.withoutLoose, params, known).way).toBeNull();
    const pair = pairOf(reading);
    expect(pair).not.toBeNull();
    expect(pair!.second).toBeGreaterThanOrEqual(params.pairSecondChance);
    expect(pairOf(reading, { ...params, pairCardBacked: false })).toBeNull();
    // The backing is the card norms': with MERCURY's card-norm tie taken away, no pair.
    const untied = (r: Reading): Reading => ({ ...r, links: { ...r.links, norm: r.links.norm.map((s, i) => (i === targets[1] ? 0 : s)), normBack: r.links.normBack.map((s, i) => (i === targets[1] ? 0 : s)) } });
    expect(pairOf(untied(reading))).toBeNull();
  }, 120_000);
});
