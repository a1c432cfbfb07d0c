import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAccount, screenshot, useToken } from './helpers.ts';

const META = process.platform === 'darwin' ? 'Meta' : 'Control';

function diagram(page: Page): Locator {
  return page.locator('[data-testid="block"][data-kind="diagram"]');
}

async function selectDiagram(page: Page): Promise<Locator> {
  const box = (await diagram(page).boundingBox())!;
  await page.mouse.click(box.x + 4, box.y + 4);
  const panel = page.getByTestId('block-panel');
  await expect(panel.getByRole('list', { name: 'Steps' })).toBeVisible();
  return panel;
}

async function stepLabels(panel: Locator): Promise<string[]> {
  const fields = panel.getByRole('list', { name: 'Steps' }).getByRole('textbox');
  return fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** The diagram as drawn on the canvas. */
async function drawing(page: Page): Promise<Buffer> {
  return page.screenshot({ clip: (await diagram(page).boundingBox())! });
}

test('a diagram gets a fourth step, loses one, has its steps reordered, and a collaborator sees each change', async ({ page, request }) => {
  await useToken(page, (await apiAccount(request, 'diagram-steps')).token);
  await page.goto('/presentation/new');
  await expect(page).toHaveURL(/\/presentation\/\d+/);
  await page.getByTestId('insert-diagram').click();
  await expect(diagram(page)).toHaveCount(1);
  const panel = await selectDiagram(page);
  expect(await stepLabels(panel)).toEqual(['Idea', 'Draft', 'Ship']);
  const three = await drawing(page);

  // Added at the end, its field ready to type over.
  await panel.getByRole('button', { name: 'Add a step' }).click();
  await expect.poll(() => stepLabels(panel)).toEqual(['Idea', 'Draft', 'Ship', 'Step 4']);
  await expect(panel.getByLabel('Step 4', { exact: true })).toBeFocused();
  await page.keyboard.type('Learn');
  await expect.poll(() => stepLabels(panel)).toEqual(['Idea', 'Draft', 'Ship', 'Learn']);
  await expect.poll(async () => (await drawing(page)).equals(three)).toBe(false);
  await screenshot(page, 'diagram-steps-added');

  // A collaborator on the same deck sees the fourth step.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(diagram(other)).toHaveCount(1);
  const otherPanel = await selectDiagram(other);
  await expect.poll(() => stepLabels(otherPanel)).toEqual(['Idea', 'Draft', 'Ship', 'Learn']);

  // Reordered: the last step moves up twice.
  await panel.getByRole('button', { name: 'Move step 4 up' }).click();
  await panel.getByRole('button', { name: 'Move step 3 up' }).click();
  await expect.poll(() => stepLabels(panel)).toEqual(['Idea', 'Learn', 'Draft', 'Ship']);
  await expect(panel.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Move step 4 down' })).toBeDisabled();
  await expect.poll(() => stepLabels(otherPanel)).toEqual(['Idea', 'Learn', 'Draft', 'Ship']);
  await screenshot(page, 'diagram-steps-reordered');

  // Removed down to the two a diagram needs; the remove buttons then stay off.
  await panel.getByRole('button', { name: 'Remove step 3' }).click();
  await panel.getByRole('button', { name: 'Remove step 1' }).click();
  await expect.poll(() => stepLabels(panel)).toEqual(['Learn', 'Ship']);
  await expect(panel.getByRole('button', { name: 'Remove step 1' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Remove step 2' })).toBeDisabled();
  await expect.poll(() => stepLabels(otherPanel)).toEqual(['Learn', 'Ship']);
  await screenshot(page, 'diagram-steps-two');

  // Each change is an undo step of its own.
  await page.getByTestId('slide-canvas').first().focus();
  await page.keyboard.press(`${META}+z`);
  await expect.poll(() => stepLabels(panel)).toEqual(['Idea', 'Learn', 'Ship']);
  await page.keyboard.press(`${META}+z`);
  await expect.poll(() => stepLabels(panel)).toEqual(['Idea', 'Learn', 'Draft', 'Ship']);
  await page.keyboard.press(`${META}+Shift+z`);
  await expect.poll(() => stepLabels(panel)).toEqual(['Idea', 'Learn', 'Ship']);
});

test('the step list is translated and fits a phone in Arabic and dark mode, and stops adding at twelve steps', async ({ page, request }) => {
  await useToken(page, (await apiAccount(request, 'diagram-steps-ar')).token);
  await page.goto('/presentation/new');
  await expect(page).toHaveURL(/\/presentation\/\d+/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${page.url()}?language=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('insert-diagram').click();
  await expect(diagram(page)).toHaveCount(1);
  const panel = page.getByTestId('block-panel');
  const add = panel.getByRole('button', { name: 'إضافة خطوة' });
  for (let count = 4; count <= 12; count++) await add.click();
  await expect(panel.getByRole('list').getByRole('textbox')).toHaveCount(12);
  await expect(add).toBeDisabled();
  await panel.getByRole('button', { name: 'نقل الخطوة 12 لأعلى' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'diagram-steps-arabic-phone');
});
