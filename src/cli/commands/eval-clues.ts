/**
 * `codenames-ai eval clues`: measuring clues with people (docs/clue-evaluation.md). Three thin shells over
 * the library: export blind items of spymasters' first clues (exportClueItems), score readers' answers
 * against the key (parseClueAnswers + scoreClueAnswers), and let one of our guessers read a key's clues.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CodenamesError } from '../../errors.js';
import type { VariantName } from '../../game/types.js';
import { intFlag, listFlag, parseFlags } from '../args.js';
import type { CliIO } from '../command.js';
import type { AgentFactory } from '../../agents/build/index.js';

export const CLUES_HELP = `codenames-ai eval clues: blind items of spymasters' first clues, and their scores

Usage:
  codenames-ai eval clues --spymasters A,B,... --boards N --out DIR [--variant standard|single-team]
                          [--seed S] [--lang en] [--model NAME|PATH] [--risk LEVEL] [--agents GLOB] [--agent NAME=KIND:REST]
                          [--force] [--no-referee]
  codenames-ai eval clues --score ANSWERS.jsonl [--score MORE.jsonl ...] --key DIR/key.json [--key ...] [--json]
  codenames-ai eval clues --guesser NAME --key KEY.json [--score ANSWERS.jsonl ...] [--write-answers FILE] [--json]

Export (--spymasters): deals N seeded boards (board i from the run seed and i, as a tournament does), takes
each spymaster's first clue (the team to move, nothing revealed), mixes the items in a seeded order under
opaque ids, and writes DIR/items.jsonl (blind: id, variant, words, clue, number), DIR/sheet.md (printable,
with the reader's brief, 40 items a page) and DIR/key.json (private: spymaster, team, identities, targets,
explanation). An existing, non-empty DIR is refused without --force.
  --spymasters A,B     registry names, as the tournament takes them (default, reference-0.7, ...)
  --variant NAME       standard (default), single-team or single-team-2019
  --boards N           boards to deal (each spymaster gives one clue per board)
  --seed S             run seed (default 1)
  --lang CODE          language of the boards (default en)
  --model NAME|PATH    embedding model our agents think with (as the tournament's --model; also for --guesser)
  --risk LEVEL         rebuild our spymasters (default, glove, ...) at this risk: cautious, balanced, bold
                       or 0..1 (the key labels them 'default (risk cautious)'); the 2019 bots have none
  --agents GLOB        custom agent modules joining the names
  --agent NAME=KIND:REST  one more agent under NAME (repeatable), as the tournament takes it, e.g.
                       careful=openai:MODEL or mine=builtin:default,risk=cautious
  --no-referee         do not record the referee's verdict on each clue in the key

Score (--score): reads answers, one JSON object a line: {"id": "...", "guesses": ["WORD", ...]} in touch
order (fewer than the number: the reader stopped). Touches in order; a team card lets the next one follow,
anything else ends the turn. Several files (readers) are scored together and per file; items a file does not
answer are counted. Unknown or repeated ids, words not on the board, or more than number + 1 guesses are an
error naming the line.
  --key FILE           the key: our key.json, or any JSON list / JSON lines of items with id, words, key
                       (identities in grid order), team, clue, number (spymaster, variant optional);
                       repeatable: several batches (e.g. standard and single-team) scored as one
  --json               print the report as JSON

Guesser (--guesser NAME): a guesser of the registry (default, glove, wordnet, reference, ..., or one
given with --agent) reads every clue of the key as a blind reader, scored the same way (with any --score
files beside it).
  --write-answers FILE write the guesser's answers as an answers file (with its explanation of each, when it gives one)
`;

const VARIANTS: readonly VariantName[] = ['standard', 'single-team', 'single-team-2019'];

function readText(io: CliIO, file: string, what: string): string {
  try {
    return readFileSync(resolve(io.cwd, file), 'utf8');
  } catch (e) {
    throw new CodenamesError('cli/io', `cannot read the ${what} ${file}: ${e instanceof Error ? e.message : String(e)}.`, { file });
  }
}

/** Custom agents (--agents GLOB) and described ones (--agent NAME=KIND:REST), as the tournament takes them. */
async function extraAgents(io: CliIO, glob: string | undefined, specs: readonly string[] | undefined): Promise<AgentFactory[]> {
  const { findCustomAgents, loadCustomAgents } = await import('../../harness/custom-agents.js');
  const { describedAgents } = await import('../../harness/registry.js');
  const { parseAgentSpec, builtinDescription } = await import('../../agents/build/index.js');
  const custom = glob === undefined ? [] : await loadCustomAgents(await findCustomAgents(glob, io.cwd));
  const described = await describedAgents((specs ?? []).map((spec) => parseAgentSpec(spec, { cwd: io.cwd, builtin: builtinDescription })));
  return [...custom, ...described];
}

/** Runs `eval clues` with the flags after 'clues'. */
export async function runEvalClues(argv: readonly string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseFlags('eval', argv, {
    spymasters: { type: 'string' }, variant: { type: 'string' }, boards: { type: 'string' }, seed: { type: 'string' },
    out: { type: 'string' }, lang: { type: 'string' }, agents: { type: 'string' }, force: { type: 'boolean' }, 'no-referee': { type: 'boolean' },
    score: { type: 'string', multiple: true }, key: { type: 'string', multiple: true }, json: { type: 'boolean' },
    guesser: { type: 'string' }, 'write-answers': { type: 'string' }, model: { type: 'string' }, risk: { type: 'string' }, agent: { type: 'string', multiple: true },
  });
  if (positionals.length > 0) throw new CodenamesError('cli/usage', `eval clues takes flags only; got '${positionals.join(' ')}'. Run 'codenames-ai eval clues --help'.`);
  const h = await import('../../harness/clue-eval.js');
  if (values.spymasters !== undefined) {
    if (values.score !== undefined || values.guesser !== undefined) throw new CodenamesError('cli/usage', 'export (--spymasters) and scoring (--score, --guesser) are separate runs; give one of them.');
    if (values.out === undefined) throw new CodenamesError('cli/usage', '--out DIR is needed: the folder for items.jsonl, sheet.md and key.json.');
    if (values.boards === undefined) throw new CodenamesError('cli/usage', '--boards N is needed (e.g. --boards 40).');
    const variant = (values.variant ?? 'standard') as VariantName;
    if (!VARIANTS.includes(variant)) throw new CodenamesError('cli/usage', `--variant must be one of ${VARIANTS.join(', ')}; got '${variant}'.`);
    const out = resolve(io.cwd, values.out);
    h.checkClueOutput(out, { force: values.force === true }); // before the clues are asked for, not after
    const risk = (await import('./clue.js')).riskFlag(values.risk);
    const exp = await h.exportClueItems({
      spymasters: listFlag(values.spymasters), variant, boards: intFlag('boards', values.boards, 1, 1, 100_000),
      seed: intFlag('seed', values.seed, 1, 0), lang: values.lang ?? 'en', agents: await extraAgents(io, values.agents, values.agent),
      referee: values['no-referee'] !== true, ...(risk === undefined ? {} : { risk }), ...(values.model === undefined ? {} : { model: values.model }),
    });
    const files = h.writeClueExport(out, exp, { force: values.force === true });
    io.stdout.write(`${exp.items.length} items (${exp.key.made?.spymasters.length ?? 0} spymasters x ${exp.key.made?.boards ?? 0} boards, ${variant}) on ${Math.ceil(exp.items.length / h.ITEMS_PER_PAGE)} sheet page(s)\n`);
    io.stdout.write(h.formatKeySummary(exp.key));
    io.stdout.write(`wrote ${files.join(', ')}\n`);
    io.stdout.write('Give readers items.jsonl or sheet.md, never key.json.\n');
    return 0;
  }
  const scoreFiles = (values.score ?? []).flatMap((s) => listFlag(s));
  if (values.risk !== undefined) throw new CodenamesError('cli/usage', '--risk rebuilds the spymasters of an export (--spymasters); a guesser at a risk is --agent NAME=builtin:default,risk=LEVEL.');
  if (values.key === undefined) throw new CodenamesError('cli/usage', 'give --spymasters to export a batch, or --key KEY.json with --score ANSWERS.jsonl and/or --guesser NAME to score one.');
  if (scoreFiles.length === 0 && values.guesser === undefined) throw new CodenamesError('cli/usage', '--key needs answers to score: --score ANSWERS.jsonl (repeatable) and/or --guesser NAME.');
  const key = h.mergeClueKeys(values.key.flatMap((k) => listFlag(k)).map((file) => ({ file, key: h.parseClueKey(readText(io, file, 'key'), file) })));
  const files = scoreFiles.map((file) => ({ file, answers: h.parseClueAnswers(readText(io, file, 'answers file'), file, key) }));
  if (values.guesser !== undefined) {
    const { createAgentRegistry } = await import('../../harness/registry.js');
    const { loadTournamentModel } = await import('../../harness/executor.js');
    const registry = createAgentRegistry(await extraAgents(io, values.agents, values.agent));
    let answers;
    try {
      const f = registry.get(values.guesser, 'guesser');
      const guesser = await (f.guesser as NonNullable<typeof f.guesser>)({ model: () => loadTournamentModel(values.model ?? null), modelGiven: values.model !== undefined });
      answers = await h.guesserAnswers(guesser, key);
    } finally {
      await registry.close();
    }
    if (values['write-answers'] !== undefined) {
      writeFileSync(resolve(io.cwd, values['write-answers']), answers.map((a) => `${JSON.stringify({ id: a.id, guesses: a.guesses, ...(a.explanation !== undefined ? { explanation: a.explanation } : {}) })}\n`).join(''));
    }
    files.push({ file: `guesser ${values.guesser}`, answers });
  }
  const report = h.scoreClueAnswers(key, files);
  io.stdout.write(values.json === true ? `${JSON.stringify(report, null, 2)}\n` : h.formatClueScores(report));
  return 0;
}
