/**
 * The `human-model` guesser: a stand-in for a person in seeded tournaments. It samples its picks from the
 * human model (human-model.ts): each pick from the softmax over the cards still open, and after each pick
 * whether to go on (the fitted going-on and bonus logistics). Its randomness comes from a seeded generator
 * (src/game/rng.ts) keyed by the run seed and the position (board words, clue, turn), so a game replays
 * exactly on any worker: the same game seed deals the same board and gets the same picks.
 */
import type { GuesserView } from '../../game/types.js';
import type { GuessDecision, RankedCard } from '../types.js';
import type { SyncGuesser } from '../guesser.js';
import { createRng, nextUint32 } from '../../game/rng.js';
import type { RngState } from '../../game/types.js';
import { resolveWord } from '../resolve-word.js';
import { checkGuesserView } from '../view-checks.js';
import { goOnChance, humanUtilities, pickChances, type HumanModelWeights } from './human-model.js';
import { HUMAN_MODEL_WEIGHTS } from './human-model-weights.js';
import { boardReader, type ReadingMinds } from './readings.js';

/** Options of {@link createHumanModelGuesser}. */
export interface HumanModelGuesserOptions {
  readonly name?: string;
  /** Run seed mixed into every position's generator (default 0). */
  readonly seed?: number;
  readonly weights?: HumanModelWeights;
}

/** FNV-1a over a string, mixed with the seed: a stable 32-bit key of a position. */
function positionKey(seed: number, text: string): number {
  let h = (0x811c9dc5 ^ (seed >>> 0)) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Creates the sampling guesser on the readings' minds.
 *
 * @example
 * const person = createHumanModelGuesser(await readingMinds(), { seed: 1 });
 * person.guess(view).take; // 1 or 2, as a person might
 */
export function createHumanModelGuesser(minds: ReadingMinds, options: HumanModelGuesserOptions = {}): SyncGuesser {
  const weights = options.weights ?? HUMAN_MODEL_WEIGHTS;
  const seed = options.seed ?? 0;
  const name = options.name ?? 'human-model';

  function guess(view: GuesserView): GuessDecision {
    checkGuesserView(view);
    const clue = view.currentClue!;
    const open = view.cards.filter((c) => !c.revealed).map((c) => c.word);
    const position = `${view.cards.map((c) => c.word).join(',')}|${view.turnNumber}|${clue.word}|${clue.guesses.join(',')}`;
    let rng: RngState = createRng(positionKey(seed, position));
    const uniform = (): number => {
      const [x, next] = nextUint32(rng);
      rng = next;
      return x / 0x1_0000_0000;
    };
    const reading = resolveWord(minds.glove, clue.word) ?? clue.word;
    // A clue nobody can read: the utilities are all equal, so the picks are uniform.
    const u = humanUtilities(boardReader(minds, open).read(reading), weights);
    const number = typeof clue.number === 'number' && clue.number > 0 ? clue.number : open.length;
    const ownHits = clue.guesses.filter((g) => view.cards.some((c) => c.word === g && c.revealed && c.identity === view.team)).length;
    const want = Math.max(1, number - ownHits);
    const limit = Math.min(open.length, view.guessesLeft ?? open.length);
    const taken = new Set<number>();
    const picks: number[] = [];
    let take = 0;
    while (picks.length < open.length) {
      const p = pickChances(u, taken);
      // Sample the next pick; every card is ranked so that `ranked` lists all open cards.
      let x = uniform();
      let pick = -1;
      for (let i = 0; i < p.length; i++) {
        if (taken.has(i)) continue;
        pick = i;
        x -= p[i]!;
        if (x <= 0) break;
      }
      if (take === picks.length && take < limit) {
        const best = Math.max(...Array.from(p));
        const goOn = take === 0 || uniform() < goOnChance(best, take >= want, weights);
        if (goOn && take <= want) take++;
      }
      picks.push(pick);
      taken.add(pick);
    }
    const ranked: RankedCard[] = picks.map((i, k) => ({ word: open[i]!, score: open.length - k }));
    return { ranked, take: Math.max(1, take), explanation: `Sampled as a person might: ${ranked.slice(0, take).map((r) => r.word).join(', ')}.` };
  }

  return { name, guess };
}
