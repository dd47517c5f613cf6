/**
 * `codenames-ai replay FILE`: check a game record, replay it with the rules engine and print the outcome
 * (winner, reason, turns, score), or with --json the same as one JSON object.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CodenamesError } from '../../errors.js';
import { parseRecord } from '../../game/parse-record.js';
import { replay } from '../../game/record.js';
import { coopScoreName } from '../../game/scoring.js';
import type { GameRecord, GameState, Referee } from '../../game/types.js';
import { VARIANTS } from '../../game/variants.js';
import { parseFlags } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';
import { describeBoard, renderGrid, useColor } from '../render-grid.js';

const HELP = `codenames-ai replay: replay a game record and print the outcome

Usage: codenames-ai replay FILE [--json] [--grid] [--ruleset standard|tournament] [--no-referee]

FILE is a record written by toRecord() (format "codenames-ai/record"); '-' reads standard input. Every clue
is judged again by the referee of the game's language: the verdicts stored in the file are not trusted.

Flags:
  --ruleset R   the referee's rules: standard (default) or tournament (004)
  --no-referee  use the verdicts stored in the record instead (a clue without one counts as legal)
  --json      print { variant, finished, result: { winner, reason, turns, score }, ... } as JSON
  --grid      also print the final board with the key
  -h, --help  this help
`;

async function readInput(file: string, io: CliIO): Promise<string> {
  if (file === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  const full = resolve(io.cwd, file);
  try {
    return readFileSync(full, 'utf8');
  } catch (e) {
    throw new CodenamesError('cli/io', `Cannot read ${full} (${e instanceof Error ? e.message : String(e)}). Give the path of a record file.`);
  }
}

function scoreNote(state: GameState): string {
  const r = state.result;
  if (r === null) return '';
  switch (VARIANTS[state.variant].scoring) {
    case 'turns':
      return r.winner === null ? ' (a loss scores 25)' : ' (team turns to win)';
    case 'coop':
      return ` (${coopScoreName(r.score)})`;
    case 'word-difference':
      return ' (004 word difference)';
  }
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The outcome in one or two lines of text. */
export function describeOutcome(state: GameState): string {
  const r = state.result;
  if (r === null) {
    const who = state.phase === 'cover' ? state.coverBy : state.turn;
    return `Not finished: turn ${state.turnNumber}, ${who} to ${state.phase} (${plural(state.log.length, 'action')} replayed).\n`;
  }
  const head = r.winner === null ? (r.reason === 'turn-cap' ? 'No winner (turn cap)' : 'Lost') : `${r.winner} wins`;
  return `${head}: reason ${r.reason}, ${plural(r.turns, 'turn')}, score ${r.score}${scoreNote(state)}.\n`;
}

/** The referee of the record's language (none for picture boards: picture ids are not words). */
async function refereeFor(record: GameRecord, ruleset: 'standard' | 'tournament'): Promise<Referee | undefined> {
  const lang = record.setup.lang ?? (VARIANTS[record.setup.variant].pictures ? 'pictures' : 'en');
  if (lang === 'pictures') return undefined;
  const { prepareReferee } = await import('../../legality/index.js');
  return prepareReferee({ lang, ruleset });
}

async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseFlags('replay', argv, {
    json: { type: 'boolean' },
    grid: { type: 'boolean' },
    ruleset: { type: 'string' },
    'no-referee': { type: 'boolean' },
  });
  const ruleset = values.ruleset ?? 'standard';
  if (ruleset !== 'standard' && ruleset !== 'tournament') throw new CodenamesError('cli/usage', `--ruleset must be standard or tournament; got '${ruleset}'.`);
  const file = positionals[0];
  if (file === undefined || positionals.length > 1) {
    throw new CodenamesError('cli/usage', "replay needs exactly one FILE (a game record, or '-' for standard input). Run 'codenames-ai replay --help'.");
  }
  const record = parseRecord(await readInput(file, io));
  const state = replay(record, values['no-referee'] === true ? {} : { referee: await refereeFor(record, ruleset) });
  if (values.json === true) {
    const out = {
      variant: state.variant,
      lang: state.lang,
      seed: state.seed,
      finished: state.result !== null,
      result: state.result,
      actions: state.log.length,
      timeBreaches: state.timeBreaches,
      ...(state.result === null ? { phase: state.phase, turn: state.turn, turnNumber: state.turnNumber } : {}),
    };
    io.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    return 0;
  }
  io.stdout.write(`${describeBoard(state)}\n`);
  io.stdout.write(describeOutcome(state));
  if (values.grid === true) io.stdout.write(`\n${renderGrid(state, { spymaster: true, color: useColor(io.stdout, io.env) })}`);
  return 0;
}

/** The `replay` command. */
export const command: CliCommand = { help: HELP, run };
