import { describe, expect, test } from 'vitest';
import type * as Y from 'yjs';
import { signIn } from './helpers/accounts.ts';
import { CollabClient } from './helpers/collab-client.ts';
import { databases, useTestServer } from './helpers/test-server.ts';

/** Issue 22: an editor left open still gets automatic versions, once its editing pauses. */

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(databases)('version history of an editor left open on %s', (kind) => {
  // 0.01 minutes: a pause of 600 ms ends the session.
  const api = useTestServer(kind, { env: { VERSION_HISTORY_IDLE_MINUTES: '0.01' } });

  test('takes a session version after a pause in editing, and another only after more edits', async () => {
    const token = await signIn(api);
    const created = await api.post('/api2/v1/project/create', { kind: 'presentation', title: 'Open all day' }, token);
    const id = Number(created.body!.data.id);
    const editor = new CollabClient(`ws://127.0.0.1:${api.server.port}/api2/v1/project/collab?id=${id}&token=${encodeURIComponent(token)}`);
    await editor.ready;
    const texts = editor.doc.getMap<Y.Text>('texts');
    const type = (text: string) => texts.get([...texts.keys()][0]!)!.insert(0, text);
    const list = async () => (await api.get(`/api2/v1/project/version/list?id=${id}`, token)).body!.data.list as Array<{ id: number; reason: string }>;

    type('Morning ');
    await until(async () => (await list()).length === 1);
    expect((await list())[0]).toMatchObject({ reason: 'session' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await list()).toHaveLength(1);

    type('Afternoon ');
    await until(async () => (await list()).length === 2);
    const [latest] = await list();
    const doc = JSON.stringify((await api.get(`/api2/v1/project/version/get?id=${id}&versionId=${latest!.id}`, token)).body!.data.doc);
    expect(doc).toContain('Afternoon Morning');
    editor.close();
  });
});
