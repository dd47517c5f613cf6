/**
 * The stdio transport: JSON Lines. Each input line is one request `{ "id": ..., "role": ..., ...request }`;
 * each answer is one line `{ "id": ..., ...answer }` with the same id, written in input order (lines are
 * answered one at a time, so a simple client can read answer n after writing line n). Lines longer than the
 * limit are answered with a `protocol/too-large` error and skipped up to their newline; blank lines are
 * ignored. Resolves when the input ends and every answer is written.
 */
import { StringDecoder } from 'node:string_decoder';
import { CodenamesError } from '../errors.js';
import type { RoleBackend } from './backend.js';
import { errorResult, handleLine } from './handler.js';

export interface StdioOptions {
  /** Longest accepted line in bytes of text (default 64 KiB). */
  readonly lineLimit?: number;
  /** Time an agent has to answer (default 30 s). */
  readonly agentTimeoutMs?: number;
  /** Receives unexpected (500) errors for the log (default: stderr). */
  readonly log?: (line: string) => void;
}

function write(output: NodeJS.WritableStream, obj: object): Promise<void> {
  return new Promise((resolve) => {
    const ok = output.write(`${JSON.stringify(obj)}\n`);
    if (ok) resolve();
    else output.once('drain', () => resolve());
  });
}

/**
 * Serves JSON Lines from `input` to `output` until the input ends.
 *
 * @example
 * await runStdio(process.stdin, process.stdout, backend); // codenames-ai serve --stdio
 */
export async function runStdio(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, backend: RoleBackend, opts: StdioOptions = {}): Promise<{ lines: number }> {
  const limit = opts.lineLimit ?? 64 * 1024;
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const handleOpts = {
    ...(opts.agentTimeoutMs === undefined ? {} : { timeoutMs: opts.agentTimeoutMs }),
    onError: (e: unknown) => log(`error: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`),
  };
  const decoder = new StringDecoder('utf8');
  let buf = '';
  let skipping = false;
  let lines = 0;
  const answer = async (raw: string): Promise<void> => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') return;
    lines += 1;
    await write(output, await handleLine(line, backend, handleOpts));
  };
  const tooLarge = (): Promise<void> => {
    lines += 1;
    const e = new CodenamesError('protocol/too-large', `A line is over the ${limit}-character limit; send one request per line, smaller.`, { path: '' });
    return write(output, { id: null, ...errorResult(e).body });
  };
  for await (const chunk of input) {
    buf += typeof chunk === 'string' ? chunk : decoder.write(chunk);
    let nl = buf.indexOf('\n');
    while (nl >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      if (skipping) skipping = false;
      else if (line.length > limit) await tooLarge();
      else await answer(line);
      nl = buf.indexOf('\n');
    }
    if (buf.length > limit) {
      // Drop the oversized line now instead of buffering it whole; its tail is skipped up to the newline.
      if (!skipping) await tooLarge();
      skipping = true;
      buf = '';
    }
  }
  buf += decoder.end();
  if (!skipping && buf.length > 0) {
    if (buf.length > limit) await tooLarge();
    else await answer(buf);
  }
  return { lines };
}
