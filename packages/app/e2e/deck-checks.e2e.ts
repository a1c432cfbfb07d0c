import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAccount, screenshot, useToken } from './helpers.ts';

/** A deck from the deck-check fixtures: a clean slide, then one whose fourteen bullets run past its foot. */
async function deckWithOverflow(request: APIRequestContext, token: string): Promise<string> {
  const fixture = async (name: string) => JSON.parse(await readFile(new URL(`../../../fixtures/deck-checks/${name}.json`, import.meta.url), 'utf8'));
  const [problems, nearMisses] = [await fixture('problems'), await fixture('near-misses')];
  const pages = [nearMisses.pages.find((page: { id: string }) => page.id === 'clean-caption'), problems.pages.find((page: { id: string }) => page.id === 'overflow')];
  const doc = { kind: 'presentation', title: 'Harbour energy', themeId: 'sunlit', pages };
  const response = await request.post('/api2/v1/project/create', { headers: { authorization: `Bearer ${token}` }, data: { kind: 'presentation', title: doc.title, doc } });
  const body = await response.json();
  expect(body.code).toBe(200);
  return String(body.data.id);
}

test('an overflowing slide is marked on the slide list, and the marker jumps to it and selects the block that runs over', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'deck-checks');
  await useToken(page, token);
  const id = await deckWithOverflow(request, token);
  await page.goto(`/presentation/${id}`);
  const items = page.getByTestId('slide-item');
  await expect(items).toHaveCount(2);
  const marker = items.nth(1).getByTestId('slide-checks');
  await expect(marker).toHaveAttribute('data-codes', 'overflow');
  await expect(items.nth(0).getByTestId('slide-checks')).toHaveCount(0);
  await expect(items.nth(0).getByRole('button').first()).toHaveAttribute('aria-current', 'true');

  await marker.click();
  await expect(items.nth(1).getByRole('button').first()).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[data-testid="block"][data-block-id="overflow-body"]')).toHaveAttribute('data-selected', 'true');
  const list = page.getByTestId('slide-checks-list');
  await expect(list).toContainText(/Content is \d+ px taller than the slide/);
  await screenshot(page, 'deck-checks-marker');

  // The list speaks the reader's language, right to left in Arabic, and keeps working in dark mode.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/presentation/${id}?language=ar`);
  await page.getByTestId('slide-item').nth(1).getByTestId('slide-checks').click();
  await expect(page.getByTestId('slide-checks-list')).toContainText('المحتوى أطول من الشريحة');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await screenshot(page, 'deck-checks-marker-ar-dark');
});
