import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAccount, projectFromFixture, screenshot, useToken } from './helpers.ts';

const META = process.platform === 'darwin' ? 'Meta' : 'Control';


/** Switches the interface language the way a person does: user menu, then the language dialog. */
async function chooseLanguage(page: Page, name: string, lang: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem').filter({ hasText: /language|langue|اللغة/i }).click();
  await page.getByTestId('language-dialog').getByRole('button', { name, exact: true }).click();
  // The dialog closes before the texts arrive; the page's language flips once they are in and remembered.
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** No text box of the editor's chrome spills out of its own box: labels that overflow are clipped or wrap. */
async function overflowingLabels(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((nodes) =>
    nodes.filter((node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX === 'visible').map((node) => node.textContent ?? ''),
  );
}

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`/presentation/${id}`);
  await expect(page.getByTestId('slide-canvas')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-edit', 'Loaded');
}

test('the editor and the AI creation screen speak French, then Arabic right to left, after a language switch and after a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await apiAccount(request, 'screen-languages');
  await useToken(page, token);
  const id = await projectFromFixture(request, token, 'minimal');

  await page.goto('/workspace');
  await chooseLanguage(page, 'Français', 'fr');
  await openEditor(page, id);
  const topBar = page.getByTestId('save-status').locator('..');
  await expect(page.getByRole('button', { name: 'Présenter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thème' })).toBeVisible();
  await expect(page.getByTestId('save-status')).toContainText('Chargé');
  await expect(page.getByRole('link', { name: 'Retour aux projets' })).toBeVisible();
  await page.keyboard.press(`${META}+j`);
  await expect(page.getByTestId('ai-chat')).toContainText('Diapositive 1');
  await expect(page.getByTestId('ai-chat-input')).toHaveAttribute('placeholder', 'Demandez à l’IA de modifier ce diaporama…');
  expect(await overflowingLabels(page, '.editor-text-button, .btn')).toEqual([]);
  await screenshot(page, 'editor-fr');
  await page.getByTestId('ai-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Image IA' })).toBeVisible();
  await screenshot(page, 'editor-ai-menu-fr');
  await page.keyboard.press('Escape');

  await page.goto('/presentation/new?mode=ai');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer une présentation avec l’IA');
  await expect(page.getByRole('button', { name: 'Rédiger le plan' })).toBeVisible();
  await expect(page.getByTestId('ai-recommended')).toContainText('Une leçon sur le cycle de l’eau');
  await screenshot(page, 'ai-create-fr');

  // Back in the workspace, Arabic: the editor chunk is already loaded, so the switch itself brings its Arabic texts.
  await page.getByRole('button', { name: 'Retour aux projets' }).click();
  await chooseLanguage(page, 'العربية', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openEditor(page, id);
  await expect(page.getByRole('button', { name: 'عرض', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'السمة' })).toBeVisible();
  await expect(topBar).toContainText('تم التحميل');
  await page.keyboard.press(`${META}+j`);
  await expect(page.getByTestId('ai-chat')).toContainText('الشريحة 1');
  // Right to left: the chat panel sits on the left, the back link at the right end of the top bar.
  const chat = (await page.getByTestId('ai-chat').boundingBox())!;
  const back = (await page.getByRole('link', { name: 'العودة إلى المشاريع' }).boundingBox())!;
  expect(chat.x).toBeLessThan(400);
  expect(back.x).toBeGreaterThan(1000);
  expect(await overflowingLabels(page, '.editor-text-button, .btn')).toEqual([]);
  await screenshot(page, 'editor-ar');

  // A fresh load in Arabic: the editor's chunk waits for its Arabic texts rather than showing English first.
  await page.reload();
  await expect(page.getByTestId('slide-canvas')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'عرض', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Present' })).toHaveCount(0);

  await page.goto('/presentation/new?mode=ai');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إنشاء عرض تقديمي بالذكاء الاصطناعي');
  await expect(page.getByRole('button', { name: 'كتابة المخطط' })).toBeVisible();
  expect(await overflowingLabels(page, '.btn')).toEqual([]);
  await screenshot(page, 'ai-create-ar');
});
