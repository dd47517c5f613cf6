/**
 * The agents inside the rules engine, with the referee judging every clue: seeded single-team games
 * (RULES.md section 1 turn rules; single-team scoring: turns to win, 25 for a loss) on the WordNet mind
 * play to the end with legal clues only, and a coop game's covers come from the cover strategy (000/002).
 */
import { describe, expect, it } from 'vitest';
import { createCoverStrategy, createGuesser, createSpymaster, loadWordNetMind } from '../../src/agents/index.js';
import { createGame, deriveSeed } from '../../src/game/index.js';
import type { GameState, SpymasterView } from '../../src/game/types.js';
import { playToEnd } from '../../src/play/index.js';
import { createReferee } from '../../src/legality/index.js';

const wn = loadWordNetMind();
const referee = createReferee({ lang: 'en' });

async function play(variant: 'single-team' | 'coop', seed: number, risk: 'cautious' | 'bold'): Promise<GameState> {
  const sm = createSpymaster(wn, { risk });
  const g = createGuesser(wn, { risk });
  const cover = createCoverStrategy(wn);
  const covers: { candidates: readonly string[]; chosen: string }[] = [];
  const watched = { name: cover.name, chooseCover: async (view: SpymasterView, candidates: readonly string[]) => {
    const chosen = await cover.chooseCover(view, candidates);
    covers.push({ candidates, chosen });
    return chosen;
  } };
  const s = await playToEnd(createGame({ variant, seed }), () => ({ spymaster: sm, guesser: g, cover: watched }), { referee });
  for (const c of covers) expect(c.candidates).toContain(c.chosen);
  return s;
}

describe('agents in the engine', () => {
  it('play seeded single-team games to the end with only legal, unrepeated clues', async () => {
    for (let i = 0; i < 3; i++) {
      const s = await play('single-team', deriveSeed(11, i), 'cautious');
      expect(s.clues.every((c) => c.legal)).toBe(true);
      const words = s.clues.map((c) => c.word.toLowerCase());
      expect(new Set(words).size).toBe(words.length);
      expect(s.result!.score).toBeGreaterThanOrEqual(s.result!.winner === null ? 25 : 1);
      // A clue's guesses stay within number + 1 (RULES.md section 1, 000/004).
      for (const c of s.clues) if (typeof c.number === 'number' && c.number > 0) expect(c.guesses.length).toBeLessThanOrEqual(c.number + 1);
    }
  });

  it('bold play finishes a single-team game in fewer turns than one clue per agent', async () => {
    const turns = [];
    for (let i = 0; i < 3; i++) {
      const s = await play('single-team', deriveSeed(12, i), 'bold');
      if (s.result!.winner !== null) turns.push(s.result!.turns);
    }
    expect(turns.length).toBeGreaterThan(0);
    expect(Math.min(...turns)).toBeLessThan(9);
  });

  it('plays a coop game with covers chosen among the opponent agents', async () => {
    const s = await play('coop', deriveSeed(13, 0), 'cautious');
    expect(s.phase).toBe('over');
    expect(s.cards.some((c) => c.revealedBy === 'cover')).toBe(true);
  });
});
