/**
 * One long-lived child process that answers JSON Lines requests (the `serve --stdio` protocol): a line
 * `{ "id": N, "role": ..., ...request }` in, a line `{ "id": N, ...answer }` out. Requests may overlap; answers
 * are matched by id. The child's stderr is passed to the log line by line, never parsed.
 *
 * Failures become errors that name the agent and the fix, and never take the caller down:
 * - the command is not found or not executable: `agent/load-failed` (at start, and for every request);
 * - the child exits or is killed: the requests in flight fail (`details.forfeit = 'crash'`, with the exit
 *   status and the last stderr lines), and the next request starts a new child after a short back-off; after
 *   `maxRestarts` crashes in a row without one good answer, requests fail at once;
 * - a line that is not a JSON object, or an answer to an id nobody asked: the protocol is broken, so every
 *   request in flight fails and the child is replaced;
 * - no answer within the time limit: `agent/timeout`, and the child is killed (a hung child would hold up
 *   every later request) and replaced on the next request.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';
import { CodenamesError } from '../../errors.js';

export interface JsonLinesProcessOptions {
  /** The agent's name, for messages. */
  readonly name: string;
  /** Program and arguments (no shell). */
  readonly argv: readonly string[];
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Default time limit of one request (ms). */
  readonly timeoutMs: number;
  /** Receives each stderr line of the child and notes about restarts. */
  readonly log: (line: string) => void;
  /** Crashes in a row (no good answer between them) after which requests fail at once. Default 3. */
  readonly maxRestarts?: number;
  /** How the user names this agent, for fixes in messages (e.g. "--agent bot=exec:python3 bot.py"). */
  readonly spec?: string;
}

export interface JsonLinesProcess {
  /** Sends one request (an `id` is added) and resolves with the answer object (its `id` removed). */
  request(body: Readonly<Record<string, unknown>>, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Closes the child's stdin, waits for it to exit (at most `graceMs`, default 2 s), then kills it. */
  close(graceMs?: number): Promise<void>;
  /** Children started so far. */
  starts(): number;
  /** The child's process id, or null when none runs (for tests and logs). */
  pid(): number | null;
}

interface Pending {
  /** The child the request was written to: only its exit or breakage fails the request. */
  readonly owner: ChildProcessWithoutNullStreams;
  resolve(v: Record<string, unknown>): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
}

const TAIL_LINES = 8;

/** A 'data' handler that calls `onLine` once per complete line (UTF-8, CRLF or LF); `flush()` hands on the rest. */
function lineSplitter(onLine: (line: string) => void): ((chunk: Buffer) => void) & { flush(): void } {
  const decoder = new StringDecoder('utf8');
  let buf = '';
  const handler = (chunk: Buffer): void => {
    buf += decoder.write(chunk);
    let nl = buf.indexOf('\n');
    while (nl >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
      nl = buf.indexOf('\n');
    }
  };
  return Object.assign(handler, {
    flush() {
      buf += decoder.end();
      if (buf !== '') onLine(buf);
      buf = '';
    },
  });
}

/**
 * Creates the client; the child starts on the first request (or at once with `start()` semantics, see
 * exec-agent.ts, which waits for the spawn to catch a missing command early).
 */
export function createJsonLinesProcess(opts: JsonLinesProcessOptions): JsonLinesProcess & { spawned(): Promise<void> } {
  const maxRestarts = opts.maxRestarts ?? 3;
  const spec = opts.spec ?? `--agent ${opts.name}=exec:${opts.argv.join(' ')}`;
  const pending = new Map<number, Pending>();
  /** Children stopped because a request timed out or they broke the protocol: their exit is not a crash. */
  const replaced = new Set<ChildProcessWithoutNullStreams>();
  const tail: string[] = [];
  let child: ChildProcessWithoutNullStreams | null = null;
  let ready: Promise<void> | null = null;
  let nextId = 1;
  let started = 0;
  let crashesInRow = 0;
  let lastCrash = '';
  let closed = false;
  let fatal: CodenamesError | null = null;

  const failAll = (owner: ChildProcessWithoutNullStreams, e: () => Error): void => {
    for (const [id, p] of pending) {
      if (p.owner !== owner) continue;
      clearTimeout(p.timer);
      pending.delete(id);
      p.reject(e());
    }
  };
  const tailText = (): string => (tail.length === 0 ? '' : ` Its last stderr lines: ${tail.map((l) => JSON.stringify(l)).join(' ')}`);
  const kill = (c: ChildProcessWithoutNullStreams): void => {
    if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  };
  const broken = (c: ChildProcessWithoutNullStreams, why: string): void => {
    failAll(c, () => new CodenamesError('agent/external-failed', `agent '${opts.name}' broke the protocol: ${why}. Print one JSON object per line on stdout, each with the id of the request it answers; write logs to stderr.`, { agent: opts.name }));
    if (child === c) {
      child = null;
      ready = null;
    }
    replaced.add(c);
    kill(c);
  };

  const start = (): Promise<void> => {
    started += 1;
    const c = spawn(opts.argv[0] as string, opts.argv.slice(1), { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'] });
    child = c;
    tail.length = 0;
    const onLine = (line: string): void => {
      if (line.trim() === '') return;
      let msg: unknown;
      try {
        msg = JSON.parse(line);
      } catch {
        broken(c, `it printed a line that is not JSON: ${JSON.stringify(line.length > 120 ? `${line.slice(0, 120)}...` : line)}`);
        return;
      }
      if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) {
        broken(c, `it printed ${JSON.stringify(msg)}, not a JSON object`);
        return;
      }
      const { id, ...answer } = msg as Record<string, unknown>;
      const p = typeof id === 'number' ? pending.get(id) : undefined;
      if (p === undefined) {
        broken(c, `it answered id ${JSON.stringify(id)}, which was not asked (waiting for ${[...pending.keys()].join(', ') || 'nothing'})`);
        return;
      }
      pending.delete(id as number);
      clearTimeout(p.timer);
      crashesInRow = 0;
      p.resolve(answer);
    };
    const onErrLine = (line: string): void => {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      opts.log(line);
    };
    c.stdout.on('data', lineSplitter(onLine));
    const errLines = lineSplitter(onErrLine);
    c.stderr.on('data', errLines);
    c.stdin.on('error', () => { /* EPIPE: the exit handler reports it */ });
    return new Promise<void>((resolve, reject) => {
      c.once('spawn', () => resolve());
      c.once('error', (e: NodeJS.ErrnoException) => {
        if (child === c) child = null;
        const what = e.code === 'ENOENT' ? `command '${opts.argv[0]}' was not found` : e.code === 'EACCES' ? `command '${opts.argv[0]}' is not executable` : `command '${opts.argv[0]}' could not start (${e.message})`;
        fatal = new CodenamesError('agent/load-failed', `agent '${opts.name}': ${what}${opts.cwd === undefined ? '' : ` (in ${opts.cwd})`}. Install it, give its full path, or fix ${spec}.`, { agent: opts.name });
        failAll(c, () => fatal as CodenamesError);
        reject(fatal);
      });
      c.once('exit', (code, signal) => {
        errLines.flush();
        if (child === c) child = null;
        if (closed || replaced.delete(c)) {
          failAll(c, () => new CodenamesError('agent/external-failed', `agent '${opts.name}' ${closed ? 'was closed' : 'was stopped (a request timed out or it broke the protocol)'}.`, { agent: opts.name }));
          return;
        }
        crashesInRow += 1;
        lastCrash = signal === null ? `exited with code ${String(code)}` : `was killed by ${signal}`;
        const when = started === 1 && crashesInRow === 1 ? ' (its first start)' : '';
        failAll(c, () => new CodenamesError('agent/external-failed', `agent '${opts.name}' ${lastCrash}${when} before answering.${tailText()} Run the command by hand, send it a request line, and fix what its stderr says (${spec}).`, { agent: opts.name, forfeit: 'crash' }));
      });
    });
  };

  const ensure = async (): Promise<ChildProcessWithoutNullStreams> => {
    if (fatal !== null) throw fatal;
    if (child !== null && ready !== null) {
      await ready;
      if (child !== null) return child;
    }
    if (crashesInRow >= maxRestarts) {
      throw new CodenamesError('agent/external-failed', `agent '${opts.name}' crashed ${crashesInRow} times in a row (last: it ${lastCrash}); not restarted again. Fix the program (${spec}).`, { agent: opts.name, forfeit: 'crash' });
    }
    if (crashesInRow > 0) {
      opts.log(`restarting after it ${lastCrash}`);
      await new Promise((r) => setTimeout(r, Math.min(1_000, 50 * 2 ** crashesInRow)));
      if (child !== null && ready !== null) return ensure();
    }
    ready = start();
    await ready;
    if (child === null) throw new CodenamesError('agent/external-failed', `agent '${opts.name}' ${lastCrash} as soon as it started.${tailText()} Fix the program (${spec}).`, { agent: opts.name, forfeit: 'crash' });
    return child;
  };

  return {
    async request(body, timeoutMs = opts.timeoutMs) {
      if (closed) throw new CodenamesError('agent/external-failed', `agent '${opts.name}' is closed.`, { agent: opts.name });
      const c = await ensure();
      const id = nextId;
      nextId += 1;
      return new Promise<Record<string, unknown>>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (!pending.delete(id)) return;
          reject(new CodenamesError('agent/timeout', `agent '${opts.name}' did not answer within ${timeoutMs} ms; its process was stopped and will be restarted. Make it answer faster, or raise --time-limit.`, { agent: opts.name }));
          // A child that does not answer holds up everything queued behind it: replace it now.
          if (child === c) {
            child = null;
            ready = null;
          }
          replaced.add(c);
          kill(c);
        }, timeoutMs);
        pending.set(id, { owner: c, resolve, reject, timer });
        c.stdin.write(`${JSON.stringify({ id, ...body })}\n`);
      });
    },
    async close(graceMs = 2_000) {
      if (closed) return;
      closed = true;
      const c = child;
      if (c === null) return;
      const exited = new Promise<void>((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', () => r())));
      c.stdin.end();
      const timer = setTimeout(() => kill(c), graceMs);
      await exited;
      clearTimeout(timer);
    },
    starts: () => started,
    pid: () => child?.pid ?? null,
    spawned: async () => {
      await ensure();
    },
  };
}
