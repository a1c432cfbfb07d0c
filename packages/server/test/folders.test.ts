import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './helpers/test-server.ts';
import { addFolder, createProject, createUser, ok } from './helpers/workspace.ts';

const F = '/api2/v1/project/folder';

describe.each(databases)('folders on %s', (kind) => {
  const api = useTestServer(kind);

  it('adds, lists and renames folders', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const talks = await addFolder(api, ada, '  Talks  ');
    expect(talks).toMatchObject({ name: 'Talks', projectCount: 0 });
    await addFolder(api, ada, 'Drafts');
    expect(ok(await api.get(`${F}/list`, ada.token)).map((f: any) => f.name)).toEqual(['Talks', 'Drafts']);
    expect(ok(await api.post(`${F}/update`, { id: talks.id, name: 'Keynotes' }, ada.token)).name).toBe('Keynotes');
    expect(ok(await api.get(`${F}/list`, ada.token))[0].name).toBe('Keynotes');
  });

  it('moves a project into a folder and out again', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const folder = await addFolder(api, ada);
    const project = await createProject(api, ada);
    ok(await api.post(`${F}/move-in`, { folderId: String(folder.id), projectId: String(project.id) }, ada.token));
    expect(ok(await api.get(`/api2/v1/project/get?id=${project.id}`, ada.token)).folderId).toBe(folder.id);
    expect(ok(await api.get(`${F}/list`, ada.token))[0].projectCount).toBe(1);
    ok(await api.post(`${F}/move-out`, { projectId: project.id }, ada.token));
    expect(ok(await api.get(`/api2/v1/project/get?id=${project.id}`, ada.token)).folderId).toBeNull();
  });

  it('deletes a folder but keeps its projects, moved out to the workspace', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const folder = await addFolder(api, ada);
    const project = await createProject(api, ada, { folderId: folder.id });
    ok(await api.post(`${F}/delete`, { id: folder.id }, ada.token));
    expect(ok(await api.get(`${F}/list`, ada.token))).toEqual([]);
    const kept = ok(await api.get(`/api2/v1/project/get?id=${project.id}`, ada.token));
    expect(kept).toMatchObject({ id: project.id, folderId: null, status: 1 });
  });

  it('refuses an empty folder name', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const answer = await api.post(`${F}/add`, { name: '   ' }, ada.token);
    expect(answer.body).toMatchObject({ code: -2, message: 'Parameter error.' });
  });
});
