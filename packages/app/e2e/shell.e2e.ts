import { expect, test } from '@playwright/test';
import { apiAccount, useToken } from './helpers.ts';

test('an expired or revoked session brings back the sign-in modal on a login-required page', async ({ page }) => {
  await useToken(page, 'not-a-valid-token');
  await page.goto('/workspace');
  await expect(page.getByTestId('sign-in-modal')).toContainText('Sign in to Folio');
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('a page whose code fails to load shows the loading error page and reports it', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'chunk');
  await useToken(page, token);
  await page.route(/PrivateScreens-[\w-]+\.js$/, (route) => route.abort());
  const report = page.waitForRequest((sent) => sent.url().endsWith('/api2/v1/track/error') && sent.method() === 'POST');
  await page.goto('/workspace');
  await expect(page.getByRole('heading', { name: 'Page loading error' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  const body = (await report).postDataJSON() as { error: string; path: string; ua: string };
  expect(body.path).toBe('/workspace');
  expect(body.ua).toContain('Chrome');
});

test('a failed Google sign-in shows the wait text, then says so and returns to sign in', async ({ page }) => {
  await page.goto('/googleLogin?googleCode=unknown-code');
  const modal = page.getByTestId('sign-in-modal');
  await expect(modal).toContainText('Signing in with Google, please wait...');
  await expect(page.getByTestId('toast')).toHaveText('Sign in with Google failed');
  await expect(modal.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  // The consumed code is not carried on.
  expect(page.url()).not.toContain('googleCode');
});

test('internal links keep the campaign parameters of the address', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'carry');
  await useToken(page, token);
  await page.goto('/workspace?utm_source=newsletter&r=friend42&unrelated=1');
  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/trash\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('utm_source')).toBe('newsletter');
  expect(url.searchParams.get('r')).toBe('friend42');
  expect(url.searchParams.has('unrelated')).toBe(false);
});

test('the sidebar narrows to icons under 1340 px and widens while hovered', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'sidebar');
  await useToken(page, token);
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/workspace');
  const sidebar = page.locator('.sidebar');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(96);
  await sidebar.hover();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(247);
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.mouse.move(900, 400);
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(247);
});

test('the theme toggle switches to dark and back, and the help button can be dragged aside', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'theme');
  await useToken(page, token);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/workspace');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const help = page.getByTestId('help-button');
  const before = (await help.boundingBox())!;
  await page.mouse.move(before.x + 24, before.y + 24);
  await page.mouse.down();
  await page.mouse.move(before.x - 276, before.y - 176, { steps: 5 });
  await page.mouse.up();
  const after = (await help.boundingBox())!;
  expect(Math.round(before.x - after.x)).toBe(300);
  expect(Math.round(before.y - after.y)).toBe(200);
  await help.click();
  await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
});

test('a signed-in visitor of /login goes straight to the workspace', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'login-redirect');
  await useToken(page, token);
  await page.goto('/login?utm_source=ad');
  await expect(page).toHaveURL(/\/workspace\?utm_source=ad$/);
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0);
});

test('a share link without a project id says the data does not exist and leads home', async ({ page }) => {
  await page.goto('/share/abc');
  const missing = page.getByTestId('share-missing');
  await expect(missing).toContainText('Data does not exist.');
  await expect(page.getByText('Shared links open here')).toHaveCount(0);
  await missing.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
