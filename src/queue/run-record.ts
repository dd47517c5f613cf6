/**
 * A queued run as Redis knows it. The coordinator writes one record per run into the hash `codenames-ai:runs`
 * (name -> JSON): the run's setup with its files as paths relative to the coordinator's directory, a SHA-256
 * of each of those files, the package version, and an identity hash over all of it. Workers read the record,
 * rebuild the setup against their own directory, and play only runs whose version and files match theirs.
 * Next to it live the run's outcome list (workers push, the coordinator pops), its state (coordinator
 * heartbeat, games collected) and the refusals of workers that could not play it; its games wait on the
 * BullMQ queue `tournament-NAME`. Everything is under the prefix `codenames-ai:`.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { CodenamesError } from '../errors.js';
import { isWordListName } from '../game/index.js';
import type { AgentDescription } from '../agents/build/index.js';
import type { RunSetup } from '../harness/executor.js';
import { fileIdentity } from '../harness/output-files.js';
import { planTasks, type Task } from '../harness/plan.js';
import type { Shard } from '../harness/types.js';

/** The key prefix of everything a distributed run keeps in Redis (BullMQ's keys included). */
export const PREFIX = 'codenames-ai';
/** The hash of queued runs: name -> RunRecord JSON. */
export const RUNS_KEY = `${PREFIX}:runs`;

/** The Redis keys of one run. */
export function runKeys(name: string): { readonly outcomes: string; readonly state: string; readonly refusals: string } {
  return { outcomes: `${PREFIX}:outcomes:${name}`, state: `${PREFIX}:state:${name}`, refusals: `${PREFIX}:refusals:${name}` };
}

/** The BullMQ queue of a run (BullMQ forbids ':' in queue names). */
export function queueName(name: string): string {
  return `tournament-${name}`;
}

/** This package's version, which every worker must share with the coordinator. */
export function packageVersion(): string {
  return (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
}

/** One file the run's agents read, as it travels: a path (relative to the coordinator's directory when inside it) and its hash. */
export interface RunFile {
  readonly role: 'agent module' | 'candidate list' | 'word list' | 'model';
  readonly path: string;
  readonly sha256: string;
}

/** What a coordinator publishes about its run. */
export interface RunRecord {
  readonly format: 'codenames-ai/queued-run';
  readonly name: string;
  /** SHA-256 over version, setup, games, shard and file hashes: two runs with one identity play the same games. */
  readonly identity: string;
  readonly version: string;
  readonly setup: RunSetup;
  readonly games: number;
  readonly shard: Shard | null;
  /** Games in the whole plan (or shard). */
  readonly total: number;
  readonly files: readonly RunFile[];
  readonly createdAt: number;
  /** Games in flight per worker that the run asks for (tournament --concurrency); a worker's own flag wins. Not part of the identity: results do not depend on it. */
  readonly concurrency?: number;
}

/** What each job (a batch of games) carries, so a worker can refuse work that is not for the run it built. */
export interface BatchJob {
  readonly run: string;
  readonly identity: string;
  readonly version: string;
  readonly tasks: readonly Task[];
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Checks a run name (letters, digits, '.', '_', '-'; at most 64). */
export function checkRunName(name: string): string {
  if (!NAME.test(name)) throw new CodenamesError('harness/bad-option', `run name '${name}' may hold only letters, digits, '.', '_' and '-' (at most 64, starting with a letter or digit).`, { name });
  return name;
}

function sha256(data: string): string {
  return createHash('sha256').update(data).digest('hex');
}

function portable(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  if (rel === '') return '.';
  return !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : path;
}

/** A model argument that is a file path rather than a shipped model name. */
function modelIsPath(model: string): boolean {
  return model.includes('/') || model.includes('\\') || /\.[a-z0-9]+$/i.test(model);
}

/** The files a setup reads, with the paths as given in it. */
function setupFiles(setup: RunSetup): { role: RunFile['role']; path: string }[] {
  const files: { role: RunFile['role']; path: string }[] = setup.customModules.map((path) => ({ role: 'agent module' as const, path }));
  for (const d of setup.described ?? []) if (d.kind === 'module') files.push({ role: 'agent module', path: d.file });
  if (setup.candidatesFile !== null) files.push({ role: 'candidate list', path: setup.candidatesFile });
  if (setup.wordList !== null && !isWordListName(setup.wordList)) files.push({ role: 'word list', path: setup.wordList });
  return files;
}

function mapDescription(d: AgentDescription, fn: (path: string) => string): AgentDescription {
  switch (d.kind) {
    case 'module': return { ...d, file: fn(d.file) };
    case 'exec': return d.cwd === undefined ? d : { ...d, cwd: fn(d.cwd) };
    case 'py2019': return {
      ...d, repo: fn(d.repo),
      ...(d.glove === undefined ? {} : { glove: fn(d.glove) }), ...(d.w2v === undefined ? {} : { w2v: fn(d.w2v) }), ...(d.wordnet === undefined ? {} : { wordnet: fn(d.wordnet) }),
    };
    case 'builtin': return d.mind !== undefined && modelIsPath(d.mind) ? { ...d, mind: fn(d.mind) } : d;
    default: return d;
  }
}

/** The setup with every file and folder path it holds passed through `fn`. */
function mapSetupPaths(setup: RunSetup, fn: (path: string) => string): RunSetup {
  return {
    ...setup,
    customModules: setup.customModules.map(fn),
    candidatesFile: setup.candidatesFile === null ? null : fn(setup.candidatesFile),
    wordList: setup.wordList === null || isWordListName(setup.wordList) ? setup.wordList : fn(setup.wordList),
    model: setup.model !== null && modelIsPath(setup.model) ? fn(setup.model) : setup.model,
    ...(setup.described === undefined ? {} : { described: setup.described.map((d) => mapDescription(d, fn)) }),
  };
}

/**
 * The record of a run planned in `cwd`: paths made relative to it, files hashed, the identity computed.
 * A file that cannot be read is a `harness/bad-option`.
 */
export function buildRunRecord(setup: RunSetup, games: number, shard: Shard | null, cwd: string, name: string | null): RunRecord {
  const travelling = mapSetupPaths(setup, (p) => portable(resolve(cwd, p), cwd));
  const files = setupFiles(travelling).map(({ role, path }) => ({ role, path, sha256: hashFile(resolve(cwd, path), role) }));
  const version = packageVersion();
  const identity = sha256(JSON.stringify({ version, setup: travelling, games, shard, files }));
  return {
    format: 'codenames-ai/queued-run',
    name: name === null ? `t-${identity.slice(0, 12)}` : checkRunName(name),
    identity, version, setup: travelling, games, shard,
    total: planTasks(games, setup.matches, shard).length,
    files,
    createdAt: Date.now(),
  };
}

/** A file's SHA-256 as the run identity of outcomes.jsonl takes it (harness fileIdentity); a file that cannot be read is refused. */
function hashFile(path: string, role: RunFile['role']): string {
  const { sha256: hash } = fileIdentity(path);
  if (hash === null) throw new CodenamesError('harness/bad-option', `cannot read the ${role} '${path}'. Check the path (relative paths are relative to the current directory).`, { path });
  return hash;
}

/**
 * The setup a worker in `cwd` plays a record with: its relative paths resolved there. Throws
 * `queue/version-mismatch` for another package version or other file contents, and
 * `queue/agents-unavailable` for a file this machine does not have.
 */
export function localSetup(record: RunRecord, cwd: string): RunSetup {
  const version = packageVersion();
  if (record.version !== version) {
    throw new CodenamesError('queue/version-mismatch', `run '${record.name}' was planned by codenames-ai ${record.version}; this worker is ${version}. Install the same version on this machine (npm install codenames-ai@${record.version}) or start the run again from a ${version} coordinator.`, { run: record.name, version: record.version, mine: version });
  }
  const at = (p: string): string => resolve(cwd, p);
  for (const f of record.files) {
    const here = fileIdentity(at(f.path)).sha256;
    if (here === null) {
      throw new CodenamesError('queue/agents-unavailable', `run '${record.name}' needs the ${f.role} '${f.path}', which is not at ${at(f.path)} on this machine. Copy the coordinator's files here, or start the worker in the directory that holds them (--cwd DIR).`, { run: record.name, path: f.path });
    }
    if (here !== f.sha256) {
      throw new CodenamesError('queue/version-mismatch', `the ${f.role} '${f.path}' here (${at(f.path)}, sha256 ${here.slice(0, 12)}) differs from the coordinator's (sha256 ${f.sha256.slice(0, 12)}). Copy the same file to this machine; a worker plays only with the coordinator's exact files.`, { run: record.name, path: f.path });
    }
  }
  return mapSetupPaths(record.setup, at);
}

/** Parses a record read from Redis (null for something that is not one). */
export function parseRunRecord(json: string): RunRecord | null {
  try {
    const r = JSON.parse(json) as Partial<RunRecord>;
    return r.format === 'codenames-ai/queued-run' && typeof r.name === 'string' && typeof r.identity === 'string' ? (r as RunRecord) : null;
  } catch {
    return null;
  }
}
