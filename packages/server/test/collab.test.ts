import { MAX_TREE_DEPTH, readProject, setPageLayout, setProjectMeta, textOf, writeProject, ProjectDocument } from '@folio/layout';
import * as encoding from 'lib0/encoding';
import { describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { MESSAGE_SYNC } from '@folio/contracts';
import { appendUpdate, loadProjectDoc } from '../src/domains/collab/project-store.ts';
import { CollabClient, upgradeStatus } from './helpers/collab-client.ts';
import { signIn } from './helpers/accounts.ts';
import { depthOf, layoutUpdate, nestedLayout } from './helpers/nested-layout.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function newProject(api: TestServer, token: string): Promise<number> {
  const answer = await api.post('/api2/v1/project/create', { kind: 'presentation', title: 'Collab' }, token);
  expect(answer.body).toMatchObject({ code: 200 });
  return Number(answer.body!.data.id);
}

function connect(api: TestServer, projectId: number, token: string): CollabClient {
  return new CollabClient(`ws://127.0.0.1:${api.server.port}/api2/v1/project/collab?id=${projectId}&token=${encodeURIComponent(token)}`);
}

/** Sends one update over a socket of its own, as a client that skips the editor would, and answers how the server closed it. */
async function sendUpdate(api: TestServer, projectId: number, token: string, update: Uint8Array): Promise<{ code: number; reason: string }> {
  const socket = new WebSocket(`ws://127.0.0.1:${api.server.port}/api2/v1/project/collab?id=${projectId}&token=${encodeURIComponent(token)}`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  // The server's first message (its sync step 1) says the room is open.
  await new Promise((resolve) => socket.once('message', resolve));
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeUpdate(encoder, update);
  socket.send(encoding.toUint8Array(encoder));
  return closed;
}

function firstTextId(client: CollabClient): string {
  return [...client.doc.getMap<Y.Text>('texts').keys()][0]!;
}

describe.each(databases)('the collaboration socket on %s', (kind) => {
  const api = useTestServer(kind);

  test('opens the project the API made, as the same document', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const client = connect(api, id, token);
    await client.ready;
    const [row] = await api.db.query<{ doc: unknown }>('select doc from projects where id = $1', [id]);
    const expected = new Y.Doc();
    writeProject(expected, ProjectDocument.parse(row!.doc));
    expect(readProject(client.doc)).toEqual(readProject(expected));
    expect(readProject(client.doc).pages.length).toBeGreaterThan(0);
    client.close();
  });

  test('reports an edit saved only once it is stored, and it survives a restart', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const client = connect(api, id, token);
    await client.ready;
    setProjectMeta(client.doc, { title: 'Quarterly review' });
    await until(() => client.unsaved === 0);
    const stored = await api.db.query('select 1 from project_updates where project_id = $1', [id]);
    const [project] = await api.db.query<{ title: string }>('select title from projects where id = $1', [id]);
    expect(stored.length > 0 || project!.title === 'Quarterly review').toBe(true);
    client.close();
    await client.closed;
    // The last editor leaving folds the edits into the JSON snapshot lists and exports read.
    await until(async () => (await api.db.query<{ title: string }>('select title from projects where id = $1', [id]))[0]!.title === 'Quarterly review');
    const again = connect(api, id, token);
    await again.ready;
    expect(readProject(again.doc).title).toBe('Quarterly review');
    again.close();
  });

  test('two tabs typing at once converge on the same text', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const [a, b] = [connect(api, id, token), connect(api, id, token)];
    await Promise.all([a.ready, b.ready]);
    const block = firstTextId(a);
    textOf(a.doc, block)!.insert(0, 'Left ');
    textOf(b.doc, block)!.insert(0, 'Right ');
    await until(() => textOf(a.doc, block)!.toString() === textOf(b.doc, block)!.toString() && textOf(a.doc, block)!.toString().includes('Left') && textOf(a.doc, block)!.toString().includes('Right'));
    a.close();
    b.close();
  });

  test('edits made offline are merged on reconnect', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const online = connect(api, id, token);
    await online.ready;
    const offline = new Y.Doc();
    Y.applyUpdate(offline, Y.encodeStateAsUpdate(online.doc));
    textOf(offline, firstTextId(online))!.insert(0, 'Written on a train. ');
    const back = connect(api, id, token);
    Y.applyUpdate(back.doc, Y.encodeStateAsUpdate(offline));
    await back.ready;
    await until(() => textOf(online.doc, firstTextId(online))!.toString().startsWith('Written on a train.'));
    online.close();
    back.close();
  });

  test('nobody but the owner can open a project, and nobody without a valid token', async () => {
    const owner = await signIn(api);
    const id = await newProject(api, owner);
    const stranger = await signIn(api, 'eve@example.com');
    const url = (token: string) => `ws://127.0.0.1:${api.server.port}/api2/v1/project/collab?id=${id}&token=${encodeURIComponent(token)}`;
    expect(await upgradeStatus(url(stranger))).toBe(404);
    expect(await upgradeStatus(url('not-a-token'))).toBe(401);
    expect(await upgradeStatus(url(owner))).toBe(101);
  });

  test('renaming a project in the workspace while it is open in the editor renames it there too, and it stays renamed', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const editor = connect(api, id, token);
    await editor.ready;
    const renamed = await api.post('/api/iart/v1/project/updateProject', { id, title: 'Board meeting' }, token);
    expect(renamed.body).toMatchObject({ code: 1 });
    await until(() => readProject(editor.doc).title === 'Board meeting');
    editor.close();
    await editor.closed;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [row] = await api.db.query<{ title: string }>('select title from projects where id = $1', [id]);
    expect(row!.title).toBe('Board meeting');
    const again = connect(api, id, token);
    await again.ready;
    expect(readProject(again.doc).title).toBe('Board meeting');
    again.close();
  });

  test('a project edited once and closed takes a later rename through the API', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const editor = connect(api, id, token);
    await editor.ready;
    setProjectMeta(editor.doc, { title: 'Draft' });
    await until(() => editor.unsaved === 0);
    editor.close();
    await editor.closed;
    await api.post('/api/iart/v1/project/updateProject', { id, title: 'Final' }, token);
    const again = connect(api, id, token);
    await again.ready;
    expect(readProject(again.doc).title).toBe('Final');
    again.close();
  });

  test('refuses an edit that nests a slide 3,000 levels deep: nothing is stored, and the project opens as it was', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const before = (await api.get(`/api2/v1/project/get?id=${id}`, token)).body!.data.document;
    const viewer = connect(api, id, token);
    await viewer.ready;
    for (const depth of [MAX_TREE_DEPTH + 1, 3_000]) {
      expect(await sendUpdate(api, id, token, layoutUpdate(viewer.doc, 0, nestedLayout(depth)))).toMatchObject({ code: 1007 });
    }
    viewer.close();
    await viewer.closed;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await api.db.query('select 1 from project_updates where project_id = $1', [id])).toEqual([]);
    const got = await api.get(`/api2/v1/project/get?id=${id}`, token);
    expect(got.body).toMatchObject({ code: 200 });
    expect(got.body!.data.document).toEqual(before);
    const again = connect(api, id, token);
    await again.ready;
    const expected = new Y.Doc();
    writeProject(expected, ProjectDocument.parse(before));
    expect(readProject(again.doc)).toEqual(readProject(expected));
    again.close();
  });

  test('refuses an edit the document schema does not allow, such as a title of 400 characters', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const editor = connect(api, id, token);
    await editor.ready;
    setProjectMeta(editor.doc, { title: 'x'.repeat(400) });
    expect(await editor.closed).toMatchObject({ code: 1007 });
    const again = connect(api, id, token);
    await again.ready;
    expect(readProject(again.doc).title).toBe('Collab');
    again.close();
  });

  test('stores a slide nested as deep as the limit', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const editor = connect(api, id, token);
    await editor.ready;
    const pageId = readProject(editor.doc).pages[0]!.id;
    setPageLayout(editor.doc, pageId, nestedLayout(MAX_TREE_DEPTH));
    setProjectMeta(editor.doc, { title: 'Deep but fine' });
    await until(() => editor.unsaved === 0);
    editor.close();
    await editor.closed;
    await until(async () => (await api.get(`/api2/v1/project/get?id=${id}`, token)).body!.data.title === 'Deep but fine');
    const document = (await api.get(`/api2/v1/project/get?id=${id}`, token)).body!.data.document as ProjectDocument;
    expect(depthOf(document.pages[0]!.layout)).toBe(MAX_TREE_DEPTH);
  });

  test('project/get shows edits a server stored but did not fold before it stopped', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    // What a server killed within the idle delay leaves: the edit in the log, the JSON copy without it.
    const { ydoc } = await loadProjectDoc(api.db, id);
    ydoc.on('update', (update: Uint8Array) => void appendUpdate(api.db, id, update));
    setProjectMeta(ydoc, { title: 'Stored, never folded' });
    await until(async () => (await api.db.query('select 1 from project_updates where project_id = $1', [id])).length > 0);
    // A minute old and still not folded: no room, here or on another instance, is taking it in.
    await api.db.query(`update project_updates set created_at = now() - interval '1 minute' where project_id = $1`, [id]);
    const got = await api.get(`/api2/v1/project/get?id=${id}`, token);
    expect(got.body!.data.document.title).toBe('Stored, never folded');
    expect(got.body!.data.title).toBe('Stored, never folded');
  });

  test('project/get while the project is open in the editor leaves its stored edits to the room and writes nothing', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const editor = connect(api, id, token);
    await editor.ready;
    textOf(editor.doc, firstTextId(editor))!.insert(0, 'Typed while someone reads. ');
    await until(() => editor.unsaved === 0);
    const versionOf = async () => (await api.db.query<{ version: string }>('select v.version::text as version from project_versions v join projects p on p.owner_id = v.owner_id where p.id = $1', [id]))[0]!.version;
    const before = await versionOf();
    // The room folds its edits after two idle seconds; a read folding them first takes the
    // project's row lock, which every edit the room stores waits on.
    await api.get(`/api2/v1/project/get?id=${id}`, token);
    expect(await api.db.query('select 1 from project_updates where project_id = $1', [id])).not.toHaveLength(0);
    expect(await versionOf()).toBe(before);
    editor.close();
    await editor.closed;
  });

  test('a project two servers open at the same moment is turned into Yjs once, not twice', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const [first, second] = await Promise.all([loadProjectDoc(api.db, id), loadProjectDoc(api.db, id)]);
    const merged = new Y.Doc();
    Y.applyUpdate(merged, Y.encodeStateAsUpdate(first.ydoc));
    Y.applyUpdate(merged, Y.encodeStateAsUpdate(second.ydoc));
    expect(readProject(merged).pages).toHaveLength(readProject(first.ydoc).pages.length);
  });
});
