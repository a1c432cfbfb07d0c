import type { AppContext } from '../../app-context.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { AppError } from '../../errors/app-error.ts';
import { resetPasswordMail } from '../../mail/templates.ts';
import { countInvitation } from '../plans/invitations.ts';
import { consumeAccountToken, createAccountToken } from './account-tokens.ts';
import { findUserByEmail, findUserById, isDeleted, replacePassword } from './users.ts';

const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/** Change password: the current one must match (40103); every other session is logged out. */
export async function changePassword(ctx: AppContext, userId: number, current: string, next: string): Promise<{ token: string }> {
  const user = await findUserById(ctx.db, userId);
  if (!user?.password_hash || !(await verifyPassword(user.password_hash, current))) throw new AppError('CURRENT_PASSWORD_INCORRECT');
  const version = await replacePassword(ctx.db, userId, await hashPassword(next));
  ctx.tokens.forget(userId);
  return { token: await ctx.tokens.issue(userId, version) };
}

/**
 * Mails a reset link to a registered, not deleted address. Other addresses get the same answer
 * and no mail, so this call does not tell who has an account.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || isDeleted(user)) return;
  const token = await createAccountToken(ctx.db, user.id, 'reset_password', RESET_LINK_TTL_MS);
  await ctx.mailer.send(resetPasswordMail(user.email, `${ctx.publicUrl()}/reset?JWTHEADER=${token}`));
}

/**
 * Sets the password from a reset link: 4012 once expired, 4013 once used, 7004 for a token that
 * never existed. Revokes every token; the mailbox is proven, so the address counts as verified.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const consumed = await consumeAccountToken(tx, token, 'reset_password');
    if (consumed.status !== 'valid') throw new AppError(consumed.status === 'expired' ? 'LINK_EXPIRED' : consumed.status === 'used' ? 'LINK_USED' : 'RESET_FAILED');
    await replacePassword(tx, consumed.userId, passwordHash);
    await tx.query('update users set email_verified_at = coalesce(email_verified_at, now()) where id = $1', [consumed.userId]);
    await countInvitation(tx, consumed.userId);
    // Older links sent to the same address stop working too.
    await tx.query(`update account_tokens set used_at = now() where user_id = $1 and purpose = 'reset_password' and used_at is null`, [consumed.userId]);
    return consumed.userId;
  });
  ctx.tokens.forget(userId);
}
