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

/**
 * `execArgv` for a worker started from sources: a data: URL module that registers the hooks.
 *
 * @example
 * new Worker(new URL('./worker.ts', import.meta.url), { execArgv: devWorkerExecArgv() });
 */
export function devWorkerExecArgv(): string[] {
  const root = new URL('../../', import.meta.url).href;
  const hooks = `
import { existsSync, readFileSync } from 'node:fs';
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
export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const fileName = fileURLToPath(url);
  const out = ts.transpileModule(readFileSync(fileName, 'utf8'), {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true, sourceMap: false },
  });
  return { format: 'module', source: out.outputText, shortCircuit: true };
}`;
  const hooksUrl = `data:text/javascript,${encodeURIComponent(hooks)}`;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(hooksUrl)});`;
  return ['--import', `data:text/javascript,${encodeURIComponent(register)}`];
}
