/**
 * `py2019:FOLDER:IMPORT` agents: a bot written against the 2019 Codenames AI competition's Python API
 * (`players.codemaster_glove_07.AICodemaster`, `players.guesser_glove.AIGuesser`), played unchanged through
 * the bridge shipped in this package (python/bridge_2019.py, standard library only). The bridge answers the
 * same JSON Lines protocol as any exec: agent, so this is an exec: agent whose command is the bridge: one
 * interpreter per agent and worker, restarted after a crash, every request under the time limit.
 *
 * At start the bridge imports the bot and loads the files it is given (GloVe text, word2vec, WordNet IC) and
 * answers a hello; an import that fails (a missing numpy, a typo in the import string) stops the run with the
 * bridge's message and the fix, before any game.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CodenamesError } from '../../errors.js';
import { createExecAgent } from './exec-agent.js';
import type { ExternalAgent, ExternalAgentOptions } from './types.js';

export interface Py2019AgentOptions extends ExternalAgentOptions {
  /** The folder run_game.py runs in: the bot's working directory and first sys.path entry. */
  readonly folder: string;
  /** Import string of the bot class, e.g. players.guesser_glove.AIGuesser. */
  readonly import: string;
  /** Interpreter (default python3): a virtualenv's python brings numpy, scipy, gensim, nltk. */
  readonly python?: string;
  /** Files for the constructor's glove_vecs, word_vectors and brown_ic. */
  readonly glove?: string;
  readonly w2v?: string;
  readonly wordnet?: string;
  /** Time the bridge has to import the bot and load its files (default 10 minutes: GloVe text loads slowly). */
  readonly startTimeoutMs?: number;
}

/** The bridge script shipped in the package (python/ next to dist/ and src/). */
export const BRIDGE_2019 = fileURLToPath(new URL('../../../python/bridge_2019.py', import.meta.url));

function file(name: string, flag: string, path: string | undefined, cwd: string): string[] {
  if (path === undefined) return [];
  const abs = resolve(cwd, path);
  if (!existsSync(abs) || !statSync(abs).isFile()) {
    throw new CodenamesError('agent/bad-option', `agent '${name}': ${flag} file '${abs}' does not exist. Give the path of the file (e.g. ${flag} glove.6B.100d.txt).`, { agent: name });
  }
  return [`--${flag.replace(/^--py-/, '')}`, abs];
}

/**
 * @example
 * const cm = await createPy2019Agent({ name: 'cm07', folder: 'Game/codenames', import: 'players.codemaster_glove_07.AICodemaster', glove: 'glove.6B.100d.txt' });
 * await cm.spymaster?.giveClue(view);
 */
export async function createPy2019Agent(opts: Py2019AgentOptions): Promise<ExternalAgent> {
  const cwd = process.cwd();
  const folder = resolve(cwd, opts.folder);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new CodenamesError('agent/bad-option', `agent '${opts.name}': the bot folder '${folder}' does not exist. Name the folder run_game.py runs in: --agent ${opts.name}=py2019:FOLDER:${opts.import}.`, { agent: opts.name });
  }
  const python = opts.python ?? 'python3';
  // Brown IC is named, not a path, in the 2019 harness (nltk finds 'ic-brown.dat' in its data): pass it through.
  const wordnet = opts.wordnet === undefined ? [] : ['--wordnet', opts.wordnet];
  const argv = [python, BRIDGE_2019, '--folder', folder, '--bot', opts.import, ...file(opts.name, '--py-glove', opts.glove, cwd), ...file(opts.name, '--py-w2v', opts.w2v, cwd), ...wordnet];
  return createExecAgent({
    ...opts,
    command: argv,
    cwd: folder,
    env: { ...process.env, PYTHONUNBUFFERED: '1', PYTHONIOENCODING: 'utf-8' },
    spec: `--agent ${opts.name}=py2019:${opts.folder}:${opts.import}${opts.python === undefined ? '' : ` --python ${python}`}`,
    hello: { timeoutMs: opts.startTimeoutMs ?? 600_000 },
    cover: false,
  });
}
