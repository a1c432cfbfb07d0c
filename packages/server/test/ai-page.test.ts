import { describe, expect, test } from 'vitest';
import { signIn } from './helpers/accounts.ts';
import { readStream as stream } from './helpers/ai-streams.ts';
import { useTestServer } from './helpers/test-server.ts';

interface Node {
  type: string;
  content?: { kind: string; label?: string; paragraphs?: Array<{ spans: Array<{ text: string }> }> };
  children?: Node[];
}

const blocks = (node: Node): NonNullable<Node['content']>[] => (node.content ? [node.content] : (node.children ?? []).flatMap(blocks));

describe('an AI page through ai/slide/plan and ai/slide/generate', () => {
  const api = useTestServer('pglite', { env: { AI_FREE_DAILY_CALLS: '20' } });

  test('a page is planned with a call to action last and generated as a hero, sections and that call to action', async () => {
    const token = await signIn(api);
    const prompt = 'Our summer fair on the village green';
    const planned = await stream(api, '/api2/v1/ai/slide/plan', { prompt, kind: 'page', options: { slideCount: 5 } }, token);
    const storyline = planned.events.filter((event) => event.type === 'item').map((event) => event.item);
    expect(storyline.map((item) => item.text)).toEqual([prompt, expect.any(String), expect.any(String), expect.any(String), 'Join us']);
    const deck = await stream(api, '/api2/v1/ai/slide/plan', { prompt, options: { slideCount: 5 } }, token);
    expect(deck.events.filter((event) => event.type === 'item').at(-1)!.item.text).toBe('Thank you');

    const created = await api.post('/api2/v1/project/create', { kind: 'page', title: prompt }, token);
    const id = Number(created.body!.data.id);
    const { events } = await stream(api, '/api2/v1/ai/slide/generate', { projectId: id, storyline, prompt, replace: true }, token);
    expect(events.at(-1)).toEqual({ type: 'status', status: 9999 });
    const project = await api.get(`/api2/v1/project/get?id=${id}`, token);
    const doc = project.body!.data.doc ?? project.body!.data.document;
    expect(doc.kind).toBe('page');
    expect(doc.pages).toHaveLength(5);
    const first = blocks(doc.pages[0].layout);
    const last = blocks(doc.pages.at(-1).layout);
    expect(first.find((block) => block.kind === 'text')!.paragraphs![0]!.spans[0]!.text).toBe(prompt);
    expect(first.filter((block) => block.kind === 'button').map((block) => block.label)).toEqual(['Join us']);
    expect(last.filter((block) => block.kind === 'button').map((block) => block.label)).toEqual(['Join us']);
  });
});
