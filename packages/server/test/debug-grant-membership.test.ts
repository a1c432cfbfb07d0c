import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './helpers/test-server.ts';
import { createProject, createUser, ok } from './helpers/workspace.ts';

const GRANT = '/api/iart/v1/debug/grantMembership';
const USER_INFO = '/api/iart/v1/thirdPartyLogin/getUserInfo';

describe.each(databases)('the development Pro grant on %s', (kind) => {
  const api = useTestServer(kind);

  it('makes the caller Pro for a month, so exports answer a task instead of 402', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada);
    expect((await api.post('/api2/v1/export/post', { projectId: project.id, type: 'pdf' }, ada.token)).body).toMatchObject({ code: 402 });
    ok(await api.post(GRANT, undefined, ada.token));
    ok(await api.post(GRANT, undefined, ada.token));
    expect(ok(await api.get(USER_INFO, ada.token)).userType).toBe('pro');
    expect(ok(await api.post('/api2/v1/export/post', { projectId: project.id, type: 'pdf' }, ada.token)).taskId).toEqual(expect.any(String));
  });

  it('answers 4001 to anyone not signed in', async () => {
    expect((await api.post(GRANT)).body).toMatchObject({ code: 4001 });
  });
});

describe.each(databases)('the development Pro grant in production on %s', (kind) => {
  const api = useTestServer(kind, { env: { NODE_ENV: 'production' } });

  it('does not exist', async () => {
    const ada = await createUser(api, 'ada@example.com');
    expect(await api.post(GRANT, undefined, ada.token)).toMatchObject({ status: 404, body: { code: -4 } });
    expect(await api.db.query('select user_id from memberships')).toEqual([]);
  });
});
