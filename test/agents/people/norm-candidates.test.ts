/**
 * The norm candidates' numbered tallies (norm-candidates.ts) give the candidates and the order of a tally by
 * word (a Map per search, as before the numbering), for both norms tables on real boards and several floors,
 * danger strengths and limits, searches one after another (the tallies are cleared between them).
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/game/index.js';
import { loadCardNorms, loadClueNorms, type CardNorms } from '../../../src/agents/card-norms.js';
import { normCandidates, type NormBoard, type NormCandidate } from '../../../src/agents/people/norm-candidates.js';

function byWord(norms: CardNorms, board: NormBoard, o: { floor: number; danger: number; limit?: number }): NormCandidate[] {
  const tally = new Map<string, { cards: number; strength: number; bad: boolean }>();
  const entry = (w: string) => {
    let e = tally.get(w);
    if (e === undefined) tally.set(w, (e = { cards: 0, strength: 0, bad: false }));
    return e;
  };
  board.words.forEach((card, i) => {
    for (const [w, s] of norms.strengths(card) ?? []) {
      if (board.ours[i]) {
        if (s < o.floor) continue;
        const e = entry(w);
        e.cards++;
        e.strength += s;
      } else if (s >= o.danger || board.assassins[i]) entry(w).bad = true;
    }
  });
  const out: NormCandidate[] = [];
  for (const [word, e] of tally) if (!e.bad && (e.cards >= 2 || e.strength >= 3)) out.push({ word, cards: e.cards, strength: e.strength });
  out.sort((a, b) => b.cards - a.cards || b.strength - a.strength || (a.word < b.word ? -1 : 1));
  return out.slice(0, o.limit ?? 200);
}

describe('normCandidates', () => {
  it('gives the candidates and order of a tally by word', () => {
    let found = 0;
    for (const norms of [loadCardNorms(), loadClueNorms()]) {
      for (let seed = 1; seed <= 12; seed++) {
        const g = createGame({ variant: seed % 2 === 0 ? 'standard' : 'single-team', seed });
        const open = g.cards.filter((_, i) => (i * 7 + seed) % 5 !== 0); // (some cards revealed)
        const board: NormBoard = {
          words: open.map((c) => c.word),
          ours: open.map((c) => c.identity === g.turn),
          assassins: open.map((c) => c.identity === 'assassin'),
        };
        for (const o of [{ floor: 2, danger: 2 }, { floor: 1, danger: 1 }, { floor: 2, danger: 3, limit: 60 }, { floor: 3, danger: 2, limit: 5 }]) {
          const got = normCandidates(norms, board, o);
          expect(got).toEqual(byWord(norms, board, o));
          found += got.length;
        }
      }
    }
    expect(found).toBeGreaterThan(200);
  });
});
