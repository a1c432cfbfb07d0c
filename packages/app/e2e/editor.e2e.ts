import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissSurvey, screenshot, signUpAndSignIn } from './helpers.ts';

const META = process.platform === 'darwin' ? 'Meta' : 'Control';

/** Creates a deck through /presentation/new and waits for its first slide to be drawn. */
async function newDeck(page: Page): Promise<void> {
  await page.goto('/presentation/new');
  await expect(page).toHaveURL(/\/presentation\/\d+/);
  await expect(page.getByTestId('slide-canvas')).toBeVisible();
  await expect(page.getByTestId('block')).toHaveCount(1);
}

function blocks(page: Page): Locator {
  return page.getByTestId('block');
}

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function clickBlock(page: Page, block: Locator): Promise<void> {
  const { x, y } = await center(block);
  await page.mouse.click(x, y);
}

/** Types through the system's input method: a composition that changes before it is committed. */
async function compose(page: Page, steps: string[], committed: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  for (const text of steps) await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  await cdp.send('Input.insertText', { text: committed });
  await cdp.detach();
}

async function saved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-save', 'Saved');
}

test('a person builds a slide: types English, Arabic and composed Japanese, moves a block, undoes and redoes, and finds it all after a reload', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'editor-build');
  await dismissSurvey(page);
  await newDeck(page);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-edit', 'Loaded');

  // The blank slide's title block: select it, Enter starts typing.
  await clickBlock(page, blocks(page).first());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('text-input')).toBeFocused();
  await page.keyboard.type('Quarterly review');
  await expect(blocks(page).first()).toHaveText('Quarterly review');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-edit', 'Changed');
  await page.keyboard.press('Escape');

  // A text block from the toolbar lands below the selection, selected; Enter selects its text to replace it.
  await page.getByTestId('insert-text').click();
  await expect(blocks(page)).toHaveCount(2);
  await page.keyboard.press('Enter');
  await page.keyboard.type('مرحبا بالعالم');
  // In a right-to-left paragraph the Right arrow moves towards its start: selecting a word that way.
  await page.keyboard.press(`${process.platform === 'darwin' ? 'Alt' : 'Control'}+Shift+ArrowRight`);
  await screenshot(page, 'editor-arabic-selection');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await compose(page, ['に', 'にほ', '日本'], '日本語');
  const second = blocks(page).nth(1);
  await expect(second).toHaveText('مرحبا بالعالم\n日本語');
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.press(`${META}+b`);
  await screenshot(page, 'editor-typing');
  await page.keyboard.press('Escape');

  // Drag the new block onto the left edge of the title: they share a row, the new one first.
  const title = blocks(page).first();
  const titleBox = (await title.boundingBox())!;
  const from = await center(second);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y - 20, { steps: 3 });
  await page.mouse.move(titleBox.x + 6, titleBox.y + titleBox.height / 2, { steps: 8 });
  await screenshot(page, 'editor-dragging');
  await page.mouse.up();
  await expect.poll(async () => (await blocks(page).nth(0).textContent()) ?? '').toContain('مرحبا');
  const [left, right] = [(await blocks(page).nth(0).boundingBox())!, (await blocks(page).nth(1).boundingBox())!];
  expect(left.x).toBeLessThan(right.x);
  expect(Math.abs(left.y - right.y)).toBeLessThan(2);
  await screenshot(page, 'editor-moved');

  // Undo puts the block back under the title; redo moves it again.
  await page.keyboard.press(`${META}+z`);
  await expect(blocks(page).nth(0)).toHaveText('Quarterly review');
  await page.keyboard.press(`${META}+Shift+z`);
  await expect(blocks(page).nth(0)).toContainText('مرحبا');

  await saved(page);
  await page.reload();
  await expect(blocks(page)).toHaveCount(2);
  await expect(blocks(page).nth(0)).toHaveText('مرحبا بالعالم\n日本語');
  await expect(blocks(page).nth(1)).toHaveText('Quarterly review');
  await screenshot(page, 'editor-reloaded');
});

test('two tabs on one deck see each other’s typing and converge', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'editor-tabs');
  await dismissSurvey(page);
  await newDeck(page);
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(blocks(other)).toHaveCount(1);

  await clickBlock(page, blocks(page).first());
  await page.keyboard.press('Enter');
  await page.keyboard.type('Left tab. ');
  await expect(blocks(other).first()).toHaveText('Left tab. ');

  await clickBlock(other, blocks(other).first());
  await other.keyboard.press('Enter');
  await other.keyboard.press('End');
  await other.keyboard.type('Right tab.');
  await page.keyboard.type('More.');
  await expect(blocks(page).first()).toContainText('Right tab.');
  await expect(blocks(page).first()).toContainText('More.');
  await expect(blocks(other).first()).toContainText('More.');
  await expect.poll(async () => (await blocks(other).first().textContent()) === (await blocks(page).first().textContent())).toBe(true);
  await screenshot(other, 'editor-second-tab');
});

test('present mode shows the slides full screen and arrows move through them', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'editor-present');
  await dismissSurvey(page);
  await newDeck(page);
  await clickBlock(page, blocks(page).first());
  await page.keyboard.press('Enter');
  await page.keyboard.type('First slide');
  await page.keyboard.press('Escape');
  await page.keyboard.press(`${META}+Shift+s`);
  await expect(page.getByTestId('slide-item')).toHaveCount(2);
  await page.getByTestId('insert-chart').click();
  await page.getByRole('button', { name: 'Speaker notes' }).click();
  await page.getByTestId('notes-input').fill('Mention the growth in Q4.');
  await screenshot(page, 'editor-second-slide');

  await page.getByTestId('slide-item').first().getByRole('button').first().click();
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  const present = page.getByTestId('present-canvas');
  await expect(present).toHaveAttribute('data-index', '0');
  await page.keyboard.press('ArrowRight');
  await expect(present).toHaveAttribute('data-index', '1');
  await screenshot(page, 'editor-present');
  // P keeps the notes here and moves the slides to a window of their own; P again brings them back.
  const opened = page.waitForEvent('popup');
  await page.keyboard.press('p');
  const audience = await opened;
  await expect(audience.getByTestId('audience-canvas')).toHaveAttribute('data-index', '1');
  await expect(page.getByTestId('presenter-notes')).toHaveText('Mention the growth in Q4.');
  await expect(page.getByTestId('presenter-timer')).toHaveText(/^\d\d:\d\d$/);
  await screenshot(page, 'editor-presenter-view');
  const closed = audience.waitForEvent('close');
  await page.keyboard.press('p');
  await closed;
  await page.keyboard.press('ArrowLeft');
  await expect(present).toHaveAttribute('data-index', '0');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('present-mode')).toBeHidden();

  // Dragging the second thumbnail above the first puts the chart slide first.
  const items = page.getByTestId('slide-item');
  await items.nth(1).dragTo(items.nth(0), { targetPosition: { x: 60, y: 4 } });
  await items.nth(0).getByRole('button').first().click();
  await expect(page.locator('[data-testid="block"][data-kind="chart"]')).toHaveCount(1);
  await expect(blocks(page).first()).toHaveText('');
});

test('every block kind can be inserted, and a table’s cells and a chart’s numbers are edited in the side panel', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'editor-kinds');
  await dismissSurvey(page);
  await newDeck(page);
  page.on('dialog', (dialog) => void dialog.accept());
  for (const kind of ['table', 'chart', 'quote', 'shape', 'divider', 'video', 'button', 'diagram', 'image']) {
    await page.getByTestId(`insert-${kind}`).click();
    if (kind === 'image') await page.getByTestId('image-from-url').click();
    await expect(page.locator(`[data-testid="block"][data-kind="${kind}"]`)).toHaveCount(1);
  }
  await expect(page.getByTestId('slide-checks')).toHaveAttribute('data-codes', /overflow/);
  await screenshot(page, 'editor-every-kind');

  await clickBlock(page, page.locator('[data-testid="block"][data-kind="table"]'));
  const panel = page.getByTestId('block-panel');
  await panel.getByLabel('Row 2, column 1').fill('Revenue');
  await panel.getByRole('button', { name: 'Add row' }).click();
  await expect(panel.getByLabel('Row 4, column 1')).toBeVisible();
  await clickBlock(page, page.locator('[data-testid="block"][data-kind="chart"]'));
  await panel.getByLabel('Chart type').selectOption('line');
  await panel.getByLabel('Sales, Q4').fill('40');
  await screenshot(page, 'editor-block-panel');
  await page.keyboard.press(`${META}+z`);
  await expect(panel.getByLabel('Sales, Q4')).toHaveValue('24');
});

test('edits made while the server is unreachable survive a reload and reach the server when it is back', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'editor-offline');
  await dismissSurvey(page);
  await newDeck(page);
  const url = page.url();
  const projectId = url.split('/').pop()!;
  await clickBlock(page, blocks(page).first());
  await page.keyboard.press('Enter');
  await page.keyboard.type('Written online');
  await saved(page);

  let reachable = false;
  await page.routeWebSocket(/project\/collab/, (socket) => (reachable ? socket.connectToServer() : socket.close()));
  await page.reload();
  await expect(blocks(page).first()).toHaveText('Written online');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-connection', 'offline');
  await clickBlock(page, blocks(page).first());
  await page.keyboard.press('Enter');
  await page.keyboard.press(`${META}+ArrowDown`);
  await page.keyboard.press('End');
  await page.keyboard.type(', then offline');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-save', 'Saving');
  await screenshot(page, 'editor-offline');
  await page.reload();
  await expect(blocks(page).first()).toHaveText('Written online, then offline');

  reachable = true;
  await page.reload();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-connection', 'online');
  await expect(page.getByTestId('save-status')).toHaveText('Loaded · No changes yet');
  // What the server has, without this browser's copy: drop it and open the deck again.
  await page.goto('/workspace');
  await page.evaluate((name) => new Promise((resolve) => { const request = indexedDB.deleteDatabase(name); request.onsuccess = request.onerror = request.onblocked = () => resolve(null); }), `folio-project-${projectId}`);
  await page.goto(url);
  await expect(blocks(page).first()).toHaveText('Written online, then offline');
});

test('a page project is a vertical document of 1200-wide sections that grows', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'editor-pages');
  await dismissSurvey(page);
  await page.goto('/p/new');
  await expect(page).toHaveURL(/\/p\/\d+/);
  await expect(page.getByTestId('editor')).toHaveAttribute('data-kind', 'page');
  await clickBlock(page, blocks(page).first());
  await page.keyboard.press('Enter');
  await page.keyboard.type('A page about pages');
  await page.keyboard.press('Escape');
  await page.getByTestId('insert-text').click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Sections grow with their content. '.repeat(12));
  await page.keyboard.press('Escape');
  await page.keyboard.press(`${META}+Shift+s`);
  await expect(page.getByTestId('slide-canvas')).toHaveCount(2);
  const [first, second] = [(await page.getByTestId('slide-canvas').nth(0).boundingBox())!, (await page.getByTestId('slide-canvas').nth(1).boundingBox())!];
  expect(second.y).toBeGreaterThan(first.y + first.height - 1);
  await screenshot(page, 'editor-page-project');
});

test('blocks are copied, cut and pasted through the clipboard, and text from elsewhere becomes a block', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAndSignIn(page, request, 'editor-clipboard');
  await dismissSurvey(page);
  await newDeck(page);
  await page.getByTestId('insert-chart').click();
  const chart = page.locator('[data-testid="block"][data-kind="chart"]');
  await expect(chart).toHaveCount(1);
  await page.keyboard.press(`${META}+c`);
  await page.keyboard.press(`${META}+Shift+s`);
  await expect(page.getByTestId('slide-item')).toHaveCount(2);
  await expect(chart).toHaveCount(0);
  await page.keyboard.press(`${META}+v`);
  await expect(chart).toHaveCount(1);

  await page.keyboard.press(`${META}+x`);
  await expect(chart).toHaveCount(0);
  await page.getByTestId('slide-item').first().getByRole('button').first().click();
  await page.keyboard.press(`${META}+v`);
  await expect(chart).toHaveCount(2);

  await page.evaluate(() => navigator.clipboard.writeText('Pasted from another app\nSecond line'));
  await page.keyboard.press(`${META}+v`);
  await expect(page.locator('[data-testid="block"][data-kind="text"]').last()).toHaveText('Pasted from another app\nSecond line');
  await screenshot(page, 'editor-pasted');
});

test('blocks are aligned, duplicated, deleted and resized from the keyboard and handles, and a theme restyles the deck', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'editor-arrange');
  await dismissSurvey(page);
  await newDeck(page);
  await page.getByTestId('insert-shape').click();
  const shape = page.locator('[data-testid="block"][data-kind="shape"]');
  await expect(shape).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Alt+Shift+Digit2');
  await expect(shape).toHaveAttribute('data-align', 'middle');
  await page.keyboard.press(`${META}+d`);
  await expect(shape).toHaveCount(2);
  await page.keyboard.press('Delete');
  await expect(shape).toHaveCount(1);
  await page.keyboard.press(`${META}+ArrowRight`);
  await expect(page.locator('[data-testid="block"][data-kind="text"]')).toHaveCount(2);

  // The bottom handle of the selected block sets its min height.
  await clickBlock(page, shape);
  const before = (await shape.boundingBox())!;
  const handle = { x: before.x + before.width / 2, y: before.y + before.height - 1 };
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(handle.x, handle.y + 60, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => (await shape.boundingBox())!.height).toBeGreaterThan(before.height + 40);

  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByTestId('theme-dark-matter').click();
  await expect(page.getByTestId('theme-dark-matter')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press(`${META}+z`);
  await expect(page.getByTestId('theme-sunlit')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press(`${META}+Shift+z`);
  await expect(page.getByTestId('theme-dark-matter')).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'editor-theme');
});

/** The block layer's pixels (SlideCanvas stacks: 0 page frame, 1 blocks, 2 overlays). */
async function blockLayerPixels(page: Page, redrawFirst: boolean): Promise<string> {
  return page.evaluate((redraw) => {
    const konva = (window as unknown as { Konva: { stages: { getLayers(): { draw(): void; getCanvas(): { _canvas: HTMLCanvasElement } }[] }[] } }).Konva;
    const layer = konva.stages[konva.stages.length - 1]!.getLayers()[1]!;
    if (redraw) layer.draw();
    return layer.getCanvas()._canvas.toDataURL('image/png');
  }, redrawFirst);
}

test('typing repaints only around the text typed, and leaves the canvas exactly as a full redraw paints it', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'editor-repaint');
  await dismissSurvey(page);
  await page.goto('/workspace');
  const token = await page.evaluate(() => localStorage.getItem('iart_token'));
  const deck = JSON.parse(readFileSync(new URL('../../../fixtures/decks/deck-20.json', import.meta.url), 'utf8').replaceAll('"../assets/', '"/fixtures/assets/'));
  const created = await (await page.request.post('/api2/v1/project/create', { data: { kind: 'presentation', doc: deck }, headers: { authorization: `Bearer ${token}` } })).json();
  await page.goto(`/presentation/${created.data.id}`);
  const cards = page.locator('[data-testid="block"][data-kind="text"]');
  await expect(cards.first()).toBeAttached();
  const target = cards.nth(1);
  await clickBlock(page, target);
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.evaluate(() => {
    const konva = (window as unknown as { Konva: { stages: { getLayers(): { on(event: string, fn: () => void): void }[] }[] } }).Konva;
    const counts = { draws: 0 };
    konva.stages[konva.stages.length - 1]!.getLayers()[1]!.on('draw', () => (counts.draws += 1));
    (window as unknown as { counts: typeof counts }).counts = counts;
  });
  await page.keyboard.type(' — and more words that wrap onto a new line of the card', { delay: 20 });
  await page.keyboard.press('Backspace');
  await expect(target).toContainText('and more words that wrap onto a new line of the car');
  expect(await page.evaluate(() => (window as unknown as { counts: { draws: number } }).counts.draws)).toBeGreaterThan(10);
  await screenshot(page, 'editor-repaint');
  const incremental = await blockLayerPixels(page, false);
  expect(await blockLayerPixels(page, true)).toBe(incremental);
});

test('a new slide says where its title and text go', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'newslide');
  await dismissSurvey(page);
  await newDeck(page);
  await page.getByRole('button', { name: 'New slide' }).click();
  await expect(page.getByTestId('slide-item')).toHaveCount(2);
  const hinted = page.locator('[data-testid="block"][data-hint]');
  await expect(hinted).toHaveCount(2);
  await expect(hinted.nth(0)).toHaveAttribute('data-hint', 'Click to add a title');
  await expect(hinted.nth(1)).toHaveAttribute('data-hint', 'Click to add text');
  await screenshot(page, 'editor-new-slide-hints');
});

test("a shape's fill field shows the colour the shape is drawn in", async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'shape-fill');
  await dismissSurvey(page);
  await newDeck(page);
  await page.getByTestId('insert-shape').click();
  const shape = page.locator('[data-testid="block"][data-kind="shape"]');
  await expect(shape).toHaveCount(1);
  await clickBlock(page, shape);
  const swatch = await page.getByTestId('block-panel').getByLabel('Fill colour').inputValue();
  // The canvas pixel at the shape's centre, read from a screenshot of the canvas.
  const box = (await shape.boundingBox())!;
  const canvas = page.getByTestId('slide-canvas');
  const origin = (await canvas.boundingBox())!;
  const drawn = await page.evaluate(async ({ png, x, y }) => {
    const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
    const context = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(Math.round(x), Math.round(y), 1, 1).data;
    return `#${[r, g, b].map((value) => value!.toString(16).padStart(2, '0')).join('')}`;
  }, { png: (await canvas.screenshot()).toString('base64'), x: box.x - origin.x + box.width / 2, y: box.y - origin.y + box.height / 2 });
  expect(swatch).not.toBe('#888888');
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [want, got] = [channels(swatch), channels(drawn)];
  for (const [index, value] of want.entries()) expect(Math.abs(value - got[index]!), `${swatch} drawn as ${drawn}`).toBeLessThanOrEqual(3);
});
