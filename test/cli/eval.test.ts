/** `codenames-ai eval human`, in process through main(), on a small file the test writes. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './run-cli.js';

function humanFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eval-cli-'));
  const f = join(dir, 'h.jsonl');
  const base = { game: 1, board: ['whale', 'piano', 'bank', 'robin', 'tank'], assassins: ['tank'], bystanders: ['robin'] };
  writeFileSync(f, [
    { ...base, turn: 1, clue: 'ocean', targets: ['whale'], humanGuesses: ['whale'] },
    { ...base, turn: 2, clue: 'money', targets: ['bank'], humanGuesses: ['piano'] },
  ].map((t) => JSON.stringify(t)).join('\n'));
  return f;
}

describe('codenames-ai eval human', () => {
  it('prints the figures with intervals, and JSON on request', async () => {
    const f = humanFile();
    const r = await cli(['eval', 'human', f]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/first guess in targets: +100\.0% \[\d+\.\d, 100\.0\]  \(2\/2\)/);
    expect(r.out).toContain('human first in targets:  50.0%');
    const j = await cli(['eval', 'human', f, '--guesser', 'wordnet', '--json']);
    expect(j.code).toBe(0);
    expect(JSON.parse(j.out)).toMatchObject({ turns: 2, guesser: 'wordnet' });
  });

  it('rejects a missing file or kind with exit 2', async () => {
    expect((await cli(['eval', 'human', '/nonexistent.jsonl'])).code).toBe(2);
    expect((await cli(['eval', 'robots', 'x.jsonl'])).code).toBe(2);
  });
});
