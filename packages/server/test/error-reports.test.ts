import { afterAll, describe, expect, it } from 'vitest';
import { startInbox, until } from './helpers/inbox.ts';
import { databases, useTestServer } from './helpers/test-server.ts';
import { createUser, ok } from './helpers/workspace.ts';

const TRACK = '/api2/v1/track/error';
const REPORT = { error: 'TypeError: x is undefined', stack: 'at App (App.tsx:1:1)', digest: 'abc', componentStack: 'in App', ua: 'Mozilla/5.0', path: '/workspace' };

describe.each(databases)('error reports on %s', (kind) => {
  const api = useTestServer(kind);

  it('stores a report from someone not signed in', async () => {
    ok(await api.post(TRACK, REPORT));
    const [row] = await api.db.query<Record<string, unknown>>('select * from error_reports');
    expect(row).toMatchObject({ user_id: null, error: REPORT.error, stack: REPORT.stack, digest: 'abc', component_stack: 'in App', ua: 'Mozilla/5.0', path: '/workspace' });
  });

  it('names the signed-in reporter, and still takes the report when the token is bad', async () => {
    const ada = await createUser(api, 'ada@example.com');
    ok(await api.post(TRACK, { error: 'signed in' }, ada.token));
    ok(await api.post(TRACK, { error: 'bad token' }, 'not-a-token'));
    const rows = await api.db.query<{ user_id: number | null; error: string }>('select user_id, error from error_reports order by id');
    expect(rows).toEqual([{ user_id: ada.id, error: 'signed in' }, { user_id: null, error: 'bad token' }]);
  });

  it('refuses an over-long stack and unknown fields', async () => {
    expect((await api.post(TRACK, { ...REPORT, stack: 'x'.repeat(20_001) })).body).toMatchObject({ code: -2 });
    expect((await api.post(TRACK, { ...REPORT, extra: 1 })).body).toMatchObject({ code: -2 });
    expect((await api.post(TRACK, {})).body).toMatchObject({ code: -2 });
    expect(await api.db.query('select id from error_reports')).toEqual([]);
  });

  it('answers 0 Too frequent visits. after 30 reports a minute from one address', async () => {
    for (let i = 0; i < 30; i++) ok(await api.post(TRACK, { error: `e${i}` }));
    const answer = await api.post(TRACK, { error: 'one more' });
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ code: 0, message: 'Too frequent visits.', data: null });
    expect(await api.db.query('select id from error_reports')).toHaveLength(30);
  });

  it('shows the reports on the development page, escaped', async () => {
    ok(await api.post(TRACK, { error: '<img src=x onerror=alert(1)>' }));
    const page = await api.get('/dev/errors');
    expect(page.status).toBe(200);
    expect(page.text).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(page.text).not.toContain('<img src=x');
  });
});

describe('error reports in production', () => {
  const api = useTestServer('pglite', { env: { NODE_ENV: 'production' } });

  it('has no development page', async () => {
    expect((await api.get('/dev/errors')).status).toBe(404);
  });
});

describe('error reports forwarded to an outside tracker', async () => {
  const inbox = await startInbox();
  afterAll(() => inbox.close());
  const api = useTestServer('pglite', { env: { ERROR_REPORTS_FORWARD_URL: `${inbox.url}/errors` } });

  it('posts each stored report, with its id and the reporter', async () => {
    const ada = await createUser(api, 'ada@example.com');
    ok(await api.post(TRACK, REPORT, ada.token));
    const posted = await until(() => inbox.received.find((item) => item.path === '/errors'));
    const [row] = await api.db.query<{ id: number }>('select id from error_reports');
    expect(posted.body).toEqual(expect.objectContaining({ id: row!.id, userId: ada.id, error: REPORT.error, stack: REPORT.stack, path: '/workspace' }));
    expect(inbox.received).toHaveLength(1);
  });
});
