import type { Queryable } from '../../db/database.ts';

/** Pro while a membership row has not expired (the payment domain writes these rows). */
export async function isPro(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('select 1 from memberships where user_id = $1 and expires_at > now()', [userId]);
  return rows.length > 0;
}

/** The debug board's "remove membership" (PRODUCT.md §6): back to the free plan. */
export async function deleteMembership(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from memberships where user_id = $1', [userId]);
}

/** A development stand-in for paying (never in production): a month of Pro, so exports can be tried locally. */
export async function grantTrialMembership(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `insert into memberships (user_id, plan, started_at, expires_at, first_subscribed_at)
     values ($1, 'monthly', now(), now() + interval '30 days', now())
     on conflict (user_id) do update set expires_at = excluded.expires_at, cancelled = false`,
    [userId],
  );
}
