/**
 * `codenames-ai serve` as a child process (the built CLI): the stdio example of the README answered for real,
 * a fuzz run of broken lines through the real process, and the HTTP server's graceful SIGTERM.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asStdioLine, fuzzCases } from '../server/fuzz-cases.js';
import { BIN, spawnCli } from './run-cli.js';

const KEY = ['red', 'red', 'red', 'red', 'red', 'red', 'red', 'red', 'red', 'blue', 'blue', 'blue', 'blue', 'blue', 'blue', 'blue', 'blue', 'bystander', 'bystander', 'bystander', 'bystander', 'bystander', 'bystander', 'bystander', 'assassin'];
const BOARD = ['spot', 'charge', 'disease', 'band', 'bark', 'bolt', 'cell', 'chest', 'club', 'code', 'crane', 'drill', 'fair', 'file', 'lap', 'match', 'mint', 'nail', 'note', 'organ', 'palm', 'pitch', 'plate', 'ruler', 'spring'];

const runCli = spawnCli;

describe('codenames-ai serve --stdio', () => {
  it('answers the README example: virus -> disease first, same id', async () => {
    const line = JSON.stringify({ id: 1, role: 'guesser', lang: 'en', board: BOARD, clue: { word: 'virus', number: 1 } });
    const check = JSON.stringify({ id: 'r', role: 'referee', lang: 'en', board: BOARD, clue: { word: 'charging', number: 2 } });
    const { code, out, err } = await runCli(['serve', '--stdio'], `${line}\n${check}\n`);
    expect(code).toBe(0);
    const [a, b] = out.trim().split('\n').map((l) => JSON.parse(l));
    expect(a.id).toBe(1);
    expect(a.guesses[0]).toBe('disease');
    expect(a.guesses).toHaveLength(25);
    expect(a.take).toBe(1);
    expect(b).toMatchObject({ id: 'r', ok: false, code: 'clue/same-root', conflictsWith: ['charge'] }); // 000/004: same root
    expect(err).toMatch(/stdin closed after 2 requests/);
  });

  it('survives 200 seeded broken lines in the real process: one answer per line, exit 0', async () => {
    const lines = fuzzCases(4242, 200).map((c, i) => asStdioLine(c, i)).filter((l) => l.trim() !== '');
    const { code, out, err } = await runCli(['serve', '--stdio'], `${lines.join('\n')}\n`);
    expect(code).toBe(0);
    const answers = out.trim().split('\n').map((l) => JSON.parse(l) as { error?: { code: string } });
    expect(answers).toHaveLength(lines.length);
    expect(answers.some((a) => a.error?.code === 'internal')).toBe(false);
    expect(err).not.toMatch(/internal error|Unhandled/i);
  }, 120_000);

  it('rejects --port or --workers with --stdio as a usage error', async () => {
    const { code, err } = await runCli(['serve', '--stdio', '--port', '9000'], '');
    expect(code).toBe(2);
    expect(err).toMatch(/--stdio does not listen on a port/);
    const w = await runCli(['serve', '--stdio', '--workers', '2'], '');
    expect(w.code).toBe(2);
    expect(w.err).toMatch(/--stdio answers one line at a time in the main thread/);
  });
});

describe('codenames-ai serve (HTTP)', () => {
  it('serves with an agent worker, logs one line per request, and exits 0 on SIGTERM after finishing', async () => {
    expect(existsSync(BIN), 'run `npm run build` first').toBe(true);
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--workers', '1'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        const m = /listening on (http:\/\/\S+)/.exec(err);
        if (m?.[1] !== undefined) resolve(m[1]);
      });
      child.on('exit', () => reject(new Error(`exited early: ${err}`)));
    });
    const res = await fetch(`${url}/v1/guess`, { method: 'POST', body: JSON.stringify({ board: BOARD, clue: { word: 'virus', number: 1 } }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { guesses: string[] }).guesses[0]).toBe('disease');
    // SIGTERM with a clue in flight: it is answered, then the worker ends (else the process would not exit).
    let settled = false;
    const clue = fetch(`${url}/v1/clue`, { method: 'POST', body: JSON.stringify({ board: BOARD, key: KEY, team: 'red' }) }).finally(() => (settled = true));
    // GET /healthz counts busy workers: signal once the worker is on the clue (a new board: ~0.2 s of work).
    while (!settled && ((await (await fetch(`${url}/healthz`)).json()) as { workers: { busy: number } }).workers.busy === 0);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect((await clue).status).toBe(200);
    expect(await exited).toBe(0);
    expect(err).toMatch(/1 agent worker loaded and warmed up/);
    expect(err).toMatch(/ POST \/v1\/guess 200 /);
    expect(err).toMatch(/SIGTERM, finishing requests in flight/);
    expect(err).toMatch(/serve: stopped/);
  });
});
