import { COMPOSER, composeDocument } from '@folio/ai';
import { applyOperations, contentNodes, ProjectDocument } from '@folio/layout';
import { request as httpRequest } from 'node:http';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, test } from 'vitest';
import { FakeOpenAiServer, FINISH, deltaEvent, imageAnswer, startStream, streams } from '../../ai/test/fake-openai-server.ts';
import { signIn } from './helpers/accounts.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * The editor's AI calls with a model configured: an OpenAI-compatible server on 127.0.0.1
 * (AI_BASE_URL) that answers chat completions and image generations from scripts.
 */
const fake = await FakeOpenAiServer.start();
/** The server's model settings: the fake server answers as `fake-chat`. */
const MODEL = { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-chat' };
afterAll(() => fake.close());

const CHAT = '/api2/v1/ai/chat2';

/** A project of the user's holding a composer deck of four slides (stored, not yet opened in an editor). */
async function deck(api: TestServer, token: string): Promise<{ projectId: number; doc: ProjectDocument }> {
  const created = await api.post('/api2/v1/project/create', { kind: 'presentation', title: 'Bakery' }, token);
  const projectId = Number(created.body!.data.id);
  const { document } = await composeDocument(COMPOSER, { prompt: 'A bakery that delivers bread by bike', references: [], options: { slideCount: 4 } });
  await api.db.query('update projects set doc = $2 where id = $1', [projectId, JSON.stringify(document)]);
  return { projectId, doc: ProjectDocument.parse(document) };
}

/** Reads a stream event by event, handing each to `onEvent` as it arrives. */
async function readStream(api: TestServer, path: string, body: unknown, token: string, onEvent: (event: any) => void = () => {}): Promise<any[]> {
  const response = await fetch(`http://127.0.0.1:${api.server.port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  expect(response.headers.get('content-type')).toContain('event-stream');
  const events: any[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!line.startsWith('data: ')) continue;
      const event = JSON.parse(line.slice(6));
      events.push(event);
      onEvent(event);
    }
  }
  return events;
}

const reply = (events: any[]) => events.filter((event) => event.type === 'text').map((event) => event.delta).join('');

function firstTextBlock(doc: ProjectDocument, index: number): string {
  return contentNodes(doc.pages[index]!.layout).find((node) => node.content.kind === 'text')!.id;
}

describe.each(databases)('AI chat and images through a model on %s', (kind) => {
  const api = useTestServer(kind, { env: { ...MODEL, AI_IMAGE_MODEL: 'fake-image' } });

  test('the reply streams while the model is still writing, then only the operations that apply to the deck', async () => {
    const token = await signIn(api);
    const { projectId, doc } = await deck(api, token);
    const answer = JSON.stringify({
      reply: 'Renamed the second slide, kept one slide and switched to Green Pulse.',
      actions: [
        { action: 'setText', pageId: doc.pages[1]!.id, blockId: firstTextBlock(doc, 1), text: 'Bread before breakfast' },
        ...doc.pages.map((page) => ({ action: 'removeSlide', pageId: page.id })),
        { action: 'changeTheme', themeId: 'green-pulse' },
      ],
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const cut = answer.indexOf('actions');
    fake.answerWith(async (_request, response) => {
      startStream(response);
      for (let at = 0; at < cut; at += 9) response.write(deltaEvent(answer.slice(at, Math.min(at + 9, cut))));
      // The rest only once the client has seen the reply: a server that waited for the whole answer would hang here.
      await released;
      response.write(deltaEvent(answer.slice(cut)));
      response.end(FINISH);
    });
    const events = await readStream(api, CHAT, { projectId, messages: [{ role: 'user', content: 'Tidy the deck up' }], selection: { pageId: doc.pages[1]!.id } }, token, (event) => {
      if (event.type === 'text') release();
    });
    expect(events.map((event) => event.type).filter((type, at, all) => type !== all[at - 1])).toEqual(['message', 'text', 'operations', 'done']);
    expect(events.filter((event) => event.type === 'text').length).toBeGreaterThan(3);
    expect(reply(events)).toBe('Renamed the second slide, kept one slide and switched to Green Pulse.');
    const operations = events.find((event) => event.type === 'operations').operations;
    expect(operations.map((operation: { op: string }) => operation.op), 'removing the last page does not apply').toEqual(['setText', 'removePage', 'removePage', 'removePage', 'setTheme']);
    const after = ProjectDocument.parse(applyOperations(doc, operations));
    expect(after.pages).toHaveLength(1);
    expect(after.themeId).toBe('green-pulse');

    const asked = fake.requests.at(-1)!.messages.at(-1)!.content;
    expect(asked).toContain(`pageId ${doc.pages[1]!.id}`);
    expect(asked).toContain('Tidy the deck up');
  });

  test('design mode passes on only the look of what the model answers', async () => {
    const token = await signIn(api);
    const { projectId, doc } = await deck(api, token);
    fake.answerWith(
      streams(
        JSON.stringify({
          reply: 'Darker, and a new title.',
          actions: [
            { action: 'setText', pageId: doc.pages[0]!.id, blockId: firstTextBlock(doc, 0), text: 'New words' },
            { action: 'changeTheme', themeId: 'dark-matter' },
          ],
        }),
      ),
    );
    const events = await readStream(api, '/api2/v1/ai/design-chat2', { projectId, messages: [{ role: 'user', content: 'Make it moody' }] }, token);
    expect(events.find((event) => event.type === 'operations').operations).toEqual([{ op: 'setTheme', themeId: 'dark-matter' }]);
    expect(fake.requests.at(-1)!.messages.map((message) => message.content).join('\n')).toContain('Only changeTheme and changeLayout are allowed');
  });

  test('a model that fails part-way ends the stream with an error after the text already sent, and the answer is kept as failed', async () => {
    const token = await signIn(api);
    const { projectId } = await deck(api, token);
    fake.answerWith((_request, response) => {
      startStream(response);
      response.write(deltaEvent('{"reply": "I will shorten'));
      setTimeout(() => response.destroy(), 50);
    });
    const events = await readStream(api, CHAT, { projectId, messages: [{ role: 'user', content: 'Shorten everything' }] }, token);
    expect(events[0].type).toBe('message');
    expect(reply(events)).toBe('I will shorten');
    expect(events.at(-1)).toMatchObject({ type: 'error', code: -1 });
    expect(events.at(-1).message).toMatch(/cut|closed/i);
    expect(events.some((event) => event.type === 'operations' || event.type === 'done')).toBe(false);
    expect(await api.db.query(`select content, failed, operations from ai_chat_messages where role = 'assistant'`)).toEqual([{ content: 'I will shorten', failed: true, operations: null }]);
  });

  test('a client that goes away stops the model call', async () => {
    const token = await signIn(api);
    const { projectId } = await deck(api, token);
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    fake.answerWith((request, response) => {
      startStream(response);
      response.write(deltaEvent('{"reply": "Thinking about it'));
      request.raw.socket.on('close', upstreamClosed);
    });
    // A socket of its own, destroyed as soon as the reply starts: the browser tab closing.
    const body = JSON.stringify({ projectId, messages: [{ role: 'user', content: 'Take your time' }] });
    const request = httpRequest(`http://127.0.0.1:${api.server.port}${CHAT}`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
    request.on('response', (response) => response.on('data', (chunk: Buffer) => chunk.toString().includes('"type":"text"') && request.destroy()));
    request.on('error', () => {});
    request.end(body);
    await closed;
    await expect.poll(() => api.db.query(`select content, failed from ai_chat_messages where role = 'assistant'`)).toEqual([{ content: 'Thinking about it', failed: true }]);
  });

  test('images come from the provider’s images/generations and are served as the user’s uploads', async () => {
    const token = await signIn(api);
    const canvas = createCanvas(96, 64);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#3366ff';
    ctx.fillRect(0, 0, 96, 64);
    const png = new Uint8Array(await canvas.encode('png'));
    fake.answerWith(imageAnswer(png));
    const answer = await api.post('/api2/v1/ai/image/generate', { prompt: 'A lighthouse in a storm', themeId: 'sunlit', width: 1200, height: 675 }, token);
    expect(answer.body?.code).toBe(200);
    expect(fake.paths.at(-1)).toBe('/v1/images/generations');
    expect(fake.requests.at(-1)).toMatchObject({ model: 'fake-image', n: 1, size: '1536x1024', response_format: 'b64_json', prompt: expect.stringContaining('A lighthouse in a storm') });
    const [image] = answer.body!.data.images;
    expect(image).toMatchObject({ width: 96, height: 64, url: `/files/${image.key}` });
    const served = await fetch(`http://127.0.0.1:${api.server.port}${image.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    fake.answerWith((_request, response) => response.writeHead(400).end('{"error":{"message":"content policy"}}'));
    const refused = await api.post('/api2/v1/ai/image/generate', { prompt: 'Something refused' }, token);
    expect(refused.body).toMatchObject({ code: -1, message: expect.stringContaining('content policy') });
    expect(await api.db.query('select count(*)::int as count from uploads')).toEqual([{ count: 1 }]);
  });

  test('an image prompt is rewritten by the model', async () => {
    const token = await signIn(api);
    fake.answerWith(streams('<think>bikes, bread</think>"A cargo bike loaded with warm loaves at sunrise, soft golden light"'));
    const answer = await api.post('/api2/v1/ai/image/generate/enhance-prompt', { prompt: 'bread bike', themeId: 'sunlit' }, token);
    expect(answer.body?.data).toEqual({ prompt: 'A cargo bike loaded with warm loaves at sunrise, soft golden light' });
    expect(fake.requests.at(-1)!.messages[0]!.content).toContain('Sunlit');
  });
});
