import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, screenshot, useToken } from './helpers.ts';

interface Entry {
  date: string;
  title: string;
}

/** The reader's "last look" at What's new, as the app keeps it in this browser, set back to `date`. */
async function lastLookedOn(page: Page, date: string): Promise<void> {
  // The app writes it once the changelog has loaded, a moment after the page.
  await page.waitForFunction(() => Object.keys(localStorage).some((name) => /changelog_seen_\d+$/.test(name)));
  await page.evaluate((day) => {
    const key = Object.keys(localStorage).find((name) => /changelog_seen_\d+$/.test(name));
    if (!key) throw new Error('the app kept no last look at What’s new');
    localStorage.setItem(key, day);
  }, date);
}

test('What’s new lists the changelog, marks and counts what came since the last look, and forgets nothing on reload', async ({ page, request }) => {
  const entries = ((await (await request.get('/api2/v1/instance/changelog?lang=en')).json()) as { data: { entries: Entry[] } }).data.entries;
  const dates = [...new Set(entries.map((entry) => entry.date))];
  expect(dates.length).toBeGreaterThan(1);
  const { token } = await apiAccount(request, 'changelog');
  await useToken(page, token);
  await page.goto('/workspace');
  const help = page.getByTestId('help-button');
  await expect(help).toBeVisible();
  // A first visit has missed nothing.
  await expect(page.getByTestId('help-unread')).toHaveCount(0);

  await lastLookedOn(page, dates[1]!);
  await page.reload();
  const fresh = entries.filter((entry) => entry.date > dates[1]!);
  await expect(page.getByTestId('help-unread')).toBeVisible();
  await expect(help).toHaveAccessibleName(`Help · New changes: ${fresh.length}`);
  await help.click();
  const whatsNew = page.getByTestId('whats-new');
  await expect(whatsNew).toHaveText(`What’s new${fresh.length}`);
  await whatsNew.click();
  const dialog = page.getByTestId('changelog-dialog');
  await expect(dialog.getByRole('heading', { name: 'What’s new' })).toBeVisible();
  const items = dialog.getByTestId('changelog-entry');
  await expect(items).toHaveCount(entries.length);
  await expect(items.first().getByRole('heading')).toHaveText(entries[0]!.title);
  await expect(dialog.locator('[data-new]')).toHaveCount(fresh.length);
  await expect(items.first()).toContainText('New');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'changelog-dialog');
  await page.keyboard.press('Escape');
  // Opening it read everything: no dot, now or after a reload.
  await expect(page.getByTestId('help-unread')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('help-button')).toBeVisible();
  await expect(page.getByTestId('help-unread')).toHaveCount(0);
});

test('What’s new shows titles in the reader’s language where the changelog gives them, right to left in Arabic on a phone', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'changelog-ar');
  await useToken(page, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/workspace?language=fr');
  await page.getByTestId('help-button').click();
  await page.getByTestId('whats-new').click();
  await expect(page.getByTestId('changelog-dialog').getByRole('heading', { name: 'Nouveautés' })).toBeVisible();
  await expect(page.getByTestId('changelog-entry').getByRole('heading', { name: 'Des présentations qui gardent les chiffres de vos rapports' })).toBeVisible();

  await page.goto('/workspace?language=ar');
  await page.getByTestId('help-button').click();
  await page.getByTestId('whats-new').click();
  const dialog = page.getByTestId('changelog-dialog');
  await expect(dialog.getByRole('heading', { name: 'ما الجديد' })).toBeVisible();
  await expect(page.getByTestId('changelog-entry').getByRole('heading', { name: 'عروض تحتفظ بأرقام تقاريرك' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await screenshot(page, 'changelog-arabic-phone');
});
