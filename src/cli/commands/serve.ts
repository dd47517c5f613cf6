/**
 * `codenames-ai serve`: the role protocol over HTTP (default) or JSON Lines on stdin/stdout (--stdio). The
 * model loads once at start; SIGTERM/SIGINT stop taking requests, finish the ones in flight, and exit 0.
 */
import { CodenamesError } from '../../errors.js';
import { intFlag, parseFlags } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';

const HELP = `codenames-ai serve: answer role requests (clue, guess, check-clue, cover) for other programs

Usage: codenames-ai serve [--port 8080] [--host 127.0.0.1] [--stdio] [--body-limit 65536] [--timeout 30000]

HTTP (default): POST /v1/clue, /v1/guess, /v1/check-clue, /v1/cover with a JSON body; GET /healthz;
GET / is a web page to play against the AI. Request shapes: schema/protocol.schema.json (also served at
GET /schema/protocol.schema.json). Errors: {"error":{"code","message","path"}} with 400/413/422/500.

--stdio: one JSON request per line on stdin, with "id" and "role" (spymaster | guesser | referee | cover);
one answer per line on stdout with the same "id". Ends when stdin closes. Logs go to stderr.

Flags:
  --port N          TCP port (default 8080; 0 picks a free one)
  --host ADDR       address to bind (default 127.0.0.1; 0.0.0.0 for all interfaces)
  --stdio           JSON Lines on stdin/stdout instead of HTTP
  --body-limit N    largest request body / line in bytes (default 65536)
  --timeout MS      longest time an agent may take per request (default 30000)
`;

/** Loads the model once; an HTTP server also warms the agents up so its first request is not the slow one. */
async function loadBackend(io: CliIO, warmUp: boolean): Promise<import('../../server/backend.js').RoleBackend> {
  const started = Date.now();
  const { createDefaultBackend } = await import('../../server/default-backend.js');
  const backend = await createDefaultBackend({ warmUp });
  io.stderr.write(`codenames-ai serve: model ${backend.model.name} loaded${warmUp ? ' and warmed up' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return backend;
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
    }, false);
    const port = intFlag('port', values.port, 8080, 0, 65535);
    const bodyLimit = intFlag('body-limit', values['body-limit'], 64 * 1024, 256, 64 * 1024 * 1024);
    const timeoutMs = intFlag('timeout', values.timeout, 30_000, 10, 3_600_000);
    const log = (line: string): void => void io.stderr.write(`${line}\n`);
    if (values.stdio === true) {
      if (values.port !== undefined || values.host !== undefined) throw new CodenamesError('cli/usage', '--stdio does not listen on a port; drop --port/--host, or drop --stdio to serve HTTP.');
      const backend = await loadBackend(io, false);
      const { runStdio } = await import('../../server/stdio.js');
      const { lines } = await runStdio(io.stdin, io.stdout, backend, { lineLimit: bodyLimit, agentTimeoutMs: timeoutMs, log });
      io.stderr.write(`codenames-ai serve: stdin closed after ${lines} requests\n`);
      return 0;
    }
    const backend = await loadBackend(io, true);
    const { createServer } = await import('../../server/http-server.js');
    const { createRequire } = await import('node:module');
    const version = (createRequire(import.meta.url)('../../../package.json') as { version: string }).version;
    const srv = createServer({ backend, bodyLimit, agentTimeoutMs: timeoutMs, log, version });
    let address;
    try {
      address = await srv.listen(port, values.host ?? '127.0.0.1');
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new CodenamesError('cli/io', `Cannot listen on ${values.host ?? '127.0.0.1'}:${port} (${why}); pick another --port or --host.`);
    }
    io.stderr.write(`codenames-ai serve: listening on ${address.url} (POST /v1/clue, /v1/guess, /v1/check-clue, /v1/cover; GET / for the web page)\n`);
    await new Promise<void>((resolve) => {
      const stop = (signal: string): void => {
        process.off('SIGTERM', onTerm);
        process.off('SIGINT', onInt);
        io.stderr.write(`codenames-ai serve: ${signal}, finishing requests in flight\n`);
        void srv.close().then(resolve);
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
