/**
 * A small deterministic RoleBackend for the server tests: no model, answers that follow from the request
 * alone, so a test can say exactly what must come back. Also a seeded board factory built on the real engine.
 */
import { createGame } from '../../src/game/index.js';
import type { ClueVerdict, GameState, Identity, SpymasterView } from '../../src/game/types.js';
import type { RoleBackend } from '../../src/server/backend.js';

/** The referee's one rule here: a clue may not be a visible board word (RULES.md 1, 000/002/004). */
export function fakeVerdict(clue: { word: string }, view: SpymasterView): ClueVerdict {
  const hit = view.cards.find((c) => !c.revealed && c.word.toLowerCase() === clue.word.toLowerCase());
  return hit === undefined ? { ok: true } : { ok: false, code: 'clue/board-word', message: `'${clue.word}' is on the board.`, conflictsWith: [hit.word] };
}

/** Options to make the fake misbehave on purpose. */
export interface FakeOptions {
  /** The spymaster throws a plain Error (a bug), to test the 500 path. */
  readonly throwOnClue?: boolean;
  /** The guesser never answers, to test the agent timeout. */
  readonly hangOnGuess?: boolean;
}

/** The fake backend: spymaster clues `signal` for its first hidden agent; guesser ranks hidden cards A-Z. */
export function fakeBackend(opts: FakeOptions = {}): RoleBackend & { calls: Record<string, number> } {
  const calls: Record<string, number> = { spymaster: 0, guesser: 0, cover: 0, checkClue: 0 };
  return {
    calls,
    agentLanguages: ['en'],
    refereeLanguages: ['en', 'ru', 'uk', 'he', 'fa', 'hu'],
    spymaster: () => ({
      name: 'fake-spymaster',
      giveClue(view) {
        calls['spymaster'] = (calls['spymaster'] ?? 0) + 1;
        if (opts.throwOnClue === true) throw new Error('secret internal detail at /home/x/file.ts:12');
        const target = view.cards.find((c, i) => !c.revealed && view.key[i] === view.team);
        return { word: 'signal', number: 1, targets: target === undefined ? [] : [target.word], explanation: { targets: [], dangers: [], margin: Number.NaN, runnersUp: [], summary: `signal for ${target?.word ?? '?'}` } };
      },
    }),
    guesser: () => ({
      name: 'fake-guesser',
      guess(view) {
        calls['guesser'] = (calls['guesser'] ?? 0) + 1;
        if (opts.hangOnGuess === true) return new Promise(() => {});
        const hidden = view.cards.filter((c) => !c.revealed).map((c) => c.word).sort();
        return { ranked: hidden.map((word, i) => ({ word, score: 1 - i / 100 })), take: 2 };
      },
    }),
    cover: () => ({
      name: 'fake-cover',
      chooseCover(_view, candidates) {
        calls['cover'] = (calls['cover'] ?? 0) + 1;
        return candidates[candidates.length - 1] ?? '';
      },
    }),
    checkClue(clue, view) {
      calls['checkClue'] = (calls['checkClue'] ?? 0) + 1;
      return fakeVerdict(clue, view);
    },
    referee: () => (clue, view) => fakeVerdict(clue, view),
  };
}

/** A real seeded board: words and key in grid order, from the rules engine. */
export function seededBoard(seed: number, variant: GameState['variant'] = 'standard'): { board: string[]; key: Identity[]; startingTeam: 'red' | 'blue' } {
  const s = createGame({ variant, seed });
  return { board: s.cards.map((c) => c.word), key: s.cards.map((c) => c.identity), startingTeam: s.startingTeam };
}
