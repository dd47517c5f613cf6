/**
 * plainReach (plain-cosine.ts) reads a clue as the 2019 reference guesser does (plain GloVe cosine, the n
 * closest cards until one is not ours) from the spymaster's hubness-corrected GloVe reading. Checked against
 * the real reference guesser on real boards for many clue words and numbers; and the spymaster for people
 * gives no first clue that guesser would end on the assassin.
 */
import { describe, expect, it } from 'vitest';
import { createGame, deriveSeed, guesserView, spymasterView } from '../../../src/game/index.js';
import type { ClueRecord } from '../../../src/game/types.js';
import { boardReader, familiarWords, readingMinds } from '../../../src/agents/people/index.js';
import { plainReach } from '../../../src/agents/people/plain-cosine.js';
import { cardVectors } from '../../../src/agents/word-stats.js';
import { createReferenceGuesser } from '../../../src/agents/reference-2019/guesser.js';
import { builtinAgents } from '../../../src/harness/registry.js';
import { loadDefaultModel } from '../../../src/embeddings/index.js';

describe('plainReach', () => {
  it('finds what the 2019 reference guesser finds, and says when it reaches the assassin', async () => {
    const minds = await readingMinds();
    const familiar = familiarWords();
    const reference = createReferenceGuesser(minds.glove);
    const clues = Array.from(minds.glove.clueIndices.subarray(0, 1500), (i) => minds.glove.vocabulary[i]!).filter((w) => familiar.has(w)).slice(0, 300);
    let assassinReached = 0;
    let checked = 0;
    for (const seed of [51, 52, 53]) {
      const state = createGame({ variant: 'single-team', seed });
      const view = spymasterView(state, 'red');
      const words = view.cards.map((c) => c.word);
      const ours = view.key.map((k) => k === view.team);
      const assassins = view.key.map((k) => k === 'assassin');
      // (cards GloVe reads only through its look-up rules are ranked last by the reference guesser: left out here)
      if (words.some((w) => minds.glove.vector(w.toLowerCase()) === null)) continue;
      const reader = boardReader(minds, words);
      const offset = Float64Array.from(cardVectors(minds.glove, words), (v) => (v.vector === null ? -Infinity : v.hub / 2));
      for (const clue of clues) {
        if (words.some((w) => w.toLowerCase() === clue)) continue;
        const reading = reader.read(clue);
        if (reading.glove === null) continue;
        const ranked = reference.guess({ ...guesserView(state), currentClue: { word: clue, number: 3 } as ClueRecord }).ranked.map((r) => words.indexOf(r.word));
        for (const n of [1, 2, 3]) {
          let expected = 0;
          for (const i of ranked.slice(0, n)) {
            if (assassins[i]) {
              expected = -1;
              break;
            }
            if (!ours[i]) break;
            expected++;
          }
          // (a near-tie in float sums may swap two cards: then only the reached-the-assassin verdict is compared)
          const got = plainReach(reading, n, { ours, assassins }, offset);
          expect(got < 0, `${clue} ${n} on seed ${seed}`).toBe(expected < 0);
          if (expected >= 0) expect(Math.abs(got - expected)).toBeLessThanOrEqual(got === expected ? 0 : 1);
          if (expected < 0) assassinReached++;
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(assassinReached).toBeGreaterThan(10);
  });

  it('keeps the first clues of the spymaster for people off the assassin for that guesser', async () => {
    const people = await builtinAgents().find((a) => a.name === 'default')!.spymaster!({ model: () => loadDefaultModel() });
    const reference = createReferenceGuesser(await loadDefaultModel());
    let clues = 0;
    // (boards 54, 153 and 195: before the check, CODE 3, TURF 2 and LION 3 sent it there)
    for (const b of [...Array.from({ length: 20 }, (_, i) => i), 54, 153, 195]) {
      const state = createGame({ variant: 'single-team', seed: deriveSeed(61, b) });
      const d = await people.giveClue(spymasterView(state, state.turn));
      if (typeof d.number !== 'number') continue;
      const ranked = reference.guess({ ...guesserView(state), currentClue: { word: d.word, number: d.number } as ClueRecord }).ranked;
      const touched = ranked.slice(0, d.number).map((r) => state.cards.find((c) => c.word === r.word)!.identity);
      const firstWrong = touched.findIndex((k) => k !== state.turn);
      expect(firstWrong < 0 || touched[firstWrong] !== 'assassin', `${d.word} ${d.number} on board ${b}`).toBe(true);
      clues++;
    }
    expect(clues).toBe(23);
  });
});
