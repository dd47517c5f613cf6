import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { tarEntryChunks } from '../../scripts/lib/tar-entry.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'cn-tar-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A minimal ustar archive: 512-byte header (name, octal size, type '0', magic) + data padded to 512. */
function tar(entries: Array<[string, Buffer]>): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, data] of entries) {
    const h = Buffer.alloc(512);
    h.write(name, 0, 'utf8');
    h.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
    h.write('0', 156, 'ascii');
    h.write('ustar\0', 257, 'ascii');
    blocks.push(h, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

async function read(path: string, wanted: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of tarEntryChunks(path, wanted)) parts.push(Buffer.from(c));
  return Buffer.concat(parts);
}

describe('tarEntryChunks (the build script reads the GloVe JSON straight out of the .tgz)', () => {
  // larger than the 1 MiB gunzip chunks and not a multiple of 512, so headers and data straddle chunks
  const big = Buffer.from(Array.from({ length: 2_500_003 }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join(''));
  const path = join(tmp, 'pkg.tgz');
  writeFileSync(path, gzipSync(tar([['package/README.md', Buffer.from('hello')], ['package/data.json', big], ['package/empty.txt', Buffer.alloc(0)]])));

  it('streams the wanted entry, skipping the ones before it, across gzip chunk boundaries', async () => {
    expect((await read(path, 'package/data.json')).equals(big)).toBe(true);
    expect((await read(path, 'package/README.md')).toString()).toBe('hello');
    expect((await read(path, 'package/empty.txt')).length).toBe(0);
  });

  it('throws when the entry is not in the archive', async () => {
    await expect(read(path, 'package/missing.json')).rejects.toThrow(/no entry 'package\/missing.json'/);
  });
});
