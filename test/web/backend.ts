/** The backend the page is tested with: the real one (default model, library agents, referee). */
import type { RoleBackend } from '../../src/server/backend.js';
import { createDefaultBackend } from '../../src/server/default-backend.js';

/** The real default backend, so the e2e game has a real AI spymaster. */
export function testBackend(): Promise<RoleBackend> {
  return createDefaultBackend();
}
