/**
 * Worker threads started from the TypeScript sources (tests, `vitest`) cannot load `.ts` files on Node 20.
 * This builds the `--import` argument that registers module hooks in the worker: `.js` specifiers that
 * only exist as `.ts` resolve to the `.ts` file, which is transpiled with the project's own `typescript`
 * (a devDependency). The built package (dist/, plain `.js`) never uses it.
 */

/** True when this module runs from TypeScript sources rather than the built package. */
export function runningFromSource(): boolean {
  return import.meta.url.endsWith('.ts');
}

/** Where a worker thread's entry module is, and the `execArgv` it needs. */
export interface WorkerEntry {
  readonly url: URL;
  readonly execArgv: string[];
}

/**
 * The entry of a worker thread next to the calling module: `name.js` in the built package, `name.ts` with the
 * dev hooks when running from sources.
 *
 * @example
 * const { url, execArgv } = workerEntry('worker', import.meta.url);
 * new Worker(url, { execArgv });
 */
export function workerEntry(name: string, callerUrl: string): WorkerEntry {
  if (runningFromSource()) return { url: new URL(`./${name}.ts`, callerUrl), execArgv: devWorkerExecArgv() };
  return { url: new URL(`./${name}.js`, callerUrl), execArgv: [] };
}

/**
 * `execArgv` for a worker started from sources: a data: URL module that registers the hooks.
 *
 * @example
 * new Worker(new URL('./worker.ts', import.meta.url), { execArgv: devWorkerExecArgv() });
 */
export function devWorkerExecArgv(): string[] {
  const root = new URL('../../', import.meta.url).href;
  const hooks = `
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
const ts = createRequire(${JSON.stringify(`${root}package.json`)})('typescript');
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (e) {
    if (specifier.endsWith('.js') && context.parentURL && context.parentURL.startsWith('file:')) {
      const url = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
      if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
    }
    throw e;
  }
}
const cacheDir = join(tmpdir(), 'codenames-ai-dev-worker-cache');
export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const fileName = fileURLToPath(url);
  const text = readFileSync(fileName, 'utf8');
  // Transpiled output is cached by content hash: every worker of a test run would otherwise redo it.
  const cached = join(cacheDir, createHash('sha1').update(fileName).update(text).digest('hex') + '.js');
  if (existsSync(cached)) return { format: 'module', source: readFileSync(cached, 'utf8'), shortCircuit: true };
  const out = ts.transpileModule(text, {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true, sourceMap: false },
  });
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cached + '.' + process.pid + '.tmp', out.outputText);
    renameSync(cached + '.' + process.pid + '.tmp', cached);
  } catch {}
  return { format: 'module', source: out.outputText, shortCircuit: true };
}`;
  const hooksUrl = `data:text/javascript,${encodeURIComponent(hooks)}`;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(hooksUrl)});`;
  return ['--import', `data:text/javascript,${encodeURIComponent(register)}`];
}
