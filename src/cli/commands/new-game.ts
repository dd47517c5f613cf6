/**
 * `codenames-ai new-game`: deal a seeded board and print it, as a grid or as JSON. A thin shell over
 * `createGame`; the key is printed only with --spymaster.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CodenamesError } from '../../errors.js';
import { createGame } from '../../game/create-game.js';
import type { CreateGameOptions, GameState, Team } from '../../game/types.js';
import { isVariant, VARIANTS } from '../../game/variants.js';
import { isWordListName, WORD_LISTS } from '../../game/word-lists.js';
import { intFlag, parseFlags } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';
import { describeBoard, renderGrid, useColor } from '../render-grid.js';

const HELP = `codenames-ai new-game: deal a seeded board and print it

Usage: codenames-ai new-game [--variant NAME] [--lang CODE] [--seed N] [--spymaster] [--json]
                             [--word-list NAME|FILE] [--pictures FILE] [--starting-team red|blue]

Flags:
  --variant NAME        ${Object.keys(VARIANTS).join(', ')} (default standard)
  --lang CODE           language of the words: en, ru, he, hu (default en; uk and fa need --word-list FILE)
  --seed N              the deal's seed, a whole number (default 1); the same seed deals the same board
  --word-list NAME|FILE a shipped list (${Object.keys(WORD_LISTS).join(', ')}) or a UTF-8 file, one word a line
  --pictures FILE       Pictures variant: picture ids (paths or URLs), one a line, to deal 20 from
                        (default: the ids picture-001 .. picture-280)
  --starting-team TEAM  red or blue (default: drawn from the seed; red in single-team and coop)
  --spymaster           show the key (every card's identity)
  --json                print the game state as JSON: { cards: [{ word, identity? }], startingTeam, ... };
                        identities only with --spymaster
  -h, --help            this help

Colour is used only when stdout is a terminal and NO_COLOR is not set.

Examples:
  codenames-ai new-game --variant standard --lang en --seed 7 --spymaster
  codenames-ai new-game --variant pictures --seed 3 --spymaster --json
`;

function readLines(path: string, cwd: string, flag: string): string[] {
  const full = resolve(cwd, path);
  let text: string;
  try {
    text = readFileSync(full, 'utf8');
  } catch (e) {
    throw new CodenamesError('cli/io', `--${flag}: cannot read ${full} (${e instanceof Error ? e.message : String(e)}). Give a readable UTF-8 file with one entry a line.`);
  }
  return text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.length > 0);
}

/** The JSON printed: the state, with hidden identities removed unless the spymaster asked. */
export function publicState(state: GameState, spymaster: boolean): unknown {
  if (spymaster) return state;
  return { ...state, cards: state.cards.map((c) => (c.revealed ? c : { word: c.word, revealed: false })) };
}

async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const { values } = parseFlags('new-game', argv, {
    variant: { type: 'string' },
    lang: { type: 'string' },
    seed: { type: 'string' },
    'word-list': { type: 'string' },
    pictures: { type: 'string' },
    'starting-team': { type: 'string' },
    spymaster: { type: 'boolean' },
    json: { type: 'boolean' },
  }, false);
  const variant = values.variant ?? 'standard';
  if (!isVariant(variant)) {
    throw new CodenamesError('game/unknown-variant', `Unknown variant '${variant}'. Use --variant with one of ${Object.keys(VARIANTS).join(', ')}.`);
  }
  const team = values['starting-team'];
  if (team !== undefined && team !== 'red' && team !== 'blue') {
    throw new CodenamesError('cli/usage', `--starting-team must be red or blue; got '${team}'.`);
  }
  const seed = intFlag('seed', values.seed, 1);
  const listFlag = values['word-list'];
  if (listFlag !== undefined && values.pictures !== undefined) {
    throw new CodenamesError('cli/usage', 'Give either --word-list or --pictures, not both.');
  }
  let wordList: CreateGameOptions['wordList'];
  if (values.pictures !== undefined) wordList = readLines(values.pictures, io.cwd, 'pictures');
  else if (listFlag !== undefined) wordList = isWordListName(listFlag) ? listFlag : readLines(listFlag, io.cwd, 'word-list');
  // For Pictures the cards are picture ids, so --lang only applies when it was given explicitly.
  const lang = values.lang ?? (VARIANTS[variant].pictures || typeof wordList === 'string' ? undefined : 'en');
  const state = createGame({
    variant,
    seed,
    ...(wordList !== undefined ? { wordList } : {}),
    ...(lang !== undefined ? { lang } : {}),
    ...(team !== undefined ? { startingTeam: team as Team } : {}),
  });
  const spymaster = values.spymaster === true;
  if (values.json === true) {
    io.stdout.write(`${JSON.stringify(publicState(state, spymaster), null, 2)}\n`);
    return 0;
  }
  io.stdout.write(`${describeBoard(state)}\n\n`);
  io.stdout.write(renderGrid(state, { spymaster, color: useColor(io.stdout, io.env) }));
  if (!spymaster) io.stdout.write('\n(add --spymaster to see the key)\n');
  return 0;
}

/** The `new-game` command. */
export const command: CliCommand = { help: HELP, run };
