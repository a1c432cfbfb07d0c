import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startFolio, type RunningFolio } from '../../../scripts/start-folio.ts';
import { apiAccount, dismissSurvey, projectFromFixture, useToken } from './helpers.ts';

/**
 * Most people start Folio without PUBLIC_URL and open it at whatever address reaches it. The
 * server then calls itself http://localhost:<port>; a page opened at http://127.0.0.1:<port>
 * must still fetch its export, which only a link on the page's own origin allows.
 */
let folio: RunningFolio;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  folio = await startFolio({}, { publicUrl: false });
});

test.afterAll(async () => {
  await folio?.stop();
});

test('a Pro account exports a PDF from the app opened at 127.0.0.1 on a server without PUBLIC_URL', async ({ browser }) => {
  const appAt = `http://127.0.0.1:${new URL(folio.url).port}`;
  const context = await browser.newContext({ baseURL: appAt, viewport: { width: 1440, height: 900 } });
  const { token } = await apiAccount(context.request, 'export-any-host');
  const granted = await context.request.post('/api/iart/v1/debug/grantMembership', { headers: { authorization: `Bearer ${token}` } });
  expect((await granted.json()).code).toBe(1);
  const id = await projectFromFixture(context.request, token, 'every-block');
  const page = await context.newPage();
  await useToken(page, token);
  await page.goto(`${appAt}/presentation/${id}`);
  await dismissSurvey(page);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-edit', 'Loaded');

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog.getByRole('radio', { name: /PDF/ })).toBeChecked();
  const downloading = page.waitForEvent('download', { timeout: 45_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const status = dialog.getByTestId('export-status');
  // The file was made either way; what people saw was 'TypeError: Failed to fetch' and no download.
  await expect(status).toHaveAttribute('data-phase', /^(done|failed)$/, { timeout: 45_000 });
  await expect(status, await status.innerText()).toHaveAttribute('data-phase', 'done');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(status).toContainText(`${download.suggestedFilename()} is downloaded.`);
  await context.close();
});
