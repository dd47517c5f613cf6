/**
 * The spymaster's fast paths read exactly what the slow ones would: the minds' pools (mind-pool.ts) give the
 * scores of reading the clue directly (readings.ts through clue-scores.ts), for GloVe and the WordNet mind,
 * on a real board, including the pool words the WordNet mind only reaches through its look-up rules (read
 * plainly, to the bit); the link pool (link-pool.ts) and the direct reading give the link strengths the
 * tables' own tests give, for every word of a real pool; the shortlist (shortlist.ts) keeps the keys and order of the word-by-word loop
 * it replaced.
 */
import { describe, expect, it } from 'vitest';
import { createGame, spymasterView } from '../../../src/game/index.js';
import { LINK_KINDS, boardReader, createMindPool, readingMinds } from '../../../src/agents/people/index.js';
import { relationBases } from '../../../src/agents/relations.js';
import { linkSources } from '../../../src/agents/people/readings.js';
import { createLinkPool } from '../../../src/agents/people/link-pool.js';
import { createShortlister, type ShortlistBoard, type ShortlistKey } from '../../../src/agents/people/shortlist.js';

const board = (seed: number): string[] => spymasterView(createGame({ variant: 'standard', seed }), 'red').cards.map((c) => c.word);

describe('createMindPool', () => {
  it('reads pool words as the direct reading does, plain words to the bit', async () => {
    const minds = await readingMinds();
    // 'oceans', 'cities', 'dogs': the WordNet mind has no row for them, only its look-up rules.
    const words = ['ocean', 'money', 'music', 'tree', 'war', 'light', 'animal', 'city', 'oceans', 'cities', 'dogs'];
    const plain = words.flatMap((w, c) => (minds.wordnet!.indexOf(w) < 0 ? [c] : []));
    expect(plain).toEqual([8, 9, 10]);
    const pools = { glove: createMindPool(minds.glove, words, plain), wordnet: createMindPool(minds.wordnet!, words, plain) };
    for (const seed of [3, 4]) {
      const cards = board(seed);
      const fast = boardReader(minds, cards, pools);
      const slow = boardReader(minds, cards);
      words.forEach((w, c) => {
        const a = fast.readAt(c, w);
        const b = slow.read(w);
        for (const k of ['glove', 'wordnet'] as const) {
          expect(a[k]).not.toBeNull();
          if (plain.includes(c)) expect(Array.from(a[k]!)).toEqual(Array.from(b[k]!));
          else a[k]!.forEach((v, i) => expect(v).toBeCloseTo(b[k]![i]!, 4));
        }
        expect(a.links).toEqual(b.links);
      });
    }
  });
});

describe('game boards (a game\'s later turns read a subset of its first turn\'s cards)', () => {
  it('reads later turns, interleaved games and evicted boards exactly as fresh pools do (screened words too)', async () => {
    const minds = await readingMinds();
    const words = Array.from(minds.glove.clueIndices.subarray(0, 1200), (i) => minds.glove.vocabulary[i]!);
    words.push('oceans', 'cities');
    const plain = words.flatMap((w, c) => (minds.wordnet!.indexOf(w) < 0 ? [c] : []));
    expect(plain.length).toBeGreaterThan(0);
    const make = () => ({
      glove: createMindPool(minds.glove, words, plain),
      wordnet: createMindPool(minds.wordnet!, words, plain),
      links: createLinkPool(linkSources(minds), words),
    });
    const kept = make();
    const [a, b] = [board(11), board(12)];
    // Turns of two interleaved games (cards revealed as they go), then six other boards (more than the
    // pools keep), then game a again.
    const turns = [a, b, a.slice(3), b.filter((_, i) => i % 4 !== 0), a.slice(3, 20), ...[13, 14, 15, 16, 17, 18].map(board), a.slice(5, 15)];
    for (const [t, cards] of turns.entries()) {
      // (other pool words each turn: some are read first on a later turn of their game)
      const sample = words.flatMap((_, c) => (c % 5 === t % 5 || plain.includes(c) ? [c] : []));
      const fast = boardReader(minds, cards, kept);
      const fresh = boardReader(minds, cards, make());
      // (prepared on every other turn; every other word screened first, its WordNet scores read after)
      if (t % 2 === 0) fast.prepare(sample);
      for (const [q, c] of sample.entries()) {
        const screened = q % 2 === 0 ? fast.screenAt(c, words[c]!) : null;
        const x = screened === null ? fast.readAt(c, words[c]!) : fast.complete(c, screened);
        const y = fresh.readAt(c, words[c]!);
        if (screened !== null) {
          expect(screened.glove === null ? null : Array.from(screened.glove), words[c]).toEqual(y.glove === null ? null : Array.from(y.glove));
          expect(screened.links, words[c]).toEqual(y.links);
        }
        expect(x.glove === null ? null : Array.from(x.glove), words[c]).toEqual(y.glove === null ? null : Array.from(y.glove));
        expect(x.wordnet === null ? null : Array.from(x.wordnet), words[c]).toEqual(y.wordnet === null ? null : Array.from(y.wordnet));
        expect(x.links, words[c]).toEqual(y.links);
      }
    }
  });
});

describe('createLinkPool', () => {
  it('gives every pool word the link strengths of the tables, read directly and through the pool', async () => {
    const minds = await readingMinds();
    const { relation, thesaurus, phrase, norm, clueNorm } = minds.links;
    // The definition, through the tables' own tests: card-side kinds, the card in the clue's norm list, the
    // card in the clue-word norms.
    const expected = (card: string, clue: string): number[] => [
      relation!.has(card, clue) ? 1 : 0,
      thesaurus!.has(card, clue) ? 1 : 0,
      phrase!.has(card, clue) ? 1 : 0,
      norm!.strength(card, clue),
      Math.max(0, ...relationBases(clue).map((b) => norm!.strengths(b)?.get(card.toLowerCase()) ?? 0)),
      clueNorm!.strength(card, clue),
    ];
    expect(LINK_KINDS).toEqual(['relation', 'thesaurus', 'phrase', 'norm', 'normBack', 'clueNorm']);
    const words = Array.from(minds.glove.clueIndices.subarray(0, 1500), (i) => minds.glove.vocabulary[i]!);
    const pool = createLinkPool(linkSources(minds), words);
    const linked = new Array<number>(LINK_KINDS.length).fill(0);
    for (const seed of [5, 6]) {
      const cards = board(seed);
      const at = pool.board(cards.map((w) => w.toLowerCase()));
      const direct = boardReader(minds, cards);
      words.forEach((w, c) => {
        const want = LINK_KINDS.map((_, k) => cards.map((card) => expected(card, w)[k]!));
        const viaPool = at(c).map((flags) => Array.from(flags));
        expect(viaPool, w).toEqual(want);
        expect(Object.values(direct.read(w).links).map((flags) => Array.from(flags)), w).toEqual(want);
        want.forEach((flags, k) => (linked[k]! += flags.filter((s) => s > 0).length));
      });
    }
    for (const n of linked) expect(n).toBeGreaterThan(0);
  });
});

/** The word-by-word shortlist loop the column-wise one replaced (people-spymaster.ts before it). */
function slowShortlist(size: number, allowed: Uint8Array, maxNumber: number, b: ShortlistBoard): { keys: ShortlistKey[]; fallbacks: ShortlistKey[] } {
  const keys: ShortlistKey[] = [];
  const fallbacks: ShortlistKey[] = [];
  const top = new Float64Array(maxNumber);
  for (let c = 0; c < size; c++) {
    if (allowed[c] === 0) continue;
    let danger = -Infinity;
    for (let k = 0; k < b.otherRows.length; k++) danger = Math.max(danger, b.otherRows[k]![c]! + b.otherOff[k]!);
    top.fill(-Infinity);
    for (let k = 0; k < b.ownRows.length; k++) {
      let v = b.ownRows[k]![c]! + b.ownOff[k]!;
      for (let j = 0; j < top.length; j++) {
        if (v > top[j]!) {
          const t = top[j]!;
          top[j] = v;
          v = t;
        }
      }
    }
    const m1 = top[0]! - danger;
    if (m1 <= 0) {
      if (keys.length < 50) fallbacks.push({ c, key: m1 });
      continue;
    }
    let key = 0;
    for (let n = 1; n <= top.length; n++) if (top[n - 1]! - danger > 0) key = Math.max(key, n + 4 * Math.min(top[n - 1]! - danger, 0.2));
    keys.push({ c, key });
  }
  keys.sort((x, y) => y.key - x.key);
  return { keys, fallbacks };
}

describe('createShortlister', () => {
  it('keeps the keys, the order (ties in pool order) and the fallbacks of the word-by-word loop', () => {
    let seed = 7;
    const rnd = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const size = 3000;
    for (const [own, other, maxNumber] of [[9, 16, 3], [2, 20, 3], [8, 0, 3], [5, 12, 1], [1, 24, 2]] as const) {
      // Scores on a coarse grid, so that many keys tie and the tie order is tested.
      const row = (): Float32Array => Float32Array.from({ length: size }, () => Math.round(rnd() * 40) / 50 - 0.3);
      const b: ShortlistBoard = {
        ownRows: Array.from({ length: own }, row),
        ownOff: Array.from({ length: own }, () => -Math.round(rnd() * 10) / 100),
        otherRows: Array.from({ length: other }, row),
        otherOff: Array.from({ length: other }, () => -Math.round(rnd() * 10) / 100),
      };
      const allowed = Uint8Array.from({ length: size }, () => (rnd() < 0.8 ? 1 : 0));
      const fast = createShortlister(size, allowed, maxNumber);
      const expected = slowShortlist(size, allowed, maxNumber, b);
      expect(expected.keys.length).toBeGreaterThan(0);
      const full = (r: ReturnType<typeof fast>) => ({ keys: r.keys, fallbacks: r.fallbacks });
      expect(full(fast(b))).toEqual(expected);
      expect(full(fast(b))).toEqual(expected); // the scratch buffers are reset between boards
      // The leading keys only: at least `first` of them, then the rest in order, the same full order.
      for (const first of [1, 10, 50, 200, expected.keys.length, expected.keys.length + 5]) {
        const r = fast(b, first);
        expect(r.count).toBe(expected.keys.length);
        expect(r.keys.length).toBeGreaterThanOrEqual(Math.min(first, expected.keys.length));
        expect({ keys: [...r.keys, ...r.rest()], fallbacks: r.fallbacks }).toEqual(expected);
      }
      const stale = fast(b, 1);
      fast(b);
      expect(() => stale.rest()).toThrow(/before the next one/);
    }
  });
});
