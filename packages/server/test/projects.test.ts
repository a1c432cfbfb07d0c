import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './helpers/test-server.ts';
import { addFolder, createProject, createUser, makePro, ok, PDF, PNG, upload, workspaceTables } from './helpers/workspace.ts';

const P = '/api2/v1/project';
const IART = '/api/iart/v1/project';

describe.each(databases)('projects on %s', (kind) => {
  const api = useTestServer(kind);

  it('creates a presentation with one blank slide on the Sunlit theme', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada, { title: 'Quarterly review' });
    expect(project).toMatchObject({ kind: 'presentation', title: 'Quarterly review', status: 1, folderId: null, themeId: 'sunlit', thumbnail: '' });
    expect(project.document).toMatchObject({ kind: 'presentation', title: 'Quarterly review', themeId: 'sunlit' });
    expect(project.document.pages).toHaveLength(1);
    expect(typeof project.id).toBe('number');
  });

  it('creates a page from a given document and a built-in theme', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const doc = { pages: [{ id: 'p1', layout: { id: 'r', type: 'row', children: [{ id: 'c', type: 'content', content: { kind: 'text', paragraphs: [{ spans: [{ text: 'Hello' }] }] } }] } }] };
    const project = await createProject(api, ada, { kind: 'page', title: 'Landing', doc, themeId: 'moss' });
    expect(project).toMatchObject({ kind: 'page', themeId: 'moss' });
    const fetched = ok(await api.get(`${P}/get?id=${project.id}`, ada.token));
    expect(fetched.document.pages[0].layout.children[0].content.paragraphs[0].spans[0].text).toBe('Hello');
    expect(fetched.document.kind).toBe('page');
  });

  it('puts a new project into a folder of the creator', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const folder = await addFolder(api, ada);
    const project = await createProject(api, ada, { folderId: String(folder.id) });
    expect(project.folderId).toBe(folder.id);
  });

  it('uses up the three free projects, then answers -6 without a message', async () => {
    const ada = await createUser(api, 'ada@example.com');
    for (let i = 0; i < 3; i++) await createProject(api, ada);
    const fourth = await api.post(`${P}/create`, { kind: 'presentation' }, ada.token);
    expect(fourth.status).toBe(402);
    expect(fourth.body).toEqual({ code: -6, message: '', data: null });
    const [user] = await api.db.query<{ free_projects_left: number }>('select free_projects_left from users where id = $1', [ada.id]);
    expect(user!.free_projects_left).toBe(0);
    expect(await api.db.query('select id from projects')).toHaveLength(3);
  });

  it('never spends more than the free projects left under ten concurrent creates', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.post(`${P}/create`, { kind: 'presentation' }, ada.token)));
    expect(answers.filter((a) => a.body?.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body?.code === -6)).toHaveLength(7);
    const [user] = await api.db.query<{ free_projects_left: number }>('select free_projects_left from users where id = $1', [ada.id]);
    expect(user!.free_projects_left).toBe(0);
    expect(await api.db.query('select id from projects')).toHaveLength(3);
  });

  it('lets a Pro user create without limit and without spending free projects', async () => {
    const ada = await createUser(api, 'ada@example.com');
    await makePro(api, ada.id);
    for (let i = 0; i < 5; i++) await createProject(api, ada);
    const [user] = await api.db.query<{ free_projects_left: number }>('select free_projects_left from users where id = $1', [ada.id]);
    expect(user!.free_projects_left).toBe(3);
  });

  it('lists the workspace newest first in pages, with a one-page cover per project', async () => {
    const ada = await createUser(api, 'ada@example.com');
    await makePro(api, ada.id);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createProject(api, ada, { title: `Deck ${i}` })).id);
    const first = ok(await api.get(`${P}/list?page=1&size=2`, ada.token));
    expect(first).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(first.list.map((p: any) => p.id)).toEqual([ids[4], ids[3]]);
    expect(first.list[0]).toMatchObject({ pageCount: 1, title: 'Deck 4' });
    expect(first.list[0].document.pages).toHaveLength(1);
    const { document: cover, pageCount, ...listed } = first.list[0];
    const { document, ...fetched } = ok(await api.get(`${P}/get?id=${ids[4]}`, ada.token));
    expect(listed).toEqual(fetched);
    expect(cover).toEqual({ ...document, pages: [document.pages[0]], scriptMap: undefined });
    const last = ok(await api.get(`${P}/list?page=3&size=2`, ada.token));
    expect(last.list.map((p: any) => p.id)).toEqual([ids[0]]);
    const beyond = ok(await api.get(`${P}/list?page=9&size=2`, ada.token));
    expect(beyond).toMatchObject({ list: [], total: 5 });
  });

  it('lists titles with quotes, backslashes, line breaks and emoji exactly as get answers them', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const title = 'Q3 "review" \\ C:\\path\nsecond line\u2028 — 📈 مراجعة';
    const project = await createProject(api, ada, { title });
    const [listed] = ok(await api.get(`${P}/list`, ada.token)).list;
    expect(listed.title).toBe(title);
    expect(ok(await api.get(`${P}/get?id=${project.id}`, ada.token)).title).toBe(title);
  });

  it('filters the list by folder and shows trashed projects only on the Trash screen', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const folder = await addFolder(api, ada);
    const inFolder = await createProject(api, ada, { folderId: folder.id });
    const loose = await createProject(api, ada);
    const trashed = await createProject(api, ada);
    ok(await api.post(`${P}/trash`, { id: trashed.id }, ada.token));
    expect(ok(await api.get(`${P}/list`, ada.token)).list.map((p: any) => p.id).sort()).toEqual([inFolder.id, loose.id].sort());
    expect(ok(await api.get(`${P}/list?folderId=${folder.id}`, ada.token)).list.map((p: any) => p.id)).toEqual([inFolder.id]);
    expect(ok(await api.get(`${P}/list?status=3`, ada.token)).list.map((p: any) => p.id)).toEqual([trashed.id]);
  });

  it('trashes with status 3 and recovers back to 1', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada);
    expect(ok(await api.post(`${P}/trash`, { id: project.id }, ada.token)).status).toBe(3);
    expect(ok(await api.post(`${IART}/recoverProject`, { id: project.id }, ada.token)).status).toBe(1);
    expect(ok(await api.post(`${IART}/updateProject`, { id: project.id, status: 3 }, ada.token)).status).toBe(3);
    expect(ok(await api.post(`${IART}/updateProject`, { id: String(project.id), status: 1 }, ada.token)).status).toBe(1);
  });

  it('renames a project in its row and its document alike', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada);
    const renamed = ok(await api.post(`${IART}/updateProject`, { id: project.id, title: 'Renamed' }, ada.token));
    expect(renamed.title).toBe('Renamed');
    expect(renamed.document.title).toBe('Renamed');
  });

  it('saves a whole document through updateProject and keeps the project kind', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada);
    const doc = { ...project.document, kind: 'page', title: 'From the editor', pages: [...project.document.pages, { ...project.document.pages[0], id: 'page-2' }] };
    const saved = ok(await api.post(`${IART}/updateProject`, { id: project.id, doc }, ada.token));
    expect(saved).toMatchObject({ kind: 'presentation', title: 'From the editor' });
    expect(saved.document.pages).toHaveLength(2);
    expect(saved.document.kind).toBe('presentation');
  });

  it('shows an uploaded image of the owner as the thumbnail, in get and list alike', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bob = await createUser(api, 'bob@example.com');
    const project = await createProject(api, ada);
    const image = await upload(api, ada, PNG, 'card.png');
    const pdf = await upload(api, ada, PDF, 'doc.pdf', 'application/pdf');
    const bobs = await upload(api, bob, PNG, 'bob.png');
    for (const thumbnailId of [pdf.id, bobs.id]) {
      expect((await api.post(`${IART}/updateProject`, { id: project.id, thumbnailId }, ada.token)).body).toMatchObject({ code: -4 });
    }
    const updated = ok(await api.post(`${IART}/updateProject`, { id: project.id, thumbnailId: image.id }, ada.token));
    expect(updated.thumbnail).toBe(image.url);
    expect(ok(await api.get(`${P}/list`, ada.token)).list[0].thumbnail).toBe(image.url);
    expect(ok(await api.post(`${IART}/updateProject`, { id: project.id, thumbnailId: null }, ada.token)).thumbnail).toBe('');
  });

  it('refuses an invalid document and keeps the stored one', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada);
    const before = await workspaceTables(api);
    const answer = await api.post(`${IART}/updateProject`, { id: project.id, doc: { pages: [] } }, ada.token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: -2, message: 'Parameter error.', data: null });
    expect(await workspaceTables(api)).toEqual(before);
  });

  it('duplicates a project into the same folder as a copy that spends a free project', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const folder = await addFolder(api, ada);
    const project = await createProject(api, ada, { title: 'Pitch', folderId: folder.id });
    const copy = ok(await api.post(`${P}/duplicate`, { id: project.id }, ada.token));
    expect(copy).toMatchObject({ title: 'Pitch (copy)', folderId: folder.id, status: 1 });
    expect(copy.id).not.toBe(project.id);
    expect(copy.document.pages).toEqual(project.document.pages);
    const [user] = await api.db.query<{ free_projects_left: number }>('select free_projects_left from users where id = $1', [ada.id]);
    expect(user!.free_projects_left).toBe(1);
  });

  it('deletes a trashed project for good, but not one in use', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada);
    const early = await api.post(`${P}/delete`, { id: project.id }, ada.token);
    expect(early.body).toMatchObject({ code: -4 });
    ok(await api.post(`${P}/trash`, { id: project.id }, ada.token));
    ok(await api.post(`${P}/delete`, { id: project.id }, ada.token));
    expect((await api.get(`${P}/get?id=${project.id}`, ada.token)).body).toMatchObject({ code: -4 });
  });

  it('keeps sharing closed until the author opens it, with rc and rb in the link', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada);
    const initial = ok(await api.get(`${P}/share/config/get?id=${project.id}`, ada.token));
    expect(initial).toMatchObject({ id: project.id, enabled: false, allowCopy: false, disableCitation: false, disableBrand: false });
    const opened = ok(await api.post(`${P}/share/config/update`, { id: project.id, enabled: true, disableCitation: true, disableBrand: true }, ada.token));
    expect(opened).toMatchObject({ enabled: true, disableCitation: true, disableBrand: true });
    expect(opened.url).toMatch(new RegExp(`/share/${project.id}\\?rc=1&rb=1$`));
    expect(ok(await api.post(`${P}/share/config/get`, { id: project.id }, ada.token))).toEqual(opened);
    const closed = ok(await api.post(`${P}/share/config/update`, { id: project.id, enabled: false }, ada.token));
    expect(closed).toMatchObject({ enabled: false, disableCitation: true });
  });

  it('answers -4 with 404 for an id that does not exist', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const answer = await api.get(`${P}/get?id=999999`, ada.token);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: -4, message: 'Data does not exist.', data: null });
  });
});
