import { describe, expect, it } from 'vitest';
import { buildFixture, call, ROUTE_CASES, type RouteCase } from './helpers/route-table.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';
import { MAX_PAGE_NODES, MAX_TREE_DEPTH, type LayoutNode, type NodeId } from '@folio/layout';
import { depthOf, jsonWithoutRecursion, nestedLayout } from './helpers/nested-layout.ts';
import { createProject, createUser, workspaceTables, type TestUser } from './helpers/workspace.ts';

/**
 * Every workspace route given input it must refuse: each answer is -2 'Parameter error.'
 * (413 for a body over a megabyte) and the database is exactly as before.
 */
const ID_FIELDS = ['id', 'folderId', 'projectId'];
const BAD_IDS: unknown[] = ['abc', -1, 0, 1.5, 2 ** 40, '1e3', null, {}, [], true];

describe.each(databases)('bad input on %s', (kind) => {
  const api = useTestServer(kind);

  async function signedInOwner(): Promise<{ owner: TestUser; input: (route: RouteCase) => Record<string, unknown> }> {
    const owner = await createUser(api, 'owner@example.com');
    const other = await createUser(api, 'other@example.com');
    const fixture = await buildFixture(api, owner, other);
    return { owner, input: (route) => route.input(fixture) };
  }

  async function expectRefused(answer: Awaited<ReturnType<TestServer['post']>>, label: string, status = 400): Promise<void> {
    expect(answer.status, label).toBe(status);
    expect(answer.body, label).toEqual({ code: -2, message: 'Parameter error.', data: null });
  }

  const postRoutes = ROUTE_CASES.filter((route) => route.method === 'POST');
  const getRoutes = ROUTE_CASES.filter((route) => route.method === 'GET');

  it('refuses malformed JSON, non-object bodies and unknown fields on every POST call', async () => {
    const { owner, input } = await signedInOwner();
    const before = await workspaceTables(api);
    for (const route of postRoutes) {
      const headers = { 'content-type': 'application/json' };
      await expectRefused(await api.request(route.path, { method: 'POST', body: '{"id": 1,', headers, token: owner.token }), `${route.name} malformed`);
      await expectRefused(await api.request(route.path, { method: 'POST', body: '[1]', headers, token: owner.token }), `${route.name} array`);
      await expectRefused(await api.request(route.path, { method: 'POST', body: '"text"', headers, token: owner.token }), `${route.name} string`);
      await expectRefused(await api.post(route.path, { ...input(route), sneaky: true }, owner.token), `${route.name} unknown field`);
    }
    expect(await workspaceTables(api)).toEqual(before);
  });

  it('refuses ids of the wrong type or out of range on every call that takes one', async () => {
    const { owner, input } = await signedInOwner();
    const before = await workspaceTables(api);
    // Theme ids are names ('sunlit', 'custom-7'): an unknown one is -4, tested with the themes.
    for (const route of ROUTE_CASES.filter((r) => !r.path.startsWith('/api2/v1/theme/'))) {
      const valid = input(route);
      for (const field of ID_FIELDS.filter((name) => name in valid)) {
        for (const bad of route.method === 'GET' ? BAD_IDS.filter((value) => typeof value !== 'object') : BAD_IDS) {
          await expectRefused(await call(api, route, { ...valid, [field]: bad }, owner.token), `${route.name} ${field}=${JSON.stringify(bad)}`);
        }
      }
    }
    expect(await workspaceTables(api)).toEqual(before);
  });

  it('refuses unknown query parameters on every GET call', async () => {
    const { owner, input } = await signedInOwner();
    for (const route of getRoutes) await expectRefused(await call(api, route, { ...input(route), sneaky: 1 }, owner.token), route.name);
  });

  it('refuses a body over a megabyte with 413 before reading it', async () => {
    const { owner, input } = await signedInOwner();
    const before = await workspaceTables(api);
    for (const route of postRoutes) {
      const huge = JSON.stringify({ ...input(route), padding: 'x'.repeat(1024 * 1024) });
      await expectRefused(await api.request(route.path, { method: 'POST', body: huge, headers: { 'content-type': 'application/json' }, token: owner.token }), route.name, 413);
    }
    expect(await workspaceTables(api)).toEqual(before);
  });

  it('refuses wrong kinds, statuses, titles, names and theme ids', async () => {
    const { owner } = await signedInOwner();
    const before = await workspaceTables(api);
    const cases: [string, unknown][] = [
      ['/api2/v1/project/create', { kind: 'video' }],
      ['/api2/v1/project/create', { kind: 'page', title: 'x'.repeat(301) }],
      ['/api2/v1/project/create', { kind: 'page', doc: { pages: [] } }],
      ['/api2/v1/project/create', { kind: 'page', themeId: '' }],
      ['/api/iart/v1/project/updateProject', { id: 1, status: 2 }],
      ['/api/iart/v1/project/updateProject', { id: 1, status: '3' }],
      ['/api/iart/v1/project/updateProject', { id: 1 }],
      ['/api2/v1/project/share/config/update', { id: 1, enabled: 'yes' }],
      ['/api2/v1/project/folder/add', { name: 'x'.repeat(101) }],
      ['/api2/v1/project/folder/add', { name: 42 }],
      ['/api2/v1/theme/add', { json: { themeName: 'half a theme' } }],
      ['/api2/v1/theme/delete', { id: 7 }],
      ['/api2/v1/upload/bind', { key: '../../etc/passwd', name: 'a.png', hash: 'd41d8cd98f00b204e9800998ecf8427e' }],
      ['/api2/v1/upload/bind', { key: 'a'.repeat(32), name: 'dir/a.png', hash: 'd41d8cd98f00b204e9800998ecf8427e' }],
      ['/api2/v1/upload/bind', { key: 'a'.repeat(32), name: 'a.png', hash: 'not-a-hash' }],
    ];
    for (const [path, body] of cases) await expectRefused(await api.post(path, body, owner.token), `${path} ${JSON.stringify(body).slice(0, 80)}`);
    for (const query of ['type=png&source_type=elsewhere', `type=${'x'.repeat(200)}`, 'page=0', 'size=101', 'status=2']) {
      const path = query.startsWith('type') ? `/api2/v1/upload/url?${query}` : `/api2/v1/project/list?${query}`;
      await expectRefused(await api.get(path, owner.token), path);
    }
    expect(await workspaceTables(api)).toEqual(before);
  });
  it('refuses a document whose slide nests 3,000 levels deep or holds too many blocks, and takes one at the limits', async () => {
    const owner = await createUser(api, 'owner@example.com');
    const project = await createProject(api, owner);
    const deck = (layout: LayoutNode) => ({ pages: [{ id: 'slide', layout }] });
    const postJson = (path: string, body: unknown) =>
      api.request(path, { method: 'POST', body: jsonWithoutRecursion(body), headers: { 'content-type': 'application/json' }, token: owner.token });
    const divider = (id: string): LayoutNode => ({ id: id as NodeId, type: 'content', content: { kind: 'divider', style: 'solid', thickness: 2 } });
    // A column of rows of 49 blocks, one node over the limit (1 + 40 × 50): every row and column within its 60 children.
    const crowded: LayoutNode = {
      id: 'root' as NodeId,
      type: 'column',
      children: Array.from({ length: MAX_PAGE_NODES / 50 }, (_, r) => ({
        id: `row${r}` as NodeId,
        type: 'row' as const,
        children: Array.from({ length: 49 }, (_, b) => divider(`b${r}-${b}`)),
      })),
    };
    const before = await workspaceTables(api);
    for (const [label, layout] of [['3,000 levels', nestedLayout(3_000)], [`${MAX_TREE_DEPTH + 1} levels`, nestedLayout(MAX_TREE_DEPTH + 1)], [`${MAX_PAGE_NODES + 1} nodes`, crowded]] as const) {
      await expectRefused(await postJson('/api2/v1/project/create', { kind: 'presentation', doc: deck(layout) }), `create, ${label}`);
      await expectRefused(await postJson('/api/iart/v1/project/updateProject', { id: project.id, doc: deck(layout) }), `update, ${label}`);
    }
    expect(await workspaceTables(api)).toEqual(before);

    const deepest = await api.post('/api2/v1/project/create', { kind: 'presentation', doc: deck(nestedLayout(MAX_TREE_DEPTH)) }, owner.token);
    expect(deepest.body).toMatchObject({ code: 200 });
    const stored = await api.get(`/api2/v1/project/get?id=${deepest.body!.data.id}`, owner.token);
    expect(depthOf(stored.body!.data.document.pages[0].layout)).toBe(MAX_TREE_DEPTH);
  });
});
