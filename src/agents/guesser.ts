/**
 * The guesser: ranks the unrevealed cards for the current clue and decides how many to touch.
 *
 * - Ranking: the shared CSLS-style clue score (clue-scores.ts), minus a penalty for cards the other team's
 *   unfinished clues point at (those are probably theirs).
 * - Stop rule: touch the clue's number of cards (minus those already found), but stop early at a card whose
 *   score falls below a risk-dependent threshold; the first card is always touched (the rules require one
 *   guess).
 * - Bonus: when the whole number is planned, the extra guess (number + 1, RULES.md section 1, 000/004) goes to
 *   the best card left over from our own earlier clues, if it is confident enough.
 * It reads only a GuesserView; a view carrying a key is refused.
 */
import type { EmbeddingModel } from '../embeddings/types.js';
import type { GuesserView, Team } from '../game/types.js';
import type { GuessDecision, Guesser, RankedCard, Risk } from './types.js';
import { clueCardScores, cluesLeftover } from './clue-scores.js';
import { byRisk, effectiveRisk, riskValue } from './risk.js';
import { adaptRisk, partnerTrust } from './partner-trust.js';
import { checkGuesserView } from './view-checks.js';
import { cardVector, type CardVector } from './word-stats.js';
import { resolveWord } from './resolve-word.js';
import type { RelationBonus } from './relation-bonus.js';

/** A guesser that answers synchronously (ours always does). */
export interface SyncGuesser extends Guesser {
  guess(view: GuesserView): GuessDecision;
}

/** Options of {@link createGuesser}. */
export interface GuesserOptions {
  readonly name?: string;
  /** 0 (cautious: stops early) .. 1 (bold: uses every guess); default 'balanced'. */
  readonly risk?: Risk;
  /** Weight of the CSLS hub correction (0 = plain cosine, 1 = full CSLS). Default 1. */
  readonly hubWeight?: number;
  /** How hard to steer away from cards the other team's unfinished clues point at. Default 0.5. */
  readonly opponentSteer?: number;
  /** Score a card must reach to be touched after the first; default interpolated from risk. */
  readonly stopThreshold?: number;
  /** Extra risk in two-team games, which are races (default RACE_BOOST, 0.5; 0 = none). */
  readonly raceBoost?: number;
  /** Bonus for clues directly related to a card (e.g. WordNet card relations); none by default. */
  readonly relationBonus?: RelationBonus;
  /** Score a leftover card from an earlier clue must reach for the bonus guess; default from risk. */
  readonly bonusThreshold?: number;
  /**
   * Adapt the risk to how our earlier clues of this game worked out (partner-trust.ts; default true), in
   * step with a spymaster that does the same. False plays the chosen risk all game.
   */
  readonly adaptive?: boolean;
}

/**
 * The default stop threshold at a risk level: the corrected score (clue-scores.ts) below which the guesser
 * stops. Real single-word associations score about -0.1..0.15 on GloVe; unrelated cards about -0.45..-0.2.
 */
export function guesserStopThreshold(risk: number): number {
  return byRisk(risk, -0.08, -0.3);
}

interface Scored {
  readonly word: string;
  readonly score: number;
}

/** Penalty per card for the other team's clues that still have words to find. */
function opponentPenalty(model: EmbeddingModel, view: GuesserView, cards: readonly CardVector[], hubWeight: number, steer: number, bonus?: RelationBonus): Float32Array {
  const pen = new Float32Array(cards.length);
  if (steer <= 0) return pen;
  const other: Team = view.team === 'red' ? 'blue' : 'red';
  for (const rec of view.clues) {
    if (rec.team !== other || !rec.legal) continue;
    const left = cluesLeftover(rec, view.cards, other);
    if (left <= 0) continue;
    const s = clueCardScores(model, resolveWord(model, rec.word) ?? rec.word, cards, hubWeight, bonus);
    if (s === null) continue;
    // Only the cards their clue most plausibly meant (its top `left` + 1) are suspicious.
    const cut = [...s].sort((a, b) => b - a)[Math.min(s.length - 1, left)] ?? 0;
    s.forEach((v, i) => {
      if (v >= cut && v > 0) pen[i] = Math.max(pen[i]!, steer * v);
    });
  }
  return pen;
}

/**
 * Creates the guesser on any `EmbeddingModel`.
 *
 * @example
 * const guesser = createGuesser(await loadDefaultModel());
 * const d = guesser.guess(guesserView(state)); // { ranked: [{ word: 'WHALE', score: 0.31 }, ...], take: 2 }
 */
export function createGuesser(model: EmbeddingModel, options: GuesserOptions = {}): SyncGuesser {
  const risk = riskValue(options.risk);
  const hubWeight = options.hubWeight ?? 1;
  const steer = options.opponentSteer ?? 0.5;
  const adaptive = options.adaptive ?? true;
  const thresholds = (view: GuesserView): { stopAt: number; bonusAt: number } => {
    const raced = effectiveRisk(risk, view.variant, options.raceBoost);
    const r = adaptive ? adaptRisk(raced, partnerTrust(view)) : raced;
    return { stopAt: options.stopThreshold ?? guesserStopThreshold(r), bonusAt: options.bonusThreshold ?? byRisk(r, 0.1, -0.05) };
  };
  const name = options.name ?? `guesser(${model.name})`;

  function guess(view: GuesserView): GuessDecision {
    checkGuesserView(view);
    const { stopAt, bonusAt } = thresholds(view);
    const clue = view.currentClue!;
    const open = view.cards.filter((c) => !c.revealed);
    const cards = open.map((c) => cardVector(model, c.word));
    const pen = opponentPenalty(model, view, cards, hubWeight, steer, options.relationBonus);
    // A clue the model does not know as typed is read as a human would (typo, run-together name, 'agent007').
    const reading = resolveWord(model, clue.word);
    const raw = reading === null ? null : clueCardScores(model, reading, cards, hubWeight, options.relationBonus);
    const unknownClue = raw === null;
    // Number 0 says "none of ours relate": the guesses go to our earlier clues' leftovers, away from the
    // cards the clue resembles. An unreadable clue still forces one guess (rules: at least one): the card our
    // own unfinished earlier clues point at most is more likely ours than a blind pick.
    const zero = clue.number === 0;
    const affinity = unknownClue || zero ? leftoverAffinity(view, cards) : null;
    const scored: Scored[] = open.map((c, i) => ({
      word: c.word,
      score: unknownClue ? affinity![i]! - pen[i]! : zero ? affinity![i]! - Math.max(0, raw[i]!) - pen[i]! : raw[i]! - pen[i]!,
    }));
    const ranked = [...scored].sort((a, b) => b.score - a.score);

    const ownHits = clue.guesses.filter((g) => view.cards.some((c) => c.word === g && c.revealed && c.identity === view.team)).length;
    const limit = Math.min(open.length, view.guessesLeft ?? open.length);
    // 'unlimited' and 0 are open-ended: as many confident cards as there are, then every confident leftover.
    const openEnded = typeof clue.number !== 'number' || clue.number === 0;
    const want = typeof clue.number === 'number' && clue.number > 0 ? Math.max(0, clue.number - ownHits) : zero ? 1 : limit;
    let take = 0;
    if (!unknownClue) {
      while (take < Math.min(want, limit) && (take === 0 || ranked[take]!.score >= stopAt)) take++;
    }
    const bonusWords: string[] = [];
    const maxBonus = unknownClue ? 0 : openEnded ? limit : take === want ? 1 : 0;
    while (bonusWords.length < maxBonus && take < limit) {
      const bonus = bestLeftover(view, cards, ranked.slice(0, take), pen);
      if (bonus === null || bonus.score < bonusAt) break;
      const at = ranked.findIndex((r) => r.word === bonus.word);
      const [moved] = ranked.splice(at, 1);
      ranked.splice(take, 0, moved!);
      take++;
      bonusWords.push(`'${bonus.word}' left over from the earlier clue '${bonus.from}'`);
    }
    const bonusNote = bonusWords.length === 0 ? '' : ` plus ${bonusWords.join(', ')}`;
    take = Math.max(1, Math.min(take, limit));
    const out: RankedCard[] = ranked.map((r) => ({ word: r.word, score: Number.isFinite(r.score) ? r.score : -1 }));
    const explanation = unknownClue
      ? `'${clue.word}' is not in the model's vocabulary, so no card can be linked to it; touching ${out[0]?.word ?? 'one card'} (the best leftover of our earlier clues, if any) and stopping.`
      : `For '${clue.word}'${reading !== clue.word ? ` (read as '${reading}')` : ''} ${String(clue.number)}: ${out.slice(0, take).map((r) => `${r.word} (${r.score.toFixed(2)})`).join(', ')}${bonusNote}; next best ${out[take]?.word ?? 'none'} (${(out[take]?.score ?? 0).toFixed(2)}).`;
    return { ranked: out, take, explanation };
  }

  /** Per card, the best score any of our own unfinished earlier clues gives it (0 when there is none). */
  function leftoverAffinity(view: GuesserView, cards: readonly CardVector[]): Float32Array {
    const out = new Float32Array(cards.length);
    const current = view.currentClue;
    let any = false;
    for (const rec of view.clues) {
      if (rec === current || rec.team !== view.team || !rec.legal || cluesLeftover(rec, view.cards, view.team) <= 0) continue;
      const s = clueCardScores(model, resolveWord(model, rec.word) ?? rec.word, cards, hubWeight, options.relationBonus);
      if (s === null) continue;
      s.forEach((v, i) => {
        out[i] = any ? Math.max(out[i]!, v) : v;
      });
      any = true;
    }
    return out;
  }

  /** The most confident card left over from our own earlier clues, excluding `taken`. */
  function bestLeftover(view: GuesserView, cards: readonly CardVector[], taken: readonly Scored[], pen: Float32Array): (Scored & { from: string }) | null {
    const exclude = new Set(taken.map((t) => t.word));
    let best: (Scored & { from: string }) | null = null;
    const current = view.currentClue;
    for (const rec of view.clues) {
      if (rec === current || rec.team !== view.team || !rec.legal) continue;
      if (current !== null && rec.turn === current.turn && rec.word === current.word) continue;
      const left = cluesLeftover(rec, view.cards, view.team);
      if (left <= 0) continue;
      const s = clueCardScores(model, resolveWord(model, rec.word) ?? rec.word, cards, hubWeight, options.relationBonus);
      if (s === null) continue;
      // The leftover must be among that clue's top `left` cards still open, else it is not what was meant.
      const order = [...s.keys()].sort((a, b) => s[b]! - s[a]!);
      for (const i of order.slice(0, left)) {
        const word = cards[i]!.word;
        if (exclude.has(word)) continue;
        const score = s[i]! - pen[i]!;
        if (best === null || score > best.score) best = { word, score, from: rec.word };
      }
    }
    return best;
  }

  return { name, guess };
}
