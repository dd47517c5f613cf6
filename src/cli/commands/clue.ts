/**
 * `codenames-ai clue`: the spymaster's clue for a board and key given on the command line, with its
 * explanation (targets, the closest dangers, the margin, runner-up clues). A thin shell over
 * `createSpymaster`; `--mind wordnet` uses the WordNet mind instead of the default GloVe model.
 */
import { CodenamesError } from '../../errors.js';
import { spymasterViewOfPosition } from '../../game/views.js';
import type { Identity, Team, VisibleCard } from '../../game/types.js';
import { buildAgents, type BuildContext, type BuiltinDescription } from '../../agents/build/index.js';
import { loadDefaultModel } from '../../embeddings/index.js';
import type { EmbeddingModel } from '../../embeddings/types.js';
import type { Risk } from '../../agents/types.js';
import { listFlag, parseFlags, variantFlag, WORD_VARIANTS } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';
import { languageContext } from '../lang-context.js';

const HELP = `codenames-ai clue: the spymaster's clue for a board, with an explanation

Usage: codenames-ai clue --board W1,W2,... --team red|blue --key ID1,ID2,... [--revealed W,...] [--variant NAME]
                         [--risk cautious|balanced|bold|0..1] [--mind default|glove|wordnet|MODEL] [--lang CODE] [--model DIR] [--json]

Flags:
  --board W1,W2,...    the code names, comma-separated, in grid order
  --key ID1,ID2,...    one identity per card, same order: red, blue, bystander (or b), assassin (or a)
  --team red|blue      the team to give a clue for
  --revealed W,...     cards already covered (their words become legal clues)
  --variant NAME       the game the board is from: ${WORD_VARIANTS.join(', ')} (default standard);
                       in single-team games the spymaster's clues read the other team's agents differently
  --risk LEVEL         cautious, balanced (default), bold, or a number from 0 to 1
  --mind NAME          default (GloVe blended with the WordNet mind), glove, wordnet, or a model name/folder
  --lang CODE          language of the game (default en): en, or a language with an installed model
                       ('codenames-ai model bridge --lang hu|ru', or 'model import'); the referee judges in it
  --model DIR          the model folder to think with (a model of the --lang language)
  --json               print { word, number, targets, explanation } as JSON
  -h, --help           this help

Example:
  codenames-ai clue --team red --board WHALE,FISH,TANK,BANK,SHARK,ROBIN --key red,red,blue,bystander,red,assassin
`;

const IDENTITIES: ReadonlyMap<string, Identity> = new Map(Object.entries({ red: 'red', blue: 'blue', bystander: 'bystander', b: 'bystander', neutral: 'bystander', assassin: 'assassin', a: 'assassin' } as const));

/** Parses --board/--revealed into cards; the same words may not appear twice. */
export function cardsFromFlags(board: string | undefined, revealed: string | undefined, key?: readonly Identity[]): VisibleCard[] {
  const words = listFlag(board);
  if (words.length === 0) throw new CodenamesError('cli/usage', '--board is required: the code names, comma-separated (e.g. --board WHALE,FISH,TANK).');
  const seen = new Set<string>();
  for (const w of words) {
    if (seen.has(w.toLowerCase())) throw new CodenamesError('cli/usage', `--board lists '${w}' twice; every code name appears once.`);
    seen.add(w.toLowerCase());
  }
  const covered = new Set(listFlag(revealed).map((w) => w.toLowerCase()));
  for (const w of covered) if (!seen.has(w)) throw new CodenamesError('cli/usage', `--revealed names '${w}', which is not on --board.`);
  return words.map((w, i) => {
    if (!covered.has(w.toLowerCase())) return { word: w, revealed: false };
    const id = key?.[i];
    return id === undefined ? { word: w, revealed: true } : { word: w, revealed: true, identity: id };
  });
}

/** Parses a --risk value. */
export function riskFlag(value: string | undefined): Risk | undefined {
  if (value === undefined) return undefined;
  if (/^(0(\.\d+)?|1(\.0+)?)$/.test(value)) return Number(value);
  if (value === 'cautious' || value === 'balanced' || value === 'bold') return value;
  throw new CodenamesError('cli/usage', `--risk must be cautious, balanced, bold or a number from 0 to 1; got '${value}'.`);
}

/** Our agents on the `--mind` (default: the default mind) with the `--risk`, as a description. */
export function oursOnMind(mind: string | undefined, risk: Risk | undefined): BuiltinDescription {
  return { kind: 'builtin', name: 'default', family: 'ours', mind: mind ?? 'default', ...(risk === undefined ? {} : { risk }) };
}

/**
 * The hidden cards the agents' mind has no vector for (never targeted by a spymaster, ranked last by a
 * guesser): said in the text and the JSON output, so a card is never dropped without a word.
 */
export async function unknownCards(mind: string | undefined, cards: readonly VisibleCard[], langModel?: EmbeddingModel): Promise<string[]> {
  const { loadMind } = await import('../../agents/minds.js');
  // Another language's agents think with its model (lang-context.ts), not the English mind.
  const model = langModel !== undefined && (mind === undefined || ['default', 'blend', 'glove'].includes(mind)) ? langModel : await loadMind(mind ?? 'default');
  return cards.filter((c) => !c.revealed && !model.lookup(c.word).ok).map((c) => c.word);
}

/** A view built from the flags; a position the engine's rules refuse is a usage error (exit 2). */
export function viewOf<V>(build: () => V): V {
  try {
    return build();
  } catch (e) {
    if (e instanceof CodenamesError && e.code === 'game/bad-position') throw new CodenamesError('cli/usage', `The board, key and revealed cards do not make a position: ${e.message}`);
    throw e;
  }
}

/** What the CLI's agents are built with: the default model, loaded on first use. */
export function cliBuildContext(): BuildContext {
  return { model: () => loadDefaultModel() };
}

/** Parses --team. */
export function teamFlag(value: string | undefined, fallback?: Team): Team {
  if (value === undefined && fallback !== undefined) return fallback;
  if (value !== 'red' && value !== 'blue') throw new CodenamesError('cli/usage', `--team must be red or blue; got '${value ?? '(missing)'}'.`);
  return value;
}

async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const { values } = parseFlags('clue', argv, {
    board: { type: 'string' }, key: { type: 'string' }, team: { type: 'string' }, revealed: { type: 'string' }, variant: { type: 'string' },
    risk: { type: 'string' }, mind: { type: 'string' }, lang: { type: 'string' }, model: { type: 'string' }, json: { type: 'boolean' },
  }, false);
  const team = teamFlag(values.team);
  const variant = variantFlag(values.variant);
  const { lang, ctx, model: langModel } = await languageContext(values.lang, values.model, values.mind, io.cwd);
  const keyWords = listFlag(values.key);
  const key = keyWords.map((k) => {
    const id = IDENTITIES.get(k.toLowerCase());
    if (id === undefined) throw new CodenamesError('cli/usage', `--key entry '${k}' is not an identity; use red, blue, bystander (b) or assassin (a).`);
    return id;
  });
  const cards = cardsFromFlags(values.board, values.revealed, key);
  if (key.length !== cards.length) throw new CodenamesError('cli/usage', `--key has ${key.length} identities for ${cards.length} cards; give exactly one per card, in board order.`);
  const view = viewOf(() => spymasterViewOfPosition({ variant, lang, team, cards, key }));
  const { spymaster } = await buildAgents(oursOnMind(values.mind, riskFlag(values.risk)), ctx);
  const d = await spymaster.giveClue(view);
  const unknown = await unknownCards(values.mind, view.cards, langModel);
  if (values.json === true) {
    io.stdout.write(`${JSON.stringify({ ...d, unknownCards: unknown }, null, 2)}\n`);
    return 0;
  }
  const e = d.explanation;
  const lines = [`Clue: ${d.word.toUpperCase()} ${String(d.number)}  (${d.targets.length > 0 ? `for ${d.targets.join(', ')}` : 'for no card: the model knows none of the team\'s cards'})`];
  if (unknown.length > 0) lines.push(`Unknown to the model (never targeted): ${unknown.join(', ')}`);
  if (e !== undefined) {
    lines.push(e.summary);
    lines.push(`Targets: ${e.targets.map((t) => `${t.word} ${t.similarity.toFixed(2)}`).join(', ')}`);
    lines.push(`Dangers: ${e.dangers.map((t) => `${t.word} (${t.identity}) ${t.similarity.toFixed(2)}`).join(', ') || 'none'}`);
    if (e.runnersUp.length > 0) lines.push(`Runners-up: ${e.runnersUp.map((r) => `${r.word} ${String(r.number)} [${r.targets.join(', ')}]`).join('; ')}`);
  }
  io.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

/** The `clue` command. */
export const command: CliCommand = { help: HELP, run };
