/**
 * The page's "Judge clues" mode end to end in a real headless Chromium (Debian's /usr/bin/chromium driven by
 * playwright-core), on a real batch (first clues of our default spymaster and the 2019 reference on two
 * seeded boards) held by a real server: a person touches cards in order, undoes one, stops early, downloads
 * the answers file and sees the server's scores. Also a batch loaded from an items.jsonl, a bad file, and a
 * server with no batch. It fails, never skips, when Chromium is missing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportClueItems, parseClueAnswers, scoreClueAnswers, writeClueExport } from '../../src/harness/clue-eval.js';
import { loadClueBatch, type ClueBatch } from '../../src/server/clue-eval-endpoints.js';
import { createServer, type CodenamesServer } from '../../src/server/http-server.js';
import { testBackend } from './backend.js';

const CHROMIUM = '/usr/bin/chromium';
let srv: CodenamesServer;
let bare: CodenamesServer;
let url: string;
let bareUrl: string;
let ctx: BrowserContext;
let dir: string;
let batch: ClueBatch;
const serverErrors: string[] = [];

beforeAll(async () => {
  expect(existsSync(CHROMIUM), `${CHROMIUM} is missing: run 'apt-get install -y chromium' (see .ci/run)`).toBe(true);
  dir = mkdtempSync(join(tmpdir(), 'codenames-judge-'));
  writeClueExport(join(dir, 'batch'), await exportClueItems({ spymasters: ['default', 'reference-0.7'], variant: 'standard', boards: 2, seed: 11 }));
  batch = loadClueBatch(join(dir, 'batch'));
  const backend = await testBackend();
  const log = (l: string): void => { if (/ 5\d\d |^error/.test(l)) serverErrors.push(l); };
  srv = createServer({ backend, clueBatch: batch, log });
  bare = createServer({ backend, log });
  ({ url } = await srv.listen(0));
  ({ url: bareUrl } = await bare.listen(0));
  ctx = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    acceptDownloads: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await srv?.close(1000);
  await bare?.close(1000);
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

/** Waits until the page is idle (reading an item, or done and scored). */
async function settle(page: Page): Promise<string> {
  await page.waitForFunction("document.body.dataset.judge !== 'busy'", undefined, { timeout: 30_000 });
  return page.evaluate<string>('document.body.dataset.judge');
}

/** Clicks the first `n` clickable cards in grid order; returns their words. */
async function touch(page: Page, n: number): Promise<string[]> {
  const words: string[] = [];
  for (let i = 0; i < n; i++) {
    const card = page.locator('#judge-grid .card.clickable').first();
    words.push((await card.getAttribute('data-word')) ?? '');
    await card.click();
  }
  return words;
}

/** Reads every item of the batch as a person would, in a fixed pattern; returns the answers it gave. */
async function readAll(page: Page, count: number): Promise<{ id: string; guesses: string[] }[]> {
  const given: { id: string; guesses: string[] }[] = [];
  for (let k = 0; k < count; k++) {
    expect(await settle(page)).toBe('reading');
    expect(await page.textContent('#judge-progress')).toBe(`Clue ${k + 1} of ${count}`);
    const [, , number] = /^(\S+) (\d+)$/.exec((await page.textContent('#judge-clue')) ?? '') ?? [];
    const n = Number(number);
    expect(Number.isInteger(n) && n >= 1).toBe(true);
    // Blind: no key colour and no identity on any card.
    expect(await page.locator('#judge-grid .card[class*=key-], #judge-grid .card[data-identity]').count()).toBe(0);
    expect(await page.isDisabled('#judge-stop')).toBe(true); // at least one touch
    let guesses: string[];
    if (k === 0) {
      await touch(page, 1);
      await page.click('#judge-undo');
      guesses = await touch(page, Math.min(2, n));
    } else if (k === 1) {
      guesses = await touch(page, n);
      // At the number the person may touch no more (the reader's brief: at most N).
      expect(await page.locator('#judge-grid .card.clickable').count()).toBe(0);
      expect(await page.textContent('#judge-stop')).toBe('Next clue');
    } else {
      guesses = await touch(page, 1);
    }
    const order = await page.locator('#judge-grid .card.picked').evaluateAll((els) => els.map((e) => [e.getAttribute('data-word'), e.getAttribute('data-order')]));
    expect(order.sort((a, b) => Number(a[1]) - Number(b[1])).map((x) => x[0])).toEqual(guesses);
    given.push({ id: (await page.getAttribute('#judge-clue', 'data-id')) ?? '', guesses });
    await page.click('#judge-stop');
  }
  return given;
}

describe('Judge clues in Chromium', () => {
  it('a batch from the server: touch in order, undo, stop, download, scores by the server', async () => {
    const page = await ctx.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${url}/?mode=judge`);
    expect(await page.isVisible('#judge')).toBe(true);
    expect(await page.isVisible('#setup')).toBe(false);
    await page.click('#judge-server');
    await page.waitForSelector('#judge-reading:not([hidden])');
    expect(await page.textContent('#judge-brief')).toContain('This batch holds 4 independent items.');
    const given = await readAll(page, 4);
    expect(await settle(page)).toBe('done');
    expect(await page.isVisible('#judge-done')).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#judge-download')]);
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    expect(text).toBe(`${given.map((a) => JSON.stringify(a)).join('\n')}\n`);
    expect(given.map((a) => a.id)).toEqual(batch.items.map((i) => i.id));

    // The scores shown are the library's for exactly these answers.
    const expected = scoreClueAnswers(batch.key, [{ file: 'answers', answers: parseClueAnswers(text, 'answers', batch.key) }]);
    const rows = await page.locator('#judge-scores tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    expect(rows[0]).toEqual(['spymaster', 'variant', 'clues', 'number asked', 'team cards/clue', 'all N found', 'ending wrong', 'assassins']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[4]])).toEqual(expected.rows.map((r) => [r.spymaster, String(r.clues), `${r.teamCards.mean.toFixed(2)} [${r.teamCards.low.toFixed(2)}, ${r.teamCards.high.toFixed(2)}]`]));
    expect(expected.rows.map((r) => r.spymaster).sort()).toEqual(['default', 'reference-0.7']);
    // After the answers, each clue with what its touches were.
    const played = await page.locator('#judge-played li').allTextContents();
    expect(played).toHaveLength(4);
    for (const [i, p] of expected.played.entries()) {
      const label = (id: string): string => (id === p.team ? 'ours' : id === 'bystander' || id === 'assassin' ? id : "the other team's");
      expect(played[i]).toBe(`${batch.items[i]?.clue} ${batch.items[i]?.number}: ${p.touched.map((t) => `${t.word} (${label(t.identity)})`).join(', ')}`);
    }
    expect(pageErrors).toEqual([]);
    expect(serverErrors).toEqual([]);
  }, 120_000);

  it('keeps the progress over a reload, and starts over on request', async () => {
    const page = await ctx.newPage();
    await page.goto(`${url}/?mode=judge`);
    await page.click('#judge-server');
    // The first test read this whole batch in this browser: it is kept, scored again.
    expect(await settle(page)).toBe('done');
    expect(await page.textContent('#judge-resumed')).toContain('your 4 earlier answers');
    await page.click('#judge-restart');
    expect(await settle(page)).toBe('reading');
    expect(await page.textContent('#judge-progress')).toBe('Clue 1 of 4');
    const before: string[][] = [];
    for (let k = 0; k < 2; k++) {
      before.push(await touch(page, 1));
      await page.click('#judge-stop');
    }
    await page.reload();
    await page.click('#judge-server');
    expect(await settle(page)).toBe('reading');
    expect(await page.textContent('#judge-progress')).toBe('Clue 3 of 4');
    expect(await page.isVisible('#judge-resumed')).toBe(true);
    const after: string[][] = [];
    for (let k = 0; k < 2; k++) {
      after.push(await touch(page, 1));
      await page.click('#judge-stop');
    }
    expect(await settle(page)).toBe('done');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#judge-download')]);
    const answers = parseClueAnswers(readFileSync((await download.path()) ?? '', 'utf8'), 'answers.jsonl', batch.key);
    expect(answers.map((a) => a.guesses)).toEqual([...before, ...after]);
  }, 60_000);

  it('a batch loaded from items.jsonl: the answers to download and how to score them; a bad file is refused', async () => {
    const page = await ctx.newPage();
    await page.goto(`${bareUrl}/`);
    await page.click('#mode-judge');
    await page.setInputFiles('#judge-file', { name: 'bad.jsonl', mimeType: 'application/json', buffer: Buffer.from('{"id": "x"}\nnot json\n') });
    await page.waitForSelector('#judge-error:not([hidden])');
    expect(await page.textContent('#judge-error')).toMatch(/bad\.jsonl:1 is not a clue item/);
    await page.goto(`${bareUrl}/?mode=judge&page=2`); // the batch has one page: page 2 is empty
    await page.setInputFiles('#judge-file', join(dir, 'batch', 'items.jsonl'));
    await page.waitForSelector('#judge-error:not([hidden])');
    expect(await page.textContent('#judge-error')).toMatch(/holds no items on page 2/);
    await page.goto(`${bareUrl}/?mode=judge&page=1`);
    await page.setInputFiles('#judge-file', join(dir, 'batch', 'items.jsonl'));
    await page.waitForSelector('#judge-reading:not([hidden])');
    expect(await page.isVisible('#judge-error')).toBe(false);
    for (let k = 0; k < 4; k++) {
      expect(await settle(page)).toBe('reading');
      await touch(page, 1);
      await page.click('#judge-stop');
    }
    expect(await settle(page)).toBe('done');
    expect(await page.textContent('#judge-score-note')).toContain('codenames-ai eval clues --score answers.jsonl --key key.json');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#judge-download')]);
    const answers = parseClueAnswers(readFileSync((await download.path()) ?? '', 'utf8'), 'answers.jsonl', batch.key);
    expect(answers.map((a) => a.id)).toEqual(batch.items.map((i) => i.id));
  }, 60_000);

  it('says how to start a batch when the server holds none', async () => {
    const page = await ctx.newPage();
    await page.goto(`${bareUrl}/?mode=judge`);
    await page.click('#judge-server');
    await page.waitForSelector('#judge-error:not([hidden])');
    expect(await page.textContent('#judge-error')).toMatch(/--clue-batch DIR/);
  });
});
