import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, PASSWORD, screenshot, signUpAndSignIn, useToken } from './helpers.ts';

test('a new user answers the three-step survey and is taken to a new AI presentation', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'survey');
  const survey = page.getByTestId('survey-dialog');
  await expect(survey).toContainText('Step 1 of 3');
  const next = survey.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await survey.getByText('Other').click();
  await expect(next).toBeDisabled();
  await survey.getByLabel('Tell us more').fill('Researcher');
  await next.click();

  await expect(survey).toContainText('Step 2 of 3');
  for (const purpose of ['Work presentations', 'Pitch decks', 'Marketing pages']) await survey.getByText(purpose).click();
  await expect(survey.getByRole('checkbox', { name: 'Personal projects' })).toBeDisabled();
  await screenshot(page, 'survey-purposes-light-ltr');
  await expectNoSeriousA11yViolations(page);
  await survey.getByRole('button', { name: 'Previous' }).click();
  await expect(survey).toContainText('Step 1 of 3');
  await next.click();
  await expect(survey.getByRole('checkbox', { name: 'Work presentations' })).not.toBeChecked();
  await survey.getByText('School and teaching').click();
  await next.click();

  await expect(survey).toContainText('Step 3 of 3');
  await survey.getByText('A friend or colleague').click();
  await survey.getByRole('button', { name: 'Get Started' }).click();
  await expect(survey).toContainText('Thank you for sharing your details!');
  await expect(survey).toContainText('Please wait... We are logging you in');
  await expect(page).toHaveURL(/\/presentation\/(new\?mode=ai|\d+)/, { timeout: 15_000 });

  // Filled once, never asked again.
  await page.goto('/workspace');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(survey).toBeHidden();
});

test('switching to Arabic turns the workspace right to left and sticks for the user', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'arabic');
  await useToken(page, token);
  await page.goto('/workspace');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByTestId('language-dialog').getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المشاريع');
  const sidebar = await page.locator('.sidebar').boundingBox();
  expect(sidebar!.x).toBeGreaterThan(600);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المشاريع');
  await page.getByRole('button', { name: 'اللغة' }).click();
  await page.getByTestId('language-dialog').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('names are saved when the field is left, and a wrong current password is refused', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'settings');
  await useToken(page, token);
  await page.goto('/workspace');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  const dialog = page.getByTestId('account-dialog');
  await expect(dialog.getByLabel('Email')).toBeDisabled();
  await dialog.getByLabel('First name').fill('  Grace ');
  await dialog.getByLabel('Last name').focus();
  await expect(page.getByTestId('toast')).toHaveText('First name changed!');
  await dialog.getByLabel('Last name').fill('');
  await dialog.getByLabel('First name').focus();
  await expect(dialog.getByLabel('Last name')).toHaveValue('Lovelace');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('user-menu')).toContainText('Grace Lovelace');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Current password').fill('notmypass1');
  await form.getByLabel('New password').fill('brandnew2026');
  await form.getByLabel('Confirm password').fill('brandnew2026');
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(form.getByText('Password is incorrect')).toBeVisible();
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Password updated successfully');

  // The change revoked the old token and answered a new one: the session goes on with it.
  const kept = await page.evaluate(() => localStorage.getItem('iart_token'));
  expect(kept).not.toBe(token);
  const asUser = (bearer: string) => request.get('/api/iart/v1/thirdPartyLogin/getUserInfo', { headers: { authorization: `Bearer ${bearer}` } }).then((answer) => answer.json());
  expect((await asUser(kept!)).code).toBe(1);
  expect((await asUser(token)).code).not.toBe(1);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page.getByTestId('account-dialog').getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByTestId('sign-in-modal')).toBeHidden();
});

test('ten quick presses on the logo turn on debug mode with its board', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { token } = await apiAccount(request, 'debug');
  await useToken(page, token);
  await page.goto('/workspace');
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Debug board' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // One burst of ten clicks: separate Playwright clicks can drift past the 500 ms gap on a busy machine.
  await page.getByTestId('logo').click({ clickCount: 10, delay: 20 });
  await expect(page.getByTestId('toast')).toHaveText('Debug mode on');

  await page.keyboard.press('F10');
  await expect(page.getByTestId('toast')).toHaveText('Token copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Debug board' }).click();
  const board = page.getByTestId('debug-board');
  await expect(board.getByTestId('debug-user-id')).toHaveText(/^\d+$/);
  // The box follows the server's answer, so it turns checked a moment after the click.
  await board.getByRole('checkbox', { name: 'dev_tools' }).click();
  await expect(board.getByRole('checkbox', { name: 'dev_tools' })).toBeChecked();
  await screenshot(page, 'debug-board-light-ltr');
  await expectNoSeriousA11yViolations(page);
  await board.getByRole('button', { name: 'Test start guide' }).click();
  await expect(page.getByTestId('survey-dialog')).toContainText('Step 1 of 3');
});

test('an avatar is uploaded from account settings and non-images are refused', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'avatar');
  await useToken(page, token);
  await page.goto('/workspace');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  const input = page.getByTestId('account-dialog').getByLabel('Avatar');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByTestId('toast')).toHaveText('Only image files can be uploaded');

  // A 1×1 PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('toast')).toHaveText('Avatar Uploaded');
  await expect(page.getByTestId('account-dialog').locator('img.avatar')).toBeVisible();
});
