import { describe, expect, it } from 'vitest';
import { LOGIN, accountTables, linkInMail, PASSWORD } from './helpers/accounts.ts';
import { databases, useTestServer } from './helpers/test-server.ts';

const REGISTER = `${LOGIN}/emailLinkRegister`;
const valid = { email: 'Ada@Example.com', password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' };

describe.each(databases)('signing up on %s', (kind) => {
  const api = useTestServer(kind);

  it('creates the account, keeps attribution and mails a verification link', async () => {
    const answer = await api.post(REGISTER, { ...valid, utmSource: 'newsletter', inviteType: 'invite_code', channel: 'x' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 1, message: 'The verification email has been sent.', data: null });
    const [user] = await api.db.query<{ email: string; attribution: unknown; password_hash: string; email_verified_at: Date | null }>('select * from users');
    expect(user).toMatchObject({ email: 'ada@example.com', attribution: { utmSource: 'newsletter', inviteType: 'invite_code', channel: 'x' }, email_verified_at: null });
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mails = await api.mailsTo('ada@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Verify');
  });

  it('verifies the address once, then says it is already verified', async () => {
    await api.post(REGISTER, valid);
    const link = await linkInMail(api, 'ada@example.com');
    const first = await api.get(`${link.pathname}${link.search}`);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(`${api.url}/verify?verifyStatus=success`);
    const [user] = await api.db.query<{ email_verified_at: Date | null }>('select email_verified_at from users');
    expect(user!.email_verified_at).toBeInstanceOf(Date);
    const again = await api.get(`${link.pathname}${link.search}`);
    expect(again.headers.get('location')).toBe(`${api.url}/verify?verifyStatus=registered`);
  });

  it('sends an unknown or expired verification link to the expired page', async () => {
    await api.post(REGISTER, valid);
    const link = await linkInMail(api, 'ada@example.com');
    const unknown = await api.get(`${link.pathname}?token=nonsense`);
    expect(unknown.headers.get('location')).toBe(`${api.url}/verify?verifyStatus=expired`);
    await api.db.query(`update account_tokens set expires_at = now() - interval '1 second'`);
    const expired = await api.get(`${link.pathname}${link.search}`);
    expect(expired.headers.get('location')).toBe(`${api.url}/verify?verifyStatus=expired`);
    const [user] = await api.db.query<{ email_verified_at: Date | null }>('select email_verified_at from users');
    expect(user!.email_verified_at).toBeNull();
  });

  it('answers 7006 for an address already registered, in any letter case', async () => {
    await api.post(REGISTER, valid);
    const before = await accountTables(api);
    const answer = await api.post(REGISTER, { ...valid, email: 'ADA@example.COM', firstName: 'Other' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 7006, message: 'The email has been registered.', data: null });
    expect(await accountTables(api)).toEqual(before);
  });

  it('lets only one of two simultaneous sign-ups for an address through', async () => {
    const answers = await Promise.all([api.post(REGISTER, valid), api.post(REGISTER, { ...valid, firstName: 'Twin' })]);
    expect(answers.map((answer) => answer.body!.code).sort()).toEqual([1, 7006]);
    expect(await api.db.query('select id from users')).toHaveLength(1);
  });

  it('enforces the e-mail rule with its own message', async () => {
    for (const email of ['ada', 'ada@example', 'ada@example.c', 'a b@example.com', 'ada@@example.com', 42]) {
      const answer = await api.post(REGISTER, { ...valid, email });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: -2, message: 'Please enter a valid email address', data: null });
    }
    expect(await api.db.query('select * from users')).toEqual([]);
  });

  it('enforces the password rule with its own message', async () => {
    for (const password of ['short1', 'onlyletters', '1234567890', 'abcdefgh12345678x', 12345678]) {
      const answer = await api.post(REGISTER, { ...valid, password });
      expect(answer.body).toEqual({ code: -2, message: 'Password must be 8-16 characters long and contain at least one letter and one number', data: null });
    }
    expect(await api.db.query('select * from users')).toEqual([]);
  });

  it('refuses missing names, unknown fields and wrong types with -2', async () => {
    const bodies = [
      { ...valid, firstName: '   ' },
      { ...valid, lastName: undefined },
      { ...valid, isAdmin: true },
      { ...valid, utmSource: 7 },
      { ...valid, inviteType: 'bribe' },
      [valid],
      'text',
    ];
    for (const body of bodies) {
      const answer = await api.post(REGISTER, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: -2, message: 'Parameter error.', data: null });
    }
    expect(await api.db.query('select * from users')).toEqual([]);
  });

  it('trims names and stores the address lower-cased', async () => {
    await api.post(REGISTER, { ...valid, firstName: '  Ada ', lastName: ' Lovelace  ' });
    const [user] = await api.db.query('select email, first_name, last_name from users');
    expect(user).toEqual({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' });
  });
});

describe.each(databases)('checking whether an e-mail is registered on %s', (kind) => {
  const api = useTestServer(kind);

  it('answers isRegister 1 for a registered address and 0 otherwise', async () => {
    await api.post(REGISTER, valid);
    expect((await api.get(`${LOGIN}/emailIsRegister?emailAddress=ADA%40example.com`)).body).toEqual({ code: 1, message: 'success', data: { isRegister: 1 } });
    expect((await api.get(`${LOGIN}/emailIsRegister?emailAddress=bob%40example.com`)).body).toEqual({ code: 1, message: 'success', data: { isRegister: 0 } });
  });

  it('refuses a missing or invalid address and extra parameters', async () => {
    expect((await api.get(`${LOGIN}/emailIsRegister`)).body).toMatchObject({ code: -2 });
    expect((await api.get(`${LOGIN}/emailIsRegister?emailAddress=nope`)).body).toMatchObject({ code: -2, message: 'Please enter a valid email address' });
    expect((await api.get(`${LOGIN}/emailIsRegister?emailAddress=a%40b.co&x=1`)).body).toMatchObject({ code: -2, message: 'Parameter error.' });
  });
});
