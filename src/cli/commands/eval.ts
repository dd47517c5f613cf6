/**
 * `codenames-ai eval human FILE.jsonl`: scores a guesser on human clues (first guess among the giver's
 * intended targets; precision of the first n guesses), with 95% Wilson intervals. A thin shell over
 * `evaluateGuesserOnHuman`. The data file is read where it lies; nothing is copied.
 */
import { CodenamesError } from '../../errors.js';
import { resolve } from 'node:path';
import type { Guesser } from '../../agents/types.js';
import { createGuesser } from '../../agents/guesser.js';
import { evaluateGuesserOnHuman } from '../../agents/human-eval.js';
import type { Mean, Rate } from '../../stats.js';
import { loadMind, mindRelationBonus } from '../../agents/minds.js';
import { agentFactory, builtinDescription } from '../../agents/build/index.js';
import { loadDefaultModel } from '../../embeddings/index.js';
import { parseFlags } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';
import { CLUES_HELP } from './eval-clues.js';

const HELP = `codenames-ai eval: evaluate agents on external data

Usage: codenames-ai eval human FILE.jsonl [--guesser NAME] [--json]
       codenames-ai eval clues ...   blind clue items for readers and their scores (eval clues --help)

  human FILE.jsonl   human Codenames turns, one JSON object a line (board, clue, targets, assassins,
                     bystanders, humanGuesses), e.g. the Cultural Codes turns (docs/agents.md)
  --guesser NAME     a built-in guesser: default (the guesser for people), default-machine, human-model,
                     glove (ours on GloVe alone),
                     wordnet (ours on the WordNet mind alone), reference (the 2019 cosine guesser on GloVe),
                     or a model name/folder (our guesser on it)
  --json             print the result object as JSON
  -h, --help         this help

Prints: first guess in the intended targets, precision of the first n guesses (n = targets), first guess
an assassin, and the human guessers' own first-guess rate, each with a 95% Wilson interval.
`;

async function guesserByName(name: string): Promise<Guesser> {
  // A built-in agent by its registry name (default, default-machine, human-model, glove, wordnet, reference, ...).
  const described = builtinDescription(name);
  if (described !== undefined) {
    const f = await agentFactory(described);
    if (f.guesser !== undefined) return f.guesser({ model: () => loadDefaultModel() });
  }
  const model = await loadMind(name);
  const relationBonus = mindRelationBonus(name, model.lang);
  return createGuesser(model, { name, ...(relationBonus === undefined ? {} : { relationBonus }) });
}

const pct = (r: Rate): string => `${(100 * r.rate).toFixed(1)}% [${(100 * r.low).toFixed(1)}, ${(100 * r.high).toFixed(1)}]  (${r.successes}/${r.trials})`;

const mean = (m: Mean): string => `${m.mean.toFixed(2)} ± ${m.se.toFixed(2)}`;

async function run(argv: readonly string[], io: CliIO): Promise<number> {
  if (argv[0] === 'clues') return (await import('./eval-clues.js')).runEvalClues(argv.slice(1), io);
  const { values, positionals } = parseFlags('eval', argv, { guesser: { type: 'string' }, json: { type: 'boolean' } });
  const [kind, file, ...extra] = positionals;
  if (kind !== 'human' || file === undefined || extra.length > 0) {
    throw new CodenamesError('cli/usage', "usage: codenames-ai eval human FILE.jsonl [--guesser NAME] [--json]; or 'codenames-ai eval clues --help'.");
  }
  const name = values.guesser ?? 'default';
  const r = await evaluateGuesserOnHuman(await guesserByName(name), resolve(io.cwd, file));
  if (values.json === true) {
    io.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
    return 0;
  }
  io.stdout.write([
    `Guesser ${r.guesser} on ${r.turns} human turns (${r.file})`,
    `  first guess in targets:  ${pct(r.firstInTargets)}`,
    `  precision at n:          ${pct(r.precisionAtN)}`,
    `  first guess assassin:    ${pct(r.firstIsAssassin)}`,
    `  human first in targets:  ${pct(r.humanFirstInTargets)}`,
    `  turn played out (the guesser's take; a miss ends it):`,
    `    team cards per turn:   ${mean(r.teamCardsPerTurn)}   humans ${mean(r.humanTeamCardsPerTurn)}`,
    `    ends on an assassin:   ${pct(r.turnEndsOnAssassin)}   humans ${pct(r.humanTurnEndsOnAssassin)}`,
    '',
  ].join('\n'));
  return 0;
}

/** The `eval` command. */
export const command: CliCommand = { help: `${HELP}\n${CLUES_HELP}`, run };
