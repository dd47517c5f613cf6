/**
 * The clue-word norms (forward: hearing the clue, which cards people think of) in the spymaster for people:
 * the candidates (a clue word whose hearers think of two or three of our cards and of none of the others),
 * and the judges' forward way (every target connected, no card not ours connected clearly, the assassin not
 * at all, and for a partner who has misread us, nobody closer in GloVe). Norms written here by hand, read through the real candidate search and the
 * real judges.
 */
import { describe, expect, it } from 'vitest';
import { cardRelationsOf } from '../../../src/agents/relations.js';
import type { ClueNorms } from '../../../src/agents/card-norms.js';
import { normCandidates } from '../../../src/agents/people/norm-candidates.js';
import { judge, peopleParams, type ClueReading } from '../../../src/agents/people/index.js';
import { assassinQuiet } from '../../../src/agents/people/clue-judges.js';

/** Clue-word norms from clue -> card -> strength, keyed by card as the loader keys them. */
function forwardOf(rows: Record<string, Record<string, number>>): ClueNorms {
  const byCard = new Map<string, Map<string, number>>();
  for (const [clue, cards] of Object.entries(rows)) {
    for (const [card, s] of Object.entries(cards)) {
      if (!byCard.has(card)) byCard.set(card, new Map());
      byCard.get(card)!.set(clue, s);
    }
  }
  const relations = cardRelationsOf(new Map([...byCard].map(([card, links]) => [card, new Set(links.keys())])));
  return {
    ...relations,
    strength: (card, clue) => byCard.get(card.toLowerCase())?.get(clue) ?? 0,
    strengths: (card) => byCard.get(card.toLowerCase()),
    covers: (clue) => clue in rows,
  };
}

const forward = forwardOf({
  ocean: { whale: 3, fish: 3, wave: 3, ship: 2 },
  sea: { whale: 3, fish: 3, wave: 2, beach: 1 },
  fin: { fish: 3, whale: 2, shark: 2 },
  deep: { wave: 1, whale: 1 },
  blue: { whale: 3, fish: 2 },
  reef: { fish: 2, whale: 1, wave: 1 },
  tide: { wave: 2, whale: 2 },
});
const words = ['WHALE', 'FISH', 'WAVE', 'SHIP', 'BEACH', 'SHARK'];
const ours = [true, true, true, false, false, false];
const assassins = [false, false, false, false, false, true];
const board = { ours, assassins };

/** A reading of the board for a clue: GloVe and WordNet scores per card, no card norms, the forward strengths. */
function reading(clue: string, glove: number[]): ClueReading {
  const zero = () => new Uint8Array(words.length);
  return {
    clue, glove: Float32Array.from(glove), wordnet: Float32Array.from(glove.map((g) => g - 0.3)),
    links: { relation: zero(), thesaurus: zero(), phrase: zero(), norm: zero(), normBack: zero(), clueNorm: Uint8Array.from(words, (w) => forward.strength(w, clue)) },
  };
}

describe('clues from the clue-word norms (forward)', () => {
  it('proposes the clue words whose hearers think of our cards and of no card not ours', () => {
    const c = normCandidates(forward, { words, ours, assassins }, { floor: 2, danger: 2 });
    const names = c.map((x) => x.word);
    expect(c[0]).toEqual({ word: 'sea', cards: 3, strength: 8 });
    expect(names).not.toContain('ocean'); // SHIP (not ours) at 2
    expect(names).not.toContain('fin'); // the assassin's
    expect(names).not.toContain('deep'); // only loose links
  });

  it('passes a clue for 3 when every target is connected, a card not ours only loosely, and nobody is closer in GloVe', () => {
    const p = peopleParams(0.5, { normsKnown: true });
    const u = Float64Array.from([1, 1, 0.5, 0, 0, -1]);
    const covered = { covered: true, strict: false };
    // GloVe alone would not pass WAVE (below the strength floor): only the forward way can
    const sea = judge(reading('sea', [0.3, 0.25, -0.05, -0.1, -0.1, -0.2]), u, [0, 1, 2], board, p, covered);
    expect(sea.glove).toBe(false);
    expect(sea.forward).toBe(true);
    expect(sea.forwardStrength).toBe(2);
    expect(sea.forwardLoose).toBe(1); // BEACH
    expect(sea.way).toBe('forward');
    // the same clue when the associators were never asked about it: the forward reading says nothing
    const unknown = judge(reading('sea', [0.3, 0.25, -0.05, -0.1, -0.1, -0.2]), u, [0, 1, 2], board, p);
    expect(unknown.forward).toBe(false);
    expect(unknown.way).toBe(null);
    // BEACH closer than WAVE in GloVe: people still think of WAVE, not BEACH, but a partner who has misread
    // us (strict) may go by GloVe
    const beachCloser = reading('sea', [0.3, 0.25, -0.05, 0, 0.1, -0.2]);
    expect(judge(beachCloser, u, [0, 1, 2], board, p, covered).way).toBe('forward');
    expect(judge(beachCloser, u, [0, 1, 2], board, p, { covered: true, strict: true }).way).toBe(null);
    // a cautious spymaster accepts no loose link to a card not ours
    expect(judge(reading('sea', [0.3, 0.25, -0.05, -0.1, -0.1, -0.2]), u, [0, 1, 2], board, peopleParams(0.1, { normsKnown: true }), covered).forward).toBe(false);
  });

  it('vetoes a clue whose hearers think of a card not ours, of the assassin at all, or of our targets too little, in every way', () => {
    const p = peopleParams(0.5, { normsKnown: true });
    const u = Float64Array.from([2, 2, 2, -1, -1, -2]);
    // GloVe passes WHALE and FISH clearly, but people hearing 'ocean' think of SHIP too
    const ocean = judge(reading('ocean', [0.5, 0.5, 0.4, 0.1, 0, -0.2]), u, [0, 1], board, p, { covered: true, strict: false });
    expect(ocean.glove).toBe(true);
    expect(ocean.way).toBe(null);
    // hearers of 'deep' think of WHALE and WAVE only loosely: not a clue for both, however close in GloVe and
    // even when the card norms tie both (as if WHALE and WAVE listed 'deep')
    const deepReading = reading('deep', [0.5, -0.2, 0.5, 0, 0, -0.2]);
    deepReading.links.norm[0] = 2;
    deepReading.links.norm[2] = 2;
    const deep = judge(deepReading, u, [0, 2], board, p, { covered: true, strict: false });
    expect(deep.glove && deep.wordnet && deep.norm).toBe(true);
    expect(deep.way).toBe(null);
    expect(judge(deepReading, u, [0, 2], board, p, { covered: false, strict: false }).way).toBe('vectors');
    // nor one for a target they do not think of at all (SHIP is not ours; FISH for 'deep' is unlisted)
    expect(judge(reading('deep', [0.5, 0.5, -0.2, 0, 0, -0.2]), u, [0, 1], board, p, { covered: true, strict: false }).way).toBe(null);
    // 'fin' makes people think of SHARK, the assassin
    expect(judge(reading('fin', [0.5, 0.5, 0, 0, 0, -0.2]), u, [0, 1], board, p, { covered: true, strict: false }).way).toBe(null);
    // a word link to the assassin (WordNet relation, thesaurus, phrase) bars every way, though the associators
    // left it out ('baseball card': panel-4's readers touched the assassin CARD for 'baseball 2')
    const sea = () => reading('sea', [0.5, 0.5, 0.4, 0.1, 0, -0.2]);
    expect(judge(sea(), u, [0, 1], board, p, { covered: true, strict: false }).way).toBe('forward');
    for (const kind of ['relation', 'thesaurus', 'phrase'] as const) {
      const linked = sea();
      linked.links[kind][5] = 1;
      expect(judge(linked, u, [0, 1], board, p, { covered: true, strict: false }).way, kind).toBe(null);
      expect(judge(linked, u, [0, 1], board, p, { covered: false, strict: false }).way, kind).toBe(null);
    }
  });

  it('takes a third target the forward list leaves out when the card norms tie it and GloVe ranks it high, for 3 only', () => {
    const p = peopleParams(0.5, { normsKnown: true });
    const u = Float64Array.from([1.5, 1.5, 1, -0.5, -0.5, -1]);
    const covered = { covered: true, strict: false };
    // hearing 'blue' people think of WHALE and FISH; WAVE is in no forward list, but people associate 'blue' with
    // WAVE (card norms) and GloVe puts it 3rd
    const blue = (glove: number[], waveNorm: number) => {
      const r = reading('blue', glove);
      r.links.norm[2] = waveNorm;
      return r;
    };
    const third = judge(blue([0.4, 0.35, 0.3, 0.1, 0, -0.2], 2), u, [0, 1, 2], board, p, covered);
    expect(third.forward).toBe(true);
    expect(third.way).toBe('forward');
    // not without the card-norm tie, nor when WAVE is far down in GloVe and WordNet (rank 5 of 6)
    expect(judge(blue([0.4, 0.35, 0.3, 0.1, 0, -0.2], 0), u, [0, 1, 2], board, p, covered).way).toBe(null);
    expect(judge(blue([0.4, 0.35, -0.1, 0.1, 0, -0.2], 2), u, [0, 1, 2], board, p, covered).way).toBe(null);
    // nor when a card not ours is clearly closer than WAVE in both vector readings (BEACH; WAVE still 3rd)
    expect(judge(blue([0.5, 0.2, 0.35, 0.1, 0.45, -0.2], 2), u, [0, 1, 2], board, p, covered).way).toBe(null);
    expect(judge(blue([0.5, 0.2, 0.35, 0.1, 0.3, -0.2], 2), u, [0, 1, 2], board, p, covered).way).toBe('forward');
    // and a clue for 2 needs both targets heard: WHALE and WAVE for 'blue' is no forward clue
    expect(judge(blue([0.4, 0.2, 0.35, 0.1, 0, -0.2], 2), u, [0, 2], board, p, covered).forward).toBe(false);
  });

  it('calls the assassin quiet only when nothing links it and both vector readings put it below every target', () => {
    const r = reading('sea', [0.3, 0.25, 0.2, -0.1, -0.1, -0.2]);
    expect(assassinQuiet(r, [0, 1, 2], assassins)).toBe(true);
    expect(assassinQuiet(reading('sea', [0.3, 0.25, 0.2, -0.1, -0.1, 0.25]), [0, 1, 2], assassins)).toBe(false); // above WAVE in GloVe
    r.links.norm[5] = 1;
    expect(assassinQuiet(r, [0, 1, 2], assassins)).toBe(false); // SHARK lists 'sea', if loosely
  });

  it('passes a clue for 3 with two loose targets when the card norms tie both clearly, and a clue for 2 of two clear links', () => {
    const p = peopleParams(0.5, { normsKnown: true });
    const u = Float64Array.from([1.5, 1.5, 1, -0.5, -0.5, -1]);
    const covered = { covered: true, strict: false };
    // hearing 'reef' people think of FISH clearly, of WHALE and WAVE loosely; the card norms tie both clearly
    const reef = (whaleNorm: number) => {
      const r = reading('reef', [0.3, 0.35, 0.2, 0, -0.05, -0.2]);
      r.links.norm[0] = whaleNorm;
      r.links.norm[2] = 2;
      return r;
    };
    expect(judge(reef(2), u, [0, 1, 2], board, p, covered).way).toBe('forward');
    expect(judge(reef(1), u, [0, 1, 2], board, p, covered).way).toBe(null); // WHALE only loosely either way
    expect(judge(reef(2), u, [0, 1, 2], board, peopleParams(0.5, { normsKnown: true, forwardWeakMax: 1 }), covered).way).toBe(null);
    // 'tide': WAVE and WHALE both clearly, neither at once: a forward clue for 2 unless the strongest must be said at once
    const tide = reading('tide', [0.3, -0.1, 0.35, 0, -0.05, -0.2]);
    expect(judge(tide, u, [0, 2], board, p, covered).way).toBe('forward');
    expect(judge(tide, u, [0, 2], board, peopleParams(0.5, { normsKnown: true, forwardPairTop: 3 }), covered).way).not.toBe('forward');
    // nor when the assassin (SHARK) is closer to 'tide' than WHALE in GloVe: neither target is said at once
    expect(judge(reading('tide', [0.3, -0.1, 0.35, 0, -0.05, 0.32]), u, [0, 2], board, p, covered).way).not.toBe('forward');
  });
});
