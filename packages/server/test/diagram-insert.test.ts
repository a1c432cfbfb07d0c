import { readProject, setPageLayout, textOf } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { CollabClient } from './helpers/collab-client.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';
import { createUser, ok, type TestUser } from './helpers/workspace.ts';

const INSERT = '/api2/v1/diagram/insert';
const BLOCK = {
  kind: 'diagram',
  layout: 'flow',
  direction: 'vertical',
  nodes: [
    { id: 'A', label: 'Idea', shape: 'rect' },
    { id: 'B', label: 'Ship', shape: 'rounded', at: { x: 120, y: 40 } },
  ],
  edges: [{ from: 'A', to: 'B', label: 'build' }],
};

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function newDeck(api: TestServer, user: TestUser): Promise<number> {
  return Number(ok(await api.post('/api2/v1/project/create', { kind: 'presentation', title: 'Roadmap' }, user.token)).id);
}

function openEditor(api: TestServer, projectId: number, user: TestUser): CollabClient {
  return new CollabClient(`ws://127.0.0.1:${api.server.port}/api2/v1/project/collab?id=${projectId}&token=${encodeURIComponent(user.token)}`);
}

describe.each(databases)('adding a diagram to a deck on %s', (kind) => {
  const api = useTestServer(kind);

  it('shows the slide live in an open editor and keeps the edit that editor is making', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const id = await newDeck(api, ada);
    const editor = openEditor(api, id, ada);
    await editor.ready;
    const before = readProject(editor.doc).pages.length;
    // An edit in the editor, sent over its socket while /diagram adds the slide.
    const firstPage = readProject(editor.doc).pages[0]!;
    setPageLayout(editor.doc, firstPage.id, { ...firstPage.layout, config: { ...firstPage.layout.config, gap: 31 } } as typeof firstPage.layout);
    const answer = ok(await api.post(INSERT, { projectId: id, title: 'Release flow', block: BLOCK }, ada.token));
    expect(answer).toMatchObject({ number: before + 1 });
    await until(() => readProject(editor.doc).pages.length === before + 1);
    const added = readProject(editor.doc).pages.at(-1)!;
    expect(added.id).toBe(answer.pageId);
    expect(JSON.stringify(added)).toContain('"label":"Ship"');
    expect(JSON.stringify(added)).toContain('"x":120');
    const headline = added.layout.type === 'column' ? added.layout.children[0]! : undefined;
    expect(headline && textOf(editor.doc, headline.id)?.toString().trim()).toBe('Release flow');
    await until(() => editor.unsaved === 0);
    editor.close();
    await editor.closed;
    // Once the editor leaves, the stored document holds both its edit and the diagram.
    await until(async () => {
      const [row] = await api.db.query<{ doc: { pages: { id: string; layout: { config?: { gap?: number } } }[] } }>('select doc from projects where id = $1', [id]);
      return row!.doc.pages.length === before + 1 && row!.doc.pages[0]!.layout.config?.gap === 31;
    });
  });

  it('adds to a deck nobody has open, as its last slide', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const id = await newDeck(api, ada);
    const answer = ok(await api.post(INSERT, { projectId: id, title: '', block: BLOCK }, ada.token));
    const project = ok(await api.get(`/api2/v1/project/get?id=${id}`, ada.token));
    expect(project.document.pages).toHaveLength(answer.number);
    const last = project.document.pages.at(-1);
    expect(last.id).toBe(answer.pageId);
    // Without a title the slide is the diagram alone.
    expect(last.layout.children.map((child: { content: { kind: string } }) => child.content.kind)).toEqual(['diagram']);
  });

  it('refuses someone else’s deck, a trashed deck, a broken diagram and a full deck', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bob = await createUser(api, 'bob@example.com');
    const id = await newDeck(api, ada);
    expect((await api.post(INSERT, { projectId: id, title: '', block: BLOCK }, bob.token)).body).toMatchObject({ code: -4 });
    expect((await api.post(INSERT, { projectId: 2_000_000, title: '', block: BLOCK }, ada.token)).body).toMatchObject({ code: -4 });
    const dangling = { ...BLOCK, edges: [{ from: 'A', to: 'Nobody' }] };
    expect((await api.post(INSERT, { projectId: id, title: '', block: dangling }, ada.token)).body).toMatchObject({ code: -2 });
    const tooMany = { ...BLOCK, nodes: Array.from({ length: 41 }, (_, i) => ({ id: `n${i}`, label: 'x', shape: 'rect' })), edges: [] };
    expect((await api.post(INSERT, { projectId: id, title: '', block: tooMany }, ada.token)).body).toMatchObject({ code: -2 });
    expect((await api.post(INSERT, { projectId: id, title: 'x'.repeat(201), block: BLOCK }, ada.token)).body).toMatchObject({ code: -2 });
    const [{ doc }] = (await api.db.query<{ doc: { pages: unknown[] } }>('select doc from projects where id = $1', [id])) as [{ doc: { pages: unknown[] } }];
    const full = { ...doc, pages: Array.from({ length: 500 }, (_, i) => ({ ...(doc.pages[0] as object), id: `p${i}` })) };
    ok(await api.post('/api/iart/v1/project/updateProject', { id, doc: full }, ada.token));
    expect((await api.post(INSERT, { projectId: id, title: '', block: BLOCK }, ada.token)).body).toMatchObject({ code: -2 });
    ok(await api.post('/api/iart/v1/project/updateProject', { id, status: 3 }, ada.token));
    expect((await api.post(INSERT, { projectId: id, title: '', block: BLOCK }, ada.token)).body).toMatchObject({ code: -4 });
  });
});
