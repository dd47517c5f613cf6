/**
 * A clone needs nothing beside it: no test, shipped source or benchmark reads the reference folder that sits
 * next to the repository on the developers' machine (`../shared`); what a test needs lives in `fixtures/`.
 * Dev scripts in `scripts/` may take such a path as an argument, never as a default.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SELF = relative(ROOT, import.meta.filename);
/** A path built out of the repository into the folder (a path.join); in src/ that is all that is checked. */
const JOINED = [/'\.\.',\s*'shared'/, /"\.\.",\s*"shared"/];
/** In tests and benchmarks any mention of the folder's paths counts too (`../shared`, `shared/data/`). */
const OUTSIDE = [...JOINED, /\.\.[/\\]shared\b/, /\bshared[/\\]data[/\\]/];

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|mts|js|mjs|cjs|json)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

describe('the repository is self-contained', () => {
  const files = ['src', 'test', 'bench'].flatMap(filesUnder).filter((f) => f !== SELF);
  const patternsFor = (f: string) => (f.startsWith(`src`) ? JOINED : OUTSIDE);

  it('finds the files it scans', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(join('test', 'legality', 'seed-cases.test.ts'));
  });

  it('no file under test/ or bench/ names ../shared, and no source file builds a path into it', () => {
    const hits = files.flatMap((f) =>
      readFileSync(join(ROOT, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (patternsFor(f).some((re) => re.test(line)) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits, 'move what these read into fixtures/ (with its provenance)').toEqual([]);
  });

  it('the patterns catch the forms a path into ../shared takes', () => {
    for (const line of ["join(dir, '..', 'shared', 'data')", 'readFileSync("../shared/x.jsonl")', 'root + "/shared/data/human/a.jsonl"']) {
      expect(OUTSIDE.some((re) => re.test(line)), line).toBe(true);
    }
    expect(OUTSIDE.some((re) => re.test('sharedDefaultBackend()'))).toBe(false);
  });
});
