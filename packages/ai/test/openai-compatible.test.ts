import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateTree } from '@folio/layout';
import { AiError, OpenAiCompatibleModel, createProvider, generateSlides, generateStructured, planStoryline, streamStructured } from '../src/index.ts';
import { deltaEvent, FakeOpenAiServer, FINISH, sleep, startStream, streams, type Script } from './fake-openai-server.ts';

let server: FakeOpenAiServer;
let model: OpenAiCompatibleModel;

beforeAll(async () => {
  server = await FakeOpenAiServer.start();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  model = new OpenAiCompatibleModel({ baseUrl: server.baseUrl, apiKey: 'test-key', model: 'fake-model', models: ['fake-model', 'other-model'] });
});

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const delta of stream) text += delta;
  return text;
}

const Answer = z.object({ title: z.string(), points: z.array(z.string()).min(1) }).strict();
const ask = (text = 'go') => [{ role: 'user' as const, content: text }];

describe('OpenAI-compatible provider', () => {
  it('reassembles an answer whose SSE lines and UTF-8 characters are split across network chunks', async () => {
    server.answerWith((_request, response) => {
      startStream(response);
      const bytes = Buffer.from(`: keep-alive\n\n${deltaEvent('Grüße ')}${deltaEvent('aus 東京')}\r\n: ping\n\n${FINISH}`);
      // One byte at a time: every line and every multi-byte character is cut somewhere.
      for (const byte of bytes) response.write(Buffer.from([byte]));
      response.end();
    });
    expect(await collect(model.streamText({ messages: ask() }))).toBe('Grüße aus 東京');
    expect(server.requests[0]).toMatchObject({ model: 'fake-model', stream: true });
  });

  it('skips a malformed chunk and keeps the rest of the answer', async () => {
    server.answerWith((_request, response) => {
      startStream(response);
      response.write(deltaEvent('one '));
      response.write('data: {"choices": [ {"delta": {"content": "bro\n\n');
      response.write('data: not json at all\n\n');
      response.write(deltaEvent('two'));
      response.end(FINISH);
    });
    expect(await collect(model.streamText({ messages: ask() }))).toBe('one two');
  });

  it('waits through a slow stream', async () => {
    server.answerWith(async (_request, response) => {
      startStream(response);
      for (const word of ['slow ', 'but ', 'steady']) {
        await sleep(150);
        response.write(deltaEvent(word));
      }
      response.end(FINISH);
    });
    expect(await collect(model.streamText({ messages: ask() }))).toBe('slow but steady');
  });

  it('waits out a 429 as long as Retry-After says, then answers', async () => {
    server.answerWith((_request, response) => response.writeHead(429, { 'retry-after': '0' }).end('{"error":{"message":"slow down"}}'), streams('after the wait'));
    expect(await collect(model.streamText({ messages: ask() }))).toBe('after the wait');
    expect(server.requests).toHaveLength(2);
  });

  it('says it is rate limited when the server keeps answering 429', async () => {
    const busy = (): Script => (_request, response) => response.writeHead(429, { 'retry-after': '0' }).end();
    model = new OpenAiCompatibleModel({ baseUrl: server.baseUrl, model: 'fake-model', rateLimitRetries: 1 });
    server.answerWith(busy(), busy());
    await expect(collect(model.streamText({ messages: ask() }))).rejects.toMatchObject({ code: 'rate_limited' });
  });

  it('refuses to wait when Retry-After asks for longer than allowed', async () => {
    model = new OpenAiCompatibleModel({ baseUrl: server.baseUrl, model: 'fake-model', maxRetryWaitMs: 1000 });
    server.answerWith((_request, response) => response.writeHead(429, { 'retry-after': '3600' }).end());
    await expect(collect(model.streamText({ messages: ask() }))).rejects.toMatchObject({ code: 'rate_limited' });
  });

  it('reports a cut connection clearly and keeps what arrived', async () => {
    server.answerWith((request, response) => {
      startStream(response);
      response.write(deltaEvent('the first half'));
      setTimeout(() => request.raw.socket.destroy(), 50);
    });
    const error = await collect(model.streamText({ messages: ask() })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ code: 'connection_cut', partial: 'the first half' });
    expect((error as Error).message).toMatch(/cut|closed/);
  });

  it('treats a stream that ends without finishing as cut', async () => {
    server.answerWith((_request, response) => {
      startStream(response);
      response.end(deltaEvent('half an answ'));
    });
    await expect(collect(model.streamText({ messages: ask() }))).rejects.toMatchObject({ code: 'connection_cut', partial: 'half an answ' });
  });

  it('gives up with a timeout error when the model takes longer than allowed', async () => {
    server.answerWith(async (_request, response) => {
      startStream(response);
      response.write(deltaEvent('thinking'));
      await sleep(2000);
      response.end(FINISH);
    });
    await expect(collect(model.streamText({ messages: ask(), timeoutMs: 300 }))).rejects.toMatchObject({ code: 'timeout', partial: 'thinking' });
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    server.answerWith(async (_request, response) => {
      startStream(response);
      response.write(deltaEvent('a'));
      await sleep(2000);
      response.end(FINISH);
    });
    const done = collect(model.streamText({ messages: ask(), signal: controller.signal }));
    setTimeout(() => controller.abort(), 100);
    await expect(done).rejects.toMatchObject({ code: 'aborted' });
  });

  it('passes the server’s error message on for other HTTP errors', async () => {
    server.answerWith((_request, response) => response.writeHead(401).end('{"error":{"message":"invalid api key"}}'));
    await expect(collect(model.streamText({ messages: ask() }))).rejects.toMatchObject({ code: 'http_error', status: 401, message: expect.stringContaining('invalid api key') });
  });

  it('reads structured output from a thinking model, ignoring its <think> block and reasoning fields', async () => {
    server.answerWith((_request, response) => {
      startStream(response);
      response.write(deltaEvent('', { reasoning_content: 'Let me think about {"title": "wrong"}' }));
      for (const piece of ['<thi', 'nk>The user wants {"title": "not this"} maybe', '</th', 'ink>\n', '{"title": "Ocean', ' facts", "points": ["Deep"]}']) response.write(deltaEvent(piece));
      response.end(FINISH);
    });
    await expect(generateStructured(model, { schema: Answer, messages: ask() })).resolves.toEqual({ title: 'Ocean facts', points: ['Deep'] });
  });

  it('reads JSON written inside prose and a Markdown fence', async () => {
    server.answerWith(streams('Sure! Here is the outline you asked for:\n\n```json\n{"title": "Tides", "points": ["Moon", "Sun",],}\n```\nLet me know if you want changes.'));
    await expect(generateStructured(model, { schema: Answer, messages: ask() })).resolves.toEqual({ title: 'Tides', points: ['Moon', 'Sun'] });
  });

  it('repairs an answer cut off before its closing brackets', async () => {
    server.answerWith(streams('{"title": "Cut", "points": ["one", "two"'));
    await expect(generateStructured(model, { schema: Answer, messages: ask() })).resolves.toEqual({ title: 'Cut', points: ['one', 'two'] });
  });

  it('sends an invalid answer back with its validation errors and takes the corrected one', async () => {
    server.answerWith(streams('{"title": 42}'), streams('{"title": "Fixed", "points": ["ok"]}'));
    await expect(generateStructured(model, { schema: Answer, messages: ask() })).resolves.toEqual({ title: 'Fixed', points: ['ok'] });
    const retry = server.requests[1]!.messages;
    expect(retry.at(-2)).toMatchObject({ role: 'assistant', content: '{"title": 42}' });
    expect(retry.at(-1)!.content).toMatch(/title/);
    expect(retry.at(-1)!.content).toMatch(/points/);
  });

  it('gives up after the bounded number of attempts', async () => {
    server.answerWith(streams('no json here'), streams('still none'));
    await expect(generateStructured(model, { schema: Answer, messages: ask() })).rejects.toMatchObject({ code: 'invalid_output' });
  });

  it('hands over each array item as soon as its JSON closes, before the answer ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.answerWith(async (_request, response) => {
      startStream(response);
      response.write(deltaEvent('{"items": [{"text": "Cover"}, {"text": "Sec'));
      await held;
      response.write(deltaEvent('ond"}]}'));
      response.end(FINISH);
    });
    const seen: string[] = [];
    const Item = z.object({ text: z.string() });
    for await (const event of streamStructured(model, { schema: z.object({ items: z.array(Item) }), items: { key: 'items', schema: Item }, messages: ask() })) {
      if (event.type === 'item') {
        seen.push(event.item.text);
        // The first item arrived while the server still holds the rest back.
        if (seen.length === 1) release();
      }
    }
    expect(seen).toEqual(['Cover', 'Second']);
  });

  it('streams a storyline and slides that are valid layout trees with notes', async () => {
    server.answerWith(streams('{"title": "Tides", "items": [{"text": "Tides"}, {"text": "Why the sea moves"}, {"text": "Thanks"}]}'));
    const storyline = [];
    for await (const item of planStoryline(model, { prompt: 'a lesson about tides' })) storyline.push(item);
    expect(storyline.map((item) => item.text)).toEqual(['Tides', 'Why the sea moves', 'Thanks']);

    const slides = {
      slides: [
        { layout: 'title', title: 'Tides', subtitle: 'How the moon moves the sea', notes: 'Welcome.' },
        { layout: 'stats', title: 'Why the sea moves', stats: [{ value: '2', label: 'high tides a day' }, { value: '12h 25m', label: 'between them' }], notes: 'The moon pulls.' },
        { layout: 'closing', title: 'Thanks', bullets: ['Questions?'], notes: 'Thank you.' },
      ],
    };
    server.answerWith(streams(`<think>plan the slides</think>${JSON.stringify(slides)}`, 11));
    const pages = [];
    for await (const slide of generateSlides(model, { prompt: 'a lesson about tides', storyline })) {
      expect(validateTree(slide.page.layout)).toEqual([]);
      expect(slide.scripts[0]?.text).toBeTruthy();
      pages.push(slide.page.id);
    }
    expect(new Set(pages).size).toBe(3);
  });

  it('keeps the slides that arrived when the connection is cut mid-deck, and says what went wrong', async () => {
    const first = { layout: 'bullets', title: 'Why the sea moves', bullets: ['The moon pulls on the water'], notes: 'Gravity.' };
    server.answerWith((request, response) => {
      startStream(response);
      response.write(deltaEvent(`{"slides": [${JSON.stringify(first)}, {"layout": "stats", "title": "Ti`));
      setTimeout(() => request.raw.socket.destroy(), 50);
    });
    const received: string[] = [];
    const storyline = [{ id: 'item-1', text: 'Why the sea moves' }, { id: 'item-2', text: 'Tides in numbers' }];
    const error = await (async () => {
      for await (const slide of generateSlides(model, { storyline })) received.push(slide.page.id);
    })().catch((caught: unknown) => caught);
    expect(received).toHaveLength(1);
    expect(error).toMatchObject({ code: 'connection_cut' });
  });

  it('is chosen by a configured server and offers at most 8 models to the picker', () => {
    const provider = createProvider({ baseUrl: server.baseUrl, model: 'a', models: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] });
    expect(provider.kind).toBe('openai-compatible');
    expect(provider.kind === 'openai-compatible' && provider.models).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(createProvider(undefined).kind).toBe('composer');
  });
});
