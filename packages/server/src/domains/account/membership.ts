import type { Queryable } from '../../db/database.ts';

/** Pro while a membership row has not expired (the payment domain writes these rows). */
export async function isPro(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('select 1 from memberships where user_id = $1 and expires_at > now()', [userId]);
  return rows.length > 0;
}

/**
 * Adds `days` of Pro after what the user has left, or from now when it has lapsed. Used by
 * activation codes and the invitation reward: a gift does not renew by itself, so a new
 * membership starts cancelled ('Renew'); one already running keeps its plan and renewal.
 */
export async function addProDays(db: Queryable, userId: number, days: number, plan: 'activation' | 'invitation'): Promise<Date> {
  const [row] = await db.query<{ expires_at: Date }>(
    `insert into memberships (user_id, plan, started_at, expires_at, first_subscribed_at, cancelled)
     values ($1, $3, now(), now() + make_interval(days => $2), now(), true)
     on conflict (user_id) do update set
       started_at = case when memberships.expires_at > now() then memberships.started_at else now() end,
       plan = case when memberships.expires_at > now() then memberships.plan else excluded.plan end,
       cancelled = case when memberships.expires_at > now() then memberships.cancelled else true end,
       expires_at = greatest(memberships.expires_at, now()) + make_interval(days => $2)
     returning expires_at`,
    [userId, days, plan],
  );
  return row!.expires_at;
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
