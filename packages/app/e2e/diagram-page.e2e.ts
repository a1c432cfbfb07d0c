import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, dismissSurvey, projectFromFixture, screenshot, useToken } from './helpers.ts';

/** This browser opts into the Diagram beta, as a tester does (features-store.ts). */
async function withDiagramFlag(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('iart_flags', 'diagram'));
}

/** How many nodes the preview last drew (DiagramCanvas sets it once the canvas is painted). */
function drawnNodes(page: Page) {
  return page.getByTestId('diagram-preview').getAttribute('data-drawn');
}

test('a flowchart typed as text is drawn, a bad line is named by number, and the diagram is saved, downloaded and added to a deck', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'diagram-page');
  const deckId = await projectFromFixture(request, token, 'deck-20');
  const deckBefore = (await (await request.get(`/api2/v1/project/get?id=${deckId}`, { headers: { authorization: `Bearer ${token}` } })).json()).data.document.pages.length;
  await useToken(page, token);
  await withDiagramFlag(page);
  const provider = page.waitForResponse('**/api2/v1/ai/provider');
  await page.goto('/diagram');
  await dismissSurvey(page);

  const source = page.getByLabel('Flowchart text');
  // Only the built-in composer answers on this instance: no prompt is offered.
  expect((await (await provider).json()).data.kind).toBe('composer');
  await expect(page.getByLabel('Describe the diagram')).toHaveCount(0);
  await source.fill('graph TD; A[Idea] --> B[Draft] --> C[Ship]');
  await expect.poll(() => drawnNodes(page)).toBe('3');
  await expect(page.getByTestId('diagram-errors')).toHaveCount(0);
  await source.fill('graph TD; A[Idea] --> B[Draft] --> C[Ship] --> D[Party]');
  await expect.poll(() => drawnNodes(page)).toBe('4');
  const flow = await page.getByTestId('diagram-preview').screenshot();

  // Layout and direction are edited in the text, so what is saved is the whole diagram.
  await page.getByLabel('Layout').selectOption('cycle');
  await expect(source).toHaveValue('graph TD; A[Idea] --> B[Draft] --> C[Ship] --> D[Party]\n%% layout: cycle');
  await expect.poll(async () => (await page.getByTestId('diagram-preview').screenshot()).equals(flow)).toBe(false);
  await page.getByLabel('Direction').selectOption('LR');
  await expect(source).toHaveValue('graph LR; A[Idea] --> B[Draft] --> C[Ship] --> D[Party]\n%% layout: cycle');
  await page.getByLabel('Layout').selectOption('auto');
  await expect(source).toHaveValue('graph LR; A[Idea] --> B[Draft] --> C[Ship] --> D[Party]');

  await source.fill('graph TD\nA[Idea] --> B[Draft]\nB -> C');
  await expect(page.getByTestId('diagram-errors')).toContainText(/Line 3: cannot read “\u2068?-> C\u2069?”\./);
  await expect(page.getByTestId('diagram-preview')).toHaveAttribute('data-stale', 'true');
  await source.fill('graph TD\nA[Idea] --> B[Draft]\nB --- C[Ship]');
  await expect(page.getByTestId('diagram-errors')).toHaveCount(0);
  await expect(page.getByTestId('diagram-notices')).toContainText(/Line 3: the plain link \u2068?B --- C\u2069? is drawn as an arrow\./);
  await expect(page.getByTestId('diagram-preview')).toHaveAttribute('data-stale', 'false');

  await page.getByRole('textbox', { name: 'Title' }).fill('Launch plan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Saved.');
  await expect(page.getByRole('button', { name: 'Launch plan', exact: true })).toHaveAttribute('aria-current', 'true');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Launch plan.png');
  const png = await readFile((await download.path())!);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  // Drawn at twice the layout size and cropped to the diagram: narrower than the 1200 px page it sits on.
  expect(png.readUInt32BE(16)).toBeGreaterThan(400);
  expect(png.readUInt32BE(16)).toBeLessThan(2400);

  const svgDownloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download SVG' }).click();
  const svgDownload = await svgDownloading;
  expect(svgDownload.suggestedFilename()).toBe('Launch plan.svg');
  const svg = await readFile((await svgDownload.path())!, 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  // Text as outlines, its words kept for search: every node's label is there.
  for (const label of ['Idea', 'Draft', 'Ship']) expect(svg).toContain(`<title>${label}</title>`);
  const svgView = await page.context().newPage();
  await svgView.setContent(svg);
  await svgView.locator('svg').screenshot({ path: new URL('../../../out/screenshots/diagram-page-svg.png', import.meta.url).pathname });
  await svgView.close();

  await page.getByLabel('Deck').selectOption(deckId);
  await page.getByRole('button', { name: 'Add as a new slide' }).click();
  const insert = page.getByRole('group', { name: 'Add to a deck' });
  await expect(insert.getByRole('status')).toContainText(`Added as slide ${deckBefore + 1}.`);
  await expect(insert.getByRole('link', { name: 'Open the deck' })).toHaveAttribute('href', `/presentation/${deckId}`);
  const deck = (await (await request.get(`/api2/v1/project/get?id=${deckId}`, { headers: { authorization: `Bearer ${token}` } })).json()).data.document;
  expect(deck.pages).toHaveLength(deckBefore + 1);
  expect(JSON.stringify(deck.pages.at(-1))).toContain('"label":"Ship"');
  await screenshot(page, 'diagram-page');
  await expectNoSeriousA11yViolations(page);

  // Stored on the server: a reload lists it and opens it as it was saved.
  await page.reload();
  await page.getByRole('button', { name: 'Launch plan', exact: true }).click();
  await expect(source).toHaveValue('graph TD\nA[Idea] --> B[Draft]\nB --- C[Ship]');
  await expect.poll(() => drawnNodes(page)).toBe('3');

  // Unsaved edits are not dropped without asking.
  await source.fill('graph LR; X --> Y');
  await page.getByRole('button', { name: 'New diagram' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(discard).toContainText('The changes to Launch plan are not saved.');
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(source).toHaveValue('graph LR; X --> Y');

  // Deleting asks first, then the diagram is gone from the list and the server.
  await page.getByRole('button', { name: 'Delete Launch plan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this diagram?' });
  await confirm.getByRole('button', { name: 'Delete Launch plan' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Diagram deleted.');
  await expect(page.getByText('No diagrams yet.')).toBeVisible();
  const listed = await (await request.get('/api2/v1/diagram/list', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(listed.data).toEqual([]);
});

test('the diagram screen reads right to left in Arabic, in dark mode on a phone', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'diagram-page-ar');
  await useToken(page, token);
  await withDiagramFlag(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/diagram?language=ar');
  await dismissSurvey(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: /المخططات/ })).toBeVisible();
  await page.getByLabel('نص المخطط الانسيابي').fill('graph LR\nA[فكرة] --> B{جاهز؟}\nB -->|نعم| C[نشر]\nB -- لا --> A\nD[');
  await expect(page.getByTestId('diagram-errors')).toContainText('السطر 5');
  await page.getByLabel('نص المخطط الانسيابي').press('Backspace');
  await page.getByLabel('نص المخطط الانسيابي').press('Backspace');
  await expect(page.getByTestId('diagram-errors')).toHaveCount(0);
  await expect.poll(() => drawnNodes(page)).toBe('3');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await screenshot(page, 'diagram-page-arabic-dark-phone');
  await expectNoSeriousA11yViolations(page);
});

test('with a model connected, a described diagram arrives as flowchart text and is drawn', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'diagram-page-ai');
  await useToken(page, token);
  await withDiagramFlag(page);
  // The model's side stands in at the network: the stream's own server path is tested with the editor's dialog.
  await page.route('**/api2/v1/ai/provider', (route) => route.fulfill({ json: { code: 200, message: 'success', data: { kind: 'openai-compatible', model: 'fake-chat', models: ['fake-chat'], configurable: false } } }));
  const block = { kind: 'diagram', layout: 'tree', direction: 'vertical', nodes: [{ id: 'ticket', label: 'Ticket opened', shape: 'rounded' }, { id: 'triage', label: 'Urgent?', shape: 'diamond' }, { id: 'call', label: 'Call back', shape: 'rect' }], edges: [{ from: 'ticket', to: 'triage' }, { from: 'triage', to: 'call', label: 'yes' }] };
  let asked = '';
  await page.route('**/api2/v1/ai/block/diagram.stream', (route) => {
    asked = route.request().postDataJSON().prompt;
    return route.fulfill({ contentType: 'text/event-stream', body: `data: ${JSON.stringify({ type: 'node', node: block.nodes[0] })}\n\ndata: ${JSON.stringify({ type: 'diagram', block })}\n\n` });
  });
  await page.goto('/diagram');
  await dismissSurvey(page);
  await page.getByLabel('Describe the diagram').fill('how a support ticket is handled');
  await page.getByRole('button', { name: 'Draw it' }).click();
  await expect(page.getByLabel('Flowchart text')).toHaveValue('graph TD\n%% layout: tree\n  ticket("Ticket opened")\n  triage{"Urgent?"}\n  call["Call back"]\n  ticket --> triage\n  triage -->|yes| call');
  expect(asked).toBe('how a support ticket is handled');
  await expect.poll(() => drawnNodes(page)).toBe('3');
});
