/**
 * `codenames-ai queue status|remove --queue URL`: the tournaments queued on a Redis, and removing one.
 */
import { CodenamesError } from '../../errors.js';
import { parseFlags } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';

const HELP = `codenames-ai queue: the tournaments queued on a Redis

Usage: codenames-ai queue status --queue redis://HOST:PORT[/DB] [--json]
       codenames-ai queue remove NAME --queue redis://HOST:PORT[/DB]

status   every queued run: games collected of its total, outcomes pushed but not yet collected, batches
         waiting/active/failed, workers connected, its coordinator (none: resume it or remove it)
remove   drops a run and everything it keeps in Redis (for a run whose coordinator is gone for good)
`;

export const command: CliCommand = {
  help: HELP,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const { values, positionals } = parseFlags('queue', argv, { queue: { type: 'string' }, json: { type: 'boolean' } });
    const [action, ...names] = positionals;
    if (values.queue === undefined) throw new CodenamesError('cli/usage', 'give the Redis: codenames-ai queue status --queue redis://HOST:PORT[/DB].');
    const q = await import('../../queue/index.js');
    if (action === 'status' && names.length === 0) {
      const runs = await q.queueStatus(values.queue);
      io.stdout.write(values.json === true ? `${JSON.stringify(runs, null, 2)}\n` : q.formatQueueStatus(runs, values.queue));
      return 0;
    }
    if (action === 'remove' && names.length > 0) {
      for (const name of names) {
        await q.removeQueuedRun(values.queue, name);
        io.stderr.write(`removed run '${name}'\n`);
      }
      return 0;
    }
    throw new CodenamesError('cli/usage', "use 'codenames-ai queue status --queue URL' or 'codenames-ai queue remove NAME --queue URL'.");
  },
};
