import type { AppContext } from '../../app-context.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { AppError } from '../../errors/app-error.ts';
import { PROJECT_STATUS } from '../projects/project-view.ts';

const WINDOW_MS = 15 * 60_000;

interface LockRow {
  id: number;
  status: number;
  share_enabled: boolean;
  share_password_hash: string | null;
  share_password_version: number;
}

/**
 * share/unlock: the viewer typed the link's password. Right, it answers the access cookie;
 * wrong, 7001 'Incorrect password.' (§8's code for a wrong password). Guesses are limited per
 * link and client address: LOGIN_ATTEMPTS_PER_ACCOUNT tries in 15 minutes without a success,
 * then 0 'Too frequent visits.' even for the right password, as sign-in does; a success starts
 * the count again. Other addresses are not affected, so a guesser cannot lock real viewers out.
 */
export async function unlockShare(ctx: AppContext, id: number, password: string, address: string): Promise<string | undefined> {
  const [row] = await ctx.db.query<LockRow>('select id, status, share_enabled, share_password_hash, share_password_version from projects where id = $1', [id]);
  if (!row || row.status === PROJECT_STATUS.trashed) throw new AppError('NOT_FOUND');
  if (!row.share_enabled) throw new AppError('SHARING_CLOSED');
  // A link without a password needs no cookie: the share page just shows it.
  if (row.share_password_hash === null) return undefined;
  const key = `share-unlock:${id}:address:${address}`;
  if (!(await ctx.limiter.hit(key, ctx.settings.rateLimits.attemptsPerAccount, WINDOW_MS))) throw new AppError('TOO_FREQUENT');
  if (!(await verifyPassword(row.share_password_hash, password))) throw new AppError('INCORRECT_PASSWORD');
  await ctx.limiter.reset(key);
  return ctx.shareAccess.cookie(id, row.share_password_version, ctx.publicUrl().startsWith('https:'));
}
