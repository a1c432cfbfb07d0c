import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, projectFromFixture, screenshot, useToken } from './helpers.ts';

/** Reduced motion makes the layout settle before the first draw, so positions can be measured. */
test.use({ reducedMotion: 'reduce' });

const EDGES = ['Alpha [greek] -> Beta [greek]', 'Beta -> Gamma [greek] : next', 'Gamma -- Alpha', 'Delta [latin] -> Alpha', 'Broken =>'].join('\n');

const graph = (page: Page) => page.getByTestId('forcegraph-svg');

async function nodeCentre(page: Page, name: string): Promise<{ x: number; y: number }> {
  const box = (await graph(page).locator(`[data-node="${name}"] circle`).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('a visitor pastes links, drags a node and downloads the graph as SVG and PNG', async ({ page }) => {
  await page.goto('/forcegraph');
  await expect(page.getByRole('heading', { name: 'Force graph maker' })).toBeVisible();
  await page.getByLabel('Links, one per line').fill(EDGES);

  await expect(graph(page).locator('[data-node]')).toHaveCount(4);
  await expect(graph(page).locator('[data-link]')).toHaveCount(4);
  await expect(graph(page)).toHaveAttribute('aria-label', 'Graph — nodes: 4, links: 4');
  await expect(graph(page).locator('.fg-link-label')).toHaveText('next');
  await expect(page.getByRole('list', { name: 'Groups' }).getByRole('listitem')).toHaveText(['greek', 'latin']);
  await expect(page.getByTestId('forcegraph-issues')).toHaveText('Line 5: this is not a link. Write it as A -> B.');

  const before = await nodeCentre(page, 'Delta');
  await page.mouse.move(before.x, before.y);
  await page.mouse.down();
  await page.mouse.move(before.x + 60, before.y + 40, { steps: 5 });
  await page.mouse.move(before.x + 120, before.y + 80, { steps: 5 });
  await page.mouse.up();
  const after = await nodeCentre(page, 'Delta');
  expect(after.x).toBeCloseTo(before.x + 120, -1);
  expect(after.y).toBeCloseTo(before.y + 80, -1);

  await screenshot(page, 'forcegraph-light-ltr');
  await expectNoSeriousA11yViolations(page);

  const svgDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download SVG' }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toBe('graph.svg');
  const markup = await readFile((await svg.path())!, 'utf8');
  const parsed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      error: document.querySelector('parsererror')?.textContent ?? null,
      root: document.documentElement.localName,
      circles: document.querySelectorAll('circle').length,
      lines: document.querySelectorAll('line').length,
      fills: [...document.querySelectorAll('circle')].map((circle) => circle.getAttribute('fill')),
      labels: [...document.querySelectorAll('text')].map((text) => text.textContent),
    };
  }, markup);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe('svg');
  expect(parsed.circles).toBe(4);
  expect(parsed.lines).toBe(4);
  // Colours are written into the file: a standalone SVG cannot read the page's CSS variables.
  expect(parsed.fills.every((fill) => fill?.startsWith('rgb('))).toBe(true);
  expect(new Set(parsed.fills).size).toBe(2);
  expect(parsed.labels).toEqual(expect.arrayContaining(['Alpha', 'Beta', 'Gamma', 'Delta', 'next']));

  const pngDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe('graph.png');
  await png.saveAs('../../out/screenshots/forcegraph-export.png');
  const bytes = await readFile((await png.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.readUInt32BE(16)).toBeGreaterThan(200);
  expect(bytes.length).toBeGreaterThan(5_000);
});

test('too many nodes are refused with a message and the last graph stays', async ({ page }) => {
  await page.goto('/forcegraph');
  const input = page.getByLabel('Links, one per line');
  await input.fill('A -> B');
  await expect(graph(page).locator('[data-node]')).toHaveCount(2);
  await input.fill(Array.from({ length: 600 }, (_, index) => `hub -> leaf ${index}`).join('\n'));
  await expect(page.getByRole('alert')).toHaveText('Too many nodes: the limit is 500. Nothing new was drawn.');
  await expect(graph(page).locator('[data-node]')).toHaveCount(2);
});

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the graph spreads by itself, a dragged node stays where it is dropped, and the wheel zooms', async ({ page }) => {
    await page.goto('/forcegraph');
    await page.getByLabel('Links, one per line').fill('One -> Two\nTwo -> Three\nThree -> One\nThree -> Four');
    await expect(graph(page).locator('[data-node]')).toHaveCount(4);
    const first = await nodeCentre(page, 'Four');
    await expect.poll(async () => (await nodeCentre(page, 'Four')).x).not.toBe(first.x);

    await page.getByRole('button', { name: 'Zoom out' }).click();
    const before = await nodeCentre(page, 'Four');
    await page.mouse.move(before.x, before.y);
    await page.mouse.down();
    await page.mouse.move(before.x - 50, before.y + 30, { steps: 6 });
    await page.mouse.up();
    await page.waitForTimeout(800);
    const dropped = await nodeCentre(page, 'Four');
    expect(dropped.x).toBeCloseTo(before.x - 50, -1);
    expect(dropped.y).toBeCloseTo(before.y + 30, -1);

    const radius = async () => (await graph(page).locator('[data-node="Four"] circle').boundingBox())!.width;
    const small = await radius();
    await page.mouse.move(dropped.x, dropped.y);
    await page.mouse.wheel(0, -400);
    await expect.poll(radius).toBeGreaterThan(small * 1.5);
  });

  test('a CSV file opened from disk is drawn', async ({ page }) => {
    await page.goto('/forcegraph');
    await page.getByText('Open a CSV or text file').locator('input[type=file]').setInputFiles({
      name: 'edges.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('source,target,label,group\nLisbon,Porto,train,city\nPorto,Braga,,city\n'),
    });
    await expect(graph(page).locator('[data-node]')).toHaveCount(3);
    await expect(graph(page).locator('.fg-link-label')).toHaveText('train');
  });
});

test.describe('in Arabic, dark, on a phone', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });

  test('draws the sample right to left and passes axe', async ({ page }) => {
    await page.goto('/forcegraph?language=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('صانع الرسوم البيانية الموجَّهة بالقوى');
    await expect(graph(page).locator('[data-node]')).toHaveCount(6);
    await expect(graph(page).locator('[data-node="الشمس"]')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'forcegraph-dark-rtl-390');
    await expectNoSeriousA11yViolations(page);
  });
});

test('signed in, a deck’s keywords are drawn and the graph is inserted into the deck as a diagram', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'forcegraph');
  const deckId = await projectFromFixture(request, token, 'deck-20');
  const { data: before } = await (await request.get(`/api2/v1/project/get?id=${deckId}`, { headers: { authorization: `Bearer ${token}` } })).json();
  await useToken(page, token);
  await page.goto('/forcegraph');

  await expect(page.getByRole('heading', { name: 'Your decks' })).toBeVisible();
  await page.getByLabel('Deck', { exact: true }).selectOption(deckId);
  await page.getByRole('button', { name: 'Draw its keywords' }).click();
  await expect(page.getByLabel('Links, one per line')).toHaveValue(new RegExp(`^${before.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\[deck\\] -> `));
  await expect(page.getByRole('list', { name: 'Groups' }).getByRole('listitem')).toHaveText(['deck', 'slide', 'keyword']);
  expect(await graph(page).locator('[data-node]').count()).toBeGreaterThan(5);
  await screenshot(page, 'forcegraph-deck-keywords');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Links, one per line').fill('Idea -> Draft : writes\nDraft -> Deck');
  await page.getByRole('button', { name: 'Insert into the deck' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added as a diagram' })).toContainText(`Added as a diagram on a new last slide of “${before.title}”.`);
  await screenshot(page, 'forcegraph-signed-in');

  const { data: after } = await (await request.get(`/api2/v1/project/get?id=${deckId}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(after.document.pages).toHaveLength(before.document.pages.length + 1);
  const block = after.document.pages.at(-1).layout.children[0].content;
  expect(block.kind).toBe('diagram');
  expect(block.nodes.map((node: { label: string }) => node.label)).toEqual(['Idea', 'Draft', 'Deck']);
  expect(block.edges).toEqual([
    { from: 'n0', to: 'n1', label: 'writes' },
    { from: 'n1', to: 'n2' },
  ]);
  await page.getByRole('link', { name: 'Open the deck' }).click();
  await expect(page).toHaveURL(new RegExp(`/presentation/${deckId}$`));
});
