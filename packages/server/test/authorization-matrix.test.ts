import { describe, expect, it } from 'vitest';
import { buildFixture, call, ROUTE_CASES } from './helpers/route-table.ts';
import { databases, useTestServer } from './helpers/test-server.ts';
import { createUser, ok, workspaceTables } from './helpers/workspace.ts';

/**
 * Every workspace route × {anonymous, another user, the owner}. Anonymous callers of a
 * signed-in route get 4001 and change nothing; another user naming the owner's project,
 * folder, theme or upload gets -4 with 404 and changes nothing (or, for lists, sees only
 * their own); the owner succeeds. Public routes answer everyone.
 */
describe.each(databases)('who may call what on %s', (kind) => {
  const api = useTestServer(kind);

  for (const route of ROUTE_CASES) {
    it(`${route.name}: ${route.access === 'public' ? 'answers anyone' : route.access === 'own' ? 'needs a sign-in' : 'only for the owner'}`, async () => {
      const owner = await createUser(api, 'owner@example.com');
      const other = await createUser(api, 'other@example.com');
      const fixture = await buildFixture(api, owner, other);
      const input = route.input(fixture);
      const before = await workspaceTables(api);

      const anonymous = await call(api, route, input);
      if (route.access === 'public') ok(anonymous);
      else {
        expect(anonymous.status).toBe(401);
        expect(anonymous.body).toEqual({ code: 4001, message: 'Please log in again.', data: null });
        expect(await workspaceTables(api)).toEqual(before);
      }

      const stranger = await call(api, route, input, other.token);
      if (route.access === 'owner' && route.listsOwn) {
        const data = ok(stranger);
        const items: any[] = Array.isArray(data) ? data : data.list;
        expect(items.filter((item) => typeof item.id === 'number' || String(item.id).startsWith('custom-'))).toEqual([]);
      } else if (route.access === 'owner') {
        expect(stranger.status).toBe(404);
        expect(stranger.body).toEqual({ code: -4, message: 'Data does not exist.', data: null });
        expect(await workspaceTables(api)).toEqual(before);
      } else ok(stranger);

      ok(await call(api, route, input, owner.token));
    });
  }

  it('serves a bound upload to anyone holding its unguessable key, and nothing without one', async () => {
    const owner = await createUser(api, 'owner@example.com');
    const other = await createUser(api, 'other@example.com');
    const fixture = await buildFixture(api, owner, other);
    expect((await api.request(`/files/${fixture.boundKey}`)).status).toBe(200);
    expect((await api.request(`/files/${'0'.repeat(32)}`)).status).toBe(404);
  });

  it('does not let another user move their own project into the owner’s folder', async () => {
    const owner = await createUser(api, 'owner@example.com');
    const other = await createUser(api, 'other@example.com');
    const fixture = await buildFixture(api, owner, other);
    const theirs = ok(await api.post('/api2/v1/project/create', { kind: 'presentation' }, other.token));
    const before = await workspaceTables(api);
    const answer = await api.post('/api2/v1/project/folder/move-in', { folderId: fixture.folder, projectId: theirs.id }, other.token);
    expect(answer.body).toMatchObject({ code: -4 });
    const [ownerFolder] = await api.db.query<{ id: number }>('select id from folders where owner_id = $1', [other.id]);
    expect(ownerFolder).toBeUndefined();
    expect(await workspaceTables(api)).toEqual(before);
  });
});
