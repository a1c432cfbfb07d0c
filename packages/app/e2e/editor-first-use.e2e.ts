import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAccount, screenshot, useToken } from './helpers.ts';

/** What a new user tripped over in the editor (issue 19), tried as they tried it. */

async function newDeck(page: Page): Promise<void> {
  await page.goto('/presentation/new');
  await expect(page).toHaveURL(/\/presentation\/\d+/);
  await expect(page.getByTestId('slide-canvas')).toBeVisible();
  await expect(page.getByTestId('block')).toHaveCount(1);
}

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return (await locator.boundingBox())!;
}

test('a chart dragged shorter by its bottom handle stays that short after release and after a reload', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'first-use-chart');
  await useToken(page, token);
  await newDeck(page);
  await page.getByTestId('insert-chart').click();
  const chart = page.locator('[data-testid="block"][data-kind="chart"]');
  await expect(chart).toHaveAttribute('data-selected', 'true');
  const before = await boxOf(chart);

  const handle = { x: before.x + before.width / 2, y: before.y + before.height - 1 };
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(handle.x, handle.y - 120, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await boxOf(chart)).height).toBeLessThan(before.height - 100);
  const after = await boxOf(chart);
  expect(after.height).toBeGreaterThan(before.height - 140);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-save', 'Saved');
  await screenshot(page, 'first-use-chart-shorter');

  await page.reload();
  await expect(chart).toBeVisible();
  await expect.poll(async () => Math.round((await boxOf(chart)).height)).toBe(Math.round(after.height));
});

test('the zoom stays as it is when side panels open and close, fits again when the window changes, and a chosen zoom stays', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'first-use-zoom');
  await useToken(page, token);
  await newDeck(page);
  const zoom = page.getByTestId('zoom-toggle');
  await expect(zoom).toHaveText(/\d+%/);
  const fitted = await zoom.textContent();

  await page.getByRole('button', { name: 'Speaker notes' }).click();
  await expect(page.getByRole('complementary', { name: 'Speaker notes' })).toBeVisible();
  await expect(zoom).toHaveText(fitted!);
  await screenshot(page, 'first-use-zoom-notes-open');
  await page.getByRole('button', { name: 'Speaker notes' }).click();
  await expect(page.getByRole('complementary', { name: 'Speaker notes' })).toBeHidden();
  await expect(zoom).toHaveText(fitted!);

  // Selecting a chart opens its fields beside the canvas.
  await page.getByTestId('insert-chart').click();
  await expect(page.getByTestId('block-panel')).toBeVisible();
  await expect(zoom).toHaveText(fitted!);
  await page.getByRole('button', { name: 'Theme', exact: true }).click();
  await expect(zoom).toHaveText(fitted!);
  await page.getByRole('button', { name: 'Theme', exact: true }).click();
  await screenshot(page, 'first-use-zoom-block-panel');

  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(zoom).not.toHaveText(fitted!);
  const narrower = await zoom.textContent();
  await page.getByRole('button', { name: 'Speaker notes' }).click();
  await expect(zoom).toHaveText(narrower!);

  await page.getByRole('button', { name: 'Zoom in' }).click();
  const chosen = await zoom.textContent();
  expect(chosen).not.toBe(narrower);
  await page.getByRole('button', { name: 'Speaker notes' }).click();
  await expect(zoom).toHaveText(chosen!);
});

test('on a phone the slide keeps its size when a panel opens below it', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'first-use-zoom-phone');
  await useToken(page, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await newDeck(page);
  const title = page.getByTestId('block').first();
  const before = await boxOf(title);
  await page.getByRole('button', { name: 'Speaker notes' }).click();
  await expect(page.getByRole('complementary', { name: 'Speaker notes' })).toBeVisible();
  await expect.poll(async () => Math.round((await boxOf(title)).width)).toBe(Math.round(before.width));
  await screenshot(page, 'first-use-zoom-phone-notes');
});
