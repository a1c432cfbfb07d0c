import { DiagramBlock } from '@folio/layout';
import { describe, expect, test } from 'vitest';
import { deckWith, readStream } from './helpers/ai-streams.ts';
import { loadSettings } from '../src/settings.ts';
import { databases, useTestServer } from './helpers/test-server.ts';
import { createProject, createUser, ok } from './helpers/workspace.ts';

const DIAGRAM = '/api2/v1/ai/block/diagram.stream';
const TTS = '/api/iart/v1/documentMessage/tts';
const POLLING = '/api/iart/v1/documentMessage/polling';

describe.each(databases)('diagrams and speaker-note audio on %s (offline)', (kind) => {
  const api = useTestServer(kind, { env: { AI_FREE_DAILY_CALLS: '2' } });

  test('a diagram streams its nodes, then its edges, then the whole block', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const { events } = await readStream(api, DIAGRAM, { prompt: 'How a pull request is merged: open it -> review -> is CI green? -> merge' }, ada.token);
    const types = events.map((event) => event.type);
    expect(types.at(-1)).toBe('diagram');
    expect(types.lastIndexOf('node')).toBeLessThan(types.indexOf('edge'));
    const block = DiagramBlock.parse(events.at(-1).block);
    expect(block.nodes.map((node) => node.label)).toEqual(['Open it', 'Review', 'Is CI green?', 'Merge']);
    expect(block.nodes[2]!.shape).toBe('diamond');
    expect(events.filter((event) => event.type === 'node').map((event) => event.node)).toEqual(block.nodes);
    expect(events.filter((event) => event.type === 'edge').map((event) => event.edge)).toEqual(block.edges);
  });

  test('a free account past its allowance gets 40201 before any diagram streams, and bad input -2', async () => {
    const ada = await createUser(api, 'ada@example.com');
    for (let call = 0; call < 2; call++) expect((await readStream(api, DIAGRAM, { prompt: 'Plan, build, ship' }, ada.token)).events.at(-1).type).toBe('diagram');
    const refused = await readStream(api, DIAGRAM, { prompt: 'One more' }, ada.token);
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ code: 40201 });
    expect((await readStream(api, DIAGRAM, { prompt: '' }, ada.token)).json).toMatchObject({ code: -2 });
  });

  test('without a speech model the task is done at once and the browser reads the script', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada, { doc: deckWith('Quarterly numbers', 'Sales grew by a third this quarter.') });
    const { taskId } = ok(await api.post(TTS, { projectId: project.id, pageId: 'slide-1' }, ada.token));
    expect(taskId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ok(await api.get(`${POLLING}?taskId=${taskId}`, ada.token))).toEqual({ status: 'success', engine: 'browser' });
    const [stored] = await api.db.query<{ text: string }>('select text from tts_tasks where id = $1', [taskId]);
    expect(stored!.text).toBe('Sales grew by a third this quarter.');
  });

  test("another person's task, project or page is not found, and a slide without notes has nothing to read", async () => {
    const ada = await createUser(api, 'ada@example.com');
    const eve = await createUser(api, 'eve@example.com');
    const project = await createProject(api, ada, { doc: deckWith('Secret plans', 'Only Ada may hear this.') });
    const { taskId } = ok(await api.post(TTS, { projectId: project.id, pageId: 'slide-1', text: 'Hello there.' }, ada.token));
    const polled = await api.get(`${POLLING}?taskId=${taskId}`, eve.token);
    expect(polled.status).toBe(404);
    expect(polled.body).toMatchObject({ code: -4, message: 'Data does not exist.' });
    expect((await api.post(TTS, { projectId: project.id, pageId: 'slide-1' }, eve.token)).body).toMatchObject({ code: -4 });
    expect((await api.post(TTS, { projectId: project.id, pageId: 'no-such-slide' }, ada.token)).body).toMatchObject({ code: -4 });
    expect((await api.post(TTS, { projectId: project.id, pageId: 'no-such-slide', text: 'Read me anyway.' }, ada.token)).body).toMatchObject({ code: -4 });
    const silent = await createProject(api, ada, { doc: { ...deckWith('Quiet', ''), scriptMap: {} } });
    expect((await api.post(TTS, { projectId: silent.id, pageId: 'slide-1' }, ada.token)).body).toMatchObject({ code: -2 });
    expect((await api.get(`${POLLING}?taskId=not-a-task`, ada.token)).body).toMatchObject({ code: -2 });
    expect((await api.db.query('select id from tts_tasks')).length).toBe(1);
  });
});

test('a speech model without the AI server that runs it stops the start with the setting named', () => {
  expect(() => loadSettings({ AI_TTS_MODEL: 'tts-1' })).toThrow(/AI_TTS_MODEL needs AI_BASE_URL/);
  expect(loadSettings({ AI_TTS_MODEL: 'tts-1', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'chat', AI_API_KEY: 'k' }).ai.speech).toEqual({ model: 'tts-1', voice: undefined, baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k' });
  expect(loadSettings({}).ai.speech).toBeUndefined();
});
