import type { AppContext } from '../../app-context.ts';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords.ts';
import { AppError } from '../../errors/app-error.ts';
import { admitAttempt, attemptFailed, attemptSucceeded } from './login-attempts.ts';
import { startSession } from './user-info.ts';
import { findUserByEmail, isDeleted } from './users.ts';

/** `address` is the client's, for the per-address attempt limit (login-attempts.ts). */
export async function loginWithPassword(ctx: AppContext, email: string, password: string, address: string) {
  const user = await findUserByEmail(ctx.db, email);
  // §7's emailIsRegister already tells whether an address is registered, so 7002 hides nothing.
  if (!user) throw new AppError('NOT_REGISTERED');
  await admitAttempt(ctx, user.id, address);
  // Google-only accounts have no password: check a dummy so the answer takes as long.
  const matches = await verifyPassword(user.password_hash ?? (await dummyPasswordHash()), password);
  if (!matches || !user.password_hash) {
    await attemptFailed(ctx, user.id);
    throw new AppError('INCORRECT_PASSWORD');
  }
  await attemptSucceeded(ctx, user.id, address);
  // Only after the password: the deleted state is not told to someone without it.
  if (isDeleted(user)) throw new AppError('ACCOUNT_DELETED');
  return startSession(ctx, user);
}

export async function isRegistered(ctx: AppContext, email: string): Promise<boolean> {
  return (await findUserByEmail(ctx.db, email)) !== undefined;
}
