import { describe, expect, test } from 'vitest';
import { RunningGenerations } from '../src/domains/ai/running-generations.ts';
import { signIn } from './helpers/accounts.ts';
import { readStream as stream } from './helpers/ai-streams.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';

async function newProject(api: TestServer, token: string): Promise<number> {
  const answer = await api.post('/api2/v1/project/create', { kind: 'presentation', title: 'AI deck' }, token);
  return Number(answer.body!.data.id);
}

describe.each(databases)('AI calls on %s', (kind) => {
  const api = useTestServer(kind, { env: { AI_FREE_DAILY_CALLS: '3' } });

  test('the storyline streams item by item between the generation statuses', async () => {
    const token = await signIn(api);
    const { events } = await stream(api, '/api2/v1/ai/slide/plan', { prompt: 'A pitch deck for a bakery that delivers by bike', options: { slideCount: 6 } }, token);
    expect(events[0]).toEqual({ type: 'status', status: 1 });
    expect(events.at(-1)).toEqual({ type: 'status', status: 9999 });
    const items = events.filter((event) => event.type === 'item');
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(20);
    for (const { item } of items) expect(item.text.trim()).not.toBe('');
  });

  test('recommended prompts come in the interface language, English for an unknown one', async () => {
    const token = await signIn(api);
    const prompts = async (query: string) => (await api.get(`/api2/v1/ai/slide/recommend-prompt${query}`, token)).body!.data.prompts as string[];
    const english = await prompts('');
    expect(english).toHaveLength(6);
    const french = await prompts('?language=fr');
    expect(french).toHaveLength(english.length);
    expect(french[1]).toBe('Une leçon sur le cycle de l’eau pour des enfants de 12 ans');
    expect(await prompts('?language=ar')).not.toEqual(english);
    expect(await prompts('?language=xx')).toEqual(english);
    expect(await prompts('?language=toString')).toEqual(english);
  });

  test('generated slides land in the project, replacing its blank slide, with speaker notes', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const storyline = ['Fresh bread by bike', 'The problem', 'Our solution', 'Thank you'].map((text, index) => ({ id: `item-${index + 1}`, text }));
    const { events } = await stream(api, '/api2/v1/ai/slide/generate', { projectId: id, storyline, replace: true }, token);
    expect(events[0]).toEqual({ type: 'status', status: 2 });
    expect(events.at(-1)).toEqual({ type: 'status', status: 9999 });
    const slides = events.filter((event) => event.type === 'slide');
    expect(slides).toHaveLength(4);
    const project = await api.get(`/api2/v1/project/get?id=${id}`, token);
    const doc = project.body!.data.doc ?? project.body!.data.document;
    expect(doc.pages.map((page: { id: string }) => page.id)).toEqual(slides.map((slide) => slide.page.id));
    expect(Object.keys(doc.scriptMap).length).toBeGreaterThan(0);
  });

  test('a free account past its daily allowance is sent to the Pro dialog with 40201', async () => {
    const token = await signIn(api);
    for (let call = 0; call < 3; call += 1) {
      const answer = await api.post('/api2/v1/ai/quote/keywords', { text: 'Bread, bikes and mornings in Lisbon' }, token);
      expect(answer.body?.code).toBe(200);
    }
    const refused = await api.post('/api2/v1/ai/quote/keywords', { text: 'One more' }, token);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 40201 });
    await api.db.query(`insert into memberships (user_id, plan, started_at, expires_at, first_subscribed_at) select id, 'monthly', now(), now() + interval '1 day', now() from users`);
    expect((await api.post('/api2/v1/ai/quote/keywords', { text: 'Pro has no limit' }, token)).body?.code).toBe(200);
  });

  test('a block placeholder is content of the kind asked for', async () => {
    const token = await signIn(api);
    const answer = await api.post('/api2/v1/ai/block/placeholder', { type: 'chart', prompt: 'Sales by quarter' }, token);
    expect(answer.body?.code).toBe(200);
    expect(answer.body!.data.block.kind).toBe('chart');
    const bad = await api.post('/api2/v1/ai/block/placeholder', { type: 'hologram', prompt: 'x' }, token);
    expect(bad.body?.code).toBe(-2);
  });

  test('a web address on this machine or the private network is refused, not fetched', async () => {
    const token = await signIn(api);
    for (const url of [`http://127.0.0.1:${api.server.port}/dev/mailbox`, 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/']) {
      const answer = await api.post('/api2/v1/upload/extract/url', { url }, token);
      expect(answer.body?.code, url).toBe(-2);
    }
  });

  test('a web address whose name does not resolve is a parameter error, not a system error', async () => {
    const token = await signIn(api);
    const page = await api.post('/api2/v1/upload/extract/url', { url: 'http://nonexistent.invalid/' }, token);
    expect(page.body).toMatchObject({ code: -2, message: 'nonexistent.invalid could not be found' });
    const image = await api.get(`/image/u?url=${encodeURIComponent('http://nonexistent.invalid/cat.png')}`);
    expect(image.body).toMatchObject({ code: -2, message: 'nonexistent.invalid could not be found' });
  });

  test("generating into someone else's project finds nothing, and anonymous callers must sign in", async () => {
    const owner = await signIn(api);
    const id = await newProject(api, owner);
    const other = await signIn(api, 'eve@example.com');
    const refused = await stream(api, '/api2/v1/ai/slide/generate', { projectId: id, storyline: [{ id: 'item-1', text: 'Hi' }] }, other);
    expect(refused.json).toMatchObject({ code: -4 });
    const anonymous = await fetch(`http://127.0.0.1:${api.server.port}/api2/v1/ai/slide/plan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"prompt":"x"}' });
    expect(anonymous.status).toBe(401);
  });
});

test('a second generation while one runs answers 6008 until the first ends', () => {
  const running = new RunningGenerations();
  const finish = running.start(7);
  expect(() => running.start(7)).toThrow('You have unfinished creations.');
  expect(() => running.start(8)()).not.toThrow();
  finish();
  expect(() => running.start(7)).not.toThrow();
});
