import { readProject } from '@folio/layout';
import { afterAll, describe, expect, test } from 'vitest';
import { FakeOpenAiServer, FINISH, deltaEvent, startStream } from '../../ai/test/fake-openai-server.ts';
import { signIn } from './helpers/accounts.ts';
import { CollabClient } from './helpers/collab-client.ts';
import { databases, useTestServer } from './helpers/test-server.ts';

/**
 * Issue 7: slides "appear one by one in the editor". A model that writes the first slide and
 * then waits shows an open editor that slide while the second is still being written.
 */
const fake = await FakeOpenAiServer.start();
/** The server's model settings: the fake server answers as `fake-chat`. */
const MODEL = { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-chat' };
afterAll(() => fake.close());

const FIRST = { layout: 'title', title: 'Bread by bike', subtitle: 'Fresh loaves before breakfast' };
const SECOND = { layout: 'bullets', title: 'How it works', bullets: ['Order by nine', 'Baked at four', 'At your door by seven'] };

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(databases)('generating into an open editor on %s', (kind) => {
  const api = useTestServer(kind, { env: MODEL });

  test('shows each slide in the editor as soon as the model has written it', async () => {
    let releaseSecond!: () => void;
    const secondWritten = new Promise<void>((resolve) => (releaseSecond = resolve));
    fake.answerWith(async (_request, response) => {
      startStream(response);
      response.write(deltaEvent(`{"slides":[${JSON.stringify(FIRST)},`));
      await secondWritten;
      response.write(deltaEvent(`${JSON.stringify(SECOND)}]}`));
      response.end(FINISH);
    });
    const token = await signIn(api);
    const created = await api.post('/api2/v1/project/create', { kind: 'presentation', title: 'Bakery' }, token);
    const projectId = Number(created.body!.data.id);
    const editor = new CollabClient(`ws://127.0.0.1:${api.server.port}/api2/v1/project/collab?id=${projectId}&token=${encodeURIComponent(token)}`);
    await editor.ready;
    const texts = () => JSON.stringify(readProject(editor.doc).pages.map((page) => page.layout));

    const response = await fetch(`http://127.0.0.1:${api.server.port}/api2/v1/ai/slide/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ projectId, replace: true, storyline: [{ id: 'a', text: 'Bread by bike' }, { id: 'b', text: 'How it works' }] }),
    });
    const reading = response.text();

    await until(() => texts().includes('Bread by bike'));
    expect(readProject(editor.doc).pages).toHaveLength(1);
    expect(texts()).not.toContain('How it works');

    releaseSecond();
    const events = (await reading).split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6)));
    expect(events.filter((event) => event.type === 'slide')).toHaveLength(2);
    await until(() => readProject(editor.doc).pages.length === 2);
    expect(texts()).toContain('How it works');
    editor.close();
  });
});
