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
});
