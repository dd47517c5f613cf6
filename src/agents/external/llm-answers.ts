/**
 * Reads a language model's answer strictly. JSON first (the whole text, or one ```json fenced block: what
 * `response_format` asks for); where an endpoint ignores the format, a strict text form: a clue as
 * `word N` on one line, guesses as one line of board words separated by commas. Anything else is refused with
 * the reason, which the agent sends back in its re-prompt.
 */
import type { ClueNumber } from '../../game/types.js';

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: string };

function jsonOf(text: string): unknown {
  const t = text.trim();
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n```$/.exec(t);
  try {
    return JSON.parse(fenced === null ? t : (fenced[1] as string)) as unknown;
  } catch {
    return undefined;
  }
}

function clueNumber(n: unknown): ClueNumber | null {
  if (n === 'unlimited') return 'unlimited';
  const v = typeof n === 'string' && /^\d$/.test(n.trim()) ? Number(n) : n;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 9 ? v : null;
}

const WORD = /^[\p{L}][\p{L}\p{M}'’-]*$/u;

/**
 * @example
 * parseClue('{"clue": "ocean", "number": 2, "targets": ["WAVE", "FISH"]}'); // ok: { word: 'ocean', number: 2, targets: [...] }
 * parseClue('ocean 2'); // ok (text form)
 * parseClue('I think a good clue would be ocean.'); // not ok
 */
export function parseClue(text: string): Parsed<{ word: string; number: ClueNumber; targets: string[] }> {
  const j = jsonOf(text);
  if (j !== undefined) {
    const o = j as { clue?: unknown; word?: unknown; number?: unknown; targets?: unknown } | null;
    const word = typeof o?.clue === 'string' ? o.clue.trim() : typeof o?.word === 'string' ? o.word.trim() : '';
    const number = clueNumber(o?.number);
    if (!WORD.test(word)) return { ok: false, why: `"clue" must be one word; got ${JSON.stringify(o?.clue ?? o?.word ?? null)}` };
    if (number === null) return { ok: false, why: `"number" must be a whole number from 0 to 9; got ${JSON.stringify(o?.number ?? null)}` };
    const targets = Array.isArray(o?.targets) ? o.targets.filter((t): t is string => typeof t === 'string') : [];
    return { ok: true, value: { word, number, targets } };
  }
  const m = /^\s*"?([^\s",:]+)"?\s*[,:]?\s*(\d)\s*$/u.exec(text);
  if (m !== null && WORD.test(m[1] as string)) return { ok: true, value: { word: m[1] as string, number: Number(m[2]), targets: [] } };
  return { ok: false, why: 'the answer is neither the JSON asked for nor "word N" on one line' };
}

/**
 * Guesses: board words, matched to the visible cards case-insensitively (board spelling returned).
 *
 * @example
 * parseGuesses('{"guesses": ["wave", "FISH"]}', ['WAVE', 'FISH', 'BANK']); // ok: ['WAVE', 'FISH']
 */
export function parseGuesses(text: string, visible: readonly string[]): Parsed<string[]> {
  const j = jsonOf(text);
  let words: unknown[];
  if (j !== undefined) {
    const g = (j as { guesses?: unknown } | null)?.guesses;
    if (!Array.isArray(g)) return { ok: false, why: 'the JSON has no "guesses" list' };
    words = g;
  } else if (/^[^\n{}[\]]+$/.test(text.trim())) {
    words = text.trim().split(',').map((w) => w.trim()).filter((w) => w !== '');
  } else {
    return { ok: false, why: 'the answer is neither the JSON asked for nor one line of board words separated by commas' };
  }
  if (words.length === 0) return { ok: false, why: 'no guess: touch at least one card' };
  const byKey = new Map(visible.map((w) => [w.toLocaleLowerCase('en-US'), w]));
  const out: string[] = [];
  for (const w of words) {
    const card = typeof w === 'string' ? byKey.get(w.trim().toLocaleLowerCase('en-US')) : undefined;
    if (card === undefined) return { ok: false, why: `${JSON.stringify(w)} is not one of the cards you may touch (${visible.join(', ')})` };
    if (out.includes(card)) return { ok: false, why: `${card} is listed twice` };
    out.push(card);
  }
  return { ok: true, value: out };
}
