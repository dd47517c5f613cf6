/**
 * Agents written as ES modules (custom agents). A module joins under its file name (`agents/bold.js` ->
 * 'bold') and may export, directly or on its default export:
 * - `spymaster` (an object with `name` and `giveClue(view)`) and/or `guesser` (`name`, `guess(view)`);
 * - or factories `createSpymaster(ctx)` / `createGuesser(ctx)` that receive `{ model }` (the loaded
 *   EmbeddingModel) and return the agent (or a promise of it);
 * - optionally `cover` / `createCover(ctx)`: a CoverStrategy for coop and penalty covers.
 * Each worker imports the modules itself, so a module must not rely on state set up by the main thread.
 */
import { basename, extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CodenamesError } from '../../errors.js';
import type { EmbeddingModel } from '../../embeddings/types.js';
import type { CoverStrategy, Guesser, Spymaster } from '../types.js';
import type { AgentFactory, BuildContext } from './build-context.js';
import type { ModuleDescription } from './description.js';

type Loose = Record<string, unknown>;

function hasMethod(v: unknown, method: string): boolean {
  return typeof v === 'object' && v !== null && typeof (v as Loose)[method] === 'function';
}

/**
 * The description of the module at `file` (absolute), named after the file.
 *
 * @example
 * describeModule('/home/me/agents/bold.js'); // { kind: 'module', name: 'bold', file: '/home/me/agents/bold.js' }
 */
export function describeModule(file: string): ModuleDescription {
  return { kind: 'module', name: basename(file, extname(file)), file };
}

/** Imports one module agent and wraps what it exports as an AgentFactory (under the description's name). */
export async function moduleAgentFactory(d: ModuleDescription): Promise<AgentFactory> {
  const file = d.file;
  let mod: Loose;
  try {
    mod = (await import(pathToFileURL(file).href)) as Loose;
  } catch (e) {
    throw new CodenamesError('agent/load-failed', `cannot import custom agent '${file}': ${e instanceof Error ? e.message : String(e)}. It must be an ES module (.js or .mjs) Node can import.`, { file }, { cause: e });
  }
  const src: Loose = typeof mod.default === 'object' && mod.default !== null ? { ...(mod.default as Loose), ...mod } : mod;
  const pick = <T>(obj: string, create: string, method: string) =>
    hasMethod(src, create)
      ? async (ctx: BuildContext): Promise<T> => {
        const made = await (src[create] as (c: { model: EmbeddingModel }) => unknown)({ model: await ctx.model() });
        if (!hasMethod(made, method)) throw new CodenamesError('agent/load-failed', `${create}() in '${file}' must return an object with ${method}(view).`, { file });
        return made as T;
      }
      : hasMethod(src[obj], method)
        ? () => Promise.resolve(src[obj] as T)
        : undefined;
  const spymaster = pick<Spymaster>('spymaster', 'createSpymaster', 'giveClue');
  const guesser = pick<Guesser>('guesser', 'createGuesser', 'guess');
  const cover = pick<CoverStrategy>('cover', 'createCover', 'chooseCover');
  if (spymaster === undefined && guesser === undefined) {
    throw new CodenamesError('agent/load-failed', `custom agent '${file}' exports no spymaster or guesser. Export 'spymaster' ({ name, giveClue(view) }), 'guesser' ({ name, guess(view) }), or createSpymaster(ctx)/createGuesser(ctx).`, { file });
  }
  return {
    name: d.name,
    description: `custom agent ${file}`,
    source: file,
    ...(spymaster === undefined ? {} : { spymaster }),
    ...(guesser === undefined ? {} : { guesser }),
    ...(cover === undefined ? {} : { cover }),
  };
}
