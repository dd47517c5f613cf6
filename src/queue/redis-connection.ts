/**
 * The `--queue redis://HOST:PORT[/DB]` address and the Redis connections of a distributed run. A first
 * connection fails fast with a typed error (wrong URL, nothing listening, not Redis, bad database, password);
 * once connected, a lost connection is retried for ever and reported once through `onLost`/`onBack`, so a
 * coordinator or worker waits for Redis to come back instead of failing its games.
 */
import { Redis, type RedisOptions } from 'ioredis';
import { CodenamesError } from '../errors.js';

/** Where the queue's Redis is. */
export interface QueueTarget {
  /** The URL as given, password masked (for messages). */
  readonly display: string;
  readonly host: string;
  readonly port: number;
  readonly db: number;
  readonly username?: string;
  readonly password?: string;
  readonly tls: boolean;
}

const FIX = 'Give --queue redis://HOST:PORT[/DB] (e.g. redis://127.0.0.1:6379/0; rediss:// for TLS, redis://:PASSWORD@HOST:PORT for a password).';

/**
 * Parses a queue URL.
 *
 * @example
 * parseQueueUrl('redis://10.0.0.5:6380/2'); // { host: '10.0.0.5', port: 6380, db: 2, tls: false, ... }
 */
export function parseQueueUrl(text: string): QueueTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CodenamesError('queue/bad-url', `'${text}' is not a URL. ${FIX}`, { url: text });
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new CodenamesError('queue/bad-url', `'${text}' is a ${url.protocol.replace(':', '')} URL, not a Redis one. ${FIX}`, { url: text });
  }
  if (url.hostname === '') throw new CodenamesError('queue/bad-url', `'${text}' names no host. ${FIX}`, { url: text });
  const port = url.port === '' ? 6379 : Number(url.port);
  const path = url.pathname.replace(/^\//, '');
  const db = path === '' ? 0 : Number(path);
  if (!Number.isInteger(db) || db < 0 || !/^\d*$/.test(path)) {
    throw new CodenamesError('queue/bad-url', `the database in '${text}' must be a number (redis://HOST:PORT/0); got '${path}'. ${FIX}`, { url: text });
  }
  if (url.search !== '' || url.hash !== '') throw new CodenamesError('queue/bad-url', `'${text}' has a query or fragment, which the queue does not read. ${FIX}`, { url: text });
  const masked = url.password === '' ? text : text.replace(`:${url.password}@`, ':***@');
  return {
    display: masked,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    db,
    ...(url.username === '' ? {} : { username: decodeURIComponent(url.username) }),
    ...(url.password === '' ? {} : { password: decodeURIComponent(url.password) }),
    tls: url.protocol === 'rediss:',
  };
}

/** Reports about a connection that was up and went away. */
export interface ConnectionNotices {
  /** Called once when an established connection is lost (then it is retried until it comes back). */
  onLost?(target: QueueTarget, reason: string): void;
  /** Called once when it is back. */
  onBack?(target: QueueTarget): void;
}

/** How long the first connection may take before the URL counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 5_000;

function options(target: QueueTarget, state: { established: boolean }): RedisOptions {
  return {
    host: target.host,
    port: target.port,
    db: target.db,
    ...(target.username === undefined ? {} : { username: target.username }),
    ...(target.password === undefined ? {} : { password: target.password }),
    ...(target.tls ? { tls: {} } : {}),
    // BullMQ's workers block on Redis; their commands must wait for a reconnection rather than fail.
    maxRetriesPerRequest: null,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Before the first success a failure is final (a wrong URL should say so at once); after it, retry for ever.
    retryStrategy: (attempt: number) => (state.established ? Math.min(attempt * 250, 2_000) : null),
  };
}

/**
 * Opens a connection and checks it answers as Redis (PING), or throws `queue/unreachable` with the reason.
 *
 * @example
 * const redis = await openRedis(parseQueueUrl('redis://127.0.0.1:6379'));
 */
export async function openRedis(target: QueueTarget, notices: ConnectionNotices = {}): Promise<Redis> {
  const state = { established: false };
  const redis = new Redis(options(target, state));
  let lastError = '';
  redis.on('error', (e: Error) => {
    lastError = e.message;
  });
  try {
    await Promise.race([
      (async () => {
        await redis.connect();
        const pong = await redis.ping();
        if (pong !== 'PONG') throw new Error(`it answered PING with '${pong}'`);
      })(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS + 500).unref()),
    ]);
  } catch (e) {
    redis.disconnect();
    const why = e instanceof Error ? e.message : String(e);
    const hint = /DB index/i.test(why)
      ? 'That database number does not exist on this server (databases are 0-15 unless configured otherwise).'
      : /NOAUTH|WRONGPASS|AUTH/i.test(why)
        ? 'The server wants a password: redis://:PASSWORD@HOST:PORT.'
        : `Start Redis there (redis-server --port ${target.port}) or fix the host and port.`;
    throw new CodenamesError('queue/unreachable', `cannot use Redis at ${target.display}: ${why}${lastError !== '' && !why.includes(lastError) ? ` (${lastError})` : ''}. ${hint}`, { url: target.display }, { cause: e });
  }
  state.established = true;
  let lost = false;
  redis.on('close', () => {
    if (lost || closing.has(redis)) return;
    lost = true;
    notices.onLost?.(target, lastError === '' ? 'connection closed' : lastError);
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    notices.onBack?.(target);
  });
  return redis;
}

const closing = new WeakSet<Redis>();

/** Closes a connection (without reporting it as lost) and without waiting long on a server that may be gone. */
export async function closeRedis(redis: Redis): Promise<void> {
  closing.add(redis);
  try {
    await Promise.race([redis.quit(), new Promise((r) => setTimeout(r, 1_000).unref())]);
  } catch {
    // already closed
  }
  redis.disconnect();
}
