import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiAccount, projectFromFixture, screenshot } from './helpers.ts';

/**
 * Two browsers on one deck. The server lets only a deck's owner open it for editing (there is
 * no sharing for editing yet), so both are signed in to the same account, as on two computers;
 * each shows the other as "You (another window)".
 */
async function openIn(browser: Browser, token: string, id: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  await context.addInitScript((value) => localStorage.setItem('iart_token', value), token);
  const page = await context.newPage();
  await page.goto(`/presentation/${id}`);
  await expect(page.getByTestId('slide-item')).toHaveCount(20);
  return page;
}

async function clickCentre(page: Page, block: Locator): Promise<void> {
  const box = (await block.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('two people in one deck see each other, the slide each is on and the block each selected', async ({ browser, request }) => {
  const { token } = await apiAccount(request, 'presence');
  const id = await projectFromFixture(request, token, 'deck-20');
  const mine = await openIn(browser, token, id);
  const theirs = await openIn(browser, token, id);

  // Each sees the other in the top bar, in the same colour in both.
  const avatar = mine.getByRole('banner').getByRole('list', { name: 'Also in this deck' }).getByRole('listitem');
  await expect(avatar).toHaveCount(1);
  await expect(avatar).toHaveAccessibleName('You (another window)');
  await expect(avatar).toHaveText('AL');
  await expect(theirs.getByTestId('peer-avatar')).toHaveCount(1);
  const colour = await avatar.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await theirs.getByTestId('peer-avatar').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(colour);

  // They go to the third slide and select its first block: a dot on that slide in my list…
  await theirs.getByRole('button', { name: 'Slide 3', exact: true }).click();
  await clickCentre(theirs, theirs.getByTestId('block').first());
  const selected = theirs.locator('[data-testid="block"][data-selected="true"]');
  await expect(selected).toHaveCount(1);
  const blockId = (await selected.getAttribute('data-block-id'))!;
  const slides = mine.getByTestId('slide-item');
  await expect(slides.nth(2).getByRole('img', { name: 'You (another window) is on this slide' })).toBeVisible();
  await expect(slides.nth(0).getByTestId('peer-dots')).toHaveCount(0);
  await expect(mine.getByTestId('peer-selection')).toHaveCount(0);

  // …and, once I am on that slide too, their block outlined in their colour with their name on it.
  await mine.getByRole('button', { name: 'Slide 3', exact: true }).click();
  const outline = mine.getByTestId('peer-selection');
  await expect(outline).toHaveAttribute('data-block-id', blockId);
  await expect(outline).toHaveText('You (another window)');
  expect(await outline.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe(colour);
  const outlineBox = (await outline.boundingBox())!;
  const blockBox = (await mine.locator(`[data-testid="block"][data-block-id="${blockId}"]`).boundingBox())!;
  expect(Math.abs(outlineBox.x - blockBox.x)).toBeLessThan(2);
  expect(Math.abs(outlineBox.width - blockBox.width)).toBeLessThan(2);
  await screenshot(mine, 'presence-selection');

  // A different block selected there moves the outline here; an empty click clears it.
  await clickCentre(theirs, theirs.getByTestId('block').last());
  const other = (await theirs.locator('[data-testid="block"][data-selected="true"]').getAttribute('data-block-id'))!;
  expect(other).not.toBe(blockId);
  await expect(outline).toHaveAttribute('data-block-id', other);
  const viewport = (await theirs.getByTestId('editor-viewport').boundingBox())!;
  await theirs.mouse.click(viewport.x + 8, viewport.y + viewport.height - 8);
  await expect(outline).toHaveCount(0);
  await expect(slides.nth(2).getByTestId('peer-dots')).toHaveCount(1);

  // Dark mode, right to left, a phone: still on screen.
  await mine.emulateMedia({ colorScheme: 'dark' });
  await mine.goto(`/presentation/${id}?language=ar`);
  await expect(mine.getByTestId('peer-avatar')).toHaveAccessibleName('أنت (نافذة أخرى)');
  await mine.setViewportSize({ width: 390, height: 844 });
  for (const control of [mine.getByTestId('peer-avatar'), mine.getByTestId('present-options'), mine.getByRole('link', { name: 'العودة إلى المشاريع' })]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await screenshot(mine, 'presence-phone-ar-dark');

  // When they leave, they are gone from the top bar and the slide list.
  await theirs.context().close();
  await expect(mine.getByTestId('peer-avatar')).toHaveCount(0);
  await expect(mine.getByTestId('peer-dots')).toHaveCount(0);
  await mine.context().close();
});
