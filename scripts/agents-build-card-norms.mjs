#!/usr/bin/env node
/**
 * Builds models/wordnet-en/norms.tsv (and norms.json, its manifest): free-association norms of the English
 * card words, written by language-model associators from the committed prompt (scripts/lib/card-norms-prompt.md),
 * a stand-in for human free-association norms such as the Small World of Words, which cannot be fetched here.
 *
 * Input: DIR/assoc-*.tsv, lines 'card TAB associate TAB strength' (strength 3 = most people think of it at once,
 * 2 = clearly related, 1 = related once explained), strongest first. Every line is checked and the build stops
 * with a typed error naming file:line when one is wrong (all problems are listed):
 * - not three TAB-separated fields; an associate that is not lower-case a-z; a strength that is not 1, 2 or 3;
 * - a card that is not on the shipped English card lists (data/wordlists/en-original.txt, en-duet.txt);
 * - an associate the referee rejects as a form, part or same-root word of the card (src/legality: checkClue
 *   with the card alone on the board, codes clue/board-word, clue/compound-part, clue/same-root);
 * - the same associate twice for one card.
 * With --lenient the last two kinds are dropped (each listed on stderr) instead of failing the build.
 * Associates the default model (models/en) does not know (not in its vocabulary) are dropped and counted: the
 * agents could never give or read them. Known words that are no clue of the spymaster's (ufo, nasa, up) stay:
 * people say them, and the guesser reads people's clues.
 *
 * Output line format: card TAB strength-3 words TAB strength-2 words TAB strength-1 words ('|'-separated, the
 * associators' order kept). Cards sorted; same inputs, same bytes.
 *
 * Usage: npm run build && node scripts/agents-build-card-norms.mjs DIR [--out models/wordnet-en] [--lenient]
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readWordLists } from './lib/english-lists.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: join(ROOT, 'models', 'wordnet-en') },
    lenient: { type: 'boolean', default: false },
  },
});
const log = (msg) => process.stderr.write(`${msg}\n`);
if (positionals.length !== 1) {
  log('usage: npm run build && node scripts/agents-build-card-norms.mjs DIR [--out models/wordnet-en] [--lenient]');
  process.exit(2);
}
const dist = join(ROOT, 'dist');
if (!existsSync(join(dist, 'legality', 'index.js'))) {
  log(`${dist} is missing: run 'npm run build' first (the script checks associates with the library's own referee).`);
  process.exit(1);
}
const { CodenamesError } = await import(pathToFileURL(join(dist, 'errors.js')).href);
const { checkClue } = await import(pathToFileURL(join(dist, 'legality', 'index.js')).href);
const { loadDefaultModel } = await import(pathToFileURL(join(dist, 'embeddings', 'index.js')).href);

const ROOT_CODES = new Set(['clue/board-word', 'clue/compound-part', 'clue/same-root']);
const MAX_LISTED = 40;

/**
 * Reads and checks the parts. Returns card -> [associate, strength][] (associators' order) and the per-part
 * provenance; throws model/bad-table listing every wrong line.
 */
function readParts(dir, cardSet, lenient) {
  const files = readdirSync(dir).filter((f) => /^assoc-.*\.tsv$/.test(f)).sort();
  if (files.length === 0) throw new CodenamesError('model/bad-table', `${dir} holds no assoc-*.tsv parts; give the folder the associators wrote to.`, { dir });
  const norms = new Map();
  const problems = [];
  const dropped = [];
  const parts = [];
  for (const f of files) {
    const path = join(dir, f);
    const bytes = readFileSync(path);
    const lines = bytes.toString('utf8').split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    let kept = 0;
    lines.forEach((line, i) => {
      const at = `${f}:${i + 1}`;
      const cols = line.split('\t');
      if (cols.length !== 3) return problems.push(`${at}: ${cols.length} fields, want 'card<TAB>associate<TAB>strength'`);
      const [card, assoc, strength] = cols;
      if (!cardSet.has(card)) return problems.push(`${at}: '${card}' is not a card of the English lists (lower case, spaces kept)`);
      if (!/^[a-z]+$/.test(assoc)) return problems.push(`${at}: associate '${assoc}' is not one word of letters a-z`);
      if (!/^[123]$/.test(strength)) return problems.push(`${at}: strength '${strength}' is not 1, 2 or 3`);
      const verdict = checkClue(assoc, { board: [card] }, { lang: 'en' });
      const list = norms.get(card) ?? [];
      let why = null;
      if (!verdict.ok && ROOT_CODES.has(verdict.code)) why = `'${assoc}' shares the root of '${card}' (${verdict.code})`;
      else if (list.some(([a]) => a === assoc)) why = `'${assoc}' is listed twice for '${card}'`;
      if (why !== null) return lenient ? dropped.push(`${at}: ${why}`) : problems.push(`${at}: ${why}`);
      list.push([assoc, Number(strength)]);
      norms.set(card, list);
      kept++;
    });
    parts.push({ file: f, sha256: createHash('sha256').update(bytes).digest('hex'), lines: lines.length, kept });
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_LISTED).join('\n  ');
    const more = problems.length > MAX_LISTED ? `\n  ... and ${problems.length - MAX_LISTED} more` : '';
    throw new CodenamesError('model/bad-table', `${problems.length} wrong line(s) in ${dir}; fix them (or pass --lenient to drop same-root and repeated associates):\n  ${shown}${more}`, { dir, problems: problems.length });
  }
  return { norms, parts, dropped };
}

const dir = resolve(positionals[0]);
const { cards } = readWordLists(ROOT, ['en-original.txt', 'en-duet.txt']);
const cardSet = new Set(cards.map((c) => c.toLowerCase()));
let parsed;
try {
  parsed = readParts(dir, cardSet, flags.lenient);
} catch (e) {
  if (e instanceof CodenamesError) {
    log(`${e.code}: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
for (const d of parsed.dropped) log(`dropped ${d}`);

const model = await loadDefaultModel();
const known = new Set(model.vocabulary);
let links = 0;
let unknown = 0;
const byStrength = [0, 0, 0, 0];
const lines = [];
for (const card of [...parsed.norms.keys()].sort()) {
  const cols = [[], [], []];
  for (const [assoc, s] of parsed.norms.get(card)) {
    if (!known.has(assoc)) {
      unknown++;
      continue;
    }
    cols[3 - s].push(assoc);
    byStrength[s]++;
    links++;
  }
  lines.push(`${card}\t${cols.map((c) => c.join('|')).join('\t')}`);
}
const missing = [...cardSet].filter((c) => !parsed.norms.has(c)).sort();
const out = join(flags.out, 'norms.tsv');
writeFileSync(out, `${lines.join('\n')}\n`);
const prompt = readFileSync(join(ROOT, 'scripts', 'lib', 'card-norms-prompt.md'));
const manifest = {
  name: 'card-norms-en',
  file: 'norms.tsv',
  format: 'card TAB strength-3 words TAB strength-2 words TAB strength-1 words (|-separated)',
  provenance: 'written by language-model associators from the committed prompt (scripts/lib/card-norms-prompt.md); a stand-in for human free-association norms such as SWOW, which cannot be fetched here',
  license: 'MIT (written for this project)',
  prompt: { file: 'scripts/lib/card-norms-prompt.md', sha256: createHash('sha256').update(prompt).digest('hex') },
  parts: parsed.parts.map((p) => ({ ...p, file: basename(p.file) })),
  cards: lines.length,
  cardsMissing: missing.length,
  links,
  linksByStrength: { 3: byStrength[3], 2: byStrength[2], 1: byStrength[1] },
  droppedUnknownToModel: unknown,
  droppedLenient: parsed.dropped.length,
  built: `node scripts/agents-build-card-norms.mjs DIR${flags.lenient ? ' --lenient' : ''}`,
};
writeFileSync(join(flags.out, 'norms.json'), `${JSON.stringify(manifest, null, 2)}\n`);
log(`wrote ${out}: ${lines.length} cards (${missing.length} of ${cardSet.size} missing), ${links} links (3: ${byStrength[3]}, 2: ${byStrength[2]}, 1: ${byStrength[1]}); dropped ${unknown} unknown to the default model, ${parsed.dropped.length} same-root or repeated`);
