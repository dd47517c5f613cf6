/**
 * mayPass (clue-judges.ts) lets the spymaster for people skip the human model and the judges for a candidate
 * clue: it must hold whenever judge gives some target set a way, or the single-team pair rule (bystander-pair.ts)
 * passes a pair. Checked against the real judge for every set of 1-3 of our open cards, on real boards (first turns and later ones), for the real readings of
 * frequent familiar clue words, at every risk level, with and without the clue-word norms' cover and a
 * strict partner; and it must rule out most candidates, or it saves nothing.
 */
import { describe, expect, it } from 'vitest';
import { createGame, spymasterView } from '../../../src/game/index.js';
import { boardReader, familiarWords, humanUtilities, judge, peopleParams, readingMinds, type ClueReading } from '../../../src/agents/people/index.js';
import { mayPass } from '../../../src/agents/people/clue-judges.js';
import { bystanderPair, looseCards, pairBoard } from '../../../src/agents/people/bystander-pair.js';
import type { Identity } from '../../../src/game/types.js';

/** Every set of 1-3 of `cards`. */
function targetSets(cards: readonly number[]): number[][] {
  const out: number[][] = [];
  cards.forEach((a, i) => {
    out.push([a]);
    cards.slice(i + 1).forEach((b, j) => {
      out.push([a, b]);
      for (const c of cards.slice(i + j + 2)) out.push([a, b, c]);
    });
  });
  return out;
}

describe('mayPass', () => {
  it('holds whenever judge gives some target set a way, and rules out most candidates', async () => {
    const minds = await readingMinds();
    const familiar = familiarWords();
    const clues = Array.from(minds.glove.clueIndices.subarray(0, 2500), (i) => minds.glove.vocabulary[i]!).filter((w) => familiar.has(w)).slice(0, 700);
    let candidates = 0;
    let ruledOut = 0;
    let ways = 0;
    let pairWays = 0;
    for (const [seed, revealed] of [[41, 0], [42, 4], [43, 9]] as const) {
      const view = spymasterView(createGame({ variant: 'single-team', seed }), 'red');
      // Later turns: the first `revealed` of our cards covered.
      const ourCards = view.cards.flatMap((_, i) => (view.key[i] === view.team ? [i] : []));
      const open = view.cards.flatMap((_, i) => (ourCards.slice(0, revealed).includes(i) ? [] : [i]));
      const words = open.map((i) => view.cards[i]!.word);
      const ours = open.map((i) => view.key[i] === view.team);
      const assassins = open.map((i) => view.key[i] === 'assassin');
      const identities = open.map((i) => view.key[i] as Identity);
      const own = ours.flatMap((o, i) => (o ? [i] : []));
      const sets = targetSets(own);
      const reader = boardReader(minds, words);
      // (and the words people associate with our cards, either way: the candidates of the norms and forward ways)
      const associates = own.flatMap((t) => [...(minds.links.norm!.strengths(words[t]!)?.keys() ?? []), ...(minds.links.clueNorm!.strengths(words[t]!)?.keys() ?? [])]);
      for (const clue of new Set([...clues, ...associates.filter((w) => familiar.has(w))])) {
        if (words.some((w) => w.toLowerCase() === clue)) continue;
        const reading = reader.read(clue);
        const u = humanUtilities(reading);
        const covered = minds.links.clueNorm!.covers(clue);
        for (const risk of [0, 0.5, 1]) {
          const params = peopleParams(risk, { normsKnown: true });
          for (const strict of [false, true]) {
            const known = { covered, strict };
            const may = mayPass(reading, { ours, assassins }, params, known);
            candidates++;
            if (!may) ruledOut++;
            // (the single-team pair rule too, both target orders: the spymaster sees a pair only if mayPass holds)
            const pairs = pairBoard(ours, assassins, looseCards(identities, 'red', params));
            for (const targets of sets) {
              const pair = targets.length === 2 && [targets, [targets[1]!, targets[0]!]].some((t) => bystanderPair(reading, u, t, pairs, params, known) !== null);
              if (pair) pairWays++;
              if (!pair && judge(reading, u, targets, { ours, assassins }, params, known).way === null) continue;
              ways++;
              expect(may, `${clue} for ${targets.map((t) => words[t]).join(', ')} (risk ${risk}, strict ${strict}${pair ? ', a pair' : ''})`).toBe(true);
            }
          }
        }
      }
    }
    expect(ways).toBeGreaterThan(100);
    expect(pairWays).toBeGreaterThan(5);
    expect(ruledOut / candidates).toBeGreaterThan(0.5);
  });

  it('holds for a clue only the forward reading ties (hearers think of two of our cards, GloVe and the norms do not)', () => {
    const n = 5;
    const zero = (): Uint8Array => new Uint8Array(n);
    const reading: ClueReading = {
      clue: 'moon',
      glove: Float32Array.of(0.1, 0.12, 0.2, 0.25, 0.05),
      wordnet: Float32Array.of(0.1, 0.1, 0.2, 0.2, 0.0),
      links: { relation: zero(), thesaurus: zero(), phrase: zero(), norm: zero(), normBack: zero(), clueNorm: Uint8Array.of(3, 3, 0, 0, 0) },
    };
    const board = { ours: [true, true, true, false, false], assassins: [false, false, false, false, true] };
    const params = peopleParams(0.5, { normsKnown: true });
    const known = { covered: true, strict: false };
    expect(judge(reading, humanUtilities(reading), [0, 1], board, params, known).way).toBe('forward');
    expect(judge(reading, humanUtilities(reading), [0], board, params, known).way).toBeNull(); // (GloVe puts a card not ours first)
    expect(mayPass(reading, board, params, known)).toBe(true);
    // Uncovered, the same strengths say nothing, and nothing else ties the clue.
    expect(mayPass(reading, board, params, { covered: false, strict: false })).toBe(false);
  });
});
