/**
 * `codenames-ai guess`: the guesser's ranking of a board for a clue, how many cards it would touch, and
 * why. A thin shell over `createGuesser`; it sees no key.
 */
import { CodenamesError } from '../../errors.js';
import { guesserViewOfPosition } from '../../game/views.js';
import type { ClueNumber } from '../../game/types.js';
import { buildAgents } from '../../agents/build/index.js';
import { parseFlags } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';
import { cardsFromFlags, oursOnMind, riskFlag, teamFlag, unknownCards, viewOf } from './clue.js';
import { languageContext } from '../lang-context.js';

const HELP = `codenames-ai guess: rank the board's cards for a clue and say how many to touch

Usage: codenames-ai guess --board W1,W2,... --clue WORD --number N|unlimited [--revealed W,...]
                          [--team red|blue] [--risk LEVEL] [--mind default|glove|wordnet|MODEL] [--lang CODE] [--model DIR] [--json]

Flags:
  --board W1,W2,...    the code names, comma-separated
  --clue WORD          the clue
  --number N           the clue's number, 0..9, or unlimited
  --revealed W,...     cards already covered (they are not guessed)
  --team red|blue      the guessing team (default red)
  --risk LEVEL         cautious, balanced (default), bold, or 0..1: how far down the list to go
  --mind NAME          default (GloVe blended with the WordNet mind), glove, wordnet, or a model name/folder
  --json               print { ranked: [{ word, score }], take, explanation } as JSON
  -h, --help           this help

Example:
  codenames-ai guess --board WHALE,FISH,TANK,BANK,SHARK,ROBIN --clue ocean --number 2
`;

function numberFlag(value: string | undefined): ClueNumber {
  if (value === 'unlimited') return 'unlimited';
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < 0 || n > 9) {
    throw new CodenamesError('cli/usage', `--number must be a whole number from 0 to 9 or 'unlimited'; got '${value ?? '(missing)'}'.`);
  }
  return n;
}

async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const { values } = parseFlags('guess', argv, {
    board: { type: 'string' }, clue: { type: 'string' }, number: { type: 'string' }, revealed: { type: 'string' },
    team: { type: 'string' }, risk: { type: 'string' }, mind: { type: 'string' }, lang: { type: 'string' }, model: { type: 'string' }, json: { type: 'boolean' },
  }, false);
  const { lang, ctx, model: langModel } = await languageContext(values.lang, values.model, values.mind, io.cwd);
  const clueWord = values.clue?.trim();
  if (clueWord === undefined || clueWord === '' || /\s/.test(clueWord)) throw new CodenamesError('cli/usage', '--clue must be one word (e.g. --clue ocean).');
  const number = numberFlag(values.number);
  const team = teamFlag(values.team, 'red');
  const cards = cardsFromFlags(values.board, values.revealed);
  const view = viewOf(() => guesserViewOfPosition({ lang, team, cards, clue: { word: clueWord, number } }));
  const { guesser } = await buildAgents(oursOnMind(values.mind, riskFlag(values.risk)), ctx);
  const d = await guesser.guess(view);
  const unknown = await unknownCards(values.mind, view.cards, langModel);
  if (values.json === true) {
    io.stdout.write(`${JSON.stringify({ ...d, unknownCards: unknown }, null, 2)}\n`);
    return 0;
  }
  const lines = [`Touch ${d.take}: ${d.ranked.slice(0, d.take).map((r) => r.word).join(', ')}`];
  if (d.explanation !== undefined) lines.push(d.explanation);
  lines.push('Ranking:');
  d.ranked.forEach((r, i) => lines.push(`  ${String(i + 1).padStart(2)}. ${r.word.padEnd(16)} ${r.score.toFixed(3)}${i < d.take ? '  <- touch' : ''}${unknown.includes(r.word) ? '  (unknown to the model)' : ''}`));
  if (unknown.length > 0) lines.push(`Unknown to the model (no vector: ranked last): ${unknown.join(', ')}`);
  io.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

/** The `guess` command. */
export const command: CliCommand = { help: HELP, run };
