/**
 * Replays one game of a tournament on its own: game `board` of a run with seed `runSeed` is dealt from
 * deriveSeed(runSeed, board), and agents are deterministic, so the same game comes out move for move -
 * whether it was game 3 or game 7,341 of the run, and however many workers played it.
 */
import type { Guesser, Spymaster } from '../agents/types.js';
import type { EmbeddingModel } from '../embeddings/types.js';
import { resolve } from 'node:path';
import { isWordListName, toRecord } from '../game/index.js';
import type { GameRecord, GameState, VariantName } from '../game/types.js';
import { findCustomAgents } from './custom-agents.js';
import { createExecutor } from './executor.js';
import { DEFAULT_TIME_LIMIT_MS, isTwoTeam } from './play-game.js';
import { planMatches } from './plan.js';
import type { GameOutcome } from './types.js';

export interface ReplayGameOptions {
  readonly variant?: VariantName;
  /** Side a (and, in two-team variants, red). Default 'default'. */
  readonly spymaster?: string | Spymaster;
  readonly guesser?: string | Guesser;
  /** Two-team variants: blue's agents (default: the same as red's). */
  readonly blue?: { readonly spymaster: string | Spymaster; readonly guesser: string | Guesser };
  readonly model?: string | EmbeddingModel;
  readonly candidates?: string;
  readonly agents?: string;
  readonly cwd?: string;
  readonly turnCap?: number;
  readonly wordList?: string;
  readonly referee?: boolean;
  readonly timeLimitMs?: number;
}

/**
 * Plays game `board` of the run seeded `runSeed` again and returns its outcome, final state and record.
 *
 * @example
 * const { record } = await replayGame(1, 7341, { variant: 'single-team', spymaster: 'reference-0.7', guesser: 'reference' });
 */
export async function replayGame(runSeed: number, board: number, opts: ReplayGameOptions = {}): Promise<{ outcome: GameOutcome; state: GameState; record: GameRecord }> {
  const variant = opts.variant ?? 'single-team';
  const sm = opts.spymaster ?? 'default';
  const g = opts.guesser ?? 'default';
  const two = isTwoTeam(variant);
  const spymasters = two ? [sm, opts.blue?.spymaster ?? sm] : [sm];
  const guessers = two ? [g, opts.blue?.guesser ?? g] : [g];
  const name = (x: string | { name: string }): string => (typeof x === 'string' ? x : x.name);
  // The match that seats spymaster 0 / guesser 0 against spymaster 1 / guesser 1 (or plays alone).
  const matches = planMatches(variant, spymasters.length, guessers.length);
  const match = matches.find((m) => m.a.spymaster === 0 && m.a.guesser === 0 && (m.b === null || (m.b.spymaster === spymasters.length - 1 && m.b.guesser === guessers.length - 1))) ?? matches[0];
  if (match === undefined) throw new RangeError('replayGame: no match');
  const cwd = opts.cwd ?? process.cwd();
  const executor = await createExecutor({
    variant, seed: runSeed, spymasters: spymasters.map(name), guessers: guessers.map(name), matches,
    model: typeof opts.model === 'string' ? opts.model : null,
    customModules: opts.agents === undefined ? [] : await findCustomAgents(opts.agents, cwd),
    candidatesFile: opts.candidates ?? null, turnCap: opts.turnCap ?? null, timeLimitMs: opts.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    wordList: opts.wordList === undefined ? null : isWordListName(opts.wordList) ? opts.wordList : resolve(cwd, opts.wordList), referee: opts.referee ?? true,
  }, {
    ...(opts.model !== undefined && typeof opts.model !== 'string' ? { model: opts.model } : {}),
    spymasters: spymasters.map((x) => (typeof x === 'string' ? undefined : x)),
    guessers: guessers.map((x) => (typeof x === 'string' ? undefined : x)),
  });
  const { outcome, state } = await executor.playWithState({ board, match: match.id });
  return { outcome, state, record: toRecord(state) };
}
