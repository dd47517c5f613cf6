/**
 * The built-in agents by name, as descriptions: ours ('default' = the spymaster for people at balanced risk on
 * the default mind, plus cautious, bold; 'default-machine' = the machine spymaster for bot tournaments, and
 * its solo variant; 'glove' on the plain embedding model and 'wordnet' on the WordNet mind
 * alone: partners with other "vectors", for cross-play), the 2019 reference bots and a random guesser floor.
 */
import type { BuiltinDescription } from './description.js';

const ours = (name: string, extra: Partial<BuiltinDescription> = {}): BuiltinDescription => ({ kind: 'builtin', name, family: 'ours', mind: 'default', risk: 'balanced', ...extra });
const reference = (threshold: number): BuiltinDescription => ({ kind: 'builtin', name: `reference-${threshold}`, family: 'reference', threshold });

/** Every built-in agent, in the order the help and the registry list them. */
export const BUILTIN_AGENTS: readonly BuiltinDescription[] = [
  ours('default'),
  ours('default-cautious', { risk: 'cautious' }),
  ours('default-bold', { risk: 'bold' }),
  // The machine spymaster (numbers up to 6 on thin margins) for bot tournaments; 'default' is for people.
  ours('default-machine', { spymaster: 'machine' }),
  // 'solo': no partner trust and no partner check, i.e. agents that only ever aim at themselves (for ablations).
  ours('default-solo', { adaptive: false, partnerCheck: false, spymaster: 'machine' }),
  ours('glove', { mind: 'glove' }),
  { kind: 'builtin', name: 'wordnet', family: 'ours', mind: 'wordnet' },
  reference(0.7),
  reference(0.5),
  reference(0.3),
  { kind: 'builtin', name: 'reference', family: 'reference', roles: ['guesser'] },
  { kind: 'builtin', name: 'random', family: 'random' },
  // A stand-in for a person: samples its picks from the human model (seeded by the position).
  { kind: 'builtin', name: 'human-model', family: 'human-model' },
];

/**
 * The built-in agent called `name`, or undefined.
 *
 * @example
 * builtinDescription('default-bold'); // { kind: 'builtin', name: 'default-bold', family: 'ours', mind: 'default', risk: 'bold' }
 */
export function builtinDescription(name: string): BuiltinDescription | undefined {
  return BUILTIN_AGENTS.find((d) => d.name === name);
}

/** A sentence saying what a built-in description plays with (the agent list of the help and errors). */
export function describeBuiltin(d: BuiltinDescription): string {
  if (d.family === 'random') return 'touches one visible card at random per clue (a floor)';
  if (d.family === 'human-model') return 'guesses as people do: samples its picks and its stops from the human model fitted on people\'s turns (seeded)';
  if (d.family === 'reference') {
    return d.roles !== undefined && !d.roles.includes('spymaster')
      ? `2019 competition cosine guesser (same as the guesser of reference-0.7)`
      : `2019 competition GloVe spymaster (cosine-distance threshold ${d.threshold ?? 0.7}) with its cosine guesser`;
  }
  const mind = d.mind ?? 'default';
  if (mind === 'wordnet') return "this library's agents thinking with the WordNet mind instead of the embedding model";
  const on = mind === 'default' || mind === 'blend' ? 'the default mind (GloVe blended with WordNet)' : mind === 'glove' ? 'the plain embedding model' : `the model ${mind}`;
  const solo = d.adaptive === false && d.partnerCheck === false ? ', without partner trust or the partner check' : '';
  const who = (mind === 'default' || mind === 'blend') && d.spymaster !== 'machine' ? 'spymaster for people' : 'machine spymaster';
  return `this library's ${who} and guesser (risk ${String(d.risk ?? 'balanced')}) on ${on}${solo}`;
}
