/**
 * The command-line settings of outside agents (`--agent NAME=exec:...` and the other outside kinds): flags
 * that fill in the agent descriptions `parseAgentSpec` made. One small file, so every command that plays
 * agents can take the same flags.
 */
import { resolve } from 'node:path';
import { CodenamesError } from '../../errors.js';
import type { AgentDescription } from '../../agents/build/index.js';

/** parseArgs declarations of the flags. */
export const EXTERNAL_FLAGS = {
  rpm: { type: 'string', multiple: true },
  python: { type: 'string' }, 'py-glove': { type: 'string' }, 'py-w2v': { type: 'string' }, 'py-wordnet': { type: 'string' },
  'llm-base-url': { type: 'string' }, 'llm-no-key': { type: 'boolean' }, temperature: { type: 'string' }, 'llm-seed': { type: 'string' },
  'llm-cache': { type: 'string' }, 'llm-no-cache': { type: 'boolean' },
} as const;

/** Help lines of the flags. */
export const EXTERNAL_HELP = `  --rpm NAME=N         at most N requests per minute to outside agent NAME, all workers together (repeatable)
  --python PATH        interpreter of the py2019: bots (default python3; a virtualenv's python brings numpy etc.)
  --py-glove FILE      GloVe text file for the py2019: bots (glove_vecs), as the 2019 harness's --glove
  --py-w2v FILE        word2vec binary file (word_vectors, needs gensim), as --w2v there
  --py-wordnet NAME    WordNet information content, e.g. ic-brown.dat (brown_ic, needs nltk), as --wordnet there
  --llm-base-url URL   OpenAI-compatible endpoint of the openai: agents (default: OPENAI_BASE_URL, else OpenAI's);
                       the key is read from OPENAI_API_KEY
  --llm-no-key         the endpoint is local (localhost/127.x/::1) and needs no key
  --temperature T      sampling temperature of the openai: agents (default: the endpoint's)
  --llm-seed N         sampling seed sent to the endpoint
  --llm-cache DIR      response cache of the openai: agents (default ~/.cache/codenames-ai/openai); --llm-no-cache: none
`;

/** The parsed flag values this file reads. */
export interface ExternalFlagValues {
  readonly rpm?: readonly string[] | undefined;
  readonly python?: string | undefined;
  readonly 'py-glove'?: string | undefined;
  readonly 'py-w2v'?: string | undefined;
  readonly 'py-wordnet'?: string | undefined;
  readonly 'llm-base-url'?: string | undefined;
  readonly 'llm-no-key'?: boolean | undefined;
  readonly temperature?: string | undefined;
  readonly 'llm-seed'?: string | undefined;
  readonly 'llm-cache'?: string | undefined;
  readonly 'llm-no-cache'?: boolean | undefined;
}

/**
 * Applies the flags to the descriptions; `workers` threads share each agent's rate.
 *
 * @example
 * withExternalFlags([parseAgentSpec('bot=exec:python3 bot.py')], { rpm: ['bot=60'] }, 2); // bot: 30 per thread
 */
export function withExternalFlags(described: readonly AgentDescription[], values: ExternalFlagValues, workers: number, cwd = process.cwd()): AgentDescription[] {
  const rpm = new Map<string, number>();
  for (const r of values.rpm ?? []) {
    const m = /^([^=]+)=(\d+(?:\.\d+)?)$/.exec(r);
    const n = m === null ? NaN : Number(m[2]);
    if (m === null || !(n > 0)) throw new CodenamesError('cli/usage', `--rpm takes NAME=N (requests per minute, more than 0); got '${r}'.`);
    const name = (m[1] as string).trim();
    const d = described.find((x) => x.name === name);
    if (d === undefined || d.kind === 'builtin' || d.kind === 'module') throw new CodenamesError('cli/usage', `--rpm ${r}: no outside agent (--agent ${name}=exec:/http:/py2019:/openai:...) is named '${name}'.`);
    rpm.set(name, n);
  }
  const py = {
    ...(values.python === undefined ? {} : { python: values.python }),
    ...(values['py-glove'] === undefined ? {} : { glove: resolve(cwd, values['py-glove']) }),
    ...(values['py-w2v'] === undefined ? {} : { w2v: resolve(cwd, values['py-w2v']) }),
    ...(values['py-wordnet'] === undefined ? {} : { wordnet: values['py-wordnet'] }),
  };
  if (Object.keys(py).length > 0 && !described.some((d) => d.kind === 'py2019')) {
    throw new CodenamesError('cli/usage', '--python and --py-glove/--py-w2v/--py-wordnet set up py2019: agents; name one with --agent NAME=py2019:FOLDER:IMPORT.');
  }
  const llm = llmSettings(values, cwd);
  if (Object.keys(llm).length > 0 && !described.some((d) => d.kind === 'openai')) {
    throw new CodenamesError('cli/usage', '--llm-* and --temperature set up openai: agents; name one with --agent NAME=openai:MODEL.');
  }
  return described.map((d) => {
    const n = rpm.get(d.name);
    const withPy = d.kind === 'py2019' ? { ...d, ...py } : d.kind === 'openai' ? { ...d, ...llm } : d;
    if (n === undefined || withPy.kind === 'builtin' || withPy.kind === 'module') return withPy;
    return { ...withPy, requestsPerMinute: n / Math.max(1, workers) };
  });
}

function llmSettings(values: ExternalFlagValues, cwd: string): { baseUrl?: string; noKey?: boolean; temperature?: number; seed?: number; cacheDir?: string; noCache?: boolean } {
  const t = values.temperature === undefined ? undefined : Number(values.temperature);
  if (t !== undefined && !(Number.isFinite(t) && t >= 0 && t <= 2)) throw new CodenamesError('cli/usage', `--temperature must be a number from 0 to 2; got '${values.temperature ?? ''}'.`);
  const seed = values['llm-seed'] === undefined ? undefined : Number(values['llm-seed']);
  if (seed !== undefined && !Number.isSafeInteger(seed)) throw new CodenamesError('cli/usage', `--llm-seed must be a whole number; got '${values['llm-seed'] ?? ''}'.`);
  if (values['llm-cache'] !== undefined && values['llm-no-cache'] === true) throw new CodenamesError('cli/usage', 'give --llm-cache DIR or --llm-no-cache, not both.');
  return {
    ...(values['llm-base-url'] === undefined ? {} : { baseUrl: values['llm-base-url'] }),
    ...(values['llm-no-key'] === true ? { noKey: true } : {}),
    ...(t === undefined ? {} : { temperature: t }),
    ...(seed === undefined ? {} : { seed }),
    ...(values['llm-cache'] === undefined ? {} : { cacheDir: resolve(cwd, values['llm-cache']) }),
    ...(values['llm-no-cache'] === true ? { noCache: true } : {}),
  };
}
