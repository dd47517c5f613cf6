/**
 * Shared ways to run `codenames-ai` in the CLI tests: in process through main() (fast, for verdicts and
 * output), or as a spawned child of the built dist/cli/main.js (for real exit codes, stdin and signals).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { main } from '../../src/cli/main.js';

/** The built CLI; `npm test` builds it in pretest. */
export const BIN = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

export interface InProcessOptions {
  /** Text on standard input (default: empty). */
  readonly stdin?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Pretend stdout is a terminal. */
  readonly tty?: boolean;
  readonly cwd?: string;
}

/** Exit code, stdout and stderr of `codenames-ai ...args`, run in process. */
export async function cli(args: string[], options: InProcessOptions = {}): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const stdout = Object.assign(new PassThrough(), { isTTY: options.tty ?? false });
  const stderr = new PassThrough();
  const stdin = new PassThrough();
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  stdin.end(options.stdin ?? '');
  const code = await main(args, { stdout, stderr, stdin, env: options.env ?? {}, cwd: options.cwd ?? process.cwd() });
  return { code, out, err };
}

/** Spawns the built CLI with `input` on stdin and resolves with its output once it exits. */
export function spawnCli(args: string[], input: string, env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; out: string; err: string }> {
  expect(existsSync(BIN), 'run `npm run build` first (npm test does it in pretest)').toBe(true);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'], env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}
