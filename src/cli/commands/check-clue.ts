/**
 * `codenames-ai check-clue`: the referee on the command line. Prints the verdict and its reason (or the
 * verdict object with --json). Exit code 0 for a legal clue, 1 for an illegal one, 2 for bad input.
 */
import { CodenamesError } from '../../errors.js';
import { getLanguage, LANGUAGES } from '../../lang/index.js';
import { checkClue } from '../../legality/index.js';
import type { Ruleset } from '../../legality/index.js';
import { listFlag, parseFlags } from '../args.js';
import type { CliCommand } from '../command.js';

const HELP = `codenames-ai check-clue: judge a clue against the visible code names

Usage: codenames-ai check-clue --lang LANG --board "W1,W2,..." CLUE [flags]

Example: codenames-ai check-clue --lang ru --board "РАССВЕТ,ЛУК,ЛЕВ" свет
  -> illegal (clue/compound-part): 'свет' and РАССВЕТ: one is a part of the other ...

Flags:
  --lang LANG          language of the game: ${LANGUAGES.join(', ')} (required)
  --board LIST         visible code names, comma-separated (required)
  --covered LIST       covered code names, comma-separated (legal again as clues)
  --ruleset NAME       standard (default) or tournament (004: dictionary form, no hyphens)
  --allow-acronyms     accept common acronyms (CIA) as one word (flexible rule, 000)
  --no-proper-names    reject names of people and places
  --json               print the verdict object as JSON
  -h, --help           this help

Exit code: 0 legal, 1 illegal, 2 bad input (unknown language, missing dictionary, malformed board).
`;

export const command: CliCommand = {
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseFlags('check-clue', argv, {
      lang: { type: 'string' },
      board: { type: 'string' },
      covered: { type: 'string' },
      ruleset: { type: 'string' },
      'allow-acronyms': { type: 'boolean' },
      'no-proper-names': { type: 'boolean' },
      json: { type: 'boolean' },
    });
    if (values.lang === undefined) throw new CodenamesError('cli/usage', `--lang is required (one of ${LANGUAGES.join(', ')}).`);
    if (values.board === undefined) throw new CodenamesError('cli/usage', '--board is required: the visible code names, comma-separated.');
    if (positionals.length !== 1) {
      throw new CodenamesError('cli/usage', `Give exactly one clue after the flags; got ${positionals.length} (${positionals.join(' ') || 'none'}). Quote a clue with spaces to have it judged.`);
    }
    const ruleset = values.ruleset ?? 'standard';
    if (ruleset !== 'standard' && ruleset !== 'tournament') throw new CodenamesError('cli/usage', `--ruleset must be standard or tournament; got '${ruleset}'.`);
    const clue = positionals[0] ?? '';
    await getLanguage(values.lang);
    const verdict = checkClue(clue, { board: listFlag(values.board), covered: listFlag(values.covered) }, {
      lang: values.lang,
      ruleset: ruleset as Ruleset,
      allowAcronyms: values['allow-acronyms'] ?? false,
      allowProperNames: !(values['no-proper-names'] ?? false),
    });
    if (values.json) io.stdout.write(`${JSON.stringify(verdict)}\n`);
    else if (verdict.ok) io.stdout.write(`legal: '${clue}'\n`);
    else io.stdout.write(`illegal (${verdict.code}): ${verdict.message}\n`);
    return verdict.ok ? 0 : 1;
  },
};
