/** The per-agent request rate: requests start 60,000 / rpm ms apart, in call order (fake clock). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../../../src/agents/external/rate-limit.js';
import { withExternalFlags } from '../../../src/cli/commands/external-flags.js';
import { parseAgentSpec } from '../../../src/agents/build/index.js';
import { isCodenamesError } from '../../../src/errors.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('rate limits', () => {
  it('lets one request start per 60000/rpm ms, in order', async () => {
    vi.useFakeTimers();
    const limit = createRateLimiter(120); // 500 ms apart
    const started: number[] = [];
    const t0 = Date.now();
    const all = [0, 1, 2].map((i) => limit.wait().then(() => started.push(i)));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(499);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all(all);
    expect(started).toEqual([0, 1, 2]);
    expect(Date.now() - t0).toBe(1000);
  });

  it('splits --rpm across the workers and refuses bad values', () => {
    const d = withExternalFlags([parseAgentSpec('bot=exec:python3 bot.py'), parseAgentSpec('web=http:http://127.0.0.1:1')], { rpm: ['bot=60'] }, 4);
    expect(d[0]).toMatchObject({ name: 'bot', requestsPerMinute: 15 });
    expect(d[1]).not.toHaveProperty('requestsPerMinute');
    for (const bad of ['bot=0', 'bot', 'nobody=5']) {
      let e: unknown;
      try {
        withExternalFlags(d, { rpm: [bad] }, 1);
      } catch (x) {
        e = x;
      }
      expect(isCodenamesError(e, 'cli/usage')).toBe(true);
    }
  });
});
