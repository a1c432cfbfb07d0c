import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { comparePngs } from '../../export-worker/src/fidelity/compare-png.ts';
import { dismissSurvey, signUpAndSignIn } from './helpers.ts';

/**
 * What a person edits is what exports: each slide of these fixture decks, opened in the editor
 * at actual size, against the Node render of the same slide (fixtures/golden), to the spine's
 * browser-parity goal of at most 0.1 % differing pixels.
 */
const GOAL = 0.001;
// A new account has three free projects (§9), so three decks: every block kind, both directions, photographs.
const DECKS = ['every-block', 'mixed-direction', 'images'];
const FIXTURES = new URL('../../../fixtures/', import.meta.url).pathname;

test.use({ viewport: { width: 1600, height: 960 } });

test('the editor canvas draws fixture decks like the Node export does', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signUpAndSignIn(page, request, 'editor-parity');
  await dismissSurvey(page);
  const token = await page.evaluate(() => localStorage.getItem('iart_token'));
  const results: { slide: string; ratio: number }[] = [];
  for (const deck of DECKS) {
    // Decks name their images relative to the deck file; the app serves them under /fixtures/.
    const doc = JSON.parse(readFileSync(`${FIXTURES}decks/${deck}.json`, 'utf8').replaceAll('"../assets/', '"/fixtures/assets/'));
    const created = await page.request.post('/api2/v1/project/create', { data: { kind: doc.kind ?? 'presentation', doc }, headers: { authorization: `Bearer ${token}` } });
    const answer = await created.json();
    expect(answer, JSON.stringify(answer).slice(0, 300)).toMatchObject({ code: 200 });
    const id = answer.data.id;
    await page.goto(`/presentation/${id}`);
    await expect(page.getByTestId('slide-canvas')).toBeVisible();
    await page.getByTestId('zoom-toggle').click();
    await expect(page.getByTestId('zoom-toggle')).toHaveText('100%');
    const slides = page.getByTestId('slide-item');
    const count = await slides.count();
    for (let index = 0; index < count; index += 1) {
      await slides.nth(index).getByRole('button').first().click();
      await page.mouse.move(0, 0);
      const stage = page.getByTestId('slide-canvas');
      await expect(stage).toHaveAttribute('data-page-index', String(index));
      const box = (await stage.boundingBox())!;
      const x = Number(await stage.getAttribute('data-page-x'));
      const y = Number(await stage.getAttribute('data-page-y'));
      const png = await page.screenshot({ clip: { x: box.x + x, y: box.y + y, width: 1200, height: 675 } });
      const golden = readFileSync(`${FIXTURES}golden/${deck}/${String(index + 1).padStart(2, '0')}.png`);
      results.push({ slide: `${deck}/${index + 1}`, ratio: comparePngs(png, golden).ratio });
    }
  }
  results.sort((a, b) => b.ratio - a.ratio);
  console.info(`editor parity: ${results.length} slides, worst ${results[0]!.slide} ${(results[0]!.ratio * 100).toFixed(4)} %`);
  expect(results[0]!.ratio).toBeLessThanOrEqual(GOAL);
});
