import { describe, expect, it } from 'vitest';
import { accountTables, LOGIN, PASSWORD, registerUser } from './helpers/accounts.ts';
import { databases, useTestServer } from './helpers/test-server.ts';

const LOGIN_CALL = `${LOGIN}/emailLinkLogin`;

describe.each(databases)('signing in with e-mail and password on %s', (kind) => {
  const api = useTestServer(kind);

  it('answers a token and the user info, before the address is verified too', async () => {
    await registerUser(api);
    const answer = await api.post(LOGIN_CALL, { email: 'ADA@example.com', password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 1, message: 'success' });
    const { token, userInfo } = answer.body!.data;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(userInfo).toMatchObject({ userEmail: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', emailVerified: false });
  });

  it('answers 7002 for an address nobody registered', async () => {
    const answer = await api.post(LOGIN_CALL, { email: 'nobody@example.com', password: PASSWORD });
    expect(answer.body).toEqual({ code: 7002, message: 'Not registered.', data: null });
  });

  it('answers 7001 for a wrong password and changes nothing', async () => {
    await registerUser(api);
    const before = await accountTables(api);
    const answer = await api.post(LOGIN_CALL, { email: 'ada@example.com', password: 'wrong1234' });
    expect(answer.body).toEqual({ code: 7001, message: 'Incorrect password.', data: null });
    expect(await accountTables(api)).toEqual(before);
  });

  it('refuses a deleted account with its own message, once the password is right', async () => {
    await registerUser(api);
    await api.db.query(`update users set onboarding = '{"account_deleted": true}'`);
    expect((await api.post(LOGIN_CALL, { email: 'ada@example.com', password: 'wrong1234' })).body).toMatchObject({ code: 7001 });
    const answer = await api.post(LOGIN_CALL, { email: 'ada@example.com', password: PASSWORD });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 7002, message: 'Account has been deleted', data: null });
  });

  it('refuses bad input with -2', async () => {
    for (const body of [{ email: 'ada@example.com' }, { email: 'ada@example.com', password: 123 }, { email: 'ada@example.com', password: PASSWORD, remember: true }, {}]) {
      expect((await api.post(LOGIN_CALL, body)).body).toMatchObject({ code: -2 });
    }
    expect((await api.post(LOGIN_CALL, { email: 'ada', password: PASSWORD })).body).toMatchObject({ code: -2, message: 'Please enter a valid email address' });
  });
});

describe.each(databases)('sign-in rate limits on %s', (kind) => {
  const api = useTestServer(kind, { env: { LOGIN_ATTEMPTS_PER_ACCOUNT: '3', AUTH_REQUESTS_PER_ADDRESS: '8' } });

  it('answer code 0 after too many attempts on one account, even with the right password', async () => {
    await registerUser(api);
    for (let i = 0; i < 3; i++) expect((await api.post(LOGIN_CALL, { email: 'ada@example.com', password: 'wrong1234' })).body).toMatchObject({ code: 7001 });
    const answer = await api.post(LOGIN_CALL, { email: 'ADA@example.com', password: PASSWORD });
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ code: 0, message: 'Too frequent visits.', data: null });
    // Another account from the same address still gets through.
    expect((await api.post(LOGIN_CALL, { email: 'bob@example.com', password: PASSWORD })).body).toMatchObject({ code: 7002 });
  });

  it('answer code 0 after too many requests from one address', async () => {
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push((await api.get(`${LOGIN}/emailIsRegister?emailAddress=user${i}%40example.com`)).body!.code);
    expect(answers).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0]);
  });

  it('answer code 0 to repeated reset requests from one address', async () => {
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push((await api.post(`${LOGIN}/resetEmailPassword`, { email: `user${i}@example.com` })).body!.code);
    expect(answers).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0]);
  });
});
