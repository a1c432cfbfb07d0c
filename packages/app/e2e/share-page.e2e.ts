import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAccount, projectFromFixture } from './helpers.ts';

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
  await page.getByTestId('shared-deck-present').click();
  const present = page.getByTestId('share-present');
  await present.getByRole('button', { name: 'الشريحة التالية' }).click();
  await expect(present.getByTestId('share-present-counter')).toHaveText(`2 / ${slides}`);
  await expect(present.getByTestId('share-present-counter')).toHaveAttribute('aria-label', `الشريحة 2 من ${slides}`);
  await page.screenshot({ path: `${SCREENSHOTS}share-page-present-phone-rtl.png` });
  await present.getByRole('button', { name: 'خروج' }).click();
  await expect(present).toBeHidden();
});
