import { describe, expect, it } from 'vitest';
import { accountTables, linkInMail, LOGIN, PASSWORD, signIn } from './helpers/accounts.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';

const EDIT = '/api/iart/v1/userProfile/edit';
const DELETE = '/api/iart/v1/userProfile/delete';
const DEBUG_MEMBERSHIP = '/api/iart/v1/debug/deleteUserMembershipRecord';

async function makePro(api: TestServer, userId = 1, cancelled = false): Promise<void> {
  await api.db.query(
    `insert into memberships (user_id, plan, started_at, expires_at, first_subscribed_at, cancelled)
     values ($1, 'YEAR_SUBSCRIBE', now() - interval '10 days', now() + interval '355 days', now() - interval '40 days', $2)`,
    [userId, cancelled],
  );
}

async function addUpload(api: TestServer, ownerId: number, mime = 'image/png'): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `insert into uploads (owner_id, key, name, mime, size, md5, source_type) values ($1, $2, 'me.png', $3, 1234, 'abc', 'normal') returning id`,
    [ownerId, `u/${ownerId}/${Math.random().toString(36).slice(2)}`, mime],
  );
  return row!.id;
}

describe.each(databases)('user info on %s', (kind) => {
  const api = useTestServer(kind);

  it('has every §3 field for a new free user', async () => {
    const token = await signIn(api);
    const answer = await api.get(`${LOGIN}/getUserInfo`, token);
    const info = answer.body!.data;
    expect(info).toEqual({
      userId: 1,
      userType: 'free',
      userName: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      userEmail: 'ada@example.com',
      avatar: '',
      headFileImageId: null,
      credit: 0,
      validityPeriod: 0,
      inviteLink: expect.stringMatching(new RegExp(`^${api.url}/\\?r=[\\w-]{8}$`)),
      unsubscribe: '0',
      subStartAt: null,
      expiredAt: null,
      firstSubscribeAt: null,
      freeProjectsLeft: 3,
      onboarding: {
        filled_survey: false,
        first_create_presentation_with_ai: false,
        first_generated_slides: false,
        clicked_references: false,
        first_select_text: false,
        nps_first_generated_slides: false,
        nps_first_subscription_end: false,
        account_deleted: false,
        ai_chat_use_experimental_api: false,
        dev_tools: false,
        new_ai_chat: false,
        skip_generated_slides_survey: false,
      },
      emailVerified: false,
      isNewUser: true,
      createdAt: expect.any(String),
    });
  });

  it('shows Pro membership dates, days left and a cancelled subscription', async () => {
    const token = await signIn(api);
    await makePro(api, 1, true);
    const info = (await api.get(`${LOGIN}/getUserInfo`, token)).body!.data;
    expect(info).toMatchObject({ userType: 'pro', unsubscribe: '1', validityPeriod: 355 });
    expect(Date.parse(info.expiredAt) - Date.parse(info.subStartAt)).toBe(365 * 24 * 3600 * 1000);
    expect(Date.parse(info.firstSubscribeAt)).toBeLessThan(Date.parse(info.subStartAt));
  });

  it('counts free projects left down to 0, never below', async () => {
    const token = await signIn(api);
    await api.db.query('update users set free_projects_left = 0');
    expect((await api.get(`${LOGIN}/getUserInfo`, token)).body!.data.freeProjectsLeft).toBe(0);
    await expect(api.db.query('update users set free_projects_left = -1')).rejects.toThrow();
  });

  it('is no longer new 14 days after sign-up', async () => {
    const token = await signIn(api);
    await api.db.query(`update users set created_at = now() - interval '15 days'`);
    expect((await api.get(`${LOGIN}/getUserInfo`, token)).body!.data.isNewUser).toBe(false);
  });
});

describe.each(databases)('editing the profile on %s', (kind) => {
  const api = useTestServer(kind);

  it('changes the first and last name, trimmed', async () => {
    const token = await signIn(api);
    expect((await api.post(EDIT, { firstName: '  Augusta ' }, token)).body).toMatchObject({ code: 1, data: { firstName: 'Augusta', userName: 'Augusta Lovelace' } });
    expect((await api.post(EDIT, { lastName: 'King' }, token)).body).toMatchObject({ code: 1, data: { lastName: 'King', userName: 'Augusta King' } });
  });

  it('changes the e-mail, marks it unverified and mails a link to the new address', async () => {
    const token = await signIn(api);
    await api.db.query('update users set email_verified_at = now()');
    const answer = await api.post(EDIT, { email: 'Augusta@Example.com' }, token);
    expect(answer.body).toMatchObject({ code: 1, data: { userEmail: 'augusta@example.com', emailVerified: false } });
    const link = await linkInMail(api, 'augusta@example.com');
    expect((await api.get(`${link.pathname}${link.search}`)).headers.get('location')).toMatch(/verifyStatus=success$/);
    expect((await api.post(`${LOGIN}/emailLinkLogin`, { email: 'augusta@example.com', password: PASSWORD })).body).toMatchObject({ code: 1 });
  });

  it('answers 7005 for an e-mail another account uses, changing nothing', async () => {
    await signIn(api, 'bob@example.com');
    const token = await signIn(api);
    const before = await accountTables(api);
    const answer = await api.post(EDIT, { email: 'BOB@example.com' }, token);
    expect(answer.body).toEqual({ code: 7005, message: "The email address you've entered is already registered. Please use a different email or log in.", data: null });
    expect(await accountTables(api)).toEqual(before);
  });

  it('sets the avatar to an image the user uploaded', async () => {
    const token = await signIn(api);
    const uploadId = await addUpload(api, 1);
    const answer = await api.post(EDIT, { headFileImageId: uploadId }, token);
    expect(answer.body).toMatchObject({ code: 1, data: { headFileImageId: uploadId, avatar: expect.stringMatching(/^\/files\/u\/1\//) } });
    expect((await api.post(EDIT, { headFileImageId: String(uploadId) }, token)).body).toMatchObject({ code: 1 });
  });

  it("answers -4 for someone else's upload, a missing one or one that is not an image", async () => {
    await signIn(api, 'bob@example.com');
    const token = await signIn(api);
    const bobs = await addUpload(api, 1);
    const pdf = await addUpload(api, 2, 'application/pdf');
    const before = await accountTables(api);
    for (const headFileImageId of [bobs, pdf, 999]) {
      const answer = await api.post(EDIT, { headFileImageId }, token);
      expect(answer).toMatchObject({ status: 404, body: { code: -4, message: 'Data does not exist.' } });
    }
    expect(await accountTables(api)).toEqual(before);
  });

  it('merges onboarding flags from onboardingJson', async () => {
    const token = await signIn(api);
    await api.post(EDIT, { onboardingJson: JSON.stringify({ filled_survey: true, dev_tools: true }) }, token);
    const answer = await api.post(EDIT, { onboardingJson: '{"dev_tools":false,"new_ai_chat":true}' }, token);
    expect(answer.body!.data.onboarding).toMatchObject({ filled_survey: true, dev_tools: false, new_ai_chat: true, account_deleted: false });
  });

  it('refuses bad edits with -2 and changes nothing', async () => {
    const token = await signIn(api);
    const before = await accountTables(api);
    const bodies = [
      {},
      { firstName: 'A', lastName: 'B' },
      { firstName: '   ' },
      { nickname: 'Ada' },
      { headFileImageId: -1 },
      { headFileImageId: 'abc' },
      { onboardingJson: 'not json' },
      { onboardingJson: '{"is_admin": true}' },
      { onboardingJson: '{"dev_tools": "yes"}' },
      { onboardingJson: '[true]' },
      { onboardingJson: { dev_tools: true } },
    ];
    for (const body of bodies) expect(await api.post(EDIT, body, token), JSON.stringify(body)).toMatchObject({ status: 400, body: { code: -2 } });
    expect((await api.post(EDIT, { email: 'nope' }, token)).body).toMatchObject({ code: -2, message: 'Please enter a valid email address' });
    expect(await accountTables(api)).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    expect(await api.post(EDIT, { firstName: 'Eve' })).toMatchObject({ status: 401, body: { code: 4001 } });
  });
});

describe.each(databases)('deleting the account on %s', (kind) => {
  const api = useTestServer(kind);

  it('flags the account deleted, logs every session out and refuses sign-in', async () => {
    const token = await signIn(api);
    expect((await api.post(DELETE, undefined, token)).body).toEqual({ code: 1, message: 'success', data: null });
    expect((await api.get(`${LOGIN}/getUserInfo`, token)).body).toMatchObject({ code: 40101 });
    expect((await api.post(`${LOGIN}/emailLinkLogin`, { email: 'ada@example.com', password: PASSWORD })).body).toMatchObject({ message: 'Account has been deleted' });
    const [user] = await api.db.query<{ onboarding: unknown }>('select onboarding from users');
    expect(user!.onboarding).toEqual({ account_deleted: true });
  });

  it('works through onboardingJson the way §7 describes', async () => {
    const token = await signIn(api);
    const answer = await api.post(EDIT, { onboardingJson: '{"account_deleted":true}' }, token);
    expect(answer.body).toMatchObject({ code: 1, data: { onboarding: { account_deleted: true } } });
    expect((await api.get(`${LOGIN}/getUserInfo`, token)).body).toMatchObject({ code: 40101 });
  });

  it('is refused for a Pro user, both ways', async () => {
    const token = await signIn(api);
    await makePro(api);
    const before = await accountTables(api);
    for (const answer of [await api.post(DELETE, {}, token), await api.post(EDIT, { onboardingJson: '{"account_deleted":true}' }, token)]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: -2, message: 'You are a pro user, you cannot delete your account', data: null });
    }
    expect(await accountTables(api)).toEqual(before);
  });

  it('refuses a body with fields', async () => {
    const token = await signIn(api);
    expect((await api.post(DELETE, { confirm: true }, token)).body).toMatchObject({ code: -2 });
  });
});

describe.each(databases)('the debug membership removal on %s', (kind) => {
  const api = useTestServer(kind);

  it("removes the caller's membership and no one else's", async () => {
    await signIn(api, 'bob@example.com');
    await makePro(api, 1);
    const token = await signIn(api);
    await makePro(api, 2);
    expect((await api.post(DEBUG_MEMBERSHIP, undefined, token)).body).toEqual({ code: 1, message: 'success', data: null });
    expect((await api.get(`${LOGIN}/getUserInfo`, token)).body!.data).toMatchObject({ userType: 'free', expiredAt: null });
    expect(await api.db.query('select user_id from memberships')).toEqual([{ user_id: 1 }]);
  });

  it('needs a signed-in user', async () => {
    expect((await api.post(DEBUG_MEMBERSHIP)).body).toMatchObject({ code: 4001 });
  });
});

describe.each(databases)('the debug membership removal in production on %s', (kind) => {
  const api = useTestServer(kind, { env: { NODE_ENV: 'production' } });

  it('does not exist', async () => {
    const token = await signIn(api);
    await makePro(api);
    expect(await api.post(DEBUG_MEMBERSHIP, undefined, token)).toMatchObject({ status: 404, body: { code: -4 } });
    expect(await api.db.query('select user_id from memberships')).toEqual([{ user_id: 1 }]);
  });
});
