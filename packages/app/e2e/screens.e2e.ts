import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, projectFromFixture, screenshot, useToken } from './helpers.ts';

/**
 * Each main screen in light and dark, left-to-right (English) and right-to-left (Arabic): a
 * screenshot under out/screenshots for review by eye, and an axe scan.
 */
const VARIANTS = [
  { scheme: 'light', language: 'en' },
  { scheme: 'dark', language: 'en' },
  { scheme: 'light', language: 'ar' },
  { scheme: 'dark', language: 'ar' },
] as const;

async function settle(page: Page, language: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  // Toasts, the 48 h timer and fonts: let the first paint finish before the picture.
  await page.waitForLoadState('networkidle');
}

for (const { scheme, language } of VARIANTS) {
  const name = (screen: string) => `${screen}-${scheme}-${language === 'ar' ? 'rtl' : 'ltr'}`;

  test.describe(`${scheme} ${language}`, () => {
    test.use({ colorScheme: scheme });

    test(`public screens look right and pass axe (${scheme}, ${language})`, async ({ page }) => {
      await page.goto(`/?language=${language}`);
      await settle(page, language);
      await screenshot(page, name('landing'));
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/login?language=${language}`);
      await settle(page, language);
      await expect(page.getByTestId('sign-in-modal')).toBeVisible();
      await screenshot(page, name('sign-in'));
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/register?language=${language}`);
      await settle(page, language);
      await page.getByTestId('signup-submit').click();
      await screenshot(page, name('sign-up'));
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/verify?verifyStatus=success&language=${language}`);
      await settle(page, language);
      await screenshot(page, name('verify'));
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/no-such-page?language=${language}`);
      await settle(page, language);
      await screenshot(page, name('not-found'));
      await expectNoSeriousA11yViolations(page);
    });

    test(`signed-in screens look right and pass axe (${scheme}, ${language})`, async ({ page, request }) => {
      const { token } = await apiAccount(request, `screens-${scheme}-${language}`);
      for (const deck of ['minimal', 'rtl-arabic-hebrew', 'cjk']) await projectFromFixture(request, token, deck);
      await useToken(page, token);
      await page.goto(`/workspace?language=${language}`);
      await settle(page, language);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page.locator('canvas.thumb')).toHaveCount(3);
      // Thumbnails draw once their fonts are in; wait for the last one to have pixels.
      await expect.poll(() => page.locator('canvas.thumb').evaluateAll((canvases) => canvases.every((canvas) => (canvas as HTMLCanvasElement).width > 0))).toBe(true);
      await screenshot(page, name('workspace'));
      await expectNoSeriousA11yViolations(page);

      await page.getByTestId('user-menu').click();
      await screenshot(page, name('user-menu'));
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      await page.goto(`/trash?language=${language}`);
      await settle(page, language);
      await screenshot(page, name('trash'));
      await expectNoSeriousA11yViolations(page);

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem').nth(1).click();
      await expect(page.getByTestId('account-dialog')).toBeVisible();
      await screenshot(page, name('account-settings'));
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      const planButtons = page.getByTestId('plan-card').getByRole('button');
      for (const [index, dialog] of ['pro-dialog', 'invite-dialog', 'activation-dialog'].entries()) {
        await planButtons.nth(index).click();
        await expect(page.getByTestId(dialog)).toBeVisible();
        if (dialog === 'invite-dialog') await expect(page.getByTestId(dialog).getByRole('textbox').first()).toHaveValue(/\?r=/);
        await screenshot(page, name(dialog.replace('-dialog', '')));
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
      }

      await page.getByRole('button', { name: language === 'ar' ? 'اللغة' : 'Language' }).click();
      await expect(page.getByTestId('language-dialog')).toBeVisible();
      await screenshot(page, name('language'));
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: language === 'ar' ? 'الملاحظات' : 'Feedback' }).click();
      await expect(page.getByTestId('feedback-dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      await page.goto(`/survey?language=${language}`);
      await settle(page, language);
      await screenshot(page, name('survey'));
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('the workspace fits a 390 px wide phone with a top bar instead of the sidebar', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'phone');
  await useToken(page, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/workspace');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.locator('.sidebar')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'workspace-phone-light-ltr');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Trash' })).toBeVisible();
  await screenshot(page, 'drawer-phone-light-ltr');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('dialog').getByRole('link', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/trash/);
});

test('the workspace and sign-up read well in scripts beyond Latin and Arabic', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'scripts');
  await projectFromFixture(request, token, 'hindi-thai');
  for (const language of ['ja', 'hi', 'th', 'de']) {
    await page.goto(`/register?language=${language}`);
    await page.getByTestId('signup-submit').click();
    await screenshot(page, `sign-up-light-${language}`);
  }
  await useToken(page, token);
  for (const language of ['ja', 'hi', 'th', 'de']) {
    await page.goto(`/workspace?language=${language}`);
    await expect(page.locator('canvas.thumb')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `workspace-light-${language}`);
  }
});
