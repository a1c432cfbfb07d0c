import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAccount, screenshot, useToken } from './helpers.ts';

const META = process.platform === 'darwin' ? 'Meta' : 'Control';

function table(page: Page): Locator {
  return page.locator('[data-testid="block"][data-kind="table"]');
}

/** The cells as the side panel shows them (what the document holds), row by row. */
async function cells(page: Page): Promise<string[][]> {
  const grid = page.getByTestId('block-panel').locator('.table-grid');
  const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
  const values = await grid.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  return Array.from({ length: values.length / columns }, (_, row) => values.slice(row * columns, row * columns + columns));
}

/** Double-clicks a point of the table's first row, `across` of the way from its left edge. */
async function doubleClickFirstRow(page: Page, across: number): Promise<void> {
  const box = (await table(page).boundingBox())!;
  await page.mouse.dblclick(box.x + box.width * across, box.y + 8);
}

async function newDeckWithTable(page: Page): Promise<void> {
  await page.goto('/presentation/new');
  await expect(page).toHaveURL(/\/presentation\/\d+/);
  await expect(page.getByTestId('slide-canvas')).toBeVisible();
  await page.getByTestId('insert-table').click();
  await expect(table(page)).toHaveCount(1);
  await expect.poll(() => cells(page)).toEqual([
    ['Item', 'Value'],
    ['First', '1'],
    ['Second', '2'],
  ]);
}

const input = (page: Page) => page.getByTestId('cell-input');

test('a table cell is typed in on the canvas: double-click, Tab along, a new row from the last cell, Escape, one undo step per burst, and a collaborator sees it', async ({ page, request }) => {
  await useToken(page, (await apiAccount(request, 'table-cells')).token);
  await newDeckWithTable(page);

  // A double click on "Item" selects the word, so typing replaces it.
  await doubleClickFirstRow(page, 0.1);
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveAttribute('data-row', '0');
  await expect(input(page)).toHaveAttribute('data-column', '0');
  await page.keyboard.type('Quarter');
  await expect.poll(() => cells(page)).toEqual([
    ['Quarter', 'Value'],
    ['First', '1'],
    ['Second', '2'],
  ]);
  await screenshot(page, 'table-cells-typing');

  // Tab lands in the next cell with its text selected; Shift+Tab goes back, End keeps what is there.
  await page.keyboard.press('Tab');
  await expect(input(page)).toHaveAttribute('data-column', '1');
  await page.keyboard.type('Revenue');
  await page.keyboard.press('Shift+Tab');
  await expect(input(page)).toHaveAttribute('data-column', '0');
  await page.keyboard.press('End');
  await page.keyboard.type(' 4');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(input(page)).toHaveAttribute('data-row', '1');
  await expect(input(page)).toHaveAttribute('data-column', '0');
  await page.keyboard.type('North');
  await expect.poll(() => cells(page)).toEqual([
    ['Quarter 4', 'Revenue'],
    ['North', '1'],
    ['Second', '2'],
  ]);

  // Enter goes down the column; Tab in the last cell adds a row and goes on into it.
  await page.keyboard.press('Enter');
  await expect(input(page)).toHaveAttribute('data-row', '2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(input(page)).toHaveAttribute('data-row', '3');
  await expect(input(page)).toHaveAttribute('data-column', '0');
  await page.keyboard.type('Total');
  await expect.poll(() => cells(page)).toEqual([
    ['Quarter 4', 'Revenue'],
    ['North', '1'],
    ['Second', '2'],
    ['Total', ''],
  ]);
  await screenshot(page, 'table-cells-new-row');

  // A collaborator's side panel shows the cells.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(table(other)).toHaveCount(1);
  const box = (await table(other).boundingBox())!;
  await other.mouse.click(box.x + box.width / 2, box.y + box.height - 4);
  await expect.poll(() => cells(other)).toEqual([
    ['Quarter 4', 'Revenue'],
    ['North', '1'],
    ['Second', '2'],
    ['Total', ''],
  ]);
  await other.close();

  // Escape stops typing and leaves the table selected.
  await page.keyboard.press('Escape');
  await expect(input(page)).toHaveCount(0);
  await expect(table(page)).toHaveAttribute('data-selected', 'true');

  // Undo goes back a burst at a time: the new row's text, the row, the cell before it.
  await page.keyboard.press(`${META}+z`);
  await expect.poll(() => cells(page)).toEqual([
    ['Quarter 4', 'Revenue'],
    ['North', '1'],
    ['Second', '2'],
    ['', ''],
  ]);
  await page.keyboard.press(`${META}+z`);
  await expect.poll(() => cells(page)).toHaveLength(3);
  await page.keyboard.press(`${META}+z`);
  await expect.poll(async () => (await cells(page))[1]).toEqual(['First', '1']);
  await page.keyboard.press(`${META}+z`);
  await expect.poll(async () => (await cells(page))[0]).toEqual(['Quarter', 'Revenue']);

  // Enter on the selected table starts typing in its first cell; a drag selects text in it.
  await page.keyboard.press('Enter');
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveAttribute('data-column', '0');
  await page.keyboard.type('Period');
  const grid = (await table(page).boundingBox())!;
  await page.mouse.move(grid.x + 3, grid.y + 8);
  await page.mouse.down();
  await page.mouse.move(grid.x + grid.width * 0.2, grid.y + 8, { steps: 4 });
  await page.mouse.move(grid.x + grid.width * 0.45, grid.y + 8, { steps: 4 });
  await page.mouse.up();
  await page.keyboard.type('Span');
  await expect.poll(async () => (await cells(page))[0]).toEqual(['Span', 'Revenue']);

  // An input method's composition is drawn in the cell as it changes, then committed.
  await page.keyboard.press('Tab');
  const cdp = await page.context().newCDPSession(page);
  for (const text of ['に', 'にほ']) await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  await expect.poll(async () => (await cells(page))[0]).toEqual(['Span', 'にほ']);
  await cdp.send('Input.insertText', { text: '日本' });
  await cdp.detach();
  await expect.poll(async () => (await cells(page))[0]).toEqual(['Span', '日本']);
});

test('in a right-to-left table Tab goes on in reading order, to the cell on the left', async ({ page, request }) => {
  await useToken(page, (await apiAccount(request, 'table-cells-rtl')).token);
  await newDeckWithTable(page);
  await doubleClickFirstRow(page, 0.1);
  await page.keyboard.press(`${META}+a`);
  await page.keyboard.type('البند');
  await page.keyboard.press('Tab');
  await page.keyboard.type('القيمة');
  await expect.poll(async () => (await cells(page))[0]).toEqual(['البند', 'القيمة']);

  // The first column is now on the right: Tab from it goes left.
  const right = (await table(page).boundingBox())!;
  await page.keyboard.press('Escape');
  await page.mouse.dblclick(right.x + right.width * 0.9, right.y + 8);
  await expect(input(page)).toHaveAttribute('data-column', '0');
  const first = await input(page).boundingBox();
  await page.keyboard.press('Tab');
  await expect(input(page)).toHaveAttribute('data-column', '1');
  const second = await input(page).boundingBox();
  expect(second!.x).toBeLessThan(first!.x - 100);
  await page.keyboard.press('Shift+Tab');
  await expect(input(page)).toHaveAttribute('data-column', '0');
  await screenshot(page, 'table-cells-rtl');

  // On a phone in dark mode, in Arabic, the same double click types in the cell.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${page.url()}?language=ar`);
  await expect(table(page)).toHaveCount(1);
  const small = (await table(page).boundingBox())!;
  await page.mouse.dblclick(small.x + small.width * 0.25, small.y + small.height * 0.5);
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveAttribute('data-column', '1');
  await expect(input(page)).toHaveAccessibleName(/\d/);
  await page.keyboard.press('End');
  await page.keyboard.type('0');
  await expect.poll(async () => (await cells(page))[1]).toEqual(['First', '10']);
  await screenshot(page, 'table-cells-phone-dark');
});
