/**
 * Custom agents: ES modules found by a glob (`--agents "agents/*.js"`, resolved with fast-glob). A module
 * enters the tournament under its file name (`agents/bold.js` -> 'bold') and may export, directly or on its
 * default export:
 * - `spymaster` (an object with `name` and `giveClue(view)`) and/or `guesser` (`name`, `guess(view)`);
 * - or factories `createSpymaster(ctx)` / `createGuesser(ctx)` that receive `{ model }` (the loaded
 *   EmbeddingModel) and return the agent (or a promise of it);
 * - optionally `cover` / `createCover(ctx)`: a CoverStrategy for coop and penalty covers.
 * Each worker imports the modules itself, so a module must not rely on state set up by the main thread.
 */
import { basename, extname, isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import { CodenamesError } from '../errors.js';
import type { AgentContext, AgentFactory } from './registry.js';

type Loose = Record<string, unknown>;

function hasMethod(v: unknown, method: string): boolean {
  return typeof v === 'object' && v !== null && typeof (v as Loose)[method] === 'function';
}

/**
 * Resolves a glob (relative to `cwd`) to absolute module paths, sorted so every worker sees the same list.
 *
 * @example
 * await findCustomAgents('agents/*.js', process.cwd()); // ['/home/me/agents/bold.js', ...]
 */
export async function findCustomAgents(pattern: string, cwd: string): Promise<string[]> {
  const files = await fg(pattern, { cwd, absolute: true, onlyFiles: true });
  if (files.length === 0) {
    throw new CodenamesError('agent/load-failed', `no file matches --agents "${pattern}" (looked in ${cwd}). Quote the pattern so the shell does not expand it, e.g. --agents "agents/*.js".`, { pattern });
  }
  return files.map((f) => (isAbsolute(f) ? f : resolve(cwd, f))).sort();
}

/** Imports one custom agent module and wraps what it exports as an AgentFactory. */
export async function loadCustomAgent(file: string): Promise<AgentFactory> {
  let mod: Loose;
  try {
    mod = (await import(pathToFileURL(file).href)) as Loose;
  } catch (e) {
    throw new CodenamesError('agent/load-failed', `cannot import custom agent '${file}': ${e instanceof Error ? e.message : String(e)}. It must be an ES module (.js or .mjs) Node can import.`, { file }, { cause: e });
  }
  const src: Loose = typeof mod.default === 'object' && mod.default !== null ? { ...(mod.default as Loose), ...mod } : mod;
  const name = basename(file, extname(file));
  const pick = <T>(obj: string, create: string, method: string) =>
    hasMethod(src, create)
      ? async (ctx: AgentContext): Promise<T> => {
        const made = await (src[create] as (c: { model: import('../embeddings/types.js').EmbeddingModel }) => unknown)({ model: await ctx.model() });
        if (!hasMethod(made, method)) throw new CodenamesError('agent/load-failed', `${create}() in '${file}' must return an object with ${method}(view).`, { file });
        return made as T;
      }
      : hasMethod(src[obj], method)
        ? () => Promise.resolve(src[obj] as T)
        : undefined;
  const spymaster = pick<import('../agents/types.js').Spymaster>('spymaster', 'createSpymaster', 'giveClue');
  const guesser = pick<import('../agents/types.js').Guesser>('guesser', 'createGuesser', 'guess');
  const cover = pick<import('../agents/types.js').CoverStrategy>('cover', 'createCover', 'chooseCover');
  if (spymaster === undefined && guesser === undefined) {
    throw new CodenamesError('agent/load-failed', `custom agent '${file}' exports no spymaster or guesser. Export 'spymaster' ({ name, giveClue(view) }), 'guesser' ({ name, guess(view) }), or createSpymaster(ctx)/createGuesser(ctx).`, { file });
  }
  return {
    name,
    description: `custom agent ${file}`,
    source: file,
    ...(spymaster === undefined ? {} : { spymaster }),
    ...(guesser === undefined ? {} : { guesser }),
    ...(cover === undefined ? {} : { cover }),
  };
}

/** Loads every module of a list, in order. */
export async function loadCustomAgents(files: readonly string[]): Promise<AgentFactory[]> {
  const out: AgentFactory[] = [];
  for (const f of files) out.push(await loadCustomAgent(f));
  return out;
}
