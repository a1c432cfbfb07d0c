import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, dismissSurvey, projectFromFixture, screenshot, useToken } from './helpers.ts';

/** This browser opts into the Diagram beta, as a tester does (features-store.ts). */
async function withDiagramFlag(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('iart_flags', 'diagram'));
}

function drawnNodes(page: Page) {
  return page.getByTestId('diagram-preview').getAttribute('data-drawn');
}

function node(page: Page, label: string): Locator {
  return page.getByTestId('diagram-overlay').getByRole('button', { name: `Node: ${label}`, exact: true });
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Where a node sits relative to another, in screen px: what a person sees move. */
async function offset(page: Page, label: string, from: string): Promise<{ x: number; y: number }> {
  const [a, b] = [await centre(node(page, label)), await centre(node(page, from))];
  return { x: Math.round(a.x - b.x), y: Math.round(a.y - b.y) };
}

test('a diagram is edited on its drawing — dragged, renamed in place, added to, connected, pruned, undone — and the text follows both ways', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'diagram-canvas');
  await useToken(page, token);
  await withDiagramFlag(page);
  await page.goto('/diagram');
  await dismissSurvey(page);
  const source = page.getByLabel('Flowchart text');
  await source.fill('graph TD\n  %% the launch\n  A[Idea] --> B[Draft] --> C[Ship]');
  await expect.poll(() => drawnNodes(page)).toBe('3');
  const before = await offset(page, 'Draft', 'Idea');

  // Dragging a node keeps it where it was dropped, as a line in the text; the person's own lines stay.
  const start = await centre(node(page, 'Draft'));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 90, start.y + 20, { steps: 6 });
  await page.mouse.up();
  await expect(source).toHaveValue(/^graph TD\n {2}%% the launch\n {2}A\[Idea\] --> B\[Draft\] --> C\[Ship\]\n%% position: B \d+ \d+$/);
  await expect.poll(async () => (await offset(page, 'Draft', 'Idea')).x).toBeGreaterThan(before.x + 60);
  const moved = await offset(page, 'Draft', 'Idea');

  // Renaming in place: double-click, type, Enter.
  await node(page, 'Ship').dblclick();
  await page.getByLabel('Node text').fill('Launch');
  await page.getByLabel('Node text').press('Enter');
  await expect(source).toHaveValue(/C\["Launch"\]/);
  await expect(node(page, 'Launch')).toBeFocused();

  // Editing the text redraws and keeps the dragged node where it was put.
  await source.fill((await source.inputValue()).replace('A["Idea"]', 'A["Big idea"]'));
  await expect(node(page, 'Big idea')).toBeVisible();
  // Within a few px: the picture is cropped anew and may be shown a little smaller.
  const kept = await offset(page, 'Draft', 'Big idea');
  expect(Math.abs(kept.x - moved.x)).toBeLessThanOrEqual(4);
  expect(Math.abs(kept.y - moved.y)).toBeLessThanOrEqual(4);

  // A new node opens for its text at once.
  await page.getByRole('button', { name: 'Add node' }).click();
  await page.getByLabel('Node text').fill('Party');
  await page.getByLabel('Node text').press('Enter');
  await expect(source).toHaveValue(/n4\["Party"\]/);
  await expect.poll(() => drawnNodes(page)).toBe('4');

  // Connect mode joins the next two nodes chosen, and says what it waits for.
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Choose the node the arrow starts from.' })).toBeVisible();
  await node(page, 'Launch').click();
  await expect(page.getByRole('status').filter({ hasText: 'Now choose the node the arrow from' })).toBeVisible();
  await node(page, 'Party').click();
  await expect(source).toHaveValue(/C --> n4/);
  await expect(page.getByRole('button', { name: 'Connect' })).toHaveAttribute('aria-pressed', 'false');

  // Or drag from a selected node's dot onto another node.
  await node(page, 'Big idea').click();
  const dot = page.locator('[data-handle="A"]');
  const from = await centre(dot);
  const to = await centre(node(page, 'Party'));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await expect(source).toHaveValue(/A --> n4/);
  await expect(page.getByTestId('diagram-overlay').getByRole('button', { name: 'Link from Big idea to Party' })).toHaveCount(1);

  // A link's label is typed in place too.
  const link = page.getByTestId('diagram-overlay').getByRole('button', { name: 'Link from Big idea to Draft' });
  await link.focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Link text').fill('write it');
  await page.getByLabel('Link text').press('Enter');
  await expect(source).toHaveValue(/A -->\|write it\| B/);
  await screenshot(page, 'diagram-canvas-edited');
  await expectNoSeriousA11yViolations(page);

  // Delete removes the selected link, then the selected node with its links.
  await page.getByTestId('diagram-overlay').getByRole('button', { name: 'Link from Big idea to Party' }).focus();
  await page.keyboard.press('Delete');
  await expect(source).not.toHaveValue(/A --> n4/);
  await node(page, 'Party').click();
  await page.keyboard.press('Backspace');
  await expect.poll(() => drawnNodes(page)).toBe('3');
  await expect(source).not.toHaveValue(/Party/);

  // Undo brings the node back; redo removes it again; the keyboard does the same on the drawing.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => drawnNodes(page)).toBe('4');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => drawnNodes(page)).toBe('3');
  await node(page, 'Launch').focus();
  await page.keyboard.press('Control+z');
  await expect.poll(() => drawnNodes(page)).toBe('4');
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => drawnNodes(page)).toBe('3');

  // Arrow keys move the selected node; the direction menu lays everything out afresh.
  await node(page, 'Launch').focus();
  await page.keyboard.press('ArrowRight');
  await expect(source).toHaveValue(/%% position: C -?\d+ \d+/);
  await page.getByLabel('Direction').selectOption('LR');
  await expect(source).not.toHaveValue(/%% position/);
  await expect(source).toHaveValue(/^graph LR/);
  await expect(page.getByRole('button', { name: 'Arrange automatically' })).toBeDisabled();

  // A text that cannot be drawn keeps the last drawing, dimmed, and nothing on it can be edited.
  await source.fill('graph LR\nA[Idea] --> B[');
  await expect(page.getByTestId('diagram-preview')).toHaveAttribute('data-stale', 'true');
  await expect(page.getByTestId('diagram-overlay')).toHaveCount(0);
  await expect(page.getByText('Fix the text to edit the drawing again.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the diagram downloads as a one-page PDF the size of the picture, with its words as text', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'diagram-pdf');
  await useToken(page, token);
  await withDiagramFlag(page);
  await page.goto('/diagram');
  await dismissSurvey(page);
  await page.getByRole('textbox', { name: 'Title' }).fill('Release flow');
  await page.getByLabel('Flowchart text').fill('graph LR\nA[Plan] -->|ready| B[Build] --> C{Tested?}\nC -->|yes| D((Ship))\n%% position: D 200 160');
  await expect.poll(() => drawnNodes(page)).toBe('4');

  const pngDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  const png = await readFile((await (await pngDownload).path())!);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Release flow.pdf');
  const path = (await download.path())!;
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  expect(info).toMatch(/Pages:\s+1\n/);
  expect(info).toMatch(/Title:\s+Release flow\n/);
  // The page is the PNG's crop (drawn at 2 px per pt), within a pixel of rounding.
  const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
  expect(Math.abs(Number(width) - png.readUInt32BE(16) / 2)).toBeLessThanOrEqual(1);
  expect(Math.abs(Number(height) - png.readUInt32BE(20) / 2)).toBeLessThanOrEqual(1);
  const words = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  for (const word of ['Plan', 'Build', 'Tested?', 'Ship', 'ready', 'yes']) expect(words).toContain(word);
  // Drawn alike: the PDF as pixels is the PNG, give or take anti-aliasing.
  const raster = `${path}-page`;
  execFileSync('pdftoppm', ['-png', '-r', '144', '-singlefile', path, raster]);
  const drawn = await readFile(`${raster}.png`);
  expect(Math.abs(drawn.readUInt32BE(16) - png.readUInt32BE(16))).toBeLessThanOrEqual(2);
  const compared = await page.evaluate(
    async ([a, b]) => {
      const load = async (base64: string) => {
        const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(image.width, image.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(image, 0, 0);
        return ctx.getImageData(0, 0, image.width, image.height);
      };
      const [x, y] = [await load(a!), await load(b!)];
      const w = Math.min(x.width, y.width);
      const h = Math.min(x.height, y.height);
      let differ = 0;
      for (let row = 0; row < h; row++) {
        for (let col = 0; col < w; col++) {
          const i = (row * x.width + col) * 4;
          const j = (row * y.width + col) * 4;
          if (Math.abs(x.data[i]! - y.data[j]!) + Math.abs(x.data[i + 1]! - y.data[j + 1]!) + Math.abs(x.data[i + 2]! - y.data[j + 2]!) > 96) differ++;
        }
      }
      return differ / (w * h);
    },
    [png.toString('base64'), drawn.toString('base64')],
  );
  expect(compared).toBeLessThan(0.03);
});

test('a diagram added to a deck appears live in the editor that has the deck open, which keeps its own edit', async ({ page, request, context }) => {
  const { token } = await apiAccount(request, 'diagram-live');
  const deckId = await projectFromFixture(request, token, 'deck-20');
  await useToken(page, token);
  await withDiagramFlag(page);

  const editor = await context.newPage();
  await useToken(editor, token);
  await editor.goto(`/presentation/${deckId}`);
  await dismissSurvey(editor);
  await expect(editor.getByTestId('slide-canvas')).toBeVisible();
  const slides = editor.getByTestId('slide-item');
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  // The editor is typing into its first slide when the diagram arrives.
  const block = editor.getByTestId('block').first();
  const box = (await block.boundingBox())!;
  await editor.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await editor.keyboard.press('Enter');
  await editor.keyboard.press('Control+a');
  await editor.keyboard.type('Typed while the diagram arrives');

  await page.goto('/diagram');
  await dismissSurvey(page);
  await page.getByRole('textbox', { name: 'Title' }).fill('Hiring flow');
  await page.getByLabel('Flowchart text').fill('graph LR\nA[Apply] --> B[Interview] --> C[Offer]');
  await expect.poll(() => drawnNodes(page)).toBe('3');
  await page.getByLabel('Deck').selectOption(deckId);
  await page.getByRole('button', { name: 'Add as a new slide' }).click();
  await expect(page.getByRole('group', { name: 'Add to a deck' }).getByRole('status')).toContainText(`Added as slide ${count + 1}.`);

  // The open editor shows the new slide without a reload, and its own typing is still there.
  await expect(slides).toHaveCount(count + 1);
  await expect(block).toContainText('Typed while the diagram arrives');
  await editor.keyboard.press('Escape');
  await slides.last().getByRole('button').first().click();
  await expect(editor.getByTestId('block').first()).toContainText('Hiring flow');
  await screenshot(editor, 'diagram-live-in-editor');

  // Both are in the stored deck once the editor has saved.
  await expect(editor.getByTestId('save-status')).toHaveAttribute('data-save', 'Saved', { timeout: 20_000 });
  await editor.close();
  await expect
    .poll(
      async () => {
        const deck = (await (await request.get(`/api2/v1/project/get?id=${deckId}`, { headers: { authorization: `Bearer ${token}` } })).json()).data.document;
        const text = JSON.stringify(deck);
        return deck.pages.length === count + 1 && text.includes('Typed while the diagram arrives') && text.includes('"label":"Interview"');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});

test('the drawing is edited right to left in Arabic, in dark mode on a phone', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'diagram-canvas-ar');
  await useToken(page, token);
  await withDiagramFlag(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/diagram?language=ar');
  await dismissSurvey(page);
  await page.getByLabel('نص المخطط الانسيابي').fill('graph TD\nA[فكرة] --> B{جاهز؟}\nB -->|نعم| C[نشر]');
  await expect.poll(() => drawnNodes(page)).toBe('3');
  const idea = page.getByTestId('diagram-overlay').getByRole('button', { name: 'عقدة: فكرة' });
  await idea.dblclick();
  await page.getByLabel('نص العقدة').fill('فكرة جديدة');
  await page.getByLabel('نص العقدة').press('Enter');
  await expect(page.getByLabel('نص المخطط الانسيابي')).toHaveValue(/A\["فكرة جديدة"\]/);
  await page.getByTestId('diagram-overlay').getByRole('button', { name: 'عقدة: نشر' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByTestId('diagram-overlay').scrollIntoViewIfNeeded();
  await screenshot(page, 'diagram-canvas-arabic-dark-phone');
  await expectNoSeriousA11yViolations(page);
});
