import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Simulates an install without the optional peer @huggingface/transformers.
vi.mock('@huggingface/transformers', () => {
  throw new Error("Cannot find package '@huggingface/transformers'");
});

describe('transformers.js provider without @huggingface/transformers', () => {
  it("raises 'model/dependency-missing' with the install command", async () => {
    const { loadTransformersModel } = await import('../../src/embeddings/transformers-provider.js');
    const fixture = join(import.meta.dirname, '..', '..', 'fixtures', 'tiny-glove');
    await expect(loadTransformersModel(fixture)).rejects.toMatchObject({
      code: 'model/dependency-missing',
      message: expect.stringContaining('npm install @huggingface/transformers'),
    });
  });
});
