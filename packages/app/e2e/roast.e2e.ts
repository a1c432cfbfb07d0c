import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, PASSWORD, projectFromFixture, screenshot } from './helpers.ts';

const PPTX = new URL('../../../fixtures/references/summer-camp.pptx', import.meta.url);

/** A deck of the overflow fixture, shared; answers its project id. */
async function sharedDeck(request: APIRequestContext, token: string): Promise<string> {
  const id = await projectFromFixture(request, token, 'overflow');
  const answer = await request.post('/api2/v1/project/share/config/update', { headers: { authorization: `Bearer ${token}` }, data: { id: Number(id), enabled: true } });
  expect((await answer.json()).code).toBe(200);
  return id;
}

async function thumbnailsDrawn(page: Page, count: number): Promise<void> {
  const thumbs = page.getByTestId('roast-thumb');
  await expect(thumbs).toHaveCount(count);
  await thumbs.first().scrollIntoViewIfNeeded();
  await expect(thumbs.first()).toHaveAttribute('data-drawn', 'true');
}

test('a visitor uploads a pptx, reads its roast, opens the shared result link and fixes the deck after signing in', async ({ page, browser, request }) => {
  await page.goto('/ai-roast-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'AI roast generator' })).toBeVisible();
  await screenshot(page, 'roast-form-light');
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('roast-file').setInputFiles({ name: 'summer-camp.pptx', mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', buffer: await readFile(PPTX) });
  await page.getByRole('button', { name: 'Roast it' }).click();
  await expect(page).toHaveURL(/\/ai-roast-generator\/[A-Za-z0-9_-]{22}$/);
  const report = page.getByTestId('roast-report');
  await expect(report.getByRole('heading', { name: 'Sea Scouts Summer Camp 2026', level: 2 })).toBeVisible();
  await expect(page.getByTestId('roast-slide')).toHaveCount(5);
  // The slides' own words come back, named by slide number.
  await expect(page.getByTestId('roast-slide').nth(2)).toContainText('Slide 3');
  await expect(page.getByTestId('roast-slide').nth(2)).toContainText('What it costs');
  await expect(report).toContainText('Read from your file as text');
  await thumbnailsDrawn(page, 5);
  await screenshot(page, 'roast-pptx-light');
  await expectNoSeriousA11yViolations(page);

  // The result has its own link: another visitor opening it sees the same roast.
  const link = page.url();
  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.getByTestId('roast-slide')).toHaveCount(5);
  await expect(other.getByTestId('roast-report')).toContainText('What it costs');
  await other.close();

  // Fixing needs an account: the sign-in dialog opens, and once signed in the deck opens in the editor.
  const { email } = await apiAccount(request, 'roast-fix');
  await page.getByRole('button', { name: 'Fix it in Folio' }).click();
  const modal = page.getByTestId('sign-in-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/presentation\/\d+$/);
});

test('a share link is roasted with the deck checks, slide by slide, with thumbnails drawn by the renderer', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'roast-share');
  const id = await sharedDeck(request, token);
  await page.goto('/ai-roast-generator');
  await page.getByLabel('A Folio share link').fill(new URL(`/share/${id}`, page.url()).href);
  await page.getByRole('button', { name: 'Roast it' }).click();
  await expect(page).toHaveURL(/\/ai-roast-generator\/[A-Za-z0-9_-]{22}$/);
  const report = page.getByTestId('roast-report');
  await expect(report.getByRole('heading', { name: 'Overflow cases', level: 2 })).toBeVisible();
  await expect(report).toContainText(/Content is \d+ px taller than the slide/);
  await expect(page.getByTestId('roast-score')).toHaveText(/^Score: \d+\/100$/);
  await thumbnailsDrawn(page, 8);
  await screenshot(page, 'roast-share-light');
});

test.describe('in Arabic, dark, on a phone', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });

  test('a roast reads right to left, fits the screen and passes axe', async ({ page, request }) => {
    const { token } = await apiAccount(request, 'roast-rtl');
    const id = await sharedDeck(request, token);
    const answer = await request.post('/api2/v1/roast/share', { data: { link: `/share/${id}`, language: 'ar' } });
    const { data } = await answer.json();
    await page.goto(`/ai-roast-generator/${data.id}?language=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مولّد النقد اللاذع بالذكاء الاصطناعي');
    await expect(page.getByTestId('roast-slide').first()).toContainText('الشريحة 1');
    await thumbnailsDrawn(page, 8);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'roast-dark-rtl-390');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/ai-roast-generator?language=ar');
    await expect(page.getByRole('button', { name: 'انتقده' })).toBeVisible();
    await screenshot(page, 'roast-form-dark-rtl-390');
    await expectNoSeriousA11yViolations(page);
  });
});
