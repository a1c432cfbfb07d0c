import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, dismissSurvey, projectFromFixture, screenshot, useToken } from './helpers.ts';

/** Issue 22: version history, used as a person would. */

async function openEditor(page: Page, id: string, query = ''): Promise<void> {
  await page.goto(`/presentation/${id}${query}`);
  await dismissSurvey(page);
  await expect(page.getByTestId('slide-canvas')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-edit', 'Loaded');
}

/** Types at the end of the slide's first text block, as a person would. */
async function typeInFirstBlock(page: Page, text: string): Promise<void> {
  const block = page.getByTestId('block').first();
  const box = (await block.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-save', 'Saved');
}

test('names a version, previews it read-only and restores it: another editor sees it at once and Undo takes it back', async ({ page, context, request }) => {
  const { token } = await apiAccount(request, 'history');
  const id = await projectFromFixture(request, token, 'minimal');
  await useToken(page, token);
  await openEditor(page, id);
  const firstBlock = page.getByTestId('block').first();
  const original = (await firstBlock.textContent()) ?? '';

  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByTestId('history-panel');
  await expect(panel.getByRole('heading', { name: 'Version history' })).toBeVisible();
  await expect(panel).toContainText('No versions yet.');
  // The limit the server keeps (VERSION_HISTORY_AUTO_KEEP) is stated where the versions are.
  await expect(panel).toContainText('The newest 30 automatic versions are kept; named ones stay until you delete them.');
  await panel.getByRole('button', { name: 'Name this version' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('First draft');
  await page.getByRole('button', { name: 'Save' }).click();
  const items = panel.getByTestId('history-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Named');
  await expect(items.first()).toContainText('First draft');
  await expect(items.first()).toContainText('By Ada Lovelace');
  await expect(items.first().getByTestId('version-thumbnail')).toHaveAttribute('data-drawn', 'true');

  await typeInFirstBlock(page, ' Zephyrine');
  await expect(firstBlock).toContainText('Zephyrine');

  // A second editor of the same project, as in another window.
  const other = await context.newPage();
  await openEditor(other, id);
  await expect(other.getByTestId('block').first()).toContainText('Zephyrine');

  await items.first().getByRole('button', { name: 'Preview: First draft' }).first().click();
  const preview = page.getByTestId('version-preview');
  await expect(preview.getByRole('heading', { name: 'Preview: First draft' })).toBeVisible();
  await expect(preview).toContainText('Read only.');
  await expect(preview.getByTestId('version-preview-page')).toHaveCount(1);
  await expect(preview).toContainText('Slide 1 of 1');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'editor-history-preview');
  // Looking changes nothing.
  await expect(firstBlock).toContainText('Zephyrine');

  await preview.getByTestId('version-preview-restore').click();
  await expect(page.getByRole('heading', { name: 'Restore this version?' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText('Version restored. Undo takes it back.');
  await expect(firstBlock).not.toContainText('Zephyrine');
  await expect(firstBlock).toHaveText(original);
  await expect(other.getByTestId('block').first()).not.toContainText('Zephyrine');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-save', 'Saved');

  // What the restore replaced is kept as a version of its own.
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Before a restore');
  await expect(items.nth(1)).toContainText('First draft');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'editor-history-panel');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(firstBlock).toContainText('Zephyrine');
  await expect(other.getByTestId('block').first()).toContainText('Zephyrine');
  await other.close();

  // Renaming keeps an automatic version for good; deleting takes one away.
  await items.first().getByRole('button', { name: 'Rename: Before a restore' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('With Zephyrine');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(items.first()).toContainText('With Zephyrine');
  await expect(items.first()).toContainText('Named');
  await items.nth(1).getByRole('button', { name: 'Delete: First draft' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(items).toHaveCount(1);
});

test('lists versions right to left in Arabic, in dark mode, on a 390 px phone', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'history-ar');
  const id = await projectFromFixture(request, token, 'every-block');
  const named = await request.post('/api2/v1/project/version/create', { headers: { authorization: `Bearer ${token}` }, data: { id, name: 'نسخة العرض' } });
  expect((await named.json()).code).toBe(200);
  await request.post('/api/iart/v1/project/updateProject', { headers: { authorization: `Bearer ${token}` }, data: { id, title: 'Changed' } });
  await request.post('/api2/v1/project/version/checkpoint', { headers: { authorization: `Bearer ${token}` }, data: { id } });
  await useToken(page, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openEditor(page, id, '?language=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The History button and the rest of the top bar are on screen, and the title keeps room to be read.
  for (const name of ['السجل', 'عرض']) {
    const button = (await page.getByRole('banner').getByRole('button', { name, exact: true }).boundingBox())!;
    expect(button.x, name).toBeGreaterThanOrEqual(0);
    expect(button.x + button.width, name).toBeLessThanOrEqual(390);
  }
  expect((await page.getByRole('banner').getByRole('textbox').boundingBox())!.width).toBeGreaterThanOrEqual(40);
  await page.getByRole('button', { name: 'السجل' }).click();
  const panel = page.getByTestId('history-panel');
  await expect(panel.getByRole('heading', { name: 'سجل الإصدارات' })).toBeVisible();
  const items = panel.getByTestId('history-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('قبل استعادة');
  await expect(items.nth(1)).toContainText('نسخة العرض');
  await expect(items.first().getByTestId('version-thumbnail')).toHaveAttribute('data-drawn', 'true');
  // Nothing runs off the phone's screen.
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'editor-history-ar-dark-phone');
});

test('an open history panel shows the version kept before an AI generation wrote into the deck', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'history-ai');
  const id = await projectFromFixture(request, token, 'minimal');
  await useToken(page, token);
  await openEditor(page, id);
  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByTestId('history-panel');
  await expect(panel).toContainText('No versions yet.');

  const generated = await request.post('/api2/v1/ai/slide/generate', { headers: { authorization: `Bearer ${token}` }, data: { projectId: Number(id), storyline: [{ id: 'a', text: 'Bread by bike' }] } });
  expect(generated.status()).toBe(200);
  await expect(page.getByTestId('slide-item')).toHaveCount(2);
  const items = panel.getByTestId('history-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Before an AI change');
  await expect(items.first()).toContainText('Slides: 1');
});
