/** How the browser test finds Chromium, skips without it, and fails under CI=true (test/web/chromium.ts). */
import { describe, expect, it } from 'vitest';
import { CHROMIUM_INSTALL, DEFAULT_CHROMIUM, chromiumPlan } from './chromium.js';

const only = (...paths: string[]) => (p: string) => paths.includes(p);

describe('chromiumPlan', () => {
  it('uses CHROMIUM_PATH when it is executable, before /usr/bin/chromium', () => {
    expect(chromiumPlan({ CHROMIUM_PATH: '/opt/chrome/chrome' }, only('/opt/chrome/chrome', DEFAULT_CHROMIUM))).toEqual({ action: 'run', path: '/opt/chrome/chrome' });
  });
  it('falls back to /usr/bin/chromium', () => {
    expect(chromiumPlan({}, only(DEFAULT_CHROMIUM))).toEqual({ action: 'run', path: DEFAULT_CHROMIUM });
  });
  it('without a browser it skips and names the install command', () => {
    const plan = chromiumPlan({}, only());
    expect(plan.action).toBe('skip');
    expect(plan.action === 'skip' && plan.reason).toContain(CHROMIUM_INSTALL);
  });
  it('without a browser under CI=true it fails', () => {
    const plan = chromiumPlan({ CI: 'true' }, only());
    expect(plan.action).toBe('fail');
    expect(plan.action === 'fail' && plan.reason).toContain(CHROMIUM_INSTALL);
  });
  it('a CHROMIUM_PATH that is not executable fails even outside CI', () => {
    const plan = chromiumPlan({ CHROMIUM_PATH: '/nowhere/chromium' }, only(DEFAULT_CHROMIUM));
    expect(plan).toEqual({ action: 'fail', reason: expect.stringContaining('/nowhere/chromium') });
  });
});
