import { expect, test, type Page, type Request } from '@playwright/test';
import { startFolio } from '../../../scripts/start-folio.ts';
import { apiAccount, dismissSurvey, screenshot, useToken } from './helpers.ts';

/** The events in the batches the page sends to the built-in analytics from now on. */
function collectEvents(page: Page): { name: string; props: Record<string, unknown>; path: string }[] {
  const events: { name: string; props: Record<string, unknown>; path: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api2/v1/track/events')) events.push(...(request.postDataJSON().events as typeof events));
  });
  return events;
}

test('feedback from the sidebar reaches the instance with the author’s address (§2 feedback)', async ({ page, request }) => {
  const { email, token } = await apiAccount(request, 'feedback');
  await useToken(page, token);
  await page.goto('/workspace');
  await dismissSurvey(page);

  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByTestId('feedback-dialog');
  await expect(dialog.getByText('Your message goes to the people who run this Folio.')).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send feedback' });
  await expect(send).toBeDisabled();
  const message = `Exports are fast. Please add speaker timers. ${Date.now()}`;
  await dialog.getByPlaceholder('Your feedback').fill(message);
  await screenshot(page, 'insights-feedback');
  await send.click();
  await expect(page.getByTestId('toast')).toHaveText('Thank you! Your feedback has been sent.');
  await expect(dialog).toBeHidden();

  await page.goto('/dev/insights');
  const item = page.getByRole('listitem').filter({ hasText: message });
  await expect(item).toContainText(email);
  await expect(item).toContainText('/workspace');
});

test('screens and actions are counted in 500 ms batches under the browser’s visitor id (§7 analytics)', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'analytics');
  await useToken(page, token);
  const events = collectEvents(page);
  await page.goto('/workspace');
  await dismissSurvey(page);
  await expect.poll(() => events.map((event) => event.name)).toContain('page_view');
  expect(events.find((event) => event.name === 'page_view')?.props).toEqual({ page: '/workspace' });

  await page.getByRole('link', { name: 'Trash' }).click();
  await expect.poll(() => events.filter((event) => event.name === 'page_view').map((event) => event.props.page)).toEqual(['/workspace', '/trash']);

  const visitor = await page.evaluate(() => localStorage.getItem('iart_visitor'));
  expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
  await page.goto('/dev/insights');
  const row = page.getByRole('row').filter({ hasText: '/trash' }).first();
  await expect(row).toContainText('page_view');
  await expect(row).toContainText(visitor!);
});

test('a browser that sends Do Not Track is not counted', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'dnt');
  await useToken(page, token);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  const events = collectEvents(page);
  await page.goto('/workspace');
  await dismissSurvey(page);
  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/trash/);
  // Longer than the 500 ms batching wait, twice over.
  await page.waitForTimeout(1_200);
  expect(events).toEqual([]);
});

test('the Diagram beta appears where the instance turns its flag on, and only there (§2 feature flags)', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'flags-off');
  await useToken(page, token);
  await page.goto('/workspace');
  await dismissSurvey(page);
  await expect(page.getByRole('link', { name: 'Trash' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Diagram/ })).toHaveCount(0);

  test.setTimeout(180_000);
  const flagged = await startFolio({ FEATURE_FLAGS: 'diagram' });
  try {
    const other = await page.context().browser()!.newContext({ baseURL: flagged.url });
    const account = await apiAccount(other.request, 'flags-on');
    const flaggedPage = await other.newPage();
    await useToken(flaggedPage, account.token);
    await flaggedPage.goto('/workspace');
    await dismissSurvey(flaggedPage);
    const entry = flaggedPage.getByRole('link', { name: /Diagram/ });
    await expect(entry).toContainText(/beta/i);
    await entry.click();
    await expect(flaggedPage).toHaveURL(/\/diagram$/);
    await screenshot(flaggedPage, 'insights-diagram-flag');
    await other.close();
  } finally {
    await flagged.stop();
  }
});
