/**
 * The web page end to end in a real headless Chromium (CHROMIUM_PATH or Debian's /usr/bin/chromium, driven by
 * playwright-core): a person takes both guesser seats, the AI both spymasters, and the test clicks through a
 * whole game. Without Chromium it is reported as skipped with the install command; under CI=true it fails
 * instead (CI installs it in .ci/run). See test/web/chromium.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type CodenamesServer } from '../../src/server/http-server.js';
import { testBackend } from './backend.js';
import { chromiumPlan } from './chromium.js';

const plan = chromiumPlan();
if (plan.action === 'skip') console.warn(`test/web/page.e2e.test.ts skipped: ${plan.reason}`);
let srv: CodenamesServer;
let url: string;
let ctx: BrowserContext;
let profile: string;
const serverErrors: string[] = [];

beforeAll(async () => {
  if (plan.action === 'skip') return;
  if (plan.action === 'fail') throw new Error(plan.reason);
  srv = createServer({ backend: await testBackend(), log: (l) => { if (/ 5\d\d |^error/.test(l)) serverErrors.push(l); } });
  ({ url } = await srv.listen(0));
  profile = mkdtempSync(join(tmpdir(), 'codenames-e2e-'));
  ctx = await chromium.launchPersistentContext(profile, {
    executablePath: plan.path,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});

afterAll(async () => {
  await ctx?.close();
  await srv?.close(1000);
  if (profile !== undefined) rmSync(profile, { recursive: true, force: true });
});

function phaseOf(page: Page): Promise<string> {
  return page.evaluate<string>('document.body.dataset.phase');
}

/** Waits until the page is idle and either the person must act or the game is over. */
async function settle(page: Page): Promise<'over' | 'guess' | 'clue' | 'cover'> {
  // Page-side code as strings: the tests compile without the DOM typings.
  await page.waitForFunction(`document.body.dataset.busy === 'false' && (document.body.dataset.phase === 'over'
    || document.querySelector('.card.clickable') !== null || !document.getElementById('clue-form').hidden)`, undefined, { timeout: 90_000 });
  const phase = await phaseOf(page);
  return phase === 'over' || phase === 'clue' || phase === 'cover' ? phase : 'guess';
}

describe.skipIf(plan.action === 'skip')(`web page in Chromium${plan.action === 'skip' ? ` (skipped: ${plan.reason})` : ''}`, () => {
  it('plays a whole standard game: AI spymasters, the person guesses for both teams', async () => {
    const page = await ctx.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${url}/?delay=0`);
    await page.selectOption('#variant', 'standard');
    await page.fill('#seed', '4');
    await page.uncheck('input[value=red-spymaster]');
    await page.check('input[value=red-guesser]');
    await page.check('input[value=blue-guesser]');
    await page.click('#new-game');

    let clicks = 0;
    let passes = 0;
    for (let step = 0; step < 200; step++) {
      const phase = await settle(page);
      if (phase === 'over') break;
      expect(phase).toBe('guess');
      // A guesser never sees the key of hidden cards, nor the spymaster's reasoning before guessing its clue.
      expect(await page.locator('.card[data-revealed=false][class*=key-]').count()).toBe(0);
      expect(await page.isVisible('#reasoning-note')).toBe(true);
      const turn = await page.evaluate<string>('document.body.dataset.turn');
      const lastReason = (await page.locator('#reasoning li').allTextContents()).at(-1) ?? '';
      expect(lastReason.startsWith(`${turn} spymaster`)).toBe(false);
      // Nor any spymaster's reasoning before the game ends: it names hidden cards and what they are.
      const spymasterLines = (await page.locator('#reasoning li').allTextContents()).filter((t) => / spymaster: clue /.test(t));
      expect(spymasterLines.every((t) => /^\S+ spymaster: clue \S+ \S+$/.test(t))).toBe(true);
      if (clicks % 3 === 2 && (await page.isVisible('#pass'))) {
        await page.click('#pass');
        passes += 1;
      } else {
        await page.locator('.card.clickable').first().click();
      }
      clicks += 1;
    }
    expect(await phaseOf(page)).toBe('over');
    expect(await page.textContent('#status')).toMatch(/^Game over: (red|blue) wins/);
    expect(await page.locator('#clue-log li').count()).toBeGreaterThan(0);
    expect(await page.locator('#reasoning li').count()).toBeGreaterThan(0);
    expect(await page.textContent('#reasoning')).toMatch(/spymaster: clue \S+ \d/);
    // Once the game is over the spymasters' reasoning is shown.
    expect((await page.locator('#reasoning li').allTextContents()).some((t) => /^\S+ spymaster: clue \S+ \S+\. \S/.test(t))).toBe(true);
    expect(clicks).toBeGreaterThan(0);
    expect(passes + clicks).toBeGreaterThan(1);
    expect(pageErrors).toEqual([]);
    expect(serverErrors).toEqual([]);
  }, 180_000); // a whole game of AI clues: generous when the whole suite shares the CPU

  it('a person spymaster sees the key and gets the referee\'s verdict on an illegal clue', async () => {
    const page = await ctx.newPage();
    await page.goto(`${url}/?delay=0`);
    await page.selectOption('#variant', 'single-team');
    await page.fill('#seed', '2');
    for (const s of ['red-spymaster', 'blue-spymaster']) await page.check(`input[value=${s}]`);
    for (const s of ['red-guesser', 'blue-guesser']) await page.uncheck(`input[value=${s}]`);
    await page.click('#new-game');
    expect(await settle(page)).toBe('clue');
    expect(await page.locator('.card[class*=key-]').count()).toBe(25);
    const boardWord = await page.locator('.card').first().getAttribute('data-word');
    await page.fill('#clue-word', (boardWord ?? '').toLowerCase());
    await page.click('#give-clue');
    await page.waitForFunction("!document.getElementById('error').hidden");
    expect(await page.textContent('#error')).toMatch(/^Referee: .* is illegal/);
    expect(await page.locator('#clue-log li.illegal').count()).toBe(1);
  });

  it('coop (000): the person gives a clue, the AI guesses, then the person covers an opponent agent', async () => {
    const page = await ctx.newPage();
    await page.goto(`${url}/?delay=0`);
    await page.selectOption('#variant', 'coop');
    await page.fill('#seed', '6');
    await page.check('input[value=red-spymaster]');
    for (const s of ['red-guesser', 'blue-spymaster', 'blue-guesser']) await page.uncheck(`input[value=${s}]`);
    await page.click('#new-game');
    expect(await settle(page)).toBe('clue');
    const words = (await page.locator('.card').allTextContents()).map((w) => w.toLowerCase());
    const clue = ['nature', 'history', 'science', 'music', 'weather'].find((w) => !words.includes(w)) ?? 'nature';
    await page.fill('#clue-word', clue);
    await page.selectOption('#clue-number', '1');
    await page.click('#give-clue');
    let phase = await settle(page);
    expect(await page.textContent('#reasoning')).toMatch(/red guesser: touches/);
    expect(phase).toBe('cover'); // after the team's turn (seed 6: the AI guesser does not hit the assassin)
    expect(await page.textContent('#status')).toMatch(/cover one blue agent: you/);
    // Only the opponent's hidden agents are offered, and covering one reveals it as blue.
    const offered = page.locator('.card.clickable');
    expect(await offered.count()).toBeGreaterThan(0);
    expect(await page.locator('.card.clickable:not(.key-blue)').count()).toBe(0);
    const word = await offered.first().getAttribute('data-word');
    await offered.first().click();
    phase = await settle(page);
    expect(await page.locator(`.card[data-word="${word}"]`).getAttribute('data-identity')).toBe('blue');
    expect(phase).toBe('clue');
  });
});
