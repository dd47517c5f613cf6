/**
 * The agents' views in the role protocol's words (schema/protocol.schema.json), and back: a spymaster view
 * becomes a clue (or cover) request, a guesser view a guess request, and an answer becomes a decision only
 * when it is one (a clue word and a number, board cards that are still visible, a cover candidate). Every
 * check failure is an `agent/external-failed` error that names the agent and says what the answer lacked.
 * exec: and http: agents both speak through this module.
 */
import { CodenamesError } from '../../errors.js';
import type { ClueNumber, ClueRecord, GuesserView, Identity, SpymasterView } from '../../game/types.js';
import type { ClueDecision, GuessDecision } from '../types.js';

/** A request body as `serve` takes it (POST /v1/<kind>, or a stdio line with `id` and `role`). */
export type WireRequest = Readonly<Record<string, unknown>>;

/** Protocol role name of each request kind (the stdio `role` field). */
export const WIRE_ROLE = { clue: 'spymaster', guess: 'guesser', cover: 'cover' } as const;
export type WireKind = keyof typeof WIRE_ROLE;

function revealedOf(view: GuesserView | SpymasterView): Record<string, Identity> {
  const out: Record<string, Identity> = {};
  for (const c of view.cards) if (c.revealed && c.identity !== undefined) out[c.word] = c.identity;
  return out;
}

function pastClue(c: ClueRecord): Record<string, unknown> {
  return c.guesses.length === 0 ? { team: c.team, word: c.word, number: c.number } : { team: c.team, word: c.word, number: c.number, guesses: c.guesses };
}

function base(view: GuesserView | SpymasterView, clues: readonly ClueRecord[]): Record<string, unknown> {
  return {
    lang: view.lang,
    variant: view.variant,
    team: view.team,
    board: view.cards.map((c) => c.word),
    revealed: revealedOf(view),
    clues: clues.map(pastClue),
  };
}

/** The clue request for a spymaster view (the whole history, the key). */
export function clueRequest(view: SpymasterView): WireRequest {
  return { ...base(view, view.clues), key: view.key };
}

/**
 * The cover request. The protocol's `team` covers one of its own agents: the team the candidates belong to
 * (in coop the playing team's spymaster covers for the opponent, so that is not the view's team).
 */
export function coverRequest(view: SpymasterView, candidates: readonly string[]): WireRequest {
  const i = view.cards.findIndex((c) => c.word === candidates[0]);
  const team = view.key[i] === 'red' || view.key[i] === 'blue' ? view.key[i] : view.team;
  return { ...base(view, view.clues), team, key: view.key };
}

/** The guess request: the history before the current clue, and the current clue with this turn's touches. */
export function guessRequest(view: GuesserView): WireRequest {
  const current = view.currentClue;
  if (current === null) throw new CodenamesError('agent/bad-view', 'a guess request needs a view with a current clue (phase guess).');
  const past = view.clues.filter((c) => c !== current);
  const clue = current.guesses.length === 0 ? { word: current.word, number: current.number } : { word: current.word, number: current.number, guessed: current.guesses };
  return { ...base(view, past), clue };
}

function bad(agent: string, what: string, answer: unknown): CodenamesError {
  const shown = JSON.stringify(answer) ?? String(answer);
  return new CodenamesError('agent/external-failed', `agent '${agent}' answered ${shown.length > 200 ? `${shown.slice(0, 200)}...` : shown}: ${what}`, { agent });
}

/** An `{ error: { code, message } }` answer as an error naming the agent. */
export function errorAnswer(agent: string, answer: unknown): CodenamesError | null {
  const e = (answer as { error?: unknown } | null)?.error;
  if (e === undefined) return null;
  const code = typeof (e as { code?: unknown })?.code === 'string' ? (e as { code: string }).code : 'error';
  const message = typeof (e as { message?: unknown })?.message === 'string' ? (e as { message: string }).message : JSON.stringify(e);
  return new CodenamesError('agent/external-failed', `agent '${agent}' answered an error: ${code}: ${message}`, { agent, code });
}

function isClueNumber(n: unknown): n is ClueNumber {
  return n === 'unlimited' || (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 9);
}

/** Board spelling of a card word (any case), or undefined. */
function cardOf(view: GuesserView | SpymasterView, word: string): { word: string; revealed: boolean } | undefined {
  const k = word.normalize('NFC').trim().toLocaleLowerCase('en-US');
  return view.cards.find((c) => c.word.normalize('NFC').toLocaleLowerCase('en-US') === k);
}

/** Checks a clue answer `{ word, number, targets? }`. The referee judges the word itself in the game. */
export function clueDecision(agent: string, view: SpymasterView, answer: unknown): ClueDecision {
  const err = errorAnswer(agent, answer);
  if (err !== null) throw err;
  const a = answer as { word?: unknown; number?: unknown; targets?: unknown } | null;
  if (typeof a?.word !== 'string' || a.word.trim() === '') throw bad(agent, 'a clue answer needs "word", a non-empty string', answer);
  if (!isClueNumber(a.number)) throw bad(agent, 'a clue answer needs "number", a whole number 0..9 or "unlimited"', answer);
  const targets = Array.isArray(a.targets) ? a.targets.filter((t): t is string => typeof t === 'string').map((t) => cardOf(view, t)?.word ?? t) : [];
  return { word: a.word.trim(), number: a.number, targets };
}

/**
 * Checks a guess answer `{ guesses, scores?, take }`: every guess a visible card (board spelling is
 * restored), none twice, take at least 1 and at most the guesses given.
 */
export function guessDecision(agent: string, view: GuesserView, answer: unknown): GuessDecision {
  const err = errorAnswer(agent, answer);
  if (err !== null) throw err;
  const a = answer as { guesses?: unknown; scores?: unknown; take?: unknown; explanation?: unknown } | null;
  if (!Array.isArray(a?.guesses) || a.guesses.length === 0) throw bad(agent, 'a guess answer needs "guesses", a non-empty list of visible cards, best first', answer);
  const scores = Array.isArray(a.scores) ? a.scores : [];
  const seen = new Set<string>();
  const ranked = a.guesses.map((g: unknown, i: number) => {
    const card = typeof g === 'string' ? cardOf(view, g) : undefined;
    if (card === undefined) throw bad(agent, `guess ${JSON.stringify(g)} is not a card on the board`, answer);
    if (card.revealed) throw bad(agent, `guess '${card.word}' is already revealed; guess a visible card`, answer);
    if (seen.has(card.word)) throw bad(agent, `guess '${card.word}' is listed twice`, answer);
    seen.add(card.word);
    const s: unknown = scores[i];
    return { word: card.word, score: typeof s === 'number' && Number.isFinite(s) ? s : -i };
  });
  const take = a.take ?? 1;
  if (typeof take !== 'number' || !Number.isInteger(take) || take < 1 || take > ranked.length) {
    throw bad(agent, `"take" must be a whole number from 1 to the number of guesses (${ranked.length})`, answer);
  }
  return typeof a.explanation === 'string' ? { ranked, take, explanation: a.explanation } : { ranked, take };
}

/** Checks a cover answer `{ word }`: one of the candidates (board spelling restored). */
export function coverDecision(agent: string, candidates: readonly string[], answer: unknown): string {
  const err = errorAnswer(agent, answer);
  if (err !== null) throw err;
  const w = (answer as { word?: unknown } | null)?.word;
  const k = typeof w === 'string' ? w.trim().toLocaleLowerCase('en-US') : null;
  const hit = candidates.find((c) => c.toLocaleLowerCase('en-US') === k);
  if (hit === undefined) throw bad(agent, `a cover answer's "word" must be one of the cards it may cover (${candidates.join(', ')})`, answer);
  return hit;
}
