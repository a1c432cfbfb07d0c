import { readProject } from '@folio/layout';
import { describe, expect, test } from 'vitest';
import type * as Y from 'yjs';
import { signIn } from './helpers/accounts.ts';
import { CollabClient } from './helpers/collab-client.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';

const V = '/api2/v1/project/version';

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function newProject(api: TestServer, token: string, title = 'Roadmap'): Promise<number> {
  const answer = await api.post('/api2/v1/project/create', { kind: 'presentation', title }, token);
  expect(answer.body).toMatchObject({ code: 200 });
  return Number(answer.body!.data.id);
}

function connect(api: TestServer, projectId: number, token: string): CollabClient {
  return new CollabClient(`ws://127.0.0.1:${api.server.port}/api2/v1/project/collab?id=${projectId}&token=${encodeURIComponent(token)}`);
}

/** Types at the start of the project's first text block, as an editor would. */
function type(client: CollabClient, text: string): void {
  const texts = client.doc.getMap<Y.Text>('texts');
  texts.get([...texts.keys()][0]!)!.insert(0, text);
}

async function versions(api: TestServer, token: string, id: number): Promise<any[]> {
  const answer = await api.get(`${V}/list?id=${id}`, token);
  expect(answer.body).toMatchObject({ code: 200 });
  return answer.body!.data.list;
}

describe.each(databases)('version history on %s', (kind) => {
  const api = useTestServer(kind, { env: { VERSION_HISTORY_AUTO_KEEP: '2' } });

  test('names the document as it is now and lists it with its author and a one-page cover', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const editor = connect(api, id, token);
    await editor.ready;
    type(editor, 'Launch plan ');
    await until(() => editor.unsaved === 0);

    const created = await api.post(`${V}/create`, { id, name: '  Before review  ' }, token);
    expect(created.body).toMatchObject({ code: 200, data: { kind: 'named', name: 'Before review', author: { name: 'Ada Lovelace' } } });

    expect((await api.get(`${V}/list?id=${id}`, token)).body!.data.autoKeep).toBe(2);
    const [listed] = await versions(api, token, id);
    expect(listed).toMatchObject({ id: created.body!.data.id, kind: 'named', reason: null, name: 'Before review', pageCount: readProject(editor.doc).pages.length });
    expect(listed.cover.pages).toHaveLength(1);
    expect(listed.cover.scriptMap).toEqual({});
    expect(Date.parse(listed.createdTime)).toBeGreaterThan(Date.now() - 60_000);

    const one = await api.get(`${V}/get?id=${id}&versionId=${listed.id}`, token);
    expect(one.body!.data.doc).toEqual(readProject(editor.doc));
    editor.close();
  });

  test('takes an automatic version when the last editor leaves after changing something, and none after only looking', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const looker = connect(api, id, token);
    await looker.ready;
    looker.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await versions(api, token, id)).toEqual([]);

    const editor = connect(api, id, token);
    await editor.ready;
    type(editor, 'Edited in a session ');
    await until(() => editor.unsaved === 0);
    editor.close();
    await until(async () => (await versions(api, token, id)).length === 1);
    const [session] = await versions(api, token, id);
    expect(session).toMatchObject({ kind: 'auto', reason: 'session', name: null, author: { name: 'Ada Lovelace' } });
    const full = await api.get(`${V}/get?id=${id}&versionId=${session.id}`, token);
    expect(JSON.stringify(full.body!.data.doc)).toContain('Edited in a session');
  });

  test('restores a version as a new change that an open editor sees at once, keeping the replaced document as a version', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token, 'Pitch');
    const editor = connect(api, id, token);
    await editor.ready;
    type(editor, 'First draft ');
    await until(() => editor.unsaved === 0);
    const named = await api.post(`${V}/create`, { id, name: 'Draft one' }, token);
    type(editor, 'Rewritten ');
    await until(() => editor.unsaved === 0);

    const restored = await api.post(`${V}/restore`, { id, versionId: named.body!.data.id }, token);
    expect(restored.body).toEqual({ code: 200, message: 'success', data: null });
    await until(() => !JSON.stringify(readProject(editor.doc)).includes('Rewritten'));
    expect(JSON.stringify(readProject(editor.doc))).toContain('First draft');
    expect(readProject(editor.doc).title).toBe('Pitch');

    const [before] = await versions(api, token, id);
    expect(before).toMatchObject({ kind: 'auto', reason: 'restore' });
    const replaced = await api.get(`${V}/get?id=${id}&versionId=${before.id}`, token);
    expect(JSON.stringify(replaced.body!.data.doc)).toContain('Rewritten First draft');
    editor.close();
  });

  test('keeps the document as it was before an AI generation writes into it', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token, 'Bakery');
    const editor = connect(api, id, token);
    await editor.ready;
    type(editor, 'My own words ');
    await until(() => editor.unsaved === 0);
    const response = await api.post('/api2/v1/ai/slide/generate', { projectId: id, replace: true, storyline: [{ id: 'a', text: 'Bread by bike' }] }, token);
    expect(response.status).toBe(200);
    await until(() => JSON.stringify(readProject(editor.doc)).includes('Bread by bike'));

    const [before] = await versions(api, token, id);
    expect(before).toMatchObject({ kind: 'auto', reason: 'ai', author: { name: 'Ada Lovelace' } });
    const doc = JSON.stringify((await api.get(`${V}/get?id=${id}&versionId=${before.id}`, token)).body!.data.doc);
    expect(doc).toContain('My own words');
    expect(doc).not.toContain('Bread by bike');
    editor.close();
  });

  test('keeps the document as it was before the editor applies a chat edit, and takes none for a chat that changes nothing twice', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token, 'Chat');
    await api.post('/api2/v1/ai/slide/generate', { projectId: id, replace: true, storyline: [{ id: 'a', text: 'Bread by bike' }, { id: 'b', text: 'How it works' }, { id: 'c', text: 'Order now' }] }, token);
    const before = await versions(api, token, id);
    const chat = async () => {
      const answer = await api.post('/api2/v1/ai/chat2', { projectId: id, messages: [{ role: 'user', content: 'Please delete slide 3' }] }, token);
      expect(answer.status).toBe(200);
    };
    await chat();
    const after = await versions(api, token, id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ kind: 'auto', reason: 'ai', pageCount: 3 });
    // The editor did not apply it here, so the document is the same: no second copy of it.
    await chat();
    expect(await versions(api, token, id)).toHaveLength(after.length);
  });

  test('keeps the newest VERSION_HISTORY_AUTO_KEEP automatic versions and every named one, and does not repeat an unchanged document', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token, 'Title 0');
    await api.post(`${V}/create`, { id, name: 'Kept' }, token);
    for (const n of [1, 2, 3]) {
      await api.post('/api/iart/v1/project/updateProject', { id, title: `Title ${n}` }, token);
      expect((await api.post(`${V}/checkpoint`, { id }, token)).body).toMatchObject({ code: 200 });
    }
    expect((await api.post(`${V}/checkpoint`, { id }, token)).body).toMatchObject({ code: 200 });
    const listed = await versions(api, token, id);
    expect(listed.map((version) => version.name ?? version.cover.title)).toEqual(['Title 3', 'Title 2', 'Kept']);
  });

  test('renames a version, which keeps an automatic one for good, and deletes one', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    await api.post(`${V}/checkpoint`, { id }, token);
    const [auto] = await versions(api, token, id);
    const renamed = await api.post(`${V}/update`, { id, versionId: auto.id, name: 'Approved' }, token);
    expect(renamed.body).toMatchObject({ code: 200, data: { id: auto.id, kind: 'named', name: 'Approved', reason: 'restore' } });
    expect((await api.post(`${V}/update`, { id, versionId: auto.id, name: '   ' }, token)).body).toMatchObject({ code: -2 });
    expect((await api.post(`${V}/delete`, { id, versionId: auto.id }, token)).body).toEqual({ code: 200, message: 'success', data: null });
    expect(await versions(api, token, id)).toEqual([]);
    expect((await api.post(`${V}/delete`, { id, versionId: auto.id }, token)).body).toMatchObject({ code: -4 });
  });

  test('answers -4 to anyone but the project’s editor and 4001 without a sign-in, changing nothing', async () => {
    const owner = await signIn(api);
    const other = await signIn(api, 'grace@example.com');
    const id = await newProject(api, owner);
    const named = await api.post(`${V}/create`, { id, name: 'Mine' }, owner);
    const versionId = named.body!.data.id as number;
    const otherProject = await newProject(api, other);
    const calls: Array<['GET' | 'POST', string, Record<string, unknown>]> = [
      ['GET', 'list', { id }],
      ['GET', 'get', { id, versionId }],
      ['POST', 'create', { id, name: 'Theirs' }],
      ['POST', 'update', { id, versionId, name: 'Theirs' }],
      ['POST', 'delete', { id, versionId }],
      ['POST', 'restore', { id, versionId }],
      ['POST', 'checkpoint', { id }],
      // Their own project with someone else's version id.
      ['GET', 'get', { id: otherProject, versionId }],
      ['POST', 'restore', { id: otherProject, versionId }],
    ];
    const before = await api.db.query('select * from project_history order by id');
    for (const [method, path, input] of calls) {
      const call = (token?: string) =>
        method === 'GET' ? api.get(`${V}/${path}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`, token) : api.post(`${V}/${path}`, input, token);
      const stranger = await call(other);
      expect(stranger.status, `${method} ${path}`).toBe(404);
      expect(stranger.body).toEqual({ code: -4, message: 'Data does not exist.', data: null });
      const anonymous = await call();
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 4001 });
    }
    expect(await api.db.query('select * from project_history order by id')).toEqual(before);
  });
});
