import { expect, test, type Page } from '@playwright/test';
import { dismissSurvey, screenshot, signUpAndSignIn } from './helpers.ts';

/** Opens a new deck from the workspace's address bar, as /presentation/new does. */
async function newDeck(page: Page): Promise<string> {
  await page.goto('/presentation/new');
  await expect(page).toHaveURL(/\/presentation\/\d+/);
  await expect(page.getByTestId('editor')).toBeVisible();
  await expect(page.getByTestId('slide-canvas')).toBeVisible();
  return page.url();
}

test('a new deck opens in the editor with its first slide drawn', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'editor-open');
  await dismissSurvey(page);
  await newDeck(page);
  await expect(page.getByTestId('slide-item')).toHaveCount(1);
  await screenshot(page, 'editor-new-deck');
});
