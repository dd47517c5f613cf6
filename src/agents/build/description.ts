/**
 * One description of an agent: plain, structured-cloneable data that says what to build, so a tournament can
 * send it to its worker threads and the CLI, the registry and the server all build agents the same way
 * (build-agent.ts). Kinds:
 * - `builtin`: this library's agents ('ours', with a mind and a risk), the 2019 reference bots, a random floor;
 * - `module`: a JS module exporting a spymaster / guesser / cover (custom agents, found by a glob);
 * - the outside kinds, played through another program or service: `exec` (a command speaking the stdio
 *   protocol), `http` (a server speaking the HTTP protocol), `py2019` (a bot written against the 2019 Python
 *   API, through the bridge), `openai` (a language model behind an OpenAI-compatible endpoint).
 *
 * `parseAgentSpec` reads the command line's `--agent NAME=KIND:REST`.
 */
import { resolve } from 'node:path';
import { CodenamesError } from '../../errors.js';
import type { Risk } from '../types.js';

/** The roles an agent can take in a game. */
export type AgentRole = 'spymaster' | 'guesser';

/** Which of this library's built-in agent families. */
export type BuiltinFamily = 'ours' | 'reference' | 'random' | 'human-model';

/** One of this library's agents. */
export interface BuiltinDescription {
  readonly kind: 'builtin';
  /** The name results and errors use. */
  readonly name: string;
  readonly family: BuiltinFamily;
  /**
   * 'ours': 'default' (GloVe, or the run's model, blended with the WordNet mind), 'glove' (that model alone),
   * 'wordnet' (the WordNet mind alone), or a model name or folder (that model alone). Default 'default'.
   */
  readonly mind?: string;
  /** 'ours': risk of the spymaster and the guesser (default: the agents' own default, 'balanced'). */
  readonly risk?: Risk;
  /** 'ours': adapt the risk to how our clues were read (default true). */
  readonly adaptive?: boolean;
  /** 'ours' on the default mind: check clues against the blend's parts alone (default true). */
  readonly partnerCheck?: boolean;
  /** 'ours' on the default mind: 'people' (the spymaster for people, default) or 'machine' (for bot tournaments). */
  readonly spymaster?: 'people' | 'machine';
  /** 'reference': the spymaster's cosine-distance threshold (default 0.7). */
  readonly threshold?: number;
  /** The roles it offers (default: spymaster and guesser; 'random' is a guesser only). */
  readonly roles?: readonly AgentRole[];
}

/** A JS module (ES module) exporting `spymaster` / `guesser` / `cover` or `createSpymaster(ctx)` / ... */
export interface ModuleDescription {
  readonly kind: 'module';
  readonly name: string;
  /** Absolute path of the module. */
  readonly file: string;
}

/** A program that answers the JSON Lines requests of `serve --stdio` (one long-lived process per worker). */
export interface ExecDescription {
  readonly kind: 'exec';
  readonly name: string;
  /** The command line, as the user typed it after `exec:`. */
  readonly command: string;
  /** Working directory of the process (default: the caller's). */
  readonly cwd?: string;
  /** Most requests per minute this thread sends it (the run's rate divided among its workers). */
  readonly requestsPerMinute?: number;
}

/** A server speaking the HTTP protocol of `serve`. */
export interface HttpDescription {
  readonly kind: 'http';
  readonly name: string;
  /** Base URL, e.g. http://localhost:8080. */
  readonly url: string;
  /** Most requests per minute this thread sends it (the run's rate divided among its workers). */
  readonly requestsPerMinute?: number;
}

/** A bot written against the 2019 competition's Python API, loaded by its import string from a folder. */
export interface Py2019Description {
  readonly kind: 'py2019';
  readonly name: string;
  /** Absolute path of the folder the bot's package lives in (its working directory and sys.path entry). */
  readonly repo: string;
  /** Import string, e.g. players.codemaster_glove_07.AICodemaster. */
  readonly import: string;
  /** Python interpreter (default python3). */
  readonly python?: string;
  /** Files handed to the bot as the 2019 harness does (GloVe text, word2vec, WordNet IC). */
  readonly glove?: string;
  readonly w2v?: string;
  readonly wordnet?: string;
  /** Most requests per minute this thread sends it (the run's rate divided among its workers). */
  readonly requestsPerMinute?: number;
}

/** A language model behind an OpenAI-compatible chat-completions endpoint. */
export interface OpenAIDescription {
  readonly kind: 'openai';
  readonly name: string;
  readonly model: string;
  /** Endpoint base URL (default: OPENAI_BASE_URL, else the official API). The key is never stored here. */
  readonly baseUrl?: string;
  readonly temperature?: number;
  readonly seed?: number;
  /** Folder of the on-disk response cache (default: the user's cache folder, see openai-agent.ts). */
  readonly cacheDir?: string;
  /** No response cache at all. */
  readonly noCache?: boolean;
  /** A local endpoint that needs no API key (refused for other URLs). */
  readonly noKey?: boolean;
  /** Most requests per minute to the endpoint. */
  readonly requestsPerMinute?: number;
}

/** The kinds played through another program or service. */
export type OutsideDescription = ExecDescription | HttpDescription | Py2019Description | OpenAIDescription;

/** What to build. */
export type AgentDescription = BuiltinDescription | ModuleDescription | OutsideDescription;

/** The outside kinds, in the order the help lists them. */
export const OUTSIDE_KINDS = ['exec', 'http', 'py2019', 'openai'] as const satisfies readonly OutsideDescription['kind'][];

/** Every kind `parseAgentSpec` accepts after `NAME=`. */
export const SPEC_KINDS = ['builtin', 'module', ...OUTSIDE_KINDS] as const;

/** True for the kinds played through another program or service. */
export function isOutside(d: AgentDescription): d is OutsideDescription {
  return (OUTSIDE_KINDS as readonly string[]).includes(d.kind);
}

/** The roles a description offers. Outside agents offer both roles (the program says at play time if it cannot). */
export function rolesOf(d: AgentDescription): readonly AgentRole[] {
  if (d.kind === 'builtin') return d.roles ?? (d.family === 'random' || d.family === 'human-model' ? ['guesser'] : ['spymaster', 'guesser']);
  return ['spymaster', 'guesser'];
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function bad(spec: string, why: string): CodenamesError {
  return new CodenamesError('agent/bad-option', `--agent '${spec}': ${why}. Write NAME=KIND:REST, KIND one of ${SPEC_KINDS.join(', ')}; e.g. --agent cm=exec:"python3 bot.py", --agent web=http:http://localhost:8080, --agent g=py2019:REPO:players.guesser_glove.AIGuesser, --agent gpt=openai:gpt-4o-mini, --agent bold=builtin:default,risk=bold.`, { spec });
}

function riskOf(spec: string, v: string): Risk {
  if (v === 'cautious' || v === 'balanced' || v === 'bold') return v;
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) throw bad(spec, `risk must be cautious, balanced, bold or a number from 0 to 1; got '${v}'`);
  return n;
}

function boolOf(spec: string, key: string, v: string): boolean {
  if (v === 'true' || v === 'yes' || v === '1') return true;
  if (v === 'false' || v === 'no' || v === '0') return false;
  throw bad(spec, `${key} must be true or false; got '${v}'`);
}

/** `builtin:BASE[,key=value...]`: a built-in agent, optionally with other options. */
function parseBuiltin(spec: string, name: string, rest: string, builtins: (base: string) => BuiltinDescription | undefined): BuiltinDescription {
  const [base = '', ...pairs] = rest.split(',').map((s) => s.trim());
  const found = builtins(base);
  if (found === undefined) throw bad(spec, `'${base}' is not a built-in agent`);
  let d: BuiltinDescription = { ...found, name };
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : pair.slice(eq + 1);
    if (key === 'risk' && d.family === 'ours') d = { ...d, risk: riskOf(spec, value) };
    else if (key === 'mind' && d.family === 'ours' && value !== '') d = { ...d, mind: value };
    else if (key === 'adaptive' && d.family === 'ours') d = { ...d, adaptive: boolOf(spec, key, value) };
    else if (key === 'partnerCheck' && d.family === 'ours') d = { ...d, partnerCheck: boolOf(spec, key, value) };
    else if (key === 'threshold' && d.family === 'reference' && Number(value) > 0 && Number(value) <= 2) d = { ...d, threshold: Number(value) };
    else throw bad(spec, `'${pair}' is not an option of ${base} (ours: risk, mind, adaptive, partnerCheck; reference: threshold in (0, 2])`);
  }
  return d;
}

/** Options of `parseAgentSpec`. */
export interface ParseAgentSpecOptions {
  /** Relative paths (module files, py2019 folders, exec working directory) resolve against it (default process.cwd()). */
  readonly cwd?: string;
  /** Looks up a built-in agent by name (the registry's); without it `builtin:` is refused. */
  readonly builtin?: (name: string) => BuiltinDescription | undefined;
}

/**
 * Parses `NAME=KIND:REST` (the CLI's `--agent`). `http:` and `https:` may be followed by the URL itself
 * (`web=http://localhost:8080`); `py2019:REPO:IMPORT` splits at the last colon, so REPO may contain one.
 *
 * @example
 * parseAgentSpec('gpt=openai:gpt-4o-mini'); // { kind: 'openai', name: 'gpt', model: 'gpt-4o-mini' }
 * parseAgentSpec('web=http://localhost:8080'); // { kind: 'http', name: 'web', url: 'http://localhost:8080' }
 */
export function parseAgentSpec(spec: string, opts: ParseAgentSpecOptions = {}): AgentDescription {
  const cwd = opts.cwd ?? process.cwd();
  const eq = spec.indexOf('=');
  if (eq < 0) throw bad(spec, 'no NAME= before the kind');
  const name = spec.slice(0, eq).trim();
  if (!NAME.test(name)) throw bad(spec, `the name '${name}' must be 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit`);
  const body = spec.slice(eq + 1);
  const colon = body.indexOf(':');
  if (colon < 0) throw bad(spec, `no KIND: after '${name}='`);
  const kind = body.slice(0, colon).trim();
  const rest = body.slice(colon + 1);
  if (rest.trim() === '') throw bad(spec, `nothing after '${kind}:'`);
  switch (kind) {
    case 'builtin':
      if (opts.builtin === undefined) throw bad(spec, 'built-in agents are not known here');
      return parseBuiltin(spec, name, rest, opts.builtin);
    case 'module':
      return { kind: 'module', name, file: resolve(cwd, rest.trim()) };
    case 'exec':
      return { kind: 'exec', name, command: rest.trim(), cwd };
    case 'http':
    case 'https': {
      const url = rest.startsWith('//') ? `${kind}:${rest.trim()}` : rest.trim();
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw bad(spec, `'${url}' is not a URL`);
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw bad(spec, `'${url}' is not an http(s) URL`);
      return { kind: 'http', name, url: url.replace(/\/+$/, '') };
    }
    case 'py2019': {
      const last = rest.lastIndexOf(':');
      const repo = last < 0 ? '' : rest.slice(0, last).trim();
      const imp = last < 0 ? rest.trim() : rest.slice(last + 1).trim();
      if (repo === '') throw bad(spec, 'py2019 needs REPO:IMPORT, the folder of the bots and their import string');
      if (!/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)+$/.test(imp)) throw bad(spec, `'${imp}' is not an import string like players.guesser_glove.AIGuesser`);
      return { kind: 'py2019', name, repo: resolve(cwd, repo), import: imp };
    }
    case 'openai':
      return { kind: 'openai', name, model: rest.trim() };
    default:
      throw bad(spec, `unknown kind '${kind}'`);
  }
}
