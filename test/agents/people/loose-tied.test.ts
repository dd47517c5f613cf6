/**
 * A clue for 3 with one target hearers of the clue connect only loosely (`forwardLooseTied`, clue-judges.ts
 * looseTied), on the real default mind: on a tuning board (seed 9006, board 24 of `eval clues --boards 200
 * --variant single-team`) CHURCH ties TEMPLE and ORGAN for the clue-word norms' hearers and GRACE only
 * loosely, with no clear card-norm tie but a high place in GloVe and WordNet. The judges pass the three with
 * the rule and refuse them without it, and without the second tie (GRACE moved down both vector readings);
 * the single-team spymaster gives a clue for 3 there, where it gives a clue for 2 with the rule off, and the
 * standard game on the same board and key is the same with the rule on or off.
 */
import { describe, expect, it } from 'vitest';
import { createGame, spymasterView } from '../../../src/game/index.js';
import type { Identity, VariantName } from '../../../src/game/types.js';
import { defaultMind, mindRelationBonus } from '../../../src/agents/minds.js';
import { boardReader, createPeopleSpymaster, familiarWords, HUMAN_MODEL_WEIGHTS, humanUtilities, judge, peopleParams, readingMinds } from '../../../src/agents/people/index.js';
import type { ClueReading, PeopleParamOverrides, ReadingMinds } from '../../../src/agents/people/index.js';
import type { EmbeddingModel } from '../../../src/embeddings/types.js';

const WORDS = ['MINT', 'KNIGHT', 'TEMPLE', 'DOG', 'GREEN', 'FAN', 'ORGAN', 'FLY', 'MINE', 'SHOE', 'MAMMOTH', 'HONEY', 'BAT', 'ROBOT', 'HORSESHOE', 'WATER', 'ENGINE', 'SWITCH', 'GRACE', 'POINT', 'PLOT', 'KANGAROO', 'BACK', 'EUROPE', 'HORSE'];
const KEY: Identity[] = ['bystander', 'blue', 'red', 'red', 'bystander', 'red', 'red', 'assassin', 'bystander', 'red', 'blue', 'red', 'blue', 'red', 'bystander', 'blue', 'blue', 'blue', 'red', 'red', 'bystander', 'blue', 'blue', 'bystander', 'bystander'];

function spymasterWith(model: EmbeddingModel, minds: ReadingMinds, params: PeopleParamOverrides) {
  const relationBonus = mindRelationBonus('default', 'en');
  return createPeopleSpymaster(model, minds, { familiar: familiarWords(), ...(relationBonus === undefined ? {} : { relationBonus }), params });
}

/** The reading with card `i` put below every other card in both vector readings and unlinked. */
function untied(r: ClueReading, i: number): ClueReading {
  const low = (s: Float32Array | null): Float32Array | null => {
    if (s === null) return null;
    const out = Float32Array.from(s);
    out[i] = Math.min(...s) - 0.01;
    return out;
  };
  const unflag = (a: Uint8Array): Uint8Array => Uint8Array.from(a, (v, j) => (j === i ? 0 : v));
  return { ...r, glove: low(r.glove), wordnet: low(r.wordnet), links: { ...r.links, relation: unflag(r.links.relation), thesaurus: unflag(r.links.thesaurus), phrase: unflag(r.links.phrase) } };
}

describe('a loosely heard third target (forwardLooseTied)', () => {
  it('passes the judges with a second tie, and turns a single-team clue for 2 into one for 3', async () => {
    const model = await defaultMind();
    const minds = await readingMinds();
    const ours = KEY.map((k) => k === 'red');
    const assassins = KEY.map((k) => k === 'assassin');
    const board = { ours, assassins };
    const reading = boardReader(minds, WORDS).read('church');
    const u = humanUtilities(reading, HUMAN_MODEL_WEIGHTS);
    const known = { covered: minds.links.clueNorm?.covers('church') === true, strict: false };
    expect(known.covered).toBe(true);
    const [temple, organ, grace] = ['TEMPLE', 'ORGAN', 'GRACE'].map((w) => WORDS.indexOf(w)) as [number, number, number];
    // GRACE: heard loosely, no clear card-norm tie; the two others heard clearly.
    expect(reading.links.clueNorm[grace]).toBe(1);
    expect(Math.max(reading.links.norm[grace]!, reading.links.normBack[grace]!)).toBeLessThan(2);
    expect(Math.min(reading.links.clueNorm[temple]!, reading.links.clueNorm[organ]!)).toBeGreaterThanOrEqual(2);
    const on = peopleParams(0.5, { normsKnown: true });
    const off = peopleParams(0.5, { normsKnown: true, forwardLooseTied: false });
    const three = [temple, organ, grace];
    expect(judge(reading, u, three, board, on, known).way).toBe('forward');
    expect(judge(reading, u, three, board, off, known).way).toBeNull();
    // (the pair passes either way: the rule is for a third target only)
    expect(judge(reading, u, [temple, organ], board, off, known).way).toBe('forward');
    // Without its second tie the loosely heard card is not a target.
    expect(judge(untied(reading, grace), u, three, board, on, known).way).toBeNull();

    const view = (variant: VariantName) => spymasterView(createGame({ variant, words: WORDS, key: KEY, startingTeam: 'red', seed: 1 }), 'red');
    const withRule = spymasterWith(model, minds, {});
    const without = spymasterWith(model, minds, { forwardLooseTied: false });
    const single = withRule.giveClue(view('single-team'));
    const singleOff = without.giveClue(view('single-team'));
    expect(singleOff.number).toBe(2);
    expect(single.number).toBe(3);
    expect(single.targets.every((t) => ours[WORDS.indexOf(t)])).toBe(true);
    const standard = withRule.giveClue(view('standard'));
    const standardOff = without.giveClue(view('standard'));
    expect({ word: standard.word, number: standard.number, targets: standard.targets }).toEqual({ word: standardOff.word, number: standardOff.number, targets: standardOff.targets });
  }, 120_000);
});
