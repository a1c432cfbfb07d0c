import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiAccount, projectFromFixture, screenshot, useToken } from './helpers.ts';

/** What a new user tripped over in the editor (issue 19), tried as they tried it. */

async function newDeck(page: Page): Promise<void> {
  await page.goto('/presentation/new');
  await expect(page).toHaveURL(/\/presentation\/\d+/);
  await expect(page.getByTestId('slide-canvas')).toBeVisible();
  await expect(page.getByTestId('block')).toHaveCount(1);
}

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return (await locator.boundingBox())!;
}

test('a chart dragged shorter by its bottom handle stays that short after release and after a reload', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'first-use-chart');
  await useToken(page, token);
  await newDeck(page);
  await page.getByTestId('insert-chart').click();
  const chart = page.locator('[data-testid="block"][data-kind="chart"]');
  await expect(chart).toHaveAttribute('data-selected', 'true');
  const before = await boxOf(chart);

  const handle = { x: before.x + before.width / 2, y: before.y + before.height - 1 };
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(handle.x, handle.y - 120, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await boxOf(chart)).height).toBeLessThan(before.height - 100);
  const after = await boxOf(chart);
  expect(after.height).toBeGreaterThan(before.height - 140);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-save', 'Saved');
  await screenshot(page, 'first-use-chart-shorter');

  await page.reload();
  await expect(chart).toBeVisible();
  await expect.poll(async () => Math.round((await boxOf(chart)).height)).toBe(Math.round(after.height));
});

test('the zoom stays as it is when side panels open and close, fits again when the window changes, and a chosen zoom stays', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'first-use-zoom');
  await useToken(page, token);
  await newDeck(page);
  const zoom = page.getByTestId('zoom-toggle');
  await expect(zoom).toHaveText(/\d+%/);
  const fitted = await zoom.textContent();

  await page.getByRole('button', { name: 'Speaker notes' }).click();
  await expect(page.getByRole('complementary', { name: 'Speaker notes' })).toBeVisible();
  await expect(zoom).toHaveText(fitted!);
  await screenshot(page, 'first-use-zoom-notes-open');
  await page.getByRole('button', { name: 'Speaker notes' }).click();
  await expect(page.getByRole('complementary', { name: 'Speaker notes' })).toBeHidden();
  await expect(zoom).toHaveText(fitted!);

  // Selecting a chart opens its fields beside the canvas.
  await page.getByTestId('insert-chart').click();
  await expect(page.getByTestId('block-panel')).toBeVisible();
  await expect(zoom).toHaveText(fitted!);
  await page.getByRole('button', { name: 'Theme', exact: true }).click();
  await expect(zoom).toHaveText(fitted!);
  await page.getByRole('button', { name: 'Theme', exact: true }).click();
  await screenshot(page, 'first-use-zoom-block-panel');

  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(zoom).not.toHaveText(fitted!);
  const narrower = await zoom.textContent();
  await page.getByRole('button', { name: 'Speaker notes' }).click();
  await expect(zoom).toHaveText(narrower!);

  await page.getByRole('button', { name: 'Zoom in' }).click();
  const chosen = await zoom.textContent();
  expect(chosen).not.toBe(narrower);
  await page.getByRole('button', { name: 'Speaker notes' }).click();
  await expect(zoom).toHaveText(chosen!);
});

test('on a phone the slide keeps its size when a panel opens below it', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'first-use-zoom-phone');
  await useToken(page, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await newDeck(page);
  const title = page.getByTestId('block').first();
  const before = await boxOf(title);
  await page.getByRole('button', { name: 'Speaker notes' }).click();
  await expect(page.getByRole('complementary', { name: 'Speaker notes' })).toBeVisible();
  await expect.poll(async () => Math.round((await boxOf(title)).width)).toBe(Math.round(before.width));
  await screenshot(page, 'first-use-zoom-phone-notes');
});

/** The slide's frame on screen: centred in the canvas at the zoom its label shows. */
async function slideFrame(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const stage = await boxOf(page.getByTestId('slide-canvas'));
  const scale = Number((await page.getByTestId('zoom-toggle').textContent())!.replace('%', '')) / 100;
  const width = 1200 * scale;
  const height = 675 * scale;
  return { x: stage.x + (stage.width - width) / 2, y: stage.y + (stage.height - height) / 2, width, height };
}

/** Every block on the current slide lies inside its frame (a few pixels for the zoom label's rounding). */
async function expectAllInsideFrame(page: Page): Promise<void> {
  const frame = await slideFrame(page);
  const slack = 4;
  for (const block of await page.getByTestId('block').all()) {
    const box = await boxOf(block);
    expect(box.y + box.height, `${await block.getAttribute('data-kind')} block's bottom`).toBeLessThanOrEqual(frame.y + frame.height + slack);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + slack);
  }
}

async function uploadPicture(page: Page): Promise<void> {
  const picture = await readFile(new URL('../../../fixtures/assets/mountains.jpg', import.meta.url));
  await page.getByTestId('insert-image').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('image-upload').click();
  await (await chooser).setFiles({ name: 'mountains.jpg', mimeType: 'image/jpeg', buffer: picture });
  // Done when the new block, selected, shows the stored file in its fields.
  await expect(page.getByLabel('Image address (URL)')).toHaveValue(/^\/files\//, { timeout: 20_000 });
  await expect(page.getByTestId('image-upload-progress')).toHaveCount(0);
}

test('an uploaded image takes an empty slide’s empty block, goes beside a full slide’s content or the selected block, and stays inside the slide', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await apiAccount(request, 'first-use-image');
  await useToken(page, token);
  const images = page.locator('[data-testid="block"][data-kind="image"]');

  // An empty slide: the picture takes the place of its empty block, as tall as the slide allows.
  await newDeck(page);
  await uploadPicture(page);
  await expect(page.getByTestId('block')).toHaveCount(1);
  await expect(images).toHaveCount(1);
  await expectAllInsideFrame(page);
  await screenshot(page, 'first-use-image-empty-slide');
  // Undo gives the empty block back, redo the picture.
  const meta = process.platform === 'darwin' ? 'Meta' : 'Control';
  await page.keyboard.press(`${meta}+z`);
  await expect(images).toHaveCount(0);
  await expect(page.locator('[data-testid="block"][data-kind="text"]')).toHaveCount(1);
  await page.keyboard.press(`${meta}+Shift+z`);
  await expect(images).toHaveCount(1);

  // A full slide (title, table, caption) with nothing selected: beside the content, inside the frame.
  const id = await projectFromFixture(request, token, 'deck-20');
  await page.goto(`/presentation/${id}`);
  await page.getByTestId('slide-item').nth(7).click();
  await expect(page.getByTestId('block')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await uploadPicture(page);
  await expect(page.getByTestId('block')).toHaveCount(4);
  await expect(images).toHaveCount(1);
  const table = await boxOf(page.locator('[data-testid="block"][data-kind="table"]'));
  const beside = await boxOf(images);
  expect(beside.x).toBeGreaterThan(table.x + table.width - 1);
  await expectAllInsideFrame(page);
  await screenshot(page, 'first-use-image-full-slide');

  // A selected block: the picture goes on its right.
  await page.getByTestId('slide-item').nth(1).click();
  const body = page.getByTestId('block').nth(1);
  const middle = await boxOf(body);
  await page.mouse.click(middle.x + middle.width / 2, middle.y + middle.height / 2);
  await expect(body).toHaveAttribute('data-selected', 'true');
  const selected = await boxOf(body);
  await uploadPicture(page);
  const placed = await boxOf(images);
  expect(placed.x).toBeGreaterThan(selected.x);
  expect(Math.abs(placed.y - (await boxOf(body)).y)).toBeLessThan(4);
  await expectAllInsideFrame(page);
  await screenshot(page, 'first-use-image-beside-selection');
});

const DECK_WORDS = /\b(deck|slides?|speaker notes|present)\b/i;

test('a page project speaks of sections, notes and preview — in the top bar, section list, notes, export dialog and AI chat — in English and German', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'first-use-page-words');
  await useToken(page, token);
  await page.goto('/p/new');
  await expect(page).toHaveURL(/\/p\/\d+/);
  await expect(page.getByTestId('slide-canvas').first()).toBeVisible();

  const topBar = page.locator('.editor-topbar');
  await expect(topBar.getByRole('button', { name: 'Notes', exact: true })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Preview' })).toBeVisible();
  expect(await topBar.innerText()).not.toMatch(DECK_WORDS);
  await page.getByRole('button', { name: 'Section 1' }).hover();
  await expect(page.getByRole('button', { name: 'Duplicate section' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete section' })).toBeVisible();

  await topBar.getByRole('button', { name: 'Notes', exact: true }).click();
  const notes = page.getByRole('complementary', { name: 'Notes' });
  await expect(notes.getByRole('textbox')).toHaveAttribute('placeholder', 'Notes on this section…');
  expect(await notes.innerText()).not.toMatch(DECK_WORDS);

  await page.keyboard.press(`${process.platform === 'darwin' ? 'Meta' : 'Control'}+j`);
  const chat = page.getByTestId('ai-chat');
  await expect(chat).toContainText('Section 1');
  await expect(page.getByTestId('ai-chat-input')).toHaveAttribute('placeholder', 'Ask AI to edit this page…');
  expect(await chat.innerText()).not.toMatch(DECK_WORDS);
  await screenshot(page, 'first-use-page-words');
  await page.keyboard.press(`${process.platform === 'darwin' ? 'Meta' : 'Control'}+j`);

  await topBar.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog).toContainText('Download this page as it looks in the editor.');
  expect(await dialog.innerText()).not.toMatch(DECK_WORDS);
  await screenshot(page, 'first-use-page-export');
  await page.keyboard.press('Escape');

  await topBar.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Section 1 of 1')).toBeVisible();
  await screenshot(page, 'first-use-page-preview');
  await page.keyboard.press('Escape');

  await page.goto(`${new URL(page.url()).pathname}?language=de`);
  await expect(topBar.getByRole('button', { name: 'Notizen', exact: true })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Vorschau' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abschnitt 1' })).toBeVisible();
  await topBar.getByRole('button', { name: 'Exportieren' }).click();
  await expect(page.getByTestId('export-dialog')).toContainText('Laden Sie diese Seite so herunter');
  await screenshot(page, 'first-use-page-words-de');
});

test('a deck keeps its deck words', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'first-use-deck-words');
  await useToken(page, token);
  await newDeck(page);
  await expect(page.getByRole('button', { name: 'Speaker notes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Present', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Slide 1' })).toBeVisible();
});

test('on a phone an uploaded image fills the empty slide inside its frame', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'first-use-image-phone');
  await useToken(page, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await newDeck(page);
  await uploadPicture(page);
  await expect(page.locator('[data-testid="block"][data-kind="image"]')).toHaveCount(1);
  await expectAllInsideFrame(page);
  await screenshot(page, 'first-use-image-phone');
});
