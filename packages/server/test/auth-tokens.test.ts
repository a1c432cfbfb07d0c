import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOGIN, signIn } from './helpers/accounts.ts';
import { databases, TEST_TOKEN_SECRET, useTestServer } from './helpers/test-server.ts';

const key = (secret: string) => new TextEncoder().encode(secret);
const RELOGIN = 'Please log in again.';

describe.each(databases)('bearer tokens on %s', (kind) => {
  const api = useTestServer(kind);
  const userInfo = (token?: string) => api.get(`${LOGIN}/getUserInfo`, token);

  it('let a signed-in user call login-required routes', async () => {
    const token = await signIn(api);
    const answer = await userInfo(token);
    expect(answer.status).toBe(200);
    expect(answer.body!.data.userEmail).toBe('ada@example.com');
  });

  it('guard every login-required account call', async () => {
    const calls: [string, string][] = [
      ['GET', `${LOGIN}/getUserInfo`],
      ['POST', '/api/iart/v1/userProfile/edit'],
      ['POST', '/api/iart/v1/userProfile/delete'],
      ['POST', '/api2/v1/user/password/update'],
      ['POST', '/api/iart/v1/debug/deleteUserMembershipRecord'],
    ];
    for (const [method, path] of calls) {
      // Checked before the body: an anonymous caller learns nothing about the input rules.
      const answer = await api.request(path, { method, ...(method === 'POST' ? { body: '{"junk":1}', headers: { 'content-type': 'application/json' } } : {}) });
      expect(answer, `${method} ${path}`).toMatchObject({ status: 401, body: { code: 4001, message: RELOGIN } });
    }
  });

  it('answer 4001 without a token', async () => {
    expect(await userInfo()).toMatchObject({ status: 401, body: { code: 4001, message: RELOGIN, data: null } });
    expect((await api.request(`${LOGIN}/getUserInfo`, { headers: { authorization: 'Basic abc' } })).body).toMatchObject({ code: 4001 });
  });

  it('answer 4002 for a malformed token and for alg:none', async () => {
    await signIn(api);
    expect((await userInfo('not.a.jwt')).body).toMatchObject({ code: 4002, message: RELOGIN });
    const unsigned = new UnsecuredJWT({ ver: 0 }).setSubject('1').setIssuedAt().setExpirationTime('1h').encode();
    expect(await userInfo(unsigned)).toMatchObject({ status: 401, body: { code: 4002 } });
    const otherAlg = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS512' }).setSubject('1').setExpirationTime('1h').sign(key(TEST_TOKEN_SECRET));
    expect((await userInfo(otherAlg)).body).toMatchObject({ code: 4002 });
    const noVersion = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setExpirationTime('1h').sign(key(TEST_TOKEN_SECRET));
    expect((await userInfo(noVersion)).body).toMatchObject({ code: 4002 });
  });

  it('answer 4003 for a token signed with another key', async () => {
    await signIn(api);
    const forged = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setExpirationTime('1h').sign(key('another-secret-another-secret-another-secret'));
    expect(await userInfo(forged)).toMatchObject({ status: 401, body: { code: 4003, message: RELOGIN } });
  });

  it('answer 4004 once the token has expired', async () => {
    await signIn(api);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuedAt(past - 60).setExpirationTime(past).sign(key(TEST_TOKEN_SECRET));
    expect(await userInfo(expired)).toMatchObject({ status: 401, body: { code: 4004, message: RELOGIN } });
  });

  it('answer 4010 for a token issued before a password change, and 40101 for an account that does not exist', async () => {
    const token = await signIn(api);
    const update = await api.post('/api2/v1/user/password/update', { password: 'secret123', new_password: 'secret456' }, token);
    expect((await userInfo(token)).body).toMatchObject({ code: 4010, message: RELOGIN });
    expect((await userInfo(update.body!.data.token)).body).toMatchObject({ code: 1 });
    const stranger = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('999').setExpirationTime('1h').sign(key(TEST_TOKEN_SECRET));
    expect(await userInfo(stranger)).toMatchObject({ status: 401, body: { code: 40101 } });
  });
});
