/** Runs the CLI in process through main() and captures its output (shared by the agent command tests). */
import { PassThrough } from 'node:stream';
import { main } from '../../src/cli/main.js';

/** Exit code, stdout and stderr of `codenames-ai ...args`. */
export async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const stdin = new PassThrough();
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  stdin.end('');
  const code = await main(args, { stdout, stderr, stdin, env: {}, cwd: process.cwd() });
  return { code, out, err };
}
