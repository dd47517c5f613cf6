import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'] },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Hermetic: models a developer installed (model bridge / model import) are not seen; tests that need one
    // build it and point CODENAMES_AI_MODELS at it themselves.
    env: { CODENAMES_AI_MODELS: join(tmpdir(), 'codenames-ai-tests-no-user-models') },
  },
});
