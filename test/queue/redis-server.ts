/**
 * A real redis-server for the queue tests: Debian's `redis-server` on a free port in a temporary directory,
 * without persistence, stopped (or restarted, to test a Redis that goes away) by the test. When the binary is
 * missing the tests are skipped with the install command, and under CI=true they fail with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REDIS_BIN = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
export const INSTALL = 'apt-get install -y redis-server';
/** True when the tests can run (the binary is there). */
export const HAVE_REDIS = existsSync(REDIS_BIN);
/** Why the tests do not run, or null. */
export const MISSING = HAVE_REDIS ? null : `redis-server is not installed at ${REDIS_BIN}: run \`${INSTALL}\` (or set REDIS_SERVER to its path).`;

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface TestRedis {
  readonly port: number;
  readonly url: string;
  /** Stops the server (its data is gone: no persistence). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  close(): Promise<void>;
}

/** Starts a redis-server on a free port in a fresh temporary directory. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'queue-redis-'));
  let child: ChildProcess | null = null;
  const start = (): Promise<void> => new Promise((resolve, reject) => {
    const c = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = c;
    let log = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start on port ${port}: ${log}`)), 10_000);
    c.stdout?.on('data', (d: Buffer) => {
      log += d.toString();
      if (log.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    c.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}) before it was ready: ${log}`));
    });
  });
  const stop = (): Promise<void> => new Promise((resolve) => {
    const c = child;
    child = null;
    if (c === null || c.exitCode !== null) return resolve();
    c.removeAllListeners('exit');
    c.once('exit', () => resolve());
    c.kill('SIGKILL');
  });
  await start();
  return {
    port, url: `redis://127.0.0.1:${port}`,
    stop, start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
