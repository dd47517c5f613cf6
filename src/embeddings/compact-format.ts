/**
 * The compact on-disk format of a word-vector model: one binary file (`vectors.bin`) beside a
 * `manifest.json`. Vectors are L2-normalised, then stored as int8 with one float32 scale per row, which keeps
 * a 50k x 100 model near 5 MB while the cosine error stays around 1e-3 (see docs/models.md).
 *
 * Layout, all integers little-endian, every section starting on a 4-byte boundary:
 *
 * | bytes | content |
 * |---|---|
 * | 0-3 | magic `CNVM` |
 * | 4-7 | uint32 format version (1) |
 * | 8-11 | uint32 header length H |
 * | 12.. | header JSON, UTF-8 ({@link CompactHeader}) |
 * | .. | vocabulary: the words joined by `\n`, UTF-8 (`header.vocabularyBytes` long) |
 * | .. | int32 x `clueCount`: indices of the clue words |
 * | .. | float32 x `count`: per-row scale |
 * | .. | int8 x `count * dimensions`: the quantised unit vectors |
 *
 * The writer is pure (same input, same bytes), so the default model builds reproducibly.
 */
import { CodenamesError } from '../errors.js';

/** The four magic bytes that open every compact model file ('CNVM'). */
export const COMPACT_MAGIC = Uint8Array.of(0x43, 0x4e, 0x56, 0x4d);
/** The only format version this code reads and writes. */
export const COMPACT_VERSION = 1;

/** The JSON header stored inside the binary. */
export interface CompactHeader {
  readonly name: string;
  readonly lang: string;
  readonly dimensions: number;
  /** Number of vocabulary words (rows). */
  readonly count: number;
  /** Number of clue words (length of the clue-index section). */
  readonly clueCount: number;
  readonly encoding: 'int8-row-scale';
  readonly vocabularyBytes: number;
  /** Function words skipped when a multi-word card is averaged ('JOAN OF ARC' = joan + arc). */
  readonly stopwords: readonly string[];
}

/** What the writer needs: words in frequency order and one row of raw (not yet normalised) numbers each. */
export interface CompactInput {
  readonly name: string;
  readonly lang: string;
  readonly dimensions: number;
  readonly words: readonly string[];
  /** Row-major `words.length x dimensions`; rows need not be normalised but must not be all zero. */
  readonly vectors: ArrayLike<number>;
  /** Indices into `words` usable as clues, ascending. */
  readonly clueIndices: ArrayLike<number>;
  readonly stopwords?: readonly string[];
}

/** The decoded sections of a compact file (views into the file's buffer where possible). */
export interface CompactModelData {
  readonly header: CompactHeader;
  readonly words: string[];
  readonly clueIndices: Int32Array;
  /** Dequantised and renormalised unit rows, `count x dimensions`, one contiguous buffer. */
  readonly vectors: Float32Array;
}

const align4 = (n: number): number => (n + 3) & ~3;

/** Encodes a model into the compact binary. Throws 'model/empty-vocabulary' when there is nothing to store. */
export function encodeCompact(input: CompactInput): Uint8Array {
  const { words, dimensions: dims, vectors } = input;
  const count = words.length;
  if (count === 0) throw new CodenamesError('model/empty-vocabulary', `Model '${input.name}' has no words; give it at least one word with a vector.`);
  if (vectors.length !== count * dims) {
    throw new CodenamesError('model/bad-vector-file', `Model '${input.name}': ${vectors.length} numbers for ${count} words of ${dims} dimensions.`);
  }
  const enc = new TextEncoder();
  const vocab = enc.encode(words.join('\n'));
  const header: CompactHeader = {
    name: input.name,
    lang: input.lang,
    dimensions: dims,
    count,
    clueCount: input.clueIndices.length,
    encoding: 'int8-row-scale',
    vocabularyBytes: vocab.length,
    stopwords: [...(input.stopwords ?? [])],
  };
  const headerBytes = enc.encode(JSON.stringify(header));
  const vocabStart = align4(12 + headerBytes.length);
  const clueStart = align4(vocabStart + vocab.length);
  const scaleStart = clueStart + 4 * header.clueCount;
  const dataStart = scaleStart + 4 * count;
  const total = dataStart + count * dims;

  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  out.set(COMPACT_MAGIC, 0);
  view.setUint32(4, COMPACT_VERSION, true);
  view.setUint32(8, headerBytes.length, true);
  out.set(headerBytes, 12);
  out.set(vocab, vocabStart);
  for (let i = 0; i < header.clueCount; i++) view.setInt32(clueStart + 4 * i, input.clueIndices[i] ?? 0, true);

  for (let r = 0; r < count; r++) {
    const base = r * dims;
    // Normalise in double precision first, so the scale reflects the unit vector and not the raw length.
    let sq = 0;
    for (let d = 0; d < dims; d++) {
      const x = vectors[base + d] ?? 0;
      sq += x * x;
    }
    const norm = Math.sqrt(sq);
    if (!(norm > 0) || !Number.isFinite(norm)) {
      throw new CodenamesError('model/bad-vector-file', `Model '${input.name}': the vector of '${words[r]}' is zero or not finite; drop that word.`);
    }
    let maxAbs = 0;
    for (let d = 0; d < dims; d++) maxAbs = Math.max(maxAbs, Math.abs((vectors[base + d] ?? 0) / norm));
    // Round the scale to float32 before quantising, so the reader multiplies by exactly the scale used here.
    const scale = Math.fround(maxAbs / 127);
    view.setFloat32(scaleStart + 4 * r, scale, true);
    for (let d = 0; d < dims; d++) {
      const q = Math.round((vectors[base + d] ?? 0) / norm / scale);
      view.setInt8(dataStart + base + d, Math.max(-127, Math.min(127, q)));
    }
  }
  return out;
}

/**
 * Decodes a compact binary. `file` names the file in error messages; `allocate` makes the vector buffer
 * (the loader passes one that lives in WebAssembly memory, for the SIMD kernel). Raises 'model/bad-magic' for a file that
 * is not a compact model, 'model/truncated' when its sections do not fit, 'model/bad-manifest' for a header
 * that does not parse.
 */
export function decodeCompact(bytes: Uint8Array, file: string, allocate: (length: number) => Float32Array = (n) => new Float32Array(n)): CompactModelData {
  const fix = `Rebuild it (npm run build && node scripts/build-default-model.mjs for the default model, or 'codenames-ai model import' for your own vectors).`;
  if (bytes.length < 12 || COMPACT_MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new CodenamesError('model/bad-magic', `${file} is not a codenames-ai model file (it does not start with 'CNVM'). ${fix}`, { file });
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(4, true);
  if (version !== COMPACT_VERSION) {
    throw new CodenamesError('model/bad-magic', `${file} has format version ${version}; this codenames-ai reads version ${COMPACT_VERSION}. ${fix}`, { file, version });
  }
  const headerLength = view.getUint32(8, true);
  if (12 + headerLength > bytes.length) throw truncated(file, fix);
  let header: CompactHeader;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(12, 12 + headerLength))) as CompactHeader;
  } catch (e) {
    throw new CodenamesError('model/bad-manifest', `${file} has an unreadable header. ${fix}`, { file }, { cause: e });
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) {
    throw new CodenamesError('model/bad-manifest', `${file}: the header is ${JSON.stringify(header)}, not an object. ${fix}`, { file });
  }
  if (header.stopwords !== undefined && (!Array.isArray(header.stopwords) || !header.stopwords.every((w) => typeof w === 'string'))) {
    throw new CodenamesError('model/bad-manifest', `${file}: header field 'stopwords' must be a list of words. ${fix}`, { file });
  }
  const { count, dimensions: dims, clueCount, vocabularyBytes } = header;
  for (const [k, v] of Object.entries({ count, dimensions: dims, clueCount, vocabularyBytes })) {
    if (!Number.isInteger(v) || v < 0) throw new CodenamesError('model/bad-manifest', `${file}: header field '${k}' is ${String(v)}, not a count. ${fix}`, { file });
  }
  const vocabStart = align4(12 + headerLength);
  const clueStart = align4(vocabStart + vocabularyBytes);
  const scaleStart = clueStart + 4 * clueCount;
  const dataStart = scaleStart + 4 * count;
  const total = dataStart + count * dims;
  if (bytes.length < total) throw truncated(file, fix, { expected: total, actual: bytes.length });

  const words = new TextDecoder().decode(bytes.subarray(vocabStart, vocabStart + vocabularyBytes)).split('\n');
  if (words.length !== count || count === 0) {
    throw new CodenamesError('model/bad-manifest', `${file}: the header promises ${count} words but the vocabulary holds ${words.length}. ${fix}`, { file });
  }
  const clueIndices = new Int32Array(clueCount);
  for (let i = 0; i < clueCount; i++) {
    const c = view.getInt32(clueStart + 4 * i, true);
    if (c < 0 || c >= count) throw new CodenamesError('model/bad-manifest', `${file}: clue index ${c} is outside the vocabulary. ${fix}`, { file });
    clueIndices[i] = c;
  }

  const q = new Int8Array(bytes.buffer, bytes.byteOffset + dataStart, count * dims);
  const zeroRow = dequantiseRows(q, count, dims, allocate(count * dims));
  if (zeroRow.bad >= 0) {
    throw new CodenamesError('model/bad-manifest', `${file}: the vector of '${words[zeroRow.bad]}' is zero. ${fix}`, { file });
  }
  const vectors = zeroRow.vectors;
  return { header, words, clueIndices, vectors };
}

/**
 * Int8 rows to unit float32 rows. The per-row scale cancels out when a row is renormalised (q * s / |q * s|
 * = q / |q|), so the stored scales are not needed here; they keep the file self-describing for other readers.
 * A small function of its own so V8 optimises the loop as a whole.
 */
function dequantiseRows(q: Int8Array, count: number, dims: number, vectors: Float32Array): { vectors: Float32Array; bad: number } {
  vectors.set(q); // native int8 -> float32 conversion, far faster than a JS loop
  for (let r = 0; r < count; r++) {
    const base = r * dims;
    let sq = 0;
    for (let d = base; d < base + dims; d++) {
      const x = vectors[d] as number;
      sq += x * x;
    }
    if (sq === 0) return { vectors, bad: r };
    const inv = 1 / Math.sqrt(sq);
    for (let d = base; d < base + dims; d++) vectors[d] = (vectors[d] as number) * inv;
  }
  return { vectors, bad: -1 };
}

function truncated(file: string, fix: string, details: Record<string, unknown> = {}): CodenamesError {
  return new CodenamesError('model/truncated', `${file} is truncated (it ends before its last section). ${fix}`, { file, ...details });
}
