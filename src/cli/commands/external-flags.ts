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
} as const;

/** Help lines of the flags. */
export const EXTERNAL_HELP = `  --rpm NAME=N         at most N requests per minute to outside agent NAME, all workers together (repeatable)
  --python PATH        interpreter of the py2019: bots (default python3; a virtualenv's python brings numpy etc.)
  --py-glove FILE      GloVe text file for the py2019: bots (glove_vecs), as the 2019 harness's --glove
  --py-w2v FILE        word2vec binary file (word_vectors, needs gensim), as --w2v there
  --py-wordnet NAME    WordNet information content, e.g. ic-brown.dat (brown_ic, needs nltk), as --wordnet there
`;

/** The parsed flag values this file reads. */
export interface ExternalFlagValues {
  readonly rpm?: readonly string[] | undefined;
  readonly python?: string | undefined;
  readonly 'py-glove'?: string | undefined;
  readonly 'py-w2v'?: string | undefined;
  readonly 'py-wordnet'?: string | undefined;
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
  return described.map((d) => {
    const n = rpm.get(d.name);
    const withPy = d.kind === 'py2019' ? { ...d, ...py } : d;
    if (n === undefined || withPy.kind === 'builtin' || withPy.kind === 'module') return withPy;
    return { ...withPy, requestsPerMinute: n / Math.max(1, workers) };
  });
}
