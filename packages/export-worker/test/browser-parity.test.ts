import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BrowserEngine } from '../src/browser/index.ts';
import { NodeRenderer, readDeckFile } from '../src/index.ts';
import { comparePngs, deckPath, FIXTURE_FILES, fixtureDeckNames, FIXTURES_DIR, renderFixtureDeck } from '../src/fidelity/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';
import { startFolio, type RunningFolio } from '../../../scripts/start-folio.ts';

/**
 * Parity: every fixture page drawn in headless Chromium by the browser backend (the
 * product's own page, same renderer, same font bytes) against the Node PNG. At most 0.1 %
 * of pixels may differ on the worst page.
 */
const GOAL = 0.001;
const OUT_DIR = join(FIXTURES_DIR, '../out/parity');

let app: RunningFolio;
let browser: Browser;
let page: Page;
let renderer: NodeRenderer;

beforeAll(async () => {
  [app, renderer] = await Promise.all([startFolio(), NodeRenderer.create()]);
  browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  page = await browser.newPage();
  await page.goto(`${app.url}/export-render`, { waitUntil: 'load' });
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
    for (const [index, nodePage] of nodePages.entries()) {
      const png = Buffer.from(browserPages[index]!.split(',')[1]!, 'base64');
      const diff = comparePngs(png, nodePage.png, { withDiffImage: true });
      results.push({ page: nodePage.golden, ratio: diff.ratio });
      // Pages past the goal leave the browser's drawing and the diff for a person to look at.
      if (diff.ratio > GOAL && diff.diffPng) {
        const base = join(OUT_DIR, nodePage.golden.replace(/\.png$/, ''));
        await mkdir(join(base, '..'), { recursive: true });
        await Promise.all([writeFile(`${base}.browser.png`, png), writeFile(`${base}.diff.png`, diff.diffPng)]);
      }
    }
  }
  results.sort((a, b) => b.ratio - a.ratio);
  const worst = results[0]!;
  const report = { pages: results.length, worst, goal: GOAL, top: results.slice(0, 5) };
  await mkdir(OUT_DIR, { recursive: true });
  await writeFile(join(OUT_DIR, 'parity.json'), JSON.stringify(report, null, 2));
  console.info(`parity: ${results.length} pages, worst ${worst.page} ${(worst.ratio * 100).toFixed(4)} % differing pixels (goal ≤ ${GOAL * 100} %)`);
  expect(worst.ratio).toBeLessThanOrEqual(GOAL);
}, 600_000);

// `folio export --engine browser` serves the deck from disk itself; the fixtures' images are
// `../assets/…`, beside the decks' folder, not inside it.
test('the browser export engine draws images a deck names outside its own folder', async () => {
  const engine = await BrowserEngine.launch({ appDir: join(FIXTURES_DIR, '../packages/app/dist'), executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const name = 'images';
    const browserPages = await engine.renderPngs(await readDeckFile(deckPath(name)), FIXTURE_FILES, 1);
    const nodePages = await renderFixtureDeck(renderer, name);
    expect(browserPages).toHaveLength(nodePages.length);
    for (const [index, nodePage] of nodePages.entries()) expect(comparePngs(browserPages[index]!, nodePage.png).ratio, nodePage.golden).toBeLessThanOrEqual(GOAL);
  } finally {
    await engine.close();
  }
}, 240_000);
