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
 * With --kind clue it builds the clue-word norms instead (clue-norms.tsv, clue-norms-words.txt, clue-norms.json),
 * the forward direction: DIR/links-*.tsv, lines 'clue TAB card TAB strength' written from
 * scripts/lib/clue-norms-prompt.md (for each frequent clue word, the cards a typical player connects to it), or
 * 'clue TAB - TAB 0' for a clue word that makes people think of no card. Checks: a clue word of a-z that the
 * default model knows, a card of the English lists, a strength 1-3 (0 only with '-'), no card sharing the clue's
 * root, no card twice for one clue in one part; --lenient drops the last three kinds (a card misremembered from
 * the list). When several parts list the same clue word (associators working independently on one list), a
 * link's strength is the mean over those parts, a part without the link counting 0, rounded up. Written keyed
 * by card, in the card norms' format (the words being the clue words that lead to the card), and the list of
 * every clue word asked about.
 *
 * With --kind clue --recall it applies the recall round instead (scripts/lib/clue-norms-recall-prompt.md, lists
 * dealt by scripts/agents-deal-clue-recall.mjs): the clue-word norms already in --out are the base, and
 * DIR/recall-links-*.tsv add the cards the first lists missed, one associator a word, each line checked as
 * above and also: the clue word must be one the base covers, and the card not already listed for it (--lenient
 * drops those). The manifest keeps the base's parts and adds the round's to its list 'recall'; a part already
 * applied (the same bytes) is refused, so the norms never take a round twice.
 *
 * Usage: npm run build && node scripts/agents-build-card-norms.mjs DIR [--kind card|clue] [--recall] [--out models/wordnet-en] [--lenient]
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
    kind: { type: 'string', default: 'card' },
    recall: { type: 'boolean', default: false },
  },
});
const log = (msg) => process.stderr.write(`${msg}\n`);
if (positionals.length !== 1) {
  log('usage: npm run build && node scripts/agents-build-card-norms.mjs DIR [--kind card|clue] [--recall] [--out models/wordnet-en] [--lenient]');
  process.exit(2);
}
if (flags.kind !== 'card' && flags.kind !== 'clue') {
  log(`--kind must be 'card' (DIR/assoc-*.tsv: card TAB associate TAB strength) or 'clue' (DIR/links-*.tsv: clue TAB card TAB strength), not '${flags.kind}'.`);
  process.exit(2);
}
const CLUE = flags.kind === 'clue';
const RECALL = flags.recall;
if (RECALL && !CLUE) {
  log('--recall applies the clue-word norms\' recall round: give it with --kind clue.');
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
const { loadClueNorms } = await import(pathToFileURL(join(dist, 'agents', 'index.js')).href);

const ROOT_CODES = new Set(['clue/board-word', 'clue/compound-part', 'clue/same-root']);
const MAX_LISTED = 40;

/**
 * Reads and checks the parts. Returns card -> [word, strength][] (associators' order; the word being the card's
 * associate, or with --kind clue a clue word leading to the card), the clue words asked about (--kind clue) and
 * the per-part provenance; throws model/bad-table listing every wrong line.
 */
function readParts(dir, cardSet, lenient, known, base) {
  const prefix = RECALL ? 'recall-links' : CLUE ? 'links' : 'assoc';
  const files = readdirSync(dir).filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.tsv')).sort();
  if (files.length === 0) throw new CodenamesError('model/bad-table', `${dir} holds no ${prefix}-*.tsv parts; give the folder the associators wrote to.`, { dir });
  const norms = new Map();
  const clueWords = new Set();
  // --recall: the base's links, 'card TAB clue word', which a recall line may not repeat.
  const listed = new Set();
  if (base !== undefined) for (const [card, list] of base.norms) for (const [w] of list) listed.add(`${card}\t${w}`);
  // --kind clue: how many parts list each clue word, and the summed strength of each (card, clue word).
  const askedIn = new Map();
  const sums = new Map();
  const problems = [];
  const dropped = [];
  const parts = [];
  const want = CLUE ? "'clue<TAB>card<TAB>strength'" : "'card<TAB>associate<TAB>strength'";
  for (const f of files) {
    const path = join(dir, f);
    const bytes = readFileSync(path);
    const lines = bytes.toString('utf8').split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    let kept = 0;
    const inPart = new Set();
    lines.forEach((line, i) => {
      const at = `${f}:${i + 1}`;
      const cols = line.split('\t');
      if (cols.length !== 3) return problems.push(`${at}: ${cols.length} fields, want ${want}`);
      const [card, word, strength] = CLUE ? [cols[1], cols[0], cols[2]] : cols;
      if (!/^[a-z]+$/.test(word)) return problems.push(`${at}: ${CLUE ? 'clue' : 'associate'} '${word}' is not one word of letters a-z`);
      if (CLUE) {
        if (!known.has(word)) return problems.push(`${at}: clue '${word}' is not a word of the default model`);
        if (base !== undefined && !base.clueWords.has(word)) return problems.push(`${at}: clue '${word}' is not one the clue-word norms cover (the recall round adds cards to covered words only)`);
        clueWords.add(word);
        if (!inPart.has(word)) askedIn.set(word, (askedIn.get(word) ?? 0) + 1);
        inPart.add(word);
        if (card === '-' && strength === '0') return;
      }
      if (!cardSet.has(card)) {
        const why = `'${card}' is not a card of the English lists (lower case, spaces kept${CLUE ? "; '-' with strength 0 for no card" : ''})`;
        // A clue-word associator names cards from memory of an 800-word list: --lenient drops a miss.
        return CLUE && lenient ? dropped.push(`${at}: ${why}`) : problems.push(`${at}: ${why}`);
      }
      if (!/^[123]$/.test(strength)) return problems.push(`${at}: strength '${strength}' is not 1, 2 or 3`);
      const verdict = checkClue(word, { board: [card] }, { lang: 'en' });
      const list = norms.get(card) ?? [];
      const pair = `${card}\t${word}`;
      let why = null;
      if (!verdict.ok && ROOT_CODES.has(verdict.code)) why = `'${word}' shares the root of '${card}' (${verdict.code})`;
      else if (CLUE ? inPart.has(pair) : list.some(([a]) => a === word)) why = `'${word}' is listed twice for '${card}'`;
      else if (listed.has(pair)) why = `'${card}' is already listed for '${word}' (the recall round writes only missing cards)`;
      if (why !== null) return lenient ? dropped.push(`${at}: ${why}`) : problems.push(`${at}: ${why}`);
      kept++;
      if (CLUE) {
        inPart.add(pair);
        if (!sums.has(pair)) list.push([word, 0]);
        sums.set(pair, (sums.get(pair) ?? 0) + Number(strength));
      } else list.push([word, Number(strength)]);
      norms.set(card, list);
    });
    parts.push({ file: f, sha256: createHash('sha256').update(bytes).digest('hex'), lines: lines.length, kept });
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_LISTED).join('\n  ');
    const more = problems.length > MAX_LISTED ? `\n  ... and ${problems.length - MAX_LISTED} more` : '';
    throw new CodenamesError('model/bad-table', `${problems.length} wrong line(s) in ${dir}; fix them (or pass --lenient to drop ${CLUE ? 'unknown cards, same-root and repeated links' : 'same-root and repeated associates'}):\n  ${shown}${more}`, { dir, problems: problems.length });
  }
  if (CLUE) {
    // Several associators may have written the same clue word: a link's strength is the mean over all who were
    // asked (a missing link counting 0), rounded up, so a link only one of two wrote drops a step.
    for (const [card, list] of norms) {
      for (const entry of list) entry[1] = Math.ceil(sums.get(`${card}\t${entry[0]}`) / askedIn.get(entry[0]));
      list.sort((a, b) => b[1] - a[1]);
    }
  }
  return { norms, clueWords, parts, dropped };
}

const dir = resolve(positionals[0]);
const { cards } = readWordLists(ROOT, ['en-original.txt', 'en-duet.txt']);
const cardSet = new Set(cards.map((c) => c.toLowerCase()));
const model = await loadDefaultModel();
const known = new Set(model.vocabulary);
const base = CLUE ? 'clue-norms' : 'norms';
const out = join(flags.out, `${base}.tsv`);

/** --recall: the built clue-word norms in --out (card -> [clue word, strength][], the words asked, the manifest), read by the library. */
function readBase() {
  const files = [out, join(flags.out, `${base}-words.txt`), join(flags.out, `${base}.json`)];
  const absent = files.find((f) => !existsSync(f));
  if (absent !== undefined) throw new CodenamesError('model/bad-table', `${absent} is missing: --recall adds to the clue-word norms built in --out (${flags.out}).`, { file: absent });
  const forward = loadClueNorms(flags.out);
  const norms = new Map();
  for (const card of [...cardSet].sort()) {
    const links = forward.strengths(card);
    if (links !== undefined) norms.set(card, [...links]);
  }
  const clueWords = new Set(readFileSync(files[1], 'utf8').split('\n').filter(Boolean));
  return { norms, clueWords, manifest: JSON.parse(readFileSync(files[2], 'utf8')) };
}

let parsed;
let prior;
try {
  prior = RECALL ? readBase() : undefined;
  parsed = readParts(dir, cardSet, flags.lenient, known, prior);
} catch (e) {
  if (e instanceof CodenamesError) {
    log(`${e.code}: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
for (const d of parsed.dropped) log(`dropped ${d}`);

/** Lines in the output format for card -> [word, strength][]; counts what was written and what was unknown. */
function writeLines(norms) {
  const counts = { links: 0, unknown: 0, byStrength: [0, 0, 0, 0] };
  const lines = [];
  for (const card of [...norms.keys()].sort()) {
    const cols = [[], [], []];
    for (const [assoc, s] of norms.get(card)) {
      if (!known.has(assoc)) {
        counts.unknown++;
        continue;
      }
      cols[3 - s].push(assoc);
      counts.byStrength[s]++;
      counts.links++;
    }
    lines.push(`${card}\t${cols.map((c) => c.join('|')).join('\t')}`);
  }
  return { lines, ...counts };
}
const strengths = (byStrength) => ({ 3: byStrength[3], 2: byStrength[2], 1: byStrength[1] });

let manifest;
if (RECALL) {
  // The base's links first, in its order, then the round's, per strength column.
  const merged = new Map([...prior.norms].map(([card, list]) => [card, list.slice()]));
  for (const [card, list] of parsed.norms) merged.set(card, [...(merged.get(card) ?? []), ...list]);
  const written = writeLines(merged);
  const added = writeLines(parsed.norms);
  const prompt = readFileSync(join(ROOT, 'scripts/lib/clue-norms-recall-prompt.md'));
  const { recall: earlier = [], ...before } = prior.manifest;
  const applied = new Set(earlier.flatMap((r) => r.parts.map((p) => p.sha256)));
  const again = parsed.parts.find((p) => applied.has(p.sha256));
  if (again !== undefined) {
    log(`model/bad-table: ${basename(again.file)} was already applied to ${out} (its sha256 is in the manifest's recall rounds); nothing was written.`);
    process.exit(1);
  }
  manifest = {
    ...before,
    clueWordsLinked: new Set([...merged.values()].flatMap((l) => l.map(([w]) => w))).size,
    cards: written.lines.length,
    cardsMissing: [...cardSet].filter((c) => !merged.has(c)).length,
    links: written.links,
    linksByStrength: strengths(written.byStrength),
    recall: [
      ...earlier,
      {
        prompt: { file: 'scripts/lib/clue-norms-recall-prompt.md', sha256: createHash('sha256').update(prompt).digest('hex') },
        dealt: 'node scripts/agents-deal-clue-recall.mjs DIR --top 4000 --parts 8',
        clueWords: parsed.clueWords.size,
        parts: parsed.parts.map((p) => ({ ...p, file: basename(p.file) })),
        links: added.links,
        linksByStrength: strengths(added.byStrength),
        droppedUnknownToModel: added.unknown,
        droppedLenient: parsed.dropped.length,
        built: `node scripts/agents-build-card-norms.mjs DIR --kind clue --recall${flags.lenient ? ' --lenient' : ''}`,
      },
    ],
  };
  writeFileSync(out, `${written.lines.join('\n')}\n`);
  log(`wrote ${out}: the recall round added ${added.links} links (3: ${added.byStrength[3]}, 2: ${added.byStrength[2]}, 1: ${added.byStrength[1]}) for ${parsed.clueWords.size} clue words; ${written.links} links in all; dropped ${added.unknown} unknown to the default model, ${parsed.dropped.length} same-root, repeated or already listed`);
} else {
  const { lines, links, unknown, byStrength } = writeLines(parsed.norms);
  const missing = [...cardSet].filter((c) => !parsed.norms.has(c)).sort();
  const promptFile = `scripts/lib/${CLUE ? 'clue' : 'card'}-norms-prompt.md`;
  writeFileSync(out, `${lines.join('\n')}\n`);
  const clueWords = [...parsed.clueWords].sort();
  if (CLUE) writeFileSync(join(flags.out, `${base}-words.txt`), `${clueWords.join('\n')}\n`);
  const prompt = readFileSync(join(ROOT, promptFile));
  manifest = {
    name: CLUE ? 'clue-norms-en' : 'card-norms-en',
    file: `${base}.tsv`,
    ...(CLUE ? { words: `${base}-words.txt` } : {}),
    format: CLUE
      ? 'card TAB strength-3 clue words TAB strength-2 clue words TAB strength-1 clue words (|-separated): the clue words that make people think of the card'
      : 'card TAB strength-3 words TAB strength-2 words TAB strength-1 words (|-separated)',
    provenance: `written by language-model associators from the committed prompt (${promptFile}); a stand-in for human ${CLUE ? 'association data' : 'free-association norms'} such as SWOW, which cannot be fetched here`,
    license: 'MIT (written for this project)',
    prompt: { file: promptFile, sha256: createHash('sha256').update(prompt).digest('hex') },
    parts: parsed.parts.map((p) => ({ ...p, file: basename(p.file) })),
    ...(CLUE ? { clueWords: clueWords.length, clueWordsLinked: new Set([...parsed.norms.values()].flatMap((l) => l.map(([w]) => w))).size } : {}),
    cards: lines.length,
    cardsMissing: missing.length,
    links,
    linksByStrength: strengths(byStrength),
    droppedUnknownToModel: unknown,
    droppedLenient: parsed.dropped.length,
    built: `node scripts/agents-build-card-norms.mjs DIR${CLUE ? ' --kind clue' : ''}${flags.lenient ? ' --lenient' : ''}`,
  };
  log(`wrote ${out}: ${lines.length} cards (${missing.length} of ${cardSet.size} missing), ${links} links (3: ${byStrength[3]}, 2: ${byStrength[2]}, 1: ${byStrength[1]})${CLUE ? `, ${clueWords.length} clue words` : ''}; dropped ${unknown} unknown to the default model, ${parsed.dropped.length} same-root or repeated`);
}
writeFileSync(join(flags.out, `${base}.json`), `${JSON.stringify(manifest, null, 2)}\n`);
