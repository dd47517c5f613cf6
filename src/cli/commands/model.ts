/**
 * `codenames-ai model info|import`: inspect a model (what it is, how long it takes to load, how much memory
 * it needs) and import word vectors into the compact format. A thin shell over src/embeddings.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CodenamesError } from '../../errors.js';
import { intFlag, listFlag, parseFlags } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';

const HELP = `codenames-ai model: inspect or import word-embedding models

Usage: codenames-ai model info [--model NAME|PATH] [--json]
       codenames-ai model import FILE --lang CODE [--top N] [--out DIR] [--name NAME] [--stopwords a,b,c]
       codenames-ai model bridge --lang hu|ru|CODE [--dict FILE ...] [--out DIR]

model info     load a model and describe it: name, language, vocabulary and clue-vocabulary size,
               dimensions, file size and checksum, source and licence, load time and memory (RSS)
  --model NAME|PATH  'en' (the default GloVe model), a folder name under models/, a compact model
                     directory, or a local transformers.js model folder
  --json             print one JSON object: { name, lang, vocabularySize, clueVocabularySize, dimensions,
                     loadMs, loadCpuMs, rssBytes, path, manifest? }

model import   convert a word2vec / GloVe / fastText text file (.vec/.txt; optional 'COUNT DIMS' first line)
               into a compact model directory (vectors.bin + manifest.json)
  --lang CODE        language of the vectors (ru, uk, he, fa, hu, en, ...), required
  --top N            keep the N most frequent words, i.e. the first N lines (default 100000)
  --out DIR          output directory (default: the user models dir + /<lang>, where --lang finds it)
  --name NAME        model name (default: the file name without extension)
  --stopwords LIST   comma-separated words never used as clues

model bridge   build a model for another language from the English vectors and bilingual dictionaries:
               a word's vector is the sense-weighted mean of its English translations' vectors; clue words
               are the real words of the language (its hunspell lexicon); see docs/languages.md
  --lang CODE        hu or ru (their Debian dictionaries are found automatically), or any language with a
                     lexicon (ru, uk, he, fa, hu) when --dict is given
  --dict FILE        a dictd dictionary (NAME.index beside NAME.dict.dz) or a TSV file of 'WORD<TAB>ENGLISH'
                     lines; repeat for several (default: the installed Debian dictionaries of the language)
  --out DIR          output directory (default: the user models dir, $CODENAMES_AI_MODELS or
                     ~/.local/share/codenames-ai/models, + /<lang>, where --lang finds it)

Examples:
  codenames-ai model info --json
  codenames-ai model import cc.ru.300.vec --lang ru --top 100000 --out models-local/ru
  codenames-ai neighbours кошка --model models-local/ru
`;

async function info(argv: readonly string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseFlags('model', argv, { model: { type: 'string' }, json: { type: 'boolean' } });
  if (positionals.length > 0) throw new CodenamesError('cli/usage', `model info takes no words (got '${positionals.join(' ')}'). Run 'codenames-ai model --help'.`);
  const { loadModel, resolveModelDir } = await import('../../embeddings/index.js');
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const model = await loadModel(values.model === undefined ? undefined : resolveModelDir(values.model, io.cwd));
  const loadMs = performance.now() - t0;
  // CPU time as well as wall time: on a shared machine the wall clock mostly measures the neighbours.
  const cpu = process.cpuUsage(cpu0);
  const loadCpuMs = (cpu.user + cpu.system) / 1000;
  const rssBytes = process.memoryUsage().rss;
  const dir = resolveModelDir(values.model, io.cwd);
  const manifestPath = join(dir, 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>) : undefined;
  const out = {
    name: model.name,
    lang: model.lang,
    vocabularySize: model.vocabulary.length,
    clueVocabularySize: model.clueIndices.length,
    dimensions: model.dimensions,
    loadMs: Math.round(loadMs * 10) / 10,
    loadCpuMs: Math.round(loadCpuMs * 10) / 10,
    rssBytes,
    rssBeforeLoadBytes: rssBefore,
    path: dir,
    ...(manifest === undefined ? {} : { manifest }),
  };
  if (values.json === true) {
    io.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    return 0;
  }
  const mb = (b: number): string => `${(b / 2 ** 20).toFixed(1)} MiB`;
  const src = manifest?.['source'] as Record<string, unknown> | undefined;
  const lines = [
    `model        ${out.name} (${out.lang})`,
    `path         ${dir}`,
    `vocabulary   ${out.vocabularySize} words, ${out.clueVocabularySize} usable as clues, ${out.dimensions} dimensions`,
    ...(manifest === undefined ? [] : [`file         ${String(manifest['file'])}: ${mb(Number(manifest['bytes']))}, ${String(manifest['encoding'])}, sha256 ${String(manifest['sha256']).slice(0, 16)}...`]),
    ...(src === undefined ? [] : [`source       ${src['package'] === undefined ? String(src['file']) : `${String(src['package'])}@${String(src['version'])}`}`]),
    ...(manifest?.['licence'] === undefined ? [] : [`licence      ${Object.values(manifest['licence'] as Record<string, string>).join('; ')}`]),
    `load         ${out.loadMs} ms (${out.loadCpuMs} ms CPU), RSS ${mb(rssBytes)} after loading (${mb(rssBefore)} before)`,
  ];
  io.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

async function importCmd(argv: readonly string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseFlags('model', argv, {
    lang: { type: 'string' },
    top: { type: 'string' },
    out: { type: 'string' },
    name: { type: 'string' },
    stopwords: { type: 'string' },
  });
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) throw new CodenamesError('cli/usage', `model import takes exactly one FILE. Run 'codenames-ai model --help'.`);
  if (values.lang === undefined) throw new CodenamesError('cli/usage', `model import needs --lang CODE (the vectors' language, e.g. --lang ru).`);
  const { importVectors } = await import('../../embeddings/import-vectors.js');
  const { languageModelDir } = await import('../../embeddings/user-models.js');
  const { resolve } = await import('node:path');
  const t0 = performance.now();
  const result = await importVectors(resolve(io.cwd, file), {
    lang: values.lang,
    top: intFlag('top', values.top, 100_000, 1),
    out: values.out === undefined ? languageModelDir(values.lang) : resolve(io.cwd, values.out),
    ...(values.name === undefined ? {} : { name: values.name }),
    stopwords: listFlag(values.stopwords),
  });
  const m = result.manifest;
  io.stdout.write(
    `imported ${m.vocabularySize} words (${m.clueVocabularySize} clue words) x ${m.dimensions} dimensions into ${result.dir} ` +
      `(${(m.bytes / 2 ** 20).toFixed(1)} MiB, ${result.skipped} duplicate or zero rows skipped, ${Math.round(performance.now() - t0)} ms)\n` +
      `use it with: --model ${result.dir}\n`,
  );
  return 0;
}

async function bridge(argv: readonly string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseFlags('model', argv, { lang: { type: 'string' }, dict: { type: 'string', multiple: true }, out: { type: 'string' } });
  if (positionals.length > 0) throw new CodenamesError('cli/usage', `model bridge takes no positional arguments (got '${positionals.join(' ')}'); give dictionaries with --dict FILE.`);
  const lang = values.lang;
  if (lang === undefined) throw new CodenamesError('cli/usage', 'model bridge needs --lang CODE (hu or ru, or any language with a lexicon together with --dict).');
  const { resolve } = await import('node:path');
  const { buildBridge } = await import('../../embeddings/bridge/build-bridge.js');
  const { DEBIAN_DICTIONARIES, debianDictionaries, dictionaryFile } = await import('../../embeddings/bridge/dictionary-sources.js');
  const { languageModelDir, missingModelMessage } = await import('../../embeddings/user-models.js');
  const given = (values.dict ?? []) as string[];
  let files = given.map((f) => resolve(io.cwd, f));
  if (files.length === 0) {
    files = debianDictionaries(lang);
    const spec = DEBIAN_DICTIONARIES[lang];
    if (spec === undefined) throw new CodenamesError('model/no-language-model', missingModelMessage(lang));
    if (files.length < spec.files.length) {
      throw new CodenamesError('model/not-found', `The ${lang} bridge reads ${spec.files.join(' and ')} from /usr/share/dictd, and ${files.length === 0 ? 'none is' : 'not all are'} installed. Install them with: apt-get install ${spec.packages.join(' ')} (or give your own dictionaries with --dict FILE).`, { lang });
    }
  }
  const t0 = performance.now();
  const out = values.out === undefined ? languageModelDir(lang) : resolve(io.cwd, values.out);
  const r = buildBridge({ lang, dictionaries: files.map(dictionaryFile), out });
  const m = r.manifest;
  io.stdout.write(
    `bridged ${m.vocabularySize} ${lang} words (${m.clueVocabularySize} clue words) into ${r.dir} from ${files.map((f) => f.split('/').pop()).join(', ')} ` +
      `(${(m.bytes / 2 ** 20).toFixed(1)} MiB, ${Math.round(performance.now() - t0)} ms)\n` +
      `cards: ${r.cards.total - r.cards.missing.length} of ${r.cards.total} placed (${r.cards.table.length} from the hand table, ${r.cards.english.length} as English names)${r.cards.missing.length === 0 ? '' : `; not placed: ${r.cards.missing.join(', ')}`}\n` +
      `play with: --lang ${lang}${values.out === undefined ? '' : ` --model ${r.dir}`}\n`,
  );
  return 0;
}

/** The `model` command (subcommands info, import and bridge). */
export const command: CliCommand = {
  help: HELP,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (sub === 'info') return info(rest, io);
    if (sub === 'import') return importCmd(rest, io);
    if (sub === 'bridge') return bridge(rest, io);
    throw new CodenamesError('cli/usage', `model needs a subcommand, 'info', 'import' or 'bridge'${sub === undefined ? '' : ` (got '${sub}')`}. Run 'codenames-ai model --help'.`);
  },
};
