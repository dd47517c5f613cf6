/**
 * The guesser people can trust (the default): it ranks the open cards the way people do (the human model's
 * pick chances, human-model.ts) and touches the next card only while that card is likely ours, so a turn
 * rarely ends on a wrong card and, first of all, rarely on the assassin.
 *
 * - First pick: the card a person would most likely pick (the rules require one): the human model's utilities
 *   plus the norm neighbours (norm-neighbours.ts: the clue close to one of the card's associates, or to one
 *   of the clue words that lead people to the card), weighted as fitted on people's first picks; but a card
 *   that is the best of no single reading gives way to one close behind it that is the best of two or more
 *   (people-guesser-first.ts).
 * - Stop rule: after a right pick, go on to the next card only while the clue's number is not reached and
 *   the chance that the next card is ours (next-card.ts: a logistic of its pick chance, its norm links both
 *   ways and from the clue-word norms, its other links, its lead, whether anything ties it at all, and the
 *   share of our cards among the open ones, fitted on people's turns) is at least the go-on chance: 0.5 at balanced risk (chosen on the Cultural
 *   Codes even games and the tuning key of careful clues, checked on the odd games); higher after the
 *   partner's misread clues (partner-trust.ts), never lower after clues read as meant.
 * - Bonus guess (number + 1): never the clue's own next card by default (`bonusChance` 1: on people's turns
 *   the card after the number was ours 26-34% of the time whatever its next-card chance, an assassin 14-17%);
 *   but an earlier clue of the team that was misread (its guesses ended on a wrong card before its number)
 *   gets one more card, its likeliest, when a person would pick it for that clue with a chance of at least
 *   `leftoverChance`: after this clue's number is found or where the stop rule stops
 *   (people-guesser-leftovers.ts), or first of all when this clue's likeliest card is unsure (a person would
 *   pick it with a chance under `leftoverFirstBelow`). After this clue's cards, a card under `leftoverChance`
 *   goes too when the association norms tie it to that clue and the stop rule's chance that it is ours, read
 *   for that clue, is at least the go-on chance (`leftoverByStopRule`; on the Cultural Codes turns such cards
 *   were ours 9 of 12 times on the even games, 16 of 21 on the odd, 3 assassins, partner trust off).
 * - The race (two-team games, at bold risk only): once the other team has at most {@link PEOPLE_RACE_OPEN} agents
 *   open, so that it may win on its next turn, one more card of this clue after its number when the stop rule's
 *   chance that it is ours is at least {@link PEOPLE_RACE_CHANCE} (after a misread earlier clue's card, which goes
 *   first). At balanced and cautious risk the guesser does not take it: that card is one the clue was not given
 *   for, ours about one time in four, and the assassin one in fourteen.
 * Clues for 0, 'unlimited' and clues no mind knows are left to the machine guesser's rules (guesser.ts),
 * which handle earlier clues' leftovers.
 */
import type { EmbeddingModel } from '../../embeddings/types.js';
import type { GuesserView } from '../../game/types.js';
import type { GuessDecision, RankedCard } from '../types.js';
import { createGuesser, type GuesserOptions, type SyncGuesser } from '../guesser.js';
import { resolveWord } from '../resolve-word.js';
import { checkGuesserView } from '../view-checks.js';
import { RISK_LEVELS, byRisk, riskValue } from '../risk.js';
import { TRUST_FALL, adaptRisk, partnerTrust } from '../partner-trust.js';
import { humanUtilities, pickChances, type HumanModelWeights } from './human-model.js';
import { nextCardFeatures, nextOursChance, openCounts, otherTeamOpen } from './next-card.js';
import { NORM_NEIGHBOUR_FEATURES, neighbourRows } from './norm-neighbours.js';
import { NEIGHBOUR_WEIGHTS } from './people-guesser-weights.js';
import { HUMAN_MODEL_WEIGHTS } from './human-model-weights.js';
import { boardReader, type ReadingMinds } from './readings.js';
import { addTranslated } from '../translated-guess.js';
import { leftoverBonus } from './people-guesser-leftovers.js';
import { firstPickByReadings, readingFirsts } from './people-guesser-first.js';
import { WORD_PART_WEIGHT, wordPartRow } from './word-parts.js';

/** Options of {@link createPeopleGuesser}. */
export interface PeopleGuesserOptions extends GuesserOptions {
  /** Smallest chance that the next card is ours (next-card.ts) to go on after a right pick (default {@link PEOPLE_GO_ON}). */
  readonly goOnChance?: number;
  /**
   * Smallest next-card chance (next-card.ts) for the bonus guess, the clue's own card after its number (default 1:
   * never; no gate paid on the Cultural Codes turns: scripts/agents-fit-people-guesser.mjs --bonus).
   */
  readonly bonusChance?: number;
  /**
   * The race (two-team games): when the other team has at most `raceOpen` agents open (it may win on its next
   * turn), one more card of this clue after its number when the stop rule's chance that it is ours is at least
   * `raceChance` (defaults {@link PEOPLE_RACE_OPEN}, and {@link PEOPLE_RACE_CHANCE} at bold risk, else 1: never).
   */
  readonly raceOpen?: number;
  readonly raceChance?: number;
  /** Smallest pick chance of a misread earlier clue's card for the extra card (people-guesser-leftovers.ts; default {@link PEOPLE_LEFTOVER}; 1: never). */
  readonly leftoverChance?: number;
  /** A misread earlier clue's card under the leftover chance is still taken (after this clue's cards) when the stop rule's chance that it is ours, read for that clue, is at least the go-on chance (default true). */
  readonly leftoverByStopRule?: boolean;
  /** The misread earlier clue's card goes first when this clue's likeliest card has a pick chance below this (default {@link PEOPLE_LEFTOVER_FIRST}; 0: never). */
  readonly leftoverFirstBelow?: number;
  /** A first card the best of no reading gives way to a close one the best of two or more (people-guesser-first.ts; default true). */
  readonly firstByReadings?: boolean;
  readonly weights?: HumanModelWeights;
  /** Weight of the word-part flag (word-parts.ts: LAPTOP for LAP) in the utilities (default {@link WORD_PART_WEIGHT}; 0: off). */
  readonly wordPartWeight?: number;
  /** A bridged language's translated reading (readingMinds(model, { translated: true })): weighed into the ranking for clues for 2-3 (translated-guess.ts). */
  readonly translated?: ReadingMinds;
}

/**
 * Default go-on chance: go on while the next card is more likely ours than not. Chosen with
 * scripts/agents-fit-people-guesser.mjs on the Cultural Codes even games and the tuning key (grid 0-0.7;
 * 0.4 -> 0.5: team cards per turn 0.875 -> 0.859 on the even games, turns ending on an assassin 5.3% ->
 * 4.6%; on the careful tuning clues 1.94 -> 1.91 cards a clue, ending wrong 11.3% -> 5.0%; 0.6: 0.835,
 * 4.5%, 1.86, 3.8%): the assassin comes first.
 */
export const PEOPLE_GO_ON = 0.5;

/**
 * Default leftover chance for the extra card (people-guesser-leftovers.ts). Chosen with
 * scripts/agents-fit-people-guesser.mjs --leftovers on the Cultural Codes even games, partner trust off
 * (never / 0.2 / 0.3 / 0.4 / 0.5 / 0.6: team cards per turn 0.861 / 0.917 / 0.909 / 0.907 / 0.903 / 0.894,
 * turns ending on an assassin 4.5 / 4.7 / 4.6 / 4.6 / 4.6 / 4.6%): a little above where the assassins
 * rise; odd games 0.905 -> 0.973, 3.0% -> 3.1%.
 */
export const PEOPLE_LEFTOVER = 0.4;

/**
 * The race's defaults: the other team's open agents at which it may win on its next turn, and the chance that the
 * card after the number is ours at which the guesser takes it then, at bold risk. A team about to lose the race
 * gains by a gamble a careful team would not take: against `reference-0.5+reference` it wins 37.0% of the games
 * where it would win 31.9%, and loses 6.5% of them on its own touch of the assassin where it would lose none
 * (docs/agents.md, "The race"), so only the bold guesser takes it; in other games and earlier in a race nothing
 * changes.
 */
export const PEOPLE_RACE_OPEN = 2;
export const PEOPLE_RACE_CHANCE = 0.3;

/** Default pick chance of this clue's likeliest card under which a misread earlier clue's card is touched first. */
export const PEOPLE_LEFTOVER_FIRST = 0.4;

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
  const leftoverAt = options.leftoverChance ?? PEOPLE_LEFTOVER;
  const leftoverFirstBelow = options.leftoverFirstBelow ?? PEOPLE_LEFTOVER_FIRST;
  const leftoverByStopRule = options.leftoverByStopRule ?? true;
  const raceOpen = options.raceOpen ?? PEOPLE_RACE_OPEN;
  const raceAt = options.raceChance ?? (risk >= RISK_LEVELS.bold ? PEOPLE_RACE_CHANCE : 1);
  /** The go-on chance at the risk played now: misread earlier clues of the partner raise it (partner-trust.ts). */
  const goOnFor = (view: GuesserView): number => {
    if (options.goOnChance !== undefined) return options.goOnChance;
    // PEOPLE_GO_ON at balanced risk (0.65 cautious .. 0.35 bold); then the partner's record raises it up to
    // 0.9 (only a near-certain card) after misread clues. Clues read as meant do not lower it: going on more
    // boldly after them found 0.884 cards a turn on the Cultural Codes turns where this finds 0.866, but 4.3%
    // of the turns ended on an assassin against 3.9% (fewest assassins first: PEOPLE_GO_ON's rule).
    const base = byRisk(risk, PEOPLE_GO_ON + 0.15, PEOPLE_GO_ON - 0.15);
    if (!adaptive) return base;
    const delta = adaptRisk(risk, partnerTrust(view)) - risk;
    return delta < 0 ? base + (0.9 - base) * Math.min(1, -delta / TRUST_FALL) : base;
  };
  const weights = options.weights ?? HUMAN_MODEL_WEIGHTS;
  const wordPartWeight = options.wordPartWeight ?? WORD_PART_WEIGHT;
  const name = options.name ?? `people-guesser(${model.name})`;

  function guess(view: GuesserView): GuessDecision {
    checkGuesserView(view);
    const clue = view.currentClue!;
    const reading = resolveWord(minds.glove, clue.word) ?? resolveWord(model, clue.word);
    if (typeof clue.number !== 'number' || clue.number === 0 || reading === null) return machine.guess(view);
    const open = view.cards.filter((c) => !c.revealed).map((c) => c.word);
    const reader = boardReader(minds, open);
    const r = reader.read(reading);
    if (r.glove === null && r.wordnet === null) return machine.guess(view);
    /**
     * The guesser's utilities of the open cards for a clue `typed` and read as `word`: the human model's plus the
     * norm neighbours' and the word parts' (word-parts.ts, of the clue as typed).
     */
    const utilitiesFor = (word: string, rd = reader.read(word), nb = neighbourRows(minds, word, open), typed = word): Float64Array => {
      const u = humanUtilities(rd, weights);
      const k = NORM_NEIGHBOUR_FEATURES.length;
      for (let i = 0; i < u.length; i++) for (let j = 0; j < k; j++) u[i] = u[i]! + NEIGHBOUR_WEIGHTS[j]! * nb[i * k + j]!;
      if (wordPartWeight !== 0) {
        const parts = wordPartRow(typed, open);
        for (let i = 0; i < u.length; i++) u[i] = u[i]! + wordPartWeight * parts[i]!;
      }
      return u;
    };
    const nb = neighbourRows(minds, reading, open);
    const u = utilitiesFor(reading, r, nb, clue.word);
    if (options.translated !== undefined) addTranslated(u, r, options.translated, reading, open, clue.number, weights);
    const order = open.map((_, i) => i).sort((a, b) => u[b]! - u[a]!);
    if (options.firstByReadings ?? true) firstPickByReadings(order, u, readingFirsts(r, nb));
    const ownHits = clue.guesses.filter((g) => view.cards.some((c) => c.word === g && c.revealed && c.identity === view.team)).length;
    const want = Math.max(1, clue.number - ownHits);
    const limit = Math.min(open.length, view.guessesLeft ?? open.length);
    const goOn = goOnFor(view);
    const counts = openCounts(view);
    /** The earlier clues' readings, by clue word (null: no mind knows it). */
    const earlier = new Map<string, ReturnType<typeof reader.read> | null>();
    const readingOf = (w: string) => {
      if (!earlier.has(w)) {
        const rw = resolveWord(minds.glove, w) ?? resolveWord(model, w);
        const rd = rw === null ? null : reader.read(rw);
        earlier.set(w, rd === null || (rd.glove === null && rd.wordnet === null) ? null : rd);
      }
      return earlier.get(w)!;
    };
    /**
     * The misread earlier clues' likeliest open card not in `set` (people-guesser-leftovers.ts), or null; with
     * `byStopRule`, one under the leftover chance too when the association norms tie it to its clue and the stop
     * rule's chance that it is ours, read for that clue, is at least the go-on chance.
     */
    const leftoverNotIn = (set: ReadonlySet<number>, byStopRule = false) => leftoverBonus(view, set, (w) => {
      const rd = readingOf(w);
      return rd === null ? null : utilitiesFor(rd.clue, rd, undefined, w);
    }, leftoverAt, byStopRule && leftoverByStopRule ? (w, card, lu, after) => {
      const rd = readingOf(w);
      // Only a card the association norms tie to that clue (a link people make), and only when likely ours.
      if (rd === null || rd.links.norm[card]! + rd.links.normBack[card]! + rd.links.clueNorm[card]! === 0) return null;
      const q = nextOursChance(nextCardFeatures(rd, lu, set, card, after, counts));
      return q >= goOn ? q : null;
    } : undefined);
    const taken = new Set<number>();
    const chances: number[] = [];
    let take = 0;
    /** The card the stop rule stopped before and its chance of being ours (null: stopped at the number or the limit). */
    let stopped: { readonly card: number; readonly chance: number } | null = null;
    // A misread earlier clue's card first when this clue's likeliest card is unsure and that card is not it.
    let leftover = leftoverAt < 1 && leftoverFirstBelow > 0 && limit > 1 && pickChances(u)[order[0]!]! < leftoverFirstBelow ? leftoverNotIn(taken) : null;
    const leftoverAt0 = leftover !== null && leftover.card !== order[0];
    if (leftover !== null && leftoverAt0) {
      order.splice(order.indexOf(leftover.card), 1);
      order.unshift(leftover.card);
      chances.push(leftover.chance);
      taken.add(leftover.card);
      take = 1;
    } else leftover = null;
    const skip = take;
    while (take < limit) {
      const next = order[take]!;
      const own = take - skip;
      const reached = own >= want;
      // The first card: a person's likeliest pick. Later ones: the chance that the card is ours.
      const chance = own === 0 ? pickChances(u, taken)[next]! : nextOursChance(nextCardFeatures(r, u, taken, next, order[take + 1], counts));
      if (own > 0 && (reached ? bonusAt >= 1 || chance < bonusAt : chance < goOn)) {
        if (!reached) stopped = { card: next, chance };
        break;
      }
      chances.push(chance);
      taken.add(next);
      take++;
      if (reached) break;
    }
    // One more card for a misread earlier clue, once this clue's number is found or its next card is unsure.
    if (leftover === null && take < limit && leftoverAt < 1) {
      leftover = leftoverNotIn(taken, true);
      if (leftover !== null) {
        order.splice(order.indexOf(leftover.card), 1);
        order.splice(take, 0, leftover.card);
        chances.push(leftover.chance);
        take++;
      }
    }
    // The race: the other team may win on its next turn, so one more card of this clue when it is fairly likely ours.
    let racePos = -1;
    if (leftover === null && take < limit && take - skip >= want && raceAt < 1 && otherTeamOpen(view) <= raceOpen) {
      const card = order[take]!;
      const chance = nextOursChance(nextCardFeatures(r, u, taken, card, order[take + 1], counts));
      if (chance >= raceAt) {
        chances.push(chance);
        taken.add(card);
        racePos = take;
        take++;
      }
    }
    const leftoverPos = leftover === null ? -1 : leftoverAt0 ? 0 : take - 1;
    const ranked: RankedCard[] = order.map((i) => ({ word: open[i]!, score: Math.round(u[i]! * 1000) / 1000 }));
    const next = order[take];
    const said = (c: RankedCard, k: number): string => {
      if (leftover !== null && k === leftoverPos) return `${c.word} (for the earlier '${leftover.clue}': a person picks it ${Math.round(100 * chances[k]!)}% of the time; next ${Math.round(100 * leftover.second)}%${leftover.ours !== undefined ? `; ours ${Math.round(100 * leftover.ours)}% likely` : ''})`;
      if (k === racePos) return `${c.word} (ours ${Math.round(100 * chances[k]!)}% likely: one more, as the other team may win on its next turn)`;
      return `${c.word} (${k === skip ? 'a person picks it' : 'ours'} ${Math.round(100 * chances[k]!)}%${k === skip ? ' of the time' : ' likely'})`;
    };
    const explanation = `For '${clue.word}'${reading !== clue.word ? ` (read as '${reading}')` : ''} ${clue.number}: ${ranked.slice(0, take).map(said).join(', ')}; ${next === undefined ? 'no card left' : `stopping before ${open[next]!}${stopped !== null && stopped.card === next ? ` (ours ${Math.round(100 * stopped.chance)}% likely)` : ''}`}.`;
    return { ranked, take: Math.max(1, take), explanation };
  }

  return { name, guess };
}
