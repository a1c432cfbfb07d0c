import { spawnSync } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAccount, useToken } from './helpers.ts';

/** The development-only stand-in for paying (absent in production): exports are Pro. */
async function makePro(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/iart/v1/debug/grantMembership', { headers: { authorization: `Bearer ${token}` } });
  expect((await response.json()).code).toBe(1);
}

test('a PDF export holds what was typed in a table cell on the canvas and a diagram step added in the panel', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'table-diagram-export');
  await makePro(request, token);
  await useToken(page, token);
  await page.goto('/presentation/new');
  await expect(page).toHaveURL(/\/presentation\/\d+/);

  await page.getByTestId('insert-table').click();
  const table = page.locator('[data-testid="block"][data-kind="table"]');
  const box = (await table.boundingBox())!;
  await page.mouse.dblclick(box.x + box.width * 0.1, box.y + 8);
  await expect(page.getByTestId('cell-input')).toBeFocused();
  await page.keyboard.type('Zephyrcell');
  await page.keyboard.press('Escape');

  await page.getByTestId('insert-diagram').click();
  const panel = page.getByTestId('block-panel');
  await panel.getByRole('button', { name: 'Add a step' }).click();
  await expect(panel.getByLabel('Step 4', { exact: true })).toBeFocused();
  await page.keyboard.type('Quokkastep');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-save', 'Saved');

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.getByRole('radio', { name: /PDF/ }).check();
  const downloading = page.waitForEvent('download', { timeout: 45_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  const text = spawnSync('pdftotext', [(await download.path())!, '-'], { encoding: 'utf8' }).stdout;
  expect(text).toContain('Zephyrcell');
  expect(text).toContain('Quokkastep');
  expect(text).toContain('Ship');
});
