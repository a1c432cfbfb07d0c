import { describe, expect, it } from 'vitest';
import { LOGIN, linkInMail, PASSWORD, signIn } from './helpers/accounts.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';

const CHANNEL = `${LOGIN}/generateChannelToken`;
const INVITE = `${LOGIN}/sendInvitationEmail`;

/** Signs up through an invite code and opens the verification link, as an invited friend does. */
async function acceptInvitation(api: TestServer, email: string, chanToken: string, verify = true): Promise<void> {
  const answer = await api.post(`${LOGIN}/emailLinkRegister`, { email, password: PASSWORD, firstName: 'Friend', lastName: 'Of Ada', chanToken });
  expect(answer.body).toMatchObject({ code: 1 });
  if (!verify) return;
  const link = await linkInMail(api, email);
  expect((await api.get(`${link.pathname}${link.search}`)).status).toBe(302);
}

describe.each(databases)('invitations on %s', (kind) => {
  const api = useTestServer(kind);
  const userInfo = async (token: string) => (await api.get(`${LOGIN}/getUserInfo`, token)).body!.data;
  const channel = async (token: string) => {
    const { userId } = await userInfo(token);
    return (await api.post(CHANNEL, { chanId: userId, chanType: 'USER' }, token)).body!;
  };

  it('answers the invite code of the inviteLink and no counted invitations yet', async () => {
    const token = await signIn(api);
    const answer = await channel(token);
    expect(answer).toMatchObject({ code: 1, data: { activationTimes: 0 } });
    expect((await userInfo(token)).inviteLink).toBe(`${api.url}/?r=${answer.data.channelToken}`);
  });

  it('counts verified invitees only, and the second gives the inviter a month of Pro once', async () => {
    const ada = await signIn(api);
    const { channelToken } = (await channel(ada)).data;
    await acceptInvitation(api, 'first@example.com', channelToken);
    expect((await channel(ada)).data.activationTimes).toBe(1);
    expect((await userInfo(ada)).userType).toBe('free');
    await acceptInvitation(api, 'unverified@example.com', channelToken, false);
    expect((await channel(ada)).data.activationTimes).toBe(1);
    await acceptInvitation(api, 'second@example.com', channelToken);
    expect((await channel(ada)).data.activationTimes).toBe(2);
    expect(await userInfo(ada)).toMatchObject({ userType: 'pro', validityPeriod: 30 });
    await acceptInvitation(api, 'third@example.com', channelToken);
    expect((await channel(ada)).data.activationTimes).toBe(2);
    expect((await userInfo(ada)).validityPeriod).toBe(30);
  });

  it('an unknown invite code still signs the friend up, and counts for nobody', async () => {
    await acceptInvitation(api, 'friend@example.com', 'no-such-code');
    const [friend] = await api.db.query<{ invited_by: number | null }>(`select invited_by from users where email = 'friend@example.com'`);
    expect(friend!.invited_by).toBeNull();
    expect(await api.db.query('select * from invitations')).toEqual([]);
  });

  it('will not show or use another user’s channel', async () => {
    const ada = await signIn(api);
    const bob = await signIn(api, 'bob@example.com');
    const { userId } = await userInfo(ada);
    expect((await api.post(CHANNEL, { chanId: userId, chanType: 'USER' }, bob)).body).toMatchObject({ code: -4 });
    expect((await api.post(CHANNEL, { chanId: userId, chanType: 'TEAM' }, ada)).body).toMatchObject({ code: -2 });
  });

  it('mails a friend a sign-up link carrying the invite code, one mail a minute', async () => {
    const ada = await signIn(api);
    const { channelToken } = (await channel(ada)).data;
    const answer = await api.post(INVITE, { email: 'friend@example.com' }, ada);
    expect(answer.body).toEqual({ code: 1, message: 'Invitation successful.', data: null });
    const link = await linkInMail(api, 'friend@example.com');
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('r')).toBe(channelToken);
    const [mail] = await api.mailsTo('friend@example.com');
    expect(mail!.subject).toBe('Ada Lovelace invites you to Folio');
    expect((await api.post(INVITE, { email: 'other@example.com' }, ada)).body).toMatchObject({ code: 5003, message: 'Only one email can be sent within 1 minute.' });
  });

  it('refuses to invite an address that already has an account, or a malformed one', async () => {
    const ada = await signIn(api);
    await signIn(api, 'bob@example.com');
    expect((await api.post(INVITE, { email: 'BOB@example.com' }, ada)).body).toMatchObject({ code: 4009, message: 'Invitation failed.' });
    expect((await api.post(INVITE, { email: 'not-an-address' }, ada)).body).toMatchObject({ code: -2 });
    expect(await api.mailsTo('bob@example.com')).toHaveLength(1);
  });

  it('stops inviting once two invitations have counted', async () => {
    const ada = await signIn(api);
    const { channelToken } = (await channel(ada)).data;
    await acceptInvitation(api, 'first@example.com', channelToken);
    await acceptInvitation(api, 'second@example.com', channelToken);
    expect((await api.post(INVITE, { email: 'third@example.com' }, ada)).body).toMatchObject({ code: 6005, message: 'The invitation has reached its limit.' });
  });
});
