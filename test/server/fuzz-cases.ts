/**
 * A seeded generator of broken protocol requests for the fuzz tests: structural mutations of valid requests
 * (dropped, retyped, unknown and prototype-polluting fields; boards of the wrong size, duplicate cards,
 * words not on the board, contradicting keys, out-of-range numbers) and text-level damage (truncation,
 * flipped bytes, deep nesting, junk). The same seed always gives the same cases.
 */
import { createRng, nextInt } from '../../src/game/index.js';
import type { RngState } from '../../src/game/types.js';
import type { Operation } from '../../src/server/handler.js';
import { seededBoard } from './fake-backend.js';

/** One fuzz case: the operation (route) and the raw text of the body. */
export interface FuzzCase {
  readonly op: Operation;
  readonly role: string;
  readonly text: string;
}

class Rand {
  private s: RngState;
  constructor(seed: number) {
    this.s = createRng(seed);
  }
  int(n: number): number {
    const [v, s] = nextInt(this.s, n);
    this.s = s;
    return v;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)] as T;
  }
}

const JUNK: readonly unknown[] = [
  null, true, false, 0, -1, 1.5, 1e308, -0, 9, 10, 'unlimited', '', ' ', 'x'.repeat(70), 'red', 'assassin', [], [null], {},
  { word: 1 }, { __proto__: { polluted: true } }, '\u0000', '\ud800', '🂡', 'DROP TABLE', [[[[[]]]]], Array(30).fill('a'),
];

function mutateValue(r: Rand, v: unknown): unknown {
  if (Array.isArray(v)) {
    const a = [...v];
    switch (r.int(6)) {
      case 0: a.pop(); return a;
      case 1: a.push(r.pick(JUNK)); return a;
      case 2: if (a.length > 1) a[r.int(a.length)] = a[0]; return a; // a duplicate
      case 3: if (a.length > 0) a[r.int(a.length)] = r.pick(JUNK); return a;
      case 4: return a.slice(0, r.int(a.length + 1));
      default: return a.concat(a);
    }
  }
  if (v !== null && typeof v === 'object') return mutateObject(r, v as Record<string, unknown>);
  return r.pick(JUNK);
}

function mutateObject(r: Rand, o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...o };
  const keys = Object.keys(out);
  switch (r.int(5)) {
    case 0: if (keys.length > 0) delete out[r.pick(keys)]; break;
    case 1: out[r.pick(['extra', '__proto__', 'constructor', 'id', 'role', 'key', 'Board'])] = r.pick(JUNK); break;
    default: if (keys.length > 0) { const k = r.pick(keys); out[k] = mutateValue(r, out[k]); }
  }
  return out;
}

function baseRequests(r: Rand): { op: Operation; role: string; body: Record<string, unknown> }[] {
  const { board, key, startingTeam } = seededBoard(r.int(1000));
  const i = r.int(25);
  const revealed = { [board[i] as string]: key[i] as string };
  const other = r.pick(['zebra', board[(i + 1) % 25] as string]);
  return [
    { op: 'clue', role: 'spymaster', body: { lang: 'en', board, key, team: startingTeam, revealed, clues: [{ team: startingTeam, word: 'sea', number: 1, guesses: [board[i]] }] } },
    { op: 'guess', role: 'guesser', body: { lang: 'en', board, revealed, clue: { word: 'virus', number: r.int(3), guessed: [board[i]] } } },
    { op: 'check-clue', role: 'referee', body: { lang: r.pick(['en', 'ru', 'he']), board, clue: { word: other, number: 2 } } },
    { op: 'cover', role: 'cover', body: { board, key, team: r.pick(['red', 'blue']), revealed } },
  ];
}

function damageText(r: Rand, text: string): string {
  switch (r.int(7)) {
    case 0: return text.slice(0, r.int(text.length));
    case 1: { const p = r.int(text.length); return text.slice(0, p) + String.fromCharCode(r.int(128)) + text.slice(p + 1); }
    case 2: return '['.repeat(5000 + r.int(5000));
    case 3: return r.pick(['', 'null', '0', '"str"', 'true', '{}', '[]', '{"a":1}{', '\u0000\u0001', '{"board":' + '['.repeat(200)]);
    case 4: return `{"board":${JSON.stringify(Array(r.int(40)).fill('w'))},"clue":{"word":"a","number":${r.pick(['1e400', '-0', 'NaN', '1.0', '"1"'])}}}`;
    case 5: return text.replace(/"/g, "'");
    default: return `${text}\n${text}`; // two objects in one body
  }
}

/** `n` seeded broken (and some valid) request bodies. */
export function fuzzCases(seed: number, n: number): FuzzCase[] {
  const r = new Rand(seed);
  const out: FuzzCase[] = [];
  while (out.length < n) {
    const base = r.pick(baseRequests(r));
    let body: unknown = base.body;
    const rounds = 1 + r.int(3);
    for (let k = 0; k < rounds; k++) body = mutateValue(r, body);
    let text = JSON.stringify(body) ?? 'undefined';
    if (r.int(4) === 0) text = damageText(r, text);
    out.push({ op: base.op, role: base.role, text });
  }
  return out;
}

/** A stdio line for a case: the body with an `id` and the `role` put in, when it is an object. */
export function asStdioLine(c: FuzzCase, id: number): string {
  try {
    const v = JSON.parse(c.text) as unknown;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) return JSON.stringify({ id, role: c.role, ...(v as object) });
  } catch {
    // damaged text stays damaged
  }
  return c.text.replace(/\n/g, ' ');
}
