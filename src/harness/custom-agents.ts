/**
 * Custom agents: ES modules found by a glob (`--agents "agents/*.js"`, resolved with fast-glob). Each joins
 * the tournament under its file name (`agents/bold.js` -> 'bold'); what a module may export is described in
 * src/agents/build/module-agent.ts, which builds it. Each worker imports the modules itself, so a module must
 * not rely on state set up by the main thread.
 */
import { isAbsolute, resolve } from 'node:path';
import fg from 'fast-glob';
import { CodenamesError } from '../errors.js';
import { describeModule, moduleAgentFactory, type AgentFactory } from '../agents/build/index.js';

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

/** Imports one custom agent module and wraps what it exports as an AgentFactory named after the file. */
export function loadCustomAgent(file: string): Promise<AgentFactory> {
  return moduleAgentFactory(describeModule(file));
}

/** Loads every module of a list, in order. */
export async function loadCustomAgents(files: readonly string[]): Promise<AgentFactory[]> {
  const out: AgentFactory[] = [];
  for (const f of files) out.push(await loadCustomAgent(f));
  return out;
}
