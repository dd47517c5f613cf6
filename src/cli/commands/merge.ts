/**
 * `codenames-ai merge DIR...`: merges the results of tournament shards (their --out directories or
 * results.json files) into the result one unsharded run would have given.
 */
import { resolve } from 'node:path';
import { CodenamesError } from '../../errors.js';
import { parseFlags } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';

const HELP = `codenames-ai merge: merge tournament shards into one result

Usage: codenames-ai merge DIR_OR_FILE... [--out DIR] [--json] [--compare DIR_OR_FILE]

Each argument is the --out directory of a 'codenames-ai tournament --shard I/N' run (or its results.json).
The merged figures equal those of the same tournament run unsharded.

Flags:
  --out DIR   write the merged results.json, pairings.csv, games.csv and report.html
  --json      print the JSON summary on stdout instead of the table
  --compare R check that the merged result equals result R (e.g. an unsharded run) in every game and figure
              but the machine-dependent timings; exit 1 when it does not
`;

export const command: CliCommand = {
  help: HELP,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const { values, positionals } = parseFlags('merge', argv, { out: { type: 'string' }, json: { type: 'boolean' }, compare: { type: 'string' } });
    if (positionals.length === 0) throw new CodenamesError('cli/usage', 'give the shard directories (or results.json files) to merge, e.g. codenames-ai merge out/1 out/2.');
    const h = await import('../../harness/index.js');
    const merged = h.mergeResults(positionals.map((p) => h.readResult(resolve(io.cwd, p))));
    if (values.out !== undefined) {
      const files = h.writeReports(resolve(io.cwd, values.out), merged);
      io.stderr.write(`wrote ${files.join(', ')}\n`);
    }
    io.stdout.write(values.json === true ? `${JSON.stringify(h.summarize(merged), null, 2)}\n` : h.formatTable(merged));
    if (!merged.complete) io.stderr.write(`warning: ${merged.gamesExpected - merged.gamesPlayed} of ${merged.gamesExpected} games are missing; merge every shard.\n`);
    if (values.compare !== undefined) {
      const other = h.readResult(resolve(io.cwd, values.compare));
      const same = JSON.stringify(h.withoutTimings(merged)) === JSON.stringify(h.withoutTimings(other));
      io.stderr.write(same ? `identical to ${values.compare} (${merged.gamesPlayed} games, every figure but timings)\n` : `DIFFERENT from ${values.compare}\n`);
      return same ? 0 : 1;
    }
    return 0;
  },
};
