import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAccount, dismissSurvey, projectFromFixture, useToken } from './helpers.ts';

const SCREENSHOTS = new URL('../../../out/screenshots/', import.meta.url).pathname;

/** A deck made and published through the API; answers its id and how many slides it has. */
async function publishedDeck(request: APIRequestContext, token: string, change: Record<string, unknown> = {}): Promise<{ id: string; slides: number }> {
  const id = await projectFromFixture(request, token, 'deck-20');
  const answer = await request.post('/api2/v1/project/share/config/update', { headers: { authorization: `Bearer ${token}` }, data: { id: Number(id), enabled: true, ...change } });
  expect((await answer.json()).code).toBe(200);
  const project = await (await request.get(`/api2/v1/project/get?id=${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  return { id, slides: project.data.document.pages.length };
}

test('a signed-out viewer presents a shared deck full screen, moves with the arrows and leaves with Escape', async ({ page, request }) => {
  const author = await apiAccount(request, 'present-author');
  const { id, slides } = await publishedDeck(request, author.token);
  await page.goto(`/share/${id}`);
  await expect(page.getByTestId('shared-page').first()).toBeVisible();
  await page.getByTestId('shared-deck-present').click();

  const present = page.getByTestId('share-present');
  await expect(present).toBeVisible();
  const counter = present.getByTestId('share-present-counter');
  await expect(counter).toHaveText(`1 / ${slides}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${slides}`);
  await expect(present.getByTestId('share-present-canvas')).toHaveAttribute('data-index', '1');
  const canvas = (await present.getByTestId('share-present-canvas').boundingBox())!;
  expect(canvas.width).toBeGreaterThan(page.viewportSize()!.width * 0.9);
  await page.screenshot({ path: `${SCREENSHOTS}share-page-present.png` });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`2 / ${slides}`);
  await page.keyboard.press('End');
  await expect(counter).toHaveText(`${slides} / ${slides}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`${slides} / ${slides}`);

  await page.keyboard.press('Escape');
  await expect(present).toBeHidden();
  await expect(page.getByTestId('shared-page')).toHaveCount(slides);
});

test('on a phone the present mode moves with its buttons', async ({ page, request }) => {
  const author = await apiAccount(request, 'present-phone');
  const { id, slides } = await publishedDeck(request, author.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/share/${id}?language=ar`);
  await expect(page.getByTestId('shared-page').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}share-page-phone-rtl.png` });
  await page.getByTestId('shared-deck-present').click();
  const present = page.getByTestId('share-present');
  await present.getByRole('button', { name: 'الشريحة التالية' }).click();
  await expect(present.getByTestId('share-present-counter')).toHaveText(`2 / ${slides}`);
  await expect(present.getByTestId('share-present-counter')).toHaveAttribute('aria-label', `الشريحة 2 من ${slides}`);
  await page.screenshot({ path: `${SCREENSHOTS}share-page-present-phone-rtl.png` });
  await present.getByRole('button', { name: 'خروج' }).click();
  await expect(present).toBeHidden();
});

/** The development-only stand-in for paying (absent in production). */
async function makePro(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/iart/v1/debug/grantMembership', { headers: { authorization: `Bearer ${token}` } });
  expect((await response.json()).code).toBe(1);
}

async function viewStats(request: APIRequestContext, token: string, id: string) {
  return (await (await request.get(`/api2/v1/project/share/views/stats?id=${id}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
}

test('an author protects a share link with a password, changes it, and sees the views in the Share dialog', async ({ page, request, browser }) => {
  const author = await apiAccount(request, 'password-author');
  await makePro(request, author.token);
  const { id } = await publishedDeck(request, author.token);
  await useToken(page, author.token);
  await page.goto(`/presentation/${id}`);
  await dismissSurvey(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByTestId('share-dialog');
  const password = dialog.getByTestId('share-password');
  await expect(password.getByTestId('share-password-state')).toHaveText('No password: anyone with the link can view.');
  await password.getByLabel('New password').fill('first secret');
  await password.getByRole('button', { name: 'Set password' }).click();
  await expect(password.getByTestId('share-password-state')).toHaveText('A password protects this link.');
  await expect(page.getByTestId('toast')).toHaveText('Password saved');

  // A signed-out viewer is asked; a wrong password is refused, the right one shows the deck.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto(`/share/${id}?channel=linkedin`);
  const prompt = viewer.getByTestId('share-password-prompt');
  await expect(prompt).toBeVisible();
  await expect(viewer.getByTestId('shared-page')).toHaveCount(0);
  await prompt.getByLabel('Password', { exact: true }).fill('a guess');
  await prompt.getByRole('button', { name: 'View deck' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('Incorrect password.');
  await viewer.screenshot({ path: `${SCREENSHOTS}share-page-password-wrong.png` });
  await prompt.getByLabel('Password', { exact: true }).fill('first secret');
  await prompt.getByRole('button', { name: 'View deck' }).click();
  await expect(viewer.getByTestId('shared-page').first()).toBeVisible();
  await viewer.waitForTimeout(1_500);
  await viewer.getByTestId('shared-deck-present').click();
  await viewer.keyboard.press('ArrowRight');
  await viewer.waitForTimeout(1_000);
  await viewer.keyboard.press('Escape');
  await viewer.close({ runBeforeUnload: true });

  // The viewer's reload still shows the deck until the author changes the password.
  const again = await viewerContext.newPage();
  await again.goto(`/share/${id}`);
  await expect(again.getByTestId('shared-page').first()).toBeVisible();
  await password.getByRole('button', { name: 'Change password' }).click();
  await password.getByLabel('New password').fill('second secret');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Password saved');
  await again.reload();
  await expect(again.getByTestId('share-password-prompt')).toBeVisible();
  await again.getByLabel('Password', { exact: true }).fill('second secret');
  await again.getByRole('button', { name: 'View deck' }).click();
  await expect(again.getByTestId('shared-page').first()).toBeVisible();
  await again.close({ runBeforeUnload: true });

  // Three openings of the deck by one browser, the first from LinkedIn, with time on the first two slides.
  await expect.poll(async () => (await viewStats(request, author.token, id)).views).toBe(3);
  await expect.poll(async () => (await viewStats(request, author.token, id)).slides.length).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('button', { name: 'Share' }).click();
  const viewers = dialog.getByTestId('share-viewers');
  await expect(viewers.getByTestId('share-viewers-views')).toHaveText('3');
  await expect(viewers.getByTestId('share-viewers-unique')).toHaveText('1');
  await expect(viewers.getByTestId('share-viewers-chart').locator('rect')).toHaveCount(30);
  await expect(viewers.getByTestId('share-viewers-slides').getByText('Slide 2')).toBeVisible();
  await expect(viewers.getByTestId('share-viewers-sources')).toContainText('LinkedIn');
  await expect(viewers.getByTestId('share-viewers-sources')).toContainText('Direct or unknown');
  await viewers.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}share-dialog-viewers-dark.png` });
  const [download] = await Promise.all([page.waitForEvent('download'), viewers.getByTestId('share-viewers-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/viewers\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('date,views,unique_viewers');
  expect(csv).toContain('linkedin,,1');
  await viewerContext.close();
});

test('a free author sees passwords and viewer statistics as Pro features', async ({ page, request }) => {
  const author = await apiAccount(request, 'password-free');
  const { id } = await publishedDeck(request, author.token);
  await useToken(page, author.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/presentation/${id}?language=de`);
  await dismissSurvey(page);
  await page.getByRole('button', { name: 'Teilen' }).click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.getByTestId('share-viewers-pro')).toContainText('Passwörter und Betrachterstatistiken sind Pro-Funktionen.');
  await dialog.getByTestId('share-viewers-pro').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}share-dialog-free-phone-de.png` });
  await dialog.getByTestId('share-viewers-pro').click();
  await expect(page.getByTestId('pro-dialog')).toBeVisible();
});

test('a free viewer with no free projects left gets the Pro dialog instead of a copy of a shared deck', async ({ page, request }) => {
  const author = await apiAccount(request, 'copy-limit-author');
  const { id } = await publishedDeck(request, author.token, { allowCopy: true });
  const viewer = await apiAccount(request, 'copy-limit-viewer');
  for (let i = 0; i < 3; i++) await projectFromFixture(request, viewer.token, 'deck-20');
  await useToken(page, viewer.token);
  await page.goto(`/share/${id}`);
  await expect(page.getByTestId('shared-page').first()).toBeVisible();
  await page.getByTestId('shared-deck-copy').click();
  await expect(page.getByTestId('pro-dialog')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/share/${id}$`));
  await page.screenshot({ path: `${SCREENSHOTS}share-page-copy-at-limit.png` });
  const listed = await (await request.get('/api2/v1/project/list?page=1&size=20', { headers: { authorization: `Bearer ${viewer.token}` } })).json();
  expect(listed.data.total).toBe(3);
});

test('a viewer who typed the password copies a protected deck into their workspace', async ({ page, request }) => {
  const author = await apiAccount(request, 'copy-protected-author');
  await makePro(request, author.token);
  const { id } = await publishedDeck(request, author.token, { allowCopy: true, password: 'open sesame' });
  const viewer = await apiAccount(request, 'copy-protected-viewer');
  await useToken(page, viewer.token);
  await page.goto(`/share/${id}`);
  await page.getByLabel('Password', { exact: true }).fill('open sesame');
  await page.getByRole('button', { name: 'View deck' }).click();
  await page.getByTestId('shared-deck-copy').click();
  await page.waitForURL(/\/presentation\/\d+/);
  await dismissSurvey(page);
  await expect(page.getByRole('textbox', { name: 'Project title' })).toHaveValue(/\(copy\)$/);
});
