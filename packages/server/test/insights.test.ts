import { afterAll, describe, expect, it } from 'vitest';
import { bucket } from '../src/domains/insights/flags.ts';
import { loadSettings } from '../src/settings.ts';
import { startInbox, until } from './helpers/inbox.ts';
import { databases, useTestServer } from './helpers/test-server.ts';
import { createUser, ok } from './helpers/workspace.ts';

const EVENTS = '/api2/v1/track/events';
const FEEDBACK = '/api2/v1/feedback/add';
const FEATURES = '/api2/v1/instance/features';
const VISITOR = 'visitor-0123456789';

const inbox = await startInbox();
afterAll(() => inbox.close());

describe.each(databases)('built-in analytics on %s', (kind) => {
  const api = useTestServer(kind, { env: { ANALYTICS_FORWARD_URL: `${inbox.url}/collect` } });

  it('stores a batch with the signed-in user, the visitor and the properties, and forwards it', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const at = Date.now() - 60_000;
    const visitor = `visitor-${kind}-0123`;
    const answer = ok(await api.post(EVENTS, { visitor, events: [{ name: 'share_click', props: { channel: 'x', slides: 3, pro: false }, path: '/presentation/1', at }, { name: 'export', props: { format: 'pdf' } }] }, ada.token));
    expect(answer).toEqual({ stored: 2 });
    const rows = await api.db.query<{ name: string; user_id: number; visitor: string; props: unknown; path: string; occurred_at: Date }>('select * from analytics_events order by id');
    expect(rows.map((row) => [row.name, row.user_id, row.visitor, row.props, row.path])).toEqual([
      ['share_click', ada.id, visitor, { channel: 'x', slides: 3, pro: false }, '/presentation/1'],
      ['export', ada.id, visitor, { format: 'pdf' }, ''],
    ]);
    expect(rows[0]!.occurred_at.getTime()).toBe(at);
    const forwarded = await until(() => inbox.received.find((item) => item.path === '/collect' && item.body.events?.[0]?.visitor === visitor));
    expect(forwarded.body.events.map((event: { name: string }) => event.name)).toEqual(['share_click', 'export']);
  });

  it('keeps events of someone signed out (or with a bad token) under their visitor id', async () => {
    ok(await api.post(EVENTS, { visitor: VISITOR, events: [{ name: 'register_open' }] }));
    ok(await api.post(EVENTS, { visitor: VISITOR, events: [{ name: 'register_open' }] }, 'forged'));
    expect(await api.db.query('select user_id, visitor from analytics_events')).toEqual([
      { user_id: null, visitor: VISITOR },
      { user_id: null, visitor: VISITOR },
    ]);
  });

  it('clamps a browser clock from the future or the distant past to the last day', async () => {
    const before = Date.now();
    ok(await api.post(EVENTS, { visitor: VISITOR, events: [{ name: 'late', at: before + 3_600_000 }, { name: 'early', at: 1 }] }));
    const rows = await api.db.query<{ name: string; occurred_at: Date }>('select name, occurred_at from analytics_events order by id');
    expect(rows[0]!.occurred_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(rows[1]!.occurred_at.getTime()).toBeGreaterThanOrEqual(before - 24 * 3600 * 1000);
  });

  it('refuses malformed batches with -2 and stores nothing of them', async () => {
    const bad = [
      { visitor: 'short', events: [{ name: 'ok' }] },
      { visitor: VISITOR, events: [] },
      { visitor: VISITOR, events: Array.from({ length: 51 }, () => ({ name: 'many' })) },
      { visitor: VISITOR, events: [{ name: 'Bad Name' }] },
      { visitor: VISITOR, events: [{ name: 'nested', props: { deep: { a: 1 } } }] },
      { visitor: VISITOR, events: [{ name: 'long', props: { text: 'x'.repeat(501) } }] },
      { visitor: VISITOR, events: [{ name: 'wide', props: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, i])) }] },
      { visitor: VISITOR, events: [{ name: 'extra', secret: 1 }] },
    ];
    for (const body of bad) expect((await api.post(EVENTS, body)).body, JSON.stringify(body).slice(0, 80)).toMatchObject({ code: -2 });
    expect(await api.db.query('select id from analytics_events')).toEqual([]);
  });

  it('answers 0 Too frequent visits. past 120 batches a minute from one address', async () => {
    for (let i = 0; i < 120; i++) ok(await api.post(EVENTS, { visitor: VISITOR, events: [{ name: 'burst' }] }));
    const answer = await api.post(EVENTS, { visitor: VISITOR, events: [{ name: 'burst' }] });
    expect(answer.body).toEqual({ code: 0, message: 'Too frequent visits.', data: null });
  });
});

describe('analytics switched off', () => {
  const api = useTestServer('pglite', { env: { ANALYTICS: 'off' } });

  it('tells the app not to send, and drops what is sent anyway', async () => {
    expect(ok(await api.get(`${FEATURES}?visitor=${VISITOR}`))).toMatchObject({ analytics: false });
    expect(ok(await api.post(EVENTS, { visitor: VISITOR, events: [{ name: 'export' }] }))).toEqual({ stored: 0 });
    expect(await api.db.query('select id from analytics_events')).toEqual([]);
  });
});

describe('analytics forwarded to PostHog', () => {
  const api = useTestServer('pglite', { env: { ANALYTICS_FORWARD_URL: `${inbox.url}/batch/`, ANALYTICS_FORWARD_FORMAT: 'posthog', ANALYTICS_FORWARD_KEY: 'phc_test' } });

  it('posts the batch call with the project key, a distinct id and the page', async () => {
    ok(await api.post(EVENTS, { visitor: 'posthog-visitor-1', events: [{ name: 'generation_failed', props: { reason: 'timeout' }, path: '/presentation/new' }] }));
    const call = await until(() => inbox.received.find((item) => item.path === '/batch/'));
    expect(call.body).toMatchObject({
      api_key: 'phc_test',
      batch: [{ event: 'generation_failed', distinct_id: 'posthog-visitor-1', properties: { reason: 'timeout', $current_url: '/presentation/new' } }],
    });
  });

  it('refuses a PostHog forward without its key at start', () => {
    expect(() => loadSettings({ ANALYTICS_FORWARD_URL: 'https://eu.i.posthog.com/batch/', ANALYTICS_FORWARD_FORMAT: 'posthog' })).toThrow(/ANALYTICS_FORWARD_KEY/);
  });
});

describe.each(databases)('built-in feedback on %s', (kind) => {
  const api = useTestServer(kind, { env: { FEEDBACK_WEBHOOK_URL: `${inbox.url}/hooks/feedback` } });

  it('keeps a signed-in author with their account address, whatever address they type', async () => {
    const ada = await createUser(api, 'ada@example.com');
    ok(await api.post(FEEDBACK, { message: '  Charts need a log scale.  ', email: 'other@example.com', path: '/presentation/7', ua: 'Mozilla/5.0', version: '0.1.0' }, ada.token));
    const [row] = await api.db.query<Record<string, unknown>>('select user_id, email, message, path, ua, version from feedback');
    expect(row).toEqual({ user_id: ada.id, email: 'ada@example.com', message: 'Charts need a log scale.', path: '/presentation/7', ua: 'Mozilla/5.0', version: '0.1.0' });
    const posted = await until(() => inbox.received.find((item) => item.path === '/hooks/feedback' && item.body.text.includes('log scale')));
    expect(posted.body.text).toBe('Feedback from ada@example.com (/presentation/7 · Folio 0.1.0):\nCharts need a log scale.');
  });

  it('keeps a signed-out message with the address typed, and refuses empty or oversized ones', async () => {
    ok(await api.post(FEEDBACK, { message: 'Love it', email: 'visitor@example.com' }));
    expect((await api.post(FEEDBACK, { message: '   ' })).body).toMatchObject({ code: -2 });
    expect((await api.post(FEEDBACK, { message: 'x'.repeat(4_001) })).body).toMatchObject({ code: -2 });
    expect((await api.post(FEEDBACK, { message: 'hi', email: 'not-an-address' })).body).toMatchObject({ code: -2 });
    expect(await api.db.query('select user_id, email, message from feedback')).toEqual([{ user_id: null, email: 'visitor@example.com', message: 'Love it' }]);
  });

  it('takes five messages per ten minutes from one address', async () => {
    for (let i = 0; i < 5; i++) ok(await api.post(FEEDBACK, { message: `note ${i}` }));
    expect((await api.post(FEEDBACK, { message: 'one more' })).body).toEqual({ code: 0, message: 'Too frequent visits.', data: null });
  });
});

describe.each(databases)('feature flags on %s', (kind) => {
  const api = useTestServer(kind, { env: { FEATURE_FLAGS: 'diagram' } });

  it('serves FEATURE_FLAGS until the operator sets a flag, then the stored setting', async () => {
    expect(ok(await api.get(`${FEATURES}?visitor=${VISITOR}`))).toEqual({ flags: ['diagram'], analytics: true, googleSignIn: false, payments: false });
    await api.db.query("insert into feature_flags (name, enabled) values ('diagram', false)");
    expect(ok(await api.get(`${FEATURES}?visitor=${VISITOR}`))).toEqual({ flags: [], analytics: true, googleSignIn: false, payments: false });
  });

  it('rolls a flag out to a stable share of people by account, or by visitor before sign-in', async () => {
    await api.db.query("insert into feature_flags (name, enabled, rollout) values ('diagram', true, 50)");
    const visitors = Array.from({ length: 40 }, (_, i) => `rollout-visitor-${i}`);
    const served = await Promise.all(visitors.map(async (visitor) => ok(await api.get(`${FEATURES}?visitor=${visitor}`)).flags.includes('diagram')));
    expect(served).toEqual(visitors.map((visitor) => bucket('diagram', visitor) < 50));
    expect(served.filter(Boolean).length).toBeGreaterThan(5);
    expect(served.filter((on) => !on).length).toBeGreaterThan(5);
    const ada = await createUser(api, 'ada@example.com');
    const forAda = ok(await api.get(`${FEATURES}?visitor=${visitors[0]}`, ada.token)).flags.includes('diagram');
    expect(forAda).toBe(bucket('diagram', `user:${ada.id}`) < 50);
  });

  it('refuses an unknown flag name in FEATURE_FLAGS at start', () => {
    expect(() => loadSettings({ FEATURE_FLAGS: 'diagram,diagrams' })).toThrow(/FEATURE_FLAGS: names a flag this version does not have \(known: diagram\)/);
  });
});

describe('the development insights page', () => {
  const api = useTestServer('pglite');

  it('shows feedback and the latest events, escaped', async () => {
    ok(await api.post(FEEDBACK, { message: '<script>alert(1)</script>' }));
    ok(await api.post(EVENTS, { visitor: VISITOR, events: [{ name: 'export', props: { format: '<b>pdf</b>' } }] }));
    const page = await api.get('/dev/insights');
    expect(page.status).toBe(200);
    expect(page.text).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('<td>export</td>');
    expect(page.text).not.toContain('<b>pdf</b>');
  });
});

describe('the development insights page in production', () => {
  const api = useTestServer('pglite', { env: { NODE_ENV: 'production' } });

  it('is absent', async () => {
    expect((await api.get('/dev/insights')).status).toBe(404);
  });
});
