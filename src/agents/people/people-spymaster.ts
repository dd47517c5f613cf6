/**
 * The spymaster for people (the default): clues a person can read. It says only words people know
 * (familiar-words.ts, no names), names at most 3 cards, and gives a clue for n cards only when each target is
 * tied to the clue on its own and ranked above every card that is not ours by the human model (how people
 * guess, human-model.ts) and by at least two of three independent readings: GloVe alone, the WordNet mind
 * alone, the word links (clue-judges.ts). Among such clues it takes the one a person is expected to get
 * most cards from, less the chance that their picks reach the assassin, and of the clues about as good the one
 * that leaves our other cards to the fewest later clues (cover-plan.ts). When no clue for 2 or 3 is clear
 * enough it gives the safest clue for 1. Tempo comes from many good 2-3 clues, not from long codes, so two-team
 * games get no race boost.
 *
 * The search: every familiar pool word is first scored on the default mind's rows (clue-pool.ts, the same
 * rows the machine spymaster uses); those whose best own card beats every other card make a shortlist, and
 * only those are read in full by the independent minds.
 */
import type { EmbeddingModel } from '../../embeddings/types.js';
import type { Identity, SpymasterView } from '../../game/types.js';
import type { ClueCandidate, ClueDecision, Risk } from '../types.js';
import type { SyncSpymaster } from '../spymaster.js';
import { CodenamesError } from '../../errors.js';
import { createPoolLegality } from '../pool-legality.js';
import { createCluePool } from '../clue-pool.js';
import { lexiconPenalty } from '../lexicon-penalty.js';
import type { RelationBonus } from '../relation-bonus.js';
import { RISK_LEVELS, riskValue } from '../risk.js';
import { checkSpymasterView } from '../view-checks.js';
import { cardVector, cardVectors } from '../word-stats.js';
import { assassinQuiet, forwardOthers, judge, mayPass, normStrengths, plainPartnerPasses, type ClueContext, type Verdict } from './clue-judges.js';
import { explainClue } from './clue-explanation.js';
import { expectedReading, humanUtilities, type HumanModelWeights } from './human-model.js';
import { HUMAN_MODEL_WEIGHTS } from './human-model-weights.js';
import { peopleParams, type PeopleParamOverrides, type PeopleParams } from './people-params.js';
import { boardReader, linkSources, type BoardReader, type ClueReading, type ReadingMinds } from './readings.js';
import { createLinkPool } from './link-pool.js';
import { createShortlister } from './shortlist.js';
import { createMindPool } from './mind-pool.js';
import { createScreenMemory } from './screen-memory.js';
import { normCandidates } from './norm-candidates.js';
import { leftovers } from './end-game.js';
import { partnerTrust } from '../partner-trust.js';
import { plainClear, plainOrder, plainReach } from './plain-cosine.js';
import { plainPartner } from './plain-partner.js';
import { bystanderPair, looseCards, pairBlockers, pairBoard, type PairBoard } from './bystander-pair.js';
import { VARIANTS } from '../../game/variants.js';
import { plannedChoice } from './cover-plan.js';
import { closedCompound } from './closed-compound.js';

/** Options of {@link createPeopleSpymaster}. */
export interface PeopleSpymasterOptions {
  readonly name?: string;
  /** 0 (cautious) .. 1 (bold), or a named level; default 'balanced'. Bolder = thinner margins, same numbers. */
  readonly risk?: Risk;
  /** How many of the model's most frequent clue words to consider, then the familiar ones (default 20,000 with a familiar list, 12,000 without). */
  readonly vocabularySize?: number;
  /** Words people know; null = every pool word (default: familiarWords() for English, null otherwise). */
  readonly familiar?: ReadonlySet<string> | null;
  /** The default mind's relation bonus (for the shortlist rows). */
  readonly relationBonus?: RelationBonus;
  /** How many shortlisted candidates are read in full (default 300). */
  readonly shortlist?: number;
  readonly params?: PeopleParamOverrides;
  readonly weights?: HumanModelWeights;
}

interface Choice {
  readonly c: number;
  readonly targets: readonly number[];
  readonly value: number;
  readonly verdict: Verdict | null;
  /** Expected cards found less the assassin's cost (what a single-team bystander pair must beat). */
  readonly gain: number;
  /** A single-team pair: the chance a person who found the first target picks the second. */
  readonly second?: number;
  /** A reader who goes by plain GloVe cosine (plainReach) finds every target. */
  readonly plainWhole?: boolean;
  /** Chosen for a partner who reads as plain GloVe cosine does (plainPartnerChoice). */
  readonly plainPartner?: boolean;
}

/** One turn's board as the candidate search reads it (made once per giveClue call). */
interface TurnBoard {
  readonly words: readonly string[];
  readonly ours: readonly boolean[];
  readonly assassins: readonly boolean[];
  /** Each open card's row over the pool (null: the model does not know it). */
  readonly rows: readonly (Float32Array | null)[];
  readonly ownIdx: readonly number[];
  readonly ownOpen: readonly number[];
  readonly plainOffset: Float64Array;
  readonly board: { readonly ours: readonly boolean[]; readonly assassins: readonly boolean[] };
  readonly english: boolean;
  /** What a clue for 1 a plain-GloVe reader reads whole is worth more (0: nothing). */
  readonly plainWhole: number;
  /** The params the judges read this game's clues with (`forwardLooseTied` single-team only). */
  readonly judged: PeopleParams;
  /** The partner reads as plain GloVe cosine does (plain-partner.ts): every clue must be one it takes whole. */
  readonly plainRead: boolean;
}

/** A candidate read in full, kept for the single-team pair search: its reading, human-model utilities and context. */
interface Pairable {
  readonly c: number;
  readonly reading: ClueReading;
  readonly u: Float64Array;
  readonly known: ClueContext;
}

/**
 * What a clue's norm strengths promise a person finds: the targets taken strongest first, each found with
 * chance `find3` at strength 3 and `find2` below, until the first miss.
 */
function promisedReading(strengths: Uint8Array, targets: readonly number[], find2: number, find3: number): { found: number; allFound: number } {
  let allFound = 1;
  let found = 0;
  for (const t of targets.slice().sort((a, b) => strengths[b]! - strengths[a]!)) {
    allFound *= strengths[t]! >= 3 ? find3 : find2;
    found += allFound;
  }
  return { found, allFound };
}

/**
 * Creates the spymaster for people on the default mind `model` (for the shortlist) and the independent
 * `minds` (for the judges).
 *
 * @example
 * const spymaster = createPeopleSpymaster(await defaultMind(), await readingMinds(), { familiar: familiarWords() });
 * spymaster.giveClue(view); // { word: 'ocean', number: 2, targets: ['WHALE', 'FISH'], explanation }
 */
export function createPeopleSpymaster(model: EmbeddingModel, minds: ReadingMinds, options: PeopleSpymasterOptions = {}): SyncSpymaster {
  const risk = riskValue(options.risk ?? RISK_LEVELS.balanced);
  const params = peopleParams(risk, { normsKnown: minds.links.norm !== undefined, gloveOnly: minds.wordnet === null, ...options.params });
  const weights = options.weights ?? HUMAN_MODEL_WEIGHTS;
  const familiar = options.familiar ?? null;
  // (20,000 words where a list of familiar words keeps out the rare ones, docs/agents.md "A wider pool"; 12,000 without one)
  const pool = createCluePool(model, options.vocabularySize ?? (familiar === null ? 12_000 : 20_000), options.relationBonus);
  const allowed = Uint8Array.from(pool.words, (w) => (familiar === null || familiar.has(w) ? 1 : 0));
  // The independent minds over the same pool: a candidate's reading is then look-ups (mind-pool.ts).
  // Familiar words some mind reaches only through its look-up rules are read plainly by every mind.
  const plain = pool.words.flatMap((w, c) => (allowed[c] === 1 && (minds.glove.indexOf(w) < 0 || (minds.wordnet !== null && minds.wordnet.indexOf(w) < 0)) ? [c] : []));
  const pools = {
    glove: createMindPool(minds.glove, pool.words, plain),
    wordnet: minds.wordnet === null ? null : createMindPool(minds.wordnet, pool.words, plain),
    links: createLinkPool(linkSources(minds), pool.words),
  };
  const shortlist = createShortlister(pool.size, allowed, params.maxNumber);
  const legality = createPoolLegality(pool.words); // (clueTest's answers, from facts kept across games)
  // (closed compounds of pool words with card words, closedDanger below)
  const compounds = new Map<string, boolean>();
  // The pool words whose screen failed on an earlier turn of the game: they fail on this one too (screen-memory.ts).
  const screenMemory = createScreenMemory(pool.size);
  // Names, acronyms and unknown words cost as for a cautious machine spymaster: a person cannot follow them.
  const odd = lexiconPenalty(model.lang, RISK_LEVELS.cautious);
  const shortlistSize = options.shortlist ?? 300;
  const norms = minds.links.norm;
  const forward = minds.links.clueNorm;
  const flagKinds = Object.keys(minds.links).filter((k) => k !== 'norm' && k !== 'clueNorm').length; // (the word links: flags, not norms)
  const available = 1 + (minds.wordnet === null ? 0 : 1) + (flagKinds > 0 ? 1 : 0) + (norms === undefined ? 0 : 1);
  const poolIndex = new Map(pool.words.map((w, c) => [w, c]));
  // Which pool words the clue-word norms cover, once (the judges' contexts, per partner strictness).
  const coveredAt = Uint8Array.from(pool.words, (w, c) => (allowed[c] === 1 && forward?.covers(w) === true ? 1 : 0));
  const coveredStrict = { covered: true, strict: true };
  const coveredLenient = { covered: true, strict: false };
  const uncoveredStrict = { covered: false, strict: true };
  const uncoveredLenient = { covered: false, strict: false };
  // The clue itself (not an inflection) is in the card's norm list, or the card in the clue's (a card word).
  const saidAsAssociated = (clue: string, card: string): boolean =>
    norms?.strengths(card)?.has(clue) === true || norms?.strengths(clue)?.has(card.toLowerCase()) === true;
  const minReadings = Math.min(params.minReadings, available - 1 || 1);
  // (a loosely heard target a word link or a vector reading ties, in a clue for 3: single-team games only, where
  // a wrong touch ends the turn without helping an opponent; clue-judges.ts looseTied)
  const otherParams = params.forwardLooseTied ? { ...params, forwardLooseTied: false } : params;
  const name = options.name ?? `people(${model.name})`;
  // A pool word's own value (rarer and odd words cost), made once per word; and what a forward clue pays of the
  // odd part: a name the clue-word norms cover is one the associators were asked about as a clue and tied to
  // cards (ANTARCTICA: ICE, POLE, WHALE), which people know (RULES.md allows names of people and places).
  const baseValues = new Float64Array(pool.size).fill(Number.NaN);
  const forwardBase = new Float64Array(pool.size);
  const base = (c: number): number => {
    let v = baseValues[c]!;
    if (Number.isNaN(v)) {
      const rare = -0.08 * Math.max(0, Math.log((c + 1) / 3000));
      const o = odd(pool.words[c]!);
      baseValues[c] = v = rare - o;
      forwardBase[c] = rare - Math.min(o, params.forwardOddCost);
    }
    return v;
  };

  // What a passing verdict adds to a clue's expected cards: more readings, a wider margin, fewer loose forward
  // targets, and the word's own base (the forward way's for a clue hearers tie).
  const verdictValue = (v: Verdict, c: number, b: number): number => 0.05 * v.readings + Math.min(v.margin, 0.15) - params.forwardLooseCost * v.forwardLoose + (v.way === 'forward' ? forwardBase[c]! : b);

  /**
   * Judges pool word `c`'s full reading for each target set (the human model's, the norms' and the forward
   * order's first n), adds the clues that pass to `runners` and returns the best clue so far (`best`, or a
   * clue of this word worth more). Its own function, apart from giveClue, so that V8 optimises each alone.
   */
  function scoreCandidate(tb: TurnBoard, c: number, word: string, reading: ClueReading, u: Float64Array, known: ClueContext, runners: Choice[], best: Choice | null): Choice | null {
    if (tb.plainRead) return plainPartnerChoice(tb, c, reading, u, known, runners, best);
    const { ownOpen, ownIdx, board, rows, words, english, plainOffset, ours, assassins, judged } = tb;
    const norm = normStrengths(reading);
    const fw = reading.links.clueNorm;
    // Target orders: a person's likeliest picks (the human model), the norms' strongest ties first, and
    // the cards hearers of the clue think of first (forward).
    const byHuman = ownOpen.slice().sort((a, b) => u[b]! - u[a]!);
    const byNorm = byHuman.slice().sort((a, b) => norm[b]! - norm[a]! || u[b]! - u[a]!);
    const byForward = known.covered && ownIdx.some((i) => fw[i]! > 0) ? byHuman.slice().sort((a, b) => fw[b]! - fw[a]! || u[b]! - u[a]!) : byHuman;
    const b = base(c);
    for (let n = Math.min(params.maxNumber, byHuman.length); n >= 1; n--) {
      const sets = [byHuman.slice(0, n)];
      for (const order of byForward === byHuman ? [byNorm] : [byNorm, byForward]) {
        const alt = order.slice(0, n);
        if (!sets.some((s) => alt.every((t) => s.includes(t)))) sets.push(alt);
      }
      for (const targets of sets) {
        const verdict = judge(reading, u, targets, board, judged, known);
        if (verdict.way === null || (verdict.way === 'vectors' && verdict.readings < minReadings)) continue;
        // (a bridged language: the assassin, for a forward clue every card not ours, under the targets in plain cosine too)
        if (params.gloveOnly && !plainClear(rows, c, targets, board, verdict.way === 'forward')) continue;
        // People associate the word itself: a norms clue says the associate, not an inflection of it.
        if (verdict.way === 'norms' && !targets.every((t) => saidAsAssociated(word, words[t]!))) continue;
        // (English: a reader who goes by plain GloVe, the 2019 guesser, would not reach the assassin; a bridged
        // language has the stricter plainClear above)
        const reach = english ? plainReach(reading, n, board, plainOffset) : 0;
        if (reach < 0) continue;
        const e = expectedReading(u, ours, assassins, n);
        // Expected cards found before a miss, and the chance all are: the human model's, or for a clue the
        // norms tie, at least what the norms' strengths promise (the human model does not read norms).
        let found = e.found;
        let all = e.allFound;
        // (the same from the forward strengths, when hearers of the clue think of every target)
        for (const [tied, by, find2, find3] of [[verdict.norm, norm, params.normFind2, params.normFind3], [verdict.forward, fw, params.forwardFind2, params.forwardFind3]] as const) {
          if (!tied) continue;
          const promised = promisedReading(by, targets, find2, find3);
          found = Math.max(found, promised.found);
          all = Math.max(all, promised.allFound);
        }
        if (n > 1 && all < params.minAllFound) continue;
        // (the human model reads no norms: where they tie every target and nothing links the assassin, a
        // person's picks reach it less often than the model's softmax says)
        const risk = (verdict.forward || verdict.norm) && assassinQuiet(reading, targets, assassins) ? params.tiedAssassinShare * e.assassin : e.assassin;
        const value = found + params.tempo * (n - 1) * all - params.assassinCost * risk + verdictValue(verdict, c, b);
        const choice: Choice = { c, targets, value, verdict, gain: found - params.assassinCost * risk, plainWhole: reach === n };
        runners.push(choice);
        if (best === null || value > best.value) best = choice;
      }
    }
    return best;
  }

  /**
   * scoreCandidate for a partner who reads as plain GloVe cosine does (TurnBoard.plainRead): for each number, the
   * cards that reader takes first (plainOrder), when they are all ours and the judges for people pass them or a
   * person could still follow them (clue-judges.ts plainPartnerPasses). That reader finds every target, so a
   * clue is worth its number.
   */
  function plainPartnerChoice(tb: TurnBoard, c: number, reading: ClueReading, u: Float64Array, known: ClueContext, runners: Choice[], best: Choice | null): Choice | null {
    const b = base(c);
    for (let n = Math.min(params.maxNumber, tb.ownOpen.length); n >= 1; n--) {
      const targets = plainOrder(reading, n, tb.plainOffset);
      if (targets.length !== n || !targets.every((t) => tb.ours[t])) continue;
      const verdict = judge(reading, u, targets, tb.board, tb.judged, known);
      if (!plainPartnerPasses(reading, verdict, tb.board)) continue;
      const choice: Choice = { c, targets, value: n + params.tempo * (n - 1) + verdictValue(verdict, c, b), verdict, gain: n, plainWhole: true, plainPartner: true };
      runners.push(choice);
      if (best === null || choice.value > best.value) best = choice;
    }
    return best;
  }

  /** The single safest card, in case nothing is clear enough: every candidate read (`read`), in the order read. */
  function fallbackChoice(tb: TurnBoard, reader: BoardReader, read: Iterable<number>, screenedAt: (c: number) => ClueReading, contextOf: (c: number) => ClueContext): Choice | null {
    const { ownOpen, board, rows, english, plainOffset, ours, assassins } = tb;
    let fallback: Choice | null = null;
    for (const c of read) {
      const reading = reader.complete(c, screenedAt(c));
      const known = contextOf(c);
      const u = humanUtilities(reading, weights);
      const norm = normStrengths(reading);
      const fw = reading.links.clueNorm;
      // (ranked by the human model, then by whether GloVe puts the card first and people associate it)
      const e1 = expectedReading(u, ours, assassins, 1);
      const t1 = ownOpen.slice().sort((a, b) => u[b]! - u[a]!)[0]!;
      const gloveFirst = reading.glove !== null && reading.glove.every((v, i) => i === t1 || v < reading.glove![t1]!);
      // (and by what hearers of the clue think of: the target, and no card not ours clearly, nor the assassin)
      const f1 = known.covered ? forwardOthers(reading, board, params) : null;
      const heard = f1 === null ? 0 : !f1.clean || fw[t1]! === 0 ? -0.5 : (f1.loose === 0 ? 0.2 : 0.1) * fw[t1]!;
      const plain = params.gloveOnly && !plainClear(rows, c, [t1], board, known.covered) ? -10 : 0; // (plainly safe first)
      const reach1 = english ? plainReach(reading, 1, board, plainOffset) : 0;
      const plainSafe = reach1 < 0 ? -1 : tb.plainRead && reach1 === 1 ? 2 : 0;
      const fv = e1.found - params.assassinCost * e1.assassin + base(c) + (gloveFirst ? (params.gloveOnly ? 3 : 1) : 0) + (params.gloveOnly ? plain : 0.1 * norm[t1]! + heard) + plainSafe;
      if (fallback === null || fv > fallback.value) fallback = { c, targets: [t1], value: fv, verdict: null, gain: e1.found - params.assassinCost * e1.assassin };
    }
    return fallback;
  }

  /**
   * (single-team) A pair that a person gains more from than from `best`, the best clue for 1, over every candidate
   * read in full: a first target that passes alone, a second the judges allow once the loose cards are aside; or null.
   */
  function pairChoice(tb: TurnBoard, pairs: PairBoard, pairable: readonly Pairable[], best: Choice): Choice | null {
    const { ownOpen, board, rows, english, plainOffset, plainWhole, judged } = tb;
    let gained: Choice | null = null;
    for (const { c, reading, u, known } of pairable) {
      const glove = reading.glove;
      if (glove === null) continue;
      for (const first of ownOpen) {
        // (a clue for one card passes only when GloVe puts it first: bystanderPair's judge, cheaply first)
        if (!glove.every((v, i) => i === first || v < glove[first]!)) continue;
        for (const second of ownOpen) {
          if (second === first || u[second]! > u[first]!) continue;
          const targets = [first, second];
          // (a pair the judges pass on the real board is a clue of the main search)
          if (judge(reading, u, targets, board, judged, known).way !== null) continue;
          const pair = bystanderPair(reading, u, targets, pairs, params, known);
          if (pair === null || (pair.verdict.way === 'vectors' && pair.verdict.readings < minReadings)) continue;
          const reach = english ? plainReach(reading, 2, board, plainOffset) : 0;
          if (reach < 0 || (params.gloveOnly && !plainClear(rows, c, targets, board, pair.verdict.way === 'forward'))) continue;
          const gain = pair.found - params.assassinCost * pair.assassin;
          if (gain < best.gain + params.pairGain) continue;
          const value = gain + params.tempo * pair.allFound + verdictValue(pair.verdict, c, base(c)) + (reach === 2 ? plainWhole : 0);
          if (gained === null || value > gained.value) gained = { c, targets, value, verdict: pair.verdict, gain, second: pair.second };
        }
      }
    }
    return gained;
  }

  /**
   * The decision: `best` (else `fallback`), or at the end game a clue for our last card with 'unlimited', and
   * its explanation (the runners-up among `runners`).
   */
  function decision(tb: TurnBoard, view: SpymasterView, reader: BoardReader, screenedAt: (c: number) => ClueReading, found: { best: Choice | null; fallback: Choice | null; runners: Choice[] }, pairs: PairBoard | null, otherIdx: readonly number[], identities: readonly Identity[]): ClueDecision {
    const { ownOpen, rows, words, ours, assassins } = tb;
    const { best, fallback, runners } = found;
    // End game: when every open agent of ours but one is a leftover a person still reads from our earlier
    // clues, a clue for that one and 'unlimited' lets the guesser collect them all (end-game.ts).
    let pending: number[] = [];
    let pick = best ?? fallback;
    if (view.clues.length > 0 && ownOpen.length >= 2 && !(best !== null && ownOpen.every((i) => best!.targets.includes(i)))) {
      const left = leftovers(view, reader, { ours, margin: params.humanMargin }, weights);
      const rest = ownOpen.filter((i) => !left.includes(i));
      if (left.length >= 1 && rest.length === 1) {
        const last = runners.filter((r) => r.targets.length === 1 && r.targets[0] === rest[0]).sort((a, b) => b.value - a.value)[0];
        if (last !== undefined) {
          pick = last;
          pending = left;
        }
      }
    }
    if (pick === null) {
      throw new CodenamesError('agent/no-legal-clue', `no legal clue among the ${pool.size} most frequent clue words of '${model.name}' for this board; use a larger vocabularySize or a model that knows the board's language.`);
    }
    const word = pool.words[pick.c]!;
    const reading = reader.complete(pick.c, screenedAt(pick.c));
    const u = humanUtilities(reading, weights);
    const similarity = (i: number): number => (rows[i] === null ? -1 : rows[i]![pick.c]!);
    const dangerOrder = otherIdx.slice().sort((a, b) => u[b]! - u[a]!);
    const seen = new Set([pick.c]);
    const runnersUp: ClueCandidate[] = [];
    for (const r of runners.sort((a, b) => b.value - a.value)) {
      if (seen.has(r.c)) continue;
      seen.add(r.c);
      runnersUp.push({ word: pool.words[r.c]!, number: r.targets.length, targets: r.targets.map((i) => words[i]!), score: Math.round(r.value * 1000) / 1000 });
      if (runnersUp.length >= 5) break;
    }
    // (a single-team pair: the loose cards near its second target, nearest for a person first)
    const pairNote = pick.second === undefined || pairs === null ? undefined : { second: pick.second, loose: pairBlockers(reading, u, pick.targets, pairs, params).slice(0, 2) };
    const explanation = explainClue({
      clue: word, number: pick.targets.length, reading, words, identities, targets: pick.targets, verdict: pick.verdict,
      expected: expectedReading(u, ours, assassins, pick.targets.length), similarity, dangerOrder, runnersUp, team: view.team, via: minds.via,
      ...(pairNote === undefined ? {} : { pair: pairNote }),
      ...(pick.plainPartner === true ? { plainPartner: true } : {}),
    });
    if (pending.length > 0) {
      const also = pending.map((i) => words[i]!);
      return {
        word, number: 'unlimited', targets: [words[pick.targets[0]!]!, ...also],
        explanation: { ...explanation, summary: `${explanation.summary} Unlimited: ${also.join(', ')} ${also.length === 1 ? 'is' : 'are'} still open from our earlier clues, and ${also.length === 1 ? 'it is' : 'they are'} our last.` },
      };
    }
    return { word, number: pick.targets.length, targets: pick.targets.map((i) => words[i]!), explanation };
  }

  function giveClue(view: SpymasterView): ClueDecision {
    checkSpymasterView(view);
    const legal = legality.test(view);
    const open = view.cards.flatMap((c, i) => (c.revealed ? [] : [{ word: c.word, identity: view.key[i] as Identity }]));
    const words = open.map((c) => c.word);
    const identities = open.map((c) => c.identity);
    const ours = identities.map((id) => id === view.team);
    const assassins = identities.map((id) => id === 'assassin');
    const cards = words.map((w) => cardVector(model, w));
    const rows = pool.rowsOf(cards);
    const offset = cards.map((c) => -c.hub / 2);
    const ownIdx = ours.flatMap((o, i) => (o && rows[i] !== null ? [i] : []));
    const otherIdx = ours.flatMap((o, i) => (!o && rows[i] !== null ? [i] : []));
    const ownOpen = ours.flatMap((o, i) => (o ? [i] : [])); // (made once: the candidate loop sorts copies)
    // What turns a GloVe reading back into plain cosines (plainReach): half each card's GloVe hubness.
    const plainOffset = Float64Array.from(cardVectors(minds.glove, words), (v) => (v.vector === null ? -Infinity : v.hub / 2));
    const board = { ours, assassins };
    const english = params.plainAssassin && !params.gloveOnly;
    // (single-team, English: a clue a plain-GloVe reader, the 2019 guesser, reads whole is worth a little more)
    const plainWhole = english && VARIANTS[view.variant].players === 'single-team' ? params.plainWholeBonus : 0;
    // (single-team: a clue for 2 whose second target only a bystander, or while enough are open the other
    // team's agent, blocks, when the best is for 1; bystander-pair.ts)
    const pairs = params.bystanderPairs && VARIANTS[view.variant].players === 'single-team' ? pairBoard(ours, assassins, looseCards(identities, view.team, params)) : null;
    // (the candidates read in full, for the pairs: their readings and human-model utilities)
    const pairable: Pairable[] = [];
    const judged = VARIANTS[view.variant].players === 'single-team' ? params : otherParams;
    // (a partner whose misreads plain GloVe cosine explains, and who never left its ranking: clues it takes whole)
    const trust = partnerTrust(view);
    const plainRead = english && trust.misread > 0 && plainPartner(view, minds.glove);
    const tb: TurnBoard = { words, ours, assassins, rows, ownIdx, ownOpen, plainOffset, board, english, plainWhole, judged, plainRead };
    if (ownIdx.length === 0) throw new CodenamesError('agent/no-legal-clue', `the spymaster's model '${model.name}' knows none of the team's cards; use a model that knows the board's language.`);

    // Shortlist on the default mind's rows: the candidates whose best own cards beat every other card.
    // (the leading keys sorted at once, the rest only if the reading goes past them: `more` below)
    const { keys, fallbacks, count, rest } = shortlist({
      ownRows: ownIdx.map((i) => rows[i]!),
      ownOff: ownIdx.map((i) => offset[i]!),
      otherRows: otherIdx.map((i) => rows[i]!),
      otherOff: otherIdx.map((i) => offset[i]!),
    }, shortlistSize + 100);
    if (count < 50) keys.push(...fallbacks.sort((a, b) => b.key - a.key).slice(0, 100));
    // (fallbacks are only gathered while few candidates have passed: boards where nothing is clear)

    // The words people associate with two or three of our cards (and none of the others) are read too.
    const normFirst: number[] = [];
    if (norms !== undefined) {
      for (const cand of normCandidates(norms, { words, ours, assassins }, { floor: params.normFloor, danger: params.normDanger })) {
        const c = poolIndex.get(cand.word);
        if (c !== undefined && allowed[c] === 1) normFirst.push(c);
      }
    }
    // The clue words whose hearers think of two or three of our cards and of none of the others (forward).
    if (forward !== undefined) {
      for (const cand of normCandidates(forward, { words, ours, assassins }, { floor: params.forwardFloor, danger: params.forwardDanger, limit: 60 })) {
        if (cand.cards < 2) continue;
        const c = poolIndex.get(cand.word);
        if (c !== undefined && allowed[c] === 1) normFirst.push(c);
      }
    }
    const normSet = new Set(normFirst);
    const order: number[] = [...normSet];
    for (const { c } of keys) if (!normSet.has(c)) order.push(c);
    let more = count > keys.length;
    const extend = (): boolean => {
      if (more) for (const { c } of rest()) if (!normSet.has(c)) order.push(c);
      more = false;
      return true;
    };
    if (order.length < shortlistSize + normSet.size) extend();

    const reader = boardReader(minds, words, pools);
    reader.prepare(order.slice(0, shortlistSize + normSet.size)); // the candidates' hubness in one batch
    // A partner who has misread one of our clues may not read as people do: forward ties must then be clear in GloVe too.
    // (without a WordNet mind, in a bridged language, the translated links are thin: GloVe must agree from the start)
    const strict = params.gloveOnly || trust.misread > 0;
    let best = null as Choice | null; // (typed so: the search closure below assigns it)
    let fallback: Choice | null = null;
    const runners: Choice[] = [];
    // (in the order read; null: a screen failure remembered from an earlier turn, read again only if needed)
    const readings = new Map<number, ReturnType<typeof reader.read> | null>();
    const screenedAt = (c: number): ReturnType<typeof reader.read> => readings.get(c) ?? reader.screenAt(c, pool.words[c]!);
    const screenTurn = screenMemory.turn(view, strict);
    let read = 0;
    // (English: a set phrase with a card not ours that is one word, closed-compound.ts; kept per pair across turns)
    const closedDanger = (reading: ClueReading): boolean => {
      if (minds.glove.lang !== 'en') return false;
      const phrase = reading.links.phrase;
      for (let i = 0; i < phrase.length; i++) {
        if (phrase[i] !== 1 || ours[i]) continue;
        const pair = `${reading.clue}\t${words[i]!}`;
        let closed = compounds.get(pair);
        if (closed === undefined) {
          if (compounds.size >= 100_000) compounds.clear();
          compounds.set(pair, (closed = closedCompound(minds.glove, reading.clue, words[i]!)));
        }
        if (closed) return true;
      }
      return false;
    };
    const contextOf = (c: number): ClueContext => (coveredAt[c] === 1 ? (strict ? coveredStrict : coveredLenient) : strict ? uncoveredStrict : uncoveredLenient);
    // The reading loop in a closure of its own (the same variables): V8 optimises it apart from giveClue, whose
    // first statements see a new object shape on some boards and are compiled again (cheaply, without the loop).
    const search = (): void => {
      for (let q = 0; q < order.length || (more && extend() && q < order.length); q++) {
        const c = order[q]!;
        if (read >= shortlistSize + normSet.size) break;
        const word = pool.words[c]!;
        if (!legal(c)) continue;
        read++;
        if (screenTurn.failed(c)) {
          readings.set(c, null);
          continue;
        }
        const screened = reader.screenAt(c, word);
        readings.set(c, screened);
        const known = contextOf(c);
        // Most candidates can pass no judge for any target set (mayPass, from the readings alone): the human
        // model, the judges and the WordNet scores are skipped for them (the fallback completes them when needed).
        if (!mayPass(screened, board, params, known)) {
          screenTurn.fail(c);
          continue;
        }
        // (nor when it runs together with a card not ours into a word a reader sees at once: cardboard; not
        // even as the safest clue for 1, which is chosen among the words read)
        if (closedDanger(screened)) {
          readings.delete(c);
          continue;
        }
        const reading = reader.complete(c, screened);
        readings.set(c, reading);
        const u = humanUtilities(reading, weights);
        if (pairs !== null) pairable.push({ c, reading, u, known });
        best = scoreCandidate(tb, c, word, reading, u, known, runners, best);
      }
    };
    search();
    // The single safest card, in case nothing is clear enough: every candidate read, in the order read.
    if (best === null) fallback = fallbackChoice(tb, reader, readings.keys(), screenedAt, contextOf);
    // (single-team, English: among the clues for 1, one a plain-GloVe reader also finds first is worth a little
    // more; the number is the judges' and the human model's, only the word may change)
    if (best !== null && best.targets.length === 1 && plainWhole > 0) {
      const whole = (r: Choice): number => r.value + (r.plainWhole === true ? plainWhole : 0);
      for (const r of runners) if (r.targets.length === 1 && whole(r) > whole(best)) best = r;
    }
    // (single-team: a pair that a person gains more from than from the best clue for 1, over every candidate
    // read in full: a first target that passes alone, a second the judges allow once the loose cards are aside)
    if (best !== null && best.targets.length === 1 && pairs !== null && !tb.plainRead) {
      const gained = pairChoice(tb, pairs, pairable, best);
      if (gained !== null) best = gained;
    }
    // (of clues about as good, the one that leaves our other cards to the fewest later clues: cover-plan.ts)
    if (best !== null && params.planDelta > 0 && !tb.plainRead) best = plannedChoice(best, runners, ownOpen, params.planDelta);
    return decision(tb, view, reader, screenedAt, { best, fallback, runners }, pairs, otherIdx, identities);
  }

  return { name, giveClue };
}
