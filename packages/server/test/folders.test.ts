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

  it('lists a folder’s projects for its owner only, and no longer once the folder is gone', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const eve = await createUser(api, 'eve@example.com');
    const folder = await addFolder(api, ada);
    const inFolder = `/api2/v1/project/list?folderId=${folder.id}`;
    expect(ok(await api.get(inFolder, ada.token))).toMatchObject({ list: [], total: 0 });
    const project = await createProject(api, ada, { folderId: folder.id });
    expect(ok(await api.get(inFolder, ada.token)).list.map((item: any) => item.id)).toEqual([project.id]);

    expect((await api.get(inFolder, eve.token)).body).toEqual({ code: -4, message: 'Data does not exist.', data: null });
    expect((await api.get(`/api2/v1/project/list?folderId=${folder.id + 1000}`, ada.token)).body).toMatchObject({ code: -4 });

    const empty = await addFolder(api, ada, 'Empty');
    expect(ok(await api.get(`/api2/v1/project/list?folderId=${empty.id}`, ada.token))).toMatchObject({ list: [], total: 0 });
    ok(await api.post(`${F}/delete`, { id: empty.id }, ada.token));
    expect((await api.get(`/api2/v1/project/list?folderId=${empty.id}`, ada.token)).body).toMatchObject({ code: -4 });
  });

  it('refuses an empty folder name', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const answer = await api.post(`${F}/add`, { name: '   ' }, ada.token);
    expect(answer.body).toMatchObject({ code: -2, message: 'Parameter error.' });
  });
});
