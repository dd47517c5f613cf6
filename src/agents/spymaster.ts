/**
 * The spymaster: picks the clue word and number from the model's clue vocabulary.
 *
 * For every legal candidate it predicts the guesser's ranking with the shared clue score (clue-scores.ts)
 * and asks how many of our cards come before every dangerous card, with a safety margin per kind of danger
 * (assassin > opponent agent > bystander). The objective, per candidate and number n:
 *   n + marginWeight * min(margin_n, 0.3) - rarePenalty - hubPenalty - lexiconPenalty (names, inflections)
 * where margin_n = (n-th best own score) - max over dangers of (danger score + its safety margin), subject
 * to margin_n >= the risk's required margin and the n-th score clearing the guesser's stop threshold.
 * A risk setting moves the margins and thresholds from cautious to bold. When no candidate is safe it gives
 * the best low-risk clue for 1. Clues are never repeated and never illegal on the board (clue-legality.ts).
 * End game: 'unlimited' when the clue plus the leftovers of earlier clues finish the team.
 */
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel } from '../embeddings/types.js';
import type { Identity, SpymasterView } from '../game/types.js';
import type { ClueCandidate, ClueDecision, ClueExplanation, Risk, Spymaster } from './types.js';
import { UNKNOWN_CARD_SCORE, UNKNOWN_DANGER, clueCardScores, cluesLeftover, dot } from './clue-scores.js';
import { clueTest } from './clue-legality.js';
import { byRisk, effectiveRisk, riskValue } from './risk.js';
import { adaptRisk, isEstablished, partnerTrust } from './partner-trust.js';
import { checkSpymasterView } from './view-checks.js';
import { guesserStopThreshold } from './guesser.js';
import { lexiconPenalty } from './lexicon-penalty.js';
import type { RelationBonus } from './relation-bonus.js';
import { createCluePool } from './clue-pool.js';
import { cardVector, type CardVector } from './word-stats.js';
import { partnerCheck, type PartnerReading } from './partner-check.js';

/** A spymaster that answers synchronously (ours always does). */
export interface SyncSpymaster extends Spymaster {
  giveClue(view: SpymasterView): ClueDecision;
}

/** Options of {@link createSpymaster}. */
export interface SpymasterOptions {
  readonly name?: string;
  /** 0 (cautious) .. 1 (bold), or a named level; default 'balanced'. */
  readonly risk?: Risk;
  /** How many of the most frequent clue words to consider (default 12,000). */
  readonly vocabularySize?: number;
  /** CSLS hub weight of the guesser the clue is aimed at (default 1, like createGuesser). */
  readonly hubWeight?: number;
  /** Extra safety margins per danger kind (added to the risk defaults). */
  readonly margins?: Partial<Record<'assassin' | 'opponent' | 'bystander', number>>;
  /** Value of 0.1 extra margin, in words (default from risk: 0.4 cautious .. 0.1 bold). */
  readonly marginWeight?: number;
  /** Extra risk in two-team games, which are races (default RACE_BOOST, 0.5; 0 = none). */
  readonly raceBoost?: number;
  /** The partner guesser's relation bonus (relation-bonus.ts), so its ranking is predicted exactly. */
  readonly relationBonus?: RelationBonus;
  /** Largest number to give (default from risk: 3 cautious .. 6 bold). */
  readonly maxNumber?: number;
  /** Score the weakest target must reach: the partner guesser's stop threshold (default from risk). */
  readonly targetFloor?: number;
  /** Weight of the rare-word penalty (default 0.08 per e-fold of frequency rank beyond 3,000). */
  readonly rareWeight?: number;
  /**
   * Adapt the risk to how the partner read our earlier clues this game (partner-trust.ts; default true).
   * False plays the chosen risk all game.
   */
  readonly adaptive?: boolean;
  /**
   * Other minds a teammate may think with: a clue must also be safe when each of them reads it
   * (partner-check.ts). None by default; the default agents check GloVe alone and the WordNet mind alone.
   */
  readonly partnerMinds?: readonly EmbeddingModel[];
}

const TOP_RUNNERS_UP = 5;

interface Best {
  readonly cand: number;
  readonly n: number;
  readonly value: number;
  readonly margin: number;
}

/**
 * Creates the spymaster on any `EmbeddingModel`.
 *
 * @example
 * const spymaster = createSpymaster(await loadDefaultModel(), { risk: 'balanced' });
 * const d = spymaster.giveClue(spymasterView(state, 'red')); // { word: 'ocean', number: 2, targets: ['WHALE', 'FISH'], explanation }
 */
export function createSpymaster(model: EmbeddingModel, options: SpymasterOptions = {}): SyncSpymaster {
  const risk = riskValue(options.risk);
  const hubWeight = options.hubWeight ?? 1;
  // The pool's rows over the clue words (relation bonus added) and the clue hubs, shared with the spymaster for people.
  const cluePool = createCluePool(model, options.vocabularySize ?? 12_000, options.relationBonus);
  const { size: poolSize, indices: pool, words, hubAt, rowsOf } = cluePool;
  const adaptive = options.adaptive ?? true;
  for (const m of options.partnerMinds ?? []) {
    if (m.lang !== model.lang) throw new CodenamesError('agent/bad-option', `partner mind '${m.name}' is a '${m.lang}' model but the spymaster thinks in '${model.lang}'; partner minds must read clues in the spymaster's language.`);
  }
  /**
   * The thresholds of the objective at the risk played now: two-team games are races (effectiveRisk), and
   * the partner's reading of our earlier clues moves it (adaptRisk; the guesser reads the same record).
   */
  const paramsFor = (view: SpymasterView) => {
    const raced = effectiveRisk(risk, view.variant, options.raceBoost);
    const trust = partnerTrust(view);
    const r = adaptive ? adaptRisk(raced, trust) : raced;
    return {
      // A partner who has read our clues as meant thinks like us: the partner minds need not be consulted.
      checkPartners: !(adaptive && isEstablished(trust)),
      maxNumber: options.maxNumber ?? Math.round(byRisk(r, 3, 6)),
      margins: {
        // Trust buys tempo, not the assassin: its margin never thins below the chosen risk's.
        assassin: byRisk(Math.min(r, raced), 0.16, 0.04) + (options.margins?.assassin ?? 0),
        opponent: byRisk(r, 0.08, 0.0) + (options.margins?.opponent ?? 0),
        bystander: byRisk(r, 0.04, 0.0) + (options.margins?.bystander ?? 0),
      },
      requiredMargin: byRisk(r, 0.08, 0.005),
      // Aim above the partner guesser's stop threshold (with a small cushion), or it would stop short.
      targetFloor: options.targetFloor ?? guesserStopThreshold(r) + 0.02,
      marginWeight: options.marginWeight ?? byRisk(r, 4, 1),
    };
  };
  const rareWeight = options.rareWeight ?? 0.08;
  const name = options.name ?? `spymaster(${model.name})`;
  // Per-candidate constant terms of the objective (rare words, hub words and odd words cost a little), computed
  // lazily (NaN = not yet) so that a one-off clue only pays for the candidates it actually scores.
  const base = new Float32Array(poolSize).fill(Number.NaN);
  const odd = lexiconPenalty(model.lang, risk);
  const baseAt = (c: number): number => {
    let b = base[c]!;
    if (Number.isNaN(b)) base[c] = b = -rareWeight * Math.max(0, Math.log((c + 1) / 3000)) - odd(words[c]!) - 0.5 * Math.max(0, hubAt(c) - 0.5);
    return b;
  };
  const bonus = options.relationBonus;

  // Scratch buffers of the hot loop, grown on demand and reused (giveClue is synchronous, never re-entered).
  const scratch = (() => {
    let top = new Float32Array(0);
    return {
      top: (n: number): Float32Array => (top.length >= n ? top : (top = new Float32Array(n))),
    };
  })();

  function giveClue(view: SpymasterView): ClueDecision {
    checkSpymasterView(view);
    const { maxNumber, margins, requiredMargin, targetFloor, marginWeight, checkPartners } = paramsFor(view);
    const legal = clueTest(view);
    const open = view.cards.flatMap((c, i) => (c.revealed ? [] : [{ word: c.word, identity: view.key[i] as Identity }]));
    const cards = open.map((c) => cardVector(model, c.word));
    const simRows = rowsOf(cards);
    const own = open.flatMap((c, i) => (c.identity === view.team && simRows[i] !== null ? [i] : []));
    const dangers = open.flatMap((c, i) => (c.identity !== view.team ? [i] : []));
    const safety = (id: Identity): number => (id === 'assassin' ? margins.assassin : id === 'bystander' ? margins.bystander : margins.opponent);
    const partners = partnerCheck(checkPartners ? (options.partnerMinds ?? []) : [], open, view.team, hubWeight, maxNumber);
    // Flat per-card arrays for the hot loop: a row of similarities and a constant offset per card.
    const dangerRows = dangers.map((i) => simRows[i] ?? null);
    const dangerOff = Float64Array.from(dangers, (i) => safety(open[i]!.identity) + (simRows[i] === null ? 0 : -(hubWeight * cards[i]!.hub) / 2));
    const ownRows = own.map((i) => simRows[i]!);
    const ownOff = Float64Array.from(own, (i) => -(hubWeight * cards[i]!.hub) / 2);
    const nOwn = own.length;
    const ownScores = new Float32Array(nOwn);
    // Danger rows as flat arrays; the cards the model does not know give one constant floor (a typical,
    // neutral card). The worst danger is a plain maximum, exact in any row order.
    let floor = -Infinity;
    const known: Float32Array[] = [];
    const knownOff: number[] = [];
    for (let k = 0; k < dangerRows.length; k++) {
      const row = dangerRows[k];
      if (row === null || row === undefined) floor = Math.max(floor, UNKNOWN_DANGER + dangerOff[k]!);
      else {
        known.push(row);
        knownOff.push(dangerOff[k]!);
      }
    }
    const nKnown = known.length;
    // Our best card per candidate, in one sequential pass per own row (same float32 scores as before).
    const ownTop = scratch.top(poolSize);
    ownTop.fill(nOwn > 0 ? -Infinity : UNKNOWN_CARD_SCORE);
    for (let k = 0; k < nOwn; k++) {
      const row = ownRows[k]!;
      const off = ownOff[k]!;
      for (let c = 0; c < poolSize; c++) {
        const v = Math.fround(row[c]! + off);
        if (v > ownTop[c]!) ownTop[c] = v;
      }
    }
    /** The worst danger of candidate c, or NaN as soon as it rules c out (top - danger < requiredMargin). */
    const dangerUnless = (c: number, top: number): number => {
      let m = floor;
      if (top - m < requiredMargin) return Number.NaN;
      for (let k = 0; k < nKnown; k++) {
        const d = known[k]![c]! + knownOff[k]!;
        if (d > m) {
          m = d;
          // top - m only falls as m rises, so one failing check rules c out for good.
          if (top - m < requiredMargin) return Number.NaN;
        }
      }
      return m;
    };
    /** Fills ownScores ascending for candidate c (insertion sort: at most 9 values); the n-th best is ownScores[nOwn - n]. */
    const sortOwn = (c: number): void => {
      for (let k = 0; k < nOwn; k++) {
        const v = Math.fround(ownRows[k]![c]! + ownOff[k]!);
        let j = k;
        while (j > 0 && ownScores[j - 1]! > v) {
          ownScores[j] = ownScores[j - 1]!;
          j--;
        }
        ownScores[j] = v;
      }
    };
    let best: Best | null = null;
    let fallback: Best | null = null;
    const runners: Best[] = [];
    // Safe clues: only a candidate whose best card clears every danger by the required margin can score
    // (each margin_n <= that first margin), so the others are ruled out early, mostly after a few rows.
    // Scores here leave out the clue's own hub term (-h * hub(clue) / 2): it shifts every card alike, so
    // margins are exact without it, and it is computed only for candidates that get to the floor test.
    for (let c = 0; c < poolSize; c++) {
      const top = ownTop[c]!;
      const danger = dangerUnless(c, top);
      if (Number.isNaN(danger)) continue;
      const m1 = top - danger;
      sortOwn(c);
      // Quick reject before the (costlier) legality test: even the best case for this candidate cannot
      // beat the best clue so far.
      if (best !== null) {
        let possible = 0;
        while (possible < Math.min(maxNumber, nOwn) && ownScores[nOwn - 1 - possible]! - danger >= requiredMargin) possible++;
        if (possible + marginWeight * Math.min(m1, 0.3) <= best.value) continue;
      }
      if (!legal(words[c]!)) continue;
      const hc = (hubWeight * hubAt(c)) / 2;
      let reading: PartnerReading | null = null;
      for (let n = Math.min(maxNumber, nOwn); n >= 1; n--) {
        const weakest = ownScores[nOwn - n]!;
        let margin = weakest - danger;
        if (margin < requiredMargin || weakest - hc < targetFloor) continue;
        if (partners !== null) {
          // The clue must hold for every partner mind too; its margin is the thinnest of them all.
          reading ??= partners(words[c]!);
          if (reading.margin[n]! < requiredMargin || reading.weakest[n]! < targetFloor) continue;
          margin = Math.min(margin, reading.margin[n]!);
        }
        const value = n + marginWeight * Math.min(margin, 0.3) + baseAt(c);
        const cand: Best = { cand: c, n, value, margin };
        if (best === null || value > best.value) best = cand;
        runners.push(cand);
        if (runners.length > 200) {
          runners.sort((x, y) => y.value - x.value);
          runners.length = 50;
        }
        break;
      }
    }
    if (best === null) {
      // No safe clue: the widest margin among legal candidates, names and odd words still paying their
      // penalty. A full pass (every danger row), needed only on this rare path.
      for (let c = 0; c < poolSize; c++) {
        let danger = floor;
        for (let k = 0; k < nKnown; k++) {
          const d = known[k]![c]! + knownOff[k]!;
          if (d > danger) danger = d;
        }
        const m1 = ownTop[c]! - danger;
        if (m1 < requiredMargin && fallback !== null && m1 <= fallback.value) continue;
        if (!legal(words[c]!)) continue;
        const fv = m1 - odd(words[c]!);
        if (fallback === null || fv > fallback.value) fallback = { cand: c, n: 1, value: fv, margin: m1 };
      }
    }
    const pick = best ?? fallback;
    if (pick === null) {
      throw new CodenamesError('agent/no-legal-clue', `no legal clue among the ${poolSize} most frequent clue words of '${model.name}' for this board; use a larger vocabularySize or a model that knows the board's language.`);
    }
    const checkedWith = partners === null || best === null ? [] : (options.partnerMinds ?? []).map((m) => m.name);
    return decide(view, pick, best === null, open, cards, simRows, runners, checkedWith, targetFloor);
  }

  function decide(view: SpymasterView, pick: Best, unsafe: boolean, open: readonly { word: string; identity: Identity }[], cards: readonly CardVector[], simRows: readonly (Float32Array | null)[], runners: Best[], checkedWith: readonly string[], targetFloor: number): ClueDecision {
    const word = words[pick.cand]!;
    const clueVec = model.vectorAt(pool[pick.cand]!);
    const sim = (i: number): number => (cards[i]!.vector === null ? 0 : dot(clueVec, cards[i]!.vector!));
    const scoreOf = (i: number): number => (simRows[i] === null ? UNKNOWN_CARD_SCORE : simRows[i]![pick.cand]! - (hubWeight * (hubAt(pick.cand) + cards[i]!.hub)) / 2);
    const ownIdx = open.flatMap((c, i) => (c.identity === view.team && simRows[i] !== null ? [i] : [])).sort((a, b) => scoreOf(b) - scoreOf(a));
    const targets = ownIdx.slice(0, pick.n);
    const dangers: { word: string; identity: string; similarity: number }[] = [];
    for (const kind of ['assassin', 'opponent', 'bystander'] as const) {
      const idx = open.flatMap((c, i) => ((kind === 'opponent' ? c.identity !== view.team && (c.identity === 'red' || c.identity === 'blue') : c.identity === kind) ? [i] : []));
      const worst = idx.sort((a, b) => scoreOf(b) - scoreOf(a))[0];
      if (worst !== undefined) dangers.push({ word: open[worst]!.word, identity: open[worst]!.identity, similarity: round(sim(worst)) });
    }
    const seen = new Set([pick.cand]);
    const runnersUp: ClueCandidate[] = [];
    for (const r of runners.sort((a, b) => b.value - a.value)) {
      if (seen.has(r.cand)) continue;
      seen.add(r.cand);
      const tIdx = open.flatMap((c, i) => (c.identity === view.team && simRows[i] !== null ? [i] : [])).sort((a, b) => (simRows[b]![r.cand]! - cards[b]!.hub / 2) - (simRows[a]![r.cand]! - cards[a]!.hub / 2)).slice(0, r.n);
      runnersUp.push({ word: words[r.cand]!, number: r.n, targets: tIdx.map((i) => open[i]!.word), score: round(r.value) });
      if (runnersUp.length >= TOP_RUNNERS_UP) break;
    }
    const targetList = targets.map((i) => ({ word: open[i]!.word, similarity: round(sim(i)) }));
    const worstDanger = dangers.slice().sort((a, b) => b.similarity - a.similarity)[0];
    const explanation: ClueExplanation = {
      targets: targetList,
      dangers,
      margin: round(pick.margin),
      runnersUp,
      summary: `${unsafe ? 'No clue was safe, so this is the lowest-risk one: ' : ''}'${word}' for ${pick.n} points at ${targetList.map((t) => t.word).join(', ')}${worstDanger === undefined ? '' : `; the closest danger is ${worstDanger.word} (${worstDanger.identity}, similarity ${worstDanger.similarity.toFixed(2)})`}, ${Number.isFinite(pick.margin) ? `corrected margin ${pick.margin.toFixed(2)}` : 'no danger left on the board'}.${checkedWith.length === 0 ? '' : ` Checked with ${checkedWith.join(' and ')} alone: each still ranks our cards for it above the assassin.`}`,
    };
    // End game: when this clue's targets plus the leftovers our earlier clues still point at are all our
    // remaining agents, and the leftovers are more than the one extra guess can take, say 'unlimited' so
    // the guesser may collect them all this turn (RULES.md section 1: unlimited, 000/004).
    const pending = pendingLeftovers(view, open, cards, targetFloor).filter((w) => !targets.some((i) => open[i]!.word === w));
    const ownLeft = open.filter((c) => c.identity === view.team).length;
    if (pending.length >= 2 && pick.n + pending.length === ownLeft && !unsafe) {
      return {
        word, number: 'unlimited', targets: [...targetList.map((t) => t.word), ...pending],
        explanation: { ...explanation, summary: `${explanation.summary} Unlimited: the guesser can also collect ${pending.join(', ')}, left over from earlier clues, and finish.` },
      };
    }
    return { word, number: pick.n, targets: targetList.map((t) => t.word), explanation };
  }

  /** Our unrevealed agents that our own unfinished earlier clues still point at (their top cards). */
  function pendingLeftovers(view: SpymasterView, open: readonly { word: string; identity: Identity }[], cards: readonly CardVector[], targetFloor: number): string[] {
    const out = new Set<string>();
    for (const rec of view.clues) {
      if (rec.team !== view.team || !rec.legal) continue;
      const left = cluesLeftover(rec, view.cards, view.team);
      if (left <= 0) continue;
      const s = clueCardScores(model, rec.word, cards, hubWeight, bonus);
      if (s === null) continue;
      const order = [...s.keys()].sort((x, y) => s[y]! - s[x]!).slice(0, left);
      // Only a clean run counts: each of its top cards ours and above the guesser's threshold.
      if (order.every((i) => open[i]!.identity === view.team && s[i]! >= targetFloor)) for (const i of order) out.add(open[i]!.word);
    }
    return [...out];
  }

  return { name, giveClue };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
