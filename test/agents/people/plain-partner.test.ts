/**
 * The plain-cosine partner (plain-partner.ts): the spymaster for people reads its partner's guesses again with
 * GloVe, and once a misread is one plain cosine explains and no clue left that order, it gives clues that reader
 * takes whole (people-spymaster.ts plainPartnerChoice). Real single-team games of the default spymaster with the
 * 2019 reference guesser (plain GloVe cosine) and with the guesser for people, through the real game driver.
 */
import { describe, expect, it } from 'vitest';
import type { ClueDecision } from '../../../src/agents/types.js';
import type { GuesserView, Identity, SpymasterView } from '../../../src/game/types.js';
import { createDefaultAgents } from '../../../src/agents/defaults.js';
import { readingMinds } from '../../../src/agents/people/index.js';
import { plainPartner } from '../../../src/agents/people/plain-partner.js';
import { createReferenceGuesser } from '../../../src/agents/reference-2019/guesser.js';
import { playGame } from '../../../src/harness/play-game.js';
import { spyView } from '../views.js';

const PLAIN_LINE = "Our partner's guesses so far took the cards in plain GloVe cosine order";

interface Said { readonly decision: ClueDecision; readonly view: SpymasterView }

async function play(seed: number, guesser: { name: string; guess(v: GuesserView): unknown }) {
  const agents = await createDefaultAgents();
  const said: Said[] = [];
  const spymaster = { name: 'default', giveClue: async (view: SpymasterView) => {
    const decision = await agents.spymaster.giveClue(view);
    said.push({ decision, view });
    return decision;
  } };
  const { state } = await playGame({ variant: 'single-team', seed, a: { spymaster, guesser: guesser as never } });
  return { said, state };
}

describe('the plain-cosine partner', () => {
  it('reads a plain-cosine misread from the record, and not a reader who left that order', async () => {
    const minds = await readingMinds();
    const words = ['WHALE', 'FISH', 'PIANO', 'BANK', 'MOON', 'CAR', 'SHIP', 'DOG', 'CAT'];
    const key: Identity[] = ['red', 'red', 'blue', 'bystander', 'red', 'red', 'assassin', 'blue', 'red'];
    const plain = (clue: string, n: number, open: readonly string[]): string[] => {
      const g = createReferenceGuesser(minds.glove);
      const view = { cards: words.map((w) => ({ word: w, revealed: !open.includes(w) })), currentClue: { team: 'red' as const, word: clue, number: n, turn: 1, legal: true, guesses: [] }, clues: [], team: 'red' as const };
      return g.guess(view as never).ranked.map((r) => r.word).slice(0, n);
    };
    // 'river 2' read in plain cosine order over the whole board (FISH, then SHIP, the assassin): a misread
    const order = plain('river', 2, words);
    expect(order.some((w) => key[words.indexOf(w)] !== 'red')).toBe(true);
    const at = (guesses: string[]) => {
      const base = spyView(words, key, 'red', guesses);
      return { ...base, clues: [{ team: 'red' as const, word: 'river', number: 2, turn: 1, legal: true, guesses }] } as SpymasterView;
    };
    expect(plainPartner(at(order), minds.glove)).toBe(true);
    // Read in that order but all ours: nothing to explain yet.
    const right = plain('river', 1, words);
    expect(key[words.indexOf(right[0]!)]).toBe('red');
    expect(plainPartner(at(right), minds.glove)).toBe(false);
    // The same clue read in another order: not a plain-cosine reader, whatever it touched.
    expect(plainPartner(at([...order].reverse()), minds.glove)).toBe(false);
    // A wrong card plain cosine does not put first: not explained by it.
    const other = words.find((w) => key[words.indexOf(w)] === 'bystander' && w !== order[0])!;
    expect(plainPartner(at([other]), minds.glove)).toBe(false);
  }, 120_000);

  it('gives a plain-cosine partner clues it takes whole once it has misread one, and people none of them', async () => {
    const minds = await readingMinds();
    const reference = createReferenceGuesser(minds.glove);
    let plainClues = 0;
    let peopleGuesserPlain = 0;
    for (const seed of [5, 6, 7]) {
      const { said, state } = await play(seed, reference);
      const identity = new Map(state.cards.map((c) => [c.word, c.identity]));
      let misread = false;
      for (let k = 0; k < said.length; k++) {
        const { decision } = said[k]!;
        const rec = state.clues[k]!;
        const plainClue = decision.explanation?.summary.includes(PLAIN_LINE) === true;
        if (plainClue) {
          plainClues++;
          // (only after a misread, and that reader then touches exactly the targets, in some order, all ours)
          expect(misread).toBe(true);
          expect([...rec.guesses].sort()).toEqual([...decision.targets].sort());
          expect(rec.guesses.every((g) => identity.get(g) === rec.team)).toBe(true);
        }
        if (typeof rec.number === 'number' && rec.guesses.slice(0, rec.number).some((g) => identity.get(g) !== rec.team)) misread = true;
      }
      const people = await play(seed, (await createDefaultAgents()).guesser);
      peopleGuesserPlain += people.said.filter((s) => s.decision.explanation?.summary.includes(PLAIN_LINE) === true).length;
    }
    expect(plainClues).toBeGreaterThan(0);
    expect(peopleGuesserPlain).toBe(0);
  }, 300_000);
});
