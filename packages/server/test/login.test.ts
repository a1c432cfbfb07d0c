import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type FolioServer } from '../src/server.ts';
import { loadSettings } from '../src/settings.ts';
import { accountTables, LOGIN, PASSWORD, registerUser } from './helpers/accounts.ts';
import { databases, testEnv, useTestServer, type TestServer } from './helpers/test-server.ts';

const LOGIN_CALL = `${LOGIN}/emailLinkLogin`;
/** Its own Redis database, emptied before each test: sign-in counts last 15 minutes. */
const REDIS_URL = process.env.TEST_REDIS_URL_LOGIN ?? 'redis://127.0.0.1:6379/14';

/** A sign-in from a client address, which the server reads from X-Forwarded-For behind TRUST_PROXY=true. */
async function signInFrom(server: { port: number } | TestServer, address: string, password: string): Promise<number> {
  const port = 'server' in server ? server.server.port : server.port;
  const answer = await fetch(`http://127.0.0.1:${port}${LOGIN_CALL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: 'ada@example.com', password }),
  });
  return ((await answer.json()) as { code: number }).code;
}

async function attempts(count: number, attempt: () => Promise<number>): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push(await attempt());
  return codes;
}

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

  it('answer code 0 after too many attempts on one account from one address, even with the right password', async () => {
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

describe.each(databases)('sign-in attempts counted by account and address on %s', (kind) => {
  const api = useTestServer(kind, { env: { TRUST_PROXY: 'true' } });

  it('lets the owner in from another address while the guessing address stays refused, even with the right password', async () => {
    await registerUser(api);
    expect(await attempts(11, () => signInFrom(api, '203.0.113.7', 'wrong1234'))).toEqual([...Array(10).fill(7001), 0]);
    expect(await signInFrom(api, '198.51.100.20', PASSWORD)).toBe(1);
    expect(await signInFrom(api, '203.0.113.7', PASSWORD)).toBe(0);
  });

  it('starts an address’s count again after it signs in', async () => {
    await registerUser(api);
    expect(await attempts(9, () => signInFrom(api, '203.0.113.7', 'wrong1234'))).toEqual(Array(9).fill(7001));
    expect(await signInFrom(api, '203.0.113.7', PASSWORD)).toBe(1);
    expect(await attempts(10, () => signInFrom(api, '203.0.113.7', 'wrong1234'))).toEqual(Array(10).fill(7001));
    expect(await signInFrom(api, '203.0.113.7', PASSWORD)).toBe(0);
  });
});

describe.each(databases)('sign-in guessed from many addresses on %s', (kind) => {
  const api = useTestServer(kind, { env: { TRUST_PROXY: 'true', LOGIN_ATTEMPTS_PER_ACCOUNT: '2' } });

  it('slows the account down but still lets the right password in', async () => {
    await registerUser(api);
    for (let host = 1; host <= 5; host++) expect(await attempts(3, () => signInFrom(api, `203.0.113.${host}`, 'wrong1234'))).toEqual([7001, 7001, 0]);
    expect(await signInFrom(api, '198.51.100.20', PASSWORD)).toBe(1);
  });
});

describe.each(databases)('sign-in attempts across two instances sharing Redis on %s', (kind) => {
  const api = useTestServer(kind, { env: { TRUST_PROXY: 'true', REDIS_URL } });
  let second: FolioServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'folio-login-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    second = await startServer({ settings: loadSettings(testEnv(dataDir, { TRUST_PROXY: 'true', REDIS_URL })), db: api.db, print: () => {} });
  });
  afterEach(async () => {
    await second?.close();
  });

  it('refuses the guessing address on every instance, lets the owner in on either, and forgets the count everywhere after a success', async () => {
    await registerUser(api);
    expect(await attempts(10, () => signInFrom(api, '203.0.113.7', 'wrong1234'))).toEqual(Array(10).fill(7001));
    expect(await signInFrom(second, '203.0.113.7', PASSWORD)).toBe(0);
    expect(await signInFrom(second, '198.51.100.20', PASSWORD)).toBe(1);

    expect(await attempts(9, () => signInFrom(second, '192.0.2.44', 'wrong1234'))).toEqual(Array(9).fill(7001));
    expect(await signInFrom(api, '192.0.2.44', PASSWORD)).toBe(1);
    expect(await attempts(10, () => signInFrom(second, '192.0.2.44', 'wrong1234'))).toEqual(Array(10).fill(7001));
  });
});
