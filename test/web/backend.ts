/** The backend the page is tested with. */
import type { RoleBackend } from '../../src/server/backend.js';
import { fakeBackend } from '../server/fake-backend.js';

/** For now the fake; the real default backend once the agents land. */
export async function testBackend(): Promise<RoleBackend> {
  return fakeBackend();
}
