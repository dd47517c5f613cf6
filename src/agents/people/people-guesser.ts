/**
 * The guesser people can trust (the default): it ranks the open cards the way people do (the human model's
 * pick chances, human-model.ts) and touches the next card only while that card is likely ours, so a turn
 * rarely ends on a wrong card and, first of all, rarely on the assassin.
 *
 * - First pick: the card a person would most likely pick (the rules require one).
 * - Stop rule: after a right pick, go on to the next card only while the clue's number is not reached and
 *   the next card's pick chance among the cards still open is at least the go-on chance (calibrated on
 *   people's turns: `eval human` on the Cultural Codes dev file, chosen on even games and checked on odd ones;
 *   lower when the partner has read our clues as meant, higher after a misread one, as partner-trust.ts says).
 * - Bonus guess (number + 1): never by default (`bonusChance` 1); it cost assassins on people's turns.
 * Clues for 0, 'unlimited' and clues no mind knows are left to the machine guesser's rules (guesser.ts),
 * which handle earlier clues' leftovers.
 */
import type { EmbeddingModel } from '../../embeddings/types.js';
import type { GuesserView } from '../../game/types.js';
import type { GuessDecision, RankedCard } from '../types.js';
import { createGuesser, type GuesserOptions, type SyncGuesser } from '../guesser.js';
import { resolveWord } from '../resolve-word.js';
import { checkGuesserView } from '../view-checks.js';
import { byRisk, riskValue } from '../risk.js';
import { TRUST_FALL, TRUST_RISE, adaptRisk, partnerTrust } from '../partner-trust.js';
import { humanUtilities, pickChances, type HumanModelWeights } from './human-model.js';
import { HUMAN_MODEL_WEIGHTS } from './human-model-weights.js';
import { boardReader, type ReadingMinds } from './readings.js';

/** Options of {@link createPeopleGuesser}. */
export interface PeopleGuesserOptions extends GuesserOptions {
  /** Smallest pick chance of the next card to go on after a right pick (default {@link PEOPLE_GO_ON}). */
  readonly goOnChance?: number;
  /** Smallest pick chance for the bonus guess (default 1: never). */
  readonly bonusChance?: number;
  readonly weights?: HumanModelWeights;
}

/**
 * Default go-on chance, chosen on the Cultural Codes dev file split by game parity (grid 0.15, 0.25, 0.35,
 * 0.5; team cards per turn even/odd 0.757/0.805 .. 0.714/0.750, turns ending on an assassin 6.3/5.3% ..
 * 5.8/4.8%): 0.25 keeps most of the cards for less than a point more assassins. The stop rule moves little;
 * the first pick decides most of a turn.
 */
export const PEOPLE_GO_ON = 0.25;

/**
 * Creates the guesser for people on the default mind `model` (for the cases it leaves to the machine
 * guesser) and the independent `minds` (for the human model).
 *
 * @example
 * const guesser = createPeopleGuesser(await defaultMind(), await readingMinds());
 * guesser.guess(view); // { ranked: [{ word: 'WHALE', score: 0.61 }, ...], take: 1 }
 */
export function createPeopleGuesser(model: EmbeddingModel, minds: ReadingMinds, options: PeopleGuesserOptions = {}): SyncGuesser {
  const machine = createGuesser(model, options);
  const risk = riskValue(options.risk);
  const adaptive = options.adaptive ?? true;
  const bonusAt = options.bonusChance ?? 1;
  /** The go-on chance at the risk played now: the partner's reading of our earlier clues moves it (partner-trust.ts). */
  const goOnFor = (view: GuesserView): number => {
    if (options.goOnChance !== undefined) return options.goOnChance;
    // PEOPLE_GO_ON at balanced risk (0.4 cautious .. 0.1 bold); then the partner's record moves it: up to
    // 0.9 (only a near-certain card) after misread clues, down to 40% of it after clues read as meant.
    const base = byRisk(risk, PEOPLE_GO_ON + 0.15, PEOPLE_GO_ON - 0.15);
    if (!adaptive) return base;
    const delta = adaptRisk(risk, partnerTrust(view)) - risk;
    return delta < 0 ? base + (0.9 - base) * Math.min(1, -delta / TRUST_FALL) : base * (1 - 0.6 * Math.min(1, delta / TRUST_RISE));
  };
  const weights = options.weights ?? HUMAN_MODEL_WEIGHTS;
  const name = options.name ?? `people-guesser(${model.name})`;

  function guess(view: GuesserView): GuessDecision {
    checkGuesserView(view);
    const clue = view.currentClue!;
    const reading = resolveWord(minds.glove, clue.word) ?? resolveWord(model, clue.word);
    if (typeof clue.number !== 'number' || clue.number === 0 || reading === null) return machine.guess(view);
    const open = view.cards.filter((c) => !c.revealed).map((c) => c.word);
    const r = boardReader(minds, open).read(reading);
    if (r.glove === null && r.wordnet === null) return machine.guess(view);
    const u = humanUtilities(r, weights);
    const order = open.map((_, i) => i).sort((a, b) => u[b]! - u[a]!);
    const ownHits = clue.guesses.filter((g) => view.cards.some((c) => c.word === g && c.revealed && c.identity === view.team)).length;
    const want = Math.max(1, clue.number - ownHits);
    const limit = Math.min(open.length, view.guessesLeft ?? open.length);
    const goOn = goOnFor(view);
    const taken = new Set<number>();
    const chances: number[] = [];
    let take = 0;
    while (take < limit) {
      const p = pickChances(u, taken);
      const next = order[take]!;
      const reached = take >= want;
      if (take > 0 && (reached ? bonusAt >= 1 || p[next]! < bonusAt : p[next]! < goOn)) break;
      chances.push(p[next]!);
      taken.add(next);
      take++;
      if (reached) break;
    }
    const ranked: RankedCard[] = order.map((i) => ({ word: open[i]!, score: Math.round(u[i]! * 1000) / 1000 }));
    const next = order[take];
    const explanation = `For '${clue.word}'${reading !== clue.word ? ` (read as '${reading}')` : ''} ${clue.number}: ${ranked.slice(0, take).map((c, k) => `${c.word} (a person picks it ${Math.round(100 * chances[k]!)}% of the time)`).join(', ')}; ${next === undefined ? 'no card left' : `stopping before ${open[next]!}`}.`;
    return { ranked, take: Math.max(1, take), explanation };
  }

  return { name, guess };
}
