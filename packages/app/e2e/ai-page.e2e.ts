import { expect, test } from '@playwright/test';
import { apiAccount, screenshot, useToken } from './helpers.ts';

test('a page made with AI from a prompt alone opens with a hero and its button, and ends with a call to action', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'ai-page');
  await useToken(page, token);
  await page.goto('/p/new?mode=ai');
  await expect(page.getByRole('heading', { name: 'Create a page with AI' })).toBeVisible();
  await page.getByTestId('ai-prompt').fill('Our summer fair on the village green');
  await page.getByTestId('ai-plan').click();
  await expect(page.getByTestId('ai-storyline-writing')).toBeHidden({ timeout: 30_000 });
  const storyline = await page.getByTestId('ai-storyline').getByRole('textbox').evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value));
  // The storyline of a page: its headline first, the call to action's label last, no agenda.
  expect(storyline[0]).toBe('Our summer fair on the village green');
  expect(storyline.at(-1)).toBe('Join us');
  expect(storyline).not.toContain('Agenda');

  await page.getByTestId('ai-generate').click();
  await expect(page).toHaveURL(/\/p\/\d+$/);
  await expect(page.getByTestId('ai-generation')).toHaveAttribute('data-outcome', 'finished', { timeout: 60_000 });
  const sections = page.getByTestId('slide-item');
  await expect(sections).toHaveCount(storyline.length);

  // A page shows its sections one under another: two buttons, the hero's and the call to action's.
  const buttons = page.locator('[data-testid="block"][data-kind="button"]');
  await expect(buttons).toHaveCount(2);

  // The hero: the headline as big text and a primary button under it.
  await sections.first().click();
  const headline = page.getByTestId('block').filter({ hasText: /^Our summer fair on the village green$/ });
  await expect(headline).toBeVisible();
  await expect(buttons.first()).toBeVisible();
  expect((await buttons.first().boundingBox())!.y).toBeGreaterThan((await headline.boundingBox())!.y);
  await screenshot(page, 'ai-page-1-hero');

  // The call to action closes the page: an invitation and the same button, below everything else.
  await sections.last().click();
  const invitation = page.getByTestId('block').filter({ hasText: /^Be part of it$/ });
  await expect(invitation).toBeVisible();
  await expect(buttons.last()).toBeVisible();
  expect((await buttons.last().boundingBox())!.y).toBeGreaterThan((await invitation.boundingBox())!.y);
  await screenshot(page, 'ai-page-2-call-to-action');
});
