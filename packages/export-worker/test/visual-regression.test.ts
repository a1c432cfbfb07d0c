import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { NodeRenderer } from '../src/index.ts';
import { comparePngs, fixtureDeckNames, GOLDEN_DIR, renderFixtureDeck, renderThemeContactSheet, type RenderedPage } from '../src/fidelity/index.ts';

/**
 * Every fixture page rendered in Node must match its golden PNG. Tolerance: at most
 * 0.05 % of pixels may differ beyond pixelmatch's colour threshold of 0.1 (anti-aliasing
 * ignored) — enough to absorb a Skia patch release, far too little to hide a moved line
 * break or a wrong colour. Failures leave the actual and a diff image in out/visual-diff.
 * `pnpm goldens:update` records new goldens after an intended change.
 */
const TOLERANCE = 0.0005;
const DIFF_DIR = join(GOLDEN_DIR, '../../out/visual-diff');

let renderer: NodeRenderer;
beforeAll(async () => {
  renderer = await NodeRenderer.create();
});

async function expectMatchesGolden(page: RenderedPage): Promise<void> {
  const goldenPath = join(GOLDEN_DIR, page.golden);
  expect(existsSync(goldenPath), `no golden ${page.golden}: run pnpm goldens:update`).toBe(true);
  const diff = comparePngs(page.png, await readFile(goldenPath), { withDiffImage: true });
  if (diff.ratio > TOLERANCE && diff.diffPng) {
    const base = join(DIFF_DIR, page.golden.replace(/\.png$/, ''));
    await mkdir(dirname(base), { recursive: true });
    await writeFile(`${base}.actual.png`, page.png);
    await writeFile(`${base}.diff.png`, diff.diffPng);
  }
  expect(diff.sizeMismatch, `${page.golden} size`).toBeUndefined();
  expect(diff.ratio, `${page.golden}: ${(diff.ratio * 100).toFixed(3)} % of pixels differ (see out/visual-diff)`).toBeLessThanOrEqual(TOLERANCE);
}

describe('fixture decks look exactly like their goldens', () => {
  test.each(fixtureDeckNames())('%s', async (name) => {
    const pages = await renderFixtureDeck(renderer, name);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) await expectMatchesGolden(page);
  });

  test('the contact sheet of all 30 themes', async () => {
    await expectMatchesGolden(await renderThemeContactSheet(renderer));
  });
});
