import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { isPro } from '../account/membership.ts';

/**
 * Counts one AI call against a free account's daily allowance, refusing it with 40201 once
 * the allowance is spent. The count and the check are one statement, so parallel calls
 * cannot slip past the limit.
 */
export async function useAllowance(db: Queryable, userId: number, dailyLimit: number): Promise<void> {
  if (await isPro(db, userId)) return;
  const rows = await db.query(
    `insert into ai_usage (user_id, day, calls) values ($1, current_date, 1)
     on conflict (user_id, day) do update set calls = ai_usage.calls + 1 where ai_usage.calls < $2
     returning calls`,
    [userId, dailyLimit],
  );
  if (rows.length === 0) throw new AppError('AI_ALLOWANCE_SPENT');
}
