/**
 * The judges of a clue for people: does each independent reading (readings.ts) tie every target to the clue
 * on its own, strongly, and rank it above every card that is not ours?
 *
 * - a vector reading (GloVe alone, the WordNet mind alone) passes when its weakest target reaches the
 *   strength floor, clears the best card that is not ours by the margin, and the assassin by a wider one;
 * - the links reading passes when every target is linked to the clue (a WordNet relation, a Moby Thesaurus
 *   entry, a phrase) and no card that is not ours is;
 * - the norms reading (what people associate with each card, card-norms.ts) passes when the clue is in every
 *   target's list with at least the norm floor, in no list of a card that is not ours with the danger
 *   strength, and in the assassin's list not at all;
 * - the human model passes when a person's likeliest picks are the targets: the weakest target's utility
 *   clears every other card's that is not ours by the human margin.
 *
 * A clue is for people in one of two ways, and in neither when the norms tie a card that is not ours with the
 * danger strength or the assassin at all, a word link ties the assassin, or when it is for one card that GloVe
 * does not put first (a single card is only worth naming when it is plainly the closest: many words are):
 * - vectors: the human model passes and at least `minReadings` of GloVe, WordNet and the links do (the norms
 *   count as one more reading), GloVe or the norms among them (WordNet and the links alone reach rare senses
 *   people do not think of: PYRAMID for 'trading'); for 2-3 cards, when the board has norms, they also tie every target but one
 *   (and that one at least loosely or by a word link): a clue no person associates with its cards is a code;
 * - norms: the way a person builds a clue, a word people associate with each target and with none of the
 *   other cards. The norms pass, every target has a second tie (a word link, or a place among the first
 *   `supportRank` cards of GloVe or WordNet), no card that is not ours is clearly closer than the weakest
 *   target in both vector readings or forms a set phrase with the clue, the assassin is closer in neither, and the human model does not put a
 *   card that is not ours clearly first (the looser `normHumanMargin`).
 */
import { FLAG_KINDS, type ClueReading } from './readings.js';
import type { PeopleParams } from './people-params.js';

/** What one board looks like to the judges (arrays aligned with the open cards). */
export interface JudgedBoard {
  readonly ours: readonly boolean[];
  readonly assassins: readonly boolean[];
}

/** What the judges know of a clue besides its reading. */
export interface ClueContext {
  /**
   * The clue-word norms cover the clue (card-norms.ts `covers`): its forward strengths (reading.links.clueNorm)
   * are then what the associators connected to it, and a card they left out is one people do not connect;
   * otherwise they say nothing.
   */
  readonly covered: boolean;
  /**
   * Our partner has misread a clue of ours this game (partner-trust.ts): every clue must then also pass GloVe
   * (a reader who goes by the everyday company of words, as the 2019 bots do, is not sent elsewhere).
   */
  readonly strict: boolean;
}

const UNKNOWN: ClueContext = { covered: false, strict: false };

/** The verdict on one clue for one target set. */
export interface Verdict {
  readonly glove: boolean;
  readonly wordnet: boolean;
  readonly links: boolean;
  readonly norm: boolean;
  /** The clue-word norms (forward: hearing the clue, people think of each target) tie every target. */
  readonly forward: boolean;
  readonly human: boolean;
  /** How many of glove, wordnet, links, norm and forward pass. */
  readonly readings: number;
  /** The thinnest vector margin (weakest target minus best card not ours) over the passing vector readings. */
  readonly margin: number;
  /** The weakest target's norm strength (0-3). */
  readonly normStrength: number;
  /** The weakest target's forward strength (0-3; 0 when the clue-word norms do not cover the clue). */
  readonly forwardStrength: number;
  /** Cards not ours that people loosely connect to the clue (forward strength 1). */
  readonly forwardLoose: number;
  /**
   * Which way the clue is for people: 'forward', 'vectors', 'norms', 'backed' (a single-team pair whose second
   * target hearers of the clue think of, bystander-pair.ts and {@link pairBacked}), or null when it is not.
   */
  readonly way: 'forward' | 'vectors' | 'norms' | 'backed' | null;
}

function vectorPasses(scores: Float32Array | null, targets: readonly number[], board: JudgedBoard, p: PeopleParams): { pass: boolean; margin: number } {
  if (scores === null) return { pass: false, margin: -1 };
  let weakest = Infinity;
  for (const t of targets) weakest = Math.min(weakest, scores[t]!);
  let other = -Infinity;
  let assassin = -Infinity;
  for (let i = 0; i < scores.length; i++) {
    if (board.ours[i]) continue;
    other = Math.max(other, scores[i]!);
    if (board.assassins[i]) assassin = Math.max(assassin, scores[i]!);
  }
  const margin = weakest - other;
  const pass = weakest >= p.strengthFloor && margin >= p.vectorMargin && weakest - assassin >= p.assassinMargin;
  return { pass, margin };
}

const flagged = (reading: ClueReading, i: number): boolean => FLAG_KINDS.some((k) => reading.links[k][i] === 1);

/**
 * A word link (a WordNet relation, a Moby Thesaurus entry, a set phrase) ties the assassin to the clue: no way
 * then, whatever the other readings say ('baseball' and CARD: the associators left 'baseball card' out, WordNet
 * relates them, and both blind readers of panel-4 touched the assassin).
 */
function assassinFlagged(reading: ClueReading, board: JudgedBoard): boolean {
  for (let i = 0; i < board.assassins.length; i++) if (board.assassins[i] && flagged(reading, i)) return true;
  return false;
}

function linksPass(reading: ClueReading, targets: readonly number[], board: JudgedBoard): boolean {
  if (!targets.every((t) => flagged(reading, t))) return false;
  for (let i = 0; i < board.ours.length; i++) if (!board.ours[i] && flagged(reading, i)) return false;
  return true;
}

/**
 * How strongly people associate the clue with each card: its strength in the card's norm list, or the card's
 * in the clue's own list when the clue is a card word ('normBack'), whichever is stronger.
 */
export function normStrengths(reading: ClueReading): Uint8Array {
  const { norm, normBack } = reading.links;
  const out = new Uint8Array(norm.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.max(norm[i]!, normBack[i]!);
  return out;
}

/** No card that is not ours has the clue in its norms with the danger strength, the assassin not at all. */
function normClean(norm: Uint8Array, board: JudgedBoard, p: PeopleParams): boolean {
  for (let i = 0; i < norm.length; i++) {
    if (board.ours[i]) continue;
    if (norm[i]! >= p.normDanger || (board.assassins[i] && norm[i]! > 0)) return false;
  }
  return true;
}

function normPasses(norm: Uint8Array, targets: readonly number[], board: JudgedBoard, p: PeopleParams): { pass: boolean; weakest: number } {
  let weakest = 3;
  for (const t of targets) weakest = Math.min(weakest, norm[t]!);
  return { pass: weakest >= p.normFloor && normClean(norm, board, p), weakest };
}

/** Rank (1-based) of card i among the open cards in a vector reading. */
function rankOf(scores: Float32Array, i: number): number {
  let r = 1;
  for (let j = 0; j < scores.length; j++) if (j !== i && scores[j]! > scores[i]!) r++;
  return r;
}

/**
 * The assassin beats the weakest target by more than the slack in GloVe (`dg`), or in WordNet (`dw`) by more
 * than the slack plus `wordnetAssassinExtra`: WordNet's definitions put a card near a clue through senses
 * people do not reach for (TABLE and CLIFF: tableland), while GloVe is the everyday company of words.
 */
function assassinCloser(dg: number, dw: number, p: PeopleParams): boolean {
  return dg > p.normAssassinSlack || dw > p.normAssassinSlack + p.wordnetAssassinExtra;
}

/** The norms way's vector checks: every target tied a second time, no card not ours clearly closer. */
function normWayClear(reading: ClueReading, targets: readonly number[], board: JudgedBoard, p: PeopleParams): boolean {
  const { glove, wordnet } = reading;
  const supported = (t: number): boolean =>
    flagged(reading, t) || (glove !== null && rankOf(glove, t) <= p.supportRank) || (wordnet !== null && rankOf(wordnet, t) <= p.supportRank);
  if (!targets.every(supported)) return false;
  const weakestIn = (s: Float32Array | null): number => (s === null ? Infinity : Math.min(...targets.map((t) => s[t]!)));
  const wg = weakestIn(glove);
  const ww = weakestIn(wordnet);
  for (let i = 0; i < board.ours.length; i++) {
    if (board.ours[i]) continue;
    // A set phrase with a card not ours is read at once ('walk' and CAT: catwalk).
    if (reading.links.phrase[i] === 1) return false;
    const dg = glove === null ? -Infinity : glove[i]! - wg;
    const dw = wordnet === null ? (p.gloveOnly ? dg : -Infinity) : wordnet[i]! - ww; // (no WordNet mind: 'both' is GloVe)
    if (board.assassins[i] ? assassinCloser(dg, dw, p) : Math.min(dg, dw) > p.closeMargin) return false;
  }
  return true;
}

/** A clue for 2-3 by the vectors way, when the norms are known: they tie all targets but one, and that one weakly or by a word link. */
function normBacked(reading: ClueReading, targets: readonly number[], p: PeopleParams): boolean {
  const norm = normStrengths(reading);
  const fwd = reading.links.clueNorm;
  let loose = 0;
  for (const t of targets) {
    if (norm[t]! >= p.normFloor || fwd[t]! >= p.forwardFloor) continue;
    if (norm[t]! === 0 && fwd[t]! === 0 && !flagged(reading, t)) return false;
    loose++;
  }
  return loose <= 1;
}

/**
 * A target of a clue for at least `forwardBackedFrom` cards that the clue-word norms tie only loosely or leave
 * out, but that people associate with the clue all the same: the card norms tie it clearly (strengths `back`)
 * and GloVe or WordNet puts it among the first `supportRank` cards (BAKE: PIE said at once, COOK loosely, PAN
 * not at all, both in the card norms and 2nd-3rd in GloVe; a forward list holds 2-12 of 800 cards, so a card
 * it leaves out is not always one people miss).
 */
function backed(reading: ClueReading, back: Uint8Array, targets: readonly number[], t: number, p: PeopleParams): boolean {
  if (targets.length < p.forwardBackedFrom || reading.links.clueNorm[t]! >= p.forwardFloor || back[t]! < p.normFloor) return false;
  // (linked both ways, loosely forward and clearly in the card norms, is backed too)
  if (reading.links.clueNorm[t]! > 0) return true;
  return (reading.glove !== null && rankOf(reading.glove, t) <= p.supportRank) || (reading.wordnet !== null && rankOf(reading.wordnet, t) <= p.supportRank);
}

/**
 * A target of a clue for at least `forwardBackedFrom` cards that hearers of the clue connect to it loosely
 * (forward strength below the floor, above 0) and the card norms do not tie clearly, but that one more
 * resource ties: a word link, or a place among the first `supportRank` cards of GloVe or WordNet
 * (`forwardLooseTied`; TIME for DAY, SPACE and NIGHT is not it: hearing TIME the associators left NIGHT out;
 * GOD for ANGEL, MERCURY and SOUL is: SOUL loosely heard, 1st in GloVe). Found, like a target hearers leave
 * out, by what it is close to (forwardWayClear).
 */
function looseTied(reading: ClueReading, back: Uint8Array, targets: readonly number[], t: number, p: PeopleParams): boolean {
  const f = reading.links.clueNorm[t]!;
  if (!p.forwardLooseTied || targets.length < p.forwardBackedFrom || f === 0 || f >= p.forwardFloor || back[t]! >= p.normFloor) return false;
  return flagged(reading, t) || (reading.glove !== null && rankOf(reading.glove, t) <= p.supportRank) || (reading.wordnet !== null && rankOf(reading.wordnet, t) <= p.supportRank);
}

/**
 * The forward reading (the clue-word norms, when they cover the clue): every target at the forward floor
 * (or, for one target of a clue for 3, loosely when the card norms, strengths `back`, tie it clearly or it is
 * `looseTied`, or not at all when it is also `backed`; for up to `forwardWeakMax` targets of a clue for 3 when every one is
 * `backed` and the strongest target reaches `forwardWeakTop`), no card not ours at the forward danger strength, the assassin not at all;
 * `loose` counts the cards not ours people connect loosely (strength 1). It is not `clean` (the clue is for
 * people in no way) when it ties a card not ours clearly, the assassin at all, or, for 2-3, misses more than
 * `forwardMissMax` targets (hearers of the clue do not think of them) or ties more than one only loosely,
 * `backed` targets not counted. An uncovered clue neither passes nor fails it.
 */
function forwardPasses(reading: ClueReading, back: Uint8Array, targets: readonly number[], board: JudgedBoard, known: ClueContext, p: PeopleParams): { pass: boolean; clean: boolean; weakest: number; loose: number } {
  if (!known.covered) return { pass: false, clean: true, weakest: 0, loose: 0 };
  const f = reading.links.clueNorm;
  let weakest = 3;
  let missing = 0;
  let below = 0;
  let weak = 0;
  let unbacked = 0;
  let unheard = 0;
  for (const t of targets) {
    weakest = Math.min(weakest, f[t]!);
    if (f[t]! >= p.forwardFloor) continue;
    weak++;
    below += back[t]! >= p.normFloor || looseTied(reading, back, targets, t, p) ? 1 : 2;
    const b = backed(reading, back, targets, t, p);
    if (!b) unbacked++;
    if (f[t]! === 0) {
      if (b) unheard++;
      else missing++;
    }
  }
  // (a clue for one card only needs its target to be what hearers think of first: a card not ours as strong)
  const others = forwardOthers(reading, board, p, targets.length === 1 ? Math.max(p.forwardDanger, f[targets[0]!]!) : p.forwardDanger);
  // A target of a clue for 2-3 the hearers of the clue do not think of at all is not tied to it for a person
  // (a clue for 1 must be GloVe's first card anyway), unless backed.
  // (blind readers missed ROB's MUG and FRONT's COVER: one a card-norm link alone ties, one people connect only loosely)
  const clean = others.clean && !(targets.length >= 2 && (missing > p.forwardMissMax || unbacked > 1));
  // (for 3, a second weak target when both are backed and the strongest target is said at once)
  const top = Math.max(...targets.map((t) => f[t]!));
  const tied = missing === 0 && unheard <= 1 && (weak <= 1 ? below === 0 || (below === 1 && targets.length === 3) : weak <= p.forwardWeakMax && unbacked === 0 && top >= p.forwardWeakTop);
  return { pass: clean && tied && others.loose <= p.forwardLooseMax, clean, weakest, loose: others.loose };
}

/**
 * What hearers of a clue the clue-word norms cover think of among the cards that are not ours: `clean` when
 * none with the `danger` strength (default the forward danger) and not the assassin at all; `loose`, how many
 * below it.
 */
export function forwardOthers(reading: ClueReading, board: JudgedBoard, p: PeopleParams, danger: number = p.forwardDanger): { clean: boolean; loose: number } {
  const f = reading.links.clueNorm;
  let clean = true;
  let loose = 0;
  for (let i = 0; i < f.length; i++) {
    if (board.ours[i] || f[i]! === 0) continue;
    if (board.assassins[i] || f[i]! >= danger) clean = false;
    else loose++;
  }
  return { clean, loose };
}

/**
 * The forward way's checks besides the forward reading: for 2, the strongest target said at once (strength
 * 3); no card not ours forms a set phrase with the clue that people connect to it at all (the clue-word
 * norms include compounds) or, when `strict`, at all; a target they leave out (a backed one) is not beaten
 * in both vector readings by a card not ours (nor a loosely heard one the card norms do not tie clearly); and when `strict`, no card not ours beats the
 * weakest target in GloVe by more than `forwardGloveSlack` (a reader who goes by the everyday company of
 * words is not sent elsewhere), the assassin by more than `normAssassinSlack`.
 */
function forwardWayClear(reading: ClueReading, back: Uint8Array, targets: readonly number[], board: JudgedBoard, strict: boolean, p: PeopleParams): boolean {
  const f = reading.links.clueNorm;
  // (a pair neither of which is said at once: nothing may link the assassin, nor put it above a target in a
  // vector reading; blind read req-7: FARM 2 for CHICK, FENCE sent a reader to PLOT)
  const top = Math.max(...targets.map((t) => f[t]!));
  if (targets.length === 2 && (top < p.forwardPairTop || (top < 3 && !assassinQuiet(reading, targets, board.assassins)))) return false;
  const { glove, wordnet } = reading;
  const wg = glove === null ? Infinity : Math.min(...targets.map((t) => glove[t]!));
  // A target hearers do not think of (a backed miss), or think of only loosely while the card norms do not tie
  // it clearly (looseTied), is found by what it is close to: no card not ours clearly closer to the clue in
  // both vector readings, the assassin closer in neither (as the norms way); `back`: the card norms' strengths.
  const unheard = targets.filter((t) => f[t]! === 0 || (f[t]! < p.forwardFloor && back[t]! < p.normFloor));
  for (let i = 0; i < board.ours.length; i++) {
    if (board.ours[i]) continue;
    // (the associators were asked for the compounds a clue forms with cards: a set phrase they left out, such as
    // 'light opera' for LIGHT, is one people hearing the clue do not reach for; a partner who misread us might)
    if (reading.links.phrase[i] === 1 && (strict || f[i]! > 0)) return false;
    if (strict && glove !== null && glove[i]! - wg > (board.assassins[i] ? p.normAssassinSlack : p.forwardGloveSlack)) return false;
    for (const t of unheard) {
      const dg = glove === null ? -Infinity : glove[i]! - glove[t]!;
      const dw = wordnet === null ? (p.gloveOnly ? dg : -Infinity) : wordnet[i]! - wordnet[t]!;
      if (board.assassins[i] ? assassinCloser(dg, dw, p) : Math.min(dg, dw) > p.closeMargin) return false;
    }
  }
  return true;
}

/**
 * Nothing ties the assassin to the clue: no link of any kind (norms either way, a word link), and it is below
 * the weakest target in GloVe and in WordNet.
 *
 * @example
 * assassinQuiet(reader.read('antarctica'), [0, 4, 9], assassins); // true: TOOTH is linked to nothing polar
 */
export function assassinQuiet(reading: ClueReading, targets: readonly number[], assassins: readonly boolean[]): boolean {
  const { glove, wordnet, links } = reading;
  for (let i = 0; i < assassins.length; i++) {
    if (!assassins[i]) continue;
    if (links.norm[i]! > 0 || links.normBack[i]! > 0 || links.clueNorm[i]! > 0 || flagged(reading, i)) return false;
    for (const s of [glove, wordnet]) if (s !== null && targets.some((t) => s[t]! <= s[i]!)) return false;
  }
  return true;
}

/**
 * A single-team pair's second target that the strict judges leave loose but that people tie to the clue all
 * the same (the `forwardBackedFrom` idea for a pair whose first target passes alone): hearers of the clue
 * think of it (forward strength at least `pairBacked`, one of the two at least `forwardPairTop`: PARK for
 * FOREST and GRASS) and one more resource ties it (the card
 * norms at the norm floor, a word link, or a place among the first `supportRank` cards of GloVe or WordNet);
 * against the cards of `board` that are not ours (the pair rule's board, loose cards counted as ours) the
 * checks of the norms way hold for it: the norms and hearers tie none of them clearly and the assassin not at
 * all, no word link ties the assassin, none forms a set phrase with the clue, none is clearly closer to the
 * clue in both vector readings, the assassin in neither, and the human model puts it above every one of them
 * by `normHumanMargin`.
 *
 * @example
 * pairBacked(reader.read('lamb'), u, [calf, mint], pairs.withoutLoose, params, known); // true: hearing LAMB, people think of MINT
 */
export function pairBacked(reading: ClueReading, utilities: Float64Array, targets: readonly number[], board: JudgedBoard, p: PeopleParams, known: ClueContext): boolean {
  if (!known.covered || targets.length !== 2 || p.pairBacked <= 0) return false;
  const second = targets[1]!;
  const { glove, wordnet } = reading;
  const back = normStrengths(reading);
  // (and, as for the forward way's pairs, one of the two at `forwardPairTop`: CUPS for PLATE and OCTOPUS, both loose, is a code)
  if (reading.links.clueNorm[second]! < p.pairBacked || Math.max(...targets.map((t) => reading.links.clueNorm[t]!)) < p.forwardPairTop) return false;
  const tied = back[second]! >= p.normFloor || flagged(reading, second) || (glove !== null && rankOf(glove, second) <= p.supportRank) || (wordnet !== null && rankOf(wordnet, second) <= p.supportRank);
  if (!tied || !normClean(back, board, p) || assassinFlagged(reading, board) || !forwardOthers(reading, board, p).clean) return false;
  let other = -Infinity;
  for (let i = 0; i < board.ours.length; i++) {
    if (board.ours[i]) continue;
    if (reading.links.phrase[i] === 1) return false;
    other = Math.max(other, utilities[i]!);
    for (const t of targets) {
      const dg = glove === null ? -Infinity : glove[i]! - glove[t]!;
      const dw = wordnet === null ? (p.gloveOnly ? dg : -Infinity) : wordnet[i]! - wordnet[t]!;
      if (board.assassins[i] ? assassinCloser(dg, dw, p) : Math.min(dg, dw) > p.closeMargin) return false;
    }
  }
  return utilities[second]! - other >= p.normHumanMargin;
}

/**
 * The judge for a partner who reads as plain GloVe cosine does (plain-partner.ts), for a clue that reader takes
 * whole (plainReach): the judges for people pass it, or a person could still follow it: GloVe's corrected reading
 * ranks every target above every card not ours with the usual margins, so does the human model, another reading
 * (WordNet, a word link, the card or clue-word norms) ties the targets too, and no word link ties the assassin.
 * (Without the last three, that reader's partner would be given codes only it reads: 'rah 2' for PIN and PAN.)
 *
 * @example
 * plainPartnerPasses(reading, judge(reading, u, [2, 7], board, params), board); // true: 'hay 2' for STRAW, GRASS
 */
export function plainPartnerPasses(reading: ClueReading, verdict: Verdict, board: JudgedBoard): boolean {
  return verdict.way !== null || (verdict.glove && verdict.human && verdict.readings >= 2 && !assassinFlagged(reading, board));
}

/**
 * Whether {@link judge} could give some target set of this clue a way: a necessary condition only, from the
 * readings alone (no human model), so that the spymaster skips the judges for the many candidates that fail
 * it. judge gives no way when the norms tie a card not ours with the danger strength or the assassin at all,
 * hearers of a covered clue think of the assassin, or a word link ties the assassin; for one card only when GloVe passes for it; for 2-3 only
 * when GloVe passes for every target (each then passes on its own), the norms tie every target at the norm
 * floor, or the forward reading ties at least two targets at the forward floor (a clue for 3 with two weak
 * targets has them backed: tied by the card norms at the norm floor). Keep it in step with judge:
 * test/agents/people/may-pass.test.ts checks it against judge for every target set on real boards.
 *
 * @example
 * mayPass(reader.read('fish'), board, params); // false: then judge(...).way is null for every target set
 */
export function mayPass(reading: ClueReading, board: JudgedBoard, p: PeopleParams, known: ClueContext = UNKNOWN): boolean {
  const strengths = normStrengths(reading);
  if (!normClean(strengths, board, p) || assassinFlagged(reading, board)) return false;
  const { glove } = reading;
  const f = reading.links.clueNorm;
  let other = -Infinity;
  let assassin = -Infinity;
  for (let i = 0; i < board.ours.length; i++) {
    if (board.ours[i]) continue;
    if (known.covered && board.assassins[i] && f[i]! > 0) return false;
    if (glove === null) continue;
    other = Math.max(other, glove[i]!);
    if (board.assassins[i]) assassin = Math.max(assassin, glove[i]!);
  }
  let gloves = 0;
  let normed = 0;
  let heard = 0;
  for (let t = 0; t < board.ours.length; t++) {
    if (!board.ours[t]) continue;
    // (vectorPasses for the one target: a set passes only if each of its targets would)
    if (glove !== null && glove[t]! >= p.strengthFloor && glove[t]! - other >= p.vectorMargin && glove[t]! - assassin >= p.assassinMargin) gloves++;
    if (strengths[t]! >= p.normFloor) normed++;
    if (known.covered && f[t]! >= p.forwardFloor) heard++;
  }
  return gloves >= 1 || normed >= 2 || heard >= 2;
}

/**
 * Judges `reading` for `targets` (indices of open cards, ours) with the human model's `utilities`.
 *
 * @example
 * judge(reader.read('fish'), utilities, [0, 2], board, params).way; // 'vectors': GloVe and links agree
 */
export function judge(reading: ClueReading, utilities: Float64Array, targets: readonly number[], board: JudgedBoard, p: PeopleParams, known: ClueContext = UNKNOWN): Verdict {
  const g = vectorPasses(reading.glove, targets, board, p);
  const w = vectorPasses(reading.wordnet, targets, board, p);
  const links = linksPass(reading, targets, board);
  const strengths = normStrengths(reading);
  const norm = normPasses(strengths, targets, board, p);
  const fwd = forwardPasses(reading, strengths, targets, board, known, p);
  let weakest = Infinity;
  for (const t of targets) weakest = Math.min(weakest, utilities[t]!);
  let other = -Infinity;
  for (let i = 0; i < utilities.length; i++) if (!board.ours[i]) other = Math.max(other, utilities[i]!);
  const human = weakest - other >= p.humanMargin;
  const passing = [g.pass ? g.margin : null, w.pass ? w.margin : null].filter((m): m is number => m !== null);
  const readings = (g.pass ? 1 : 0) + (w.pass ? 1 : 0) + (links ? 1 : 0) + (norm.pass ? 1 : 0) + (fwd.pass ? 1 : 0);
  const way = !normClean(strengths, board, p) || !fwd.clean || (targets.length === 1 && !g.pass) || assassinFlagged(reading, board)
    ? null
    : fwd.pass && targets.length >= 2 && weakest - other >= p.normHumanMargin && forwardWayClear(reading, strengths, targets, board, known.strict, p)
    ? 'forward'
    : human && readings >= p.minReadings && (g.pass || norm.pass || (fwd.pass && !known.strict)) && (!p.normsKnown || targets.length === 1 || normBacked(reading, targets, p))
    ? 'vectors'
    : norm.pass && weakest - other >= p.normHumanMargin && normWayClear(reading, targets, board, p) ? 'norms' : null;
  return {
    glove: g.pass,
    wordnet: w.pass,
    links,
    norm: norm.pass,
    forward: fwd.pass,
    human,
    readings,
    margin: passing.length === 0 ? 0 : Math.min(...passing),
    normStrength: norm.weakest,
    forwardStrength: known.covered ? fwd.weakest : 0,
    forwardLoose: fwd.loose,
    way,
  };
}
