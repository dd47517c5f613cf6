/**
 * The explanation of a clue for people, in plain words: for each target, why it belongs to the clue (which
 * resource ties them and how clearly), the nearest card that is not ours, and what the human model expects
 * a person to find. E.g. "SHARK: WordNet relates shark and fish; close in GloVe (1st of 25 cards)".
 */
import type { Identity } from '../../game/types.js';
import type { ClueCandidate, ClueExplanation } from '../types.js';
import { FLAG_KINDS, type ClueReading, type FlagKind, type ReadingMinds } from './readings.js';
import type { Verdict } from './clue-judges.js';

const LINK_WORDS: Readonly<Record<FlagKind, (clue: string, card: string) => string>> = {
  relation: (clue, card) => `WordNet relates ${card.toLowerCase()} and ${clue}`,
  thesaurus: (clue, card) => `Moby Thesaurus lists ${clue} with ${card.toLowerCase()}`,
  phrase: (clue, card) => `'${clue} ${card.toLowerCase()}' or '${card.toLowerCase()} ${clue}' is a set phrase`,
};

/** How the card norms' strengths read (3: most people think of it at once). */
const NORM_WORDS: readonly string[] = ['', 'a loose link', 'a clear link', 'a strong link'];

const ordinal = (n: number): string => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** Rank (1-based) of card i in a vector reading among the open cards. */
function rankIn(scores: Float32Array, i: number): number {
  let r = 1;
  for (let j = 0; j < scores.length; j++) if (j !== i && scores[j]! > scores[i]!) r++;
  return r;
}

/**
 * The plain-word reasons card `i` belongs to the clue; `via`, for a bridged language, names the English words
 * a norm link goes through (translated-links.ts).
 */
export function reasonsFor(reading: ClueReading, i: number, card: string, via?: ReadingMinds['via']): string[] {
  const out: string[] = [];
  const english = (kind: 'norm' | 'clueNorm'): { clue: string; card: string } | undefined => via?.(kind, reading.clue, card);
  const fwd = reading.links.clueNorm[i]!;
  const fv = fwd > 0 ? english('clueNorm') : undefined;
  if (fv !== undefined) out.push(`in English, ${reading.clue.toUpperCase()} ~ ${fv.clue} and ${card.toUpperCase()} ~ ${fv.card}, and hearing ${fv.clue.toUpperCase()}, people think of ${fv.card.toUpperCase()} (clue-word norms: ${NORM_WORDS[fwd]})`);
  else if (fwd > 0) out.push(`hearing ${reading.clue.toUpperCase()}, people think of ${card.toUpperCase()} (clue-word norms: ${NORM_WORDS[fwd]})`);
  const norm = Math.max(reading.links.norm[i]!, reading.links.normBack[i]!);
  const nv = norm > 0 ? english('norm') : undefined;
  if (nv !== undefined) out.push(`in English, ${reading.clue.toUpperCase()} ~ ${nv.clue} and ${card.toUpperCase()} ~ ${nv.card}, and people associate ${nv.clue.toUpperCase()} with ${nv.card.toUpperCase()} (card norms: ${NORM_WORDS[norm]})`);
  else if (norm > 0) out.push(`people associate ${reading.clue.toUpperCase()} with ${card.toUpperCase()} (card norms: ${NORM_WORDS[norm]})`);
  for (const k of FLAG_KINDS) if (reading.links[k][i] === 1) out.push(LINK_WORDS[k](reading.clue, card));
  const n = reading.links.relation.length;
  if (reading.glove !== null && rankIn(reading.glove, i) <= 3) out.push(`close in GloVe (${ordinal(rankIn(reading.glove, i))} of ${n} cards)`);
  if (reading.wordnet !== null && rankIn(reading.wordnet, i) <= 3) out.push(`close in WordNet's definitions (${ordinal(rankIn(reading.wordnet, i))} of ${n} cards)`);
  if (out.length === 0) out.push('the closest of our cards, though no single resource ties them strongly');
  return out;
}

/** What the explanation needs about the chosen clue. */
export interface ExplainInput {
  readonly clue: string;
  readonly number: number;
  readonly reading: ClueReading;
  readonly words: readonly string[];
  readonly identities: readonly Identity[];
  readonly targets: readonly number[];
  readonly verdict: Verdict | null;
  /** Human model: expected cards found and the chance all are found. */
  readonly expected: { readonly found: number; readonly allFound: number; readonly assassin: number };
  readonly similarity: (i: number) => number;
  readonly dangerOrder: readonly number[];
  readonly runnersUp: readonly ClueCandidate[];
  readonly team: Identity;
  /** For a bridged language, the English words a norm link goes through (readings.ts `via`). */
  readonly via?: ReadingMinds['via'];
  /**
   * A single-team pair (bystander-pair.ts): the loose cards nearest the second target for a person (a touch
   * of which only ends the turn), and the chance a person who found the first target picks the second.
   */
  readonly pair?: { readonly loose: readonly number[]; readonly second: number };
  /** The clue is for a partner whose guesses so far took the cards in plain GloVe cosine order (plain-partner.ts). */
  readonly plainPartner?: boolean;
}

/**
 * Builds the explanation of a chosen clue.
 *
 * @example
 * explainClue(input).summary; // "'fish' for 2: SHARK (WordNet relates shark and fish; close in GloVe (1st of 25 cards)), ..."
 */
export function explainClue(x: ExplainInput): ClueExplanation {
  const parts = x.targets.map((t) => `${x.words[t]!} (${reasonsFor(x.reading, t, x.words[t]!, x.via).join('; ')})`);
  const dangers: { word: string; identity: string; similarity: number }[] = [];
  for (const kind of ['assassin', 'opponent', 'bystander'] as const) {
    const worst = x.dangerOrder.find((i) => (kind === 'opponent' ? x.identities[i] !== x.team && (x.identities[i] === 'red' || x.identities[i] === 'blue') : x.identities[i] === kind));
    if (worst !== undefined) dangers.push({ word: x.words[worst]!, identity: x.identities[worst]!, similarity: round(x.similarity(worst)) });
  }
  const nearest = x.dangerOrder[0];
  const agreed = x.verdict === null ? [] : [x.verdict.glove ? 'GloVe' : null, x.verdict.wordnet ? 'WordNet' : null, x.verdict.links ? 'the word links' : null].filter((s): s is string => s !== null);
  const it = x.number === 1 ? 'it' : 'these cards';
  // (a single-team pair is judged with its loose cards aside: each line names those it is true but for)
  const butFor = (tied: (i: number) => boolean): string => {
    const named = x.pair === undefined ? [] : x.pair.loose.filter(tied);
    return named.length === 0 ? '' : ` but ${named.map((i) => x.words[i]!).join(' and ')}`;
  };
  const except = butFor(() => true);
  // (a target the clue-word norms leave out is tied by the card norms and a vector reading: its own reasons say so)
  const heard = x.targets.filter((t) => x.reading.links.clueNorm[t]! > 0);
  const heardCards = heard.length === x.targets.length ? it : heard.map((t) => x.words[t]!).join(' and ');
  const forwardLine = x.verdict?.forward === true ? ` Hearing the clue, people think of ${heardCards} and of no card that is not ours${butFor((i) => x.reading.links.clueNorm[i]! > 0)}${x.verdict.forwardLoose > 0 ? ` (${x.verdict.forwardLoose === 1 ? 'one other only loosely' : `${x.verdict.forwardLoose} others only loosely`})` : ''}.` : '';
  const normLine = x.verdict?.norm === true ? ` People associate the clue with ${it} and with no card that is not ours${butFor((i) => x.reading.links.norm[i]! > 0 || x.reading.links.normBack[i]! > 0)}${x.verdict.way === 'norms' ? `, and no card that is not ours${except} is clearly closer in GloVe and WordNet` : ''}.` : '';
  const weakest = Math.min(...x.targets.map((t) => x.similarity(t)));
  const strongest = nearest === undefined ? -1 : x.similarity(nearest);
  const summary = [
    `${x.verdict === null ? 'No clue was clear enough for more, so this is the safest single card: ' : ''}'${x.clue}' for ${x.number}: ${parts.join(', ')}.`,
    nearest === undefined ? '' : ` The nearest card that is not ours is ${x.words[nearest]!} (${x.identities[nearest]!}).`,
    forwardLine,
    normLine,
    agreed.length === 0 ? '' : ` ${capitalised(agreed.join(', '))} ${agreed.length > 1 ? 'each rank' : agreed[0] === 'the word links' ? 'rank' : 'ranks'} ${it} above every card that is not ours${except}.`,
    pairLine(x),
    x.plainPartner === true ? ` Our partner's guesses so far took the cards in plain GloVe cosine order, and that order puts ${it} first, so it takes ${x.number === 1 ? 'it' : `all ${x.number}`}.` : '',
    ` A person would find ${x.number === 1 ? 'it' : `all ${x.number}`} with chance ${Math.round(100 * x.expected.allFound)}% (human model).`,
  ].join('');
  return {
    targets: x.targets.map((t) => ({ word: x.words[t]!, similarity: round(x.similarity(t)) })),
    dangers,
    margin: round(weakest - strongest),
    runnersUp: x.runnersUp,
    summary,
  };
}

/** Why a single-team pair's second target is given although a loose card is as near to the clue. */
function pairLine(x: ExplainInput): string {
  if (x.pair === undefined || x.targets.length !== 2) return '';
  const [first, second] = x.targets.map((t) => x.words[t]!) as [string, string];
  const named = x.pair.loose.map((i) => `${x.words[i]!} (${x.identities[i] === 'bystander' ? 'a bystander' : "the other team's"})`);
  const touch = named.length === 0 ? 'a bystander' : named.join(' or ');
  return ` Single team: a touch of ${touch} only ends the turn, so ${second} is given too${x.verdict?.way === 'backed' ? ` (hearing ${x.clue.toUpperCase()}, people think of it)` : ''}: a person who finds ${first} picks ${second} next with chance ${Math.round(100 * x.pair.second)}% (human model).`;
}

function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}
