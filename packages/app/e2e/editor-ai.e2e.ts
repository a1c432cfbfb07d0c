import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAccount, projectFromFixture, screenshot, useToken } from './helpers.ts';

const META = process.platform === 'darwin' ? 'Meta' : 'Control';


/** No serious or critical axe finding inside what this feature draws (the rest of the editor has its own tests). */
async function expectAccessible(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openDeck(page: Page, request: APIRequestContext, label: string, deck: string, flags: Record<string, boolean> = {}): Promise<string> {
  const { token } = await apiAccount(request, label);
  await useToken(page, token);
  if (Object.keys(flags).length > 0) {
    const edited = await request.post('/api/iart/v1/userProfile/edit', { headers: { authorization: `Bearer ${token}` }, data: { onboardingJson: JSON.stringify(flags) } });
    expect((await edited.json()).code).toBe(1);
  }
  const id = await projectFromFixture(request, token, deck);
  await page.goto(`/presentation/${id}`);
  // The first editor opened after the server starts also compiles its fonts and shaper: allow for it on a busy machine.
  await expect(page.getByTestId('slide-canvas')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-edit', 'Loaded');
  return token;
}

test('the AI chat shortens a slide as one undo step, takes a vote, switches mode and starts a new chat', async ({ page, request }) => {
  await openDeck(page, request, 'editor-ai-chat', 'languages');
  const body = page.locator('[data-testid="block"][data-block-id="lang-en-body"]');
  const original = (await body.textContent())!;
  expect(original.length).toBeGreaterThan(100);

  await page.keyboard.press(`${META}+j`);
  const chat = page.getByTestId('ai-chat');
  await expect(chat).toBeVisible();
  await expect(page.getByTestId('ai-chat-input')).toBeFocused();
  await expect(chat).toContainText('Slide 1');
  await page.getByTestId('ai-chat-input').fill('shorten this slide');
  const asked = page.waitForRequest((sent) => sent.url().endsWith('/api2/v1/ai/chat2'));
  await page.keyboard.press('Enter');
  // The selection goes along: the current slide (the deck's first).
  expect((await asked).postDataJSON()).toMatchObject({ messages: [{ role: 'user', content: 'shorten this slide' }], selection: { pageId: 'lang-en' } });

  await expect(page.getByTestId('ai-message-user')).toHaveText('shorten this slide');
  const answer = page.getByTestId('ai-message-assistant');
  await expect(answer.getByTestId('ai-changes')).toHaveText('Rewrote the text on slide 1');
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await body.textContent())!.length).toBeLessThan(original.length);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-edit', 'Changed');
  await screenshot(page, 'editor-ai-chat-shortened');
  await expectAccessible(page, '[data-testid="ai-chat"]');

  // The whole AI edit is one step: one ⌘Z (with the focus out of the chat box) brings the slide back.
  await page.getByTestId('ai-chat-log').click();
  await page.keyboard.press(`${META}+z`);
  await expect(body).toHaveText(original);
  await page.keyboard.press(`${META}+Shift+z`);
  await expect.poll(async () => (await body.textContent())!.length).toBeLessThan(original.length);

  const voted = page.waitForResponse((response) => response.url().endsWith('/api2/v1/ai/chat/feedback'));
  await answer.getByRole('button', { name: 'Good answer' }).click();
  expect((await (await voted).json()).code).toBe(200);
  await expect(answer.getByRole('button', { name: 'Good answer' })).toHaveAttribute('aria-pressed', 'true');

  // ⌘\ switches to design mode; ⌘K starts afresh; ⌘J hides the panel.
  await page.keyboard.press(`${META}+Backslash`);
  await expect(chat.getByRole('button', { name: 'Design', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('ai-chat-input')).toHaveAttribute('placeholder', 'Ask AI to restyle this deck…');
  const designed = page.waitForRequest((sent) => sent.url().endsWith('/api2/v1/ai/design-chat2'));
  await chat.getByRole('button', { name: 'Change theme' }).click();
  await designed;
  await expect(page.getByTestId('ai-changes').last()).toHaveText('Changed the theme to Dark Matter');
  await page.getByRole('button', { name: 'Theme', exact: true }).click();
  await expect(page.getByTestId('theme-dark-matter')).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'editor-ai-design');
  await page.keyboard.press(`${META}+k`);
  await expect(page.getByTestId('ai-message-assistant')).toHaveCount(0);
  await expect(page.getByTestId('ai-message-user')).toHaveCount(0);
  await screenshot(page, 'editor-ai-chat-new');
  await page.keyboard.press(`${META}+j`);
  await expect(chat).toBeHidden();
});

test('offline, the chat renames the selected slide on the canvas, does not offer translating, and says in one line what needs a model', async ({ page, request }) => {
  const provider = page.waitForResponse((response) => response.url().endsWith('/api2/v1/ai/provider'));
  await openDeck(page, request, 'editor-ai-offline', 'languages');
  await page.keyboard.press(`${META}+j`);
  const chat = page.getByTestId('ai-chat');
  await expect(chat).toBeVisible();
  expect((await (await provider).json()).data).toMatchObject({ kind: 'composer' });
  await expect(chat.getByRole('button', { name: 'Shorten this slide' })).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Translate to…' })).toHaveCount(0);

  await page.getByTestId('ai-chat-input').fill('Change the title of this slide to Hello from the chat');
  await page.keyboard.press('Enter');
  const answer = page.getByTestId('ai-message-assistant');
  await expect(answer).toContainText('Renamed slide 1 to “Hello from the chat”');
  await expect(answer.getByTestId('ai-changes')).toHaveText('Rewrote the text on slide 1');
  await expect(page.locator('[data-testid="block"][data-block-id="lang-en-headline"]')).toHaveText('Hello from the chat');
  await expect(page.locator('[data-testid="block"][data-block-id="lang-en-body"]')).toContainText('Folio turns your ideas into beautiful slides');

  await page.getByTestId('ai-chat-input').fill('Translate this slide to German');
  await page.keyboard.press('Enter');
  await expect(answer.last()).toContainText('Translating needs a connected AI model');
  await expect(answer.last()).toContainText('/settings/ai');
  await expect(answer.last().getByTestId('ai-changes')).toHaveText('No changes to the deck.');
  await screenshot(page, 'editor-ai-offline-rename');
});

test('with the sidebar and experimental-API flags on, the chat is docked, asks chat/test, and its chips add a slide and change the theme', async ({ page, request }) => {
  await openDeck(page, request, 'editor-ai-chips', 'languages', { new_ai_chat: true, ai_chat_use_experimental_api: true });
  const slides = page.getByTestId('slide-item');
  const count = await slides.count();
  const viewport = page.getByTestId('editor-viewport');
  const wide = (await viewport.boundingBox())!.width;
  await page.keyboard.press(`${META}+j`);
  await expect(page.getByTestId('ai-chat')).toHaveAttribute('data-docked', 'true');
  // Docked, the chat takes room from the canvas instead of covering it.
  await expect.poll(async () => (await viewport.boundingBox())!.width).toBeLessThan(wide - 300);
  const asked = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().includes('/api2/v1/ai/'));
  await page.getByRole('button', { name: 'Add a slide about…' }).click();
  await expect(page.getByTestId('ai-chat-input')).toHaveValue('Add a slide about ');
  await page.getByTestId('ai-chat-input').pressSequentially('solar power');
  await page.keyboard.press('Enter');
  expect(new URL((await asked).url()).pathname).toBe('/api2/v1/ai/chat/test');
  await expect(page.getByTestId('ai-changes')).toHaveText('Added slide 2');
  await expect(slides).toHaveCount(count + 1);
  await expect(page.getByTestId('slide-canvas')).toContainText(/solar power/i);

  await page.getByRole('button', { name: 'Change theme' }).click();
  await expect(page.getByTestId('ai-changes').last()).toHaveText('Changed the theme to Dark Matter');
  await screenshot(page, 'editor-ai-chips');
});

test('an AI image is generated, picked and inserted; an AI diagram is drawn node by node and inserted', async ({ page, request }) => {
  await openDeck(page, request, 'editor-ai-insert', 'minimal');
  const blocks = page.getByTestId('block');
  const before = await blocks.count();

  await page.getByTestId('ai-menu').click();
  await page.getByRole('menuitem', { name: 'AI image' }).click();
  const images = page.getByTestId('ai-image-dialog');
  await images.getByLabel('Describe the image').fill('a lighthouse at dawn');
  await images.getByRole('button', { name: 'Enhance prompt' }).click();
  await expect(images.getByLabel('Describe the image')).not.toHaveValue('a lighthouse at dawn');
  await expect(images.getByLabel('Describe the image')).toHaveValue(/lighthouse/);
  await images.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(images.getByRole('button', { name: /^Image \d$/ })).not.toHaveCount(0);
  await images.getByRole('button', { name: 'Image 2' }).click();
  await expect(images.getByRole('button', { name: 'Image 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => images.locator('img').evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await screenshot(page, 'editor-ai-image-dialog');
  await expectAccessible(page, '[data-testid="ai-image-dialog"]');
  const src = await images.getByRole('button', { name: 'Image 2' }).locator('img').getAttribute('src');
  await images.getByRole('button', { name: 'Insert image' }).click();
  await expect(blocks).toHaveCount(before + 1);
  const image = page.locator('[data-testid="block"][data-kind="image"]');
  await expect(image).toHaveAttribute('data-selected', 'true');
  expect(src).toMatch(/^\/files\//);

  await page.getByTestId('ai-menu').click();
  await page.getByRole('menuitem', { name: 'AI diagram' }).click();
  const diagram = page.getByTestId('ai-diagram-dialog');
  await diagram.getByLabel('What should the diagram show?').fill('how an order is shipped: order, pack, ship, deliver');
  await diagram.getByRole('button', { name: 'Draw diagram' }).click();
  await expect(diagram.getByTestId('ai-diagram-nodes').locator('li')).not.toHaveCount(0);
  await expect(diagram.getByRole('button', { name: 'Insert diagram' })).toBeEnabled();
  await screenshot(page, 'editor-ai-diagram-dialog');
  await diagram.getByRole('button', { name: 'Insert diagram' }).click();
  await expect(page.locator('[data-testid="block"][data-kind="diagram"]')).toHaveCount(1);
  await expect(blocks).toHaveCount(before + 2);
  await screenshot(page, 'editor-ai-inserted');

  // Each insert is one step.
  await page.keyboard.press(`${META}+z`);
  await expect(page.locator('[data-testid="block"][data-kind="diagram"]')).toHaveCount(0);
  await expect(image).toHaveCount(1);
});

test('a slide is regenerated in place as one undo step, and notes are written with AI and listened to', async ({ page, request }) => {
  await openDeck(page, request, 'editor-ai-regenerate', 'languages');
  const slides = page.getByTestId('slide-item');
  const count = await slides.count();
  const canvas = page.getByTestId('slide-canvas');
  const before = (await canvas.textContent())!;
  await slides.first().hover();
  await slides.first().getByRole('button', { name: 'Regenerate slide' }).click();
  // A slide made by hand is the person's own work: they are asked first.
  await page.getByRole('dialog').getByRole('button', { name: 'Regenerate' }).click();
  await expect.poll(async () => (await canvas.textContent())!).not.toBe(before);
  await expect(slides).toHaveCount(count);
  await screenshot(page, 'editor-ai-regenerated');
  await page.getByTestId('editor-viewport').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(`${META}+z`);
  await expect(canvas).toHaveText(before);

  await page.getByRole('button', { name: 'Speaker notes' }).click();
  const notes = page.getByTestId('notes-input');
  const oldNotes = await notes.inputValue();
  await page.getByRole('button', { name: 'Write notes with AI' }).click();
  await expect(notes).not.toHaveValue(oldNotes);
  await expect(notes).not.toHaveValue('');

  // No speech model is configured: the server says 'browser', and the browser reads the notes.
  await page.evaluate(() => {
    (window as unknown as { spoken: string[] }).spoken = [];
    speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => (window as unknown as { spoken: string[] }).spoken.push(utterance.text);
  });
  await page.getByRole('button', { name: 'Listen' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toEqual([await notes.inputValue()]);
  await screenshot(page, 'editor-ai-notes');
});

test('regenerating a slide of a deck made from a document keeps to its section, asks first once the slide was edited, and is one undo step', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token } = await apiAccount(request, 'editor-ai-regenerate-document');
  await useToken(page, token);
  await page.goto('/presentation/new?mode=ai');
  await page.getByTestId('ai-prompt').fill('Our makerspace proposal for the library board');
  await page.getByTestId('ai-reference-file').setInputFiles(fileURLToPath(new URL('../../../fixtures/references/makerspace-proposal.docx', import.meta.url)));
  await expect(page.getByTestId('ai-reference').filter({ hasText: 'makerspace-proposal.docx' })).toContainText('Ready');
  await page.getByTestId('ai-plan').click();
  await expect(page.getByTestId('ai-storyline-writing')).toBeHidden({ timeout: 30_000 });
  const storyline = await page.getByTestId('ai-storyline').getByRole('textbox').evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value));
  const index = storyline.indexOf('What we will build');
  expect(index).toBeGreaterThan(0);
  await page.getByTestId('ai-generate').click();
  await expect(page.getByTestId('ai-generation')).toHaveAttribute('data-outcome', 'finished', { timeout: 60_000 });

  const slide = page.getByTestId('slide-item').nth(index);
  await slide.getByRole('button').first().click();
  const canvas = page.getByTestId('slide-canvas');
  // What the document's section "What we will build" says: the room, the opening hours, the machines.
  const aboutTheSection = /reading room|four evenings|We will buy/;
  await expect(canvas).toContainText('What we will build');
  await expect(canvas).toContainText(aboutTheSection);
  const generated = (await canvas.textContent())!;

  // Untouched since it was generated: regenerated at once, still about the section, and one undo step.
  await slide.hover();
  await slide.getByRole('button', { name: 'Regenerate slide' }).click();
  await expect.poll(async () => (await canvas.textContent())!).not.toBe(generated);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(canvas).toContainText(aboutTheSection);
  await page.getByTestId('editor-viewport').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(`${META}+z`);
  await expect(canvas).toHaveText(generated);

  // The person edits the title; regenerating now asks before it replaces their work.
  const title = page.getByTestId('block').filter({ hasText: 'What we will build' }).first();
  const box = (await title.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('text-input')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' this spring');
  await page.keyboard.press('Escape');
  await expect(canvas).toContainText('What we will build this spring');
  const edited = (await canvas.textContent())!;

  await slide.hover();
  await slide.getByRole('button', { name: 'Regenerate slide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace your edited slide?' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'editor-ai-regenerate-confirm');
  await expectAccessible(page, '[role="dialog"]');
  // Cancelling leaves the slide as the person made it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(canvas).toHaveText(edited);

  await slide.hover();
  await slide.getByRole('button', { name: 'Regenerate slide' }).click();
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await expect(canvas).not.toContainText('this spring');
  await expect(canvas).not.toHaveText(generated);
  await expect(canvas).toContainText('What we will build');
  await expect(canvas).toContainText(aboutTheSection);
  await expect(canvas).not.toContainText(/PART \d/);
  await screenshot(page, 'editor-ai-regenerated-document');

  // One ⌘Z brings the edited slide back whole.
  await page.getByTestId('editor-viewport').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(`${META}+z`);
  await expect(canvas).toHaveText(edited);
});

test('a quote card is found and inserted, and a selected block is filled with AI without touching the rest of the slide', async ({ page, request }) => {
  await openDeck(page, request, 'editor-ai-quote', 'minimal');
  const blocks = page.getByTestId('block');
  const title = blocks.first();
  const titleText = (await title.textContent())!;

  await page.getByTestId('ai-menu').click();
  await page.getByRole('menuitem', { name: 'AI quote' }).click();
  const quote = page.getByTestId('ai-quote-dialog');
  await quote.getByLabel('Topic').fill('courage');
  await quote.getByRole('button', { name: 'Find a quote' }).click();
  await expect(quote.getByTestId('ai-quote-preview')).toContainText(/courage/i);
  await quote.getByRole('button', { name: 'Insert quote' }).click();
  const card = page.locator('[data-testid="block"][data-kind="quote"]');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-selected', 'true');

  // A new, empty text block is filled with AI; the title and the quote stay as they were.
  await page.getByTestId('insert-text').click();
  const added = blocks.last();
  await expect(added).toHaveAttribute('data-kind', 'text');
  const placeholder = (await added.textContent())!;
  await page.getByTestId('ai-menu').click();
  await page.getByRole('menuitem', { name: /Fill with AI|Regenerate block/ }).click();
  const fill = page.getByTestId('ai-block-dialog');
  await expect(fill.getByLabel('Instruction for the block')).toHaveValue(titleText);
  await fill.getByLabel('Instruction for the block').fill('Three reasons to travel light');
  await fill.getByRole('button', { name: 'Generate' }).click();
  await expect(fill).toBeHidden();
  await expect.poll(async () => (await added.textContent())!).not.toBe(placeholder);
  await expect(title).toHaveText(titleText);
  await expect(card).toHaveCount(1);
  await screenshot(page, 'editor-ai-quote-fill');
  await page.keyboard.press(`${META}+z`);
  await expect(added).toHaveText(placeholder);
});

test("when the day's free AI calls are spent, the chat says so and the Pro dialog opens (§8 40201)", async ({ page, request }) => {
  const token = await openDeck(page, request, 'editor-ai-allowance', 'minimal');
  // Spend the free allowance (AI_FREE_DAILY_CALLS, 30 by default) on quotes until the server refuses.
  let code = 200;
  for (let call = 0; call < 100 && code === 200; call++) {
    const answer = await request.post('/api2/v1/ai/quote/generate', { headers: { authorization: `Bearer ${token}` }, data: { topic: 'time' } });
    code = (await answer.json()).code;
  }
  expect(code).toBe(40201);
  const before = (await page.getByTestId('slide-canvas').textContent())!;

  await page.keyboard.press(`${META}+j`);
  await page.getByRole('button', { name: 'Shorten this slide' }).click();
  await expect(page.getByTestId('pro-dialog')).toBeVisible();
  await expect(page.getByTestId('ai-message-assistant').getByRole('alert')).toHaveText('Today’s free AI calls are used up.');
  await expect(page.getByTestId('slide-canvas')).toHaveText(before);
  await screenshot(page, 'editor-ai-allowance');
});
