/**
 * The outside kinds' factories as the agent builder calls them (src/agents/build/outside-kinds.ts): an agent
 * description and the build context in, a started agent out. The per-request time limit is the run's
 * per-action limit, so a hung process is replaced as soon as its game is forfeited.
 */
import type { BuildContext } from '../build/build-context.js';
import type { ExecDescription, HttpDescription, OpenAIDescription, Py2019Description } from '../build/description.js';
import { createExecAgent } from './exec-agent.js';
import { createHttpAgent } from './http-agent.js';
import { createOpenAIAgent } from './openai-agent.js';
import { createPy2019Agent } from './py2019-agent.js';
import type { ExternalAgent } from './types.js';

function limits(d: { readonly requestsPerMinute?: number }, ctx: BuildContext): { timeoutMs?: number; requestsPerMinute?: number } {
  return {
    ...(ctx.timeLimitMs === undefined ? {} : { timeoutMs: ctx.timeLimitMs }),
    ...(d.requestsPerMinute === undefined ? {} : { requestsPerMinute: d.requestsPerMinute }),
  };
}

/** `exec:COMMAND`. */
export function execAgent(d: ExecDescription, ctx: BuildContext): Promise<ExternalAgent> {
  return createExecAgent({ name: d.name, command: d.command, spec: `--agent ${d.name}=exec:${d.command}`, ...(d.cwd === undefined ? {} : { cwd: d.cwd }), ...limits(d, ctx) });
}

/** `http:URL`. */
export function httpAgent(d: HttpDescription, ctx: BuildContext): Promise<ExternalAgent> {
  return Promise.resolve(createHttpAgent({ name: d.name, url: d.url, ...limits(d, ctx) }));
}

/** `py2019:FOLDER:IMPORT`, with --python and the --py-glove / --py-w2v / --py-wordnet files. */
export function py2019Agent(d: Py2019Description, ctx: BuildContext): Promise<ExternalAgent> {
  return createPy2019Agent({
    name: d.name, folder: d.repo, import: d.import, ...limits(d, ctx),
    ...(d.python === undefined ? {} : { python: d.python }),
    ...(d.glove === undefined ? {} : { glove: d.glove }),
    ...(d.w2v === undefined ? {} : { w2v: d.w2v }),
    ...(d.wordnet === undefined ? {} : { wordnet: d.wordnet }),
  });
}

/** `openai:MODEL`, with --llm-base-url, --llm-no-key, --temperature, --llm-seed, --llm-cache / --llm-no-cache. */
export function openaiAgent(d: OpenAIDescription, ctx: BuildContext): Promise<ExternalAgent> {
  return Promise.resolve(createOpenAIAgent({
    name: d.name, model: d.model, ...limits(d, ctx),
    ...(d.baseUrl === undefined ? {} : { baseUrl: d.baseUrl }),
    ...(d.temperature === undefined ? {} : { temperature: d.temperature }),
    ...(d.seed === undefined ? {} : { seed: d.seed }),
    ...(d.noCache === true ? { cacheDir: null } : d.cacheDir === undefined ? {} : { cacheDir: d.cacheDir }),
    ...(d.noKey === true ? { noKey: true } : {}),
  }));
}
