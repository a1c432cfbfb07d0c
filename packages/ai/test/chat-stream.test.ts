import { applyOperations, contentNodes, ProjectDocument } from '@folio/layout';
import { afterAll, describe, expect, it } from 'vitest';
import { AiError, COMPOSER, blockAsCode, composeDocument, enhanceImagePrompt, generateImage, streamChatEdit, suggestThemes, type ChatEditEvent, type ChatEditRequest, type Provider } from '../src/index.ts';
import { JsonStringField } from '../src/providers/json-string-field.ts';
import { FakeOpenAiServer, imageAnswer } from './fake-openai-server.ts';
import { ScriptedModel } from './scripted-model.ts';

const THEMES = ['sunlit', 'dark-matter', 'green-pulse'];
const server = await FakeOpenAiServer.start();
afterAll(() => server.close());
const config = { baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'dall-e-3' };

async function bakeryDeck(): Promise<ProjectDocument> {
  const { document } = await composeDocument(COMPOSER, { prompt: 'A bakery that delivers bread by bike', references: [], options: { slideCount: 4 } });
  return ProjectDocument.parse(document);
}

async function collect(provider: Provider, request: ChatEditRequest): Promise<ChatEditEvent[]> {
  const events: ChatEditEvent[] = [];
  for await (const event of streamChatEdit(provider, request)) events.push(event);
  return events;
}

const textOf = (events: ChatEditEvent[]) => events.flatMap((event) => (event.type === 'text' ? [event.delta] : [])).join('');
const operationsOf = (events: ChatEditEvent[]) => events.flatMap((event) => (event.type === 'operations' ? event.operations : []));

describe('a JSON string field read while it streams', () => {
  it('decodes what has arrived, holding back an escape cut in half', () => {
    const field = new JsonStringField('reply');
    expect(field.push('<think>{"reply": "no"}</think>{"re')).toBe('');
    expect(field.push('ply": "Caf')).toBe('Caf');
    expect(field.push('\\u00')).toBe('Caf');
    expect(field.push('e9 \\"ok\\"\\')).toBe('Café "ok"');
    expect(field.push('nnext", "actions": ["x"]}')).toBe('Café "ok"\nnext');
  });
});

describe('chat edits as a stream', () => {
  it('streams the model’s reply in pieces before the operations, which all apply', async () => {
    const doc = await bakeryDeck();
    const block = contentNodes(doc.pages[1]!.layout).find((node) => node.content.kind === 'text')!;
    const reply = 'I gave the second slide a shorter headline and removed the last slide, as you asked.';
    const model = new ScriptedModel([
      JSON.stringify({
        reply,
        actions: [
          { action: 'setText', pageId: doc.pages[1]!.id, blockId: block.id, text: 'Bread by bike' },
          { action: 'removeSlide', pageId: doc.pages[3]!.id },
          { action: 'removeSlide', pageId: doc.pages[3]!.id },
        ],
      }),
    ]);
    const events = await collect(model, { instruction: 'tighten it', document: doc, themes: THEMES });
    expect(events.filter((event) => event.type === 'text').length).toBeGreaterThan(3);
    expect(events.at(-1)!.type).toBe('operations');
    expect(textOf(events)).toBe(reply);
    const operations = operationsOf(events);
    expect(operations.map((operation) => operation.op), 'the page is gone by the second removal').toEqual(['setText', 'removePage']);
    expect(ProjectDocument.parse(applyOperations(doc, operations)).pages).toHaveLength(3);
  });

  it('shows a retried answer’s reply once, going on from what was already shown', async () => {
    const doc = await bakeryDeck();
    const model = new ScriptedModel(['{"reply": "Switching the theme", "actions": [{"action": "paint"}]}', JSON.stringify({ reply: 'Switching the theme to Dark Matter.', actions: [{ action: 'changeTheme', themeId: 'dark-matter' }] })]);
    const events = await collect(model, { instruction: 'go dark', document: doc, themes: THEMES });
    expect(model.requests).toHaveLength(2);
    expect(textOf(events)).toBe('Switching the theme to Dark Matter.');
    expect(operationsOf(events)).toEqual([{ op: 'setTheme', themeId: 'dark-matter' }]);
  });

  it('keeps design mode to the look of the deck, with the model and offline', async () => {
    const doc = await bakeryDeck();
    const block = contentNodes(doc.pages[0]!.layout).find((node) => node.content.kind === 'text')!;
    const model = new ScriptedModel([JSON.stringify({ reply: 'Done.', actions: [{ action: 'setText', pageId: doc.pages[0]!.id, blockId: block.id, text: 'New' }, { action: 'changeTheme', themeId: 'green-pulse' }] })]);
    expect(operationsOf(await collect(model, { instruction: 'freshen it up', document: doc, themes: THEMES, mode: 'design' }))).toEqual([{ op: 'setTheme', themeId: 'green-pulse' }]);
    expect(model.requests[0]!.messages.map((message) => message.content).join('\n')).toContain('Only changeTheme and changeLayout');

    const offline = await collect(COMPOSER, { instruction: 'delete slide 2', document: doc, themes: THEMES, mode: 'design' });
    expect(operationsOf(offline)).toEqual([]);
    expect(textOf(offline)).toMatch(/design mode/i);
    expect(offline.filter((event) => event.type === 'text').length, 'the composer’s reply comes in pieces too').toBeGreaterThan(1);
  });

  it('lets design mode lay a slide out anew only with the words it already has', async () => {
    const doc = await bakeryDeck();
    const target = doc.pages.find((page) => contentNodes(page.layout).some((node) => node.content.kind === 'shape')) ?? doc.pages[1]!;
    const offline = operationsOf(await collect(COMPOSER, { instruction: 'change the layout', document: doc, selection: { pageId: target.id }, themes: THEMES, mode: 'design' }));
    expect(offline).toMatchObject([{ op: 'replacePage', pageId: target.id }]);

    const model = new ScriptedModel([
      JSON.stringify({
        reply: 'Two columns now.',
        actions: [
          { action: 'changeLayout', pageId: target.id, slide: { layout: 'bullets', title: 'A brand new title', bullets: ['Invented point', 'Another one'] } },
          { action: 'changeTheme', themeId: 'green-pulse' },
        ],
      }),
    ]);
    const answer = await collect(model, { instruction: 'two columns', document: doc, themes: THEMES, mode: 'design' });
    expect(operationsOf(answer)).toEqual([{ op: 'setTheme', themeId: 'green-pulse' }]);
    expect(textOf(answer), 'the reply owns up to what was left out').toMatch(/would have changed the words/);
  });

  it('changes the layout of every slide with points in design mode, as it says it does', async () => {
    const doc = await bakeryDeck();
    for (const page of doc.pages) {
      const answer = await collect(COMPOSER, { instruction: "change this slide's layout", document: doc, selection: { pageId: page.id }, themes: THEMES, mode: 'design' });
      if (/changed the slide/i.test(textOf(answer))) expect(operationsOf(answer), `slide ${page.id}`).toMatchObject([{ op: 'replacePage', pageId: page.id }]);
      else expect(operationsOf(answer)).toEqual([]);
    }
  });

  it('passes the conversation before the instruction to the model', async () => {
    const doc = await bakeryDeck();
    const model = new ScriptedModel([JSON.stringify({ reply: 'Ok.', actions: [] })]);
    await collect(model, { instruction: 'and now the third', document: doc, themes: THEMES, history: [{ role: 'user', content: 'shorten slide 2' }, { role: 'assistant', content: 'Shortened slide 2.' }] });
    const roles = model.requests[0]!.messages.map((message) => message.role);
    expect(roles.slice(-3)).toEqual(['user', 'assistant', 'user']);
    expect(model.requests[0]!.messages.at(-2)!.content).toBe('Shortened slide 2.');
  });
});

describe('image prompts and the image API', () => {
  const sunlit = { name: 'Sunlit', mode: 'light' as const, colors: ['#E08A00', '#FFF7E8'] };

  it('enriches a prompt offline with style, light and the theme’s colours, the same every time', async () => {
    const first = await enhanceImagePrompt(COMPOSER, { prompt: 'a lighthouse', theme: sunlit });
    expect(first).toMatch(/^a lighthouse, /);
    expect(first).toMatch(/daylight/);
    expect(first).toMatch(/colour palette of orange, warm cream/);
    expect(await enhanceImagePrompt(COMPOSER, { prompt: 'a lighthouse', theme: sunlit })).toBe(first);
    expect(await enhanceImagePrompt(COMPOSER, { prompt: 'a lighthouse', theme: { ...sunlit, mode: 'dark' } })).toMatch(/low-key/);
  });


  it('asks images/generations for base64 and answers the bytes', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    server.answerWith(imageAnswer(bytes));
    expect(await generateImage(config, { prompt: 'a lighthouse', width: 600, height: 900 })).toEqual(bytes);
    expect(server.paths.at(-1)).toBe('/v1/images/generations');
    expect(server.requests.at(-1)).toEqual({ model: 'dall-e-3', prompt: 'a lighthouse', n: 1, size: '1024x1536', response_format: 'b64_json' });

    server.answerWith(imageAnswer(bytes));
    await generateImage({ ...config, model: 'gpt-image-1' }, { prompt: 'x', width: 512, height: 512 });
    expect(server.requests.at(-1), 'gpt-image models refuse response_format').not.toHaveProperty('response_format');
  });

  it('says why an image could not be made', async () => {
    server.answerWith((_request, response) => response.writeHead(400).end('{"error":{"message":"Your request was rejected by the safety system"}}'));
    await expect(generateImage(config, { prompt: 'x', width: 512, height: 512 })).rejects.toMatchObject({ code: 'http_error', message: expect.stringContaining('safety system') });
    server.answerWith((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[{"url":"https://example.com/a.png"}]}'));
    await expect(generateImage(config, { prompt: 'x', width: 512, height: 512 })).rejects.toBeInstanceOf(AiError);
  });
});

describe('design suggestions and blocks as code', () => {
  const themes = [
    { id: 'sunlit', name: 'Sunlit', mode: 'light' as const, accent: '#E08A00' },
    { id: 'dark-matter', name: 'Dark Matter', mode: 'dark' as const, accent: '#7C6CFF' },
    { id: 'moss', name: 'Moss', mode: 'light' as const, accent: '#4E7D3A' },
  ];

  it('passes on only the model’s suggestions of themes the user has, once each, never the current one', async () => {
    const model = new ScriptedModel([
      JSON.stringify({ suggestions: [{ themeId: 'moss', reason: 'Green for a garden.' }, { themeId: 'nope', reason: 'x' }, { themeId: 'sunlit', reason: 'current' }, { themeId: 'moss', reason: 'again' }, { themeId: 'dark-matter', reason: 'Night.' }] }),
    ]);
    const suggestions = [];
    for await (const suggestion of suggestThemes(model, { prompt: '', deckText: 'Community garden', themes, currentThemeId: 'sunlit', count: 3 })) suggestions.push(suggestion);
    expect(suggestions).toEqual([
      { themeId: 'moss', name: 'Moss', mode: 'light', reason: 'Green for a garden.' },
      { themeId: 'dark-matter', name: 'Dark Matter', mode: 'dark', reason: 'Night.' },
    ]);
  });

  it('suggests offline by the deck’s words: a garden deck gets the green theme first', async () => {
    const suggestions = [];
    for await (const suggestion of suggestThemes(COMPOSER, { prompt: '', deckText: 'Our community garden grows organic vegetables', themes, currentThemeId: 'sunlit', count: 2 })) suggestions.push(suggestion);
    expect(suggestions.map((suggestion) => suggestion.themeId)).toEqual(['moss', 'dark-matter']);
    expect(suggestions[0]!.reason).toBe('Light, with a green accent: fits a natural deck.');
  });

  it('writes a diagram as a Mermaid flowchart and a chart as CSV', () => {
    const diagram = blockAsCode({
      kind: 'diagram',
      layout: 'flow',
      direction: 'vertical',
      nodes: [
        { id: 'a', label: 'Order "now"', shape: 'rounded' },
        { id: 'b', label: 'Bake $&', shape: 'diamond' },
      ],
      edges: [{ from: 'a', to: 'b', label: 'at 4 am' }],
    });
    expect(diagram).toEqual({ language: 'mermaid', code: 'flowchart TB\n  n1("Order #quot;now#quot;")\n  n2{"Bake $&"}\n  n1 -->|at 4 am| n2\n' });
    const chart = blockAsCode({ kind: 'chart', chartType: 'bar', labels: ['Q1', 'Q2'], series: [{ name: 'Loaves', values: [120, 180] }, { name: 'Cakes, small', values: [30, 45] }], legend: true, stacked: false });
    expect(chart).toEqual({ language: 'csv', code: ',Loaves,"Cakes, small"\nQ1,120,30\nQ2,180,45\n' });
  });
});
