/**
 * Writing a compact model folder (vectors.bin + manifest.json), the one writer behind `model import` and
 * `model bridge`. Pure in its bytes: the same words, vectors and manifest fields give the same files.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CodenamesError } from '../errors.js';
import { encodeCompact, type CompactInput } from './compact-format.js';
import type { ModelManifest } from './model-files.js';

/**
 * Encodes `input` and writes it with its manifest into `out` (created; an existing model there is replaced).
 * `extra` fields (description, source, licence ...) go into the manifest after the standard ones.
 */
export function writeModelDir(out: string, input: CompactInput, extra: Readonly<Record<string, unknown>>): { dir: string; manifest: ModelManifest } {
  const bin = encodeCompact(input);
  const manifest: ModelManifest = {
    name: input.name,
    lang: input.lang,
    ...extra,
    format: 'cnvm',
    formatVersion: 1,
    encoding: 'int8-row-scale',
    file: 'vectors.bin',
    bytes: bin.length,
    sha256: createHash('sha256').update(bin).digest('hex'),
    dimensions: input.dimensions,
    vocabularySize: input.words.length,
    clueVocabularySize: input.clueIndices.length,
  };
  const dir = resolve(out);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'vectors.bin'), bin);
    writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  } catch (e) {
    throw new CodenamesError('cli/io', `Cannot write the model to ${dir} (${e instanceof Error ? e.message : String(e)}). Choose a writable --out directory.`, { dir }, { cause: e });
  }
  return { dir, manifest };
}
