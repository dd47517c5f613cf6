/**
 * The backend the agent-pool tests load in their worker threads (`createAgentPool({ backendModule })`): the
 * fake backend of fake-backend.ts, plus clue words that make the spymaster misbehave on purpose, read from
 * the board so a test picks the behaviour per request:
 * - a board with ZZCRASH: the worker thread dies (as a native crash or an agent's process.exit would);
 * - a board with ZZLOOP: a synchronous endless loop (only ending the thread stops it);
 * - a board with ZZSLOW: the clue busy-waits for ~600 ms of CPU, like a first clue on a new board;
 * - a board with ZZBUG: the agent throws a plain Error (a bug: 500 without internals);
 * - a board with ZZWHO: the clue word names the worker thread that answered (`t<threadId>`).
 */
import { threadId } from 'node:worker_threads';
import type { RoleBackend } from '../../../src/server/backend.js';
import { fakeBackend } from '../fake-backend.js';

/** Loaded by the agent worker (src/server/agent-worker.ts). */
export function createBackend(): RoleBackend {
  const base = fakeBackend();
  const spymaster = base.spymaster({ lang: 'en' });
  if (spymaster instanceof Promise) throw new Error('the fake spymaster is synchronous');
  return {
    ...base,
    spymaster: () => ({
      name: 'misbehaving-spymaster',
      giveClue(view) {
        const words = new Set(view.cards.map((c) => c.word));
        if (words.has('ZZCRASH')) process.exit(7);
        if (words.has('ZZLOOP')) for (;;);
        if (words.has('ZZBUG')) throw new Error('secret internal detail in the worker');
        if (words.has('ZZWHO')) return { word: `t${threadId}`, number: 1, targets: [] };
        if (words.has('ZZSLOW')) {
          const until = Date.now() + 600;
          while (Date.now() < until);
        }
        return spymaster.giveClue(view);
      },
    }),
  };
}
