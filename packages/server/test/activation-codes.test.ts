import { describe, expect, it } from 'vitest';
import { mintActivationCodes } from '../src/domains/plans/codes.ts';
import { LOGIN, signIn } from './helpers/accounts.ts';
import { databases, useTestServer } from './helpers/test-server.ts';

const ACTIVATE = '/api/iart/v1/activity/activateActivityCode';
const DAY_MS = 24 * 3600 * 1000;

describe.each(databases)('activation codes on %s', (kind) => {
  const api = useTestServer(kind);
  const activate = (code: string, token: string) => api.get(`${ACTIVATE}?activityCode=${encodeURIComponent(code)}`, token);
  const userInfo = async (token: string) => (await api.get(`${LOGIN}/getUserInfo`, token)).body!.data;

  it('turns a free account into Pro for the code’s days, typed in any case and spacing', async () => {
    const [code] = await mintActivationCodes(api.db, { days: 30, quota: 1, count: 1 });
    const token = await signIn(api);
    expect((await userInfo(token)).userType).toBe('free');
    const answer = await activate(` ${code!.toLowerCase()} `, token);
    expect(answer.body).toMatchObject({ code: 1, message: 'Activation code verified successfully', data: { days: 30 } });
    const info = await userInfo(token);
    expect(info).toMatchObject({ userType: 'pro', validityPeriod: 30, unsubscribe: '1' });
    expect(Date.parse(info.expiredAt) - Date.now()).toBeGreaterThan(29 * DAY_MS);
  });

  it('adds its days after the Pro time the account already has', async () => {
    const [first, second] = await mintActivationCodes(api.db, { days: 10, quota: 1, count: 2 });
    const token = await signIn(api);
    await activate(first!, token);
    await activate(second!, token);
    expect((await userInfo(token)).validityPeriod).toBe(20);
  });

  it('refuses unknown, expired, used-up and already-used codes with their §8 codes, changing nothing', async () => {
    const [expired] = await mintActivationCodes(api.db, { days: 30, quota: 5, count: 1, expiresAt: new Date(Date.now() - 1000) });
    const [single] = await mintActivationCodes(api.db, { days: 30, quota: 1, count: 1 });
    const [shared] = await mintActivationCodes(api.db, { days: 30, quota: 5, count: 1 });
    const ada = await signIn(api);
    const bob = await signIn(api, 'bob@example.com');
    expect((await activate('NOPE-NOPE-NOPE', ada)).body).toMatchObject({ code: 8001, message: 'The activation code is invalid.' });
    expect((await activate(expired!, ada)).body).toMatchObject({ code: 8002, message: 'The activation code has expired.' });
    expect((await activate(single!, ada)).body).toMatchObject({ code: 1 });
    expect((await activate(single!, bob)).body).toMatchObject({ code: 8003, message: 'The activation code is out of quota.' });
    expect((await activate(shared!, ada)).body).toMatchObject({ code: 1 });
    expect((await activate(shared!, ada)).body).toMatchObject({ code: 8004, message: 'You have already used this activation code.' });
    expect((await userInfo(bob)).userType).toBe('free');
    expect((await userInfo(ada)).validityPeriod).toBe(60);
    const [row] = await api.db.query<{ used: number }>('select used from activation_codes where code = $1', [shared]);
    expect(row!.used).toBe(1);
  });

  it('an empty code is a parameter error and signed-out callers must log in', async () => {
    const token = await signIn(api);
    expect((await activate('   ', token)).body).toMatchObject({ code: -2 });
    expect((await api.get(`${ACTIVATE}?activityCode=ABCD`)).body).toMatchObject({ code: 4001 });
  });

  it('gives a code’s last use to exactly one of the accounts racing for it', async () => {
    const [code] = await mintActivationCodes(api.db, { days: 30, quota: 1, count: 1 });
    const tokens = await Promise.all(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'].map((email) => signIn(api, email)));
    const answers = await Promise.all(tokens.map((token) => activate(code!, token)));
    expect(answers.map((answer) => answer.body!.code).sort()).toEqual([1, 8003, 8003, 8003]);
    const [memberships] = await api.db.query<{ count: number }>('select count(*)::int as count from memberships');
    expect(memberships!.count).toBe(1);
  });
});

describe.each(databases)('development activation codes on %s', (kind) => {
  const api = useTestServer(kind);

  it('mints a code a signed-in tester can redeem', async () => {
    const token = await signIn(api);
    const minted = await api.post('/api/iart/v1/debug/activationCode', { days: 7 }, token);
    expect(minted.body).toMatchObject({ code: 1, data: { code: expect.stringMatching(/^\w{4}-\w{4}-\w{4}$/) } });
    expect((await api.get(`${ACTIVATE}?activityCode=${minted.body!.data.code}`, token)).body).toMatchObject({ code: 1, data: { days: 7 } });
  });
});

describe.each(databases)('development activation codes in production on %s', (kind) => {
  const api = useTestServer(kind, { env: { NODE_ENV: 'production' } });

  it('do not exist', async () => {
    const token = await signIn(api);
    expect(await api.post('/api/iart/v1/debug/activationCode', {}, token)).toMatchObject({ status: 404, body: { code: -4 } });
    expect(await api.db.query('select code from activation_codes')).toEqual([]);
  });
});
