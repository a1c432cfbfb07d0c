import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { NodeRenderer } from '../src/index.ts';
import { comparePngs, fixtureDeckNames, FIXTURES_DIR, renderFixtureDeck } from '../src/fidelity/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';
import { startApp, type RunningApp } from './app-server.ts';

/**
 * Parity: every fixture page drawn in headless Chromium by the browser backend (the
 * product's own page, same renderer, same font bytes) against the Node PNG. The goal is
 * at most 0.1 % of pixels differing on the worst page; the test fails past CEILING, a
 * regression guard set above today's worst page (downscaled photographs, where the two
 * engines' image resampling differs).
 */
const GOAL = 0.001;
const CEILING = 0.005;

let app: RunningApp;
let browser: Browser;
let page: Page;
let renderer: NodeRenderer;

beforeAll(async () => {
  [app, renderer] = await Promise.all([startApp(), NodeRenderer.create()]);
  browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  page = await browser.newPage();
  await page.goto(app.url, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.folioRenderDeck === 'function');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('the browser draws every fixture page like Node does', async () => {
  const results: { page: string; ratio: number }[] = [];
  for (const name of fixtureDeckNames()) {
    const nodePages = await renderFixtureDeck(renderer, name);
    const browserPages = await page.evaluate((url) => window.folioRenderDeck!(url, 1), `/fixtures/decks/${name}.json`);
    expect(browserPages).toHaveLength(nodePages.length);
    nodePages.forEach((nodePage, index) => {
      const png = Buffer.from(browserPages[index]!.split(',')[1]!, 'base64');
      results.push({ page: nodePage.golden, ratio: comparePngs(png, nodePage.png).ratio });
    });
  }
  results.sort((a, b) => b.ratio - a.ratio);
  const worst = results[0]!;
  const report = { pages: results.length, worst, goal: GOAL, top: results.slice(0, 5) };
  await mkdir(join(FIXTURES_DIR, '../out'), { recursive: true });
  await writeFile(join(FIXTURES_DIR, '../out/parity.json'), JSON.stringify(report, null, 2));
  console.info(`parity: ${results.length} pages, worst ${worst.page} ${(worst.ratio * 100).toFixed(4)} % differing pixels (goal ≤ ${GOAL * 100} %)`);
  expect(worst.ratio).toBeLessThanOrEqual(CEILING);
}, 600_000);
