/**
 * `codenames-ai worker --queue URL`: plays the games of tournaments queued on a Redis (by
 * `codenames-ai tournament --queue URL`), on this machine, until stopped. Notices go to stderr.
 */
import { resolve } from 'node:path';
import { intFlag, parseFlags } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';
import { CodenamesError } from '../../errors.js';

const HELP = `codenames-ai worker: play the games of tournaments queued on Redis

Usage: codenames-ai worker --queue redis://HOST:PORT[/DB] [flags]

Serves every run queued on that Redis whose package version and agent files match this machine's (a run it
cannot play is refused, with the reason shown here and by the coordinator). Stop it with Ctrl-C or SIGTERM:
the batches in hand are finished first; a second signal stops at once (the batch then goes to another worker).

Flags:
  --queue URL      the Redis of the runs (required)
  --run NAME       serve only this run; exit when it is finished, or with the reason when it cannot be played
  --cwd DIR        where the runs' agent files are, by the paths the coordinator gave (default: here)
  --workers N      worker threads per batch (default 0: play in this process; N guards against hung agents)
  --concurrency N  games in flight at once (in this process, or per thread), for agents that wait
                   (default: the run's tournament --concurrency, else 1)
  --lock-ms MS     a worker silent this long loses its batch to another (default 30000)
  --poll-ms MS     how often to look for new runs (default 1000)
`;

export const command: CliCommand = {
  help: HELP,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const { values } = parseFlags('worker', argv, {
      queue: { type: 'string' }, run: { type: 'string' }, cwd: { type: 'string' }, workers: { type: 'string' }, concurrency: { type: 'string' },
      'lock-ms': { type: 'string' }, 'poll-ms': { type: 'string' },
    }, false);
    if (values.queue === undefined) throw new CodenamesError('cli/usage', 'give the Redis of the runs: codenames-ai worker --queue redis://HOST:PORT[/DB].');
    const { runQueueWorker } = await import('../../queue/index.js');
    const controller = new AbortController();
    let signals = 0;
    const onSignal = (): void => {
      signals += 1;
      if (signals > 1) process.exit(130);
      io.stderr.write('stopping after the batches in hand (signal again to stop now)\n');
      controller.abort();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    try {
      await runQueueWorker({
        url: values.queue,
        cwd: values.cwd === undefined ? io.cwd : resolve(io.cwd, values.cwd),
        ...(values.run === undefined ? {} : { run: values.run }),
        workers: intFlag('workers', values.workers, 0, 0, 256),
        ...(values.concurrency === undefined ? {} : { concurrency: intFlag('concurrency', values.concurrency, 1, 1, 1024) }),
        lockMs: intFlag('lock-ms', values['lock-ms'], 30_000, 200),
        pollMs: intFlag('poll-ms', values['poll-ms'], 1_000, 50),
        signal: controller.signal,
        onNotice: (m) => io.stderr.write(`${m}\n`),
      });
    } finally {
      process.removeListener('SIGINT', onSignal);
      process.removeListener('SIGTERM', onSignal);
    }
    return 0;
  },
};
