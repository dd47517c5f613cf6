/**
 * `codenames-ai serve`: the role protocol over HTTP (default) or JSON Lines on stdin/stdout (--stdio). Over
 * HTTP the agents run in a pool of worker threads (--workers, each with its own model and referee) so a slow
 * clue never stalls the event loop; --workers 0 keeps them in the main thread. The model loads once per
 * thread at start; SIGTERM/SIGINT stop taking requests, finish the ones in flight, end the workers, exit 0.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { CodenamesError } from '../../errors.js';
import { intFlag, parseFlags } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';

const DEFAULT_RULE = 'min(2, CPU cores)';

/**
 * Two workers where there are two cores or more. One worker already frees the event loop (health checks stay
 * fast), but every agent request still queues behind a slow clue; a second one answers the others meanwhile.
 * On the 2-core development machine 1 and 2 workers gave the same throughput (clue 77 vs 74 req/s, guess 715
 * vs 753 in one `node bench/server.bench.mjs --workers 1,2` run), so more would mostly cost memory (~300 MB
 * and a few seconds of warm-up per worker); `--workers N` is there for a bigger, dedicated server.
 */
function defaultWorkers(): number {
  return Math.max(1, Math.min(2, availableParallelism()));
}

const HELP = `codenames-ai serve: answer role requests (clue, guess, check-clue, cover) for other programs

Usage: codenames-ai serve [--port 8080] [--host 127.0.0.1] [--workers N] [--stdio] [--body-limit 65536] [--timeout 30000]
                          [--clue-batch DIR] [--model DIR ...]

HTTP (default): POST /v1/clue, /v1/guess, /v1/check-clue, /v1/cover with a JSON body; GET /healthz;
GET / is a web page to play against the AI. Request shapes: schema/protocol.schema.json (also served at
GET /schema/protocol.schema.json). Errors: {"error":{"code","message","path"}} with 400/413/422/500/503.

--stdio: one JSON request per line on stdin, with "id" and "role" (spymaster | guesser | referee | cover);
one answer per line on stdout with the same "id". Ends when stdin closes. Logs go to stderr. Lines are
answered one at a time in the main thread (--workers does not apply).

Flags:
  --port N          TCP port (default 8080; 0 picks a free one)
  --host ADDR       address to bind (default 127.0.0.1; 0.0.0.0 for all interfaces)
  --workers N       agent worker threads, each loading its own model (~300 MB); the main thread keeps
                    HTTP and health checks responsive (default: ${defaultWorkers()} here, ${DEFAULT_RULE});
                    0 runs the agents in the main thread
  --stdio           JSON Lines on stdin/stdout instead of HTTP
  --body-limit N    largest request body / line in bytes (default 65536)
  --timeout MS      longest time an agent may take per request (default 30000); past it a 503, and
                    with workers the worker is ended and replaced (even a synchronous loop stops)
  --model DIR       a model folder to play with too, for its own language (repeatable); without it the
                    agents play English and every language with an installed model (model bridge /
                    model import; GET /healthz lists them)
  --clue-batch DIR  hold a blind clue batch (a folder from 'codenames-ai eval clues --out', or a key
                    file) for the page's "Judge clues" mode: people read its clues at /?mode=judge and
                    the server scores their answers with the key, which never leaves it
`;

/** Starts the worker threads, each loading and warming up its own agents; fails with the workers' reason. */
async function startPool(io: CliIO, workers: number, log: (line: string) => void, modelPaths: readonly string[]): Promise<import('../../server/agent-pool.js').AgentPool> {
  const started = Date.now();
  const { createAgentPool } = await import('../../server/agent-pool.js');
  const pool = await createAgentPool({ workers, warmUp: 'word-lists', log, modelPaths });
  io.stderr.write(`codenames-ai serve: ${workers} agent worker${workers === 1 ? '' : 's'} loaded and warmed up in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return pool;
}

/** Loads the model once; an HTTP server also warms the agents up so its first request is not the slow one. */
async function loadBackend(io: CliIO, warmUp: boolean, modelPaths: readonly string[]): Promise<import('../../server/backend.js').RoleBackend> {
  const started = Date.now();
  const { createDefaultBackend } = await import('../../server/default-backend.js');
  const backend = await createDefaultBackend({ warmUp: warmUp ? 'word-lists' : false, modelPaths });
  io.stderr.write(`codenames-ai serve: agents for ${backend.agentLanguages.join(', ')}; model ${backend.model.name} loaded${warmUp ? ' and warmed up' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return backend;
}

/** The --model folders, resolved and checked (a readable model), so a bad one fails before any worker starts. */
async function serveModels(paths: readonly string[], cwd: string): Promise<string[]> {
  const { loadModel, resolveModelDir } = await import('../../embeddings/index.js');
  const dirs = paths.map((p) => resolveModelDir(p, cwd));
  for (const d of dirs) await loadModel(d);
  return dirs;
}

export const command: CliCommand = {
  help: HELP,
  async run(argv, io) {
    const { values } = parseFlags('serve', argv, {
      port: { type: 'string' },
      host: { type: 'string' },
      stdio: { type: 'boolean' },
      'body-limit': { type: 'string' },
      timeout: { type: 'string' },
      workers: { type: 'string' },
      'clue-batch': { type: 'string' },
      model: { type: 'string', multiple: true },
    }, false);
    const modelPaths = await serveModels((values.model ?? []) as string[], io.cwd);
    const port = intFlag('port', values.port, 8080, 0, 65535);
    const bodyLimit = intFlag('body-limit', values['body-limit'], 64 * 1024, 256, 64 * 1024 * 1024);
    const timeoutMs = intFlag('timeout', values.timeout, 30_000, 10, 3_600_000);
    const workers = intFlag('workers', values.workers, defaultWorkers(), 0, 64);
    const log = (line: string): void => void io.stderr.write(`${line}\n`);
    if (values.stdio === true) {
      if (values.port !== undefined || values.host !== undefined) throw new CodenamesError('cli/usage', '--stdio does not listen on a port; drop --port/--host, or drop --stdio to serve HTTP.');
      if (values.workers !== undefined) throw new CodenamesError('cli/usage', '--stdio answers one line at a time in the main thread; drop --workers, or drop --stdio to serve HTTP with worker threads.');
      const backend = await loadBackend(io, false, modelPaths);
      const { runStdio } = await import('../../server/stdio.js');
      const { lines } = await runStdio(io.stdin, io.stdout, backend, { lineLimit: bodyLimit, agentTimeoutMs: timeoutMs, log });
      io.stderr.write(`codenames-ai serve: stdin closed after ${lines} requests\n`);
      return 0;
    }
    const clueBatch = values['clue-batch'] === undefined ? null : (await import('../../server/clue-eval-endpoints.js')).loadClueBatch(resolve(io.cwd, values['clue-batch']));
    if (clueBatch !== null) io.stderr.write(`codenames-ai serve: clue batch of ${clueBatch.items.length} items from ${clueBatch.source} (page: /?mode=judge)\n`);
    const pool = workers > 0 ? await startPool(io, workers, log, modelPaths) : null;
    const backend = pool ?? (await loadBackend(io, true, modelPaths));
    const { createServer } = await import('../../server/http-server.js');
    const { createRequire } = await import('node:module');
    const version = (createRequire(import.meta.url)('../../../package.json') as { version: string }).version;
    const srv = createServer({ backend, bodyLimit, agentTimeoutMs: timeoutMs, log, version, clueBatch });
    let address;
    try {
      address = await srv.listen(port, values.host ?? '127.0.0.1');
    } catch (e) {
      await pool?.close(0);
      const why = e instanceof Error ? e.message : String(e);
      throw new CodenamesError('cli/io', `Cannot listen on ${values.host ?? '127.0.0.1'}:${port} (${why}); pick another --port or --host.`);
    }
    io.stderr.write(`codenames-ai serve: listening on ${address.url} (POST /v1/clue, /v1/guess, /v1/check-clue, /v1/cover; GET / for the web page; ${pool === null ? 'agents in the main thread' : `${pool.size} agent worker${pool.size === 1 ? '' : 's'}`})\n`);
    await new Promise<void>((resolve) => {
      const stop = (signal: string): void => {
        process.off('SIGTERM', onTerm);
        process.off('SIGINT', onInt);
        io.stderr.write(`codenames-ai serve: ${signal}, finishing requests in flight\n`);
        // The server drains first (its requests need the workers), then the workers end.
        void srv.close().then(() => pool?.close(2_000)).then(resolve);
      };
      const onTerm = (): void => stop('SIGTERM');
      const onInt = (): void => stop('SIGINT');
      process.on('SIGTERM', onTerm);
      process.on('SIGINT', onInt);
    });
    io.stderr.write('codenames-ai serve: stopped\n');
    return 0;
  },
};
