import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './helpers/test-server.ts';
import { addFolder, createProject, createUser, ok } from './helpers/workspace.ts';

const P = '/api2/v1/project';

/**
 * project/get and project/list answers are kept in memory between requests (ProjectReads);
 * whoever changes a project — these calls, the collaboration snapshot, another instance or a
 * worker writing SQL — the next answer shows it.
 */
describe.each(databases)('kept project answers on %s', (kind) => {
  const api = useTestServer(kind);

  it('show a change another process wrote straight into the database', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada, { title: 'Before' });
    expect(ok(await api.get(`${P}/get?id=${project.id}`, ada.token)).title).toBe('Before');
    expect(ok(await api.get(`${P}/list`, ada.token)).list[0].title).toBe('Before');
    await api.db.query(`update projects set title = 'Changed elsewhere', doc = jsonb_set(doc, '{title}', '"Changed elsewhere"') where id = $1`, [project.id]);
    const fetched = ok(await api.get(`${P}/get?id=${project.id}`, ada.token));
    expect(fetched.title).toBe('Changed elsewhere');
    expect(fetched.document.title).toBe('Changed elsewhere');
    expect(ok(await api.get(`${P}/list`, ada.token)).list[0].title).toBe('Changed elsewhere');
  });

  it('show renames, moves, trashing and duplicates made through the API', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada, { title: 'Plan' });
    const folder = await addFolder(api, ada);
    expect(ok(await api.get(`${P}/list?folderId=${folder.id}`, ada.token)).list).toHaveLength(0);
    ok(await api.post(`${P}/folder/move-in`, { folderId: folder.id, projectId: project.id }, ada.token));
    expect(ok(await api.get(`${P}/list?folderId=${folder.id}`, ada.token)).list.map((p: any) => p.id)).toEqual([project.id]);
    ok(await api.post(`${P}/duplicate`, { id: project.id }, ada.token));
    expect(ok(await api.get(`${P}/list`, ada.token)).total).toBe(2);
    ok(await api.post(`${P}/trash`, { id: project.id }, ada.token));
    expect(ok(await api.get(`${P}/get?id=${project.id}`, ada.token)).status).toBe(3);
    expect(ok(await api.get(`${P}/list?status=3`, ada.token)).list.map((p: any) => p.id)).toEqual([project.id]);
  });

  it('show a project deleted from the database as gone', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada);
    ok(await api.get(`${P}/get?id=${project.id}`, ada.token));
    await api.db.query('delete from projects where id = $1', [project.id]);
    expect((await api.get(`${P}/get?id=${project.id}`, ada.token)).body?.code).toBe(-4);
    expect(ok(await api.get(`${P}/list`, ada.token)).list).toEqual([]);
  });

  it('never answer one owner what another owner was answered', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bob = await createUser(api, 'bob@example.com');
    const project = await createProject(api, ada);
    ok(await api.get(`${P}/get?id=${project.id}`, ada.token));
    expect((await api.get(`${P}/get?id=${project.id}`, bob.token)).body?.code).toBe(-4);
    expect(ok(await api.get(`${P}/list`, bob.token)).list).toEqual([]);
  });
});
