/**
 * The entry of one agent worker thread of the server: loads its own backend (the default model, agents and
 * referee, warmed up like the in-process server), says 'ready' with the languages it plays, then answers one
 * job at a time through the same `handleRequest` the in-process server uses, so both paths give the same
 * answer for the same request. An unexpected error's details go back as a log line, never to the client.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RoleBackend } from './backend.js';
import { handleRequest } from './handler.js';
import type { AgentWorkerData, AgentWorkerMessage, RunJob } from './pool-messages.js';

const port = parentPort;
if (port === null) throw new Error('agent worker: must run as a worker thread (see src/server/agent-pool.ts)');
const data = workerData as AgentWorkerData;

function describe(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

async function loadBackend(): Promise<RoleBackend> {
  if (data.backendModule !== null) {
    const mod = (await import(data.backendModule)) as { createBackend?: () => RoleBackend | Promise<RoleBackend> };
    if (typeof mod.createBackend !== 'function') throw new Error(`${data.backendModule} exports no createBackend() function`);
    return mod.createBackend();
  }
  const { createDefaultBackend } = await import('./default-backend.js');
  return createDefaultBackend({ warmUp: data.warmUp, ...(data.modelPaths === undefined ? {} : { modelPaths: data.modelPaths }) });
}

let backend: RoleBackend;
try {
  backend = await loadBackend();
} catch (e) {
  port.postMessage({ type: 'fatal', message: describe(e) } satisfies AgentWorkerMessage);
  // Nothing else to do in this thread: the pool reports the reason and ends it.
  throw e;
}

port.on('message', (job: RunJob | { type: 'close' }) => {
  // The supervisor's close: this backend holds nothing to release.
  if (job.type === 'close') process.exit(0);
  void (async () => {
    let log: string | undefined;
    const r = await handleRequest(job.op, job.body, backend, { timeoutMs: data.timeoutMs, onError: (e) => (log = describe(e)) });
    const msg: AgentWorkerMessage = log === undefined
      ? { type: 'result', id: job.id, status: r.status, body: r.body }
      : { type: 'result', id: job.id, status: r.status, body: r.body, log };
    port.postMessage(msg);
  })();
});
port.postMessage({ type: 'ready', agentLanguages: backend.agentLanguages, refereeLanguages: backend.refereeLanguages } satisfies AgentWorkerMessage);
