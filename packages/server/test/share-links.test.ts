import { describe, expect, it } from 'vitest';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';
import { createProject, createUser, makePro, ok } from './helpers/workspace.ts';

const P = '/api2/v1/project';
const VIEWER = 'viewer-0000-aaaa';

/** A POST as a browser without a session sends it: JSON, and the cookie it holds, if any. */
function postAs(api: TestServer, path: string, body: unknown, cookie = '', headers: Record<string, string> = {}) {
  return api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers } });
}

function viewAs(api: TestServer, id: number, cookie = '') {
  return api.request(`${P}/share/view?id=${id}`, cookie ? { headers: { cookie } } : {});
}

/** The name=value part of the answer's Set-Cookie. */
function cookieOf(answer: { headers: Headers }): string {
  return answer.headers.get('set-cookie')?.split(';')[0] ?? '';
}

async function protectedDeck(api: TestServer, password = 'open sesame') {
  const ada = await createUser(api, 'ada@example.com');
  await makePro(api, ada.id);
  const project = await createProject(api, ada, { title: 'Solar 2030' });
  const config = ok(await api.post(`${P}/share/config/update`, { id: project.id, enabled: true, password }, ada.token));
  return { ada, project, config };
}

describe.each(databases)('share link passwords on %s', (kind) => {
  const api = useTestServer(kind, { env: { TRUST_PROXY: 'true', LOGIN_ATTEMPTS_PER_ACCOUNT: '3' } });

  it('asks for the password (4011), refuses a wrong one (7001) and shows the deck once the right one is typed', async () => {
    const { project, config } = await protectedDeck(api);
    expect(config).toMatchObject({ passwordProtected: true });
    expect((await viewAs(api, project.id)).body).toMatchObject({ code: 4011, message: 'The interface cannot be accessed for sharing.' });

    const wrong = await postAs(api, `${P}/share/unlock`, { id: project.id, password: 'guess' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 7001, message: 'Incorrect password.' });
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const right = await postAs(api, `${P}/share/unlock`, { id: project.id, password: 'open sesame' });
    expect(right.body).toMatchObject({ code: 200 });
    expect(right.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/);
    const cookie = cookieOf(right);
    expect(ok(await viewAs(api, project.id, cookie))).toMatchObject({ title: 'Solar 2030' });
    // The cookie opens only its own link.
    expect((await viewAs(api, project.id, cookie.replace(`folio_share_${project.id}=`, 'folio_share_999='))).body).toMatchObject({ code: 4011 });
  });

  it('ends every viewer’s access when the author changes the password, and opens the link to all when it is removed', async () => {
    const { ada, project } = await protectedDeck(api);
    const cookie = cookieOf(await postAs(api, `${P}/share/unlock`, { id: project.id, password: 'open sesame' }));
    expect((await viewAs(api, project.id, cookie)).body).toMatchObject({ code: 200 });

    ok(await api.post(`${P}/share/config/update`, { id: project.id, password: 'new secret' }, ada.token));
    expect((await viewAs(api, project.id, cookie)).body).toMatchObject({ code: 4011 });
    expect((await postAs(api, `${P}/share/unlock`, { id: project.id, password: 'open sesame' })).body).toMatchObject({ code: 7001 });
    const again = cookieOf(await postAs(api, `${P}/share/unlock`, { id: project.id, password: 'new secret' }));
    expect((await viewAs(api, project.id, again)).body).toMatchObject({ code: 200 });

    const removed = ok(await api.post(`${P}/share/config/update`, { id: project.id, password: null }, ada.token));
    expect(removed).toMatchObject({ passwordProtected: false });
    expect((await viewAs(api, project.id)).body).toMatchObject({ code: 200 });
  });

  it('lets the author see their own protected deck without typing the password', async () => {
    const { ada, project } = await protectedDeck(api);
    expect(ok(await api.get(`${P}/share/view?id=${project.id}`, ada.token))).toMatchObject({ title: 'Solar 2030' });
  });

  it('refuses guesses from an address past the limit, even the right password, while other addresses still get in', async () => {
    const { project } = await protectedDeck(api);
    const from = (address: string, password: string) => postAs(api, `${P}/share/unlock`, { id: project.id, password }, '', { 'x-forwarded-for': address });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7', `guess ${i}`)).body).toMatchObject({ code: 7001 });
    const limited = await from('203.0.113.7', 'open sesame');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 0, message: 'Too frequent visits.' });
    expect((await from('198.51.100.1', 'open sesame')).body).toMatchObject({ code: 200 });
  });

  it('keeps passwords for Pro authors (402) and lets a viewer copy a protected deck only after typing it', async () => {
    const bob = await createUser(api, 'bob@example.com');
    const free = await createProject(api, bob);
    expect((await api.post(`${P}/share/config/update`, { id: free.id, enabled: true, password: 'open sesame' }, bob.token)).body).toMatchObject({ code: 402 });
    expect(ok(await api.get(`${P}/share/config/get?id=${free.id}`, bob.token))).toMatchObject({ passwordProtected: false });

    const { ada, project } = await protectedDeck(api);
    ok(await api.post(`${P}/share/config/update`, { id: project.id, allowCopy: true }, ada.token));
    const copy = (cookie = '') => api.request(`${P}/duplicate`, { method: 'POST', token: bob.token, body: JSON.stringify({ id: project.id }), headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) } });
    expect((await copy()).body).toMatchObject({ code: 4011 });
    const cookie = cookieOf(await postAs(api, `${P}/share/unlock`, { id: project.id, password: 'open sesame' }));
    expect((await copy(cookie)).body).toMatchObject({ code: 200, data: { title: 'Solar 2030 (copy)' } });
  });
});

describe.each(databases)('share link statistics on %s', (kind) => {
  const api = useTestServer(kind);

  async function sharedDeck() {
    const ada = await createUser(api, 'ada@example.com');
    const project = await createProject(api, ada, { title: 'Solar 2030' });
    ok(await api.post(`${P}/share/config/update`, { id: project.id, enabled: true }, ada.token));
    return { ada, project };
  }

  it('counts views, unique viewers, time per slide and where viewers came from over the last 30 days', async () => {
    const { ada, project } = await sharedDeck();
    await makePro(api, ada.id);
    const record = (body: Record<string, unknown>, headers: Record<string, string> = {}) => postAs(api, `${P}/share/views/record`, { id: project.id, ...body }, '', headers);
    ok(await record({ viewer: VIEWER, view: 'view-0001-aaaa', channel: 'x', referrer: 'https://t.co/abc?secret=1' }));
    ok(await record({ viewer: VIEWER, view: 'view-0001-aaaa', slides: [{ slide: 0, ms: 4000 }, { slide: 1, ms: 2500 }] }));
    ok(await record({ viewer: VIEWER, view: 'view-0001-aaaa', slides: [{ slide: 1, ms: 500 }] }));
    ok(await record({ viewer: VIEWER, view: 'view-0002-aaaa', slides: [{ slide: 0, ms: 1000 }] }));
    ok(await record({ viewer: 'viewer-0000-bbbb', view: 'view-0003-bbbb', channel: 'linkedin' }));
    // Do Not Track and Global Privacy Control are honoured on the server too.
    ok(await record({ viewer: 'viewer-0000-cccc', view: 'view-0004-cccc' }, { dnt: '1' }));
    ok(await record({ viewer: 'viewer-0000-cccc', view: 'view-0005-cccc' }, { 'sec-gpc': '1' }));
    // The author looking at their own link is not counted.
    const own = { viewer: 'viewer-0000-dddd', view: 'view-0006-dddd' };
    ok(await api.request(`${P}/share/views/record`, { method: 'POST', token: ada.token, body: JSON.stringify({ id: project.id, ...own }), headers: { 'content-type': 'application/json' } }));
    // A view that is a month old is no longer counted.
    await api.db.query(`insert into share_views (id, project_id, viewer, started_at) values ('view-old-0000', $1, 'viewer-old-0000', now() - interval '31 days')`, [project.id]);

    const stats = ok(await api.get(`${P}/share/views/stats?id=${project.id}`, ada.token));
    expect(stats).toMatchObject({ views: 3, viewers: 2 });
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), views: 3, viewers: 2 });
    expect(stats.days.slice(0, -1).every((day: { views: number }) => day.views === 0)).toBe(true);
    expect(stats.slides).toEqual([
      { slide: 0, ms: 5000, views: 2 },
      { slide: 1, ms: 3000, views: 1 },
    ]);
    expect(stats.sources).toEqual([
      { channel: '', referrer: '', views: 1 },
      { channel: 'linkedin', referrer: '', views: 1 },
      { channel: 'x', referrer: 't.co', views: 1 },
    ]);
    const stored = await api.db.query<{ referrer: string }>('select referrer from share_views');
    expect(stored.map((row) => row.referrer)).not.toContain('https://t.co/abc?secret=1');
  });

  it('shows statistics to the Pro author only and records nothing for closed or protected links', async () => {
    const { ada, project } = await sharedDeck();
    const bob = await createUser(api, 'bob@example.com');
    expect((await api.get(`${P}/share/views/stats?id=${project.id}`)).body).toMatchObject({ code: 4001 });
    expect((await api.get(`${P}/share/views/stats?id=${project.id}`, bob.token)).body).toMatchObject({ code: -4 });
    expect((await api.get(`${P}/share/views/stats?id=${project.id}`, ada.token)).body).toMatchObject({ code: 402 });
    await makePro(api, ada.id);
    ok(await api.post(`${P}/share/config/update`, { id: project.id, password: 'open sesame' }, ada.token));
    expect((await postAs(api, `${P}/share/views/record`, { id: project.id, viewer: VIEWER, view: 'view-0001-aaaa' })).body).toMatchObject({ code: 4011 });
    ok(await api.post(`${P}/share/config/update`, { id: project.id, enabled: false, password: null }, ada.token));
    ok(await postAs(api, `${P}/share/views/record`, { id: project.id, viewer: VIEWER, view: 'view-0002-aaaa' }));
    expect(ok(await api.get(`${P}/share/views/stats?id=${project.id}`, ada.token))).toMatchObject({ views: 0, viewers: 0 });
    expect((await postAs(api, `${P}/share/views/record`, { id: project.id, viewer: 'me', view: 'view-0003-aaaa' })).body).toMatchObject({ code: -2 });
  });
});
