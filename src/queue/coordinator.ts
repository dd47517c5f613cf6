/**
 * The coordinator of a distributed run: a `TaskRunner` for runTournament that, instead of playing, claims the
 * run in Redis, puts its games on the run's BullMQ queue in batches, and collects the outcomes the workers
 * push (one list per run). Outcomes are keyed by (board, match), so a batch played twice (a stalled worker
 * that came back) counts once; everything else (progress, outcomes.jsonl, resume, reports) is the harness's.
 *
 * Failures: a killed worker's batch is handed to another worker by BullMQ (stalled-job recovery); Redis
 * going away is waited for, and when it comes back the coordinator checks what the queue still holds and
 * queues again only the games neither collected nor waiting; a killed coordinator leaves the run in Redis
 * (workers go on playing), and the same command with --resume collects what was played and queues the rest.
 * A finished run is removed from Redis entirely.
 */
import { Queue, type JobType } from 'bullmq';
import { CodenamesError } from '../errors.js';
import { taskKey, type Task } from '../harness/plan.js';
import type { TaskRunner, TaskRunnerContext } from '../harness/run-tournament.js';
import type { GameOutcome } from '../harness/types.js';
import { closeRedis, openRedis, parseQueueUrl } from './redis-connection.js';
import { buildRunRecord, PREFIX, queueName, RUNS_KEY, runKeys, type BatchJob, type RunRecord } from './run-record.js';
import { claimRun, HEARTBEAT_MS, processId, removeRun } from './run-registry.js';

export interface CoordinatorOptions {
  /** `redis://HOST:PORT[/DB]`. */
  readonly url: string;
  /** The directory the run's relative paths are relative to (the command's cwd). */
  readonly cwd: string;
  /** Run name (default: `t-` and the first 12 hex digits of the run's identity). */
  readonly runName?: string;
  /** Games per job (default: about 200 jobs per run, 1 to 100 games each). */
  readonly batchSize?: number;
  /** One-line notices for a person (waiting for workers, Redis lost and back, a worker that refused). */
  readonly onNotice?: (message: string) => void;
  /** Called once the run's name is known. */
  readonly onRun?: (record: RunRecord) => void;
}

/** Job states whose games are still coming (a job in any of them will be played). */
const PENDING_STATES: readonly JobType[] = ['waiting', 'prioritized', 'delayed', 'waiting-children', 'active'];

/** The default batch size: about 200 jobs per run, 1 to 100 games each. */
export function defaultBatchSize(games: number): number {
  return Math.max(1, Math.min(100, Math.ceil(games / 200)));
}

/**
 * A TaskRunner that plays a run's games on queue workers.
 *
 * @example
 * await runTournament({ spymasters: ['default'], guessers: ['default'], games: 1000, runner: createQueueRunner({ url: 'redis://127.0.0.1:6379', cwd: process.cwd() }) });
 */
export function createQueueRunner(opts: CoordinatorOptions): TaskRunner {
  return (ctx) => coordinate(ctx, opts);
}

async function coordinate(ctx: TaskRunnerContext, opts: CoordinatorOptions): Promise<{ workers: number }> {
  const notice = opts.onNotice ?? (() => {});
  const target = parseQueueUrl(opts.url);
  const record: RunRecord = { ...buildRunRecord(ctx.setup, ctx.games, ctx.shard, opts.cwd, opts.runName ?? null), concurrency: ctx.concurrency };
  let reconnected = false;
  const redis = await openRedis(target, {
    onLost: (t, why) => notice(`lost Redis at ${t.display} (${why}); waiting for it to come back. The games collected so far are kept (outcomes.jsonl with --out).`),
    onBack: (t) => {
      reconnected = true;
      notice(`Redis at ${t.display} is back; checking which games it still holds.`);
    },
  });
  const me = processId();
  const keys = runKeys(record.name);
  const queue = new Queue<BatchJob>(queueName(record.name), {
    connection: redis,
    prefix: PREFIX,
    defaultJobOptions: { removeOnComplete: true, removeOnFail: false, attempts: 2, backoff: { type: 'fixed', delay: 1_000 } },
  });
  queue.on('error', () => {}); // connection errors are reported through the notices above
  const pending = new Set(ctx.tasks.map(taskKey));
  const received = new Set<string>();
  const byKey = new Map(ctx.tasks.map((t) => [taskKey(t), t]));
  const batchSize = opts.batchSize ?? defaultBatchSize(ctx.tasks.length);
  let maxWorkers = 0;
  let finished = false;

  const take = (items: readonly string[]): void => {
    for (const line of items) {
      let o: GameOutcome;
      try {
        o = JSON.parse(line) as GameOutcome;
      } catch {
        continue;
      }
      if (!pending.has(o.key) || received.has(o.key)) continue;
      received.add(o.key);
      ctx.onOutcome(o);
    }
  };
  const drain = async (): Promise<number> => {
    let n = 0;
    for (;;) {
      const items = await redis.lpop(keys.outcomes, 1000);
      if (items === null || items.length === 0) return n;
      n += items.length;
      take(items);
    }
  };
  /** Queues the games that are neither collected nor in a job that will still be played. */
  const ensureQueued = async (): Promise<void> => {
    await claimRun(redis, record, me);
    const covered = new Set<string>();
    // Jobs only move forward (waiting -> active -> gone, after pushing their outcomes), so reading the states
    // in that order and draining afterwards misses no game; a game seen in neither is queued again.
    for (const state of PENDING_STATES) {
      for (const job of await queue.getJobs(state)) for (const t of (job?.data as BatchJob | undefined)?.tasks ?? []) covered.add(taskKey(t));
    }
    await drain();
    const missing: Task[] = [];
    for (const key of pending) if (!received.has(key) && !covered.has(key)) missing.push(byKey.get(key) as Task);
    const jobs: { name: string; data: BatchJob }[] = [];
    for (let i = 0; i < missing.length; i += batchSize) {
      jobs.push({ name: 'batch', data: { run: record.name, identity: record.identity, version: record.version, tasks: missing.slice(i, i + batchSize) } });
    }
    for (let i = 0; i < jobs.length; i += 500) await queue.addBulk(jobs.slice(i, i + 500));
  };

  try {
    const existed = await redis.hexists(RUNS_KEY, record.name);
    opts.onRun?.(record);
    await claimRun(redis, record, me);
    // A batch that failed before (and stopped an earlier coordinator) is played again.
    await queue.clean(0, 10_000, 'failed');
    await ensureQueued();
    if (existed === 1) notice(`run '${record.name}' continues: ${received.size} games were waiting in Redis.`);
    let lastBeat = 0;
    let warnedIdle = false;
    const refusals = new Set<string>();
    const started = Date.now();
    /** One round: collect outcomes; once a second, beat, and look at workers, refusals and failed batches. */
    const step = async (): Promise<number> => {
      if (reconnected) {
        reconnected = false;
        await ensureQueued();
      }
      const got = await drain();
      if (Date.now() - lastBeat < HEARTBEAT_MS) return got;
      lastBeat = Date.now();
      await redis.hset(keys.state, { coordinator: me, seen: Date.now(), done: received.size });
      const workers = await queue.getWorkersCount().catch(() => 0);
      maxWorkers = Math.max(maxWorkers, workers);
      if (workers === 0 && !warnedIdle && Date.now() - started > 2_000) {
        warnedIdle = true;
        notice(`no worker is serving run '${record.name}' yet; start some: codenames-ai worker --queue ${target.display}`);
      }
      if (workers > 0) warnedIdle = false;
      for (const [worker, why] of Object.entries(await redis.hgetall(keys.refusals))) {
        if (refusals.has(worker)) continue;
        refusals.add(worker);
        notice(`worker ${worker} refused run '${record.name}': ${why}`);
      }
      const [failed] = await queue.getJobs('failed', 0, 0);
      if (failed !== undefined) {
        throw new CodenamesError('queue/job-failed', `a batch of run '${record.name}' failed on a worker: ${failed.failedReason}. Fix the cause, then continue with --resume (the failed batch is queued again); 'codenames-ai queue remove ${record.name}' drops the run.`, { run: record.name });
      }
      return got;
    };
    // Ctrl-C must work while Redis is away (its commands then wait for it).
    const stopped = new Promise<null>((resolve) => ctx.signal?.addEventListener('abort', () => resolve(null), { once: true }));
    while (received.size < pending.size && ctx.signal?.aborted !== true) {
      const round = step();
      round.catch(() => {}); // left behind only when stopped
      const got = await Promise.race([round, stopped]);
      if (got === null) break;
      if (got === 0) await new Promise((r) => setTimeout(r, 50));
    }
    finished = received.size >= pending.size;
  } finally {
    if (finished) await removeRun(redis, record.name);
    else {
      // The run stays queued for a --resume; say that this coordinator left so the next need not wait.
      await Promise.race([redis.hset(keys.state, { seen: 0 }), new Promise((r) => setTimeout(r, 1_000).unref())]).catch(() => {});
      notice(`run '${record.name}' stays queued in Redis: workers go on playing it; the same command with --resume collects their games, 'codenames-ai queue remove ${record.name} --queue ${target.display}' drops it.`);
    }
    await Promise.race([queue.close(), new Promise((r) => setTimeout(r, 1_000).unref())]).catch(() => {});
    await closeRedis(redis);
  }
  return { workers: maxWorkers };
}
