import type { AppContext } from '../../app-context.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { AppError } from '../../errors/app-error.ts';
import { verificationMail } from '../../mail/templates.ts';
import { countInvitation, linkInviter } from '../plans/invitations.ts';
import { consumeAccountToken, createAccountToken } from './account-tokens.ts';
import { findUserByEmail, insertUser } from './users.ts';

const VERIFY_LINK_TTL_MS = 24 * 3600 * 1000;
export const VERIFY_EMAIL_PATH = '/api/iart/v1/thirdPartyLogin/verifyEmail';

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  attribution: Record<string, string>;
  /** The inviter's code from the `r` link parameter, if the user came through an invitation. */
  chanToken?: string;
}

/**
 * Creates the account and mails the verification link. The account can sign in at once (see
 * README.md "Accounts"): verifying confirms the address, it does not gate the product.
 */
export async function register(ctx: AppContext, registration: Registration): Promise<void> {
  if (await findUserByEmail(ctx.db, registration.email)) throw new AppError('EMAIL_REGISTERED');
  const user = await insertUser(ctx.db, {
    email: registration.email,
    passwordHash: await hashPassword(registration.password),
    firstName: registration.firstName,
    lastName: registration.lastName,
    emailVerified: false,
    attribution: registration.attribution,
  });
  // Two sign-ups racing for one address: the unique index decides, the loser hears 7006.
  if (!user) throw new AppError('EMAIL_REGISTERED');
  await linkInviter(ctx.db, user.id, registration.chanToken);
  await sendVerificationMail(ctx, user.id, user.email, user.first_name);
}

export async function sendVerificationMail(ctx: AppContext, userId: number, email: string, firstName: string): Promise<void> {
  const token = await createAccountToken(ctx.db, userId, 'verify_email', VERIFY_LINK_TTL_MS);
  await ctx.mailer.send(verificationMail(email, firstName, `${ctx.publicUrl()}${VERIFY_EMAIL_PATH}?token=${token}`));
}

/** §5 verify route statuses: success, registered (already verified), expired (anything else). */
export type VerifyStatus = 'success' | 'registered' | 'expired';

export async function verifyEmail(ctx: AppContext, token: string): Promise<VerifyStatus> {
  return ctx.db.transaction(async (tx) => {
    const consumed = await consumeAccountToken(tx, token, 'verify_email');
    if (consumed.status === 'used') return 'registered';
    if (consumed.status !== 'valid') return 'expired';
    const [updated] = await tx.query('update users set email_verified_at = now(), updated_at = now() where id = $1 and email_verified_at is null returning id', [consumed.userId]);
    if (!updated) return 'registered';
    await countInvitation(tx, consumed.userId);
    return 'success';
  });
}
