import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAccount, dismissSurvey, screenshot, useToken } from './helpers.ts';

/** A project made from a fixture deck through the API; answers its id. */
async function deckProject(request: APIRequestContext, token: string, deck: string): Promise<number> {
  const doc = JSON.parse(await readFile(new URL(`../../../fixtures/decks/${deck}.json`, import.meta.url), 'utf8'));
  const response = await request.post('/api2/v1/project/create', { headers: { authorization: `Bearer ${token}` }, data: { kind: doc.kind ?? 'presentation', title: doc.title, doc } });
  const body = await response.json();
  expect(body.code).toBe(200);
  return Number(body.data.id);
}

/** The development-only stand-in for paying (absent in production). */
async function makePro(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/iart/v1/debug/grantMembership', { headers: { authorization: `Bearer ${token}` } });
  expect((await response.json()).code).toBe(1);
}

async function openEditor(page: Page, id: number): Promise<void> {
  await page.goto(`/presentation/${id}`);
  await dismissSurvey(page);
  await expect(page.getByTestId('slide-canvas')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-edit', 'Loaded');
}

test('a free account is told exports are Pro and Export opens the Pro dialog (§8 402)', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'export-free');
  const id = await deckProject(request, token, 'every-block');
  await useToken(page, token);
  await openEditor(page, id);

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('export-pro-note')).toHaveText('Exports are a Pro feature. Upgrade to download PDF, PowerPoint and images.');
  await screenshot(page, 'editor-export-free');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByTestId('pro-dialog')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a Pro account exports what the editor shows as a PDF and a PowerPoint, with progress, and can pick PNG images with a scale', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'export-pro');
  const id = await deckProject(request, token, 'every-block');
  await makePro(request, token);
  await useToken(page, token);
  await openEditor(page, id);

  // An edit made just before exporting is in the file: the server exports the live document.
  const title = page.getByTestId('block').first();
  const box = (await title.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.type(' Zephyrine');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-save', 'Saved');

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog.getByTestId('export-pro-note')).toBeHidden();
  // Keyboard: the formats are one radio group; arrows move through PowerPoint, PNG images and back.
  await dialog.getByRole('radio', { name: /PDF/ }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /PNG images/ })).toBeChecked();
  await expect(dialog.getByLabel('Image size')).toHaveValue('2');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('radio', { name: /PDF/ })).toBeChecked();
  await expect(dialog.getByLabel('Image size')).toBeHidden();

  const downloading = page.waitForEvent('download', { timeout: 45_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const status = dialog.getByTestId('export-status');
  await expect(status).toContainText(/Preparing your PDF… \d\d:\d\d/);
  await expect(dialog.getByRole('button', { name: 'Export', exact: true })).toBeDisabled();
  await screenshot(page, 'editor-export-running');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = spawnSync('pdftotext', [(await download.path())!, '-'], { encoding: 'utf8' });
  expect(text.stdout).toContain('Zephyrine');
  await expect(status).toHaveAttribute('data-phase', 'done');
  await expect(status).toContainText(`${download.suggestedFilename()} is downloaded.`);
  await screenshot(page, 'editor-export-done');
  // Another format: the message about the PDF goes.
  await dialog.getByText('PowerPoint', { exact: true }).click();
  await expect(status).toHaveAttribute('data-phase', 'choose');
  await expect(status).not.toContainText('is downloaded');

  // The PowerPoint has the edit too, as text PowerPoint can change.
  const pptxDownloading = page.waitForEvent('download', { timeout: 45_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const pptx = await pptxDownloading;
  expect(pptx.suggestedFilename()).toMatch(/\.pptx$/);
  const firstSlide = spawnSync('unzip', ['-p', (await pptx.path())!, 'ppt/slides/slide1.xml'], { encoding: 'utf8' });
  expect(firstSlide.stdout).toMatch(/<a:t>[^<]*Zephyrine<\/a:t>/);
  await expect(status).toContainText(`${pptx.suggestedFilename()} is downloaded.`);
});

test('a Pro account cancels an export while it runs and the dialog is ready again', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'export-cancel');
  const id = await deckProject(request, token, 'every-block');
  await makePro(request, token);
  await useToken(page, token);
  await openEditor(page, id);
  let downloads = 0;
  page.on('download', () => (downloads += 1));

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByTestId('export-dialog');
  // The slowest export there is, PNG images at 3×, so it is still running when Cancel is pressed:
  // the dialog looks at a task 0.1 s after asking for it, and a PowerPoint of this deck could be done by then.
  await dialog.locator('label', { hasText: 'PNG images' }).click();
  await expect(dialog.getByRole('radio', { name: /PNG images/ })).toBeChecked();
  await dialog.getByLabel('Image size').selectOption('3');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByTestId('export-status')).toHaveAttribute('data-phase', 'running');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByTestId('export-status')).toHaveAttribute('data-phase', 'choose');
  await expect(dialog.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
  // Past the first look at the task: a cancelled export never downloads.
  await page.waitForTimeout(3000);
  expect(downloads).toBe(0);
});

test('the author publishes a share link, copies it, shares to X with a share text, and closes sharing again', async ({ page, request, context }) => {
  const { token } = await apiAccount(request, 'share-author');
  const id = await deckProject(request, token, 'every-block');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useToken(page, token);
  await openEditor(page, id);
  const aiCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api2/v1/ai/')) aiCalls.push(sent.url());
  });

  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.getByTestId('share-closed-note')).toContainText('The author has closed sharing.');
  const publish = dialog.getByRole('switch', { name: 'Share on the web' });
  await expect(publish).not.toBeChecked();
  await publish.press('Space');
  await expect(publish).toBeChecked();
  const link = dialog.getByTestId('share-link');
  await expect(link).toHaveValue(new RegExp(`/share/${id}\\?r=`));
  const config = await (await request.get(`/api2/v1/project/share/config/get?id=${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(config.data.enabled).toBe(true);

  await dialog.getByTestId('share-copy').click();
  await expect(dialog.getByTestId('share-copy')).toHaveText('Copied !');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  // rc goes into the link; rb is Pro-only, so a free author is shown the Pro dialog instead.
  await dialog.getByRole('switch', { name: /Hide citations/ }).check();
  await expect(link).toHaveValue(/rc=1/);
  await screenshot(page, 'editor-share-published');

  // No network here: the channel's page answers locally, which is enough to read the address opened.
  await context.route('https://x.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>X</title>' }));
  // §3: the deck's keywords become the post's hashtags.
  await expect(dialog.getByTestId('share-channels')).toHaveAttribute('data-hashtags', /\w/);
  const hashtags = await dialog.getByTestId('share-channels').getAttribute('data-hashtags');
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Share on X' }).click();
  const opened = new URL((await popup).url());
  expect(opened.host).toBe('x.com');
  const shared = new URL(opened.searchParams.get('url')!);
  expect(shared.pathname).toBe(`/share/${id}`);
  expect(shared.searchParams.get('channel')).toBe('x');
  expect(shared.searchParams.get('rc')).toBe('1');
  expect(opened.searchParams.get('text')).toMatch(/\S/);
  expect(opened.searchParams.get('hashtags')).toBe(hashtags);
  await (await popup).close();
  // The hashtags come from the deck's own words: sharing spends none of a free author's AI allowance.
  expect(aiCalls).toEqual([]);

  // Anyone with the link, signed out in another browser, sees every slide drawn and the badge of a free author.
  const deckPages = (JSON.parse(await readFile(new URL('../../../fixtures/decks/every-block.json', import.meta.url), 'utf8')) as { pages: unknown[] }).pages.length;
  const anonymous = await (await page.context().browser()!.newContext()).newPage();
  await anonymous.goto(await link.inputValue());
  await expect(anonymous.getByTestId('shared-deck')).toBeVisible();
  await expect(anonymous.getByTestId('shared-page')).toHaveCount(deckPages);
  await expect(anonymous.getByTestId('made-with-folio')).toHaveText('Made with Folio');
  await expect(anonymous.getByTestId('shared-deck-copy')).toHaveCount(0);
  const drawn = await anonymous.getByTestId('shared-page').first().evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    return new Set(Array.from({ length: 400 }, (_, index) => pixels[Math.floor((index / 400) * (pixels.length / 4)) * 4])).size;
  });
  expect(drawn).toBeGreaterThan(2);
  await screenshot(anonymous, 'share-page-deck');

  await publish.click();
  await expect(publish).not.toBeChecked();
  await anonymous.reload();
  await expect(anonymous.getByTestId('shared-deck-error')).toHaveText('The author has closed sharing.');
  await screenshot(anonymous, 'share-page-closed');
  await expect(dialog.getByTestId('share-closed-note')).toBeVisible();
  const closed = await (await request.get(`/api2/v1/project/share/config/get?id=${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(closed.data).toMatchObject({ enabled: false, disableCitation: true });

  await dialog.getByRole('switch', { name: /Hide “Made with Folio”/ }).click();
  await expect(page.getByTestId('pro-dialog')).toBeVisible();
});

test('a viewer copies a deck its author lets them copy into their own workspace and edits the copy', async ({ page, request, browser }) => {
  const author = await apiAccount(request, 'copy-author');
  const id = await deckProject(request, author.token, 'deck-20');
  const share = await request.post('/api2/v1/project/share/config/update', {
    headers: { authorization: `Bearer ${author.token}` },
    data: { id, enabled: true, allowCopy: true },
  });
  expect((await share.json()).data).toMatchObject({ enabled: true, allowCopy: true });

  // Signed out, the button asks them to sign in first.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`/share/${id}`);
  await stranger.getByTestId('shared-deck-copy').click();
  await expect(stranger.getByTestId('sign-in-modal')).toBeVisible();

  const viewer = await apiAccount(request, 'copy-viewer');
  await useToken(page, viewer.token);
  await page.goto(`/share/${id}`);
  await expect(page.getByTestId('shared-page').first()).toBeVisible();
  await screenshot(page, 'share-page-copy');
  await page.getByTestId('shared-deck-copy').click();
  await page.waitForURL(/\/presentation\/\d+/);
  const copyId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(copyId).not.toBe(id);
  await dismissSurvey(page);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-edit', 'Loaded');
  await expect(page.getByRole('textbox', { name: 'Project title' })).toHaveValue(/\(copy\)$/);

  const listed = await (await request.get('/api2/v1/project/list?page=1&size=20', { headers: { authorization: `Bearer ${viewer.token}` } })).json();
  expect(listed.data.list.map((project: { id: string }) => Number(project.id))).toEqual([copyId]);
  const original = await (await request.get(`/api2/v1/project/get?id=${id}`, { headers: { authorization: `Bearer ${author.token}` } })).json();
  expect(original.data.title).not.toMatch(/copy/);
});

test('on a phone the editor gives the slide the width and shows the slides as a strip under it', async ({ page, request }) => {
  const { token } = await apiAccount(request, 'phone-editor');
  const id = await deckProject(request, token, 'deck-20');
  await page.setViewportSize({ width: 390, height: 844 });
  await useToken(page, token);
  await openEditor(page, id);
  const canvas = (await page.getByTestId('slide-canvas').boundingBox())!;
  const slides = (await page.getByRole('navigation', { name: 'Slides' }).boundingBox())!;
  expect(canvas.width).toBeGreaterThan(300);
  expect(slides.y).toBeGreaterThan(canvas.y + canvas.height / 2);
  expect(slides.height).toBeLessThan(160);
  await page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name: 'Slide 2', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Slide 2', exact: true })).toHaveAttribute('aria-current', 'true');
  // Every action of the top bar is on screen, by the name a screen reader reads.
  for (const name of ['Undo', 'Theme', 'Speaker notes', 'Export', 'Share', 'Present']) {
    const button = (await page.getByRole('banner').getByRole('button', { name, exact: true }).boundingBox())!;
    expect(button.x, name).toBeGreaterThanOrEqual(0);
    expect(button.x + button.width, name).toBeLessThanOrEqual(390);
  }
  await screenshot(page, 'editor-phone');
});
