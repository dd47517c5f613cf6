/**
 * Claiming, listing and removing queued runs in Redis. A run name is held by one identity: a coordinator
 * with other settings (or another version) under a name in use is refused, and so is a second live
 * coordinator of the same run (its heartbeat is fresh); a coordinator that died leaves a run that a new one
 * with the same settings takes over (that is `--resume`).
 */
import { hostname } from 'node:os';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { CodenamesError } from '../errors.js';
import { parseRunRecord, PREFIX, queueName, RUNS_KEY, runKeys, type RunRecord } from './run-record.js';

/** How often a coordinator says it is alive, and after how long without it counts as gone. */
export const HEARTBEAT_MS = 1_000;
export const HEARTBEAT_LAPSE_MS = 4_000;

/** Who this process is, in worker lists and heartbeats. */
export function processId(): string {
  return `${hostname()}:${process.pid}`;
}

/** The coordinator state of a run, as stored in its state hash. */
export interface RunState {
  readonly coordinator: string | null;
  /** Date.now() of the last heartbeat (0 when the coordinator left). */
  readonly seen: number;
  /** Games the coordinator has collected. */
  readonly done: number;
}

/** Reads a run's state hash. */
export async function readRunState(redis: Redis, name: string): Promise<RunState> {
  const h = await redis.hgetall(runKeys(name).state);
  return { coordinator: h.coordinator ?? null, seen: Number(h.seen ?? 0), done: Number(h.done ?? 0) };
}

/** Every queued run, by name. */
export async function listRunRecords(redis: Redis): Promise<RunRecord[]> {
  const all = await redis.hgetall(RUNS_KEY);
  return Object.values(all).map(parseRunRecord).filter((r): r is RunRecord => r !== null).sort((a, b) => a.createdAt - b.createdAt);
}

function describe(r: RunRecord): string {
  return `${r.setup.variant}, seed ${r.setup.seed}, ${r.games} games, spymasters ${r.setup.spymasters.join(',')}, guessers ${r.setup.guessers.join(',')}, codenames-ai ${r.version}`;
}

/**
 * Claims `record.name` for this coordinator: creates the run, or takes over a run with the same identity
 * whose coordinator is gone (waiting up to one heartbeat lapse for a just-killed one). Returns true when the
 * run already existed (its queued games and collected outcomes are reused).
 */
export async function claimRun(redis: Redis, record: RunRecord, me: string): Promise<boolean> {
  const created = await redis.hsetnx(RUNS_KEY, record.name, JSON.stringify(record));
  if (created === 1) {
    await redis.hset(runKeys(record.name).state, { coordinator: me, seen: Date.now(), done: 0 });
    await redis.publish(RUNS_CHANNEL, `queued:${record.name}`);
    return false;
  }
  const existing = parseRunRecord((await redis.hget(RUNS_KEY, record.name)) ?? '');
  if (existing === null || existing.identity !== record.identity) {
    throw new CodenamesError('queue/run-name-taken', `the run name '${record.name}' is in use on this Redis by another tournament (${existing === null ? 'unreadable record' : describe(existing)}); this one is ${describe(record)}. Choose another --run-name, or remove the other run: codenames-ai queue remove ${record.name} --queue URL.`, { run: record.name });
  }
  const deadline = Date.now() + HEARTBEAT_LAPSE_MS + HEARTBEAT_MS;
  for (;;) {
    const state = await readRunState(redis, record.name);
    const alive = state.coordinator !== null && state.coordinator !== me && Date.now() - state.seen < HEARTBEAT_LAPSE_MS;
    if (!alive) break;
    if (Date.now() > deadline) {
      throw new CodenamesError('queue/run-active', `run '${record.name}' already has a live coordinator (${state.coordinator}, heard ${Math.round((Date.now() - state.seen) / 1000)} s ago). Wait for it to finish (codenames-ai queue status --queue URL), or stop it first; a second coordinator of one run is refused.`, { run: record.name });
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await redis.hset(runKeys(record.name).state, { coordinator: me, seen: Date.now() });
  return true;
}

/** The channel on which coordinators say that a run was queued (`queued:NAME`) or removed (`removed:NAME`); workers look at once. */
export const RUNS_CHANNEL = `${PREFIX}:runs-changed`;

/**
 * Removes everything a run keeps in Redis: its record first (workers then stop its batches and leave its
 * queue, which is waited for up to `leaveMs`), then its BullMQ queue, outcomes, state and refusals.
 */
export async function removeRun(redis: Redis, name: string, leaveMs = 5_000): Promise<void> {
  const keys = runKeys(name);
  await redis.hdel(RUNS_KEY, name);
  await redis.publish(RUNS_CHANNEL, `removed:${name}`);
  const queue = new Queue(queueName(name), { connection: redis, prefix: PREFIX, skipMetasUpdate: true });
  try {
    // A worker still finishing a batch of this run would write to its queue after the removal.
    const until = Date.now() + leaveMs;
    while (Date.now() < until && (await queue.getWorkersCount().catch(() => 0)) > 0) await new Promise((r) => setTimeout(r, 25));
    await queue.obliterate({ force: true });
  } finally {
    await queue.close();
  }
  await redis.del(keys.outcomes, keys.state, keys.refusals);
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${PREFIX}:${queueName(name)}:*`, 'COUNT', 1000);
    cursor = next;
    if (found.length > 0) await redis.del(...found);
  } while (cursor !== '0');
}
