/**
 * Where models live and how a compact model directory is read and verified: `manifest.json` (checked field by
 * field) plus the binary it names (size, magic, sha256). Every failure names the file and the fix.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CodenamesError } from '../errors.js';
import { decodeCompact, type CompactModelData } from './compact-format.js';
import { allocateKernelStore } from './wasm-kernel.js';

/** The shipped models folder: `models/` at the package root, found from this module (src/ or dist/). */
export const MODELS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'models');

/** Names that mean the default English model. */
export const DEFAULT_MODEL_NAMES: readonly string[] = ['en', 'default', 'glove-6b-100d-en'];

/** The manifest of a compact model directory (written by the build script and by `importVectors`). */
export interface ModelManifest {
  readonly name: string;
  readonly lang: string;
  readonly format: 'cnvm';
  readonly formatVersion: number;
  readonly file: string;
  readonly bytes: number;
  readonly sha256: string;
  readonly dimensions: number;
  readonly vocabularySize: number;
  readonly clueVocabularySize: number;
  readonly [extra: string]: unknown;
}

/**
 * Names of the compact models shipped in `models/` (folders whose manifest says format 'cnvm'; other
 * layers keep data of their own there too, such as the agents' WordNet tables).
 */
export function shippedModels(): string[] {
  if (!existsSync(MODELS_DIR)) return [];
  return readdirSync(MODELS_DIR)
    .filter((d) => {
      try {
        return (JSON.parse(readFileSync(join(MODELS_DIR, d, 'manifest.json'), 'utf8')) as { format?: unknown }).format === 'cnvm';
      } catch {
        return false;
      }
    })
    .sort();
}

/**
 * Resolves a model name or path to a directory. A path (anything with a slash, a dot at the start, or that
 * exists) may be a model directory or its manifest.json; a bare name is looked up in `models/`.
 */
export function resolveModelDir(nameOrPath: string | undefined, cwd = process.cwd()): string {
  const arg = nameOrPath ?? 'en';
  if (DEFAULT_MODEL_NAMES.includes(arg)) return join(MODELS_DIR, 'en');
  const looksLikePath = /[\\/]/.test(arg) || arg.startsWith('.') || existsSync(resolve(cwd, arg));
  if (looksLikePath) {
    const p = resolve(cwd, arg);
    if (!existsSync(p)) {
      throw new CodenamesError('model/not-found', `No model at ${p}. Give a model directory (with manifest.json), or a shipped model name: ${shippedModels().join(', ')}.`, { path: p });
    }
    return statSync(p).isDirectory() ? p : dirname(p);
  }
  const dir = join(MODELS_DIR, arg);
  if (!existsSync(join(dir, 'manifest.json'))) {
    throw new CodenamesError('model/not-found', `No model named '${arg}'. Shipped models: ${shippedModels().join(', ') || '(none)'}; or pass a path to a model directory (see 'codenames-ai model import').`, { name: arg });
  }
  return dir;
}

/** Reads and checks `dir/manifest.json`. */
export function readManifest(dir: string): ModelManifest {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) {
    throw new CodenamesError('model/not-found', `${file} does not exist. A model directory needs manifest.json beside its vectors; build one with 'codenames-ai model import'.`, { file });
  }
  let m: unknown;
  try {
    m = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new CodenamesError('model/bad-manifest', `${file} is not valid JSON (${e instanceof Error ? e.message : String(e)}). Restore it, or re-import the model.`, { file }, { cause: e });
  }
  const bad = (field: string, want: string): never => {
    throw new CodenamesError('model/bad-manifest', `${file}: field '${field}' must be ${want}. Restore the file, or re-import the model.`, { file, field });
  };
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return bad('(root)', 'an object');
  const o = m as Record<string, unknown>;
  const str = (k: string): void => void (typeof o[k] === 'string' && (o[k] as string).length > 0 ? 0 : bad(k, 'a non-empty string'));
  const count = (k: string, min: number): void => void (Number.isInteger(o[k]) && (o[k] as number) >= min ? 0 : bad(k, `a whole number >= ${min}`));
  // The format first: a folder of some other kind of data gets that said, not a complaint about a field.
  if (o['format'] !== 'cnvm') bad('format', `'cnvm', a codenames-ai vector model (this manifest says '${String(o['format'])}'; shipped vector models: ${shippedModels().join(', ')})`);
  str('name');
  str('lang');
  str('file');
  count('formatVersion', 1);
  count('bytes', 12);
  count('dimensions', 1);
  count('vocabularySize', 1);
  count('clueVocabularySize', 0);
  if (typeof o['sha256'] !== 'string' || !/^[0-9a-f]{64}$/.test(o['sha256'])) bad('sha256', '64 lowercase hex digits');
  if (basename(o['file'] as string) !== o['file']) bad('file', 'a file name in the same directory');
  return o as unknown as ModelManifest;
}

/** Reads, verifies and decodes a compact model directory. */
export function readCompactModel(dir: string): { manifest: ModelManifest; data: CompactModelData; bytes: number } {
  const manifest = readManifest(dir);
  const file = join(dir, manifest.file);
  if (!existsSync(file)) {
    throw new CodenamesError('model/not-found', `${file} (named by ${join(dir, 'manifest.json')}) does not exist. Reinstall the package or re-import the model.`, { file });
  }
  const bytes = readFileSync(file);
  // Check the cheap facts first so a short file is reported as truncated, not as a checksum mismatch.
  if (bytes.length >= 4 && bytes.length < manifest.bytes) {
    decodeCompact(bytes, file); // raises bad-magic or truncated with the precise reason
    throw new CodenamesError('model/truncated', `${file} has ${bytes.length} bytes; its manifest says ${manifest.bytes}. Reinstall the package or re-import the model.`, { file });
  }
  const sum = createHash('sha256').update(bytes).digest('hex');
  if (sum !== manifest.sha256) {
    if (bytes.length < 4 || bytes.subarray(0, 4).toString('latin1') !== 'CNVM') decodeCompact(bytes, file);
    throw new CodenamesError('model/checksum', `${file} does not match the sha256 in its manifest (${sum.slice(0, 12)}... vs ${manifest.sha256.slice(0, 12)}...): the file is corrupt or was replaced. Reinstall the package or re-import the model.`, { file, expected: manifest.sha256, actual: sum });
  }
  const data = decodeCompact(bytes, file, allocateKernelStore);
  if (data.header.dimensions !== manifest.dimensions || data.header.count !== manifest.vocabularySize) {
    throw new CodenamesError('model/bad-manifest', `${join(dir, 'manifest.json')} says ${manifest.vocabularySize} words x ${manifest.dimensions} dimensions, but ${file} holds ${data.header.count} x ${data.header.dimensions}. Re-import the model.`, { file });
  }
  if (bytes.length !== manifest.bytes) {
    throw new CodenamesError('model/bad-manifest', `${join(dir, 'manifest.json')} says ${manifest.bytes} bytes, but ${file} has ${bytes.length}. Re-import the model.`, { file });
  }
  if (data.header.clueCount !== manifest.clueVocabularySize) {
    throw new CodenamesError('model/bad-manifest', `${join(dir, 'manifest.json')} says ${manifest.clueVocabularySize} clue words, but ${file} holds ${data.header.clueCount}. Re-import the model.`, { file });
  }
  return { manifest, data, bytes: bytes.length };
}
