import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/sql-errors.ts';
import { AppError } from '../../errors/app-error.ts';
import { isPro } from './membership.ts';
import type { OnboardingPatch } from './onboarding.ts';
import { sendVerificationMail } from './register.ts';
import { loadUserInfo, type UserInfo } from './user-info.ts';
import { findUserById } from './users.ts';

/** `userProfile/edit` changes exactly one field per call (PRODUCT.md §7). */
export type ProfileChange =
  | { firstName: string }
  | { lastName: string }
  | { email: string }
  | { headFileImageId: number }
  | { onboarding: OnboardingPatch };

export async function editProfile(ctx: AppContext, userId: number, change: ProfileChange): Promise<UserInfo> {
  if ('firstName' in change) await setColumn(ctx, userId, 'first_name', change.firstName);
  else if ('lastName' in change) await setColumn(ctx, userId, 'last_name', change.lastName);
  else if ('email' in change) await changeEmail(ctx, userId, change.email);
  else if ('headFileImageId' in change) await setAvatar(ctx, userId, change.headFileImageId);
  // §7: the app deletes an account by setting this flag, so it goes through the same checks.
  else if (change.onboarding.account_deleted) await deleteAccount(ctx, userId);
  else await ctx.db.query('update users set onboarding = onboarding || $2::jsonb, updated_at = now() where id = $1', [userId, change.onboarding]);
  return loadUserInfo(ctx, userId);
}

async function setColumn(ctx: AppContext, userId: number, column: 'first_name' | 'last_name', value: string): Promise<void> {
  await ctx.db.query(`update users set ${column} = $2, updated_at = now() where id = $1`, [userId, value]);
}

/** A new address must be free (7005) and is unverified until its link is opened. */
async function changeEmail(ctx: AppContext, userId: number, email: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.email === email) return;
  try {
    await ctx.db.query('update users set email = $2, email_verified_at = null, updated_at = now() where id = $1', [userId, email]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  await sendVerificationMail(ctx, userId, email, user.first_name);
}

/** The avatar must be an image the user uploaded; anyone else's id is 'Data does not exist.' */
async function setAvatar(ctx: AppContext, userId: number, uploadId: number): Promise<void> {
  const [updated] = await ctx.db.query(
    `update users set head_file_image_id = $2, updated_at = now() where id = $1
     and exists (select 1 from uploads where id = $2 and owner_id = $1 and mime like 'image/%') returning id`,
    [userId, uploadId],
  );
  if (!updated) throw new AppError('NOT_FOUND');
}

/**
 * Flags the account deleted and revokes its tokens; the client logs out. Pro users must cancel
 * first (§5). The row stays, so the address remains taken and sign-in answers 'Account has been
 * deleted'.
 */
export async function deleteAccount(ctx: AppContext, userId: number): Promise<void> {
  if (await isPro(ctx.db, userId)) throw new AppError('PRO_CANNOT_DELETE');
  await ctx.db.query(
    `update users set onboarding = onboarding || '{"account_deleted": true}'::jsonb, token_version = token_version + 1, updated_at = now() where id = $1`,
    [userId],
  );
  ctx.tokens.forget(userId);
}
