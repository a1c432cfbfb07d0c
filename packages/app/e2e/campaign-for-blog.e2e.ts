import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startFolio, type RunningFolio } from '../../../scripts/start-folio.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, dismissSurvey, screenshot, useToken } from './helpers.ts';

const POST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Five lessons from a year of cycling to work</title></head><body>
<header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header>
<article>
<h1>Five lessons from a year of cycling to work</h1>
<p>Last autumn I sold the car and started riding the eleven kilometres to the office every day.</p>
<p>A year later I have saved money, slept better and learned a few things the hard way.</p>
<img src="/route.png" alt="The route along the river">
<h2>Rain is rarely the problem</h2><p>Good mudguards and a light jacket cover ninety percent of the wet days.</p>
<h2>Mornings got better</h2><p>I arrive awake, and the commute became the calmest part of my day.</p>
<figure><img src="/bike.jpg" alt="The bike at the office rack"><figcaption>The office rack</figcaption></figure>
<h2>The costs add up to less than a bus pass</h2><p>Tyres, a chain and two services came to 180 euros for the year.</p>
</article></body></html>`;

/** A blog on this machine; the Folio of these tests may read it (REFERENCE_FETCH_ALLOW), no other private address. */
function serveBlog(): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url?.endsWith('.png') || request.url?.endsWith('.jpg')) return void response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([137, 80, 78, 71]));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(POST);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let blog: Server;
let blogUrl: string;
let folio: RunningFolio;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  blog = await serveBlog();
  const port = (blog.address() as AddressInfo).port;
  blogUrl = `http://127.0.0.1:${port}`;
  folio = await startFolio({ REFERENCE_FETCH_ALLOW: `127.0.0.1:${port}` });
});

test.afterAll(async () => {
  await folio?.stop();
  await new Promise((resolve) => blog?.close(resolve));
});

/** A signed-in person on the Folio that may read the test blog, and the analytics events their browser sends. */
async function signedIn(browser: Browser, label: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page; events: { name: string; props: Record<string, unknown> }[] }> {
  const context = await browser.newContext({ ...options, baseURL: folio.url });
  const { token } = await apiAccount(context.request, label);
  const page = await context.newPage();
  await useToken(page, token);
  const events: { name: string; props: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api2/v1/track/events')) events.push(...(request.postDataJSON().events as typeof events));
  });
  return { context, page, events };
}

test('a blog post becomes a deck, and the campaign that brought the visitor is counted once (issue 22)', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, events } = await signedIn(browser, 'campaign-blog');
  await page.goto('/campaign-for-blog?utm_source=newsletter&utm_campaign=autumn&r=abc');
  await dismissSurvey(page);
  await expect(page.getByRole('heading', { name: 'Turn a blog post into a presentation' })).toBeVisible();

  await page.getByLabel('Blog post address').fill(`${blogUrl}/2026/cycling-to-work`);
  await page.getByRole('button', { name: 'Read the post' }).click();
  const post = page.getByTestId('cfb-post');
  await expect(post.getByTestId('cfb-post-title')).toHaveText('Five lessons from a year of cycling to work');
  await expect(post).toContainText('Last autumn I sold the car');
  await expect(post.getByTestId('cfb-headings').getByRole('listitem')).toHaveText(['Rain is rarely the problem', 'Mornings got better', 'The costs add up to less than a bus pass']);
  await expect(post.getByTestId('cfb-images')).toHaveText('Images and figures: 2');
  // The arrival's batch has gone before anything else happens on the page.
  await expect.poll(() => events.filter((event) => event.name === 'campaign').length).toBe(1);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'campaign-for-blog-1-post');

  await expect(page.getByRole('button', { name: 'Slides' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Number of slides').selectOption('5');
  await page.getByTestId('cfb-generate').click();

  // The AI creation flow, already holding the post: its storyline is written from it.
  await expect(page).toHaveURL(/\/presentation\/new\?mode=ai/);
  await expect(page.getByTestId('ai-prompt')).toHaveCount(0);
  await expect(page.getByTestId('ai-storyline-writing')).toBeHidden({ timeout: 30_000 });
  const storyline = await page.getByTestId('ai-storyline').getByRole('textbox').evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value));
  expect(storyline).toHaveLength(5);
  expect(storyline.join('\n')).toMatch(/Rain is rarely the problem|Mornings got better|bus pass/);
  await screenshot(page, 'campaign-for-blog-2-storyline');

  await page.getByTestId('ai-generate').click();
  await expect(page).toHaveURL(/\/presentation\/\d+/);
  await expect(page.getByTestId('ai-generation')).toHaveAttribute('data-outcome', 'finished', { timeout: 60_000 });
  await expect(page.getByTestId('slide-item')).toHaveCount(5);
  await expect(page.getByTestId('block').filter({ hasText: 'Five lessons from a year of cycling to work' }).first()).toBeVisible();
  await screenshot(page, 'campaign-for-blog-3-deck');

  // More pages of the same visit carry the parameters on (§2) but do not count the campaign again.
  expect(page.url()).toContain('utm_source=newsletter');
  // Each page's batch is awaited before the next navigation: a batch still waiting its 500 ms when the page goes is not the point here.
  const workspaceViews = () => events.filter((event) => event.name === 'page_view' && (event as { path?: string }).path === '/workspace').length;
  await page.goto(`/workspace?utm_source=newsletter&utm_campaign=autumn&r=abc`);
  await expect(page.getByRole('link', { name: 'Trash' })).toBeVisible();
  await expect.poll(workspaceViews).toBe(1);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Trash' })).toBeVisible();
  await expect.poll(workspaceViews).toBe(2);
  const campaigns = events.filter((event) => event.name === 'campaign');
  expect(campaigns).toEqual([{ name: 'campaign', props: { utmSource: 'newsletter', utmCampaign: 'autumn', inviteCode: 'abc' }, path: '/campaign-for-blog', at: expect.any(Number) }]);
  expect(await page.evaluate(() => sessionStorage.getItem('iart_campaign_tracked'))).toBe('1');

  // The instance stored it, once.
  await page.goto('/dev/insights');
  // Only the campaign event carries the parameters: page views of the same visit do not.
  const rows = page.getByRole('row').filter({ hasText: '"utmSource":"newsletter"' });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('cell').nth(1)).toHaveText('campaign');
  await expect(rows).toContainText('"utmCampaign":"autumn"');
  await expect(rows).toContainText('"inviteCode":"abc"');
  await context.close();
});

test('an address Folio may not or cannot read is explained, in Arabic too, right to left, dark and at 390 px', async ({ browser }) => {
  const { context, page } = await signedIn(browser, 'campaign-refused');
  await page.goto('/campaign-for-blog');
  await dismissSurvey(page);
  const address = page.getByLabel('Blog post address');
  const error = page.getByTestId('cfb-error');

  await address.fill('http://10.0.0.1/blog/post');
  await page.getByRole('button', { name: 'Read the post' }).click();
  await expect(error).toHaveAttribute('data-refusal', 'blocked');
  await expect(error).toContainText('This address points to this machine or a private network, so Folio will not read it.');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('cfb-post')).toHaveCount(0);

  await address.fill(`${blogUrl}/route.png`);
  await page.getByRole('button', { name: 'Read the post' }).click();
  await expect(error).toHaveAttribute('data-refusal', 'notHtml');
  await expect(error).toContainText('This address is not a web page');

  await address.fill('not an address');
  await page.getByRole('button', { name: 'Read the post' }).click();
  await expect(error).toHaveAttribute('data-refusal', 'invalid');

  // Fixed, the address reads, and the same post can become a page instead of slides.
  await address.fill(`${blogUrl}/2026/cycling-to-work`);
  await page.getByRole('button', { name: 'Read the post' }).click();
  await expect(error).toHaveCount(0);
  await page.getByRole('button', { name: 'Page' }).click();
  await page.getByLabel('Number of sections').selectOption('4');
  await page.getByTestId('cfb-generate').click();
  await expect(page).toHaveURL(/\/p\/new\?mode=ai/);
  await expect(page.getByRole('heading', { name: 'Create a page with AI' })).toBeVisible();
  await expect(page.getByTestId('ai-storyline-writing')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('ai-storyline').getByRole('textbox').first()).toHaveValue('Five lessons from a year of cycling to work');
  await context.close();

  const arabic = await signedIn(browser, 'campaign-arabic', { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  await arabic.page.goto('/campaign-for-blog?language=ar');
  await dismissSurvey(arabic.page);
  await expect(arabic.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.page.getByRole('heading', { name: 'حوّل تدوينة إلى عرض تقديمي' })).toBeVisible();
  await arabic.page.getByLabel('عنوان التدوينة').fill(`${blogUrl}/2026/cycling-to-work`);
  await arabic.page.getByRole('button', { name: 'قراءة التدوينة' }).click();
  await expect(arabic.page.getByTestId('cfb-images')).toHaveText('الصور والأشكال: 2');
  const width = await arabic.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(arabic.page);
  await screenshot(arabic.page, 'campaign-for-blog-4-arabic-dark-390');
  await arabic.page.getByLabel('عنوان التدوينة').fill('http://192.168.1.1/');
  await arabic.page.getByRole('button', { name: 'قراءة التدوينة' }).click();
  await expect(arabic.page.getByTestId('cfb-error')).toContainText('يشير هذا العنوان إلى هذا الجهاز أو إلى شبكة خاصة');
  await expectNoSeriousA11yViolations(arabic.page);
  await screenshot(arabic.page, 'campaign-for-blog-5-arabic-refused');
  await arabic.context.close();
});
