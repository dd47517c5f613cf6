/**
 * The settings of the spymaster for people, from one risk value (risk.ts): how many cards a clue may name,
 * how strong and how clear each target must be in each reading, and how many readings must agree. Bolder
 * means thinner margins, never bigger numbers than people follow: the number stays at most 3.
 */
import { byRisk } from '../risk.js';

/** The thresholds the judges (clue-judges.ts) and the search (people-spymaster.ts) use. */
export interface PeopleParams {
  /** Largest number given (people aimed 1.24 cards a clue in the Cultural Codes games). */
  readonly maxNumber: number;
  /** Weakest target's score in a vector reading (CSLS-corrected; real associations reach about 0). */
  readonly strengthFloor: number;
  /** Weakest target minus the best card not ours, in a vector reading. */
  readonly vectorMargin: number;
  /** Weakest target minus the assassin, in a vector reading. */
  readonly assassinMargin: number;
  /** Weakest target's utility minus the best card not ours, in the human model (logit units). */
  readonly humanMargin: number;
  /** How many of GloVe, WordNet and the links must pass, besides the human model. */
  readonly minReadings: number;
  /** Value of one expected card found, against the chance that a person's picks reach the assassin. */
  readonly assassinCost: number;
  /** Smallest chance, by the human model, that a person finds every target of a clue for 2 or 3. */
  readonly minAllFound: number;
  /** Extra value per card beyond the first of a clue that passed the judges, times the chance all are found. */
  readonly tempo: number;
  /** Whether the card norms are loaded (the spymaster sets it; without them no clue is asked to have them). */
  readonly normsKnown: boolean;
  /**
   * No WordNet mind (another language; the spymaster sets it): the checks 'in both vector readings' read
   * GloVe alone, where otherwise a clue WordNet does not know passes them.
   */
  readonly gloveOnly: boolean;
  /** Weakest target's norm strength (1-3) for the norms reading to tie the targets. */
  readonly normFloor: number;
  /** A card not ours whose norm lists the clue with this strength (1-3) or more fails the norms reading. */
  readonly normDanger: number;
  /** The norms way: a target's second tie may be a place among the first this many cards of GloVe or WordNet. */
  readonly supportRank: number;
  /** The norms way: a card not ours may beat the weakest target by at most this much in both vector readings. */
  readonly closeMargin: number;
  /** The norms way: the assassin may beat the weakest target by at most this much in either vector reading. */
  readonly normAssassinSlack: number;
  /** How much more the assassin may beat the weakest target in WordNet than `normAssassinSlack` (clue-judges.ts assassinCloser). */
  readonly wordnetAssassinExtra: number;
  /** The norms way: the weakest target's human-model utility minus the best card not ours, at least. */
  readonly normHumanMargin: number;
  /** The norms way: the chance a person finds a target the norms tie with strength 2 (clearly related). */
  readonly normFind2: number;
  /** The same for strength 3 (most people think of it at once). */
  readonly normFind3: number;
  /** Weakest target's forward strength (the clue-word norms: hearing the clue, people think of the card). */
  readonly forwardFloor: number;
  /** A card not ours that people connect to the clue with this forward strength or more vetoes the clue. */
  readonly forwardDanger: number;
  /** At most this many cards not ours may be loosely connected to the clue (forward strength 1). */
  readonly forwardLooseMax: number;
  /** How many targets of a clue the clue-word norms cover may be cards its hearers do not think of. */
  readonly forwardMissMax: number;
  /** The smallest clue (cards) that may hold one target the clue-word norms leave out but the card norms and a vector reading tie. */
  readonly forwardBackedFrom: number;
  /**
   * A clue for 3 may hold this many weak targets (forward strength below the floor) when each is backed (the
   * card norms tie it clearly and people connect it loosely, or a vector reading ranks it 1st-3rd) and the
   * strongest target reaches `forwardWeakTop` (blind read req-6: FISH 3 for WATER, OCTOPUS, SCUBA DIVER, GREEN 3
   * for LEPRECHAUN, THUMB, LIGHT found whole by both readers).
   */
  readonly forwardWeakMax: number;
  /**
   * A clue for 3 may hold one target that hearers of the clue connect only loosely (forward strength 1) and the
   * card norms do not tie clearly, when a word link or a place among the first `supportRank` cards of GloVe or
   * WordNet ties it too (clue-judges.ts looseTied). The spymaster reads it in single-team games only.
   */
  readonly forwardLooseTied: boolean;
  /** The strongest target's forward strength in a clue for 3 with two weak targets, at least. */
  readonly forwardWeakTop: number;
  /** The forward way for 2: the strongest target's forward strength, at least. */
  readonly forwardPairTop: number;
  /** The forward way: a card not ours may beat the weakest target in GloVe by at most this much. */
  readonly forwardGloveSlack: number;
  /** The forward way: the chance a person finds a target of forward strength 2, and 3. */
  readonly forwardFind2: number;
  readonly forwardFind3: number;
  /** Value lost per card not ours that people loosely connect to the clue. */
  readonly forwardLooseCost: number;
  /** What a forward clue pays at most for being a name (the lexicon's odd-word cost; names people know). */
  readonly forwardOddCost: number;
  /** The share of the human model's assassin chance counted for a clue the norms tie while nothing links the assassin. */
  readonly tiedAssassinShare: number;
  /**
   * No clue sends a reader who goes by plain GloVe cosine (the 2019 reference guesser: the n closest cards until
   * one is not ours) to the assassin (plain-cosine.ts plainReach); the safest single card prefers it too.
   * English only: a bridged language (gloveOnly) has the stricter plainClear.
   */
  readonly plainAssassin: boolean;
  /**
   * Single-team boards: where the best clue is for 1, a clue for 2 whose second target only a bystander
   * blocks may be given (bystander-pair.ts; a bystander there only ends the turn).
   */
  readonly bystanderPairs: boolean;
  /**
   * Such a pair: the other team's agents are read like bystanders while at least this many are open (a touch
   * then only ends the turn and leaves two or more open: the loss, all of them revealed, stays two misses
   * away). With fewer open each one is a step to the loss, and the strict judges read them.
   */
  readonly pairOpponents: number;
  /**
   * Such a pair: the forward strength (1-3), at least, at which a second target the strict judges leave loose
   * passes when one more resource ties it (clue-judges.ts pairBacked): hearers of the clue think of it, so a
   * person who found the first looks for it (0: never).
   */
  readonly pairBacked: number;
  /**
   * Single-team boards, English: where the best clue is for 1, extra value among the clues for 1 (and among
   * the pairs that may replace it) for one that a reader who goes by plain GloVe cosine (the 2019 reference
   * guesser, plainReach) reads whole: partners other than people play these games, and a card such a reader
   * misses costs a turn. Never across numbers: with it for clues for 2-3 as well, 18 of 80 first clues on
   * 9002/9004 changed, three clues for 3 became clues for 2, and some for words people do not tie (HAWK for
   * EAGLE and HELICOPTER).
   */
  readonly plainWholeBonus: number;
  /** Such a pair: the second target's human-model utility above every bystander's by at least this much. */
  readonly bystanderMargin: number;
  /** Such a pair: the chance a person who found the first target picks the second, at least. */
  readonly pairSecondChance: number;
  /** Such a pair: its expected cards less the assassin's cost beat the best clue for 1's by at least this much. */
  readonly pairGain: number;
  /**
   * Such a pair: a target the clue-word norms leave out is tied when it is backed (the card norms tie it
   * clearly, GloVe or WordNet puts it among the first `supportRank` cards), as a target of a clue for
   * `forwardBackedFrom` cards is (bystander-pair.ts).
   */
  readonly pairCardBacked: boolean;
  /**
   * Planning (cover-plan.ts): a passing clue for 2-3 worth at most this much less than the best is given instead
   * when its targets leave our other cards coverable by fewer clues (0: off).
   */
  readonly planDelta: number;
}

/** Extra options a caller may set over the risk's defaults. */
export type PeopleParamOverrides = Partial<PeopleParams>;

/**
 * The parameters at a risk value (0 cautious .. 1 bold), with overrides.
 *
 * @example
 * peopleParams(0.5).maxNumber; // 3
 */
export function peopleParams(risk: number, overrides: PeopleParamOverrides = {}): PeopleParams {
  return {
    maxNumber: 3,
    strengthFloor: byRisk(risk, 0.0, -0.1),
    vectorMargin: byRisk(risk, 0.08, 0.02),
    assassinMargin: byRisk(risk, 0.16, 0.06),
    humanMargin: byRisk(risk, 0.6, 0.2),
    minReadings: 2,
    assassinCost: byRisk(risk, 12, 5),
    tempo: byRisk(risk, 0.6, 1.0),
    minAllFound: byRisk(risk, 0.6, 0.3),
    normsKnown: false,
    gloveOnly: false,
    normFloor: 2,
    normDanger: risk < 0.35 ? 1 : 2,
    supportRank: 3,
    closeMargin: byRisk(risk, 0.0, 0.1),
    normAssassinSlack: byRisk(risk, -0.05, 0.02),
    wordnetAssassinExtra: 0.05,
    normHumanMargin: byRisk(risk, 0, -1),
    normFind2: byRisk(risk, 0.75, 0.85),
    normFind3: 0.95,
    forwardFloor: 2,
    forwardDanger: 2,
    forwardLooseMax: risk < 0.35 ? 0 : risk > 0.7 ? 2 : 1,
    forwardMissMax: risk > 0.7 ? 1 : 0,
    forwardBackedFrom: 3,
    forwardWeakMax: 2,
    forwardWeakTop: 2,
    forwardLooseTied: true,
    forwardPairTop: 2,
    forwardGloveSlack: byRisk(risk, 0.0, 0.1),
    forwardFind2: byRisk(risk, 0.8, 0.88),
    forwardFind3: 0.95,
    forwardLooseCost: 0.15,
    forwardOddCost: 0.3,
    tiedAssassinShare: 0.5,
    plainAssassin: true,
    bystanderPairs: true,
    pairOpponents: 3,
    pairBacked: 1,
    plainWholeBonus: 0.6,
    bystanderMargin: byRisk(risk, 0.2, 0),
    pairSecondChance: byRisk(risk, 0.55, 0.5),
    pairGain: byRisk(risk, 0.3, 0.15),
    pairCardBacked: true,
    planDelta: 0.6,
    ...overrides,
  };
}
