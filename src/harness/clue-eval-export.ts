/**
 * The export of a blind clue evaluation: deal N seeded boards (board i from deriveSeed(seed, i), as in a
 * tournament), ask every spymaster for the first clue of the game (the team to move, nothing revealed), mix
 * the items in a seeded order under opaque ids, and write the blind items, the printable sheet and the key.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtinDescription, builtinFactory } from '../agents/build/index.js';
import type { Risk, Spymaster } from '../agents/types.js';
import { CodenamesError } from '../errors.js';
import { createGame, createRng, deriveSeed, nextUint32, shuffle, spymasterView } from '../game/index.js';
import type { Referee, VariantName } from '../game/types.js';
import { prepareReferee } from '../legality/index.js';
import { blindItem, CLUE_KEY_FORMAT, normaliseWord, type ClueItem, type ClueKey, type ClueKeyItem } from './clue-eval-key.js';
import { ITEMS_PER_PAGE, renderClueSheet } from './clue-eval-sheet.js';
import { loadTournamentModel } from './executor.js';
import { createAgentRegistry, type AgentContext, type AgentFactory, type AgentRegistry } from './registry.js';

/** The variants whose first clue can be read blind: one team to move on a 5x5 word board. */
export const CLUE_EVAL_VARIANTS: readonly VariantName[] = ['standard', 'single-team', 'single-team-2019'];

export interface ExportClueItemsOptions {
  /** Registry names, as the tournament takes them (unknown names: `agent/unknown` listing the known ones). */
  readonly spymasters: readonly string[];
  readonly variant: VariantName;
  /** Boards to deal (each spymaster gives one first clue per board). */
  readonly boards: number;
  /** Run seed: board i is dealt from deriveSeed(seed, i); the mixing order and the ids follow from it too. */
  readonly seed: number;
  /** Language of the boards (its shipped word list; default 'en'). */
  readonly lang?: string;
  /** Embedding model name or path our agents think with, as the tournament's --model (default: the default model). */
  readonly model?: string;
  /** Custom agents (see custom-agents.ts), joining the built-in names. */
  readonly agents?: readonly AgentFactory[];
  /** Spymaster objects by name, used instead of building that name from the registry (library callers). */
  readonly given?: Readonly<Record<string, Spymaster>>;
  /** Rebuild our built-in spymasters (default, glove, ...) at this risk; the others have none (default: as named). */
  readonly risk?: Risk;
  /** Judge each clue with the referee and record the verdict in the key (default true). */
  readonly referee?: boolean;
}

/** An export, before it is written: blind items (in their mixed order), the key and the sheet. */
export interface ClueExport {
  readonly items: readonly ClueItem[];
  readonly key: ClueKey;
  readonly sheet: string;
}

/** The RNG stream of the mixing order and the ids: apart from every board's (board indices are small). */
const MIX_STREAM = 0x5eed_c1e5;

/**
 * Deals the boards and collects every spymaster's first clue.
 *
 * @example
 * const exp = await exportClueItems({ spymasters: ['default', 'reference-0.7'], variant: 'standard', boards: 40, seed: 1 });
 * exp.items.length; // 80
 */
export async function exportClueItems(opts: ExportClueItemsOptions): Promise<ClueExport> {
  if (!CLUE_EVAL_VARIANTS.includes(opts.variant)) {
    throw new CodenamesError('harness/bad-option', `eval clues reads first clues of ${CLUE_EVAL_VARIANTS.join(', ')}; got variant '${opts.variant}'.`, { variant: opts.variant });
  }
  if (!Number.isInteger(opts.boards) || opts.boards < 1) throw new CodenamesError('harness/bad-option', `boards must be a whole number from 1; got ${opts.boards}.`);
  if (opts.spymasters.length === 0) throw new CodenamesError('harness/bad-option', 'give at least one spymaster (e.g. default,reference-0.7).');
  if (new Set(opts.spymasters).size !== opts.spymasters.length) throw new CodenamesError('harness/bad-option', `a spymaster is named twice in ${opts.spymasters.join(',')}; name each once.`);
  const lang = opts.lang ?? 'en';
  const registry = createAgentRegistry(opts.agents ?? []);
  try {
    return await collect(opts, lang, registry);
  } finally {
    await registry.close(); // outside agents (exec:, http:, openai:) hold processes and connections
  }
}

/** The label of a spymaster in the key: its name, and the risk when --risk rebuilt it. */
function labelOf(name: string, risk: Risk | undefined, ours: boolean): string {
  return risk !== undefined && ours ? `${name} (risk ${String(risk)})` : name;
}

async function collect(opts: ExportClueItemsOptions, lang: string, registry: AgentRegistry): Promise<ClueExport> {
  // Check every name before building anything (an unknown name lists the known ones).
  const factories = opts.spymasters.map((name) => {
    if (opts.given?.[name] !== undefined) return null;
    const f = registry.get(name, 'spymaster');
    const d = f.source === 'builtin' ? builtinDescription(name) : undefined;
    // --risk: our built-in agents rebuilt at that risk; the 2019 bots and outside agents have none.
    return opts.risk !== undefined && d?.family === 'ours' ? { f: builtinFactory({ ...d, risk: opts.risk }), ours: true } : { f, ours: false };
  });
  let model: ReturnType<AgentContext['model']> | null = null;
  const ctx: AgentContext = { model: () => (model ??= loadTournamentModel(opts.model ?? null)), modelGiven: opts.model !== undefined };
  const spymasters: Spymaster[] = [];
  const labels: string[] = [];
  for (let i = 0; i < factories.length; i += 1) {
    const entry = factories[i];
    const name = opts.spymasters[i] as string;
    spymasters.push(entry === null || entry === undefined ? (opts.given?.[name] as Spymaster) : await (entry.f.spymaster as NonNullable<AgentFactory['spymaster']>)(ctx));
    labels.push(labelOf(name, opts.risk, entry?.ours === true));
  }
  const referee: Referee | null = opts.referee === false ? null : await prepareReferee({ lang });

  const keyItems: Omit<ClueKeyItem, 'id'>[] = [];
  for (let board = 0; board < opts.boards; board += 1) {
    const seed = deriveSeed(opts.seed, board);
    const state = createGame({ variant: opts.variant, seed, lang });
    const team = state.turn;
    const view = spymasterView(state, team);
    for (let s = 0; s < spymasters.length; s += 1) {
      const name = labels[s] as string;
      let d;
      try {
        d = await (spymasters[s] as Spymaster).giveClue(view);
      } catch (e) {
        throw new CodenamesError('agent/bad-decision', `spymaster '${name}' failed on board ${board} (seed ${seed}): ${e instanceof Error ? e.message : String(e)}`, { spymaster: name, board }, { cause: e });
      }
      if (typeof d?.word !== 'string' || d.word.trim() === '' || (d.number !== 'unlimited' && !Number.isInteger(d.number))) {
        throw new CodenamesError('agent/bad-decision', `spymaster '${name}' gave no clue on board ${board} (seed ${seed}): ${JSON.stringify(d)}.`, { spymaster: name, board });
      }
      const verdict = referee === null ? null : referee({ word: d.word, number: d.number }, view);
      const summary = d.explanation?.summary;
      keyItems.push({
        variant: opts.variant, words: state.cards.map((c) => c.word), clue: normaliseWord(d.word), number: d.number,
        spymaster: name, lang: state.lang, team, key: state.cards.map((c) => c.identity), targets: [...(d.targets ?? [])],
        ...(summary === undefined ? {} : { explanation: summary }),
        ...(verdict === null ? {} : { legal: verdict.ok }),
        board, seed,
      });
    }
  }
  // The seeded mix: a shuffle of all items, then fresh 8-hex ids from the same stream. The stream follows the
  // seed and the batch's settings, so ids are unique in the batch and differ between batches (answers to
  // another batch then fail as unknown ids instead of being scored against the wrong key).
  const settings = JSON.stringify([opts.variant, opts.boards, lang, labels, opts.model ?? null]);
  const stream = createHash('sha256').update(settings).digest().readUInt32BE(0);
  let [mixed, rng] = shuffle(createRng(deriveSeed(deriveSeed(opts.seed, MIX_STREAM), stream)), keyItems);
  const used = new Set<string>();
  const items: ClueKeyItem[] = mixed.map((item, i) => {
    let id: string;
    do {
      let x: number;
      [x, rng] = nextUint32(rng);
      id = x.toString(16).padStart(8, '0');
    } while (used.has(id));
    used.add(id);
    return { id, page: Math.floor(i / ITEMS_PER_PAGE) + 1, ...item };
  });
  const key: ClueKey = {
    format: CLUE_KEY_FORMAT, version: 1,
    made: {
      variant: opts.variant, seed: opts.seed, boards: opts.boards, spymasters: labels, lang,
      ...(opts.risk === undefined ? {} : { risk: opts.risk }), ...(opts.model === undefined ? {} : { model: opts.model }),
    },
    items,
  };
  const blind = items.map(blindItem);
  return { items: blind, key, sheet: renderClueSheet(blind) };
}

/** A key as JSON with one item a line (readable and diffable, still one JSON document). */
export function keyText(key: ClueKey): string {
  const { items, ...head } = key;
  const top = JSON.stringify(head);
  return `${top.slice(0, -1)},"items":[\n${items.map((i) => JSON.stringify(i)).join(',\n')}\n]}\n`;
}

/** The files an export writes into its folder. */
export const CLUE_EXPORT_FILES = { items: 'items.jsonl', sheet: 'sheet.md', key: 'key.json' } as const;

/** Refuses (`eval/output-exists`) a folder that exists and is not empty, unless `force`: call it before a long export. */
export function checkClueOutput(dir: string, opts: { force?: boolean } = {}): void {
  if (existsSync(dir) && readdirSync(dir).length > 0 && opts.force !== true) {
    throw new CodenamesError('eval/output-exists', `${dir} already exists and is not empty; a new batch would overwrite its key. Choose another --out folder, or pass --force to replace it.`, { dir });
  }
}

/**
 * Writes an export into `dir` (items.jsonl, sheet.md, key.json). A folder that exists and is not empty is
 * refused unless `force`; the files are written under temporary names first and renamed, so a failure
 * leaves no half-written batch.
 */
export function writeClueExport(dir: string, exp: ClueExport, opts: { force?: boolean } = {}): string[] {
  checkClueOutput(dir, opts);
  mkdirSync(dir, { recursive: true });
  const texts: [string, string][] = [
    [CLUE_EXPORT_FILES.items, `${exp.items.map((i) => JSON.stringify(i)).join('\n')}\n`],
    [CLUE_EXPORT_FILES.sheet, exp.sheet],
    [CLUE_EXPORT_FILES.key, keyText(exp.key)],
  ];
  // Temporary names of this process only: two runs writing one folder (--force) never rename each other's file.
  const tmp = (name: string): string => join(dir, `.${name}.${process.pid}.tmp`);
  for (const [name, text] of texts) writeFileSync(tmp(name), text);
  for (const [name] of texts) renameSync(tmp(name), join(dir, name));
  return texts.map(([name]) => join(dir, name));
}
