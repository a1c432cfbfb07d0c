import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { canvasColor, near, type Rgb } from './canvas-colors.ts';
import { dismissSurvey, screenshot, signUpAndSignIn } from './helpers.ts';

const REPO_ROOT = new URL('../../../', import.meta.url).pathname;
const ACCENT: Rgb = [0x00, 0xaa, 0x55];
const BACKGROUND: Rgb = [0x10, 0x20, 0x40];

async function storedDocument(page: Page): Promise<{ themeId: string; theme?: { seedColor: string; paragraph: { title: { fontFamily: string } } } }> {
  const token = await page.evaluate(() => localStorage.getItem('iart_token'));
  const id = page.url().split('/').pop();
  const answer = await (await page.request.get(`/api2/v1/project/get?id=${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  return answer.data.document;
}

/** Share of a PPM raster's pixels within a few levels of a colour. */
function share(ppm: Buffer, [r, g, b]: Rgb): number {
  const header = /^P6\s+\d+\s+\d+\s+255\s/.exec(ppm.subarray(0, 30).toString('latin1'))![0].length;
  const pixels = ppm.subarray(header);
  let hits = 0;
  for (let index = 0; index < pixels.length; index += 3) if (Math.abs(pixels[index]! - r) <= 6 && Math.abs(pixels[index + 1]! - g) <= 6 && Math.abs(pixels[index + 2]! - b) <= 6) hits += 1;
  return hits / (pixels.length / 3);
}

test('a custom theme is made from the current one, shown live while edited, saved, applied, kept after a reload and exported', async ({ page, request }) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page, request, 'editor-theme');
  await dismissSurvey(page);
  await page.goto('/presentation/new');
  await expect(page.getByTestId('block')).toHaveCount(1);
  const title = page.getByTestId('block').first();
  const at = (await title.boundingBox())!;
  await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
  await page.keyboard.press('Enter');
  await page.keyboard.type('In the woods');
  await page.keyboard.press('Escape');
  await page.getByTestId('insert-shape').click();
  const shape = page.locator('[data-testid="block"][data-kind="shape"]');
  await expect(shape).toHaveCount(1);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByTestId('theme-customise').click();
  const editor = page.getByTestId('theme-editor');
  await expect(editor).toBeVisible();
  await editor.getByTestId('theme-name').fill('Forest');
  await editor.getByTestId('theme-color-accent').fill('#00aa55');
  await editor.getByTestId('theme-color-background').fill('#102040');
  await editor.getByTestId('theme-color-heading').fill('#f0f0f0');
  await editor.getByTestId('theme-font-search').fill('playfair');
  await expect(editor.getByTestId('theme-font-heading').locator('option', { hasText: 'Playfair Display' })).toHaveCount(1);
  await editor.getByTestId('theme-font-heading').selectOption('Playfair Display');
  await editor.getByTestId('theme-radius').fill('0');
  // Live: the canvas shows the draft before anything is saved; the shape is filled with the accent.
  await expect.poll(async () => near(await canvasColor(page, shape), ACCENT, 10)).toBe(true);
  await screenshot(page, 'editor-theme-editing');
  expect((await storedDocument(page)).themeId).toBe('sunlit');

  await editor.getByTestId('theme-save').click();
  await expect(editor).toBeHidden();
  const custom = page.locator('[data-testid^="theme-custom-"]');
  await expect(custom).toHaveCount(1);
  await expect(custom).toHaveAttribute('aria-pressed', 'true');
  await expect(custom).toContainText('Forest');
  await screenshot(page, 'editor-theme-applied');

  // Applying is one undoable step: undo shows the old theme, redo the custom one again.
  await page.keyboard.press(process.platform === 'darwin' ? 'Meta+z' : 'Control+z');
  await expect(page.getByTestId('theme-sunlit')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => near(await canvasColor(page, shape), ACCENT, 10)).toBe(false);
  await page.keyboard.press(process.platform === 'darwin' ? 'Meta+Shift+z' : 'Control+Shift+z');
  await expect(custom).toHaveAttribute('aria-pressed', 'true');

  await expect(page.getByTestId('save-status')).toHaveAttribute('data-save', 'Saved');
  await page.reload();
  await expect(shape).toHaveCount(1);
  await expect.poll(async () => near(await canvasColor(page, shape), ACCENT, 10)).toBe(true);
  await page.getByRole('button', { name: 'Theme' }).click();
  await expect(page.locator('[data-testid^="theme-custom-"]')).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'editor-theme-reloaded');

  // What exports read: the stored document names the custom theme and carries its definition.
  await expect.poll(async () => (await storedDocument(page)).themeId, { timeout: 20_000 }).toMatch(/^custom-\d+$/);
  const stored = await storedDocument(page);
  expect(stored.theme?.seedColor).toBe('#00aa55');
  expect(stored.theme?.paragraph.title.fontFamily).toBe('Playfair Display');

  // A free account is sent to the Pro dialog by export/post (packages/server/test/export-custom-theme.test.ts
  // exports a custom theme through the API as Pro); the same document through the export worker's command:
  const dir = mkdtempSync(join(tmpdir(), 'folio-theme-e2e-'));
  try {
    writeFileSync(join(dir, 'deck.json'), JSON.stringify(stored));
    const exported = spawnSync('pnpm', ['-s', 'folio', 'export', join(dir, 'deck.json'), '--format', 'pdf', '--out', join(dir, 'deck.pdf')], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(exported.status, exported.stderr).toBe(0);
    const raster = spawnSync('pdftoppm', ['-r', '36', '-f', '1', '-l', '1', '-singlefile', join(dir, 'deck.pdf'), join(dir, 'page')]);
    expect(raster.status).toBe(0);
    const ppm = readFileSync(join(dir, 'page.ppm'));
    expect(share(ppm, BACKGROUND)).toBeGreaterThan(0.3);
    expect(share(ppm, ACCENT)).toBeGreaterThan(0.02);
    expect(spawnSync('pdffonts', [join(dir, 'deck.pdf')], { encoding: 'utf8' }).stdout).toMatch(/Playfair/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // Deleted from the person's themes, it is gone from the list; the deck keeps its copy and its look.
  await page.locator('[data-testid^="theme-delete-custom-"]').click();
  await expect(page.locator('[data-testid^="theme-custom-"]')).toHaveCount(0);
  await page.reload();
  await expect.poll(async () => near(await canvasColor(page, shape), ACCENT, 10)).toBe(true);
});
