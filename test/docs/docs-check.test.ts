/**
 * The documentation's outputs are real: `scripts/docs-check.mjs` (npm run docs:check) runs every
 * `<!-- docs-check: COMMAND -->` block of README.md and docs/*.md and compares. This test runs it on the
 * repository (after the pretest build), and on a small tree of its own to show that a wrong block, a stale copy
 * of a file and a malformed marker fail, and that --update writes the real output.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SCRIPT = join(ROOT, 'scripts', 'docs-check.mjs');
const check = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });

const tmp = mkdtempSync(join(tmpdir(), 'docs-check-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A tree with a 'CLI' that echoes its arguments, and docs written by `docs`. */
function tree(name: string, docs: Record<string, string>): string {
  const root = join(tmp, name);
  mkdirSync(join(root, 'dist', 'cli'), { recursive: true });
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'dist', 'cli', 'main.js'), "console.log(process.argv.slice(2).join(' ').toUpperCase());\n");
  writeFileSync(join(root, 'example.txt'), 'line one\nline two\n');
  for (const [file, text] of Object.entries(docs)) writeFileSync(join(root, file), text);
  return root;
}

const block = (marker: string, body: string) => `<!-- ${marker} -->\n\`\`\`text\n${body}\`\`\`\n`;

describe('docs:check', () => {
  it("every checked block of the repository's README.md and docs/*.md matches its command", () => {
    const r = check();
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/docs-check: [1-9]\d* block\(s\) in \d+ document\(s\), all match/);
  });

  it('passes a tree whose blocks are true', () => {
    const root = tree('good', {
      'README.md': `# t\n\n${block('docs-check: npx codenames-ai hello world', 'HELLO WORLD\n')}\n${block('docs-check-file: example.txt', 'line one\nline two\n')}`,
      'docs/more.md': block("docs-check: printf 'a\\nb\\n'", 'a\nb\n'),
    });
    const r = check('--root', root);
    expect(r.status, r.stdout).toBe(0);
    expect(r.stdout).toContain('3 block(s) in 2 document(s), all match');
  });

  it('fails on a wrong output, a stale file copy and a marker without a block, naming file and line', () => {
    const root = tree('bad', {
      'README.md': `# t\n\n${block('docs-check: npx codenames-ai hello', 'HELLO THERE\n')}`,
      'docs/a.md': `${block('docs-check-file: example.txt', 'line one\n')}\n<!-- docs-check: echo x -->\n\nno fence\n`,
    });
    const r = check('--root', root);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("FAIL README.md:3: output of 'npx codenames-ai hello' differs");
    expect(r.stdout).toContain('shown: "HELLO THERE"');
    expect(r.stdout).toContain('real:  "HELLO"');
    expect(r.stdout).toContain('FAIL docs/a.md:1: block is not the text of example.txt');
    expect(r.stdout).toContain('FAIL docs/a.md:6: a docs-check marker must be directly above a fenced block');
  });

  it('--update writes the real output into the block and nothing else', () => {
    const before = `# t\n\nintro\n\n${block('docs-check: npx codenames-ai new', 'OLD\n')}\nafter\n`;
    const root = tree('update', { 'README.md': before });
    expect(check('--root', root, '--update').status).toBe(0);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toBe(before.replace('OLD\n', 'NEW\n'));
    expect(check('--root', root).status).toBe(0);
  });

  it('a figures block must name a committed script (it is not run here)', () => {
    const root = tree('figures', { 'docs/f.md': '<!-- figures: node scripts/nope.mjs --games 9 -->\n| a |\n<!-- /figures -->\n' });
    const r = check('--root', root);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("FAIL docs/f.md:1: figures command must be 'node scripts/NAME.mjs ARGS' naming a committed script");
  });
});
