import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { invitationMail } from '../../mail/templates.ts';
import { addProDays } from '../account/membership.ts';
import { findUserByEmail, findUserById } from '../account/users.ts';

/** §9: invitations needed for a month of Pro, and that month. */
export const INVITES_FOR_PRO = 2;
const INVITE_REWARD_DAYS = 30;

/**
 * Links a new account to whoever owns the invite code it signed up with (the `r` link
 * parameter). A code that matches nobody is ignored: a stale link must not cost a sign-up.
 */
export async function linkInviter(db: Queryable, inviteeId: number, inviteCode: string | undefined): Promise<void> {
  if (!inviteCode) return;
  await db.query('update users set invited_by = inviter.id from users inviter where users.id = $1 and inviter.invite_code = $2 and inviter.id <> $1 and users.invited_by is null', [inviteeId, inviteCode]);
}

/**
 * Counts the invitation that brought `inviteeId`, once their address is verified (so invented
 * addresses earn nothing), and gives the inviter a month of Pro when it is their second.
 */
export async function countInvitation(db: Queryable, inviteeId: number): Promise<void> {
  const [counted] = await db.query<{ inviter_id: number }>(
    `insert into invitations (inviter_id, invitee_id)
     select invited_by, id from users where id = $1 and invited_by is not null and email_verified_at is not null
     on conflict do nothing returning inviter_id`,
    [inviteeId],
  );
  if (!counted) return;
  const [rewarded] = await db.query<{ id: number }>(
    `update users set invite_reward_at = now() where id = $1 and invite_reward_at is null
       and (select count(*) from invitations where inviter_id = $1) >= $2 returning id`,
    [counted.inviter_id, INVITES_FOR_PRO],
  );
  if (rewarded) await addProDays(db, rewarded.id, INVITE_REWARD_DAYS, 'invitation');
}

/** §3 invite channel token: the caller's invite code and their counted invitations, 0 to 2. */
export async function channelToken(db: Queryable, userId: number): Promise<{ channelToken: string; activationTimes: number }> {
  const [row] = await db.query<{ invite_code: string; counted: number }>(
    'select invite_code, (select count(*)::int from invitations where inviter_id = $1) as counted from users where id = $1',
    [userId],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return { channelToken: row.invite_code, activationTimes: Math.min(row.counted, INVITES_FOR_PRO) };
}

/** Mails an invitation link; refused for someone who already has an account and once the reward is earned. */
export async function sendInvitation(ctx: AppContext, userId: number, email: string): Promise<void> {
  const inviter = await findUserById(ctx.db, userId);
  if (!inviter) throw new AppError('NOT_FOUND');
  const { activationTimes, channelToken: code } = await channelToken(ctx.db, userId);
  if (activationTimes >= INVITES_FOR_PRO) throw new AppError('INVITATION_LIMIT');
  if (await findUserByEmail(ctx.db, email)) throw new AppError('INVITATION_FAILED');
  const name = [inviter.first_name, inviter.last_name].filter(Boolean).join(' ') || inviter.email;
  await ctx.mailer.send(invitationMail(email, name, `${ctx.publicUrl()}/register?r=${encodeURIComponent(code)}`));
}
