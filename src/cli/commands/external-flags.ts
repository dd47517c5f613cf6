/**
 * The command-line settings of outside agents (`--agent NAME=exec:...` and the other outside kinds): flags
 * that fill in the agent descriptions `parseAgentSpec` made. One small file, so every command that plays
 * agents can take the same flags.
 */
import { CodenamesError } from '../../errors.js';
import type { AgentDescription } from '../../agents/build/index.js';

/** parseArgs declarations of the flags. */
export const EXTERNAL_FLAGS = {
  rpm: { type: 'string', multiple: true },
} as const;

/** Help lines of the flags. */
export const EXTERNAL_HELP = `  --rpm NAME=N         at most N requests per minute to outside agent NAME, all workers together (repeatable)
`;

/** The parsed flag values this file reads. */
export interface ExternalFlagValues {
  readonly rpm?: readonly string[] | undefined;
}

/**
 * Applies the flags to the descriptions; `workers` threads share each agent's rate.
 *
 * @example
 * withExternalFlags([parseAgentSpec('bot=exec:python3 bot.py')], { rpm: ['bot=60'] }, 2); // bot: 30 per thread
 */
export function withExternalFlags(described: readonly AgentDescription[], values: ExternalFlagValues, workers: number): AgentDescription[] {
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
  return described.map((d) => {
    const n = rpm.get(d.name);
    if (n === undefined || d.kind === 'builtin' || d.kind === 'module') return d;
    return { ...d, requestsPerMinute: n / Math.max(1, workers) };
  });
}
