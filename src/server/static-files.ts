/**
 * Static files for GET: the web page (web/, shipped in the package: plain HTML, CSS and ES modules, no build
 * step) and the protocol's JSON Schema files (schema/), so a client can fetch the exact schema it is
 * validated against. Only known extensions inside those two folders are served; no directory listings.
 */
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The package folders served, relative to this module (the same from src/server and dist/server). */
export const WEB_ROOT = fileURLToPath(new URL('../../web/', import.meta.url));
const SCHEMA_ROOT = fileURLToPath(new URL('../../schema/', import.meta.url));

/** Maps a URL path to a file under web/ or schema/, or null when it is not one we serve. */
export function staticPath(urlPath: string): string | null {
  let p: string;
  try {
    p = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (p === '/' || p === '') p = '/index.html';
  // Plain names only: no '..', no hidden files, no backslashes, no nested traversal tricks.
  if (!/^\/(schema\/)?[a-z0-9][a-z0-9._-]*$/i.test(p) || p.includes('..')) return null;
  if (TYPES[extname(p)] === undefined) return null;
  return p.startsWith('/schema/') ? SCHEMA_ROOT + p.slice('/schema/'.length) : WEB_ROOT + p.slice(1);
}

/** Writes the file for `urlPath` and returns true, or returns false when there is none (the caller 404s). */
export async function serveStatic(urlPath: string, res: ServerResponse): Promise<boolean> {
  const file = staticPath(urlPath);
  if (file === null) return false;
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch {
    return false;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': data.length,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  res.end(data);
  return true;
}
