import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { addProDays } from '../account/membership.ts';
import { normalizeCode } from './codes.ts';

/**
 * §7 activateActivityCode: adds the code's days of Pro. The quota is taken with a conditional
 * update inside the transaction, so two accounts racing for a code's last use cannot both get it,
 * and the redemption's primary key stops one account using a code twice.
 */
export async function activateCode(ctx: AppContext, userId: number, typed: string): Promise<{ days: number; expiredAt: string }> {
  const code = normalizeCode(typed);
  if (!code) throw new AppError('PARAMETER_ERROR');
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.query<{ days: number; expired: boolean; exhausted: boolean }>(
      'select days, coalesce(expires_at <= now(), false) as expired, used >= quota as exhausted from activation_codes where code = $1',
      [code],
    );
    if (!found) throw new AppError('ACTIVATION_CODE_INVALID');
    if (found.expired) throw new AppError('ACTIVATION_CODE_EXPIRED');
    const [redeemed] = await tx.query('insert into activation_redemptions (code, user_id) values ($1, $2) on conflict do nothing returning code', [code, userId]);
    if (!redeemed) throw new AppError('ACTIVATION_CODE_USED');
    const [taken] = await tx.query('update activation_codes set used = used + 1 where code = $1 and used < quota returning code', [code]);
    if (!taken) throw new AppError('ACTIVATION_CODE_EXHAUSTED');
    const expiresAt = await addProDays(tx, userId, found.days, 'activation');
    return { days: found.days, expiredAt: expiresAt.toISOString() };
  });
}
