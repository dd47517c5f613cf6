/**
 * The guessers built on the human model, on the real minds: the guesser for people touches its likeliest
 * card first and stops before a card people rarely pick; the `human-model` guesser samples like a person,
 * deterministically per position (the same view gives the same picks), and differently across positions.
 */
import { describe, expect, it } from 'vitest';
import { createGame, deriveSeed, guesserView, applyAction } from '../../../src/game/index.js';
import { defaultMind, mindRelationBonus } from '../../../src/agents/index.js';
import { HUMAN_FEATURES, boardReader, createHumanModelGuesser, createPeopleGuesser, humanFeatures, humanUtilities, readingMinds } from '../../../src/agents/people/index.js';
import { nextCardFeatures, nextOursChance, openCounts, NEXT_CARD_FEATURES } from '../../../src/agents/people/next-card.js';
import { NORM_NEIGHBOUR_FEATURES, neighbourRows, normNeighbours } from '../../../src/agents/people/norm-neighbours.js';
import { loadCardNorms, loadClueNorms } from '../../../src/agents/card-norms.js';
import { guessView } from '../views.js';

const clued = (seed: number, word: string, number: number) => {
  const s = createGame({ variant: 'single-team', seed });
  return guesserView(applyAction(s, { type: 'clue', team: s.turn, word, number }));
};

describe('the guessers on the human model', () => {
  it('the guesser for people stops at a long shot: a clue for 3 with one clear card is not played to 3', async () => {
    const minds = await readingMinds();
    const bonus = mindRelationBonus('default');
    const guesser = createPeopleGuesser(await defaultMind(), minds, { ...(bonus === undefined ? {} : { relationBonus: bonus }) });
    let short = 0;
    for (let g = 0; g < 10; g++) {
      const d = guesser.guess(clued(deriveSeed(5, g), 'ocean', 3));
      expect(d.take).toBeGreaterThanOrEqual(1);
      expect(d.take).toBeLessThanOrEqual(3);
      expect(d.ranked.length).toBe(25);
      if (d.take < 3) short++;
    }
    expect(short).toBeGreaterThan(0);
  });

  it('the guesser for people goes on to a second card tied to the clue and stops before a long shot', async () => {
    const guesser = createPeopleGuesser(await defaultMind(), await readingMinds());
    const board = ['PUMPKIN', 'PAN', 'MINT', 'ROBOT', 'FORK', 'TOOTH', 'GAME', 'CHINA', 'SHARK', 'PIANO', 'BANK', 'SPY', 'MOON',
      'EAGLE', 'TRAIN', 'DRESS', 'POLE', 'CASINO', 'HOOK', 'NURSE', 'WHALE', 'LOCK', 'WAVE', 'SNOW', 'BELT'];
    const pie = guesser.guess(guessView(board, 'pie', 2));
    expect(pie.take).toBe(2);
    expect(new Set(pie.ranked.slice(0, 2).map((r) => r.word))).toEqual(new Set(['PUMPKIN', 'PAN']));
    expect(pie.explanation).toMatch(/PAN \(ours \d+% likely\)/);
    const silverware = guesser.guess(guessView(board, 'silverware', 2));
    expect(silverware.ranked[0]!.word).toBe('FORK');
    // Nothing ties the card after FORK to 'silverware': on a full board it is one of 24 long shots (about 48%).
    expect(silverware.take).toBe(1);
    // The explanation says why it stopped: the card it stopped before, under the go-on chance (0.5).
    const stop = silverware.explanation!.match(/; stopping before ([A-Z]+) \(ours (\d+)% likely\)\.$/);
    expect(stop).not.toBeNull();
    expect(stop![1]).toBe(silverware.ranked[1]!.word);
    expect(Number(stop![2])).toBeLessThan(50);
    // Stopped at the clue's number, there is no chance to say.
    expect(pie.explanation).toMatch(/; stopping before [A-Z]+\.$/);
    // A bolder go-on chance plays the same clue to its number.
    expect(createPeopleGuesser(await defaultMind(), await readingMinds(), { goOnChance: 0 }).guess(guessView(board, 'silverware', 2)).take).toBe(2);
  });

  it('the next-card chance rises with the norm link of the next card and with its lead', async () => {
    const minds = await readingMinds();
    const r = boardReader(minds, ['PUMPKIN', 'PAN', 'MINT', 'ROBOT', 'FORK']).read('pie');
    const u = humanUtilities(r);
    const x = nextCardFeatures(r, u, new Set([0]), 1, 4, { ours: 9, open: 25 });
    expect(x).toHaveLength(NEXT_CARD_FEATURES.length);
    expect(x[0]).toBe(1);
    const at = (name: (typeof NEXT_CARD_FEATURES)[number]): number => NEXT_CARD_FEATURES.indexOf(name);
    expect(x[at('norm')]).toBeGreaterThan(0); // PAN is in the norm list of 'pie' (pie pan)
    expect(x[at('untied')]).toBe(0);
    const q = nextOursChance(x);
    expect(q).toBeGreaterThan(0);
    expect(q).toBeLessThan(1);
    const weaker = [...x];
    weaker[at('norm')] = 0;
    expect(nextOursChance(weaker)).toBeLessThan(q);
    const closer = [...x];
    closer[at('gap')] = 0;
    expect(nextOursChance(closer)).toBeLessThan(q);
    // The base rate: with FEW of our cards left among the open ones (2 of 20), the same card is less likely ours.
    // The first card touched counts as ours: 8 of 24 left after it.
    expect(x[at('share')]).toBeCloseTo(Math.log(8 / 16), 6);
    const late = nextCardFeatures(r, u, new Set([0]), 1, 4, { ours: 2, open: 20 });
    expect(late[at('share')]).toBeCloseTo(Math.log(1 / 18), 6);
    expect(nextOursChance(late)).toBeLessThan(q);
  });

  it("counts our open cards from the view: the variant's cards of our team less those already turned", () => {
    const board = ['PUMPKIN', 'PAN', 'MINT', 'ROBOT', 'FORK', 'TOOTH', 'GAME', 'CHINA', 'SHARK', 'PIANO', 'BANK', 'SPY', 'MOON',
      'EAGLE', 'TRAIN', 'DRESS', 'POLE', 'CASINO', 'HOOK', 'NURSE', 'WHALE', 'LOCK', 'WAVE', 'SNOW', 'BELT'];
    expect(openCounts(guessView(board, 'pie', 2))).toEqual({ ours: 9, open: 25 });
    const later = guessView(board, 'pie', 2, { revealed: [['FORK', 'red'], ['GAME', 'bystander'], ['BANK', 'red']] });
    expect(openCounts(later)).toEqual({ ours: 7, open: 22 });
    // A standard game's view does not say who started: the mean of the two teams' 9 and 8 cards.
    expect(openCounts({ ...later, variant: 'standard' })).toEqual({ ours: 6.5, open: 22 });
  });

  it("the clue-word norms tie a card in the reading, the human model and the stop rule: 'ocean' makes people think of WHALE, not PIANO", async () => {
    const minds = await readingMinds();
    const forward = loadClueNorms();
    expect(forward.covers('ocean')).toBe(true);
    const words = ['WHALE', 'PIANO', 'ROBOT'];
    const r = boardReader(minds, words).read('ocean');
    expect(Array.from(r.links.clueNorm)).toEqual(words.map((w) => forward.strength(w, 'ocean')));
    expect(r.links.clueNorm[0]).toBe(3);
    expect(r.links.clueNorm[1]).toBe(0);
    const f = HUMAN_FEATURES.length;
    const x = humanFeatures(r);
    expect(x[HUMAN_FEATURES.indexOf('clueNorm')]).toBe(1); // WHALE: strength 3 of 3
    expect(x[HUMAN_FEATURES.indexOf('clueNormLead')]).toBe(1); // and no other card linked
    expect(x[f + HUMAN_FEATURES.indexOf('clueNorm')]).toBe(0);
    // Any link at all, whatever its strength: WHALE has one both ways, PIANO none.
    expect(x[HUMAN_FEATURES.indexOf('clueNormAny')]).toBe(1);
    expect(x[HUMAN_FEATURES.indexOf('normAny')]).toBe(1); // 'ocean' is in WHALE's own norm list too
    expect(x[f + HUMAN_FEATURES.indexOf('clueNormAny')]).toBe(0);
    expect(x[f + HUMAN_FEATURES.indexOf('normAny')]).toBe(0);
    // The stop rule: after WHALE, PIANO is tied by nothing; WHALE after PIANO by its norms.
    const u = humanUtilities(r);
    const untied = NEXT_CARD_FEATURES.indexOf('untied');
    const clueNorm = NEXT_CARD_FEATURES.indexOf('clueNorm');
    const piano = nextCardFeatures(r, u, new Set([0]), 1, 2, { ours: 9, open: 25 });
    expect(piano[untied]).toBe(1);
    const tied = [...piano];
    tied[untied] = 0;
    expect(nextOursChance(piano)).toBeLessThan(nextOursChance(tied));
    const whale = nextCardFeatures(r, u, new Set([1]), 0, 2, { ours: 9, open: 25 });
    expect(whale[untied]).toBe(0);
    expect(whale[clueNorm]).toBe(1);
  });

  it("the norm neighbours read a clue through a card's associates: 'ocean' is near WHALE's 'sea', not PIANO's", async () => {
    const minds = await readingMinds();
    const nb = normNeighbours(minds.glove, loadCardNorms(), 'ocean', ['WHALE', 'PIANO']);
    expect(nb).toHaveLength(4);
    expect(nb[0]).toBeGreaterThan(0.6);
    expect(nb[0]).toBeGreaterThan(nb[2]! + 0.2);
    for (const v of nb) expect(v).toBeLessThanOrEqual(1 + 1e-6);
    expect(Array.from(normNeighbours(minds.glove, loadCardNorms(), 'zzqxvw', ['WHALE']))).toEqual([0, 0]);
    // The guesser's rows: the card norms' two, then the clue-word norms' two ('sea' leads to WHALE there too).
    const k = NORM_NEIGHBOUR_FEATURES.length;
    const rows = neighbourRows(minds, 'ocean', ['WHALE', 'PIANO']);
    const forward = normNeighbours(minds.glove, loadClueNorms(), 'ocean', ['WHALE', 'PIANO']);
    expect(rows).toHaveLength(2 * k);
    expect(Array.from(rows.subarray(0, 2))).toEqual(Array.from(nb.subarray(0, 2)));
    expect(Array.from(rows.subarray(2, 4))).toEqual(Array.from(forward.subarray(0, 2)));
    expect(rows[2]).toBeGreaterThan(rows[k + 2]! + 0.2);
  });

  it('human-model samples the same picks for the same position and varied picks across positions', async () => {
    const minds = await readingMinds();
    const a = createHumanModelGuesser(minds);
    const b = createHumanModelGuesser(minds);
    const firsts = new Set<string>();
    for (let g = 0; g < 12; g++) {
      const view = clued(deriveSeed(9, g), 'animal', 2);
      const x = a.guess(view);
      const y = b.guess(view);
      expect(x.ranked.map((r) => r.word)).toEqual(y.ranked.map((r) => r.word));
      expect(x.take).toBe(y.take);
      expect(x.take).toBeLessThanOrEqual(3);
      expect(new Set(x.ranked.map((r) => r.word)).size).toBe(25);
      firsts.add(x.ranked[0]!.word);
    }
    expect(firsts.size).toBeGreaterThan(3);
  });
});
