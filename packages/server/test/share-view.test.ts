import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './helpers/test-server.ts';
import { createProject, createUser, makePro, ok } from './helpers/workspace.ts';

const P = '/api2/v1/project';

describe.each(databases)('the public share view on %s', (kind) => {
  const api = useTestServer(kind);

  it('shows a shared deck to anyone and answers 6004 once the author closes sharing', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada, { title: 'Solar 2030' });
    const before = await api.get(`${P}/share/view?id=${project.id}`);
    expect(before.body).toMatchObject({ code: 6004, message: 'The author has closed sharing.' });

    ok(await api.post(`${P}/share/config/update`, { id: project.id, enabled: true, disableCitation: true }, ada.token));
    const shared = ok(await api.get(`${P}/share/view?id=${project.id}`));
    expect(shared).toMatchObject({ id: project.id, title: 'Solar 2030', kind: 'presentation', disableCitation: true, allowCopy: false, badge: true });
    expect(shared.doc).toMatchObject({ title: 'Solar 2030' });

    ok(await api.post(`${P}/share/config/update`, { id: project.id, enabled: false }, ada.token));
    expect((await api.get(`${P}/share/view?id=${project.id}`)).body).toMatchObject({ code: 6004 });
  });

  it('keeps the Made with Folio badge unless a Pro author turns it off (§1)', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada);
    ok(await api.post(`${P}/share/config/update`, { id: project.id, enabled: true, disableBrand: true }, ada.token));
    expect(ok(await api.get(`${P}/share/view?id=${project.id}`)).badge).toBe(true);
    await makePro(api, ada.id);
    expect(ok(await api.get(`${P}/share/view?id=${project.id}`)).badge).toBe(false);
  });

  it('answers -4 for a trashed or missing project, even when it was shared', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada);
    ok(await api.post(`${P}/share/config/update`, { id: project.id, enabled: true }, ada.token));
    ok(await api.post(`${P}/trash`, { id: project.id }, ada.token));
    expect((await api.get(`${P}/share/view?id=${project.id}`)).body).toMatchObject({ code: -4 });
    expect((await api.get(`${P}/share/view?id=999999`)).body).toMatchObject({ code: -4 });
    expect((await api.get(`${P}/share/view?id=abc`)).body).toMatchObject({ code: -2 });
  });
  it('lets anyone signed in copy a shared deck into their workspace only when its author allows copies', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bob = await createUser(api, 'bob@example.com');
    const project = await createProject(api, ada, { title: 'Solar 2030' });
    const copyAsBob = () => api.post(`${P}/duplicate`, { id: project.id }, bob.token);

    expect((await copyAsBob()).body).toMatchObject({ code: -4, message: 'Data does not exist.' });
    ok(await api.post(`${P}/share/config/update`, { id: project.id, enabled: true }, ada.token));
    expect((await copyAsBob()).body).toMatchObject({ code: 4011, message: 'The interface cannot be accessed for sharing.' });
    const bobsProjects = async () => ok(await api.get(`${P}/list?page=1&size=50`, bob.token));
    expect((await bobsProjects()).total).toBe(0);

    ok(await api.post(`${P}/share/config/update`, { id: project.id, allowCopy: true }, ada.token));
    const copy = ok(await copyAsBob());
    expect(copy).toMatchObject({ title: 'Solar 2030 (copy)', folderId: null });
    expect(copy.document.pages).toEqual(project.document.pages);
    expect((await bobsProjects()).list.map((listed: { id: number }) => listed.id)).toEqual([copy.id]);
    const config = ok(await api.get(`${P}/share/config/get?id=${copy.id}`, bob.token));
    expect(config).toMatchObject({ enabled: false, allowCopy: false });
    // The author's deck is untouched and still theirs alone.
    expect((await api.get(`${P}/get?id=${project.id}`, bob.token)).body).toMatchObject({ code: -4 });
    expect(ok(await api.get(`${P}/get?id=${project.id}`, ada.token)).title).toBe('Solar 2030');

    ok(await api.post(`${P}/trash`, { id: project.id }, ada.token));
    expect((await copyAsBob()).body).toMatchObject({ code: -4 });
  });

  it('counts a viewer’s copy of a shared deck as one of their free projects, and answers -6 once none are left', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bob = await createUser(api, 'bob@example.com');
    const project = await createProject(api, ada, { title: 'Solar 2030' });
    ok(await api.post(`${P}/share/config/update`, { id: project.id, enabled: true, allowCopy: true }, ada.token));
    await createProject(api, bob);
    await createProject(api, bob);
    ok(await api.post(`${P}/duplicate`, { id: project.id }, bob.token));
    const [left] = await api.db.query<{ free_projects_left: number }>('select free_projects_left from users where id = $1', [bob.id]);
    expect(left!.free_projects_left).toBe(0);

    const refused = await api.post(`${P}/duplicate`, { id: project.id }, bob.token);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ code: -6, message: '', data: null });
    expect(ok(await api.get(`${P}/list?page=1&size=50`, bob.token)).total).toBe(3);
  });
});
