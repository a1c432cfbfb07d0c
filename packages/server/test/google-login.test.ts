import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountTables, LOGIN, PASSWORD, registerUser } from './helpers/accounts.ts';
import { CLIENT_ID, CLIENT_SECRET, signInAtProvider, startOidcProvider, type TestProvider } from './helpers/oidc-provider.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';

const CALLBACK = `${LOGIN}/googleCallback`;

describe.each(databases)('Google sign-in through OpenID Connect on %s', (kind) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startOidcProvider();
  });
  afterAll(() => provider.close());
  const api = useTestServer(kind, {
    env: {
      get OIDC_ISSUER() {
        return provider.issuer;
      },
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
    },
  });
  beforeEach(async () => {
    await provider.register(`${api.url}${CALLBACK}`);
    provider.account = { sub: 'google-sub-1', email: 'ada@example.com', email_verified: true, given_name: 'Ada', family_name: 'Lovelace', picture: 'https://pictures.example.com/ada.png' };
  });

  /** googleLoginUrl → provider → Folio's callback → the app's googleLogin route; answers googleCode. */
  async function googleCode(target: TestServer = api): Promise<string> {
    const loginUrl = (await target.get(`${LOGIN}/googleLoginUrl`)).body!.data.loginUrl as string;
    const callback = await signInAtProvider(loginUrl, provider.issuer);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${target.url}${CALLBACK}`);
    const redirect = await target.get(`${callback.pathname}${callback.search}`);
    expect(redirect.status).toBe(302);
    const appUrl = new URL(redirect.headers.get('location')!);
    expect(`${appUrl.origin}${appUrl.pathname}`).toBe(`${target.url}/googleLogin`);
    return appUrl.searchParams.get('googleCode')!;
  }

  it('tells the app that Google sign-in is available, so it shows the button', async () => {
    expect((await api.get('/api2/v1/instance/features')).body!.data.googleSignIn).toBe(true);
  });

  it('answers an authorization URL with state, nonce and a PKCE challenge', async () => {
    const answer = await api.get(`${LOGIN}/googleLoginUrl`);
    expect(answer.body).toMatchObject({ code: 1, message: 'success' });
    const url = new URL(answer.body!.data.loginUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${api.url}${CALLBACK}`,
      code_challenge_method: 'S256',
      state: expect.stringMatching(/.{20,}/),
      nonce: expect.stringMatching(/.{20,}/),
      code_challenge: expect.stringMatching(/.{40,}/),
    });
    const [attempt] = await api.db.query<{ state: string; code_verifier: string }>('select state, code_verifier from oidc_logins');
    expect(attempt!.state).toBe(url.searchParams.get('state'));
    expect(url.search).not.toContain(attempt!.code_verifier);
  });

  it('creates a verified account for a new Google user, with attribution', async () => {
    const code = await googleCode();
    const answer = await api.post(`${LOGIN}/googleLogin`, { googleCode: code, chanToken: 'invite-123', utmSource: 'google-ads' });
    expect(answer.body).toMatchObject({
      code: 1,
      data: {
        token: expect.any(String),
        filledSurvey: false,
        newUser: true,
        userInfo: { userEmail: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', emailVerified: true, avatar: 'https://pictures.example.com/ada.png' },
      },
    });
    expect((await api.get(`${LOGIN}/getUserInfo`, answer.body!.data.token)).body).toMatchObject({ code: 1 });
    const [user] = await api.db.query<{ google_sub: string; password_hash: string | null; attribution: unknown }>('select google_sub, password_hash, attribution from users');
    expect(user).toEqual({ google_sub: 'google-sub-1', password_hash: null, attribution: { utmSource: 'google-ads' } });
  });

  it('signs the same Google user in again and tells whether the survey is filled', async () => {
    await api.post(`${LOGIN}/googleLogin`, { googleCode: await googleCode() });
    await api.db.query(`update users set onboarding = '{"filled_survey": true}'`);
    const answer = await api.post(`${LOGIN}/googleLogin`, { googleCode: await googleCode() });
    expect(answer.body).toMatchObject({ code: 1, data: { newUser: false, filledSurvey: true, userInfo: { userId: 1 } } });
    expect(await api.db.query('select id from users')).toHaveLength(1);
  });

  it('links to the password account with the same verified address', async () => {
    await registerUser(api);
    const answer = await api.post(`${LOGIN}/googleLogin`, { googleCode: await googleCode() });
    expect(answer.body).toMatchObject({ code: 1, data: { newUser: false, userInfo: { userId: 1, emailVerified: true } } });
    expect((await api.post(`${LOGIN}/emailLinkLogin`, { email: 'ada@example.com', password: PASSWORD })).body).toMatchObject({ code: 1 });
  });

  it('does not link when the provider has not verified the address', async () => {
    await registerUser(api);
    provider.account = { ...provider.account, email_verified: false };
    const code = await googleCode();
    const before = await accountTables(api);
    expect((await api.post(`${LOGIN}/googleLogin`, { googleCode: code })).body).toMatchObject({ code: 7006 });
    expect(await accountTables(api)).toEqual(before);
  });

  it('refuses a deleted account', async () => {
    await api.post(`${LOGIN}/googleLogin`, { googleCode: await googleCode() });
    await api.db.query(`update users set onboarding = '{"account_deleted": true}'`);
    expect((await api.post(`${LOGIN}/googleLogin`, { googleCode: await googleCode() })).body).toMatchObject({ code: 7002, message: 'Account has been deleted' });
  });

  it('does not link a Google identity to a deleted password account', async () => {
    await registerUser(api);
    await api.db.query(`update users set onboarding = '{"account_deleted": true}'`);
    const code = await googleCode();
    const before = await accountTables(api);
    expect((await api.post(`${LOGIN}/googleLogin`, { googleCode: code })).body).toMatchObject({ code: 7002, message: 'Account has been deleted' });
    expect(await accountTables(api)).toEqual(before);
  });

  it('takes a googleCode once', async () => {
    const code = await googleCode();
    expect((await api.post(`${LOGIN}/googleLogin`, { googleCode: code })).body).toMatchObject({ code: 1 });
    expect((await api.post(`${LOGIN}/googleLogin`, { googleCode: code })).body).toEqual({ code: 4012, message: 'The link has expired.', data: null });
    expect((await api.post(`${LOGIN}/googleLogin`, { googleCode: 'made-up' })).body).toMatchObject({ code: 4012 });
    expect(await api.db.query('select id from users')).toHaveLength(1);
  });

  it('sends a callback with an unknown state, a used state or a provider error back to sign-in', async () => {
    const loginUrl = (await api.get(`${LOGIN}/googleLoginUrl`)).body!.data.loginUrl as string;
    const callback = await signInAtProvider(loginUrl, provider.issuer);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged');
    expect((await api.get(`${forged.pathname}${forged.search}`)).headers.get('location')).toBe(`${api.url}/login?googleError=expired`);
    expect((await api.get(`${callback.pathname}${callback.search}`)).headers.get('location')).toMatch(/\/googleLogin\?googleCode=/);
    expect((await api.get(`${callback.pathname}${callback.search}`)).headers.get('location')).toBe(`${api.url}/login?googleError=expired`);
    const denied = (await api.get(`${LOGIN}/googleLoginUrl`)).body!.data.loginUrl as string;
    const state = new URL(denied).searchParams.get('state')!;
    expect((await api.get(`${CALLBACK}?error=access_denied&state=${state}`)).headers.get('location')).toBe(`${api.url}/login?googleError=denied`);
  });

  it('refuses a code whose PKCE verifier does not match', async () => {
    const loginUrl = (await api.get(`${LOGIN}/googleLoginUrl`)).body!.data.loginUrl as string;
    const callback = await signInAtProvider(loginUrl, provider.issuer);
    await api.db.query(`update oidc_logins set code_verifier = 'a-different-verifier-a-different-verifier-0123'`);
    expect((await api.get(`${callback.pathname}${callback.search}`)).headers.get('location')).toBe(`${api.url}/login?googleError=failed`);
    expect(await api.db.query('select id from users')).toEqual([]);
  });

  it('refuses bad input with -2', async () => {
    expect((await api.post(`${LOGIN}/googleLogin`, {})).body).toMatchObject({ code: -2 });
    expect((await api.post(`${LOGIN}/googleLogin`, { googleCode: 'x', admin: true })).body).toMatchObject({ code: -2 });
    expect((await api.get(`${LOGIN}/googleLoginUrl?redirect=evil`)).body).toMatchObject({ code: -2 });
  });
});

describe.each(databases)('Google sign-in without OIDC settings on %s', (kind) => {
  const api = useTestServer(kind);

  it('answers -1 with 503', async () => {
    expect(await api.get(`${LOGIN}/googleLoginUrl`)).toMatchObject({ status: 503, body: { code: -1, message: 'System error.' } });
  });
});
