/**
 * The language-model response cache: one JSON file per request, named by the SHA-256 of what decides the
 * answer (endpoint, model, messages, temperature, seed, answer format), so a re-run of a tournament sends
 * nothing and gets the same answers. The API key is never part of the key or of a file.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { CodenamesError } from '../../errors.js';

/** What is stored per request: the answer text and the token counts it cost when first asked. */
export interface CachedResponse {
  readonly content: string;
  readonly promptTokens: number;
  readonly completionTokens: number;
}

export interface ResponseCache {
  get(key: string): CachedResponse | undefined;
  set(key: string, value: CachedResponse): void;
}

/** The cache key of a request (hex SHA-256 of its canonical JSON). */
export function cacheKey(request: Readonly<Record<string, unknown>>): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * A cache in `dir` (created on first write); null = no cache.
 *
 * @example
 * const cache = openResponseCache('/home/me/.cache/codenames-ai/openai');
 */
export function openResponseCache(dir: string | null): ResponseCache {
  if (dir === null) return { get: () => undefined, set: () => undefined };
  const file = (key: string): string => join(dir, `${key}.json`);
  return {
    get(key) {
      let text: string;
      try {
        text = readFileSync(file(key), 'utf8');
      } catch {
        return undefined;
      }
      try {
        const v = JSON.parse(text) as Partial<CachedResponse>;
        return typeof v.content === 'string' ? { content: v.content, promptTokens: Number(v.promptTokens) || 0, completionTokens: Number(v.completionTokens) || 0 } : undefined;
      } catch {
        return undefined; // a torn file is asked again and rewritten
      }
    },
    set(key, value) {
      try {
        mkdirSync(dir, { recursive: true });
        const tmp = `${file(key)}.${process.pid}-${threadId}.tmp`;
        writeFileSync(tmp, JSON.stringify(value));
        renameSync(tmp, file(key)); // whole files only, even with several workers writing
      } catch (e) {
        throw new CodenamesError('agent/bad-option', `cannot write the response cache in ${dir} (${e instanceof Error ? e.message : String(e)}). Give a writable folder with --llm-cache DIR, or --llm-no-cache.`, { dir });
      }
    },
  };
}
