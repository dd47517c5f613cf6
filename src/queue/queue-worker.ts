/**
 * A queue worker (`codenames-ai worker --queue URL`): watches the runs queued on a Redis, and for each run it
 * can play - same package version, same agent files, agents that build here - takes its batches from the
 * run's BullMQ queue and pushes every game's outcome to the run's outcome list as soon as it is known. A run
 * it cannot play is refused with the reason (printed, and recorded for the coordinator to show); with
 * `run` set, the worker serves that run only and a refusal ends it with the error.
 *
 * Delivery is at least once: a worker killed mid-batch stops renewing the batch's lock, and after
 * `lockMs` another worker's stalled-job check hands the batch to a live worker, which plays it again; the
 * coordinator counts each (board, match) once. Pushes go through a script that drops them once the run is
 * gone, so a late batch never leaves keys behind a finished run.
 */
import { Worker, WaitingError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { isCodenamesError } from '../errors.js';
import type { GameOutcome } from '../harness/types.js';
import { createBatchPlayer, type BatchPlayer } from './batch-player.js';
import { closeRedis, openRedis, parseQueueUrl } from './redis-connection.js';
import { localSetup, PREFIX, queueName, RUNS_KEY, runKeys, type BatchJob, type RunRecord } from './run-record.js';
import { HEARTBEAT_LAPSE_MS, HEARTBEAT_MS, listRunRecords, processId, RUNS_CHANNEL } from './run-registry.js';

export interface QueueWorkerOptions {
  readonly url: string;
  /** Directory the runs' relative file paths resolve in (default: the process's cwd). */
  readonly cwd: string;
  /** Serve only this run; a refusal is then an error, and the worker ends when the run is finished. */
  readonly run?: string;
  /** Worker threads per batch (0: play in this process). */
  readonly workers?: number;
  /** Games in flight at once in this process, or in each thread, for agents that wait (default: what the run asks for, else 1). */
  readonly concurrency?: number;
  /** Batch lock: a worker silent this long has its batch handed to another (default 30,000 ms). */
  readonly lockMs?: number;
  /** How often to look for new runs (default 1,000 ms). */
  readonly pollMs?: number;
  /** Times a batch may be handed on after its worker went silent before it fails (default 5). */
  readonly maxStalls?: number;
  readonly onNotice?: (message: string) => void;
  /** Stops the worker (the batches in hand are finished first). */
  readonly signal?: AbortSignal;
}

interface Served {
  readonly record: RunRecord;
  readonly player: BatchPlayer;
  readonly bull: Worker<BatchJob>;
  /** Set when the run disappeared: batches in hand stop. */
  gone: boolean;
  /** When the poll first missed the run without a removal message (a Redis that came back empty). */
  missingSince: number | null;
}

/** Pushes outcomes only while the run exists, returning -1 once it is gone. */
const PUSH_SCRIPT = `if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return -1 end
return redis.call('RPUSH', KEYS[2], unpack(ARGV, 2))`;

type PushRedis = Redis & { pushOutcomes(runs: string, list: string, name: string, ...items: string[]): Promise<number> };

/**
 * Runs a worker until the signal aborts (or, with `run`, until that run is finished). Rejects with a typed
 * error when `run` is given and this worker cannot play it.
 */
export async function runQueueWorker(opts: QueueWorkerOptions): Promise<void> {
  const notice = opts.onNotice ?? (() => {});
  const target = parseQueueUrl(opts.url);
  const redis = (await openRedis(target, {
    onLost: (t, why) => notice(`lost Redis at ${t.display} (${why}); waiting for it to come back.`),
    onBack: (t) => notice(`Redis at ${t.display} is back.`),
  })) as PushRedis;
  redis.defineCommand('pushOutcomes', { numberOfKeys: 2, lua: PUSH_SCRIPT });
  const me = processId();
  const lockMs = opts.lockMs ?? 30_000;
  const served = new Map<string, Served>();
  const refused = new Map<string, string>(); // identity -> reason
  let servedNamed = false;
  let waitingSaid = false;

  const playJob = async (s: Served, job: Job<BatchJob>, token: string | undefined): Promise<void> => {
    if (job.data.identity !== s.record.identity || job.data.version !== s.record.version) {
      // Not the run this worker built: give the batch back and stop taking this run's batches.
      await job.moveToWait(token);
      void s.bull.close();
      throw new WaitingError();
    }
    const player = s.player;
    const keys = runKeys(s.record.name);
    const pushes: Promise<number>[] = [];
    let gone = false;
    const push = (o: GameOutcome): void => {
      pushes.push(redis.pushOutcomes(RUNS_KEY, keys.outcomes, s.record.name, JSON.stringify(o)).then((n) => {
        if (n < 0) gone = true;
        return n;
      }));
    };
    await player.play(job.data.tasks, push, () => gone || s.gone);
    await Promise.all(pushes);
  };

  const serve = async (record: RunRecord): Promise<void> => {
    const player = await createBatchPlayer(localSetup(record, opts.cwd), record.name, opts.workers ?? 0, opts.concurrency ?? record.concurrency ?? 1);
    const s: Served = {
      record,
      player,
      gone: false,
      missingSince: null,
      bull: new Worker<BatchJob>(queueName(record.name), async (job, token) => playJob(s, job, token), {
        connection: redis,
        prefix: PREFIX,
        name: me,
        concurrency: 1,
        lockDuration: lockMs,
        stalledInterval: Math.max(500, Math.round(lockMs / 2)),
        maxStalledCount: opts.maxStalls ?? 5,
        drainDelay: 1,
      }),
    };
    s.bull.on('error', () => {}); // connection trouble is reported by the notices; a vanished run by the poll
    served.set(record.name, s);
    notice(`serving run '${record.name}' (${record.total} games, ${record.setup.spymasters.join(',')} x ${record.setup.guessers.join(',')})`);
  };

  const poll = async (): Promise<boolean> => {
    const records = (await listRunRecords(redis)).filter((r) => opts.run === undefined || r.name === opts.run);
    for (const [name, s] of served) {
      const now = records.find((r) => r.name === name);
      if (now !== undefined && now.identity === s.record.identity) {
        s.missingSince = null;
        continue;
      }
      // A run that vanished without being removed is a Redis that lost its data: its coordinator queues it
      // again within a heartbeat, so a worker for that run only waits for it.
      if (opts.run !== undefined && now === undefined && !removed.has(name)) {
        s.missingSince ??= Date.now();
        if (Date.now() - s.missingSince < HEARTBEAT_LAPSE_MS + HEARTBEAT_MS) continue;
      }
      s.gone = true;
      served.delete(name);
      await s.bull.close();
      await s.player.close();
      notice(`run '${name}' is finished or removed`);
      if (opts.run !== undefined) return false;
    }
    for (const record of records) {
      if (served.has(record.name) || refused.has(record.identity)) continue;
      try {
        await serve(record);
        servedNamed = true;
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        if (opts.run !== undefined || !isCodenamesError(e)) throw e;
        refused.set(record.identity, why);
        notice(`refusing run '${record.name}': ${why}`);
        await redis.hset(runKeys(record.name).refusals, me, why);
      }
    }
    if (opts.run !== undefined && !servedNamed && records.length === 0 && !waitingSaid) {
      waitingSaid = true;
      notice(`waiting for run '${opts.run}' to be queued`);
    }
    return true;
  };

  // Coordinators announce new and removed runs; the poll is the fallback (and catches a lost message).
  let wake: () => void = () => {};
  const subscriber = redis.duplicate();
  subscriber.on('error', () => {});
  const removed = new Set<string>();
  subscriber.on('message', (_channel: string, message: string) => {
    if (message.startsWith('removed:')) removed.add(message.slice('removed:'.length));
    if (message.startsWith('queued:')) removed.delete(message.slice('queued:'.length));
    wake();
  });
  const onAbort = (): void => wake();
  opts.signal?.addEventListener('abort', onAbort);
  try {
    await subscriber.subscribe(RUNS_CHANNEL);
    let waitedNotice = false;
    while (opts.signal?.aborted !== true) {
      if (!(await poll())) break;
      if (served.size === 0 && opts.run === undefined && !waitedNotice) {
        waitedNotice = true;
        notice(`waiting for runs on ${target.display}`);
      }
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, opts.pollMs ?? 1_000);
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
    }
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
    await Promise.all([...served.values()].map(async (s) => {
      await s.bull.close();
      await s.player.close();
    }));
    await closeRedis(subscriber);
    await closeRedis(redis);
  }
}
