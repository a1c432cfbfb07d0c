import { describe, expect, it } from 'vitest';
import { accountTables, linkInMail, LOGIN, PASSWORD, registerUser, signIn } from './helpers/accounts.ts';
import { startServer } from '../src/server.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';

const UPDATE = '/api2/v1/user/password/update';
const RESET_MAIL = `${LOGIN}/resetEmailPassword`;
const RESET = `${LOGIN}/reset`;

const login = (api: TestServer, password: string) => api.post(`${LOGIN}/emailLinkLogin`, { email: 'ada@example.com', password });

async function resetToken(api: TestServer): Promise<string> {
  expect((await api.post(RESET_MAIL, { email: 'ada@example.com' })).body).toEqual({ code: 1, message: 'The email has been sent.', data: null });
  const link = await linkInMail(api, 'ada@example.com');
  expect(`${link.origin}${link.pathname}`).toBe(`${api.url}/reset`);
  return link.searchParams.get('JWTHEADER')!;
}

describe.each(databases)('changing the password on %s', (kind) => {
  const api = useTestServer(kind);

  it('sets the new password, answers 200 with a fresh token and logs other sessions out', async () => {
    const token = await signIn(api);
    const other = (await login(api, PASSWORD)).body!.data.token;
    const answer = await api.post(UPDATE, { password: PASSWORD, new_password: 'newpass99' }, token);
    expect(answer.body).toEqual({ code: 200, message: 'Password updated successfully', data: { token: expect.any(String) } });
    expect((await api.get(`${LOGIN}/getUserInfo`, answer.body!.data.token)).body).toMatchObject({ code: 1 });
    for (const old of [token, other]) expect((await api.get(`${LOGIN}/getUserInfo`, old)).body).toMatchObject({ code: 4010 });
    expect((await login(api, PASSWORD)).body).toMatchObject({ code: 7001 });
    expect((await login(api, 'newpass99')).body).toMatchObject({ code: 1 });
  });

  it('answers 40103 for a wrong current password and changes nothing', async () => {
    const token = await signIn(api);
    const before = await accountTables(api);
    const answer = await api.post(UPDATE, { password: 'wrong1234', new_password: 'newpass99' }, token);
    expect(answer.body).toEqual({ code: 40103, message: 'Password is incorrect', data: null });
    expect(await accountTables(api)).toEqual(before);
    expect((await api.get(`${LOGIN}/getUserInfo`, token)).body).toMatchObject({ code: 1 });
  });

  it('holds the new password to the §5 rule', async () => {
    const token = await signIn(api);
    const answer = await api.post(UPDATE, { password: PASSWORD, new_password: 'short' }, token);
    expect(answer.body).toMatchObject({ code: -2, message: 'Password must be 8-16 characters long and contain at least one letter and one number' });
    expect((await api.post(UPDATE, { password: PASSWORD, newPassword: 'newpass99' }, token)).body).toMatchObject({ code: -2 });
    expect((await login(api, PASSWORD)).body).toMatchObject({ code: 1 });
  });

  it('needs a signed-in user', async () => {
    expect(await api.post(UPDATE, { password: PASSWORD, new_password: 'newpass99' })).toMatchObject({ status: 401, body: { code: 4001 } });
  });
});

describe.each(databases)('resetting a forgotten password on %s', (kind) => {
  const api = useTestServer(kind);

  it('mails a link to the app, sets the password once and logs every session out', async () => {
    const token = await signIn(api);
    const resetTokenValue = await resetToken(api);
    const answer = await api.post(RESET, { resetToken: resetTokenValue, resetPassword: 'fresh2024' });
    expect(answer.body).toEqual({ code: 1, message: 'Password reset successfully', data: null });
    expect((await api.get(`${LOGIN}/getUserInfo`, token)).body).toMatchObject({ code: 4010 });
    expect((await login(api, 'fresh2024')).body).toMatchObject({ code: 1, data: { userInfo: { emailVerified: true } } });
  });

  it('answers 4013 for a link already used, changing nothing', async () => {
    await registerUser(api);
    const value = await resetToken(api);
    await api.post(RESET, { resetToken: value, resetPassword: 'fresh2024' });
    const before = await accountTables(api);
    const answer = await api.post(RESET, { resetToken: value, resetPassword: 'again2024' });
    expect(answer.body).toEqual({ code: 4013, message: 'The link has expired.', data: null });
    expect(await accountTables(api)).toEqual(before);
    expect((await login(api, 'fresh2024')).body).toMatchObject({ code: 1 });
  });

  it('answers 4012 for an expired link, changing nothing', async () => {
    await registerUser(api);
    const value = await resetToken(api);
    await api.db.query(`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'reset_password'`);
    const before = await accountTables(api);
    expect((await api.post(RESET, { resetToken: value, resetPassword: 'fresh2024' })).body).toEqual({ code: 4012, message: 'The link has expired.', data: null });
    expect(await accountTables(api)).toEqual(before);
  });

  it('answers 7004 for a token that was never issued, and -2 for a weak password without using the link', async () => {
    await registerUser(api);
    expect((await api.post(RESET, { resetToken: 'made-up', resetPassword: 'fresh2024' })).body).toEqual({ code: 7004, message: 'Reset password failed.', data: null });
    const value = await resetToken(api);
    expect((await api.post(RESET, { resetToken: value, resetPassword: 'weak' })).body).toMatchObject({ code: -2 });
    expect((await api.post(RESET, { resetToken: value, resetPassword: 'fresh2024' })).body).toMatchObject({ code: 1 });
  });

  it('stops older links working once one is used', async () => {
    await registerUser(api);
    const first = await resetToken(api);
    const second = await resetTokenAfterAMinute(api);
    expect(second).not.toBe(first);
    await api.post(RESET, { resetToken: second, resetPassword: 'fresh2024' });
    expect((await api.post(RESET, { resetToken: first, resetPassword: 'other2024' })).body).toMatchObject({ code: 4013 });
  });

  it('answers 5003 to a second request within a minute, and sends one mail', async () => {
    await registerUser(api);
    await resetToken(api);
    const again = await api.post(RESET_MAIL, { email: 'ADA@example.com' });
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ code: 5003, message: 'Only one email can be sent within 1 minute.', data: null });
    expect((await api.mailsTo('ada@example.com')).filter((mail) => mail.subject.includes('Reset'))).toHaveLength(1);
  });

  it('answers an unknown address the same way without sending anything', async () => {
    const answer = await api.post(RESET_MAIL, { email: 'nobody@example.com' });
    expect(answer.body).toEqual({ code: 1, message: 'The email has been sent.', data: null });
    expect(await api.db.query('select * from mail_outbox')).toEqual([]);
    expect((await api.post(RESET_MAIL, { email: 'nobody@example.com' })).body).toMatchObject({ code: 5003 });
  });

  it('refuses bad input with -2', async () => {
    expect((await api.post(RESET_MAIL, { email: 'nope' })).body).toMatchObject({ code: -2, message: 'Please enter a valid email address' });
    expect((await api.post(RESET_MAIL, { email: 'ada@example.com', lang: 'en' })).body).toMatchObject({ code: -2, message: 'Parameter error.' });
    expect((await api.post(RESET, { resetToken: 'x' })).body).toMatchObject({ code: -2 });
    expect((await api.post(RESET, { resetToken: 5, resetPassword: 'fresh2024' })).body).toMatchObject({ code: -2 });
  });
});

/** A second server process has its own 5003 window, as if a minute had passed. */
async function resetTokenAfterAMinute(api: TestServer): Promise<string> {
  const settings = api.server.ctx.settings;
  const later = await startServer({ settings, db: api.db, print: () => {} });
  try {
    const answer = await fetch(`http://127.0.0.1:${later.port}${RESET_MAIL}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"ada@example.com"}' });
    expect(((await answer.json()) as { code: number }).code).toBe(1);
  } finally {
    await later.close();
  }
  return (await linkInMail(api, 'ada@example.com')).searchParams.get('JWTHEADER')!;
}
