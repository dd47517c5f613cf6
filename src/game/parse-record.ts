/**
 * Checking untrusted record JSON (a file, a request body) before replaying it. Every problem is reported as
 * 'game/bad-record' with a path such as `actions[3].number`, so the file can be fixed by hand.
 */
import { CodenamesError } from '../errors.js';
import type { GameRecord } from './types.js';
import { isVariant, VARIANTS } from './variants.js';
import { RECORD_FORMAT } from './record.js';
import { MAX_JSON_DEPTH, tooDeepAt } from './json-depth.js';

function fail(at: string, problem: string): never {
  throw new CodenamesError('game/bad-record', `Malformed game record at ${at}: ${problem}.`, { at });
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

const show = (x: unknown): string => JSON.stringify(x) ?? String(x);

function checkTeam(x: unknown, at: string): void {
  if (x !== 'red' && x !== 'blue') fail(at, `team must be "red" or "blue", got ${show(x)}`);
}

function checkString(x: unknown, at: string): void {
  if (typeof x !== 'string' || x.length === 0) fail(at, `expected a non-empty string, got ${show(x)}`);
}

function checkElapsed(x: unknown, at: string): void {
  if (x !== undefined && (typeof x !== 'number' || !Number.isFinite(x) || x < 0)) fail(at, `elapsedMs must be a number >= 0, got ${show(x)}`);
}

function checkAction(a: unknown, at: string): void {
  if (!isObject(a)) fail(at, `an action must be an object, got ${show(a)}`);
  checkTeam(a.team, `${at}.team`);
  switch (a.type) {
    case 'clue':
      checkString(a.word, `${at}.word`);
      if (a.number !== 'unlimited' && (typeof a.number !== 'number' || !Number.isInteger(a.number) || a.number < 0)) {
        fail(`${at}.number`, `a clue number is a whole number >= 0 or "unlimited", got ${show(a.number)}`);
      }
      if (a.verdict !== undefined && (!isObject(a.verdict) || typeof a.verdict.ok !== 'boolean')) {
        fail(`${at}.verdict`, `a verdict is { "ok": true } or { "ok": false, "code", "message" }, got ${show(a.verdict)}`);
      }
      checkElapsed(a.elapsedMs, `${at}.elapsedMs`);
      return;
    case 'guess':
      checkString(a.word, `${at}.word`);
      checkElapsed(a.elapsedMs, `${at}.elapsedMs`);
      return;
    case 'pass':
      checkElapsed(a.elapsedMs, `${at}.elapsedMs`);
      return;
    case 'cover':
      checkString(a.word, `${at}.word`);
      return;
    case 'timeout':
      if (a.phase !== 'clue' && a.phase !== 'guess') fail(`${at}.phase`, `a timeout's phase is "clue" or "guess", got ${show(a.phase)}`);
      return;
    default:
      fail(`${at}.type`, `unknown action type ${show(a.type)} (clue, guess, pass, cover, timeout)`);
  }
}

/**
 * Checks that `json` (a parsed object, or JSON text) has the shape of a game record and returns it typed.
 * Structure only: whether the actions are legal is found by `replay`.
 *
 * @example
 * const record = parseRecord(JSON.parse(readFileSync('game.json', 'utf8')));
 * const final = replay(record);
 */
export function parseRecord(json: unknown): GameRecord {
  let data = json;
  if (typeof json === 'string') {
    const deep = tooDeepAt(json);
    if (deep >= 0) fail('(text)', `nested deeper than ${MAX_JSON_DEPTH} levels (at character ${deep}); a record nests 5 levels`);
    try {
      data = JSON.parse(json) as unknown;
    } catch (e) {
      fail('(text)', `not valid JSON (${e instanceof Error ? e.message : String(e)})`);
    }
  }
  if (!isObject(data)) fail('(root)', `a record is an object { format, version, setup, actions }, got ${show(data)}`);
  if (data.format !== RECORD_FORMAT) fail('format', `expected "${RECORD_FORMAT}", got ${show(data.format)}`);
  if (data.version !== 1) fail('version', `only version 1 is known, got ${show(data.version)}`);
  const setup = data.setup;
  if (!isObject(setup)) fail('setup', `expected an object, got ${show(setup)}`);
  if (!isVariant(setup.variant)) fail('setup.variant', `unknown variant ${show(setup.variant)} (${Object.keys(VARIANTS).join(', ')})`);
  if (typeof setup.seed !== 'number' || !Number.isSafeInteger(setup.seed)) fail('setup.seed', `expected a whole number, got ${show(setup.seed)}`);
  if (!Array.isArray(setup.words)) fail('setup.words', `expected an array of the board's words, got ${show(setup.words)}`);
  const size = VARIANTS[setup.variant].rows * VARIANTS[setup.variant].cols;
  if (setup.words.length !== size) fail('setup.words', `the ${setup.variant} board has ${size} cards, got ${setup.words.length} words`);
  setup.words.forEach((w, i) => checkString(w, `setup.words[${i}]`));
  if (setup.key !== undefined) {
    if (!Array.isArray(setup.key) || setup.key.length !== size) fail('setup.key', `expected ${size} identities, got ${show(setup.key)}`);
    setup.key.forEach((k, i) => {
      if (k !== 'red' && k !== 'blue' && k !== 'bystander' && k !== 'assassin') fail(`setup.key[${i}]`, `expected red, blue, bystander or assassin, got ${show(k)}`);
    });
  }
  if (setup.startingTeam !== undefined) checkTeam(setup.startingTeam, 'setup.startingTeam');
  if (setup.lang !== undefined && typeof setup.lang !== 'string') fail('setup.lang', `expected a language code, got ${show(setup.lang)}`);
  if (setup.turnCap !== undefined && (typeof setup.turnCap !== 'number' || !Number.isInteger(setup.turnCap) || setup.turnCap < 1)) {
    fail('setup.turnCap', `expected a whole number >= 1, got ${show(setup.turnCap)}`);
  }
  if (setup.penalty !== undefined && typeof setup.penalty !== 'boolean') fail('setup.penalty', `expected true or false, got ${show(setup.penalty)}`);
  if (setup.wordList !== undefined) fail('setup.wordList', 'a record holds the exact board in setup.words, not a word list');
  if (!Array.isArray(data.actions)) fail('actions', `expected an array of actions, got ${show(data.actions)}`);
  data.actions.forEach((a, i) => checkAction(a, `actions[${i}]`));
  return data as unknown as GameRecord;
}

/** A type guard form of `parseRecord` for callers that only need a yes/no. */
export function isRecord(json: unknown): json is GameRecord {
  try {
    parseRecord(json);
    return true;
  } catch {
    return false;
  }
}
