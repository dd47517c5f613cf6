/**
 * Import of standard word-vector text files into the compact format, so users can bring their own vectors
 * (fastText `cc.ru.300.vec`, word2vec text output, GloVe `.txt`) for any language.
 *
 * Accepted format (plain or gzipped, `.vec.gz`): UTF-8, one word per line followed by its numbers, separated by spaces or tabs; an
 * optional first line `COUNT DIMENSIONS` (word2vec/fastText). Files in these formats are sorted by corpus
 * frequency, so `top` keeps the most frequent words and reading stops there (a 7 GB fastText file imports
 * its first 100k words in seconds). Words are lower-cased (NFC); a later duplicate is dropped; an all-zero
 * vector is skipped. Clue words are the entries made only of letters (any script), 2+ characters long, not
 * in `stopwords`.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { CodenamesError } from '../errors.js';
import { writeModelDir } from './write-model.js';
import type { ModelManifest } from './model-files.js';
import { normaliseWord } from './vector-model.js';

/** Options of {@link importVectors}. */
export interface ImportOptions {
  /** ISO 639-1 code of the vectors' language ('ru', 'he', ...). */
  readonly lang: string;
  /** Output model directory (created; existing vectors.bin/manifest.json are replaced). */
  readonly out: string;
  /** Keep at most this many words, the first (most frequent) ones. Default 100,000. */
  readonly top?: number;
  /** Model name in the manifest. Default: the file name without extension, e.g. 'cc.ru.300'. */
  readonly name?: string;
  /** Words never used as clues (and skipped inside multi-word cards). */
  readonly stopwords?: readonly string[];
}

/** What an import did. */
export interface ImportResult {
  readonly dir: string;
  readonly manifest: ModelManifest;
  /** Lines read (header included). */
  readonly linesRead: number;
  /** Rows dropped: duplicates after lower-casing, and all-zero vectors. */
  readonly skipped: number;
}

const CLUE_WORD = /^\p{L}{2,}$/u;

/**
 * Imports a word-vector text file into a compact model directory.
 *
 * @example
 * await importVectors('cc.ru.300.vec', { lang: 'ru', top: 100_000, out: 'models-local/ru' });
 * // then: loadModel('models-local/ru'), or `codenames-ai neighbours кошка --model models-local/ru`
 */
export async function importVectors(file: string, options: ImportOptions): Promise<ImportResult> {
  const path = resolve(file);
  const top = options.top ?? 100_000;
  if (!Number.isInteger(top) || top < 1) throw new CodenamesError('cli/usage', `top must be a whole number >= 1; got ${top}.`);
  if (!/^[a-z]{2,3}$/.test(options.lang)) throw new CodenamesError('cli/usage', `lang must be an ISO 639 code such as 'ru' or 'he'; got '${options.lang}'.`);
  if (!existsSync(path) || !statSync(path).isFile()) {
    throw new CodenamesError('model/not-found', `No vector file at ${path}. Give a word2vec/GloVe/fastText text file (.vec or .txt).`, { file: path });
  }
  const bad = (line: number, what: string): CodenamesError =>
    new CodenamesError('model/bad-vector-file', `${path}, line ${line}: ${what}. Expected 'word n1 n2 ... nD' on every line (an optional first line 'COUNT DIMENSIONS'), as in word2vec/GloVe/fastText text files.`, { file: path, line });

  const words: string[] = [];
  const seen = new Set<string>();
  let values = new Float64Array(0);
  let dims = 0;
  let headerDims = 0;
  let lineNo = 0;
  let skipped = 0;
  const stop = new Set((options.stopwords ?? []).map(normaliseWord));

  // fastText ships its vectors gzipped (cc.ru.300.vec.gz): read those through gunzip, no unpacking needed.
  const raw = createReadStream(path);
  const input = /\.gz$/i.test(path) ? raw.pipe(createGunzip()) : raw;
  input.setEncoding('utf8');
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const raw of lines) {
      lineNo++;
      const line = raw.trim();
      if (line.length === 0) continue;
      const fields = line.split(/[ \t]+/);
      if (lineNo === 1 && fields.length === 2 && /^\d+$/.test(fields[0] as string) && /^\d+$/.test(fields[1] as string)) {
        headerDims = Number(fields[1]);
        if (headerDims < 1) throw bad(1, `the header says ${headerDims} dimensions`);
        continue;
      }
      const n = fields.length - 1;
      if (dims === 0) {
        dims = n;
        if (dims < 1) throw bad(lineNo, `'${line.slice(0, 40)}' has a word but no numbers`);
        if (headerDims !== 0 && dims !== headerDims) throw bad(lineNo, `${dims} numbers, but the header line says ${headerDims} dimensions`);
        values = new Float64Array(top * dims);
      } else if (n !== dims) {
        throw bad(lineNo, `${n} numbers where the earlier lines have ${dims} (inconsistent dimensions)`);
      }
      const word = normaliseWord(fields[0] as string);
      const row = words.length * dims;
      let sq = 0;
      for (let d = 0; d < dims; d++) {
        const text = fields[d + 1] as string;
        const x = Number(text);
        if (!Number.isFinite(x)) throw bad(lineNo, `field ${d + 2} ('${text.slice(0, 20)}') is not a number`);
        values[row + d] = x;
        sq += x * x;
      }
      if (seen.has(word) || sq === 0) {
        skipped++;
        continue;
      }
      seen.add(word);
      words.push(word);
      if (words.length >= top) break;
    }
  } catch (e) {
    if (e instanceof CodenamesError) throw e;
    throw new CodenamesError('model/bad-vector-file', `${path}: cannot read it as a text vector file (${e instanceof Error ? e.message : String(e)}).`, { file: path }, { cause: e });
  } finally {
    lines.close();
    raw.destroy();
  }
  if (words.length === 0) {
    throw new CodenamesError('model/empty-vocabulary', `${path} has no word vectors (${lineNo} lines read). Check that it is a word2vec/GloVe/fastText text file, not a binary one.`, { file: path });
  }

  const clueIndices = words.flatMap((w, i) => (CLUE_WORD.test(w) && !stop.has(w) ? [i] : []));
  const name = options.name ?? basename(path).replace(/\.gz$/i, '').replace(/\.(vec|txt)$/i, '');
  const { dir, manifest } = writeModelDir(options.out, {
    name,
    lang: options.lang,
    dimensions: dims,
    words,
    vectors: values.subarray(0, words.length * dims),
    clueIndices,
    stopwords: [...stop].filter((w) => seen.has(w)).sort(),
  }, {
    description: `imported from ${basename(path)} by codenames-ai model import`,
    source: { file: basename(path), top, linesRead: lineNo },
  });
  return { dir, manifest, linesRead: lineNo, skipped };
}
