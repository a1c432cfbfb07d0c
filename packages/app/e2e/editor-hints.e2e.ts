import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { apiAccount, dismissSurvey, screenshot, useToken } from './helpers.ts';

/**
 * A deck made from a prompt alone shows, in the editor, what to write on each slide as faded
 * hints in empty bullets; typing over a hint replaces it, and the PDF never carries a hint.
 */
test('a prompt-only deck shows hints in the editor, typing replaces one, and the PDF holds no hint', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { token } = await apiAccount(request, 'hints');
  const granted = await request.post('/api/iart/v1/debug/grantMembership', { headers: { authorization: `Bearer ${token}` } });
  expect((await granted.json()).code).toBe(1);
  await useToken(page, token);

  await page.goto('/presentation/new?mode=ai');
  await dismissSurvey(page);
  await page.getByTestId('ai-prompt').fill('The water cycle for 10-year-olds, 6 slides');
  await page.getByTestId('ai-plan').click();
  await expect(page.getByTestId('ai-storyline-writing')).toBeHidden({ timeout: 30_000 });
  await page.getByTestId('ai-generate').click();
  await expect(page).toHaveURL(/\/presentation\/\d+$/);
  await expect(page.getByTestId('ai-generation')).toHaveAttribute('data-outcome', 'finished', { timeout: 60_000 });

  // The second slide: its title, and bullets still to write, each hinted.
  await page.getByTestId('slide-item').nth(1).click();
  const hinted = page.locator('[data-testid="block"][data-hint]').first();
  await expect(hinted).toBeVisible();
  const hints = (await hinted.getAttribute('data-hint'))!.split('\n');
  expect(hints.length).toBeGreaterThan(0);
  expect(hints.join(' ')).toMatch(/water cycle|10-year-olds/);
  await expect(hinted).toHaveText('');
  await screenshot(page, 'editor-hints-1-shown');

  // A click on the first hint starts typing there; the hint goes as the first letter lands.
  const box = (await hinted.boundingBox())!;
  await page.mouse.click(box.x + 40, box.y + 12);
  await page.keyboard.type('Rain falls, flows to the sea and rises again');
  await expect(hinted).toHaveText('Rain falls, flows to the sea and rises again');
  await expect(hinted).not.toHaveAttribute('data-hint', new RegExp(escape(hints[0]!)));
  await screenshot(page, 'editor-hints-2-typed');

  // Undo brings the hint back; so does deleting what was typed. Typed again, the text is what exports.
  await page.keyboard.press('Control+z');
  await expect(hinted).toHaveText('');
  await expect(hinted).toHaveAttribute('data-hint', hints.join('\n'));
  await page.mouse.click(box.x + 40, box.y + 12);
  await page.keyboard.type('Rain falls');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect(hinted).toHaveAttribute('data-hint', new RegExp(escape(hints[0]!)));
  await page.keyboard.type('Rain falls, flows to the sea and rises again');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-save', 'Saved');

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByTestId('export-dialog');
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = spawnSync('pdftotext', [(await download.path())!, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ');
  expect(text).toContain('Rain falls, flows to the sea and rises again');
  expect(text).toContain('How the water cycle works');
  for (const hint of hints) expect(text).not.toContain(hint);
  expect(text).not.toContain('Three reasons');
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
