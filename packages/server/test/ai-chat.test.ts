import { readFileSync } from 'node:fs';
import { buildPage, extractReference, pageText } from '@folio/ai';
import { applyOperations, contentNodes, insertPage, type Page, pageFingerprint, ProjectDocument, readProject, replaceProject, validateTree } from '@folio/layout';
import { describe, expect, test } from 'vitest';
import { signIn } from './helpers/accounts.ts';
import { CollabClient } from './helpers/collab-client.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';

/** Reads a §7 stream: every `data: ` line's JSON, in order; an enveloped answer when the call failed before streaming. */
export async function stream(api: TestServer, path: string, body: unknown, token: string): Promise<{ events: any[]; json?: any }> {
  const response = await fetch(`http://127.0.0.1:${api.server.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.headers.get('content-type')?.includes('event-stream')) return { events: [], json: JSON.parse(text) };
  return { events: text.split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6))) };
}

const BAKERY = [
  'Fresh bread by bike',
  'Every morning our bakers start at four. The first loaves leave the oven warm and reach the old town before the customers have made their coffee.',
  'Delivery by cargo bike is faster than a van in the narrow streets of the centre, costs a fraction to run and makes no noise at dawn when the neighbours are still asleep',
  'Thank you',
];

/** A signed-in user's project with four composer slides in it, and its document as stored. */
export async function deck(api: TestServer, email = 'ada@example.com'): Promise<{ token: string; projectId: number; doc: ProjectDocument }> {
  const token = await signIn(api, email);
  const created = await api.post('/api2/v1/project/create', { kind: 'presentation', title: 'Bakery' }, token);
  const projectId = Number(created.body!.data.id);
  const storyline = BAKERY.map((text, index) => ({ id: `item-${index + 1}`, text }));
  const { events } = await stream(api, '/api2/v1/ai/slide/generate', { projectId, storyline, replace: true }, token);
  expect(events.at(-1)).toEqual({ type: 'status', status: 9999 });
  return { token, projectId, doc: await storedDoc(api, projectId) };
}

async function storedDoc(api: TestServer, projectId: number): Promise<ProjectDocument> {
  const [row] = await api.db.query<{ doc: unknown }>('select doc from projects where id = $1', [projectId]);
  return ProjectDocument.parse(row!.doc);
}

/** Lower-cased words of a text, as the composer reads them. */
const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

function chatBody(projectId: number, instruction: string, extra: Record<string, unknown> = {}) {
  return { projectId, messages: [{ role: 'user', content: instruction }], ...extra };
}

/** The reply text, the operations and the event types of a finished chat stream. */
function answerOf(events: any[]) {
  return {
    types: events.map((event) => event.type),
    reply: events.filter((event) => event.type === 'text').map((event) => event.delta).join(''),
    operations: events.find((event) => event.type === 'operations')?.operations as any[] | undefined,
    id: events.find((event) => event.type === 'message')?.id as number | undefined,
  };
}

/** The document after the editor applies the operations: valid, every page's tree sound. */
function applied(doc: ProjectDocument, operations: any[]): ProjectDocument {
  const after = ProjectDocument.parse(applyOperations(doc, operations));
  for (const page of after.pages) expect(validateTree(page.layout)).toEqual([]);
  return after;
}

describe.each(databases)('AI chat in the editor on %s', (kind) => {
  const api = useTestServer(kind);

  test('a chat answer streams its id, the reply in pieces, the operations, then done — and the server leaves the document alone', async () => {
    const { token, projectId, doc } = await deck(api);
    const { events } = await stream(api, '/api2/v1/ai/chat2', chatBody(projectId, 'Please delete slide 3'), token);
    const answer = answerOf(events);
    expect(answer.types[0]).toBe('message');
    expect(answer.types.filter((type) => type === 'text').length).toBeGreaterThan(1);
    expect(answer.types.slice(-2)).toEqual(['operations', 'done']);
    expect(answer.types.indexOf('operations')).toBeGreaterThan(answer.types.lastIndexOf('text'));
    expect(answer.reply).toBe('Removed slide 3.');
    expect(answer.operations).toEqual([{ op: 'removePage', pageId: doc.pages[2]!.id }]);
    expect(applied(doc, answer.operations!).pages).toHaveLength(3);
    expect(await storedDoc(api, projectId)).toEqual(doc);
    const stored = await api.db.query<{ role: string; content: string }>('select role, content from ai_chat_messages order by id');
    expect(stored).toEqual([
      { role: 'user', content: 'Please delete slide 3' },
      { role: 'assistant', content: 'Removed slide 3.' },
    ]);
  });

  test('shortening, rewriting, adding and theming give operations that apply to the deck', async () => {
    const { token, projectId, doc } = await deck(api);
    const long = doc.pages.find((page) => pageText(page).some((line) => line.length >= 60))!;
    expect(long, 'a slide with a long paragraph').toBeTruthy();
    for (const [path, instruction] of [
      ['/api2/v1/ai/chat2', 'shorten this slide'],
      ['/api/sophie/v1/aiInteraction/aiChatV2', 'make this slide shorter'],
    ] as const) {
      const { operations } = answerOf((await stream(api, path, chatBody(projectId, instruction, { selection: { pageId: long.id } }), token)).events);
      expect(operations!.length, instruction).toBeGreaterThan(0);
      expect(operations!.every((operation) => operation.op === 'setText' && operation.pageId === long.id)).toBe(true);
      const after = applied(doc, operations!);
      expect(pageText(after.pages.find((page) => page.id === long.id)!).join(' ').length).toBeLessThan(pageText(long).join(' ').length);
    }

    const added = answerOf((await stream(api, '/api2/v1/ai/chat/test', chatBody(projectId, 'add a slide about opening hours'), token)).events);
    expect(added.operations).toMatchObject([{ op: 'insertPage', afterPageId: doc.pages.at(-1)!.id }]);
    const withNew = applied(doc, added.operations!);
    expect(withNew.pages).toHaveLength(5);
    expect(pageText(withNew.pages.at(-1)!).join(' ')).toMatch(/opening hours/i);

    const themed = answerOf((await stream(api, '/api2/v1/ai/chat2', chatBody(projectId, 'switch to the green pulse theme'), token)).events);
    expect(themed.operations).toEqual([{ op: 'setTheme', themeId: 'green-pulse' }]);
    expect(applied(doc, themed.operations!).themeId).toBe('green-pulse');
  });

  test('what the composer cannot do gets a helpful reply and no operations', async () => {
    const { token, projectId } = await deck(api);
    const translate = answerOf((await stream(api, '/api2/v1/ai/chat2', chatBody(projectId, 'translate the deck into German'), token)).events);
    expect(translate.reply).toMatch(/needs a connected AI model.*\/settings\/ai/);
    expect(translate.operations).toEqual([]);
    const rewrite = answerOf((await stream(api, '/api2/v1/ai/chat2', chatBody(projectId, 'rewrite this slide in a friendlier tone'), token)).events);
    expect(rewrite.reply).toMatch(/needs a connected AI model/);
    expect(rewrite.operations).toEqual([]);
    const unknown = answerOf((await stream(api, '/api2/v1/ai/chat2', chatBody(projectId, 'sing me a song'), token)).events);
    expect(unknown.reply).toMatch(/Offline I can rename a slide’s title/);
    expect(unknown.operations).toEqual([]);
    expect(unknown.types.at(-1)).toBe('done');
  });

  test('design mode changes the look but refuses to touch the words', async () => {
    const { token, projectId, doc } = await deck(api);
    const long = doc.pages.find((page) => pageText(page).some((line) => line.length >= 60))!;
    const refused = answerOf((await stream(api, '/api2/v1/ai/design-chat2', chatBody(projectId, 'shorten this slide', { selection: { pageId: long.id } }), token)).events);
    expect(refused.operations).toEqual([]);
    expect(refused.reply).toMatch(/design mode/i);
    const removal = answerOf((await stream(api, '/api2/v1/ai/design-chat2', chatBody(projectId, 'delete slide 2'), token)).events);
    expect(removal.operations).toEqual([]);
    const dark = answerOf((await stream(api, '/api2/v1/ai/design-chat2', chatBody(projectId, 'make it dark'), token)).events);
    expect(dark.operations).toEqual([{ op: 'setTheme', themeId: 'dark-matter' }]);
    const [mode] = await api.db.query<{ mode: string }>(`select distinct mode from ai_chat_messages`);
    expect(mode!.mode).toBe('design');
  });

  test('operations are checked against the live document an editor has open, not the stored snapshot', async () => {
    const { token, projectId, doc } = await deck(api);
    const editor = new CollabClient(`ws://127.0.0.1:${api.server.port}/api2/v1/project/collab?id=${projectId}&token=${encodeURIComponent(token)}`);
    await editor.ready;
    const extra: Page = { ...structuredClone(doc.pages[1]!), id: 'typed-in-the-editor' as Page['id'] };
    insertPage(editor.doc, 4, extra);
    await expect.poll(() => editor.saved).toBeGreaterThan(0);
    const { operations } = answerOf((await stream(api, '/api2/v1/ai/chat2', chatBody(projectId, 'remove slide 5'), token)).events);
    expect(operations).toEqual([{ op: 'removePage', pageId: 'typed-in-the-editor' }]);
    expect(readProject(editor.doc).pages).toHaveLength(5);
    editor.close();
  });

  test("someone else's project is not found and nothing streams or is stored; bad input is -2", async () => {
    const { projectId } = await deck(api);
    const eve = await signIn(api, 'eve@example.com');
    for (const path of ['/api2/v1/ai/chat2', '/api2/v1/ai/design-chat2', '/api/sophie/v1/aiInteraction/aiChatV2', '/api2/v1/ai/chat/test']) {
      const refused = await stream(api, path, chatBody(projectId, 'delete slide 2'), eve);
      expect(refused.events, path).toEqual([]);
      expect(refused.json).toMatchObject({ code: -4, message: 'Data does not exist.' });
    }
    expect(await api.db.query('select * from ai_chat_messages')).toEqual([]);
    const lastIsAssistant = await stream(api, '/api2/v1/ai/chat2', { projectId, messages: [{ role: 'assistant', content: 'Hi' }] }, eve);
    expect(lastIsAssistant.json).toMatchObject({ code: -2 });
    const tooMany = await stream(api, '/api2/v1/ai/chat2', { projectId, messages: Array.from({ length: 41 }, () => ({ role: 'user', content: 'x' })) }, eve);
    expect(tooMany.json).toMatchObject({ code: -2 });
  });

  test('past the daily allowance a chat is refused with 40201 before anything streams', async () => {
    const { token, projectId } = await deck(api);
    await api.db.query(`update ai_usage set calls = 30`);
    const refused = await stream(api, '/api2/v1/ai/chat2', chatBody(projectId, 'delete slide 2'), token);
    expect(refused.events).toEqual([]);
    expect(refused.json).toMatchObject({ code: 40201 });
    expect(await api.db.query('select * from ai_chat_messages')).toEqual([]);
  });

  test('votes are stored on your own answers only, and can be taken back', async () => {
    const { token, projectId } = await deck(api);
    const id = answerOf((await stream(api, '/api2/v1/ai/chat2', chatBody(projectId, 'delete slide 2'), token)).events).id!;
    expect((await api.post('/api2/v1/ai/chat/feedback', { messageId: id, vote: 'up' }, token)).body).toMatchObject({ code: 200, data: {} });
    expect(await api.db.query('select vote from ai_chat_messages where id = $1', [id])).toEqual([{ vote: 'up' }]);
    const eve = await signIn(api, 'eve@example.com');
    expect((await api.post('/api2/v1/ai/chat/feedback', { messageId: id, vote: 'down' }, eve)).body).toMatchObject({ code: -4 });
    expect((await api.post('/api2/v1/ai/chat/feedback', { messageId: id - 1, vote: 'down' }, token)).body, 'the user’s own instruction is no answer').toMatchObject({ code: -4 });
    expect((await api.post('/api2/v1/ai/chat/feedback', { messageId: id, vote: 'meh' }, token)).body).toMatchObject({ code: -2 });
    expect(await api.db.query('select vote from ai_chat_messages where id = $1', [id])).toEqual([{ vote: 'up' }]);
    expect((await api.post('/api2/v1/ai/chat/feedback', { messageId: id, vote: null }, token)).body).toMatchObject({ code: 200 });
    expect(await api.db.query('select vote, voted_at from ai_chat_messages where id = $1', [id])).toEqual([{ vote: null, voted_at: null }]);
  });

  test('regenerating a slide answers another page with the same id and notes, and leaves the deck as it was', async () => {
    const { token, projectId, doc } = await deck(api);
    const target = doc.pages[1]!;
    const answer = await api.post('/api2/v1/ai/slide/regenerate', { projectId, pageId: target.id }, token);
    expect(answer.body?.code).toBe(200);
    const { page, scripts } = answer.body!.data;
    expect(page.id).toBe(target.id);
    expect(page.layout).not.toEqual(target.layout);
    expect(scripts.length).toBeGreaterThan(0);
    const after = applied(doc, [{ op: 'replacePage', pageId: target.id, page }]);
    expect(after.pages.filter((each) => each.id !== target.id)).toEqual(doc.pages.filter((each) => each.id !== target.id));
    expect(await storedDoc(api, projectId)).toEqual(doc);
    // The editor puts the answer in place; asked again, the server shows another slide than that one.
    await api.server.ctx.collab.edit(projectId, (ydoc) => replaceProject(ydoc, after));
    const again = await api.post('/api2/v1/ai/slide/regenerate', { projectId, pageId: target.id }, token);
    expect(again.body!.data.page.layout, 'each regeneration shows another alternative').not.toEqual(page.layout);

    expect((await api.post('/api2/v1/ai/slide/regenerate', { projectId, pageId: 'no-such-page' }, token)).body).toMatchObject({ code: -4 });
    const eve = await signIn(api, 'eve@example.com');
    expect((await api.post('/api2/v1/ai/slide/regenerate', { projectId, pageId: target.id }, eve)).body).toMatchObject({ code: -4 });
  });

  test('a slide of a deck made from a document is regenerated from the section it showed, with no document sent along', async () => {
    const token = await signIn(api, 'ada@example.com');
    const projectId = Number((await api.post('/api2/v1/project/create', { kind: 'presentation', title: 'Makerspace' }, token)).body!.data.id);
    const name = 'makerspace-proposal.docx';
    const reference = await extractReference({ name, bytes: new Uint8Array(readFileSync(new URL(`../../../fixtures/references/${name}`, import.meta.url))) });
    const planned = await stream(api, '/api2/v1/ai/slide/plan', { prompt: 'Our makerspace proposal', references: [reference], options: { slideCount: 8 } }, token);
    const storyline = planned.events.filter((event) => event.type === 'item').map((event) => event.item);
    const generated = await stream(api, '/api2/v1/ai/slide/generate', { projectId, storyline, references: [reference], options: { slideCount: 8 }, replace: true }, token);
    expect(generated.events.at(-1)).toEqual({ type: 'status', status: 9999 });
    const doc = await storedDoc(api, projectId);
    const target = doc.pages.find((page) => page.origin?.section?.title === 'What we will build')!;
    expect(target, 'the generated page remembers its section').toBeDefined();
    expect(target.origin!.generated).toBe(pageFingerprint(target));
    const sectionWords = new Set(words([target.origin!.section!.title, ...target.origin!.section!.paragraphs].join(' ')));

    for (let turn = 0; turn < 2; turn++) {
      const answer = await api.post('/api2/v1/ai/slide/regenerate', { projectId, pageId: target.id }, token);
      expect(answer.body?.code).toBe(200);
      const page: Page = answer.body!.data.page;
      const [title, ...said] = pageText(page);
      expect(title).toBe(target.origin!.item);
      expect(said.join(' ')).not.toMatch(/^PART \d/);
      expect(said.flatMap(words).length).toBeGreaterThan(5);
      expect(said.flatMap(words).filter((word) => !sectionWords.has(word))).toEqual([]);
      expect(pageText(page)).not.toEqual(pageText(target));
      expect(page.origin).toMatchObject({ item: target.origin!.item, section: target.origin!.section, generated: pageFingerprint(page) });
    }
  });

  test('a page’s section is regenerated as a section: its hero keeps its button, a body section shows no slide bullets', async () => {
    const token = await signIn(api, 'ada@example.com');
    const projectId = Number((await api.post('/api2/v1/project/create', { kind: 'page', title: 'Makerspace' }, token)).body!.data.id);
    const name = 'makerspace-proposal.docx';
    const reference = await extractReference({ name, bytes: new Uint8Array(readFileSync(new URL(`../../../fixtures/references/${name}`, import.meta.url))) });
    const planned = await stream(api, '/api2/v1/ai/slide/plan', { prompt: 'Our makerspace proposal', references: [reference], options: { slideCount: 6 }, kind: 'page' }, token);
    const storyline = planned.events.filter((event) => event.type === 'item').map((event) => event.item);
    await stream(api, '/api2/v1/ai/slide/generate', { projectId, storyline, references: [reference], options: { slideCount: 6 }, replace: true }, token);
    const doc = await storedDoc(api, projectId);
    const blocks = (page: Page) => contentNodes(page.layout).map((node) => node.content);
    const hero = (await api.post('/api2/v1/ai/slide/regenerate', { projectId, pageId: doc.pages[0]!.id }, token)).body!.data.page as Page;
    expect(blocks(hero).some((content) => content.kind === 'button')).toBe(true);
    const body = (await api.post('/api2/v1/ai/slide/regenerate', { projectId, pageId: doc.pages[2]!.id }, token)).body!.data.page as Page;
    const paragraphs = blocks(body).flatMap((content) => (content.kind === 'text' ? content.paragraphs : []));
    expect(paragraphs.length).toBeGreaterThan(1);
    expect(paragraphs.filter((paragraph) => paragraph.list?.kind === 'bullet')).toEqual([]);
  });

  test('design suggestions are other themes that fit the deck and what was asked, streamed one by one', async () => {
    const { token, projectId, doc } = await deck(api);
    const { events } = await stream(api, '/api2/v1/ai/design', { projectId }, token);
    const themes = events.filter((event) => event.type === 'theme').map((event) => event.theme);
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(themes).toHaveLength(3);
    expect(themes.map((theme) => theme.themeId)).not.toContain(doc.themeId);
    for (const theme of themes) expect(theme.reason).toMatch(/^(Light|Dark), with a /);
    const again = await stream(api, '/api2/v1/ai/design', { projectId }, token);
    expect(again.events.filter((event) => event.type === 'theme').map((event) => event.theme)).toEqual(themes);

    const dark = await stream(api, '/api2/v1/ai/design', { projectId, prompt: 'dark and dramatic please', count: 5 }, token);
    const darkThemes = dark.events.filter((event) => event.type === 'theme').map((event) => event.theme);
    expect(darkThemes).toHaveLength(5);
    expect(darkThemes.every((theme) => theme.mode === 'dark')).toBe(true);
    const eve = await signIn(api, 'eve@example.com');
    expect((await stream(api, '/api2/v1/ai/design', { projectId }, eve)).json).toMatchObject({ code: -4 });
  });

  test("a table block's data streams as CSV; blocks without structured data are -2", async () => {
    const { token, projectId, doc } = await deck(api);
    const page = buildPage('prices', { layout: 'table', title: 'Prices', rows: [['Loaf', 'Price'], ['Sourdough, large', '4.50'], ['The "Baker\'s" rye', '3.90']], notes: '' });
    await api.server.ctx.collab.edit(projectId, (ydoc) => insertPage(ydoc, doc.pages.length, page));
    const table = contentNodes(page.layout).find((node) => node.content.kind === 'table')!;
    const { events } = await stream(api, '/api2/v1/ai/chat/code', { projectId, pageId: 'prices', blockId: table.id }, token);
    expect(events.at(-1)).toEqual({ type: 'done' });
    const code = events.filter((event) => event.type === 'code');
    expect(code.every((event) => event.language === 'csv')).toBe(true);
    expect(code.map((event) => event.delta).join('')).toBe('Loaf,Price\n"Sourdough, large",4.50\n"The ""Baker\'s"" rye",3.90\n');

    const text = contentNodes(page.layout).find((node) => node.content.kind === 'text')!;
    expect((await stream(api, '/api2/v1/ai/chat/code', { projectId, pageId: 'prices', blockId: text.id }, token)).json).toMatchObject({ code: -2 });
    expect((await stream(api, '/api2/v1/ai/chat/code', { projectId, pageId: 'prices', blockId: 'nope' }, token)).json).toMatchObject({ code: -4 });
  });
});
