/**
 * `codenames-ai queue status` and `queue remove`: what the runs queued on a Redis are doing (games collected,
 * batches waiting and in play, workers connected, whether their coordinator is alive), and removing a run
 * whose coordinator is gone for good.
 */
import { Queue } from 'bullmq';
import { CodenamesError } from '../errors.js';
import { closeRedis, openRedis, parseQueueUrl } from './redis-connection.js';
import { PREFIX, queueName, RUNS_KEY } from './run-record.js';
import { HEARTBEAT_LAPSE_MS, listRunRecords, readRunState, removeRun } from './run-registry.js';

/** One queued run, as `queue status` shows it. */
export interface QueuedRunStatus {
  readonly name: string;
  readonly version: string;
  readonly variant: string;
  readonly spymasters: readonly string[];
  readonly guessers: readonly string[];
  readonly total: number;
  /** Games the coordinator has collected. */
  readonly done: number;
  /** Outcomes pushed by workers and not yet collected (a coordinator that is away). */
  readonly uncollected: number;
  readonly batches: { readonly waiting: number; readonly active: number; readonly failed: number };
  readonly workers: number;
  /** The live coordinator ('host:pid'), or null when none was heard from lately. */
  readonly coordinator: string | null;
  readonly createdAt: number;
}

/**
 * Lists the runs queued on the Redis at `url`.
 *
 * @example
 * for (const r of await queueStatus('redis://127.0.0.1:6379')) console.log(r.name, r.done, r.total);
 */
export async function queueStatus(url: string): Promise<QueuedRunStatus[]> {
  const redis = await openRedis(parseQueueUrl(url));
  try {
    const out: QueuedRunStatus[] = [];
    for (const r of await listRunRecords(redis)) {
      const queue = new Queue(queueName(r.name), { connection: redis, prefix: PREFIX, skipMetasUpdate: true });
      try {
        const counts = await queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'failed');
        const state = await readRunState(redis, r.name);
        out.push({
          name: r.name, version: r.version, variant: r.setup.variant, spymasters: r.setup.spymasters, guessers: r.setup.guessers,
          total: r.total, done: state.done,
          uncollected: await redis.llen(`${PREFIX}:outcomes:${r.name}`),
          batches: { waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0), active: counts.active ?? 0, failed: counts.failed ?? 0 },
          workers: await queue.getWorkersCount().catch(() => 0),
          coordinator: state.coordinator !== null && Date.now() - state.seen < HEARTBEAT_LAPSE_MS ? state.coordinator : null,
          createdAt: r.createdAt,
        });
      } finally {
        await queue.close();
      }
    }
    return out;
  } finally {
    await closeRedis(redis);
  }
}

/** A status table for a person. */
export function formatQueueStatus(runs: readonly QueuedRunStatus[], url: string): string {
  if (runs.length === 0) return `no runs queued on ${url}\n`;
  const rows = runs.map((r) => [
    r.name,
    `${r.done}/${r.total}`,
    `${((100 * r.done) / Math.max(1, r.total)).toFixed(1)}%`,
    String(r.uncollected),
    `${r.batches.waiting}/${r.batches.active}/${r.batches.failed}`,
    String(r.workers),
    r.coordinator ?? 'none (resume it, or queue remove)',
    `${r.variant} ${r.spymasters.join(',')} x ${r.guessers.join(',')} (${r.version})`,
  ]);
  const head = ['RUN', 'GAMES', 'DONE', 'UNCOLLECTED', 'BATCHES W/A/F', 'WORKERS', 'COORDINATOR', 'TOURNAMENT'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] as string).length)));
  const line = (cells: readonly string[]): string => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] as number))).join('  ');
  return `${[line(head), ...rows.map(line)].join('\n')}\n`;
}

/** Removes a queued run (its games, collected or not, are dropped); `queue/unknown-run` when there is none. */
export async function removeQueuedRun(url: string, name: string): Promise<void> {
  const redis = await openRedis(parseQueueUrl(url));
  try {
    if ((await redis.hexists(RUNS_KEY, name)) === 0) {
      const known = (await listRunRecords(redis)).map((r) => r.name);
      throw new CodenamesError('queue/unknown-run', `no run named '${name}' is queued on ${url}. Queued runs: ${known.length === 0 ? 'none' : known.join(', ')} (codenames-ai queue status --queue URL).`, { run: name });
    }
    await removeRun(redis, name);
  } finally {
    await closeRedis(redis);
  }
}
