/**
 * `codenames-ai tournament`: a thin shell over runTournament. Results go to stdout (a table, or the JSON
 * summary with --json); the live progress bar and notes go to stderr; --out DIR gets results.json, CSVs, the
 * HTML report and a running outcomes.jsonl that --resume continues from after an interruption.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { CodenamesError } from '../../errors.js';
import type { VariantName } from '../../game/types.js';
import { intFlag, listFlag, parseFlags } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';
import { createProgressBar } from './progress-bar.js';
import { EXTERNAL_FLAGS, EXTERNAL_HELP, withExternalFlags } from './external-flags.js';

const HELP = `codenames-ai tournament: play every spymaster x guesser pairing on the same seeded boards

Usage: codenames-ai tournament [flags]

Flags:
  --variant NAME       single-team | single-team-2019 | standard | coop | three-player (default single-team)
  --spymasters A,B     spymaster names (default: the project default, plus custom agents from --agents)
  --guessers X,Y       guesser names (same default)
  --teams T,U          fixed teams instead of every pairing: NAME (its spymaster and guesser) or
                       SPYMASTER+GUESSER; two-team variants play each team against every other, as red
                       and as blue (e.g. --variant standard --teams default,reference-0.7+reference)
  --games N            boards per pairing (default 100)
  --seed N             run seed; board i is dealt from (seed, i) (default 1)
  --workers N          worker threads (default: number of cores; 0 = main thread)
  --concurrency N      games in flight per worker (default 1): for agents that wait (exec:, http:, openai:);
                       the results are the same for every N
  --out DIR            write results.json, pairings.csv, games.csv, report.html (and outcomes.jsonl as it runs)
  --json               print a JSON summary on stdout instead of the table
  --shard I/N          play only shard I of N (1-based); merge the shards with 'codenames-ai merge'
  --agents GLOB        custom agent modules, e.g. "agents/*.js" (each joins under its file name)
  --agent NAME=KIND:REST  one more agent under NAME (repeatable): KIND builtin (builtin:default,risk=bold),
                       module (module:FILE), exec (exec:COMMAND), http (http:URL), py2019 (py2019:REPO:IMPORT)
                       or openai (openai:MODEL)
  --model NAME|PATH    embedding model (default: the shipped English model, or the --lang model)
  --lang CODE          play in this language: the model installed for it (model bridge / model import),
                       its card list and its referee (default en)
  --candidates FILE    clue candidate list for the reference spymasters (default: the model's clue words)
  --time-limit MS      per-action time limit; slower agents forfeit the game (default 10000)
  --turn-cap N         end games after N team turns
  --word-list NAME|FILE  shipped word list (en-original, en-duet, ru, he, hu) or a file, one code name per line
  --no-referee         do not judge clues with the referee
  --resume             continue the interrupted run whose --out DIR is given (every game-changing setting
                       must be the same: they are checked against the run's outcomes.jsonl)
  --force              start again in an --out DIR that already holds a run (it is overwritten)
  --queue URL          play on queue workers (codenames-ai worker) through Redis, redis://HOST:PORT[/DB];
                       see docs/distributed.md
  --run-name NAME      the run's name on the queue (default: t- and a hash of its settings)
  --batch N            games per queued batch (default: about 200 batches, at most 100 games each)
${EXTERNAL_HELP}
Agents: default (our agents on the GloVe + WordNet mind), default-cautious, default-bold, default-solo (default
without partner trust or the partner check), glove (ours on plain GloVe), wordnet (ours on the WordNet mind), reference-0.7, reference-0.5, reference-0.3 (the 2019 competition
bots), reference (its guesser), random (guesser floor), and custom agents. Example:
  codenames-ai tournament --variant single-team-2019 --spymasters reference-0.7,reference-0.3 --guessers reference,random --games 1000 --out out/
`;


/**
 * `--lang CODE`: the folder of the model installed for the language (checked now, so a missing one is reported
 * before any game) and the language's shipped card list.
 */
async function tournamentLanguage(lang: string, model: string | undefined, wordList: string | undefined, cwd: string): Promise<{ model: string; wordList: string }> {
  const { languageContext } = await import('../lang-context.js');
  const { languageModelDir } = await import('../../embeddings/user-models.js');
  const { WORD_LISTS } = await import('../../game/word-lists.js');
  await languageContext(lang, model, undefined, cwd);
  const list = wordList ?? Object.values(WORD_LISTS).find((w) => w.lang === lang)?.name;
  if (list === undefined) throw new CodenamesError('cli/usage', `No card list ships for '${lang}'; give one with --word-list FILE (one code name per line).`, { lang });
  if (wordList !== undefined && !Object.hasOwn(WORD_LISTS, wordList)) {
    throw new CodenamesError('cli/usage', `--word-list ${wordList}: a card file is dealt as English cards, so it cannot be combined with --lang ${lang} yet. Use the shipped ${lang} list (leave out --word-list).`, { lang });
  }
  if (wordList === undefined || WORD_LISTS[wordList as keyof typeof WORD_LISTS].lang === lang) return { model: model ?? languageModelDir(lang), wordList: list };
  throw new CodenamesError('cli/usage', `--word-list ${wordList} is a '${WORD_LISTS[wordList as keyof typeof WORD_LISTS].lang}' list, but --lang is '${lang}'. Use the ${lang} list (leave out --word-list).`, { lang });
}

export const command: CliCommand = {
  help: HELP,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const { values } = parseFlags('tournament', argv, {
      variant: { type: 'string' }, spymasters: { type: 'string' }, guessers: { type: 'string' }, teams: { type: 'string' }, games: { type: 'string' },
      seed: { type: 'string' }, workers: { type: 'string' }, concurrency: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean' }, shard: { type: 'string' },
      agents: { type: 'string' }, agent: { type: 'string', multiple: true }, model: { type: 'string' }, candidates: { type: 'string' }, 'time-limit': { type: 'string' },
      'turn-cap': { type: 'string' }, 'word-list': { type: 'string' }, lang: { type: 'string' }, 'no-referee': { type: 'boolean' }, resume: { type: 'boolean' }, force: { type: 'boolean' },
      queue: { type: 'string' }, 'run-name': { type: 'string' }, batch: { type: 'string' },
      ...EXTERNAL_FLAGS,
    }, false);
    if (values.queue === undefined && (values['run-name'] !== undefined || values.batch !== undefined)) throw new CodenamesError('cli/usage', '--run-name and --batch go with --queue redis://HOST:PORT.');
    if (values.queue !== undefined && values.workers !== undefined) throw new CodenamesError('cli/usage', "with --queue the games are played by 'codenames-ai worker' processes; give --workers to them, not to the tournament.");
    const variant = (values.variant ?? 'single-team') as VariantName;
    const lang = values.lang === undefined || values.lang === 'en' ? undefined : await tournamentLanguage(values.lang, values.model, values['word-list'], io.cwd);
    const games = intFlag('games', values.games, 100, 1);
    const seed = intFlag('seed', values.seed, 1, 0);
    const workers = intFlag('workers', values.workers, availableParallelism(), 0, 256);
    const concurrency = intFlag('concurrency', values.concurrency, 1, 1, 1024);
    const out = values.out === undefined ? undefined : resolve(io.cwd, values.out);
    if (values.resume === true && out === undefined) throw new CodenamesError('cli/usage', '--resume needs the --out DIR of the interrupted run.');
    const h = await import('../../harness/index.js');
    if (!h.TOURNAMENT_VARIANTS.includes(variant)) throw new CodenamesError('cli/usage', `--variant must be one of ${h.TOURNAMENT_VARIANTS.join(', ')}; got '${variant}'.`);
    const shard = values.shard === undefined ? null : h.parseShard(values.shard);

    // Default pairing: the project default plus every custom agent that offers the role.
    const custom = values.agents === undefined ? [] : await h.loadCustomAgents(await h.findCustomAgents(values.agents, io.cwd));
    const { parseAgentSpec, builtinDescription, rolesOf } = await import('../../agents/build/index.js');
    const described = withExternalFlags((values.agent ?? []).map((spec) => parseAgentSpec(spec, { cwd: io.cwd, builtin: builtinDescription })), values, values.queue === undefined ? workers : 1, io.cwd); // queued: --rpm is each worker process's rate
    const pick = (flag: string | undefined, role: 'spymaster' | 'guesser'): string[] =>
      flag !== undefined ? listFlag(flag) : ['default', ...custom.filter((f) => f[role] !== undefined).map((f) => f.name), ...described.filter((d) => rolesOf(d).includes(role)).map((d) => d.name)];
    if (values.teams !== undefined && (values.spymasters !== undefined || values.guessers !== undefined)) {
      throw new CodenamesError('cli/usage', '--teams fixes who plays with whom; give it instead of --spymasters and --guessers, not with them.');
    }
    const teams = values.teams === undefined ? undefined : h.parseTeams(values.teams);
    const seated = teams === undefined ? undefined : h.teamSeats(teams, variant);
    const spymasters = seated?.spymasters ?? pick(values.spymasters, 'spymaster');
    const guessers = seated?.guessers ?? pick(values.guessers, 'guesser');
    if (spymasters.length === 0 || guessers.length === 0) throw new CodenamesError('cli/usage', '--spymasters and --guessers need at least one name each.');

    const timeLimitMs = values['time-limit'] === undefined ? undefined : intFlag('time-limit', values['time-limit'], 10_000, 1);
    const turnCap = values['turn-cap'] === undefined ? undefined : intFlag('turn-cap', values['turn-cap'], 50, 1, 1000);
    const { isWordListName } = await import('../../game/index.js');
    const wordList = values['word-list'] ?? lang?.wordList;
    const model = values.model ?? lang?.model;
    // Every setting that changes a game is part of the run's identity, checked on --resume (files by content).
    const header = {
      format: 'codenames-ai/tournament-log' as const, variant, seed, games, spymasters, guessers, ...(teams === undefined ? {} : { teams }), shard: values.shard ?? null,
      settings: {
        model: model ?? null,
        candidates: values.candidates === undefined ? null : h.fileIdentity(resolve(io.cwd, values.candidates)),
        wordList: wordList === undefined ? null : isWordListName(wordList) ? wordList : h.fileIdentity(resolve(io.cwd, wordList)),
        turnCap: turnCap ?? null,
        referee: values['no-referee'] !== true,
        timeLimitMs: timeLimitMs ?? null,
        agentModules: values.agents === undefined ? [] : (await h.findCustomAgents(values.agents, io.cwd)).map((f) => h.fileIdentity(f)),
        described: JSON.parse(JSON.stringify(described)) as unknown[],
      },
    };
    if (values.force === true && values.resume === true) throw new CodenamesError('cli/usage', '--force starts the run again from nothing and --resume continues it: give one of them.');
    const prior = out !== undefined && values.resume === true ? h.readOutcomeLog(out, header) : [];
    const log = out === undefined ? undefined : h.openOutcomeLog(out, header, values.resume === true, values.force === true);
    const tty = (io.stderr as { isTTY?: boolean }).isTTY === true;
    const bar = tty ? createProgressBar(io.stderr) : null;
    const runner = values.queue === undefined ? undefined : (await import('../../queue/index.js')).createQueueRunner({
      url: values.queue, cwd: io.cwd,
      ...(values['run-name'] === undefined ? {} : { runName: values['run-name'] }),
      ...(values.batch === undefined ? {} : { batchSize: intFlag('batch', values.batch, 1, 1, 100_000) }),
      onRun: (r) => io.stderr.write(`run '${r.name}': ${r.total} games on ${values.queue}\n`),
      onNotice: (m) => io.stderr.write(`${tty ? '\r\x1b[K' : ''}${m}\n`),
    });
    const controller = new AbortController();
    const onSignal = (): void => controller.abort();
    process.once('SIGINT', onSignal);
    let result;
    try {
      result = await h.runTournament({
        variant, games, seed, workers, concurrency, shard, ...(teams === undefined ? { spymasters, guessers } : { teams }), cwd: io.cwd,
        ...(values.agents === undefined ? {} : { agents: values.agents }),
        ...(described.length === 0 ? {} : { described }),
        ...(model === undefined ? {} : { model }),
        ...(values.candidates === undefined ? {} : { candidates: values.candidates }),
        ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
        ...(turnCap === undefined ? {} : { turnCap }),
        ...(wordList === undefined ? {} : { wordList }),
        referee: values['no-referee'] !== true,
        resumeFrom: prior,
        ...(runner === undefined ? {} : { runner }),
        signal: controller.signal,
        ...(log === undefined ? {} : { onOutcome: log }),
        ...(bar === null ? {} : { onProgress: bar.update }),
      });
    } finally {
      process.removeListener('SIGINT', onSignal);
      bar?.finish();
    }
    if (out !== undefined) {
      const files = h.writeReports(out, result);
      io.stderr.write(`wrote ${files.join(', ')}\n`);
    }
    io.stdout.write(values.json === true ? `${JSON.stringify(h.summarize(result), null, 2)}\n` : h.formatTable(result));
    if (result.forfeits.length > 0) io.stderr.write(`${result.forfeits.length} game(s) forfeited by an agent (error, illegal move or time limit); see the report.\n`);
    if (!result.complete) {
      io.stderr.write(`interrupted after ${result.gamesPlayed} of ${result.gamesExpected} games.${out === undefined ? ' Use --out DIR to keep partial results.' : ` Continue with the same command plus --resume.`}\n`);
      return 130;
    }
    return 0;
  },
};
