import { DiagramBlock } from '@folio/layout';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FakeOpenAiServer, streams } from '../../ai/test/fake-openai-server.ts';
import { deckWith, poll, readStream } from './helpers/ai-streams.ts';
import { databases, useTestServer } from './helpers/test-server.ts';
import { createProject, createUser, ok } from './helpers/workspace.ts';

const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(256, 7)]);
let fake: FakeOpenAiServer;
/** Filled once the fake server listens; the test server reads it when each test starts it. */
const env: Record<string, string> = {};

beforeAll(async () => {
  fake = await FakeOpenAiServer.start();
  Object.assign(env, { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_TTS_MODEL: 'fake-tts', AI_TTS_VOICE: 'nova' });
});
afterAll(async () => {
  await fake.close();
});

describe.each(databases)('diagrams and speaker-note audio from an OpenAI-compatible server on %s', (kind) => {
  const api = useTestServer(kind, { env });

  test("the diagram's nodes and edges stream as the model writes them, and the block holds exactly those", async () => {
    const ada = await createUser(api, 'ada@example.com');
    const answer = JSON.stringify({
      layout: 'flow',
      elements: [
        { type: 'node', id: 'idea', label: 'Idea', shape: 'ellipse' },
        { type: 'node', id: 'test', label: 'Worth testing?', shape: 'diamond' },
        { type: 'edge', from: 'idea', to: 'test' },
        { type: 'edge', from: 'test', to: 'nowhere' },
        { type: 'node', id: 'ship', label: 'Ship it', shape: 'ellipse' },
        { type: 'edge', from: 'test', to: 'ship', label: 'yes' },
      ],
    });
    fake.answerWith(streams(answer, 5));
    const { events } = await readStream(api, '/api2/v1/ai/block/diagram.stream', { prompt: 'From idea to launch' }, ada.token);
    expect(events.map((event) => event.type)).toEqual(['node', 'node', 'edge', 'node', 'edge', 'diagram']);
    const block = DiagramBlock.parse(events.at(-1).block);
    expect(block.edges).toEqual([
      { from: 'idea', to: 'test' },
      { from: 'test', to: 'ship', label: 'yes' },
    ]);
    expect(fake.requests.at(-1)!.messages.at(-1)!.content).toContain('From idea to launch');
  });

  test('a model answer that never becomes a diagram ends the stream with an error event', async () => {
    const ada = await createUser(api, 'ada@example.com');
    fake.answerWith(streams('I cannot draw.'), streams('Still no.'));
    const { events } = await readStream(api, '/api2/v1/ai/block/diagram.stream', { prompt: 'Anything' }, ada.token);
    expect(events.at(-1)).toMatchObject({ type: 'error', code: -1 });
    expect(events.some((event) => event.type === 'diagram')).toBe(false);
  });

  test('the script is read aloud by the speech model and the MP3 is served at the polled url', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada, { doc: deckWith('Welcome', 'Good morning, and welcome to the review.') });
    let asked: any;
    fake.answerWith(({ body, raw }, response) => {
      asked = { path: raw.url, body };
      response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(MP3);
    });
    const { taskId } = ok(await api.post('/api/iart/v1/documentMessage/tts', { projectId: project.id, pageId: 'slide-1' }, ada.token));
    const done = await poll(api, ada, taskId);
    expect(done).toMatchObject({ status: 'success', engine: 'provider' });
    expect(asked).toEqual({ path: '/v1/audio/speech', body: { model: 'fake-tts', input: 'Good morning, and welcome to the review.', voice: 'nova', response_format: 'mp3' } });
    const audio = await fetch(new URL(done.url, api.origin));
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await audio.arrayBuffer()).equals(MP3)).toBe(true);
  });

  test('a speech server that fails leaves the task in error, with no audio', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada, { doc: deckWith('Welcome', 'Hello.') });
    fake.answerWith((_request, response) => response.writeHead(500).end('model overloaded'));
    const { taskId } = ok(await api.post('/api/iart/v1/documentMessage/tts', { projectId: project.id, pageId: 'slide-1', voice: 'echo' }, ada.token));
    expect(await poll(api, ada, taskId)).toEqual({ status: 'error', engine: 'provider' });
    expect(await api.db.query(`select id from uploads where mime = 'audio/mpeg'`)).toEqual([]);
  });
});
