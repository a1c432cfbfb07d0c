import { expect, test, type Page } from '@playwright/test';
import { canvasColor, near, type Rgb } from './canvas-colors.ts';
import { dismissSurvey, screenshot, signUpAndSignIn } from './helpers.ts';


/**
 * A PNG made in the browser: one colour with a little noise, so it compresses badly and a
 * slowed-down connection takes a few seconds to send it.
 */
async function png(page: Page, color: Rgb, width = 480, height = 270): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ color: [r, g, b], width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const pixels = context.createImageData(width, height);
      for (let index = 0; index < pixels.data.length; index += 4) {
        const noise = () => Math.floor(Math.random() * 9) - 4;
        pixels.data.set([r + noise(), g + noise(), b + noise(), 255], index);
      }
      context.putImageData(pixels, 0, 0);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { color, width, height },
  );
  return Buffer.from(base64, 'base64');
}

async function thumbnailColor(page: Page): Promise<Rgb> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.slide-thumbnail')!;
    const [r, g, b] = canvas.getContext('2d')!.getImageData(Math.round(canvas.width / 2), Math.round(canvas.height * 0.6), 1, 1).data;
    return [r!, g!, b!] as Rgb;
  });
}

const PINK: Rgb = [236, 64, 160];
const TEAL: Rgb = [20, 150, 140];

async function projectDoc(page: Page): Promise<{ pages: { layout: unknown }[] }> {
  const token = await page.evaluate(() => localStorage.getItem('iart_token'));
  const id = page.url().split('/').pop();
  const answer = await (await page.request.get(`/api2/v1/project/get?id=${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  return answer.data.document;
}

test('an uploaded image goes into a new block with its progress on the block, replaces a block’s image, and is there after a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, request, 'editor-images');
  await dismissSurvey(page);
  await page.goto('/presentation/new');
  await expect(page.getByTestId('block')).toHaveCount(1);

  // A slow connection, so the §9 progress can be seen on the block while the bytes go.
  const pink = await png(page, PINK);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 120_000 });
  await page.getByTestId('insert-image').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('image-upload').click();
  await (await chooser).setFiles({ name: 'pink.png', mimeType: 'image/png', buffer: pink });
  const image = page.locator('[data-testid="block"][data-kind="image"]');
  await expect(image).toHaveCount(1);
  const progress = page.getByTestId('image-upload-progress');
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.locator('progress').getAttribute('value')), { timeout: 20_000 }).toBeGreaterThan(10);
  // While it uploads the slide shows no broken image: the block is see-through under its progress.
  expect(near(await canvasColor(page, image), PINK, 14)).toBe(false);
  await screenshot(page, 'editor-image-uploading');
  await expect(progress).toHaveCount(0, { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect.poll(async () => near(await canvasColor(page, image), PINK, 14)).toBe(true);
  await screenshot(page, 'editor-image-uploaded');

  // Replaced from the block's fields with another upload.
  await expect(page.getByTestId('block-panel')).toBeVisible();
  const replacing = page.waitForEvent('filechooser');
  await page.getByTestId('image-replace-upload').click();
  await (await replacing).setFiles({ name: 'teal.png', mimeType: 'image/png', buffer: await png(page, TEAL) });
  await expect.poll(async () => near(await canvasColor(page, image), TEAL, 14)).toBe(true);

  // An SVG is a §5 image too: drawn from its vector (its script never runs).
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="18"><script>document.title = "ran"</script><rect width="32" height="18" fill="rgb(236,64,160)"/></svg>');
  const choosingSvg = page.waitForEvent('filechooser');
  await page.getByTestId('image-replace-upload').click();
  await (await choosingSvg).setFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg });
  await expect.poll(async () => near(await canvasColor(page, image), PINK, 14)).toBe(true);
  expect(await page.title()).not.toBe('ran');

  // A file that is not a §5 image is refused with the §8 message and changes nothing.
  const refusing = page.waitForEvent('filechooser');
  await page.getByTestId('image-replace-upload').click();
  await (await refusing).setFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByText('This file type is not allowed to be uploaded.')).toBeVisible();
  expect(near(await canvasColor(page, image), PINK, 14)).toBe(true);

  await expect(page.getByTestId('save-status')).toHaveAttribute('data-save', 'Saved');
  // The stored document (what shares and exports read, folded in once edits pause) points at the upload.
  await expect.poll(async () => JSON.stringify(await projectDoc(page)), { timeout: 20_000 }).toMatch(/"src":"\/files\/[0-9a-f]{32}"/);
  expect(JSON.stringify(await projectDoc(page))).not.toContain('data:image/png');

  await page.reload();
  await expect(image).toHaveCount(1);
  await expect.poll(async () => near(await canvasColor(page, image), PINK, 14)).toBe(true);
  await expect.poll(async () => near(await thumbnailColor(page), PINK, 30)).toBe(true);
  await screenshot(page, 'editor-image-reloaded');
});

test('an image pasted from the clipboard or dropped on the slide is uploaded into a block', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'editor-image-paste');
  await dismissSurvey(page);
  await page.goto('/presentation/new');
  await expect(page.getByTestId('block')).toHaveCount(1);
  const images = page.locator('[data-testid="block"][data-kind="image"]');

  const pink = (await png(page, PINK, 160, 90)).toString('base64');
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, pink);
  await expect(images).toHaveCount(1);
  await expect.poll(async () => near(await canvasColor(page, images.first()), PINK, 14)).toBe(true);
  // The finished image is one undo step: undo takes it away, redo brings back the image, not an empty block.
  const meta = process.platform === 'darwin' ? 'Meta' : 'Control';
  await page.keyboard.press(`${meta}+z`);
  await expect(images).toHaveCount(0);
  await page.keyboard.press(`${meta}+Shift+z`);
  await expect(images).toHaveCount(1);
  await expect.poll(async () => near(await canvasColor(page, images.first()), PINK, 14)).toBe(true);

  // Dropped onto the image block: its image is replaced, no block is added.
  const teal = (await png(page, TEAL, 160, 90)).toString('base64');
  const target = (await images.first().boundingBox())!;
  await page.evaluate(
    ({ base64, x, y }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
      const stage = document.querySelector('[data-testid="slide-canvas"]')!;
      for (const type of ['dragenter', 'dragover', 'drop']) stage.dispatchEvent(new DragEvent(type, { dataTransfer: data, clientX: x, clientY: y, bubbles: true, cancelable: true }));
    },
    { base64: teal, x: target.x + target.width / 2, y: target.y + target.height / 2 },
  );
  await expect.poll(async () => near(await canvasColor(page, images.first()), TEAL, 14)).toBe(true);
  await expect(images).toHaveCount(1);
  await screenshot(page, 'editor-image-dropped');
});
