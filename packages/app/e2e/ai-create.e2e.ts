import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, dismissSurvey, screenshot, signUpAndSignIn, useToken } from './helpers.ts';

const META = process.platform === 'darwin' ? 'Meta' : 'Control';

const NOTES = `# Harbour e-bikes: market notes

Our e-bike sales grew 38% in 2025, reaching 12,000 units.

## Customers

Commuters living under 30 km from work make up 64% of buyers.
`;

function storylineTexts(page: Page): Promise<string[]> {
  return page.getByTestId('ai-storyline').getByRole('textbox').evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value));
}

function items(page: Page): Locator {
  return page.getByTestId('ai-storyline-item');
}

test('a person creates a deck with AI: prompt, reference, storyline edits with undo, generation into the editor, and the slides after a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, request, 'ai-create');
  await dismissSurvey(page);

  await page.locator('header').getByTestId('create-menu').click();
  await page.getByRole('menuitem', { name: 'Presentation with AI' }).click();
  await expect(page).toHaveURL(/\/presentation\/new\?mode=ai/);
  await expect(page.getByTestId('ai-provider')).toHaveText('Built-in composer (offline)');
  await expect(page.getByTestId('ai-plan')).toBeDisabled();

  // A recommended prompt fills the prompt box.
  const suggestion = page.getByTestId('ai-recommended').getByRole('button').first();
  const suggested = (await suggestion.textContent())!.trim();
  await suggestion.click();
  await expect(page.getByTestId('ai-prompt')).toHaveValue(suggested);

  // A web address the server refuses says why, and attaches nothing.
  await page.getByPlaceholder('https://example.com/article').fill('http://127.0.0.1/admin');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('ai-link-error')).toContainText('not public');

  // A Markdown reference uploads with its progress and is ready to use.
  await page.getByTestId('ai-reference-file').setInputFiles({ name: 'market-notes.md', mimeType: 'text/markdown', buffer: Buffer.from(NOTES) });
  const reference = page.getByTestId('ai-reference').filter({ hasText: 'market-notes.md' });
  await expect(reference).toContainText('Ready');
  await expect(page.getByTestId('ai-reference')).toHaveCount(1);

  // Search finds the passage in the person's own uploaded notes; the card becomes a reference.
  const search = page.getByTestId('ai-search');
  await search.getByRole('textbox', { name: 'Search for sources' }).fill('commuters');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByTestId('ai-search-card').filter({ hasText: '64%' });
  await expect(card).toContainText('From your references');
  await card.getByRole('button', { name: 'Use as reference' }).click();
  await expect(card.getByRole('button', { name: 'Added' })).toBeDisabled();
  await expect(page.getByTestId('ai-reference')).toHaveCount(2);
  await expect(page.getByTestId('ai-reference').nth(1)).toContainText('Search result · Ready');
  await page.getByTestId('ai-theme-dark-matter').click();
  await expect(page.getByTestId('ai-theme-dark-matter')).toHaveAttribute('aria-checked', 'true');
  await screenshot(page, 'ai-create-1-prompt');
  await expectNoSeriousA11yViolations(page);

  // The storyline streams in, then becomes editable.
  await page.getByTestId('ai-plan').click();
  await expect(page.getByTestId('ai-create')).toHaveAttribute('data-step', 'storyline');
  await expect(page.getByTestId('ai-storyline-writing')).toBeHidden({ timeout: 30_000 });
  const planned = await storylineTexts(page);
  expect(planned.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('ai-storyline-count')).toHaveText(`${planned.length} of 20`);
  // Loading the plan is not an undoable step.
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  await screenshot(page, 'ai-create-2-storyline');

  // Delete the second item.
  await page.getByRole('button', { name: 'Delete (Slide 2)' }).click();
  const afterDelete = [planned[0]!, ...planned.slice(2)];
  expect(await storylineTexts(page)).toEqual(afterDelete);

  // Add one at the end and type it.
  await page.getByTestId('ai-storyline-add').click();
  await expect(items(page).last().getByRole('textbox')).toBeFocused();
  await page.keyboard.type('Our roadmap for 2027');
  const afterAdd = [...afterDelete, 'Our roadmap for 2027'];
  expect(await storylineTexts(page)).toEqual(afterAdd);

  // Drag the new last item to the top.
  await items(page).last().getByTestId('ai-storyline-handle').dragTo(items(page).first(), { targetPosition: { x: 40, y: 4 } });
  const afterDrag = ['Our roadmap for 2027', ...afterDelete];
  expect(await storylineTexts(page)).toEqual(afterDrag);

  // The keyboard moves it back down one place.
  await items(page).first().getByTestId('ai-storyline-handle').focus();
  await page.keyboard.press('ArrowDown');
  expect(await storylineTexts(page)).toEqual([afterDelete[0]!, 'Our roadmap for 2027', ...afterDelete.slice(1)]);
  await expect(items(page).nth(1).getByTestId('ai-storyline-handle')).toBeFocused();
  await screenshot(page, 'ai-create-3-edited');
  await expectNoSeriousA11yViolations(page);

  // Undo steps back through the move, the drag and the typing; redo brings the drag back.
  await page.keyboard.press(`${META}+z`);
  expect(await storylineTexts(page)).toEqual(afterDrag);
  await page.keyboard.press(`${META}+z`);
  expect(await storylineTexts(page)).toEqual(afterAdd);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  expect(await storylineTexts(page)).toEqual([...afterDelete, '']);
  await page.keyboard.press(`${META}+Shift+z`);
  expect(await storylineTexts(page)).toEqual(afterAdd);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  expect(await storylineTexts(page)).toEqual(afterDrag);

  // Generate: the editor opens and the slides arrive in it, titled as the storyline says.
  await page.getByTestId('ai-generate').click();
  await expect(page).toHaveURL(/\/presentation\/\d+$/);
  await expect(page.getByTestId('ai-generation')).toBeVisible();
  await expect(page.getByTestId('ai-generation')).toHaveAttribute('data-outcome', 'finished', { timeout: 60_000 });
  await expect(page.getByTestId('ai-generation-text')).toHaveText(`All ${afterDrag.length} slides are ready`);
  const thumbnails = page.getByTestId('slide-item');
  await expect(thumbnails).toHaveCount(afterDrag.length);
  await expect(page.getByTestId('block').filter({ hasText: 'Our roadmap for 2027' })).toBeVisible();
  await screenshot(page, 'ai-create-4-editor');

  // Stored on the server: a reload shows the same slides, with no generation running.
  const address = page.url();
  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(thumbnails).toHaveCount(afterDrag.length);
  await expect(page.getByTestId('block').filter({ hasText: 'Our roadmap for 2027' })).toBeVisible();
  await expect(page.getByTestId('ai-generation')).toBeHidden();
  await screenshot(page, 'ai-create-5-reloaded');
});

test('when the daily AI allowance runs out at generation, a page keeps its project, the Pro dialog opens and the progress says it stopped', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'ai-allowance');
  await useToken(page, token);
  // Spend all but two of the free allowance (AI_FREE_DAILY_CALLS, 30 by default): planning takes one, generating would take the last.
  for (let call = 0; call < 29; call += 1) {
    const answer = await request.post('/api2/v1/ai/slide/plan', { headers: { authorization: `Bearer ${token}` }, data: { prompt: 'Warm-up' } });
    expect(answer.headers()['content-type']).toContain('text/event-stream');
  }

  await page.goto('/p/new?mode=ai');
  await expect(page.getByRole('heading', { name: 'Create a page with AI' })).toBeVisible();
  await page.getByTestId('ai-prompt').fill('A landing page for a neighbourhood bakery');
  await page.getByTestId('ai-plan').click();
  await expect(page.getByTestId('ai-storyline-writing')).toBeHidden({ timeout: 30_000 });
  const sections = (await storylineTexts(page)).length;
  expect(sections).toBeGreaterThan(0);
  await expect(page.getByTestId('ai-generate')).toHaveText(`Generate ${sections} sections`);

  await page.getByTestId('ai-generate').click();
  await expect(page).toHaveURL(/\/p\/\d+$/);
  await expect(page.getByTestId('pro-dialog')).toBeVisible();
  await expect(page.getByTestId('ai-generation')).toHaveAttribute('data-outcome', 'failed');
  await expect(page.getByTestId('ai-generation-text')).toHaveText(`Generation stopped after 0 of ${sections} sections`);
  await screenshot(page, 'ai-create-6-allowance');
  await page.keyboard.press('Escape');
  // The project exists with its blank section, ready to edit by hand.
  await expect(page.getByTestId('slide-item')).toHaveCount(1);
});
