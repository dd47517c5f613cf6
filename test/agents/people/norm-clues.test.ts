/**
 * The norms in the spymaster for people: the candidates a person would build (an associate of two of our
 * cards and of no other card) and the judges' norms way (every target tied, nobody else tied, the assassin
 * not at all, no card not ours closer in both vector readings). Boards and norms written here by hand, read
 * through the real table builder and the real judges.
 */
import { describe, expect, it } from 'vitest';
import { cardRelationsOf } from '../../../src/agents/relations.js';
import type { CardNorms } from '../../../src/agents/card-norms.js';
import { normCandidates } from '../../../src/agents/people/norm-candidates.js';
import { judge, peopleParams, type ClueReading } from '../../../src/agents/people/index.js';

function tableOf(rows: Record<string, Record<string, number>>): CardNorms {
  const maps = new Map(Object.entries(rows).map(([card, links]) => [card, new Map(Object.entries(links))]));
  const relations = cardRelationsOf(new Map([...maps].map(([card, links]) => [card, new Set(links.keys())])));
  return {
    ...relations,
    strength: (card, clue) => maps.get(card.toLowerCase())?.get(clue) ?? 0,
    strengths: (card) => maps.get(card.toLowerCase()),
  };
}

const norms = tableOf({
  sub: { sandwich: 3, submarine: 3, bread: 2, navy: 2 },
  bread: { sandwich: 2, butter: 3, toast: 2 },
  whale: { ocean: 3, navy: 1, big: 2 },
  piano: { keys: 3, music: 3, big: 1 },
  torpedo: { navy: 3, submarine: 3 },
});
const words = ['SUB', 'BREAD', 'WHALE', 'PIANO', 'TORPEDO'];
const ours = [true, true, true, false, false];
const assassins = [false, false, false, false, true];

/** A reading of the board for a clue: vector scores per card and the norm strengths. */
function reading(clue: string, glove: number[], wordnet: number[]): ClueReading {
  const zero = () => new Uint8Array(words.length);
  return {
    clue, glove: Float32Array.from(glove), wordnet: Float32Array.from(wordnet),
    links: { relation: zero(), thesaurus: zero(), phrase: zero(), norm: Uint8Array.from(words, (w) => norms.strength(w, clue)), normBack: zero(), clueNorm: zero() },
  };
}

describe('clues from the card norms', () => {
  it('proposes the associates shared by our cards and tied to no other card', () => {
    const c = normCandidates(norms, { words, ours, assassins }, { floor: 2, danger: 2 });
    expect(c[0]).toEqual({ word: 'sandwich', cards: 2, strength: 5 });
    const names = c.map((x) => x.word);
    expect(names).toContain('butter'); // a strong associate of one card: a clue for 1
    expect(names).not.toContain('submarine'); // the assassin's too
    expect(names).not.toContain('navy'); // the assassin's, strongly
    expect(names).not.toContain('toast'); // one card, only clearly related
    // 'big' is WHALE's (2) and PIANO's (1, loose): no candidate for 1 (2 < 3), and a cautious search refuses it
    expect(normCandidates(norms, { words, ours, assassins }, { floor: 2, danger: 1 }).map((x) => x.word)).not.toContain('big');
  });

  it('passes a norms clue only when no card that is not ours is closer in both vector readings', () => {
    const p = peopleParams(0.5, { normsKnown: true });
    const u = Float64Array.from([1, 1, 0, 0, -1]);
    // BREAD is weak in both vector readings (below the strength floor), so only the norms way can pass it
    const clear = judge(reading('sandwich', [0.3, -0.05, 0, -0.1, -0.2], [0.2, -0.02, 0, -0.05, -0.1]), u, [0, 1], { ours, assassins }, p);
    expect(clear.glove || clear.wordnet).toBe(false);
    expect(clear.norm).toBe(true);
    expect(clear.way).toBe('norms');
    expect(clear.normStrength).toBe(2);
    // PIANO (not ours) well above BREAD in both GloVe and WordNet: a person may pick it first
    const closer = judge(reading('sandwich', [0.3, -0.05, 0, 0.2, -0.2], [0.2, -0.02, 0, 0.15, -0.1]), u, [0, 1], { ours, assassins }, p);
    expect(closer.norm).toBe(true);
    expect(closer.way).toBe(null);
    // the assassin closer than BREAD in one reading is enough to refuse
    const assassin = judge(reading('sandwich', [0.3, -0.05, 0, -0.1, 0.0], [0.2, -0.02, 0, -0.05, -0.1]), u, [0, 1], { ours, assassins }, p);
    expect(assassin.way).toBe(null);
    // the assassin a little above BREAD in WordNet alone (its definitions' senses), well below it in GloVe: passes,
    // up to wordnetAssassinExtra, and not with none
    const wordnetNear = reading('sandwich', [0.3, -0.05, 0, -0.1, -0.2], [0.2, -0.02, 0, -0.05, 0.01]);
    expect(judge(wordnetNear, u, [0, 1], { ours, assassins }, p).way).toBe('norms');
    expect(judge(wordnetNear, u, [0, 1], { ours, assassins }, { ...p, wordnetAssassinExtra: 0 }).way).toBe(null);
    expect(judge(reading('sandwich', [0.3, -0.05, 0, -0.1, -0.2], [0.2, -0.02, 0, -0.05, 0.06]), u, [0, 1], { ours, assassins }, p).way).toBe(null);
    // WHALE is not tied to 'sandwich' by the norms: no norms way for SUB, BREAD, WHALE
    expect(judge(reading('sandwich', [0.3, 0.2, 0.2, 0, 0], [0.2, 0.3, 0.2, 0, 0]), u, [0, 1, 2], { ours, assassins }, p).norm).toBe(false);
  });
});
